/** doc 2 Endpoints, "Kaizen": the 3 rows of that table, in its order; doc 1 Kaizen entries and States. */
import { bool, oneOfStrings, ref, str } from "../dsl.ts";
import { cursorParam, KAIZEN_STATUSES, limitParam, sinceParam } from "../common.ts";
import type { StatedError } from "../operation.ts";
import type { OperationGroup } from "./group.ts";

/** doc 2 Kaizen acknowledge row and Errors: 404 `kaizen_entry_not_found`, "unknown Kaizen entry". */
const ENTRY_NOT_FOUND: StatedError = {
  status: 404,
  token: "kaizen_entry_not_found",
  condition: "unknown Kaizen entry",
};

export const group: OperationGroup = {
  tag: "Kaizen",
  heading: "Kaizen",
  operations: [
    {
      operationId: "listKaizenEntries",
      method: "get",
      path: "/kaizen/entries",
      scope: "read",
      status: 200,
      summary: "List post-run gradings, newest first",
      notes:
        "newest first. Drainable backlog = `acknowledged=false` with `settled=true`; `acknowledged=false` alone also returns in-flight gradings",
      query: {
        limit: limitParam(),
        cursor: cursorParam(),
        acknowledged: bool(),
        settled: bool(),
        status: oneOfStrings(KAIZEN_STATUSES),
        agentKind: str({ min: 1, max: 120 }),
        since: sinceParam(),
      },
      success: { kind: "json", schema: ref("PublicKaizenEntryList") },
      paging: { items: "entries", cursor: "nextCursor" },
      order: "newest-first",
    },
    {
      operationId: "getKaizenEntry",
      method: "get",
      path: "/kaizen/entries/{entryId}",
      scope: "read",
      status: 200,
      summary: "Read a post-run grading",
      success: { kind: "json", schema: ref("PublicKaizenEntry") },
      errors: [ENTRY_NOT_FOUND],
    },
    {
      operationId: "acknowledgeKaizenEntry",
      method: "post",
      path: "/kaizen/entries/{entryId}/acknowledge",
      scope: "write",
      status: 200,
      summary: "Acknowledge (or un-acknowledge) a settled grading",
      notes:
        "`{acknowledged: false}` undoes. Acknowledging twice is a no-op keeping the first `acknowledgedAt`. Only settled entries (finished, whatever they concluded) can be acknowledged.",
      body: { schema: ref("AcknowledgeKaizenEntry"), required: true },
      success: { kind: "json", schema: ref("PublicKaizenEntry") },
      errors: [
        { status: 409, token: "kaizen_entry_not_settled", condition: "acknowledging an unsettled grading" },
        ENTRY_NOT_FOUND,
      ],
    },
  ],
};
