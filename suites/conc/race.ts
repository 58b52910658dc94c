/**
 * How a CONC rule runs: `raceClients` clients (--race-clients) each send one operation per round,
 * all at once, for `raceRounds` rounds (--race-rounds); every operation on the resource — the
 * racing ones and the set-up between rounds — is recorded with its times on the monotonic clock
 * (lib/history/recorder.ts), and the history is checked for linearizability against the rule's
 * model of the documents (lib/history/checker.ts). Which client sends what in which round comes from
 * the check's seed, so the same seed replays the same schedule (not the same interleaving: that is
 * the target's). The verdict carries the history's size and the checker's time; a failure carries
 * the smallest window no order fits, as a timeline.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { checkHistory, DEFAULT_MAX_STEPS } from "../../lib/history/checker.ts";
import type { Model, Operation } from "../../lib/history/model.ts";
import { HistoryRecorder, race } from "../../lib/history/recorder.ts";
import { timeline } from "../../lib/history/timeline.ts";
import { prng } from "../../lib/rules/seed.ts";

/** One operation a client sends: its input (for the model) and how to send it (answering the output). */
export interface Step<I, O> {
  input: I;
  send: () => Promise<O>;
  /** When it answers true the step is not sent (nor recorded): a walk's further pages once its cursor is null. */
  unless?: () => boolean;
}

export interface Race<S, I, O> {
  model: Model<S, I, O>;
  /**
   * What `client` (1…N) sends in `round` (1…R): one operation, or several sent one after another;
   * `pick` draws from the check's seeded stream.
   */
  step: (client: number, round: number, pick: () => number) => Step<I, O> | Step<I, O>[];
  /** Work before each round that is no operation on the resource (a fresh key minted for it). */
  prepare?: (round: number) => Promise<void>;
  /** Operations on the resource before the first round (its starting point), recorded as client 0's. */
  before?: Step<I, O>[];
  /** Operations on the resource between rounds (a reset), recorded as client 0's. */
  between?: (round: number) => Step<I, O>[];
  /**
   * Why the history exercised nothing (every racing write refused: a cap reached, a scope missing),
   * or null: the model accepts a refusal anywhere, so a history of refusals alone proves nothing.
   */
  unexercised?: (history: Operation<I, O>[]) => string | null;
  /** The resource in words, for the verdict. */
  what: string;
  /** What the documents state, for a failure's "Documented:". */
  documented: string;
}

export async function runRace<S, I, O>(c: CheckContext, spec: Race<S, I, O>): Promise<never> {
  const clients = c.t.info.raceClients;
  const rounds = c.t.info.raceRounds;
  const seed = c.seed("race");
  const pick = prng(seed);
  const recorder = new HistoryRecorder<I, O>();
  for (const s of spec.before ?? []) await recorder.record(0, s.input, s.send);
  for (let round = 1; round <= rounds; round++) {
    await spec.prepare?.(round);
    const steps = Array.from({ length: clients }, (_, i) => [spec.step(i + 1, round, pick)].flat());
    await race(clients, async (client) => {
      for (const s of steps[client - 1]) if (!s.unless?.()) await recorder.record(client, s.input, s.send);
    });
    for (const s of spec.between?.(round) ?? []) await recorder.record(0, s.input, s.send);
  }
  const idle = spec.unexercised?.(recorder.operations);
  if (idle) c.notExercised(`${idle} (${clients} clients × ${rounds} rounds on ${spec.what})`);
  const result = checkHistory(spec.model, recorder.operations, DEFAULT_MAX_STEPS);
  const size = recorder.operations.length;
  const schedule = `${clients} clients × ${rounds} rounds, seed ${seed}`;
  c.history = { size, checkerMs: Math.round(result.ms * 10) / 10, verdict: result.verdict };
  if (result.verdict === "too-large")
    c.notExercised(
      `history too large: ${size} operations on ${spec.what} (${schedule}) passed the checker's bound of ${DEFAULT_MAX_STEPS} steps without a verdict; fewer --race-clients or --race-rounds keep it within`,
    );
  if (result.verdict === "not-linearizable") {
    const text = timeline(spec.model, result.counterexample as never);
    c.history.timeline = text;
    c.fail(
      `Received: no order of the ${size} operations on ${spec.what} (${schedule}) gives the answers they got; the smallest window:\n${text}\n/ Documented: ${spec.documented}`,
    );
  }
  c.pass(
    `${size} operations on ${spec.what} (${schedule}) are linearizable: one order of them gives every answer (checked in ${result.ms.toFixed(1)} ms)`,
  );
}
