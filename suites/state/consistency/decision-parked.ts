/**
 * doc 1 PublicDecisionList: "`parked` boolean (true only when the run has stopped, i.e. status
 * `blocked`)". Reads only: the decision lists of the workspace's runs (the suite's own first, so
 * on a full run the parked, running and finished runs the rules above started are among them,
 * then those its services' tasks name; a bounded few) — on every list read, `parked` true implies
 * `status` `blocked`. The converse is not asserted here (the decision machines drive it).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { enc } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { workspaceRuns } from "./discover.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const RUNS = 10;

export const decisionParkedBlocked: Rule = {
  id: "STATE-DECISION-PARKED-BLOCKED",
  title: "A decision list reports parked true only while the run's status is blocked",
  level: "MUST",
  family: "STATE",
  clause: "doc 1 PublicDecisionList (`parked` true only when the run has stopped, i.e. status `blocked`)",
  clauses: ["D1-DECISION-PARKED-ONLY-BLOCKED"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const statuses = new Map<string, number>();
      let parked = 0;
      for (const runId of await workspaceRuns(c, RUNS)) {
        const r = await c.call<{ parked?: unknown; status?: unknown }>("GET", `/runs/${enc(runId)}/decisions`, {
          key: c.t.keys.read ?? c.t.keys.admin,
        });
        if (r.status !== 200 || !r.json) continue; // a run deleted meanwhile; the list's status is the OP family's
        const { parked: p, status } = r.json;
        must(
          p !== true || status === "blocked",
          `run ${runId}: parked true with status ${jsonText(status)}`,
          "`parked` true only when the run has stopped, i.e. status `blocked` (doc 1 PublicDecisionList)",
        );
        if (p === true) parked++;
        const s = String(status);
        statuses.set(s, (statuses.get(s) ?? 0) + 1);
      }
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      if (!total) inconclusive("no decision list of a run could be read (the workspace shows no run)");
      c.pass(
        `${total} decision list(s) read (${[...statuses].map(([s, n]) => `${n} ${s}`).join(", ")}): ${parked ? `${parked} parked, each blocked` : "none parked"}`,
      );
    }),
};
