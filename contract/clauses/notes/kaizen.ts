/** doc 2 Endpoints › Kaizen. */
import { clause } from "../types.ts";

const S = "Endpoints › Kaizen";

export const KAIZEN = [
  clause("D2-KAIZEN-NEWEST-FIRST", 2, S, "GET /kaizen/entries: newest first", { operationId: "listKaizenEntries" }),
  clause(
    "D2-KAIZEN-FILTERS",
    2,
    S,
    "GET /kaizen/entries `acknowledged`, `settled`, `status`, `agentKind`, `since`: only matching entries",
    { operationId: "listKaizenEntries" },
  ),
  clause(
    "D2-KAIZEN-DRAINABLE-BACKLOG",
    2,
    S,
    "the drainable backlog is `acknowledged=false` with `settled=true`; `acknowledged=false` alone also returns in-flight gradings",
    { operationId: "listKaizenEntries" },
  ),
  clause("D2-KAIZEN-ACK-UNDO", 2, S, "`{acknowledged: false}` undoes an acknowledgement", {
    operationId: "acknowledgeKaizenEntry",
  }),
  clause("D2-KAIZEN-ACK-TWICE-NOOP", 2, S, "acknowledging twice is a no-op keeping the first `acknowledgedAt`", {
    operationId: "acknowledgeKaizenEntry",
  }),
  clause(
    "D2-KAIZEN-ACK-UNSETTLED-409",
    2,
    S,
    "acknowledging an unsettled entry: 409 reason `kaizen_entry_not_settled` (also Errors)",
    { operationId: "acknowledgeKaizenEntry" },
  ),
  clause("D2-KAIZEN-UNKNOWN-404", 2, S, "an unknown entry id: 404 reason `kaizen_entry_not_found` (also Errors)"),
] as const;
