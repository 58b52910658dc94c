/**
 * doc 2 Errors: the envelope, the classes, and the rows of the table that are not one group's
 * (those sit with their group in notes/). "Other refusals whose codes are unspecified" and the
 * "Results that are NOT errors" are one clause each.
 */
import { clause } from "./types.ts";

const S = "Errors";

export const ERRORS = [
  clause("D2-ERR-ENVELOPE", 2, S, "envelope `{error: {code, message, details?, issues?}}`"),
  clause(
    "D2-ERR-CLASSES",
    2,
    S,
    "client errors (validation, unauthorized, not found, conflict, rate limit) are 4XX; server errors are 5XX",
  ),
  clause(
    "D2-ERR-STATUS-SELECTS-CLASS",
    2,
    S,
    "the HTTP status selects the class of failure; `code` is an open string",
    { uncheckable: "a duty of consumers (the suite reads `code` as an open string)" },
  ),
  clause("D2-ERR-REASON-IN-DETAILS", 2, S, "additional `reason` strings are carried under `details` where stated"),
  clause("D2-ERR-401", 2, S, "401: key absent or unknown"),
  clause("D2-ERR-403", 2, S, "403 `insufficient_scope`: key scope below the operation's minimum"),
  clause("D2-ERR-404-KAIZEN", 2, S, "404 `kaizen_entry_not_found`: unknown Kaizen entry"),
  clause("D2-ERR-404-NO-MERGE-RECORD", 2, S, "404 `no_merge_record`: the run's pipeline had no merger step"),
  clause("D2-ERR-404-RUN-NOT-FOUND", 2, S, "404 `run_not_found`: a run the key cannot read"),
  clause(
    "D2-ERR-404-REPO-NOT-REACHABLE",
    2,
    S,
    "404 `repo_not_reachable`: the repository cannot be reached by the connection",
  ),
  clause("D2-ERR-404-REPO-NOT-LINKED", 2, S, "404 `repo_not_linked`: repository not adopted by the workspace"),
  clause("D2-ERR-404-FILE-NOT-FOUND", 2, S, "404 `file_not_found`: path absent at the ref"),
  clause("D2-ERR-409-KAIZEN-NOT-SETTLED", 2, S, "409 `kaizen_entry_not_settled`: acknowledging an unsettled grading"),
  clause(
    "D2-ERR-409-WEBHOOK-LIMIT",
    2,
    S,
    "409 `webhook_limit_reached`: registering a new webhook id beyond the cap (editing an existing one is admitted)",
  ),
  clause(
    "D2-ERR-422-FILE-TOO-LARGE",
    2,
    S,
    "422 `file_too_large`: a file beyond the readable size; the response carries its size and the limit; never truncated",
  ),
  clause("D2-ERR-INVALID-WEBHOOK-ID", 2, S, "`invalid_webhook_id` (status unspecified): the webhook id is not a slug"),
  clause(
    "D2-ERR-OTHER-REFUSALS",
    2,
    S,
    "refused (codes unspecified): a cycle; a dependency or task outside the workspace; a document held by another live task; answering a `follow_up` item; filing a `question` item or without a tracker; `fix`/`post` with nothing selected; blank `findings`; plain approve on an exceeded gate; start or retry on an individual-usage model",
  ),
  clause(
    "D2-ERR-NOT-ERRORS",
    2,
    S,
    "not errors: a refused credential test is 200 `ok` false; a recheck still blocked is 200 with refreshed findings; an unknown webhook id read is 200 with `webhook` null",
  ),
  clause("D2-ERR-LIST-NOT-SHOWN", 2, S, "the complete list of error codes and their status mapping: not shown", {
    uncheckable: "a statement of what is not shown",
  }),
] as const;
