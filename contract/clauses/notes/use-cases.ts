/** doc 2 Endpoints › Use cases, with their rows of the Errors table. */
import { clause } from "../types.ts";

const S = "Endpoints › Use cases";
const E = "Errors";

export const USE_CASES = [
  clause("D2-UC-EMPTY-LIST", 2, S, "GET /use-cases: an empty list means none registered", {
    operationId: "listUseCases",
    fact: {
      key: "catalogEntries",
      why: "an empty list is a valid answer for a deployment without use cases: the configuration says the target registered some",
    },
  }),
  clause(
    "D2-UC-INVOKE-RESULT",
    2,
    S,
    "an invocation is one synchronous inline model call: 200 with generated text, `finishReason` and `truncated`",
    { operationId: "invokeUseCase" },
  ),
  clause(
    "D2-UC-INVOKE-LENGTH-PREFIX",
    2,
    S,
    "`finishReason` `length` with `truncated` true means the text is a prefix",
    {
      operationId: "invokeUseCase",
      uncheckable: "what the model generates is not knowable, so a prefix cannot be told from a whole text",
    },
  ),
  clause(
    "D2-ERR-USE-CASE-PARAMETERS-INVALID",
    2,
    E,
    "422 `use_case_parameters_invalid`: parameters fail the descriptors; all problems named at once",
    { operationId: "invokeUseCase" },
  ),
  clause(
    "D2-ERR-USE-CASE-MODEL-NOT-ALLOWED",
    2,
    E,
    "422 `use_case_model_not_allowed`: a model outside the use case's declared list",
    { operationId: "invokeUseCase" },
  ),
  clause(
    "D2-ERR-USE-CASE-MODEL-UNAVAILABLE",
    2,
    E,
    "503 `use_case_model_unavailable`: the model cannot be served inline",
    { operationId: "invokeUseCase" },
  ),
  clause("D2-ERR-USE-CASE-EMPTY-REPLY", 2, E, "503 `use_case_empty_reply`: the model answered without usable text", {
    operationId: "invokeUseCase",
    uncheckable: "the model's reply is the vendor's: no request can make it empty",
  }),
  clause(
    "D2-ERR-USE-CASE-GENERATION-FAILED",
    2,
    E,
    "503 `use_case_generation_failed`: the vendor call did not complete",
    { operationId: "invokeUseCase", uncheckable: "a vendor failure cannot be brought about from outside" },
  ),
  clause(
    "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    2,
    E,
    "503 `use_case_generation_timeout`: no answer within the per-invocation deadline",
    {
      operationId: "invokeUseCase",
      uncheckable: "the deadline's figure is not shown and the vendor's speed is not the suite's to set",
    },
  ),
  clause(
    "D2-ERR-BUDGET-EXHAUSTED",
    2,
    E,
    "429 `budget_exhausted`: a use-case invocation with an exhausted budget (also Limits: Budget)",
    { operationId: "invokeUseCase" },
  ),
] as const;
