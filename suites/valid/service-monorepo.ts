/**
 * doc 2 Services, POST /services: "object* (required; optional `repoId`; a monorepo service must
 * name its subdirectory)". Which linked repository is a monorepo, and the field that names the
 * subdirectory, are not shown (doc 1: a repository row's backing service is "always null for a
 * monorepo", as for any repository backing nothing), so the configuration names both
 * (`facts.monorepo`: its `repoId` and the `subdirectory` fields; the reference server's by default).
 * The control, a title, the `repoId` and those fields, must be taken; the same body without the
 * fields names no subdirectory, whatever it would be called, and must be refused (4XX with the
 * envelope, doc 2 Errors) and create nothing; so must the body with each of its string fields empty
 * (an empty name names no subdirectory: the monorepo's root is not one of its subdirectories). A control the target refuses is a promise of the
 * configuration that did not hold: not exercised, unless vouched for (--vouch).
 */
import type { Rule } from "../../lib/rules/types.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { listedServiceIds, trackService } from "../../generators/calls/resources.ts";
import { refusal } from "../../generators/calls/refusals.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { factGated } from "../common/fact-gated.ts";
import { is2xx } from "./judge.ts";

const DOC = "doc 2 Services (POST /services: a monorepo service must name its subdirectory)";
const TITLE = "conformance monorepo service";

async function serviceIds(c: CheckContext): Promise<string[]> {
  const r = await c.call("GET", "/services");
  if (r.status !== 200) c.notExercised(`GET /services answered ${r.status}: nothing created can be told apart`);
  return listedServiceIds(r);
}

/** POST /services with `body`; a service it creates is the suite's to delete. */
async function post(c: CheckContext, body: Record<string, unknown>) {
  const r = await c.call<{ serviceId?: unknown }>("POST", "/services", { body });
  if (is2xx(r) && typeof r.json?.serviceId === "string") trackService(c, r.json.serviceId);
  return r;
}

const monorepoSubdirectory: Rule = {
  id: "VALID-SERVICE-MONOREPO-SUBDIRECTORY",
  title:
    "A service of a monorepo that names no subdirectory (its field left out or empty) is refused 4XX and creates nothing",
  level: "MUST",
  family: "VALID",
  clause: DOC,
  clauses: ["D2-SERVICES-CREATE-MONOREPO"],
  profile: "standard",
  scope: "global",
  check: async (c) => {
    const { repoId, subdirectory } = c.t.info.facts.monorepo!;
    const control = await post(c, { title: `${TITLE} (control)`, repoId, ...subdirectory });
    const fields = Object.keys(subdirectory).join(", ");
    if (!is2xx(control)) {
      c.require(
        !c.t.info.vouch,
        `${control.status} for POST /services {title, repoId: ${repoId}, ${fields}} (facts.monorepo, vouched for)`,
        `a service of the monorepo naming its subdirectory is created (${DOC})`,
        control.exchange,
      );
      c.notExercised(
        `the control body {title, repoId, ${fields}} was refused (${refusal(control)}): facts.monorepo may not name a monorepo and its subdirectory field as the target reads them (vouch for it with --vouch)`,
        control.exchange,
      );
    }
    const before = await serviceIds(c);
    const refuse = async (body: Record<string, unknown>, what: string) => {
      const r = await post(c, body);
      c.require(
        !is2xx(r) && r.status >= 400 && r.status < 500,
        `${r.status} for POST /services {title, repoId: ${repoId}${what}} (facts.monorepo), naming no subdirectory`,
        `a 4XX refusal (${DOC})`,
        r.exchange,
      );
      expectEnvelope(c, r);
      const created = (await serviceIds(c)).filter((id) => !before.includes(id));
      c.require(
        created.length === 0,
        `GET /services lists ${created.join(", ")} after the refused monorepo body {title, repoId${what}}`,
        `a refused request creates nothing (${DOC})`,
        r.exchange,
      );
      return r.status;
    };
    const left = await refuse({ title: TITLE, repoId }, "");
    // Each string field of the subdirectory sent empty: an empty name names none.
    const strings = Object.keys(subdirectory).filter((k) => typeof subdirectory[k] === "string");
    const empty = strings.length
      ? await refuse(
          { title: TITLE, repoId, ...subdirectory, ...Object.fromEntries(strings.map((k) => [k, ""])) },
          `, ${strings.map((k) => `${k}: ""`).join(", ")}`,
        )
      : null;
    c.pass(
      `monorepo ${repoId}: naming its subdirectory (${fields}) ${control.status}; naming none ${left}${empty === null ? "" : `, naming it empty ${empty}`}, nothing listed after either`,
    );
  },
};

export const serviceMonorepo = factGated(
  monorepoSubdirectory,
  "monorepo",
  "a linked monorepo and the fields naming its subdirectory: neither is shown",
);
