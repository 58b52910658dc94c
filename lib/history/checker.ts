/**
 * Linearizability of a recorded history against a sequential model (model.ts): each part of the
 * model's partition searched alone (search.ts), the work of each bounded. On failure, the smallest
 * window that shows it: the history is cut at its quiet points (instants no operation spans, where
 * every order must have placed all that came before), and the counterexample is the first window
 * whose operations no order fits, starting from a state the operations before it do reach. Prefixes
 * ending at quiet points are linearizable up to some first one and not after it, so that window is
 * found by bisection; its operations are the race, the earlier ones only the state it started from.
 * Where the state at a quiet point is known (an operation alone there whose answer shows it: a read
 * between rounds), the window after it is judged on its own, bisection or not (`bySegments`).
 */
import type { History, Model, Operation } from "./model.ts";
import { search } from "./search.ts";

/** The search steps one part may take before the check gives up ("history too large"). */
export const DEFAULT_MAX_STEPS = 2_000_000;

export interface Counterexample<S = unknown> {
  /** The window's operations, in call order. */
  window: Operation[];
  /** How many operations of the part came before the window. */
  before: number;
  /** A state the operations before the window reach (one of their orders). */
  start: S;
  /** The longest order of window operations (indexes into `window`) the model accepts from `start`. */
  longest: number[];
  /** The model's state after `longest`: where no remaining operation's answer fits. */
  stuck: S;
}

export type Verdict = "linearizable" | "not-linearizable" | "too-large";

export interface CheckResult<S = unknown> {
  verdict: Verdict;
  /** Operations checked, over all parts. */
  size: number;
  parts: number;
  /** Wall time of the check, ms. */
  ms: number;
  counterexample?: Counterexample<S>;
}

/** Indexes (into `ops`, sorted by call) after which no operation spans: the quiet points. */
function quietCuts(ops: readonly Operation[]): number[] {
  const cuts: number[] = [];
  let reach = -Infinity;
  for (let i = 0; i < ops.length; i++) {
    reach = Math.max(reach, ops[i].ret);
    if (i + 1 < ops.length && reach < ops[i + 1].call) cuts.push(i + 1);
  }
  cuts.push(ops.length);
  return cuts;
}

/**
 * Whether `ops[from]` stands alone between two quiet points (`from + 1` is a cut) and its answer shows
 * the whole state (Model.shows): a read between rounds. Every order of what came before that fits it
 * ends in the state it shows, so the state at that quiet point is known.
 */
function pins<S, I, O>(model: Model<S, I, O>, ops: Operation<I, O>[], from: number, cuts: Set<number>): boolean {
  return cuts.has(from + 1) && model.shows?.(ops[from].input, ops[from].output) !== undefined;
}

type Segments<S> =
  | { kind: "linearizable" | "unknown" | "too-large" }
  | { kind: "not-linearizable"; counterexample: Counterexample<S> };

/**
 * The fast way to a verdict: each window between quiet points searched alone from the state an
 * order of the windows before it reached, a window followed by a pinning operation (`pins`) together
 * with it. Every order it finds is an order of the whole, so "linearizable" is an answer. A window
 * that no order fits is an answer too when the state it began in is known — it is the first window,
 * or it follows a pinning operation — and the window is then the counterexample ("unknown" otherwise:
 * another order of an earlier window might have reached a state the stuck window fits, and the whole
 * part is searched at once). Windows stay small where the whole does not: a race's rounds are apart
 * in time, and a rule that reads the resource between rounds makes every round's verdict its own.
 */
function bySegments<S, I, O>(model: Model<S, I, O>, ops: Operation<I, O>[], maxSteps: number): Segments<S> {
  const cuts = quietCuts(ops);
  const isCut = new Set(cuts);
  let state = model.init();
  let known = true;
  let from = 0;
  for (let w = 0; w < cuts.length; w++) {
    const pinned = w + 1 < cuts.length && pins(model, ops, cuts[w], isCut);
    const to = pinned ? cuts[++w] : cuts[w];
    const window = ops.slice(from, to);
    const r = search(model, window, state, maxSteps);
    if (r.kind === "too-large") return { kind: known ? "too-large" : "unknown" };
    if (r.kind === "not-linearizable") {
      if (!known) return { kind: "unknown" };
      const counterexample = { window, before: from, start: state, longest: r.longest, stuck: r.stuck };
      return { kind: "not-linearizable", counterexample: counterexample as Counterexample<S> };
    }
    known = pinned || pins(model, ops, from, isCut);
    state = r.final;
    from = to;
  }
  return { kind: "linearizable" };
}

function locate<S, I, O>(model: Model<S, I, O>, ops: Operation<I, O>[], maxSteps: number): Counterexample<S> | null {
  const cuts = quietCuts(ops);
  // The first cut whose prefix is not linearizable (the whole part is not, so the last cut is such).
  let lo = 0;
  let hi = cuts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const r = search(model, ops.slice(0, cuts[mid]), model.init(), maxSteps);
    if (r.kind === "not-linearizable") hi = mid;
    else if (r.kind === "linearizable") lo = mid + 1;
    else return null;
  }
  const from = lo === 0 ? 0 : cuts[lo - 1];
  const earlier = search(model, ops.slice(0, from), model.init(), maxSteps);
  if (earlier.kind !== "linearizable") return null;
  const window = ops.slice(from, cuts[lo]);
  const inWindow = search(model, window, earlier.final, maxSteps);
  if (inWindow.kind !== "not-linearizable") return null;
  return { window, before: from, start: earlier.final, longest: inWindow.longest, stuck: inWindow.stuck };
}

export function checkHistory<S, I, O>(
  model: Model<S, I, O>,
  history: History<I, O>,
  maxSteps = DEFAULT_MAX_STEPS,
): CheckResult<S> {
  const t0 = performance.now();
  const parts = model.partition ? model.partition(history) : [history];
  const done = (verdict: Verdict, counterexample?: Counterexample<S>): CheckResult<S> => ({
    verdict,
    size: history.length,
    parts: parts.length,
    ms: performance.now() - t0,
    ...(counterexample ? { counterexample } : {}),
  });
  let tooLarge = false;
  for (const part of parts) {
    const ops = [...part].sort((a, b) => a.call - b.call || a.ret - b.ret);
    const fast = bySegments(model, ops, maxSteps);
    if (fast.kind === "linearizable") continue;
    if (fast.kind === "not-linearizable") return done("not-linearizable", fast.counterexample);
    if (fast.kind === "too-large") {
      // From a known state: the whole search would face the same window.
      tooLarge = true;
      continue;
    }
    const r = search(model, ops, model.init(), maxSteps);
    if (r.kind === "too-large") tooLarge = true;
    if (r.kind !== "not-linearizable") continue;
    const found = locate(model, ops, maxSteps);
    // Bisection within the bound failed where the whole search did not: the whole part is the window.
    return done(
      "not-linearizable",
      (found as Counterexample<S> | null) ?? {
        window: ops as Operation[],
        before: 0,
        start: model.init(),
        longest: r.longest,
        stuck: r.stuck,
      },
    );
  }
  return done(tooLarge ? "too-large" : "linearizable");
}
