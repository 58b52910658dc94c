/**
 * The decision surface as the contract states it (doc 2 Decisions): the 13 decision kinds, the 40
 * answering routes (every Decisions operation but the list) and the kind each route answers, read
 * from its path ("/runs/{runId}/decisions/<segment>/…", the table of doc 2 Decisions).
 */
import { contractIndex, type Operation } from "../../lib/contract/operations.ts";
import type { DECISION_KINDS } from "../../contract/src/common.ts";

export type DecisionKind = (typeof DECISION_KINDS)[number];

/** The first path segment after `/decisions/` → the kind its routes answer (doc 2 Decisions table). */
const SEGMENT_KIND: Record<string, DecisionKind> = {
  approvals: "approval-gate",
  brainstorm: "brainstorm",
  clarity: "clarity-review",
  "follow-ups": "follow-ups",
  fork: "fork",
  "human-test": "human-test",
  "input-gate": "input-gate",
  interview: "interview",
  judge: "judge",
  "pr-review": "pr-review",
  questions: "agent-decision",
  requirements: "requirements-review",
  "visual-confirmation": "visual-confirmation",
};

export function kindOfVerb(op: Operation): DecisionKind {
  const segment = /\/decisions\/([^/]+)/.exec(op.path)?.[1] ?? "";
  const kind = SEGMENT_KIND[segment];
  if (!kind) throw new Error(`${op.operationId}: no decision kind for the path ${op.path}`);
  return kind;
}

/** The answering routes: the Decisions operations other than the list (GET). */
export function answeringVerbs(): Operation[] {
  return contractIndex()
    .byTag("Decisions")
    .filter((op) => op.method !== "GET");
}

/** The operation ids of the routes answering `kind`. */
export function verbsOf(kind: DecisionKind): string[] {
  return answeringVerbs()
    .filter((op) => kindOfVerb(op) === kind)
    .map((op) => op.operationId);
}

export function op(operationId: string): Operation {
  return contractIndex().byId(operationId);
}
