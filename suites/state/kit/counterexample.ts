/**
 * A model run's failing sequence as a script: the commands that ran, in order, up to and including
 * the one that failed, then what replays it. Every sequence keeps a trail while it runs, because
 * neither of fast-check's own records says where it stopped: its report prints a scripted sequence
 * (an `examples` entry) whole, run or not, and neither marks the failing command. (Commands record
 * what they did, so they are printed after the run, never before.)
 */
import type fc from "fast-check";

/** Where a sequence is: making its model and real side, running its commands, or undoing them. */
export type Phase = "setup" | "commands" | "after";

/** One sequence as it runs; `index` counts from 1, scripted sequences first. */
export class Trail {
  phase: Phase = "setup";
  readonly ran: { toString(): string }[] = [];
  constructor(readonly index: number) {}
}

/** `cmd`, recording in the sequence's trail (`current()`) that it ran. */
export function traced<M extends object, R>(cmd: fc.AsyncCommand<M, R>, current: () => Trail): fc.AsyncCommand<M, R> {
  return {
    check: (m) => cmd.check(m),
    run: (m, r) => {
      current().ran.push(cmd);
      return cmd.run(m, r);
    },
    toString: () => cmd.toString(),
  };
}

export interface FailedSequence {
  trail: Trail;
  /** How many scripted sequences ran before the generated ones, and how many sequences in all. */
  scripted: number;
  total: number;
  /** What every sequence runs on ("endpoint …", "a run parked on fork"). */
  subject?: string;
  /** The conformance run's seed and the rule: `--seed N --only RULE` replays the sequences. */
  runSeed: number;
  ruleId: string;
  /** fast-check's seed (derived from the run's seed) and path of the failing sequence. */
  fcSeed: number;
  path: string;
}

export function counterexample(f: FailedSequence): string {
  const { trail, scripted } = f;
  const which =
    trail.index <= scripted
      ? `scripted sequence ${trail.index} of ${scripted}`
      : `generated sequence ${trail.index - scripted} of ${f.total - scripted}`;
  const lines = trail.ran.map((cmd, i) => `  ${i + 1}. ${cmd}`);
  if (trail.phase === "setup") lines.push("  ✗ failed while setting the sequence up, before its first command");
  else if (trail.phase === "after") lines.push("  ✗ failed undoing the sequence, after its last command");
  else if (lines.length) lines[lines.length - 1] += "  ✗ failed here";
  else lines.push("  ✗ failed before its first command ran");
  return [
    `Counterexample: ${which}${f.subject ? ` on ${f.subject}` : ""}, up to where it failed:`,
    ...lines,
    `Replay: the same target and settings with --seed ${f.runSeed} --only ${f.ruleId} (fast-check seed ${f.fcSeed}, path "${f.path}"; not shrunk: every replay sends real requests)`,
  ].join("\n");
}
