/** doc 2 Endpoints › Merge records. */
import { clause } from "../types.ts";

const S = "Endpoints › Merge records";

export const MERGE_RECORDS = [
  clause("D2-MERGE-ROLLUPS", 2, S, "GET /merge-records/rollups: per change class", {
    operationId: "getMergeRecordRollups",
    uncheckable: "`object*`: the class and count field names are not shown",
  }),
  clause("D2-MERGE-RECORD-WORKSPACE", 2, S, "GET /merge-records/{recordId} is workspace-scoped", {
    operationId: "getMergeRecord",
  }),
  clause(
    "D2-MERGE-EFFORT-TAG",
    2,
    S,
    "POST /merge-records/{recordId}/effort tags `none`|`minor`|`major`, or null clears; idempotent; before or after the merge; untagged records hold null",
    { operationId: "setMergeRecordEffort" },
  ),
  clause("D2-MERGE-RUN-RECORD-ID", 2, S, "GET /runs/{runId}/merge-record includes `recordId`", {
    operationId: "getRunMergeRecord",
  }),
  clause(
    "D2-MERGE-NO-MERGE-RECORD",
    2,
    S,
    "a run without a merger step: 404 reason `no_merge_record` (a run the key cannot read: `run_not_found`)",
    { operationId: "getRunMergeRecord" },
  ),
] as const;
