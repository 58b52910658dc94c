/**
 * A run without a merge record: 404 `no_merge_record` (doc 2 Merge records: "a run without merger
 * step: 404 reason `no_merge_record` (a run the key cannot read: `run_not_found`)"; doc 2 Errors).
 * Which pipeline has a merger step is not shown, so the rule reads the merge record of the
 * workspace's own runs: a run listed by GET /debug/runs is one the key can read, so any 404 it
 * answers must carry `no_merge_record`.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { requireStated, workspaceRuns } from "./stated.ts";

export const noMergeRecord: Rule = {
  id: "ERRORS-NO-MERGE-RECORD",
  title: "A readable run without a merge record answers 404 `no_merge_record`",
  level: "MUST",
  family: "ERRORS",
  clause: "doc 2 Merge records (GET /runs/{runId}/merge-record); doc 2 Errors (404 `no_merge_record`)",
  clauses: ["D2-ERR-404-NO-MERGE-RECORD", "D2-MERGE-NO-MERGE-RECORD", "D2-ERR-REASON-IN-DETAILS"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const runs = await workspaceRuns(c);
    if (!runs.length) c.notExercised("GET /debug/runs lists no run of the workspace");
    let checked = 0;
    for (const runId of runs) {
      const r = await c.call("GET", `/runs/${encodeURIComponent(runId)}/merge-record`);
      if (r.status === 200) continue;
      requireStated(c, r, 404, "no_merge_record", `the merge record of run ${runId}, listed by GET /debug/runs (a run the key can read)`);
      checked += 1;
    }
    if (!checked) c.notExercised(`every one of the ${runs.length} runs read had a merge record`);
    c.pass(`${checked} of ${runs.length} runs answered 404 no_merge_record`);
  },
};
