/**
 * Waiting for a target to move. Runs advance in real time on a real server: the suite polls with a
 * deadline, backing off between polls. The embedded reference server advances on reads, so there
 * the polls follow each other without a pause (the back-off is only ever a pause between polls of
 * a real target, never synchronisation of the suite's own logic). Every wait is bounded.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { Inconclusive, Mismatch } from "./verdicts.ts";
import { jsonText } from "../../../lib/json/safe.ts";

/** How long a run or job may take to reach a state the suite waits for. */
export const WAIT_MS = 20_000;
/** Polls of the embedded server (no pauses there): a bound on the loop, not a time. */
const EMBEDDED_POLLS = 400;

export interface Polled<T> {
  value: T;
  polls: number;
}

/**
 * Reads until `until(value)` holds; every read is also passed to `each` (invariants that must hold
 * on the way). Throws a Mismatch "did not … within …" at the deadline.
 */
export async function poll<T>(
  c: CheckContext,
  what: string,
  read: () => Promise<T>,
  until: (v: T) => boolean,
  opts: {
    deadlineMs?: number;
    each?: (v: T) => void;
    /** A wait for something the configuration promised (not the documents): its timeout is not exercised, unless vouched for. */
    inconclusiveOnTimeout?: boolean;
  } = {},
): Promise<Polled<T>> {
  const deadline = Date.now() + (opts.deadlineMs ?? WAIT_MS);
  let pause = 200;
  for (let polls = 1; ; polls++) {
    const value = await read();
    opts.each?.(value);
    if (until(value)) return { value, polls };
    const out = c.t.info.embedded ? polls >= EMBEDDED_POLLS : Date.now() >= deadline;
    if (out) {
      const E = timedOut(c, opts.inconclusiveOnTimeout ?? false);
      throw new E(
        `the target did not ${what} within ${c.t.info.embedded ? `${EMBEDDED_POLLS} reads` : `${opts.deadlineMs ?? WAIT_MS} ms`}${promiseNote(c, opts.inconclusiveOnTimeout ?? false)} (last read: ${brief(value)})`,
      );
    }
    if (!c.t.info.embedded) {
      await new Promise((r) => setTimeout(r, pause));
      pause = Math.min(pause * 2, 2_000);
    }
  }
}

/**
 * What a wait that ran out is. A state the documents promise that never came is a failure. One only
 * the configuration promised (which pipeline parks, which one spends) is not exercised, since the
 * configuration may be wrong, unless it is vouched for (`--vouch`; the embedded server's own).
 */
export function timedOut(c: CheckContext, promisedByConfiguration: boolean): typeof Mismatch | typeof Inconclusive {
  return promisedByConfiguration && !c.t.info.vouch ? Inconclusive : Mismatch;
}

/** Said of a configured promise that ran out: whether it was vouched for, or how it could be. */
export function promiseNote(c: CheckContext, promisedByConfiguration: boolean): string {
  if (!promisedByConfiguration) return "";
  return c.t.info.vouch
    ? " (a promise of the configuration, vouched for)"
    : " (a promise of the configuration only: --vouch makes it a failure)";
}

function brief(v: unknown): string {
  const s = jsonText(v) ?? String(v);
  return s.length > 300 ? `${s.slice(0, 300)}…` : s;
}
