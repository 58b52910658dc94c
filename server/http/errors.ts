/**
 * Every refusal of the reference server is an ApiError, rendered as the envelope of doc 2 Errors:
 * `{error: {code, message, details?, issues?}}`. Where the documents give a token for a condition
 * ("code / reason"), it is sent both as `code` and as `details.reason` (contract/README.md).
 */
import type { VariantName } from "../variants/index.ts";

export interface EnvelopeIssue {
  path: string;
  message: string;
  keyword?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: Record<string, unknown>;
  readonly issues?: EnvelopeIssue[];
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details?: Record<string, unknown>,
    issues?: EnvelopeIssue[],
    headers?: Record<string, string>,
  ) {
    // A refusal is an answer, not a fault of the server: no stack is captured (that was most of
    // its cost, and the suite draws thousands of refusals a run).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.status = status;
    this.code = code;
    if (details !== undefined) this.details = details;
    if (issues !== undefined) this.issues = issues;
    if (headers !== undefined) this.headers = headers;
  }

  envelope(): { error: Record<string, unknown> } {
    const error: Record<string, unknown> = { code: this.code, message: this.message };
    if (this.details) error.details = this.details;
    if (this.issues) error.issues = this.issues;
    return { error };
  }
}

/** A refusal whose token the documents state: the token is both `code` and `details.reason`. */
export function stated(status: number, token: string, message: string, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(status, token, message, { reason: token, ...extra });
}

export function notFound(what: string, reason?: string): ApiError {
  return reason ? stated(404, reason, `${what} not found`) : new ApiError(404, "not_found", `${what} not found`);
}

export function invalid(message: string, issues: EnvelopeIssue[] = []): ApiError {
  return new ApiError(400, "invalid_request", message, undefined, issues.length ? issues : [{ path: "", message }]);
}

/** A request that is well-formed but refused by a stated rule of the resource's state. */
export function refused(status: 409 | 422, code: string, message: string): ApiError {
  return new ApiError(status, code, message);
}

/** The tokens of doc 2 Errors whose status the documents state at 409 or 422. */
const STATED_CONFLICT_TOKENS = new Set([
  "kaizen_entry_not_settled",
  "webhook_limit_reached",
  "file_too_large",
  "service_has_unfinished_tasks",
  "use_case_parameters_invalid",
  "use_case_model_not_allowed",
]);

/** A generic `code` per status, for the variant reason-only-in-details. */
function classWord(status: number): string {
  const words: Record<number, string> = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "unprocessable",
    429: "too_many_requests",
    503: "unavailable",
  };
  return words[status] ?? (status >= 500 ? "server_error" : "client_error");
}

/**
 * The refusal as this server renders it: the reference's envelope, or the reading of a variant of
 * server/variants/errors.ts. Every variant keeps the status class (doc 2 Errors: "the HTTP status
 * selects the class of failure") and the envelope's required `code` and `message`.
 */
export function rendered(
  err: ApiError,
  variant: (name: VariantName) => boolean,
): { status: number; error: Record<string, unknown> } {
  let status = err.status;
  const error = err.envelope().error as {
    code: string;
    message: string;
    details?: Record<string, unknown>;
    issues?: EnvelopeIssue[];
  };
  const stated =
    STATED_CONFLICT_TOKENS.has(error.code) || STATED_CONFLICT_TOKENS.has(String(error.details?.reason ?? ""));
  // VARIANT validation-422: a malformed parameter or body is refused 422, not 400.
  if (status === 400 && error.code === "invalid_request" && variant("validation-422")) status = 422;
  // VARIANTS unstated-refusals-400 / -422: a refusal whose status no document states moves.
  if (
    (status === 409 || status === 422) &&
    !stated &&
    err.code !== "invalid_request" &&
    variant("unstated-refusals-400")
  )
    status = 400;
  if (status === 409 && !stated && variant("unstated-refusals-422")) status = 422;
  // VARIANT reason-only-in-details: the token rides in details.reason; `code` names the class.
  if (variant("reason-only-in-details")) {
    error.details = { ...error.details, reason: error.details?.reason ?? error.code };
    error.code = classWord(status);
  }
  // VARIANT reason-only-in-code: no details.reason (other details, such as a file's size and the limit, stay).
  if (variant("reason-only-in-code") && error.details) {
    const { reason: _reason, ...rest } = error.details;
    if (Object.keys(rest).length) error.details = rest;
    else delete error.details;
  }
  // VARIANT no-error-issues: no `issues`; the problems are named in `message`.
  if (variant("no-error-issues") && error.issues) {
    error.message = `${error.message}: ${error.issues.map((i) => `${i.path || "(body)"} ${i.message}`).join("; ")}`;
    delete error.issues;
  }
  return { status, error };
}
