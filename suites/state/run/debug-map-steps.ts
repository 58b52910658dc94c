/**
 * doc 2 Debug, GET /debug/runs/{runId}: "diagnostic map: steps, …". The map is `object*` (its
 * fields are not named), so an empty map, or one whose steps are nulls or empty objects, passed.
 * The run's steps are known without a field name: GET /tasks/{taskId}/run gives them (doc 1
 * PublicRun `steps`, per-step status). The map must hold them somewhere, in order: an array, or an
 * object's values, of as many entries as the run has steps, each an object holding its step's status
 * among its values. A run whose steps changed between the reads around the map is skipped.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { listedTasksWithRuns } from "../../common/listed-tasks.ts";
import { enc } from "../kit/api.ts";
import { brief, guarded, must } from "../kit/verdicts.ts";

/** Runs read at the most; how deep in the map the steps are looked for. */
const MAX_RUNS = 12;
const DEPTH = 3;

const MAP =
  "doc 2 Debug (GET /debug/runs/{runId}: diagnostic map: steps, …); doc 1 PublicRun `steps` (per-step status)";

/** Each step's status, or null when the run cannot be read whole. */
async function stepStatuses(c: CheckContext, taskId: string, key: string): Promise<unknown[] | null> {
  const r = await c.call<{ steps?: unknown }>("GET", `/tasks/${enc(taskId)}/run`, { key });
  if (r.status !== 200 || !Array.isArray(r.json?.steps)) return null;
  return r.json.steps.map((s) => (s && typeof s === "object" ? (s as { status?: unknown }).status : undefined));
}

/** Whether `entries` show the steps: one object per step, in order, holding its status. */
function showsSteps(entries: unknown[], statuses: unknown[]): boolean {
  return (
    entries.length === statuses.length &&
    entries.every((e, i) => !!e && typeof e === "object" && !Array.isArray(e) && Object.values(e).includes(statuses[i]))
  );
}

/** Whether the map, at some depth, holds the steps as an array or an object's values. */
export function mapShowsSteps(v: unknown, statuses: unknown[], depth = DEPTH): boolean {
  if (!v || typeof v !== "object" || depth < 0) return false;
  const entries = Array.isArray(v) ? v : Object.values(v);
  if (showsSteps(entries, statuses)) return true;
  return entries.some((e) => mapShowsSteps(e, statuses, depth - 1));
}

export const debugRunMapSteps: Rule = {
  id: "STATE-DEBUG-RUN-MAP-STEPS",
  title: "A run's diagnostic map shows the run's steps",
  level: "MUST",
  family: "STATE",
  clause: MAP,
  clauses: ["D2-DEBUG-RUN-MAP-STEPS"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const key = c.t.keys.read ?? c.t.keys.admin;
      let read = 0;
      for (const { taskId, runId } of (await listedTasksWithRuns(c)).slice(0, MAX_RUNS)) {
        const before = await stepStatuses(c, taskId, key);
        const map = await c.call("GET", `/debug/runs/${enc(runId)}`, { key });
        const after = await stepStatuses(c, taskId, key);
        // A run that moved between the reads, or that a read did not return, is not judged here.
        if (!before?.length || !after || brief(before) !== brief(after) || map.status !== 200) continue;
        read++;
        must(
          mapShowsSteps(map.json, before),
          `GET /debug/runs/${runId} holds no entry per step of the run's ${before.length} (statuses ${brief(before)}): ${brief(map.json)}`,
          MAP,
        );
      }
      if (!read) c.notExercised("no listed task has a run with steps whose diagnostic map could be read");
      c.pass(`${read} run(s): each diagnostic map shows the run's steps`);
    }),
};
