/**
 * The one driver of every state machine's model-based runs (fast-check's `fc.commands` +
 * `fc.asyncModelRun`) under the run's seed. Scripted sequences (fast-check
 * `examples`: the documents' main paths, so every run drives their rows whatever the seed) run
 * first, then `numRuns` generated ones explore the orders in between. Shrinking is off
 * (`endOnFailure`): every replay of a sequence sends real requests and creates real resources on
 * the target, so the first failing sequence is the one reported, as a script up to the command that
 * failed (counterexample.ts). What the run threw becomes the check's verdict in `settle`.
 */
import fc from "fast-check";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { counterexample, traced, Trail } from "./counterexample.ts";
import { settle } from "./verdicts.ts";

export interface ModelRunOptions<M extends object, R> {
  commands: fc.Arbitrary<fc.AsyncCommand<M, R>>[];
  /** Sequences run before the generated ones, in order (fresh commands: they record what they did). */
  scripts?: fc.AsyncCommand<M, R>[][];
  /** A fresh model and real side for one sequence (creates what the sequence needs). */
  setup: () => Promise<{ model: M; real: R }>;
  /** Runs after each sequence, passed or failed (undo what the sequence changed). */
  after?: (model: M, real: R) => Promise<void>;
  /** Generated sequences, on top of the scripted ones. */
  numRuns: number;
  maxCommands: number;
  /** Seed label (default "model"): distinct model runs of one rule use distinct seeds. */
  label?: string;
  /** What every sequence runs on, for the counterexample ("endpoint …", "a run parked on fork"). */
  subject?: string;
}

/**
 * Runs the model. Returns the sequences run and fast-check's seed when every one held; otherwise
 * ends the check: a failure with the counterexample, or not-exercised.
 */
export async function runModel<M extends object, R>(
  c: CheckContext,
  o: ModelRunOptions<M, R>,
): Promise<{ runs: number; seed: number }> {
  const seed = c.seed(o.label ?? "model");
  const scripts = o.scripts ?? [];
  let trail = new Trail(0);
  const current = () => trail;
  // Wrapping maps each drawn command: fast-check draws exactly what it draws unwrapped (same seed, same sequences).
  const arbs = o.commands.map((a) => a.map((cmd) => traced(cmd, current)));
  let runs = 0;
  const property = fc.asyncProperty(fc.commands(arbs, { maxCommands: o.maxCommands }), async (cmds) => {
    trail = new Trail(++runs);
    const s = await o.setup();
    trail.phase = "commands";
    try {
      await fc.asyncModelRun(async () => s, cmds);
    } catch (e) {
      // Undo what the failing sequence made; the failure is what gets reported, not the undo's.
      await o.after?.(s.model, s.real).catch(() => undefined);
      throw e;
    }
    trail.phase = "after";
    await o.after?.(s.model, s.real);
  });
  const total = scripts.length + o.numRuns;
  const details = await fc.check(property, {
    seed,
    // fast-check counts the examples among the runs: the generated sequences come on top of them.
    numRuns: total,
    endOnFailure: true,
    examples: scripts.map((s) => [s.map((cmd) => traced(cmd, current))] as [Iterable<fc.AsyncCommand<M, R>>]),
  });
  if (details.failed) {
    const path = details.counterexamplePath ?? "?";
    settle(
      c,
      details.errorInstance,
      counterexample({
        trail,
        scripted: scripts.length,
        total,
        subject: o.subject,
        runSeed: c.t.seed,
        ruleId: c.rule.id,
        fcSeed: details.seed,
        path,
      }),
    );
  }
  return { runs, seed };
}
