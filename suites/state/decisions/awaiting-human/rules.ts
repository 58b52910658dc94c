/** doc 1 States and transitions: "Human test" and "Visual confirmation" rows; doc 2 Decisions, Errors (blank findings). */
import { decisionRule } from "../kit/machine.ts";
import { awaitingHumanSpec } from "./commands.ts";

export const humanTest = decisionRule({
  id: "STATE-DECISION-HUMAN-TEST",
  kind: "human-test",
  title:
    "A human test awaiting a human is confirmed (environment torn down, the run advances) or sent to the fixer with non-blank findings; blank findings are refused",
  clause:
    "doc 1 States and transitions (Human test, Run); doc 2 Decisions (human-test), Errors (blank findings on request-fix)",
  clauses: ["D2-ERR-OTHER-REFUSALS", "D2-DECISIONS-KINDS-ANSWERABLE"],
  rows: ["HUMAN-TEST-CONFIRM", "HUMAN-TEST-REQUEST-FIX"],
  spec: () => awaitingHumanSpec("human-test"),
});

export const visualConfirmation = decisionRule({
  id: "STATE-DECISION-VISUAL-CONFIRMATION",
  kind: "visual-confirmation",
  title:
    "A visual confirmation awaiting a human, each of its pairs carrying an artifact id, is approved (the run advances) or sent to the fixer with non-blank findings; blank findings are refused",
  clause:
    "doc 1 States and transitions (Visual confirmation, Run), PublicDecision visual-confirmation (pairs carry artifact ids); doc 2 Decisions (visual-confirmation), Errors (blank findings on request-fix)",
  clauses: ["D2-ERR-OTHER-REFUSALS", "D2-DECISIONS-KINDS-ANSWERABLE", "D1-SHAPE-VISUAL-PAIRS"],
  rows: ["VISUAL-APPROVE", "VISUAL-REQUEST-FIX"],
  spec: () => awaitingHumanSpec("visual-confirmation"),
});
