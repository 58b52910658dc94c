/**
 * Reading a PublicDecisionList (doc 1 Decisions): the decision of one kind, a fingerprint that
 * tells whether anything changed, and how far a decision is from waiting on a human.
 */
import type { DecisionKind } from "../../../../generators/calls/decision-routes.ts";
import { jsonText } from "../../../../lib/json/safe.ts";

export type Decision = Record<string, unknown> & { kind: string };

/** doc 1 PublicDecisionList (all req). */
export interface DecisionList {
  decisions: Decision[];
  parked: boolean;
  runId: string;
  status: string;
  taskId: string;
  unanswerable: unknown[];
}

/** Run status set (doc 1): the terminal ones. */
export const TERMINAL: ReadonlySet<string> = new Set(["done", "failed"]);

export function ofKind(list: DecisionList, kind: DecisionKind): Decision | undefined {
  return list.decisions.find((d) => d.kind === kind);
}

export const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
export const num = (v: unknown): number | null => (typeof v === "number" ? v : null);
export const arr = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? (v.filter((x) => x !== null && typeof x === "object") as Record<string, unknown>[]) : [];

/**
 * Fields that move with time on a parked run without anybody answering (a human-test environment
 * expires): left out when the suite asks "did anything change?".
 */
const VOLATILE = new Set(["environment"]);

function stable(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stable);
  if (v && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) if (!VOLATILE.has(k)) out[k] = stable((v as Record<string, unknown>)[k]);
    return out;
  }
  return v;
}

/** The run's status, `parked` and every listed decision: equal fingerprints mean nothing changed. */
export function fingerprint(list: DecisionList): string {
  return jsonText({ status: list.status, parked: list.parked, decisions: list.decisions.map(stable) });
}

/** One line describing a list, for messages. */
export function describe(list: DecisionList): string {
  const ds = list.decisions.map(
    (d) =>
      `${d.kind}${typeof d.status === "string" ? `:${d.status}` : typeof d.phase === "string" ? `:${d.phase}` : ""}`,
  );
  return `run ${list.status}, parked ${list.parked}, decisions [${ds.join(", ")}]`;
}

const REVIEW_AWAITING = new Set(["ready", "exceeded"]);
const is =
  (field: string, ...values: string[]) =>
  (d: Decision) =>
    values.includes(d[field] as string);

/**
 * The states in which a decision of each kind waits on a human, from the "From" column of doc 1
 * States and transitions and the decision table (review sessions `ready`/`exceeded`, gate
 * `pending`, input gate `blocked`, judge `awaiting_decision`, fork `awaiting_choice`, PR review
 * `awaiting_selection`, human test and visual confirmation `awaiting_human`, follow-ups with an
 * undecided item; agent decisions are open while listed, interviews while they hold a question the
 * answer route can address: a `questionId` string, doc 2 Decisions "each carries the stable ids
 * … that its route addresses").
 */
const AWAITING: Record<DecisionKind, (d: Decision) => boolean> = {
  "requirements-review": (d) => REVIEW_AWAITING.has(d.status as string),
  "clarity-review": (d) => REVIEW_AWAITING.has(d.status as string),
  brainstorm: (d) => REVIEW_AWAITING.has(d.status as string),
  interview: (d) => arr(d.questions).some((q) => typeof q.questionId === "string"),
  "input-gate": is("status", "blocked"),
  "approval-gate": is("status", "pending"),
  judge: is("status", "awaiting_decision"),
  fork: is("status", "awaiting_choice"),
  "agent-decision": () => true,
  "pr-review": is("status", "awaiting_selection"),
  "human-test": is("phase", "awaiting_human"),
  "visual-confirmation": is("phase", "awaiting_human"),
  "follow-ups": (d) => arr(d.items).some((i) => i.status === "pending"),
};

/** The states of the decision table in which work is under way in the background. */
const WORKING: Partial<Record<DecisionKind, (d: Decision) => boolean>> = {
  "requirements-review": is("status", "incorporating", "reviewing"),
  "clarity-review": is("status", "incorporating", "reviewing"),
  brainstorm: is("status", "incorporating", "reviewing"),
  judge: is("status", "evaluating", "bouncing"),
  fork: is("status", "proposing", "answering"),
  "pr-review": is("status", "reviewing", "challenging", "fixing", "posting"),
  "human-test": is("phase", "provisioning", "fixing", "resolving_conflicts"),
  "visual-confirmation": is("phase", "fixing"),
};

export function awaiting(kind: DecisionKind, d: Decision | undefined): boolean {
  return d !== undefined && d.kind === kind && AWAITING[kind](d);
}

/**
 * - `awaiting`: the run is parked (`blocked`) and the decision of `kind` waits on a human;
 * - `working`: the run works (`running`, `paused`) or the decision is in a background state;
 * - `gone`: the run ended (`done`, `failed`) or is parked on something else.
 */
export type View = "awaiting" | "working" | "gone";

export function viewOf(list: DecisionList, kind: DecisionKind): View {
  if (TERMINAL.has(list.status)) return "gone";
  const mine = list.decisions.filter((d) => d.kind === kind);
  if (list.status === "blocked" && mine.some((d) => AWAITING[kind](d))) return "awaiting";
  if (list.status !== "blocked") return "working";
  return mine.some((d) => WORKING[kind]?.(d)) ? "working" : "gone";
}
