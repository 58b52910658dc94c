/**
 * OP: each operation answers as its row of doc 2 Endpoints says — the documented success status,
 * shape, content type, an empty 204, the error envelope on errors, no 5XX for input that fails
 * validation, and a listed success or an error with the envelope for generated valid input.
 * See DESIGN.md "Rule families". The requests that should succeed come from the recipes (generators/calls/).
 */
import type { Rule } from "../../lib/rules/types.ts";
import { driftFree, schemaValid } from "./body.ts";
import { errorEnvelope } from "./error-envelope.ts";
import { generatedAnswered } from "./generated.ts";
import { contentType, emptyNoContent } from "./media.ts";
import { no5xx } from "./no-5xx.ts";
import { successStatus } from "./success.ts";
import { useCaseInvokeResult } from "./use-case-result.ts";

export const rules: Rule[] = [
  // the success (one request per operation, shared)
  successStatus,
  schemaValid,
  contentType,
  emptyNoContent,
  driftFree,
  // use cases: the invocation result (bodies.invokeUseCase, disposable target)
  useCaseInvokeResult,
  // errors
  errorEnvelope,
  no5xx,
  // generated valid inputs: a listed success or an error with the envelope
  generatedAnswered,
];
