/**
 * Faults of the interview decision (server/domain/decisions/kinds/interview.ts), each a hole the
 * mutants of that file showed: the interviewer's round cap (doc 2 Limits, iteration caps: an
 * interview reports `maxRounds`) and an interview that asks the human nothing (doc 2 Decisions: each
 * decision carries the ids its route addresses). Each names the rule it proves.
 */
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import { recordsOfKind } from "../domain/decisions/state.ts";
import { decisionsEdited } from "./decision-answers.ts";

const RULES = ["STATE-DECISION-INTERVIEW"] as const;

/** Runs continue with the run's interviews at their cap allowed one round more than the `maxRounds` they report. */
function oneRoundPastTheCap(layer: FaultLayer): void {
  layer.around("continueInterview", async (ctx: RequestContext, next: () => Promise<Reply>) => {
    const capped = recordsOfKind(ctx.ws, ctx.params.runId, "interview").filter((r) => r.round >= r.maxRounds);
    for (const r of capped) r.maxRounds += 1;
    try {
      return await next();
    } finally {
      for (const r of capped) r.maxRounds -= 1;
    }
  });
}

export const faults = {
  "decision-interview-round-past-cap": {
    family: "STATE",
    description:
      "the interview's round cap is hit one round late: a continue at `round` equal to `maxRounds` runs the interviewer again, and the interview parks at a `round` above its `maxRounds`",
    rules: RULES,
    install: oneRoundPastTheCap,
  },
  "decision-interview-listed-questionless": {
    family: "STATE",
    description:
      "GET /runs/{runId}/decisions lists the interview with no question, though the run is parked on it for the human's answers",
    rules: RULES,
    install(layer) {
      layer.around("listRunDecisions", async (_ctx: RequestContext, next: () => Promise<Reply>) =>
        decisionsEdited(await next(), (d) => (d.kind === "interview" ? { ...d, questions: [] } : d)),
      );
    },
  },
} as const satisfies Record<string, FaultDef>;
