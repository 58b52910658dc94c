/**
 * doc 1 Run: `PublicRun` gives `error` as "failure kind and message", `pullRequest` as "url and
 * branch" and `steps` as "per-step status, progress, subtasks"; the run GET /tasks/{taskId}/run
 * answers is that task's (`taskId`). The schema gives those parts as bare objects, so a run whose
 * error is `{}`, whose pull request names no url, or whose steps are empty objects passes it.
 *
 * Read only: the runs of the tasks the workspace lists (the first services and tasks, whatever made
 * them), so finished runs of every end are read where the target holds them. A step must carry
 * `status`, `progress` and `subtasks` (an array); a pull request a string `url` and `branch`; an
 * error at least one non-empty string (its kind and message are not named as fields, so neither
 * name is required). Which runs fail and which carry a pull request is the target's.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { listedTasksWithRuns } from "../../common/listed-tasks.ts";
import { enc } from "../kit/api.ts";
import { brief, guarded, must } from "../kit/verdicts.ts";

/** Runs read at the most: the judgement needs finished runs, not every one. */
const MAX_RUNS = 40;

const PARTS =
  "doc 1 Run: error (failure kind and message), pullRequest (url and branch), steps (status, progress, subtasks)";

/** The problem with a run's parts, or null. */
export function runPartsProblem(run: Record<string, unknown>, taskId: string): string | null {
  if (run.taskId !== taskId) return `taskId ${brief(run.taskId)} on the run of task ${taskId}`;
  const { error, pullRequest, steps } = run;
  if (error !== null && typeof error === "object") {
    const strings = Object.values(error).filter((v) => typeof v === "string" && v !== "");
    if (!strings.length) return `error ${brief(error)} carries no kind or message`;
  }
  if (pullRequest !== null && typeof pullRequest === "object") {
    const pr = pullRequest as Record<string, unknown>;
    if (typeof pr.url !== "string" || typeof pr.branch !== "string")
      return `pullRequest ${brief(pullRequest)} without a url and a branch`;
  }
  if (Array.isArray(steps))
    for (const [i, s] of steps.entries()) {
      const step = (s ?? {}) as Record<string, unknown>;
      if (!("status" in step) || !("progress" in step) || !Array.isArray(step.subtasks))
        return `step #${i + 1} ${brief(s)} without its status, progress and subtasks`;
    }
  return null;
}

export const runParts: Rule = {
  id: "STATE-RUN-PARTS",
  title:
    "A task's run carries its parts as stated: the error's kind and message, the pull request's url and branch, each step's status, progress and subtasks",
  level: "MUST",
  family: "STATE",
  clause: `${PARTS}; doc 2 Tasks (GET /tasks/{taskId}/run: 200 PublicRun)`,
  clauses: ["D1-SHAPE-RUN-PARTS"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const key = c.t.keys.read ?? c.t.keys.admin;
      const taskIds = (await listedTasksWithRuns(c)).map((t) => t.taskId).slice(0, MAX_RUNS);
      let read = 0;
      for (const taskId of taskIds) {
        const r = await c.call<Record<string, unknown>>("GET", `/tasks/${enc(taskId)}/run`, { key });
        // A task deleted or rerun between the list and the read is not this rule's to judge.
        if (r.status !== 200 || !r.json) continue;
        read++;
        const problem = runPartsProblem(r.json, taskId);
        must(problem === null, `the run of task ${taskId}: ${problem}`, PARTS);
      }
      if (!read) c.notExercised("no listed task has a run to read");
      c.pass(`${read} run(s) of listed tasks read whole`);
    }),
};
