/**
 * What a service's spec read serves, for the specs a config fact describes (doc 2 Spec: GET
 * /services/{serviceId}/spec 200 PublicServiceSpec, "`present: false` semantics via `anchor`
 * `absent`; partially readable spec is served with `issues`"; doc 1 Specification: the SpecDoc's
 * items, their required fields and bounds).
 *
 * Where a specification lives in a repository, and what it holds, is not shown, so no request can
 * tell a wholly readable spec from a partly readable one: the configuration names one of each
 * (`facts.specWholeService`, `facts.specPartialService`; the embedded server's seeds by default).
 * A partly readable spec must be served in its shape (the SpecDoc holds no item the shape refuses:
 * what could not be read is left out) with at least one issue. A wholly readable one must be served
 * with its document and never read `absent`; vouched for (--vouch), it must read `present` with no
 * issue, issues naming what could not be read. A read refused 503 with a stated reason (an outage)
 * says nothing of the spec: not exercised, unless vouched for.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { jsonText } from "../../lib/json/safe.ts";
import { factGated } from "../common/fact-gated.ts";
import { isJsonObject as isObj, type JsonObject as Obj } from "../common/json-values.ts";
import { refusedUnlessVouched } from "../errors/spec.ts";
import { issuesText } from "./evidence-reads.ts";
import { enc } from "./kit/api.ts";

/** Reads the spec of `serviceId` and requires it 200 in its shape; returns the body. */
async function readInShape(c: CheckContext, serviceId: string, what: string): Promise<{ body: Obj; r: Reply }> {
  const r = await c.call("GET", `/services/${enc(serviceId)}/spec`, { key: c.t.keys.read ?? c.t.keys.admin });
  refusedUnlessVouched(c, r, {
    read: `the read of ${what}`,
    unread: "what it serves could not be read",
    what: `${what}, vouched for`,
    documented: "200 PublicServiceSpec (doc 2 Spec)",
  });
  c.require(r.status === 200, `${r.status} for ${what}`, "200 PublicServiceSpec (doc 2 Spec)", r.exchange);
  const v = c.t.validators.response("getServiceSpec", 200)?.(r.json);
  c.require(
    !v || v.ok,
    `${what} served with schema issue(s): ${issuesText(v?.issues ?? [])}`,
    "PublicServiceSpec, its SpecDoc's items with their required fields within their bounds (doc 1 Specification)",
    r.exchange,
  );
  c.require(isObj(r.json), `a body that is no object for ${what}`, "200 PublicServiceSpec (doc 2 Spec)", r.exchange);
  const body = r.json as Obj;
  c.require(
    isObj(body.spec),
    `\`spec\` ${jsonText(body.spec)} (anchor ${jsonText(body.anchor)}) for ${what}`,
    "the readable document in `spec` (doc 2 Spec: a spec held is served; a partly readable one with `issues`)",
    r.exchange,
  );
  return { body, r };
}

export const specPartialIssues: Rule = factGated(
  {
    id: "STATE-SPEC-PARTIAL-ISSUES",
    title: "A partly readable spec is served in its shape, what could not be read left out, with at least one issue",
    level: "MUST",
    family: "STATE",
    clause:
      "doc 2 Spec (GET /services/{serviceId}/spec 200 PublicServiceSpec; partially readable spec is served with `issues`); doc 1 Specification (SpecDoc items: required fields and bounds)",
    clauses: ["D2-SPEC-PARTIAL-ISSUES"],
    profile: "safe",
    scope: "global",
    check: async (c) => {
      const serviceId = c.t.info.facts!.specPartialService!;
      const what = `the spec of ${serviceId}, partly readable (facts.specPartialService)`;
      const { body, r } = await readInShape(c, serviceId, what);
      const issues = Array.isArray(body.issues) ? body.issues : [];
      c.require(
        issues.length > 0,
        `no issue for ${what}: \`issues\` ${jsonText(body.issues)}`,
        "partially readable spec is served with `issues` (doc 2 Spec)",
        r.exchange,
      );
      c.pass(`${what}: served in its shape with ${issues.length} issue(s): ${jsonText(issues)}`);
    },
  },
  "specPartialService",
  "a service whose repository holds a partly readable specification",
);

export const specWholeRead: Rule = factGated(
  {
    id: "STATE-SPEC-WHOLE-READ",
    title: "A wholly readable spec is served with its document, never `absent`; vouched for, `present` with no issue",
    level: "MUST",
    family: "STATE",
    clause:
      "doc 2 Spec (GET /services/{serviceId}/spec 200 PublicServiceSpec; `present: false` semantics via `anchor` `absent`); doc 1 Specification (SpecReadIssue: what could not be read)",
    clauses: ["D2-SPEC-WHOLE-READ"],
    profile: "safe",
    scope: "global",
    check: async (c) => {
      const serviceId = c.t.info.facts!.specWholeService!;
      const what = `the spec of ${serviceId}, wholly readable (facts.specWholeService)`;
      const { body, r } = await readInShape(c, serviceId, what);
      c.require(
        body.anchor !== "absent",
        `\`anchor\` \`absent\` for ${what}`,
        "a spec held is not `absent` (`present: false` semantics via `anchor` `absent`, doc 2 Spec)",
        r.exchange,
      );
      if (c.t.info.vouch) {
        c.require(
          body.anchor === "present",
          `\`anchor\` ${jsonText(body.anchor)} for ${what}, vouched for`,
          "`present`: the spec is held and read (doc 2 Spec)",
          r.exchange,
        );
        c.require(
          Array.isArray(body.issues) && body.issues.length === 0,
          `\`issues\` ${jsonText(body.issues)} for ${what}, vouched for: something of it reads as unread`,
          "no issue: issues name what could not be read, and all of it could (facts.specWholeService)",
          r.exchange,
        );
      }
      c.pass(
        `${what}: served with its document, anchor ${jsonText(body.anchor)}${c.t.info.vouch ? ", no issue (vouched for)" : ""}`,
      );
    },
  },
  "specWholeService",
  "a service whose repository holds a wholly readable specification",
);
