/**
 * The Wing–Gong search for a linearization of one history, with Lowe's memoisation, as Porcupine
 * does it: the history's call and return events in time order on a doubly linked list; an
 * operation whose call is reachable before any pending return is tried next (lifted out of the list
 * when the model accepts its answer), and a return reached with its operation not yet placed means
 * the last choice was wrong (undone, the next candidate tried). A (placed set, state) pair already
 * explored is never explored again. The work is bounded: past `maxSteps` the answer is "too large".
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
  const stack: { e: Event; before: S }[] = [];
  let state = init;
  let best: number[] = [];
  let bestState = init;
  let steps = 0;
  let e = head.next;
  while (head.next) {
    if (++steps > maxSteps) return { kind: "too-large", steps };
    if (e!.call) {
      const o = history[e!.op];
      const r = model.step(state, o.input, o.output);
      let advanced = false;
      if (r.ok) {
        placed[e!.op] = 1;
        const k = `${placed.join("")}|${key(r.next)}`;
        if (!seen.has(k)) {
          seen.add(k);
          stack.push({ e: e!, before: state });
          state = r.next;
          lift(e!);
          e = head.next;
          advanced = true;
          if (stack.length > best.length) {
            best = stack.map((s) => s.e.op);
            bestState = state;
          }
        } else placed[e!.op] = 0;
      }
      if (!advanced) e = e!.next;
    } else {
      // A return whose operation is not placed: no order of what is placed so far can go on.
      const top = stack.pop();
      if (!top) return { kind: "not-linearizable", longest: best, stuck: bestState, steps };
      placed[top.e.op] = 0;
      state = top.before;
      unlift(top.e);
      e = top.e.next;
    }
  }
  return { kind: "linearizable", order: stack.map((s) => s.e.op), final: state, steps };
}
