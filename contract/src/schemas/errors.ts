/** doc 1 "Error envelope"; doc 2 Errors: `{error: {code, message, details?, issues?}}`. */
import { anyValue, arr, described, obj, str, type Schema } from "../dsl.ts";

export const schemas: Record<string, Schema> = {
  ErrorEnvelope: obj(
    {
      error: described(
        obj(
          {
            code: described(
              str(),
              "machine-readable cause; an open string that may take new values without a major version",
            ),
            message: str(),
            details: anyValue("often carries a `reason` string"),
            issues: described(arr({ type: "object" }), "per-problem list (validation)"),
          },
          ["code", "message"],
        ),
        "the envelope",
      ),
    },
    "all",
  ),
};
