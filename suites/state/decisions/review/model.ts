/**
 * Review sessions — requirements review, clarity review (its bug-triage twin) and brainstorm, one
 * per stage — as doc 1 States and transitions states them ("Review session" and "Finding or
 * option" rows; doc 2 Decisions, Limits "Iteration caps"):
 *
 * - `ready` --incorporate--> `incorporating` (asynchronous); only open items block incorporation;
 * - any --re-review--> one more pass (next state not shown); any --proceed--> the run advances;
 * - `exceeded` --resolve-exceeded extra-round / proceed / stop-reset--> one more round / the run
 *   advances / the run stops;
 * - item `open` --dismissed--> `dismissed` --open--> `open`; `open` --reply--> answer recorded.
 *
 * Where the documents leave the next state unshown (after a reply, a re-review, an extra round, an
 * incorporation's background pass) the model takes what the target shows.
 */
import { arr, num, ofKind, str, viewOf, type Decision } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";

export type ReviewKind = "requirements-review" | "clarity-review" | "brainstorm";

export interface ReviewItem {
  id: string;
  status: string;
  reply: string | null;
}

export interface ReviewModel extends BaseModel {
  kind: ReviewKind;
  /** Review status set: ready | incorporating | reviewing | merged | exceeded | incorporated. */
  status: string;
  items: ReviewItem[];
  iteration: number | null;
  maxIterations: number | null;
  /** Brainstorm: the stage of the live session (the `{stage}` of its routes). */
  stage: string | null;
}

/** The routes of each review kind (doc 2 Decisions table) and the name of its item list (doc 1). */
export const ROUTES = {
  "requirements-review": {
    setStatus: "setRequirementsFindingStatus",
    reply: "replyRequirementsFinding",
    incorporate: "incorporateRequirements",
    proceed: "proceedRequirements",
    reReview: "reReviewRequirements",
    resolveExceeded: "resolveExceededRequirements",
    items: "findings",
  },
  "clarity-review": {
    setStatus: "setClarityFindingStatus",
    reply: "replyClarityFinding",
    incorporate: "incorporateClarity",
    proceed: "proceedClarity",
    reReview: "reReviewClarity",
    resolveExceeded: "resolveExceededClarity",
    items: "findings",
  },
  brainstorm: {
    setStatus: "setBrainstormOptionStatus",
    reply: "replyBrainstormOption",
    incorporate: "incorporateBrainstorm",
    proceed: "proceedBrainstorm",
    reReview: "reReviewBrainstorm",
    resolveExceeded: "resolveExceededBrainstorm",
    items: "options",
  },
} as const;

export function itemsOf(kind: ReviewKind, d: Decision | undefined): ReviewItem[] {
  return arr(d?.[ROUTES[kind].items]).map((i) => ({
    id: str(i.itemId) ?? "",
    status: str(i.status) ?? "",
    reply: str(i.reply),
  }));
}

/** Takes what the target shows for the session (or marks it settled once the run moved on). */
export function sync(m: ReviewModel, r: DecisionRun): void {
  if (viewOf(r.list, m.kind) === "gone") {
    m.settled = true;
    return;
  }
  const d = ofKind(r.list, m.kind);
  if (!d) return;
  m.status = str(d.status) ?? m.status;
  m.items = itemsOf(m.kind, d);
  m.iteration = num(d.iteration);
  m.maxIterations = num(d.maxIterations);
  m.stage = str(d.stage);
}

export function initReview(kind: ReviewKind) {
  return (r: DecisionRun): ReviewModel => {
    const m: ReviewModel = {
      kind,
      settled: false,
      status: "",
      items: [],
      iteration: null,
      maxIterations: null,
      stage: null,
    };
    sync(m, r);
    return m;
  };
}

/** The path parameters of a route of the session (a brainstorm's carry its stage). */
export function params(m: Readonly<ReviewModel>, extra: Record<string, string> = {}): Record<string, string> {
  return m.kind === "brainstorm" ? { stage: m.stage ?? "requirements", ...extra } : extra;
}

export const openItems = (m: Readonly<ReviewModel>): ReviewItem[] => m.items.filter((i) => i.status === "open");

export const itemWord = (kind: ReviewKind): string => (kind === "brainstorm" ? "option" : "finding");
