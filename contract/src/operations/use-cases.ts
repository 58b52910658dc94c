/**
 * doc 2 Endpoints, "Use cases": the 3 rows of that table, in its order; doc 2 Errors (use-case rows) and
 * Limits (Budget); doc 1 "Resources described only by prose" (use case).
 */
import { bool, num, str, untyped } from "../dsl.ts";
import type { OperationGroup } from "./group.ts";

const USE_CASE_PROSE =
  "doc 1: what it generates, allowed models (each with availability; an unavailable one carries cause `provider_unavailable` or `container_only`), accepted parameters, temperature and output bounds; exact field names not shown";

export const group: OperationGroup = {
  tag: "Use cases",
  heading: "Use cases",
  operations: [
    {
      operationId: "listUseCases",
      method: "get",
      path: "/use-cases",
      scope: "read",
      status: 200,
      summary: "List the use cases registered by the deployment",
      notes: `an empty list means none registered. ${USE_CASE_PROSE}`,
      success: { kind: "json", schema: untyped("an empty list means none registered") },
    },
    {
      operationId: "getUseCase",
      method: "get",
      path: "/use-cases/{useCaseId}",
      scope: "read",
      status: 200,
      summary: "Read a use case",
      notes: USE_CASE_PROSE,
      success: { kind: "json", schema: untyped("one use case") },
    },
    {
      operationId: "invokeUseCase",
      method: "post",
      path: "/use-cases/{useCaseId}/invocations",
      scope: "write",
      status: 200,
      summary: "Invoke a use case (one synchronous inline model call)",
      notes:
        "Synchronous single inline model call; `finishReason` `length` with `truncated` true means the text is a prefix. Parameters are validated against the use case's descriptors (all problems named at once). On `use_case_generation_timeout`, retry with a smaller `maxOutputTokens`.",
      body: {
        schema: untyped("parameters validated against the use case's descriptors; model choice; `maxOutputTokens`", {
          properties: { maxOutputTokens: num() },
        }),
        required: true,
      },
      success: {
        kind: "json",
        schema: untyped(
          "generated text, `finishReason` and `truncated`; `finishReason` `length` with `truncated` true means the text is a prefix",
          { properties: { finishReason: str(), truncated: bool() }, required: ["finishReason", "truncated"] },
        ),
      },
      errors: [
        {
          status: 422,
          token: "use_case_parameters_invalid",
          condition: "parameters fail descriptors; all problems named at once",
        },
        { status: 422, token: "use_case_model_not_allowed", condition: "model outside the use case's declared list" },
        { status: 429, token: "budget_exhausted", condition: "use-case invocation with exhausted budget" },
        { status: 503, token: "use_case_model_unavailable", condition: "model cannot be served inline" },
        { status: 503, token: "use_case_empty_reply", condition: "model answered without usable text" },
        { status: 503, token: "use_case_generation_failed", condition: "vendor call did not complete" },
        {
          status: 503,
          token: "use_case_generation_timeout",
          condition: "no answer within the per-invocation deadline (retry with smaller `maxOutputTokens`)",
        },
      ],
    },
  ],
};
