/**
 * Records a history (model.ts) while clients race: each operation's client, its input, its answer,
 * and its invocation and response times on the monotonic clock (performance.now, never the wall
 * clock, which may step). An operation that throws is not recorded and the error passes on: its
 * effect is unknown, and the caller ends the check (a transport error is the check's verdict).
 */
import type { Operation } from "./model.ts";

export class HistoryRecorder<I, O> {
  readonly operations: Operation<I, O>[] = [];

  async record(client: number, input: I, run: () => Promise<O>): Promise<O> {
    const call = performance.now();
    const output = await run();
    const ret = performance.now();
    this.operations.push({ client, input, output, call, ret });
    return output;
  }
}

/**
 * Runs `clients` workers at once, each taking its operations one after another (`work(client)`),
 * and waits for all of them; the first error is thrown once every worker has ended, so no request
 * is left running behind the caller.
 */
export async function race(clients: number, work: (client: number) => Promise<void>): Promise<void> {
  const settled = await Promise.allSettled(Array.from({ length: clients }, (_, i) => work(i + 1)));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) throw failed.reason;
}
