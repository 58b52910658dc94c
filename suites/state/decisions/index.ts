/**
 * The decision surface (doc 2 Decisions; doc 1 States and transitions): one model-based rule per
 * decision kind, each starting runs of the suite's own that park on its kind (`full` profile).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { agentDecision } from "./agent-decision/rule.ts";
import { approvalGate } from "./approval/rule.ts";
import { humanTest, visualConfirmation } from "./awaiting-human/rules.ts";
import { followUps } from "./follow-ups/rule.ts";
import { fork } from "./fork/rule.ts";
import { inputGate } from "./input-gate/rule.ts";
import { interview } from "./interview/rule.ts";
import { judge } from "./judge/rule.ts";
import { prReview } from "./pr-review/rule.ts";
import { brainstorm, clarityReview, requirementsReview } from "./review/rules.ts";

export const decisionRules: Rule[] = [
  // review sessions and their findings / options
  requirementsReview,
  clarityReview,
  brainstorm,
  // the interviewer
  interview,
  // gates
  inputGate,
  approvalGate,
  judge,
  // the coder's questions
  fork,
  agentDecision,
  // after the pull request
  prReview,
  humanTest,
  visualConfirmation,
  followUps,
];
