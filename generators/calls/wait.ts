/**
 * Waiting for the target to move, while a call is being prepared (a run to park, to fail, to take
 * an answer). A real target moves in real time: it is polled until a deadline, with a growing
 * pause between polls. The embedded reference server advances on reads, so there the polls follow
 * each other without a pause and the bound is a number of reads. A wait that runs out ends the
 * check not exercised: it waited for something the configuration promised (a pipeline that parks,
 * one that fails), not for something the documents state.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** How long a real target may take to reach what a call waits for. */
export const WAIT_MS = 20_000;
/** Reads of the embedded server before a wait gives up: a bound on the loop, not a time. */
const EMBEDDED_READS = 200;

/** Reads until `done(value)`; the value that satisfied it. */
export async function until<T>(
  c: CheckContext,
  what: string,
  read: () => Promise<T>,
  done: (v: T) => boolean,
  last: (v: T) => string = brief,
): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let pause = 100;
  for (let reads = 1; ; reads++) {
    const value = await read();
    if (done(value)) return value;
    if (c.t.info.embedded ? reads >= EMBEDDED_READS : Date.now() >= deadline) {
      c.notExercised(
        `the target did not ${what} within ${c.t.info.embedded ? `${EMBEDDED_READS} reads` : `${WAIT_MS} ms`} (last read: ${last(value)})`,
      );
    }
    if (!c.t.info.embedded) {
      await new Promise((r) => setTimeout(r, pause));
      pause = Math.min(pause * 2, 1_000);
    }
  }
}

function brief(v: unknown): string {
  const s = jsonText(v) ?? String(v);
  return s.length > 300 ? `${s.slice(0, 300)}…` : s;
}
