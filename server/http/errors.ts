/**
 * Every refusal of the reference server is an ApiError, rendered as the envelope of doc 2 Errors:
 * `{error: {code, message, details?, issues?}}`. Where the documents give a token for a condition
 * ("code / reason"), it is sent both as `code` and as `details.reason` (contract/README.md).
 */
export interface EnvelopeIssue {
  path: string;
  message: string;
  keyword?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly issues?: EnvelopeIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
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
