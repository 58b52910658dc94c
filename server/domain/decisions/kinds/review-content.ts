/**
 * Deterministic content of the simulated review sessions: the findings a requirements review or a
 * clarity review raises, the options a brainstorm proposes per stage, and the text a settled
 * session leaves behind (incorporated requirements, clarified report, converged direction).
 */
import type { ReviewItem, ReviewKind, ReviewRecord } from "../records.ts";

type Seed = Pick<ReviewItem, "category" | "severity" | "title" | "detail">;

const REQUIREMENTS: Seed[] = [
  {
    category: "gap",
    severity: "high",
    title: "Acceptance criteria are missing",
    detail: "The task does not say how a reviewer can tell the work is done.",
  },
  {
    category: "assumption",
    severity: "medium",
    title: "Assumes a single time zone",
    detail: "Dates are shown without a zone; the review assumes the workspace's zone.",
  },
  {
    category: "question",
    severity: "low",
    title: "Who may trigger the action?",
    detail: "The task does not name the roles allowed to use the new action.",
  },
];

const CLARITY: Seed[] = [
  {
    category: "clarification",
    severity: "high",
    title: "Steps to reproduce are incomplete",
    detail: "The report stops before the step that shows the wrong result.",
  },
  {
    category: "question",
    severity: "medium",
    title: "Which version shows the bug?",
    detail: "The report names no release or commit.",
  },
  {
    category: "risk",
    severity: "low",
    title: "A fix may change list ordering",
    detail: "Sorting is shared with two other views.",
  },
];

const BRAINSTORM: Record<ReviewRecord["stage"], Seed[]> = {
  requirements: [
    {
      category: "assumption",
      severity: "medium",
      title: "Option A: smallest useful scope",
      detail: "Ship the core path only; defer settings and bulk actions.",
    },
    {
      category: "assumption",
      severity: "medium",
      title: "Option B: complete feature",
      detail: "Include settings, bulk actions and an audit trail in one change.",
    },
    {
      category: "risk",
      severity: "low",
      title: "Option C: behind a flag",
      detail: "Ship the complete feature dark and enable it per workspace.",
    },
  ],
  architecture: [
    {
      category: "assumption",
      severity: "medium",
      title: "Option A: background job with polling",
      detail: "Queue the work and expose its status.",
    },
    {
      category: "assumption",
      severity: "medium",
      title: "Option B: synchronous endpoint",
      detail: "Do the work in the request; simplest, bounded by the request deadline.",
    },
    {
      category: "risk",
      severity: "high",
      title: "Option C: event-driven pipeline",
      detail: "Most flexible; adds a broker to operate.",
    },
  ],
};

export function initialItems(kind: ReviewKind, stage: ReviewRecord["stage"], newId: () => string): ReviewItem[] {
  const seeds =
    kind === "requirements-review"
      ? REQUIREMENTS
      : kind === "clarity-review"
        ? CLARITY
        : Object.hasOwn(BRAINSTORM, stage)
          ? BRAINSTORM[stage]
          : [];
  return seeds.map((s) => ({ ...s, itemId: newId(), reply: null, status: "open" }));
}

/** The document/report/direction a session settles with (its last result). */
export function resultText(rec: ReviewRecord): string {
  const kept = rec.items.filter((i) => i.status !== "dismissed");
  const lines = kept.map((i) => `- ${i.title}${i.reply ? `: ${i.reply}` : ""}`);
  const head =
    rec.kind === "requirements-review"
      ? `Requirements after review pass ${rec.iteration}`
      : rec.kind === "clarity-review"
        ? `Clarified bug report after pass ${rec.iteration}`
        : `Converged ${rec.stage} direction after pass ${rec.iteration}`;
  return [head, ...lines, ...(rec.feedback ? [`Reviewer feedback: ${rec.feedback}`] : [])].join("\n");
}

/** The prefix of a session id (`reviewId` or `sessionId`). */
export function idPrefix(kind: ReviewKind): string {
  return kind === "requirements-review" ? "rqr" : kind === "clarity-review" ? "clr" : "bst";
}
