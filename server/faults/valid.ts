/**
 * Faults the VALID family must catch (doc 1 request shapes; doc 2 Limits, Endpoints conventions,
 * Webhooks). Injected in `server/state/effective-contract.ts` (the bounds the deployment enforces),
 * `server/http/app.ts` (path and query parameters as they arrive), the webhook PUT, the spend
 * read and key minting.
 */
import type { JsonSchema, OpenApiDocument } from "../../lib/contract/types.ts";

export const faults = {
  "valid-maxlength-off-by-one": {
    family: "VALID",
    description: "request string lengths are enforced one too loosely: a value of maxLength+1 passes (a 201-character task title is stored)",
    rules: ["VALID-BODY-VIOLATION"],
  },
  "valid-webhook-http-on-edit": {
    family: "VALID",
    description: "the https: rule is checked on first registration only: editing an endpoint to an http: url is accepted",
    rules: ["VALID-BODY-VIOLATION", "VALID-HTTPS-ONLY"],
  },
  "valid-spend-limit-501": {
    family: "VALID",
    description: "the spend `limit` bound is off by one: limit=501 is accepted",
    rules: ["VALID-QUERY-VIOLATION"],
  },
  "valid-webhook-id-case-folded": {
    family: "VALID",
    description: "webhook ids are folded to lowercase instead of refused: `Conformance-Upper` registers `conformance-upper`",
    rules: ["VALID-SLUG"],
  },
  "valid-spend-window-90d-refused": {
    family: "VALID",
    description: "the stated spend window `90d` is refused (the deployment keeps 30 days)",
    rules: ["VALID-QUERY-BOUNDARY"],
  },
  "valid-integer-digit-prefix": {
    family: "VALID",
    description: "integer query values are read up to the first non-digit, as parseInt does: `limit=5abc` is read as 5",
    rules: ["VALID-QUERY-VIOLATION", "VALID-INTEGER-STRINGS"],
  },
  "valid-task-type-closed": {
    family: "VALID",
    description: "the open set of task types is treated as closed: a task type beyond the stated ones is refused",
    rules: ["VALID-BOUNDARY-ACCEPTED"],
  },
  "valid-key-label-max-refused": {
    family: "VALID",
    description: "the key label bound is read as exclusive: a label of exactly 120 characters is refused",
    rules: ["VALID-BOUNDARY-ACCEPTED"],
  },
} as const;

/** `valid-task-type-closed`: the task types CreatePublicTask states (doc 1). */
export const KNOWN_TASK_TYPES: readonly string[] = ["feature", "bug", "document", "spike", "review", "ralph", "media"];

function walk(s: unknown, f: (s: JsonSchema) => void): void {
  if (Array.isArray(s)) return s.forEach((x) => walk(x, f));
  if (!s || typeof s !== "object") return;
  f(s as JsonSchema);
  for (const v of Object.values(s)) walk(v, f);
}

/**
 * The contract changes VALID faults make to what the deployment enforces, or null when none is on.
 * (The server validates requests only, so loosening a bound everywhere changes requests only.)
 */
export function validContractFaults(on: readonly string[]): ((doc: OpenApiDocument) => void) | null {
  const maxLength = on.includes("valid-maxlength-off-by-one");
  const spend = on.includes("valid-spend-limit-501");
  const http = on.includes("valid-webhook-http-on-edit");
  if (!maxLength && !spend && !http) return null;
  return (doc) => {
    if (maxLength) {
      walk(doc.components.schemas, (s) => {
        if (typeof s.maxLength === "number") s.maxLength += 1;
      });
      for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) walk(op?.requestBody, (s) => {
        if (typeof s.maxLength === "number") s.maxLength += 1;
      });
    }
    if (spend) {
      const p = doc.paths["/usage/spend"]?.get?.parameters?.find((x) => x.name === "limit");
      if (p) p.schema = { ...p.schema, maximum: 501 };
    }
    if (http) {
      // The handler still refuses http: on first registration (webhooks.ts).
      const put = doc.components.schemas.PutNotificationWebhook as { properties: Record<string, JsonSchema> };
      put.properties.url = { ...put.properties.url, pattern: "^https?://" };
    }
  };
}

/** `valid-integer-digit-prefix`: each integer query value that starts with digits keeps only them. */
export function digitPrefixes(integerParams: string[], query: Record<string, string | string[]>): void {
  for (const name of integerParams) {
    const v = query[name];
    const m = typeof v === "string" ? /^(\d+)\D/.exec(v) : null;
    if (m) query[name] = m[1];
  }
}
