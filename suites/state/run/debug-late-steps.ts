/**
 * doc 2 Debug, GET /debug/agent-context/{snapshotId} and GET /debug/llm-calls/{callId}: each row
 * answers 200 for one dispatch or model call, whatever step of the run it belongs to.
 * STATE-DEBUG-LISTED-ITEM-READ reads the first dispatches and calls of the runs the workspace
 * lists, which seldom run past a few steps, so a server that cannot read back the dispatches of a
 * later step (an id whose step index has two digits) passed. Here the suite starts a run of its own
 * on `pipelines.slow`, waits until it has started more than ten steps (`currentStep` past 10), reads
 * the dispatches of step 10 (`stepIndex`, the list's documented filter) and the run's model calls,
 * and reads each of step 10 or later by the id it is listed under (the field named as the path
 * parameter), then stops the run. A run that ends or stalls first leaves the rule not exercised.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { listItems } from "../../../generators/calls/discover.ts";
import { IN_FLIGHT } from "../../../generators/calls/runs.ts";
import { until } from "../../../generators/calls/wait.ts";
import { enc, keyOf, readRun, startForSetup } from "../kit/api.ts";
import { guarded, inconclusive } from "../kit/verdicts.ts";
import { startableTask } from "../task/fixtures.ts";
import { KINDS, readListedItem } from "./debug-by-id.ts";

/** The first step whose index has two digits. */
const LATE_STEP = 10;

/** The listed items of step LATE_STEP or later (read on their `stepIndex`, the filter's name). */
function lateItems(items: Record<string, unknown>[]): Record<string, unknown>[] {
  return items.filter((x) => typeof x.stepIndex === "number" && x.stepIndex >= LATE_STEP);
}

/** Reads the late dispatches and calls of `runId` by id; the counts read, per kind. */
async function readLate(c: CheckContext, runId: string, key: string): Promise<string[]> {
  const counts: string[] = [];
  for (const kind of KINDS) {
    const listPath = `/debug/runs/${enc(runId)}/${kind.list}`;
    const query = kind.list === "agent-context" ? { limit: 100, stepIndex: LATE_STEP } : { limit: 100 };
    let read = 0;
    for (const item of lateItems(await listItems(c, listPath, query)))
      if (await readListedItem(c, kind, listPath, item, key)) read++;
    if (read) counts.push(`${read} ${kind.what}(s) by \`${kind.param}\``);
  }
  return counts;
}

export const debugLateStepReadable: Rule = {
  id: "STATE-DEBUG-LATE-STEP-READ",
  title: "A dispatch or model call of a run's eleventh step or later is read by the id its list names",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Debug (GET /debug/agent-context/{snapshotId}, GET /debug/llm-calls/{callId}: 200 JSON object for one dispatch or model call)",
  clauses: ["D2-ROW-getDebugAgentContext", "D2-ROW-getDebugLlmCall"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const pipelineId = c.t.info.pipelines.slow;
      if (!pipelineId) inconclusive("no pipeline configured that runs many steps (pipelines.slow is null)");
      const write = keyOf(c, "write");
      const task = await startableTask(c, { title: "conformance debug reads of a late step" });
      await startForSetup(c, task.taskId, pipelineId!, write);
      try {
        const run = await until(
          c,
          `start more than ${LATE_STEP} steps of the run of task ${task.taskId} on ${pipelineId}`,
          () => readRun(c, task.taskId),
          (v) => v.currentStep > LATE_STEP || !IN_FLIGHT.has(v.status),
          (v) => `run ${v.runId} ${v.status} at step ${v.currentStep}`,
        );
        if (run.currentStep <= LATE_STEP)
          inconclusive(
            `run ${run.runId} on ${pipelineId} ended ${run.status} at step ${run.currentStep}, before step ${LATE_STEP + 1}`,
          );
        const counts = await readLate(c, run.runId, c.t.keys.read ?? c.t.keys.admin);
        if (!counts.length)
          c.notExercised(
            `run ${run.runId}'s lists name no dispatch or model call of step ${LATE_STEP} or later under \`snapshotId\`/\`callId\` with a \`stepIndex\` (item fields not shown)`,
          );
        c.pass(
          `run ${run.runId} at step ${run.currentStep}: ${counts.join(", ")} of step ${LATE_STEP} or later read, each as the one listed`,
        );
      } finally {
        await c.call("POST", `/tasks/${enc(task.taskId)}/stop`, { key: write });
      }
    }),
};
