/**
 * One decision kind as a model-based test (fast-check's `fc.commands` + `fc.asyncModelRun`,
 * STYLE.md "fast-check"): each sequence starts a run of the suite's own that parks on the kind,
 * drives the kind's verbs through commands whose model comes from the documents, and deletes the
 * task afterwards. Scripted sequences (fast-check `examples`) run first so that every verb and every
 * deep state (an exceeded gate, a last follow-up) is reached under every seed; the random
 * sequences explore the orders in between. Shrinking is off (`endOnFailure`): every replay sends
 * real requests and creates real resources, so the first failing sequence is the one reported.
 */
import type { ClauseId } from "../../../../contract/clauses/index.ts";
import fc from "fast-check";
import type { CheckContext } from "../../../../lib/rules/check.ts";
import type { Rule } from "../../../../lib/rules/types.ts";
import { startableService } from "../../../common/resources.ts";
import { Inconclusive, Mismatch } from "./errors.ts";
import { judgeOutcomeField } from "./fields.ts";
import { DecisionRun } from "./run.ts";
import { verbIds, type DecisionKind } from "./verbs.ts";

export interface BaseModel {
  /** The decision was settled (the run advanced or stopped): no verb of the kind applies any more. */
  settled: boolean;
}

export type Cmd<M extends BaseModel> = fc.AsyncCommand<M, DecisionRun>;

export interface MachineSpec<M extends BaseModel> {
  kind: DecisionKind;
  /** The model of a freshly parked run, from the decision it lists. */
  init(run: DecisionRun): M;
  commands: fc.Arbitrary<Cmd<M>>[];
  /** Scripted sequences, run before the random ones. */
  scripts: (() => Cmd<M>[])[];
  numRuns?: number;
  maxCommands?: number;
}

/** A command that remembers whether it ran, so a failing sequence is reported up to where it failed. */
class Traced<M extends BaseModel> implements Cmd<M> {
  ran = false;
  constructor(readonly inner: Cmd<M>) {}
  check(m: Readonly<M>): boolean {
    return this.inner.check(m);
  }
  run(m: M, r: DecisionRun): Promise<void> {
    this.ran = true;
    return this.inner.run(m, r);
  }
  toString(): string {
    return this.inner.toString();
  }
}

/** The commands that ran, as a script; the last one is where the sequence failed. */
function scriptOf(cmds: Iterable<Cmd<BaseModel>>): string {
  const ran = [...cmds].filter((x) => x instanceof Traced && x.ran).map(String);
  return ran.length ? `${ran.join(" → ")} ✗` : "(failed while parking the run)";
}

/** An arbitrary making a new command each time (commands remember what they did, for `toString`). */
export const fresh = <T>(make: () => T): fc.Arbitrary<T> => fc.constant(null).map(make);

/** The `n`-th of `xs`, wrapping around (commands pick items by index: ids are known only at run time). */
export function pickOf<T>(xs: readonly T[], n: number): T {
  return xs[n % xs.length];
}

/** Which key and pipeline the kind needs, or not-exercised with the reason. */
function preconditions(c: CheckContext, kind: DecisionKind): string {
  if (!c.t.keys.decide) c.notExercised(`no decide key: ${c.t.info.keyProblems.decide ?? "the key ladder could not mint one"}`);
  const pipelineId = c.t.info.pipelines.park[kind] ?? null;
  if (!pipelineId) c.notExercised(`no pipeline configured that parks on a ${kind} decision (pipelines.park["${kind}"] is null)`);
  return pipelineId;
}

export async function runMachine<M extends BaseModel>(c: CheckContext, spec: MachineSpec<M>, ctx: { judgeField: string | null }): Promise<never> {
  const pipelineId = preconditions(c, spec.kind);
  await startableService(c);
  const notes = new Set<string>();
  let sequences = 0;
  const arbs = spec.commands.map((a) => a.map((x): Cmd<M> => new Traced(x)));
  const property = fc.asyncProperty(fc.commands(arbs, { maxCommands: spec.maxCommands ?? 6 }), async (cmds) => {
    sequences += 1;
    const run = await DecisionRun.start(c, spec.kind, pipelineId, { judgeField: ctx.judgeField, notes });
    try {
      await fc.asyncModelRun(async () => ({ model: spec.init(run), real: run }), cmds);
    } finally {
      await run.cleanup();
    }
  });
  const details = await fc.check(property, {
    seed: c.seed(spec.kind),
    // fast-check counts the examples among the runs: the random sequences come on top of them.
    numRuns: spec.scripts.length + (spec.numRuns ?? 3),
    endOnFailure: true,
    examples: spec.scripts.map((s) => [s().map((x): Cmd<M> => new Traced(x))] as [Iterable<Cmd<M>>]),
  });
  if (details.failed) {
    const err = details.errorInstance;
    if (err instanceof Inconclusive) c.notExercised(err.message);
    // A verdict of the check context itself (not-exercised from a shared fixture): as it came.
    if (!(err instanceof Error)) throw err;
    const cmds = details.counterexample?.[0];
    const script = cmds === undefined ? "?" : scriptOf(cmds as Iterable<Cmd<BaseModel>>);
    const head = err instanceof Mismatch ? err.message : `the model run crashed: ${err.message}`;
    c.fail(`${head}\nSequence on a run parked on ${spec.kind}: ${script}\n(fast-check seed ${details.seed}, path ${details.counterexamplePath}; conformance --seed ${c.t.seed})`);
  }
  const driven = [...c.coveredIds].filter((id) => id.startsWith("verb:")).length;
  c.pass(`${sequences} sequences on runs parked on ${spec.kind} (${spec.scripts.length} scripted, seed ${c.seed(spec.kind)}); ${driven} of its ${verbIds(spec.kind).length} verbs driven${notes.size ? `; ${[...notes].join("; ")}` : ""}`);
}

/** A rule driving one decision kind (global, `full` profile: it starts runs). */
export function decisionRule<M extends BaseModel>(o: {
  id: string;
  kind: DecisionKind;
  title: string;
  clause: string;
  /** Register ids it checks besides its rows (contract/clauses). */
  clauses: readonly ClauseId[];
  /** Rows of suites/state/transitions.ts the machine drives (its verbs are added). */
  rows: string[];
  spec: (c: CheckContext, judgeField: string | null) => MachineSpec<M>;
  /** The machine needs the judge body field (unknown: the rule is not exercised, with the reason). */
  needsJudgeField?: boolean;
}): Rule {
  return {
    id: o.id,
    title: o.title,
    level: "MUST",
    family: "STATE",
    clause: o.clause,
    clauses: o.clauses,
    profile: "full",
    scope: "global",
    transitions: ["RUN-PARK", "RUN-ADVANCE", ...o.rows, ...verbIds(o.kind)],
    check: async (c) => {
      // Every machine sends judge bodies (wrong-kind probes); the judge machine cannot do without.
      const judge = judgeOutcomeField(c);
      if (o.needsJudgeField && !judge.field) c.notExercised(judge.why);
      await runMachine(c, o.spec(c, judge.field), { judgeField: judge.field });
    },
  };
}
