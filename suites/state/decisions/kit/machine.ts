/**
 * One decision kind as a model-based test, a thin layer over the state machines' driver
 * (suites/state/kit/model-run.ts): each sequence starts a run of the suite's own that parks on the
 * kind, drives the kind's verbs through commands whose model comes from the documents, and deletes
 * the task afterwards. The scripted sequences reach every verb and every deep state (an exceeded
 * gate, a last follow-up) under every seed; the generated ones explore the orders in between.
 */
import type { ClauseId } from "../../../../contract/clauses/index.ts";
import fc from "fast-check";
import type { CheckContext } from "../../../../lib/rules/check.ts";
import type { Rule } from "../../../../lib/rules/types.ts";
import { startableService } from "../../../../generators/calls/resources.ts";
import { runModel } from "../../kit/model-run.ts";
import { judgeOutcomeField } from "./fields.ts";
import { DecisionRun } from "./run.ts";
import { UnknownIdSweep } from "./unknown-id.ts";
import { bodyIdRoutes, UnknownBodyIdSweep } from "./unknown-body-id.ts";
import { StopParked } from "./stop-parked.ts";
import { verbIds } from "./verbs.ts";
import type { DecisionKind } from "../../../../generators/calls/decision-routes.ts";

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
  /** Scripted sequences, run before the generated ones (each makes fresh commands). */
  scripts: (() => Cmd<M>[])[];
  /** Generated sequences, on top of the scripted ones (default 3). */
  numRuns?: number;
  maxCommands?: number;
}

/** An arbitrary making a new command each time (commands remember what they did, for `toString`). */
export const fresh = <T>(make: () => T): fc.Arbitrary<T> => fc.constant(null).map(make);

/** The `n`-th of `xs`, wrapping around (commands pick items by index: ids are known only at run time). */
export function pickOf<T>(xs: readonly T[], n: number): T {
  return xs[n % xs.length];
}

/** Which key and pipeline the kind needs, or not-exercised with the reason. */
function preconditions(c: CheckContext, kind: DecisionKind): string {
  if (!c.t.keys.decide)
    c.notExercised(`no decide key: ${c.t.info.keyProblems.decide ?? "the key ladder could not mint one"}`);
  const pipelineId = c.t.info.pipelines.park[kind] ?? null;
  if (!pipelineId)
    c.notExercised(`no pipeline configured that parks on a ${kind} decision (pipelines.park["${kind}"] is null)`);
  return pipelineId;
}

/** Drives the kind's machine on runs parked on it; ends the check (pass, fail, or not exercised). */
async function driveKind<M extends BaseModel>(
  c: CheckContext,
  spec: MachineSpec<M>,
  ctx: { judgeField: string | null },
): Promise<never> {
  const pipelineId = preconditions(c, spec.kind);
  await startableService(c);
  const notes = new Set<string>();
  // The first script opens with the unknown-id sweep: every kind's id-addressing routes, on a run parked on it;
  // a kind whose bodies name ids gets one more run of its own for them (an accepted one may move the run).
  const scripts: Cmd<M>[][] = [
    ...spec.scripts.map((s, i) => (i === 0 ? [new UnknownIdSweep<M>(), ...s()] : s())),
    ...(bodyIdRoutes(spec.kind).length ? [[new UnknownBodyIdSweep<M>()]] : []),
    // One run of its own stopped while parked: its list must then ask nothing (kit/stop-parked.ts).
    [new StopParked<M>()],
  ];
  const { runs, seed } = await runModel<M, DecisionRun>(c, {
    commands: spec.commands,
    scripts,
    setup: async () => {
      const run = await DecisionRun.start(c, spec.kind, pipelineId, { judgeField: ctx.judgeField, notes });
      return { model: spec.init(run), real: run };
    },
    after: (_, run) => run.cleanup(),
    numRuns: spec.numRuns ?? 3,
    maxCommands: spec.maxCommands ?? 6,
    label: spec.kind,
    subject: `a run parked on ${spec.kind}`,
  });
  const driven = [...c.coveredIds].filter((id) => id.startsWith("verb:")).length;
  c.pass(
    `${runs} sequences on runs parked on ${spec.kind} (${scripts.length} scripted, seed ${seed}); ${driven} of its ${verbIds(spec.kind).length} verbs driven${notes.size ? `; ${[...notes].join("; ")}` : ""}`,
  );
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
    // Every read of the list checks its `taskId` (kit/run.ts); a vouched pipeline parks on the kind as
    // doc 1 lists it; an unknown id on the kind's routes or in its bodies is never a 5XX (kit/unknown-id.ts,
    // kit/unknown-body-id.ts); a run stopped while parked lists nothing waiting (kit/stop-parked.ts).
    clauses: [
      ...o.clauses,
      "D1-DECISION-LIST-TASK",
      "D1-SHAPE-DECISION-KINDS",
      "D2-ERR-CLASSES",
      "D2-DECISIONS-LIST-ASKING",
    ],
    profile: "full",
    scope: "global",
    transitions: ["RUN-PARK", "RUN-ADVANCE", ...o.rows, ...verbIds(o.kind)],
    check: async (c) => {
      // Every machine sends judge bodies (wrong-kind probes); the judge machine cannot do without.
      const judge = judgeOutcomeField(c);
      if (o.needsJudgeField && !judge.field) c.notExercised(judge.why);
      await driveKind(c, o.spec(c, judge.field), { judgeField: judge.field });
    },
  };
}
