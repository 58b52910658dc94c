/**
 * Every refusal of the reference server is an ApiError, rendered as the envelope of doc 2 Errors:
 * `{error: {code, message, details?, issues?}}`. Where the documents give a token for a condition
 * ("code / reason"), it is sent both as `code` and as `details.reason` (contract/README.md).
 */
import type { BehaviourLookup } from "./behaviours.ts";

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

/** The error envelope's `error` object (doc 2 Errors). */
export interface Envelope {
  code: string;
  message: string;
  details?: Record<string, unknown>;
  issues?: EnvelopeIssue[];
}

/** What the status of a refusal is decided from: its token, and whether the documents state its status. */
export interface RefusalKind {
  code: string;
  stated: boolean;
}

declare module "./behaviours.ts" {
  interface Behaviours {
    /** doc 2 Errors: the status a refusal is answered with; the reference's own choice where none is stated. */
    "errors.status": (status: number, refusal: RefusalKind) => number;
    /** doc 2 Errors: the envelope's `error` as sent (the token as `code` and `details.reason`, `issues` listed). */
    "errors.envelope": (error: Envelope, status: number) => Envelope;
  }
}

/**
 * The refusal as this server renders it, with the behaviours in force: the reference's status and
 * envelope unless a variant (server/variants/errors.ts) reads them otherwise. Every variant keeps
 * the status class (doc 2 Errors: "the HTTP status selects the class of failure") and the envelope's
 * required `code` and `message`.
 */
export function rendered(err: ApiError, behaviour: BehaviourLookup): { status: number; error: Envelope } {
  const error = err.envelope().error as unknown as Envelope;
  const stated =
    STATED_CONFLICT_TOKENS.has(error.code) || STATED_CONFLICT_TOKENS.has(String(error.details?.reason ?? ""));
  const status = behaviour("errors.status", (s: number) => s)(err.status, { code: error.code, stated });
  return { status, error: behaviour("errors.envelope", (e: Envelope) => e)(error, status) };
}
