/**
 * The proceed/approve verbs that doc 1 "States and transitions" says advance a parked run
 * synchronously (Run `blocked` → "a proceed/approve verb" → run advances), by decision kind, with
 * the path built from the stable ids the decision carries. Asynchronous verbs (interview proceed)
 * and verbs whose body is not shown (judge resolve) are left to the decision machines.
 */
const enc = encodeURIComponent;

export interface AdvanceVerb {
  kind: string;
  operationId: string;
  path: (runId: string, decision: Record<string, unknown>) => string | null;
  body: Record<string, unknown> | undefined;
  clause: string;
}

const base = (runId: string) => `/runs/${enc(runId)}/decisions`;

export const ADVANCE_VERBS: readonly AdvanceVerb[] = [
  {
    kind: "approval-gate",
    operationId: "approveRunDecision",
    // Driven only when this one approval settles the gate (not exceeded; no further approvals required).
    path: (runId, d) =>
      typeof d.approvalId === "string" &&
      d.exceeded !== true &&
      !(Number(d.requiredApprovals) - Number(d.recordedApprovals) > 1)
        ? `${base(runId)}/approvals/${enc(d.approvalId)}/approve`
        : null,
    body: {},
    clause: "doc 1 Approval gate approve: run advances",
  },
  {
    kind: "requirements-review",
    operationId: "proceedRequirements",
    path: (runId) => `${base(runId)}/requirements/proceed`,
    body: undefined,
    clause: "doc 1 Review session proceed: run advances",
  },
  {
    kind: "clarity-review",
    operationId: "proceedClarity",
    path: (runId) => `${base(runId)}/clarity/proceed`,
    body: undefined,
    clause: "doc 1 Review session proceed: run advances",
  },
  {
    kind: "brainstorm",
    operationId: "proceedBrainstorm",
    path: (runId, d) =>
      d.stage === "requirements" || d.stage === "architecture" ? `${base(runId)}/brainstorm/${d.stage}/proceed` : null,
    body: undefined,
    clause: "doc 1 Review session proceed: run advances",
  },
  {
    kind: "input-gate",
    operationId: "resolveInputGate",
    path: (runId) => `${base(runId)}/input-gate/resolve`,
    body: { choice: "proceed" },
    clause: "doc 1 Input gate resolve proceed; Run blocked → proceed verb: run advances",
  },
  {
    kind: "visual-confirmation",
    operationId: "approveVisualConfirmation",
    path: (runId) => `${base(runId)}/visual-confirmation/approve`,
    body: undefined,
    clause: "doc 1 Visual confirmation approve: run advances",
  },
  {
    kind: "human-test",
    operationId: "confirmHumanTest",
    path: (runId) => `${base(runId)}/human-test/confirm`,
    body: undefined,
    clause: "doc 1 Human test confirm: run advances",
  },
];

export function verbFor(kind: string): AdvanceVerb | null {
  return ADVANCE_VERBS.find((v) => v.kind === kind) ?? null;
}
