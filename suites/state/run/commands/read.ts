import { enc } from "../../kit/api.ts";
import { must } from "../../kit/verdicts.ts";
import type { DecisionListView, RunReal } from "../model.ts";
import { jsonText } from "../../../../lib/json/safe.ts";

/**
 * GET /runs/{runId}/decisions, with the invariant every read must keep: `parked` true only when the
 * status is `blocked` (doc 1 PublicDecisionList: "true only when"; the converse is the RUN-PARK row's,
 * checked where the run parks, awaitPark).
 */
export async function readDecisions(real: RunReal, runId: string): Promise<DecisionListView> {
  const r = await real.c.call<DecisionListView>("GET", `/runs/${enc(runId)}/decisions`, {
    key: real.c.t.keys.read ?? real.c.t.keys.admin,
  });
  must(
    r.status === 200,
    `${r.status} listing the decisions of run ${runId}`,
    "200 PublicDecisionList (doc 2 Decisions)",
  );
  const l = r.json!;
  must(
    Array.isArray(l.decisions) && typeof l.parked === "boolean",
    `decision list ${jsonText(l).slice(0, 200)}`,
    "PublicDecisionList (doc 1 Decisions)",
  );
  must(
    l.parked !== true || l.status === "blocked",
    `parked ${l.parked} with status ${l.status}`,
    "`parked` true only when the run has stopped, i.e. status `blocked` (doc 1 PublicDecisionList)",
  );
  return l;
}
