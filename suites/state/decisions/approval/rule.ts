/** doc 1 States and transitions: "Approval gate" rows and the Run rows they lead to; doc 2 Decisions, Errors. */
import { decisionRule } from "../kit/machine.ts";
import { approvalSpec } from "./commands.ts";

export const approvalGate = decisionRule({
  id: "STATE-DECISION-APPROVAL-GATE",
  kind: "approval-gate",
  title:
    "An approval gate is approved, sent back, rejected or resolved when exceeded as stated; plain approve is refused when exceeded",
  clause:
    "doc 1 States and transitions (Approval gate, Run: reject approval); doc 2 Decisions, Errors (plain approve on an exceeded gate)",
  clauses: [
    "D2-DECISIONS-APPROVE-EDITED",
    "D2-DECISIONS-RESOLVE-EXCEEDED-APPROVAL",
    "D2-ERR-OTHER-REFUSALS",
    "D2-LIMITS-ITERATION-CAPS",
    "D2-DECISIONS-KINDS-ANSWERABLE",
  ],
  rows: ["APPROVAL-APPROVE", "APPROVAL-REQUEST-CHANGES", "APPROVAL-REJECT", "APPROVAL-RESOLVE-EXCEEDED", "RUN-REJECT"],
  spec: () => approvalSpec,
});
