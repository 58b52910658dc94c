/**
 * The spec reads' refusals and their one non-error (doc 2 Spec: "Refusals of both reads: 503 with
 * reason `spec_read_failed`, `spec_ref_unresolved` (run read) or `vcs_not_configured`. An outage
 * never yields a 200."; GET /services/{serviceId}/spec: "`present: false` semantics via `anchor`
 * `absent`"; doc 2 Errors: 503 `spec_read_failed`, `spec_ref_unresolved`, `vcs_not_configured`;
 * doc 1 "Resources described only by prose": the source-control connection "`connection` is null when
 * nothing is connected").
 *
 * A stated reason may travel as `error.code` or `error.details.reason` (doc 2 Errors), so both are read.
 * The Errors table gives the three reasons one condition ("spec reads"): which reason answers which
 * cause (a missing connection, an unresolved ref, a failed read) is not shown, so no rule demands a
 * particular one of them; and other errors (a 500, a 429) are admitted for every operation (doc 2
 * Endpoints conventions), so only refusals of the read (a 503, or an answer naming a stated reason)
 * are judged.
 * Services come from GET /services (PublicServiceList `services`), runs from GET /debug/runs.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { memo } from "../../lib/run/target.ts";
import { envelopeProblem } from "../common/envelope.ts";
import { runsOf } from "../common/evidence.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { provokesOwn } from "../common/provokes.ts";
import { jsonText } from "../../lib/json/safe.ts";

const SERVICE_REASONS = ["spec_read_failed", "vcs_not_configured"];
const RUN_REASONS = ["spec_read_failed", "spec_ref_unresolved", "vcs_not_configured"];
/** Every stated reason of the spec reads: an answer naming one is a refusal of the read. */
const SPEC_REASONS = RUN_REASONS;
/** Reads per workspace and operation, at most. */
const READS = 6;

const specRead = (op: Operation) => op.operationId === "getServiceSpec" || op.operationId === "getRunSpec";

interface Workspace {
  label: string;
  key: string;
}

function workspaces(c: CheckContext): Workspace[] {
  const out: Workspace[] = [{ label: "the admin key's workspace", key: c.t.keys.admin }];
  if (c.t.keys.peer) out.push({ label: "the second workspace (--peer-admin-key)", key: c.t.keys.peer });
  return out;
}

/** Service ids of the key's workspace (PublicServiceList `services`). */
function servicesOf(c: CheckContext, ws: Workspace): Promise<string[]> {
  return memo(c.t, `errors-spec-services:${ws.key === c.t.keys.admin ? "admin" : "peer"}`, async () => {
    const r = await c.call<{ services?: unknown }>("GET", "/services", { key: ws.key });
    if (r.status !== 200 || !Array.isArray(r.json?.services)) return [];
    return (r.json!.services as { serviceId?: unknown }[])
      .map((s) => s?.serviceId)
      .filter((x): x is string => typeof x === "string" && x.length > 0);
  });
}

/** The spec reads of one workspace for the rule's operation: [what was read, its reply]. */
async function specReads(c: CheckContext, op: Operation, ws: Workspace): Promise<{ what: string; r: Reply }[]> {
  const out: { what: string; r: Reply }[] = [];
  if (op.operationId === "getServiceSpec") {
    for (const serviceId of (await servicesOf(c, ws)).slice(0, READS)) {
      out.push({
        what: `the spec of service ${serviceId} (${ws.label})`,
        r: await c.callOp(op, { params: { serviceId }, key: ws.key }),
      });
    }
  } else {
    for (const runId of (await runsOf(c, ws.key)).slice(0, READS)) {
      out.push({
        what: `the spec of run ${runId} (${ws.label})`,
        r: await c.callOp(op, { params: { runId }, key: ws.key }),
      });
    }
  }
  return out;
}

export const specRefusalReason: Rule = {
  id: "ERRORS-SPEC-503-REASON",
  title: "A refused spec read is 503 with `spec_read_failed`, `spec_ref_unresolved` (run read) or `vcs_not_configured`",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Spec (refusals of both reads: 503 with reason `spec_read_failed`, `spec_ref_unresolved` (run read) or `vcs_not_configured`); doc 2 Errors (503 rows of the spec reads)",
  clauses: ["D2-SPEC-503-REASONS"],
  profile: "safe",
  scope: "operation",
  appliesTo: specRead,
  // Run only once a read was refused (else not exercised): the refusal it judges is documented 503.
  provokes: provokesOwn(503),
  check: async (c) => {
    const op = c.operation;
    const reasons = op.operationId === "getRunSpec" ? RUN_REASONS : SERVICE_REASONS;
    const refused: string[] = [];
    let read = 0;
    for (const ws of workspaces(c)) {
      for (const { what, r } of await specReads(c, op, ws)) {
        read += 1;
        // A refusal of the read: a 503, or an answer naming one of the stated reasons. Other errors
        // (a 500, a 429…) are admitted for any operation (doc 2 Endpoints conventions): not judged.
        const named = SPEC_REASONS.filter((t) => errorToken(r.json).includes(t));
        if (r.status !== 503 && !(r.status >= 400 && named.length)) continue;
        c.require(
          r.status === 503,
          `${r.status} ${jsonText(named)} for ${what}`,
          `a refused spec read is 503 with reason ${reasons.join(", ")} (doc 2 Spec)`,
          r.exchange,
        );
        const problem = envelopeProblem(r);
        c.require(
          problem === null,
          `${problem} for ${what}`,
          "the error envelope {error: {code, message}} (doc 2 Errors)",
          r.exchange,
        );
        const tokens = errorToken(r.json);
        const hit = reasons.find((t) => tokens.includes(t));
        c.require(
          hit,
          `503 ${jsonText(tokens)} for ${what}`,
          `one of ${reasons.map((t) => `\`${t}\``).join(", ")} as error.code or error.details.reason (doc 2 Spec${op.operationId === "getServiceSpec" ? "; `spec_ref_unresolved` is the run read's" : ""})`,
          r.exchange,
        );
        refused.push(`${what}: ${hit}`);
      }
    }
    if (!refused.length)
      c.notExercised(
        `none of ${read} spec read(s) was refused (503, or a stated reason) on this target, so no refusal reason could be judged`,
      );
    c.pass(`${refused.length} refusal(s) of ${read} read(s), each 503 with a stated reason: ${refused.join("; ")}`);
  },
};

/**
 * A spec read of a service a config fact names, refused 503 with a stated reason (an outage, a ref or
 * connection problem): a stated answer of both reads, so what it would serve could not be read and
 * nothing is judged (not exercised), unless the fact is vouched for (--vouch, the embedded server's
 * own): then the service's repository is there to read, and a refusal of every read is no outage.
 * Returns when `r` is no such refusal.
 */
export function refusedUnlessVouched(
  c: CheckContext,
  r: Reply,
  words: { read: string; unread: string; what: string; documented: string },
): void {
  const reason = SPEC_REASONS.find((t) => errorToken(r.json).includes(t));
  if (r.status !== 503 || !reason) return;
  if (!c.t.info.vouch)
    c.notExercised(
      `${words.read} was refused 503 ${reason} (a stated refusal of the spec reads): ${words.unread} (--vouch makes this a failure)`,
      r.exchange,
    );
  c.fail(`Received: 503 ${reason} for ${words.what} / Documented: ${words.documented}`, r.exchange);
}

/** The workspaces whose GET /vcs/connection answers `connection` null. */
async function unconnected(c: CheckContext): Promise<{ found: Workspace[]; looked: string[] }> {
  const found: Workspace[] = [];
  const looked: string[] = [];
  for (const ws of workspaces(c)) {
    const r = await c.call<{ connection?: unknown }>("GET", "/vcs/connection", { key: ws.key });
    if (r.status !== 200 || !r.json || typeof r.json !== "object") {
      looked.push(`${ws.label}: GET /vcs/connection answered ${r.status}`);
      continue;
    }
    if ("connection" in r.json && r.json.connection === null) found.push(ws);
    else looked.push(`${ws.label} has a connection`);
  }
  return { found, looked };
}

export const specNoVcs: Rule = {
  id: "ERRORS-SPEC-NO-VCS",
  title:
    "In a workspace with no source-control connection, a spec read is never a 200 read (a run spec not yet read excepted)",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Spec (read at the default branch / the branch the run pushed; an outage never yields a 200; a run read is `not_read` when no tester has reported); doc 1 (source-control connection: `connection` null when nothing is connected)",
  clauses: ["D2-SPEC-OUTAGE-NEVER-200", "D2-SPEC-RUN-NOT-READ"],
  profile: "safe",
  scope: "operation",
  appliesTo: specRead,
  // A service spec read through no connection is refused, documented 503; a run spec may read `not_read` (200) instead.
  provokes: (op, index) => (op?.operationId === "getServiceSpec" ? provokesOwn(503)(op, index) : []),
  check: async (c) => {
    const op = c.operation;
    const { found, looked } = await unconnected(c);
    if (!found.length) {
      c.notExercised(
        `no workspace the run holds a key for lacks a source-control connection (${looked.join("; ")}${c.t.keys.peer ? "" : "; no --peer-admin-key was given"})`,
      );
    }
    const seen: string[] = [];
    for (const ws of found) {
      for (const { what, r } of await specReads(c, op, ws)) {
        if (r.status === 404) continue; // not readable by this key: nothing was read
        if (op.operationId === "getRunSpec" && r.status === 200) {
          // Not read at all (no tester has reported): no read failed, so this 200 is no outage.
          const anchor = (r.json as { anchor?: unknown } | undefined)?.anchor;
          c.require(
            anchor === "not_read",
            `200 with anchor ${jsonText(anchor)} for ${what}, with no connection to read it through`,
            "503 `vcs_not_configured`, never a 200 read (doc 2 Spec); only `not_read` reads nothing",
            r.exchange,
          );
          seen.push(`${what}: 200 not_read`);
          continue;
        }
        c.require(
          r.status !== 200,
          `200 (anchor ${jsonText((r.json as { anchor?: unknown } | undefined)?.anchor)}) for ${what}, with no connection to read it through`,
          "a refusal (503 with a stated reason), never a 200: an unreadable spec never yields a 200 (doc 2 Spec)",
          r.exchange,
        );
        // How the refusal looks is ERRORS-SPEC-503-REASON's to judge: the documents give the three
        // reasons one condition ("spec reads"), so which one a missing connection draws is not shown.
        seen.push(`${what}: ${r.status} ${[...new Set(errorToken(r.json))].join("/") || "(no token)"}`);
      }
    }
    if (!seen.length)
      c.notExercised(
        `the unconnected workspace(s) hold nothing to read the spec of (${found.map((w) => w.label).join(", ")})`,
      );
    c.pass(`connection null in ${found.map((w) => w.label).join(" and ")}: ${seen.join("; ")}`);
  },
};

export const specAbsentNotError: Rule = {
  id: "ERRORS-SPEC-ABSENT-NOT-ERROR",
  title: "A service with no spec reads 200 with `anchor` `absent`, not an error",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Spec (GET /services/{serviceId}/spec: 200 PublicServiceSpec; `present: false` semantics via `anchor` `absent`)",
  clauses: ["D2-SPEC-ABSENT-ANCHOR"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "getServiceSpec",
  provokes: provokesOwn(200),
  check: async (c) => {
    const op = c.operation;
    const serviceId = c.t.info.facts?.specAbsentService;
    if (!serviceId) {
      c.notExercised(
        "where a specification lives in a repository is not shown, so a service without one cannot be found: set facts.specAbsentService in the config file to the id of a service whose repository holds no spec",
      );
    }
    const ids = await servicesOf(c, workspaces(c)[0]);
    if (!ids.includes(serviceId!))
      c.notExercised(
        `the configured service ${serviceId} (facts.specAbsentService) is not listed by GET /services on this target`,
      );
    const r = await c.callOp(op, { params: { serviceId: serviceId! } });
    refusedUnlessVouched(c, r, {
      read: `the read of ${serviceId}'s spec`,
      unread: "whether its spec is absent could not be read",
      what: `the spec of ${serviceId}, a service whose repository holds no spec (facts.specAbsentService, vouched for)`,
      documented: "200 with `anchor` `absent`: no spec present is not an error (doc 2 Spec)",
    });
    c.require(
      r.status === 200,
      `${r.status} ${jsonText([...new Set(errorToken(r.json))])} for the spec of ${serviceId}, a service whose repository holds no spec (facts.specAbsentService)`,
      "200 with `anchor` `absent`: no spec present is not an error (doc 2 Spec)",
      r.exchange,
    );
    const anchor = (r.json as { anchor?: unknown } | undefined)?.anchor;
    c.require(
      anchor === "absent",
      `200 with anchor ${jsonText(anchor)} for the spec of ${serviceId} (facts.specAbsentService: its repository holds no spec)`,
      "`anchor` `absent` (doc 2 Spec)",
      r.exchange,
    );
    c.pass(`service ${serviceId} (facts.specAbsentService): 200 anchor absent`);
  },
};
