/**
 * doc 1 States and transitions: "Review session (requirements, clarity, brainstorm)" and "Finding
 * or option" rows, with the Run rows they lead to; doc 2 Decisions (the six routes of each kind).
 */
import { decisionRule } from "../kit/machine.ts";
import { reviewSpec } from "./commands.ts";

const ROWS = [
  "REVIEW-INCORPORATE",
  "REVIEW-RE-REVIEW",
  "REVIEW-PROCEED",
  "REVIEW-RESOLVE-EXCEEDED",
  "FINDING-DISMISS",
  "FINDING-REOPEN",
  "FINDING-REPLY",
];
const CLAUSE =
  "doc 1 States and transitions (Review session, Finding or option, Run); doc 2 Decisions, Limits (iteration caps)";

export const requirementsReview = decisionRule({
  id: "STATE-DECISION-REQUIREMENTS-REVIEW",
  kind: "requirements-review",
  title:
    "A requirements review moves through incorporate, re-review, proceed, resolve-exceeded and its findings' verbs as stated",
  clause: CLAUSE,
  clauses: ["D2-DECISIONS-ASYNC-INCORPORATE", "D2-LIMITS-ITERATION-CAPS", "D2-DECISIONS-KINDS-ANSWERABLE"],
  rows: ROWS,
  spec: () => reviewSpec("requirements-review"),
});

export const clarityReview = decisionRule({
  id: "STATE-DECISION-CLARITY-REVIEW",
  kind: "clarity-review",
  title: "A clarity review (the bug-triage twin) moves through its session and findings' verbs as stated",
  clause: CLAUSE,
  clauses: ["D2-DECISIONS-ASYNC-INCORPORATE", "D2-LIMITS-ITERATION-CAPS", "D2-DECISIONS-KINDS-ANSWERABLE"],
  rows: ROWS,
  spec: () => reviewSpec("clarity-review"),
});

export const brainstorm = decisionRule({
  id: "STATE-DECISION-BRAINSTORM",
  kind: "brainstorm",
  title: "A brainstorm session (one live session per stage) moves through its session and options' verbs as stated",
  clause: `${CLAUSE}; doc 2 Decisions "one live session per stage per task"`,
  clauses: [
    "D2-DECISIONS-ASYNC-INCORPORATE",
    "D2-LIMITS-ITERATION-CAPS",
    "D2-DECISIONS-BRAINSTORM-ONE-SESSION",
    "D2-DECISIONS-KINDS-ANSWERABLE",
  ],
  rows: ROWS,
  spec: () => reviewSpec("brainstorm"),
});
