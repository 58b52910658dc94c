/**
 * The Wing–Gong search for a linearization of one history, with Lowe's memoisation, as Porcupine
 * does it: the history's call and return events in time order on a doubly linked list; an
 * operation whose call is reachable before any pending return is tried next (lifted out of the list
 * when the model accepts its answer), and a return reached with its operation not yet placed means
 * the last choice was wrong (undone, the next candidate tried). A (placed set, state) pair already
 * explored is never explored again. The work is bounded: past `maxSteps` the answer is "too large".
 * Where the model says what state an answer shows (Model.shows), an order after which some operation
 * can no longer be reached is abandoned at once (`strandedCheck`).
 */
import type { History, Model } from "./model.ts";

interface Event {
  op: number;
  call: boolean;
  time: number;
  prev: Event | null;
  next: Event | null;
  match: Event | null;
}

export type SearchResult<S> =
  | { kind: "linearizable"; order: number[]; final: S; steps: number }
  | {
      kind: "not-linearizable";
      /** The longest order of operations (indexes into the history) the model accepted. */
      longest: number[];
      /** The state after `longest`. */
      stuck: S;
      steps: number;
    }
  | { kind: "too-large"; steps: number };

/** Calls before returns at equal times: operations that touch in time count as concurrent. */
function events(history: History): Event {
  const list: Event[] = [];
  history.forEach((o, op) => {
    const c: Event = { op, call: true, time: o.call, prev: null, next: null, match: null };
    const r: Event = { op, call: false, time: o.ret, prev: null, next: null, match: null };
    c.match = r;
    list.push(c, r);
  });
  list.sort((a, b) => a.time - b.time || (a.call === b.call ? a.op - b.op : a.call ? -1 : 1));
  const head: Event = { op: -1, call: false, time: -Infinity, prev: null, next: null, match: null };
  let last = head;
  for (const e of list) {
    e.prev = last;
    last.next = e;
    last = e;
  }
  return head;
}

function lift(e: Event): void {
  e.prev!.next = e.next;
  if (e.next) e.next.prev = e.prev;
  const m = e.match!;
  m.prev!.next = m.next;
  if (m.next) m.next.prev = m.prev;
}

function unlift(e: Event): void {
  const m = e.match!;
  m.prev!.next = m;
  if (m.next) m.next.prev = m;
  e.prev!.next = e;
  if (e.next) e.next.prev = e;
}

/**
 * Searches of at most this many operations prune stranded orders: the check costs up to n² cheap
 * look-ups per step, which the windows between quiet points (a round of racing clients) afford and a
 * whole history of many rounds does not.
 */
export const PRUNE_MAX_OPS = 128;

/**
 * Whether, from `state` with `placed` placed, some operation not yet placed is stranded: no chain of
 * the unplaced operations, each fitting after the one before (after the state the one before shows;
 * after one that shows none, anything), leads from `state` to it. Every order that goes on places
 * them all in one such chain, so a stranded one means none does; real time is ignored, which only
 * keeps chains that order could not take (the check never abandons an order that could go on).
 * Without it, 32 racing writes whose answers no order fits are refused only after every subset of
 * them has been placed in turn; with it, once the first write leaves the others out of reach.
 */
function strandedCheck<S, I, O>(
  model: Model<S, I, O>,
  history: History<I, O>,
): ((state: S, placed: Uint8Array) => boolean) | null {
  const { shows } = model;
  if (!shows || history.length > PRUNE_MAX_OPS) return null;
  const n = history.length;
  const fits = (state: S, j: number) => model.step(state, history[j].input, history[j].output).ok;
  // follows[i][j]: j's answer fits right after i's; null where i shows no state (anything may follow).
  const follows = history.map((o) => {
    const shown = shows(o.input, o.output);
    return shown === undefined ? null : history.map((_, j) => fits(shown, j));
  });
  return (state, placed) => {
    const reached = new Uint8Array(n);
    const queue: number[] = [];
    let left = 0;
    for (let j = 0; j < n; j++) {
      if (placed[j]) continue;
      left++;
      if (fits(state, j)) {
        reached[j] = 1;
        queue.push(j);
      }
    }
    for (let q = 0; q < queue.length && queue.length < left; q++) {
      const row = follows[queue[q]];
      if (row === null) return false;
      for (let j = 0; j < n; j++)
        if (!placed[j] && !reached[j] && row[j]) {
          reached[j] = 1;
          queue.push(j);
        }
    }
    return queue.length < left;
  };
}

export function search<S, I, O>(
  model: Model<S, I, O>,
  history: History<I, O>,
  init: S,
  maxSteps: number,
): SearchResult<S> {
  const key = model.key ?? ((s: S) => JSON.stringify(s));
  const head = events(history);
  const placed = new Uint8Array(history.length);
  const seen = new Set<string>();
  // `forced`: placed without a choice (see below), so undoing it undoes the choice before it too.
  const stack: { e: Event; before: S; forced: boolean }[] = [];
  /**
   * A read (Model.reads: it leaves every state as it is) that fits now is placed at once, with no
   * other choice tried first: its call is reachable, so every operation that answered before it began
   * is placed already, and an order placing it later, at a state its answer fits, stays an order when
   * it moves here (the operations it moves past see the states they saw). Without this, a read that
   * fits only at the start sends the search through every order of the writes racing it before the
   * read's return stops it. Only a read: a write that changes nothing here (an edge added again,
   * `enabled` set to what it is) may change the state at its place in the order, and moved here it
   * would not, so placing it first can refuse a history some order fits.
   */
  const { reads } = model;
  const forcedRead = (): Event | null => {
    if (!reads) return null;
    for (let c = head.next; c?.call; c = c.next) {
      const o = history[c.op];
      if (!reads(o.input)) continue;
      const r = model.step(state, o.input, o.output);
      if (!r.ok) continue;
      placed[c.op] = 1;
      const k = `${placed.join("")}|${key(state)}`;
      placed[c.op] = 0;
      if (!seen.has(k)) {
        seen.add(k);
        return c;
      }
    }
    return null;
  };
  /**
   * Operations alike (the same input and the same answer) are interchangeable but for their times:
   * of those whose calls are reachable now, only the one that returned first is tried next. An order
   * placing another of them next and that one later stays an order when the two swap (the later
   * place allows a later return; the first place, any reachable call), so nothing is lost, and racing
   * clients sending the same request (the same PUT, an edge added by all) cost a count, not a subset.
   */
  const kinds = new Map<string, number>();
  const kind = history.map((o) => {
    const k = JSON.stringify([o.input, o.output]);
    if (!kinds.has(k)) kinds.set(k, kinds.size);
    return kinds.get(k)!;
  });
  const outrun = (e: Event): boolean => {
    const mine = history[e.op];
    for (let c = head.next; c?.call; c = c.next) {
      if (c === e || kind[c.op] !== kind[e.op]) continue;
      const other = history[c.op];
      if (other.ret < mine.ret || (other.ret === mine.ret && c.op < e.op)) return true;
    }
    return false;
  };
  let state = init;
  let best: number[] = [];
  let bestState = init;
  let steps = 0;
  const stranded = strandedCheck(model, history);
  if (stranded?.(init, placed)) return { kind: "not-linearizable", longest: [], stuck: init, steps };
  let e = head.next;
  while (head.next) {
    if (++steps > maxSteps) return { kind: "too-large", steps };
    const read = e === head.next ? forcedRead() : null;
    if (read) {
      placed[read.op] = 1;
      stack.push({ e: read, before: state, forced: true });
      lift(read);
      e = head.next;
      if (stack.length > best.length) {
        best = stack.map((x) => x.e.op);
        bestState = state;
      }
      continue;
    }
    if (e!.call && outrun(e!)) {
      e = e!.next;
      continue;
    }
    if (e!.call) {
      const o = history[e!.op];
      const r = model.step(state, o.input, o.output);
      let advanced = false;
      if (r.ok) {
        placed[e!.op] = 1;
        const k = `${placed.join("")}|${key(r.next)}`;
        // A stranded pair is remembered as seen too: it stays stranded however it is reached.
        const fresh = !seen.has(k);
        if (fresh) seen.add(k);
        const goesOn = fresh && !stranded?.(r.next, placed);
        // An order the model accepts counts as the longest even where it strands the rest.
        if (fresh && stack.length + 1 > best.length) {
          best = [...stack.map((s) => s.e.op), e!.op];
          bestState = r.next;
        }
        if (goesOn) {
          stack.push({ e: e!, before: state, forced: false });
          state = r.next;
          lift(e!);
          e = head.next;
          advanced = true;
        } else placed[e!.op] = 0;
      }
      if (!advanced) e = e!.next;
    } else {
      // A return whose operation is not placed: no order of what is placed so far can go on.
      let top = stack.pop();
      while (top?.forced) {
        placed[top.e.op] = 0;
        state = top.before;
        unlift(top.e);
        top = stack.pop();
      }
      if (!top) return { kind: "not-linearizable", longest: best, stuck: bestState, steps };
      placed[top.e.op] = 0;
      state = top.before;
      unlift(top.e);
      e = top.e.next;
    }
  }
  return { kind: "linearizable", order: stack.map((s) => s.e.op), final: state, steps };
}
