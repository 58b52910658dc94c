/** Debug (doc 2 Endpoints "Debug": all GET, scope read): runs come from tasks; item ids are discovered. */
import { idCandidates, itemsUnderRuns, need, runIds } from "../discover.ts";
import { read, refusedWith, type Recipe, type Recipes } from "../recipe.ts";

/** A read of one run's telemetry: the first run the workspace holds. */
const ofRun: Recipe = read(async (c) => {
  const [runId] = need(
    c,
    await runIds(c),
    "the workspace holds no run (no task has a runId, GET /debug/runs lists none)",
  );
  return [{ params: { runId }, label: `run ${runId}` }];
});

/**
 * One item of a run's list, addressed by an id whose field name the documents do not show: every
 * id-like field of the first items is a candidate; a 404 moves to the next.
 */
function oneOf(list: string, param: string, preferred: string[]): Recipe {
  return read(
    async (c) => {
      const found = await itemsUnderRuns(c, (runId) => `/debug/runs/${runId}/${list}`, { limit: 5 });
      const attempts = found.slice(0, 4).flatMap(({ runId, item }) =>
        idCandidates(item, preferred, ["runId", "taskId", "jobId"]).map((id) => ({
          params: { [param]: id },
          label: `${param} ${id} (an item of GET /debug/runs/${runId}/${list})`,
        })),
      );
      return need(
        c,
        attempts.slice(0, 8),
        `no run lists ${list} items to read one of (GET /debug/runs/{runId}/${list})`,
      );
    },
    refusedWith(404, [], "404: this id field does not address the item (its name is not shown)"),
  );
}

export const debug = {
  listDebugRuns: read(),
  getDebugRun: ofRun,
  listDebugRunAgentContext: ofRun,
  listDebugRunLlmCalls: ofRun,
  exportDebugRunLlmCalls: ofRun,
  listDebugRunLogs: ofRun,
  listDebugRunSearchQueries: ofRun,
  listDebugRunToolCalls: ofRun,
  getDebugAgentContext: oneOf("agent-context", "snapshotId", ["snapshotId", "id"]),
  getDebugLlmCall: oneOf("llm-calls", "callId", ["callId", "id"]),
} satisfies Recipes;
