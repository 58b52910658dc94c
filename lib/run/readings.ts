/**
 * What a check depended on besides its own requests' answers, collected while it runs:
 *
 * - the configured readings of points the documents leave unshown (`bodies`, `facts`,
 *   `decisionFields`, `pipelines`), for its message (issue 17: the report says what it assumed);
 * - the operations its requests addressed, for the command that re-runs it (an `--operation` re-run
 *   must select them all: no request goes outside the selection).
 *
 * A note goes into every sink active in the async context: the check's own, and the sink of a shared
 * discovery (`memo`) being made, which hands what it collected on to every later check that uses the
 * discovery — a check reading a memoised success depends on its body and its setup too. The sinks
 * are an implicit context (context.ts `readingSinks`).
 */
import { readingSinks as sinks } from "./context.ts";

export interface Dependencies {
  /** Configuration key (`pipelines.straight`) → the value read. */
  readings: Map<string, unknown>;
  /** Operation ids the requests addressed. */
  operations: Set<string>;
}

export function dependencies(): Dependencies {
  return { readings: new Map(), operations: new Set() };
}

const madeWith = new WeakMap<Promise<unknown>, Dependencies>();

/** Notes that `key` (e.g. `pipelines.straight`) was read as `value`. */
export function noteReading(key: string, value: unknown): void {
  for (const s of sinks.getStore() ?? []) s.readings.set(key, value);
}

/** Notes a request to `operationId`. */
export function noteOperation(operationId: string): void {
  for (const s of sinks.getStore() ?? []) s.operations.add(operationId);
}

/** Runs `fn` with `sink` collecting what it depends on (the outer sinks still get it too). */
export function collecting<T>(sink: Dependencies, fn: () => Promise<T>): Promise<T> {
  return sinks.run([...(sinks.getStore() ?? []), sink], fn);
}

/** Makes a shared promise whose dependencies are handed on to each check that awaits it (`sharing`). */
export function madeCollecting<T>(make: () => Promise<T>): Promise<T> {
  const sink = dependencies();
  const p = collecting(sink, make);
  madeWith.set(p, sink);
  return p;
}

/** `p` as the running check sees it: once settled, what it was made with is the check's too. */
export function sharing<T>(p: Promise<T>): Promise<T> {
  const hand = () => {
    const d = madeWith.get(p);
    if (!d) return;
    for (const [k, v] of d.readings) noteReading(k, v);
    for (const op of d.operations) noteOperation(op);
  };
  return p.then(
    (v) => {
      hand();
      return v;
    },
    (e: unknown) => {
      hand();
      throw e;
    },
  );
}
