/**
 * A readable run's merge record is never refused as `run_not_found` (doc 2 Merge records: "a run
 * without merger step: 404 reason `no_merge_record` (a run the key cannot read: `run_not_found`)";
 * doc 2 Errors: 404 `run_not_found` "run the key cannot read", 404 `no_merge_record` "run's pipeline
 * had no merger step").
 *
 * What is asserted, and why no more: which pipeline has a merger step is not shown (a pipeline's
 * `steps` are strings whose meaning is not shown), nor when a run that has one gets its record, so a
 * run that must answer `no_merge_record` cannot be picked from outside, and a readable run may be
 * refused for reasons the documents leave open (every operation may answer a 4XX or 5XX). What the
 * documents do fix is the condition of `run_not_found`: a run the key cannot read. The rule reads
 * the merge record of the workspace's own runs (a run listed by GET /debug/runs is one the key can
 * read): a 404 for one of them must not carry `run_not_found`.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { workspaceRuns } from "./stated.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { provokesOn } from "../common/provokes.ts";
import { jsonText } from "../../lib/json/safe.ts";

export const noMergeRecord: Rule = {
  id: "ERRORS-NO-MERGE-RECORD",
  title:
    "A readable run without a merge record is not refused 404 `run_not_found` (that reason is for a run the key cannot read)",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Merge records (GET /runs/{runId}/merge-record: a run without merger step: 404 `no_merge_record`; a run the key cannot read: `run_not_found`); doc 2 Errors (404 `no_merge_record`, 404 `run_not_found`)",
  clauses: [
    "D2-ERR-404-NO-MERGE-RECORD",
    "D2-MERGE-NO-MERGE-RECORD",
    "D2-ERR-404-RUN-NOT-FOUND",
    "D2-ERR-REASON-IN-DETAILS",
  ],
  profile: "safe",
  scope: "global",
  // It reads every readable run's record until one answers 404 (else it is not exercised).
  provokes: provokesOn(["getRunMergeRecord", 404]),
  check: async (c) => {
    const runs = await workspaceRuns(c);
    if (!runs.length) c.notExercised("GET /debug/runs lists no run of the workspace");
    const seen: string[] = [];
    for (const runId of runs) {
      const r = await c.call("GET", `/runs/${encodeURIComponent(runId)}/merge-record`);
      if (r.status !== 404) continue;
      const what = `the merge record of run ${runId}, listed by GET /debug/runs (a run the key can read)`;
      expectEnvelope(c, r);
      const tokens = [...new Set(errorToken(r.json))];
      c.require(
        !tokens.includes("run_not_found"),
        `404 ${jsonText(tokens)} for ${what}`,
        "`run_not_found` only for a run the key cannot read; a readable run without merger step: 404 `no_merge_record` (doc 2 Merge records; doc 2 Errors)",
        r.exchange,
      );
      seen.push(`${runId}: 404 ${tokens.join("/") || "(no token)"}`);
    }
    if (!seen.length) c.notExercised(`none of the ${runs.length} runs read answered its merge record 404`);
    c.pass(`${seen.length} of ${runs.length} readable runs answered 404, none with run_not_found (${seen.join("; ")})`);
  },
};
