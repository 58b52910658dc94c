/**
 * The part of a conformance.json that baseline, merge and compare rely on, as a JSON Schema: enough
 * to turn a wrong file into one clear sentence rather than a TypeError deep inside a merge. Fields
 * these tools only copy through (evidence, clause, …) are not checked.
 */
import { CLAUSE_OUTCOMES } from "../rules/clauses.ts";

const str = { type: "string" } as const;
const int = { type: "integer" } as const;
const bool = { type: "boolean" } as const;
const positive = { type: "integer", minimum: 1 } as const;
const obj = (required: Record<string, object>, extra: Record<string, object> = {}) => ({
  type: "object",
  required: Object.keys(required),
  properties: { ...required, ...extra },
});

export const OUTCOMES = ["pass", "fail", "warn", "not-exercised"] as const;
export const LEVELS = ["MUST", "SHOULD"] as const;
const strings = { type: "array", items: str } as const;
const count = { type: "integer", minimum: 0 } as const;

export const REPORT_SHAPE = obj(
  {
    tool: obj({ name: str, version: str }),
    contract: obj({ version: str, operations: int }),
    target: obj({ baseUrl: str, embedded: bool, workspaceId: str, peerWorkspace: bool }),
    seed: int,
    profile: str,
    strict: bool,
    startedAt: str,
    durationMs: { type: "number" },
    summary: obj({ requests: int }),
    operations: {
      type: "array",
      items: obj({ operationId: str, exercised: bool, statuses: { type: "array", items: int } }),
    },
    results: {
      type: "array",
      items: obj(
        {
          rule: str,
          operationId: { type: ["string", "null"] },
          outcome: { enum: OUTCOMES },
          level: { enum: LEVELS },
          family: str,
          message: str,
        },
        { clauses: strings },
      ),
    },
    leftovers: { type: "array" },
    errors: { type: "array", items: str },
    transitions: {
      type: "array",
      items: obj({
        id: str,
        exercised: bool,
        rules: { type: "array", items: str },
        reason: { type: ["string", "null"] },
      }),
    },
  },
  {
    shard: { ...obj({ index: positive, total: positive }), type: ["object", "null"] },
    baseline: { type: ["object", "null"] },
    // Since the clause register: absent in older reports, which still load (merge then leaves them out).
    clauses: {
      type: "array",
      items: obj(
        {
          id: str,
          doc: { enum: [1, 2] },
          section: str,
          statement: str,
          rules: strings,
          outcome: { enum: CLAUSE_OUTCOMES },
        },
        { reason: str },
      ),
    },
    clauseSummary: obj({
      total: count,
      checkable: count,
      uncheckable: count,
      checked: count,
      passing: count,
      failing: count,
    }),
  },
);
