/**
 * Model-based runs (fast-check's `fc.commands` + `fc.asyncModelRun`, STYLE.md "fast-check") under
 * the run's seed. A failing sequence is reported with fast-check's own report (seed, path and the
 * counterexample, which reads as a script because every command's `toString` reads like a call).
 * Shrinking is off (`endOnFailure`): every replay of a sequence sends real requests and creates
 * real resources on the target, so the first failing sequence is the one reported.
 */
import fc from "fast-check";
import { asVerdict, type CheckContext } from "../../../lib/rules/check.ts";
import { Inconclusive, Mismatch } from "./verdicts.ts";

export interface ModelRunOptions<M extends object, R> {
  commands: fc.Arbitrary<fc.AsyncCommand<M, R>>[];
  /** A fresh model and real handle for one sequence (creates what the sequence needs). */
  setup: () => Promise<{ model: M; real: R }>;
  /** Runs after each sequence, passed or failed (undo what the sequence changed). */
  after?: (model: M, real: R) => Promise<void>;
  numRuns: number;
  maxCommands: number;
  /** Seed label: distinct model runs of one rule use distinct seeds. */
  label?: string;
  /**
   * Sequences run before the generated ones (fast-check `examples`): the documents' main path of
   * the machine, so every run drives its rows whatever the seed; the generated sequences explore.
   */
  examples?: fc.AsyncCommand<M, R>[][];
}

/** Runs the model; ends the check with a failure (the counterexample and seed) or not-exercised. */
export async function runModel<M extends object, R>(c: CheckContext, o: ModelRunOptions<M, R>): Promise<{ runs: number }> {
  let runs = 0;
  const seed = c.seed(o.label ?? "model");
  try {
    await fc.assert(
      fc.asyncProperty(fc.commands(o.commands, { maxCommands: o.maxCommands }), async (cmds) => {
        runs += 1;
        const s = await o.setup();
        try {
          await fc.asyncModelRun(async () => s, cmds);
        } finally {
          await o.after?.(s.model, s.real);
        }
      }),
      { seed, numRuns: o.numRuns, endOnFailure: true, examples: (o.examples ?? []).map((e) => [e] as [Iterable<fc.AsyncCommand<M, R>>]) },
    );
  } catch (e) {
    const cause = (e as { cause?: unknown }).cause;
    const report = e instanceof Error ? e.message : String(e);
    if (cause instanceof Inconclusive) c.notExercised(cause.message);
    if (cause instanceof Mismatch) c.fail(`${cause.message}\n${report}`);
    // A verdict of the check context (c.fail, c.notExercised… called inside a command, e.g. by a
    // shared fixture) keeps its outcome, with fast-check's report when it is a failure.
    const verdict = asVerdict(cause);
    if (verdict?.outcome === "not-exercised") c.notExercised(verdict.message);
    if (verdict) c.fail(`${verdict.message}\n${report}`);
    c.fail(`the model run crashed: ${cause instanceof Error ? cause.message : report}\n${report}`);
  }
  return { runs };
}
