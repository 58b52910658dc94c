/**
 * doc 2 Endpoints, "Merge records": the 4 rows of that table, in its order. Every body and success is an
 * `object*`; doc 1 "Resources described only by prose" (merge record, merge rollup) describes their content
 * but says "Exact field names for the items in this list: not shown", so only the hints are written.
 */
import { str, untyped } from "../dsl.ts";
import type { OperationGroup } from "./group.ts";

const RECORD_PROSE =
  "doc 1: change class (derived on the backend from the changed-file list; class `unknown` exists when no list was available and never matches a per-class rule), merger score, the merge-threshold preset it was compared against, what happened to the pull request, reviewer-effort tag (`none`, `minor`, `major`, or null), and `recordId`";

export const group: OperationGroup = {
  tag: "Merge records",
  heading: "Merge records",
  operations: [
    {
      operationId: "getMergeRecordRollups",
      method: "get",
      path: "/merge-records/rollups",
      scope: "read",
      status: 200,
      summary: "Read merge-record rollups per change class",
      notes:
        "per change class. doc 1: record count; landed count split by route (auto-merged, merged through the app, merged directly on the provider); rejected count; awaiting-review count; distribution of effort tags. A class with no records appears as zeros.",
      success: { kind: "json", schema: untyped("per change class") },
    },
    {
      operationId: "getMergeRecord",
      method: "get",
      path: "/merge-records/{recordId}",
      scope: "read",
      status: 200,
      summary: "Read a merge record",
      notes: `workspace-scoped. ${RECORD_PROSE}`,
      success: { kind: "json", schema: untyped("merge record; workspace-scoped") },
    },
    {
      operationId: "setMergeRecordEffort",
      method: "post",
      path: "/merge-records/{recordId}/effort",
      scope: "write",
      status: 200,
      summary: "Tag (or clear) the reviewer effort of a merge record",
      notes:
        "body: effort tag `none`|`minor`|`major`, or null to clear (the name of the field that carries it is not shown). Idempotent; may be tagged before or after the merge; untagged merge records null. A `merge_tag_request` notification carries its record id in `payload`; resolve it by tagging the record and dismissing the card. The Body is not marked required in the document.",
      body: { schema: untyped("effort tag `none`|`minor`|`major`, or null to clear"), required: false },
      success: { kind: "json", schema: untyped("merge record; untagged merge records null") },
    },
    {
      operationId: "getRunMergeRecord",
      method: "get",
      path: "/runs/{runId}/merge-record",
      scope: "read",
      status: 200,
      summary: "Read the merge record of a run",
      notes: `incl. \`recordId\`; a run without merger step: 404 reason \`no_merge_record\` (a run the key cannot read: \`run_not_found\`). ${RECORD_PROSE}`,
      success: {
        kind: "json",
        schema: untyped("merge record incl. `recordId`", { properties: { recordId: str() }, required: ["recordId"] }),
      },
      errors: [
        { status: 404, token: "no_merge_record", condition: "run's pipeline had no merger step" },
        { status: 404, token: "run_not_found", condition: "run the key cannot read" },
      ],
    },
  ],
};
