/**
 * Merge records (doc 2 Endpoints "Merge records"). A run's record is found by asking each run
 * ("a run without merger step: 404 `no_merge_record`"); its `recordId` is stated.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { memo } from "../../../lib/run/target.ts";
import { getJson, need, runIds } from "./discover.ts";
import { never, read, refusedWith, type Recipes } from "./types.ts";

function recordIds(c: CheckContext): Promise<string[]> {
  return memo(c.t, "op:merge-records", async () => {
    const out: string[] = [];
    for (const runId of (await runIds(c)).slice(0, 5)) {
      const rec = (await getJson(c, `/runs/${encodeURIComponent(runId)}/merge-record`)) as { recordId?: unknown } | undefined;
      if (typeof rec?.recordId === "string") out.push(rec.recordId);
    }
    return out;
  });
}

export const mergeRecords: Recipes = {
  getMergeRecordRollups: read(),
  getRunMergeRecord: read(async (c) => {
    return need(c, await runIds(c), "the workspace holds no run").slice(0, 5).map((runId) => ({ params: { runId }, label: `run ${runId}` }));
  }, refusedWith(404, ["no_merge_record"])),
  getMergeRecord: read(async (c) => {
    const [recordId] = need(c, await recordIds(c), "no run of the workspace has a merge record");
    return [{ params: { recordId } }];
  }),
  setMergeRecordEffort: never("tagging changes a merge record the suite did not create (the suite's own records come from runs it starts: STATE, full profile); the tag's field name is not shown either"),
};
