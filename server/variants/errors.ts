/**
 * Refusal readings (doc 2 Errors; doc 1 Error envelope): client errors are 4XX and the status
 * selects the class; the complete list of codes and their status mapping is not shown; whether a
 * stated token travels in `code` or in `details.reason` is not shown; `details` and `issues` are
 * optional; the status of the "other refusals" is unspecified. Each reads the status or the
 * envelope the behaviours "errors.status" and "errors.envelope" (server/state/errors.ts) give, after
 * the readings installed before it.
 */
import type { Envelope, RefusalKind } from "../state/errors.ts";
import type { ServerLayer } from "../http/layer.ts";

/** A generic `code` per status, for reason-only-in-details. */
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

/** Installs a reading of the status: `to` gets the status so far and the refusal's kind. */
function status(layer: ServerLayer, to: (status: number, refusal: RefusalKind) => number): void {
  layer.replace("errors.status", (before) => (s, refusal) => to(before(s, refusal), refusal));
}

/** Installs a reading of the envelope: `to` gets a copy of the envelope so far, to change, and the status. */
function envelope(layer: ServerLayer, to: (error: Envelope, status: number) => void): void {
  layer.replace("errors.envelope", (before) => (error, s) => {
    const copy = { ...before(error, s) };
    to(copy, s);
    return copy;
  });
}

export const variants = {
  "validation-422": {
    description: "a malformed parameter or body (the reference: 400 `invalid_request`) is refused 422",
    clause: ["D2-ERR-CLASSES", "D2-ERR-LIST-NOT-SHOWN"],
    install: (layer: ServerLayer) => status(layer, (s, r) => (s === 400 && r.code === "invalid_request" ? 422 : s)),
  },
  "reason-only-in-details": {
    description:
      "a stated token (`insufficient_scope`, `run_not_found`, `webhook_limit_reached`…) travels only in `details.reason`; `code` is a generic word of the status's class",
    clause: ["D2-ERR-REASON-IN-DETAILS", "D2-ERR-STATUS-SELECTS-CLASS"],
    install: (layer: ServerLayer) =>
      envelope(layer, (error, s) => {
        error.details = { ...error.details, reason: error.details?.reason ?? error.code };
        error.code = classWord(s);
      }),
  },
  "reason-only-in-code": {
    description:
      "a stated token travels only in `code`; refusals carry no `details.reason` (other details, such as a file's size and the limit, stay)",
    clause: ["D2-ERR-ENVELOPE", "D1-ERROR-ENVELOPE"],
    // Other details, such as a file's size and the limit, stay.
    install: (layer: ServerLayer) =>
      envelope(layer, (error) => {
        if (!error.details) return;
        const { reason: _reason, ...rest } = error.details;
        if (Object.keys(rest).length) error.details = rest;
        else delete error.details;
      }),
  },
  "no-error-issues": {
    description: "refusals carry no `issues` list (validation problems are named in `message` only)",
    clause: ["D2-ERR-ENVELOPE", "D1-ERROR-ENVELOPE"],
    install: (layer: ServerLayer) =>
      envelope(layer, (error) => {
        if (!error.issues) return;
        error.message = `${error.message}: ${error.issues.map((i) => `${i.path || "(body)"} ${i.message}`).join("; ")}`;
        delete error.issues;
      }),
  },
  "unstated-refusals-400": {
    description:
      "every refusal whose status the documents do not state (the reference: 409 for a conflict with current state, 422 for a rule of the request) answers 400",
    clause: ["D2-ERR-OTHER-REFUSALS", "D2-ERR-LIST-NOT-SHOWN", "D2-CONV-ERROR-ENVELOPE"],
    install: (layer: ServerLayer) =>
      status(layer, (s, r) => ((s === 409 || s === 422) && !r.stated && r.code !== "invalid_request" ? 400 : s)),
  },
  "unstated-refusals-422": {
    description: "every refusal whose status the documents do not state and the reference answers 409 answers 422",
    clause: ["D2-ERR-OTHER-REFUSALS", "D2-ERR-LIST-NOT-SHOWN", "D2-CONV-ERROR-ENVELOPE"],
    install: (layer: ServerLayer) => status(layer, (s, r) => (s === 409 && !r.stated ? 422 : s)),
  },
  "json-charset": {
    description: "JSON answers (successes and refusals) are `application/json; charset=utf-8`",
    clause: ["D2-CONV-JSON"],
    install: (layer: ServerLayer) => layer.replace("http.jsonMediaType", () => "application/json; charset=utf-8"),
  },
} as const;
