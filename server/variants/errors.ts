/**
 * Refusal readings (doc 2 Errors; doc 1 Error envelope): client errors are 4XX and the status
 * selects the class; the complete list of codes and their status mapping is not shown; whether a
 * stated token travels in `code` or in `details.reason` is not shown; `details` and `issues` are
 * optional; the status of the "other refusals" is unspecified.
 */
export const variants = {
  "validation-422": {
    description: "a malformed parameter or body (the reference: 400 `invalid_request`) is refused 422",
    clause: ["D2-ERR-CLASSES", "D2-ERR-LIST-NOT-SHOWN"],
  },
  "reason-only-in-details": {
    description:
      "a stated token (`insufficient_scope`, `run_not_found`, `webhook_limit_reached`…) travels only in `details.reason`; `code` is a generic word of the status's class",
    clause: ["D2-ERR-REASON-IN-DETAILS", "D2-ERR-STATUS-SELECTS-CLASS"],
  },
  "reason-only-in-code": {
    description:
      "a stated token travels only in `code`; refusals carry no `details.reason` (other details, such as a file's size and the limit, stay)",
    clause: ["D2-ERR-ENVELOPE", "D1-ERROR-ENVELOPE"],
  },
  "no-error-issues": {
    description: "refusals carry no `issues` list (validation problems are named in `message` only)",
    clause: ["D2-ERR-ENVELOPE", "D1-ERROR-ENVELOPE"],
  },
  "unstated-refusals-400": {
    description:
      "every refusal whose status the documents do not state (the reference: 409 for a conflict with current state, 422 for a rule of the request) answers 400",
    clause: ["D2-ERR-OTHER-REFUSALS", "D2-ERR-LIST-NOT-SHOWN", "D2-CONV-ERROR-ENVELOPE"],
  },
  "unstated-refusals-422": {
    description: "every refusal whose status the documents do not state and the reference answers 409 answers 422",
    clause: ["D2-ERR-OTHER-REFUSALS", "D2-ERR-LIST-NOT-SHOWN", "D2-CONV-ERROR-ENVELOPE"],
  },
  "json-charset": {
    description: "JSON answers (successes and refusals) are `application/json; charset=utf-8`",
    clause: ["D2-CONV-JSON"],
  },
} as const;
