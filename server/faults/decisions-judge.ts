/**
 * Faults of the judge decision (server/domain/decisions/kinds/judge.ts), each a hole the mutants of
 * that file showed: a bounce taken as a stop or doing nothing, the bounce cap (doc 2 Limits,
 * iteration caps: the judge reports `maxBounces`), a judge back from its rework that no longer reads
 * awaiting a decision, and a resolve body naming none of the stated outcomes; and, across every kind,
 * a verb that sends work back answered with the run stopped. Each names the rules it proves.
 */
import type { OperationId } from "../../contract/operation-ids.ts";
import { stop } from "../domain/decisions/access.ts";
import type { JudgeRecord } from "../domain/decisions/records.ts";
import { recordsOfKind } from "../domain/decisions/state.ts";
import type { RunRecord } from "../domain/runs/types.ts";
import { failRun, getRun } from "../domain/runs/engine.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import { decisionsEdited, decisionsNow, parkedOn } from "./decision-answers.ts";
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";

const RULES = ["STATE-DECISION-JUDGE"] as const;
const OUTCOMES = new Set(["proceed", "bounce", "stop"]);

const outcomeOf = (ctx: RequestContext): unknown => (ctx.body as { outcome?: unknown } | undefined)?.outcome;

/** The verbs that send work back (the fault's rules are the machines that drive them, suites/state/decisions). */
const REWORK: readonly OperationId[] = [
  "requestRunDecisionChanges",
  "continueInterview",
  "challengePrReviewFinding",
  "requestHumanTestFix",
  "requestVisualConfirmationFix",
  "reReviewRequirements",
  "reReviewClarity",
  "reReviewBrainstorm",
  "incorporateRequirements",
  "incorporateClarity",
  "incorporateBrainstorm",
];

/** Runs bounce with the run's judges at their cap allowed one bounce more than the `maxBounces` they report. */
function oneBouncePastTheCap(layer: FaultLayer): void {
  layer.around("resolveJudge", async (ctx: RequestContext, next: () => Promise<Reply>) => {
    const capped = recordsOfKind(ctx.ws, ctx.params.runId, "judge").filter((r) => r.bounces >= r.maxBounces);
    for (const r of capped) r.maxBounces += 1;
    try {
      return await next();
    } finally {
      for (const r of capped) r.maxBounces -= 1;
    }
  });
}

/**
 * Resolves a judge the run is parked on whose body's outcome `when` picks with `act` instead of the
 * server's own reading, answering the run's decision list as it then stands.
 */
function onJudge(
  layer: FaultLayer,
  when: (outcome: unknown) => boolean,
  act: (ctx: RequestContext, held: { run: RunRecord; rec: JudgeRecord }) => void,
): void {
  layer.around("resolveJudge", async (ctx: RequestContext, next: () => Promise<Reply>) => {
    const held = parkedOn(ctx, "judge");
    if (!held || !when(outcomeOf(ctx))) return next();
    act(ctx, held);
    return decisionsNow(ctx, held.run);
  });
}

/** The judge stopped as `stop` stops it. */
function stopAtJudge(ctx: RequestContext, held: { run: RunRecord; rec: JudgeRecord }): void {
  held.rec.status = "failed";
  stop(ctx.ws, held.run, held.rec, "judge_stopped", "stopped at the judge's verdict");
}

export const faults = {
  "decision-judge-bounce-stops": {
    family: "STATE",
    description:
      "judge resolve `bounce` stops the run, as `stop` would, instead of sending the producing step back for rework",
    rules: RULES,
    install: (layer) => onJudge(layer, (o) => o === "bounce", stopAtJudge),
  },
  "decision-judge-bounce-uncounted": {
    family: "STATE",
    description:
      "judge resolve `bounce` answers 200 and does nothing: no rework, the judge still waiting at the same `bounces`",
    rules: RULES,
    install: (layer) =>
      onJudge(
        layer,
        (o) => o === "bounce",
        () => {},
      ),
  },
  "decision-judge-bounce-past-cap": {
    family: "STATE",
    description:
      "the judge's bounce cap is hit one bounce late: a bounce at `bounces` equal to `maxBounces` reworks again, and the judge parks at `bounces` above its `maxBounces`",
    rules: RULES,
    install: oneBouncePastTheCap,
  },
  "decision-judge-back-unanswerable": {
    family: "STATE",
    description:
      "GET /runs/{runId}/decisions lists a judge that has bounced with status `reworked`, not `awaiting_decision`, though the run is parked on it again",
    rules: RULES,
    install(layer) {
      layer.around("listRunDecisions", async (_ctx: RequestContext, next: () => Promise<Reply>) =>
        decisionsEdited(await next(), (d) =>
          d.kind === "judge" && d.status === "awaiting_decision" && typeof d.bounces === "number" && d.bounces > 0
            ? { ...d, status: "reworked" }
            : d,
        ),
      );
    },
  },
  "decision-judge-admits-no-outcome": {
    family: "STATE",
    description:
      "judge resolve admits a body naming none of proceed, bounce and stop (`{}`, another outcome) and stops the run with it",
    rules: RULES,
    install: (layer) => onJudge(layer, (o) => typeof o !== "string" || !OUTCOMES.has(o), stopAtJudge),
  },
  "decision-rework-stops-run": {
    family: "STATE",
    description:
      "every verb that sends work back (request changes, continue, challenge, request fix, re-review, incorporate) answers with the run stopped `failed`, as a reject would",
    rules: [
      "STATE-DECISION-APPROVAL-GATE",
      "STATE-DECISION-INTERVIEW",
      "STATE-DECISION-PR-REVIEW",
      "STATE-DECISION-HUMAN-TEST",
      "STATE-DECISION-VISUAL-CONFIRMATION",
      "STATE-DECISION-REQUIREMENTS-REVIEW",
      "STATE-DECISION-CLARITY-REVIEW",
      "STATE-DECISION-BRAINSTORM",
    ],
    install(layer) {
      for (const id of REWORK)
        layer.around(id, async (ctx: RequestContext, next: () => Promise<Reply>) => {
          const reply = await next();
          const run = reply.kind === "json" && reply.status === 200 ? getRun(ctx.ws, ctx.params.runId) : undefined;
          if (!run) return reply;
          failRun(ctx.ws, run, "rework_stopped", "stopped instead of reworking");
          return decisionsNow(ctx, run);
        });
    },
  },
} as const satisfies Record<string, FaultDef>;
