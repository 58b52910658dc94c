/**
 * Merge records (doc 2 Endpoints "Merge records"). A run's record is found by asking each run
 * ("a run without merger step: 404 `no_merge_record`"); its `recordId` is stated. Tagging changes
 * the record for good: made only on a disposable target.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { memo } from "../../../lib/run/target.ts";
import { getJson, need, runIds } from "../discover.ts";
import { configuredBody, read, refusedWith, throwaway, type Recipes } from "../recipe.ts";

function recordIds(c: CheckContext): Promise<string[]> {
  return memo(c.t, "op:merge-records", async () => {
    const out: string[] = [];
    for (const runId of (await runIds(c)).slice(0, 5)) {
      const rec = (await getJson(c, `/runs/${encodeURIComponent(runId)}/merge-record`)) as
        | { recordId?: unknown }
        | undefined;
      if (typeof rec?.recordId === "string") out.push(rec.recordId);
    }
    return out;
  });
}

export const mergeRecords = {
  getMergeRecordRollups: read(),
  getRunMergeRecord: read(
    async (c) => {
      return need(c, await runIds(c), "the workspace holds no run")
        .slice(0, 5)
        .map((runId) => ({ params: { runId }, label: `run ${runId}` }));
    },
    refusedWith(
      404,
      [],
      "404: no merge record for this run (a run without merger step: `no_merge_record`; when a run with one gets its record is not shown)",
    ),
  ),
  getMergeRecord: read(async (c) => {
    const [recordId] = need(c, await recordIds(c), "no run of the workspace has a merge record");
    return [{ params: { recordId } }];
  }),
  /** The tag's field name is not shown (object*): the body is configuration (`bodies.setMergeRecordEffort`). */
  setMergeRecordEffort: throwaway("tags the reviewer effort of a merge record", async (c) => {
    const body = configuredBody(c, "setMergeRecordEffort");
    const [recordId] = need(c, await recordIds(c), "no run of the workspace has a merge record to tag");
    return [{ params: { recordId }, key: c.t.keys.write ?? c.t.keys.admin, body, label: `merge record ${recordId}` }];
  }),
} satisfies Recipes;
