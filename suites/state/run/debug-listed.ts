/**
 * doc 2 Debug, GET /debug/runs: "workspace runs, newest first, keyset paged". The PAGE filter rules
 * judge what a list holds against itself, so a list that leaves runs out (or lists none at all)
 * passed them as having nothing to filter. Here the suite reads the list, starts a run of its own
 * (on `pipelines.straight`), reads it through GET /tasks/{taskId}/run, then reads GET /debug/runs
 * page by page: the run must be among the workspace's runs listed.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { keyOf, mustStatus, pipelineOf, readRun, startForSetup } from "../kit/api.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { startableTask } from "../task/fixtures.ts";
import { walkPages } from "../../../generators/calls/pages.ts";

/** Pages read at most (100 runs each): a run just started is on the first of a list newest first. */
const PAGES = 20;

/** Whether GET /debug/runs, read page by page, lists `runId`; and how many runs it listed. */
async function listed(c: CheckContext, runId: string): Promise<{ found: boolean; seen: number }> {
  let seen = 0;
  let found = false;
  await walkPages<{ runs?: { runId?: unknown }[] }>(
    c,
    "/debug/runs",
    { key: c.t.keys.read ?? c.t.keys.admin, query: { limit: 100 }, maxPages: PAGES },
    ({ reply: r }) => {
      mustStatus(r, 200, "GET /debug/runs", "doc 2 Debug: 200 JSON object");
      const runs = Array.isArray(r.json?.runs) ? r.json.runs : [];
      seen += runs.length;
      found = runs.some((x: { runId?: unknown } | null) => x?.runId === runId);
      return found;
    },
  );
  return { found, seen };
}

export const debugRunsListed: Rule = {
  id: "STATE-DEBUG-RUNS-LISTED",
  title: "GET /debug/runs lists a run the suite started",
  level: "MUST",
  family: "STATE",
  clause: "doc 2 Debug (GET /debug/runs: workspace runs, newest first, keyset paged)",
  clauses: ["D2-DEBUG-RUNS-NEWEST-FIRST"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const straight = pipelineOf(c, "straight", "runs straight to done");
      // A read before the run exists: the list must show what starts after it, not what it held then.
      const before = await listed(c, "");
      const task = await startableTask(c, { title: "conformance run listed by /debug/runs" });
      await startForSetup(c, task.taskId, straight, write, "starting a run to find in GET /debug/runs");
      const run = await readRun(c, task.taskId);
      const { found, seen } = await listed(c, run.runId);
      must(
        found,
        `GET /debug/runs (${seen} run(s) over up to ${PAGES} pages) does not list run ${run.runId} of task ${task.taskId}, started and read just before`,
        "the workspace's runs, newest first (doc 2 Debug: GET /debug/runs)",
      );
      c.pass(
        `run ${run.runId}, started on ${straight} after a read that listed ${before.seen} run(s), is listed by GET /debug/runs`,
      );
    }),
};
