/**
 * Faults of a review session's iteration cap (doc 2 Limits, "exceeding them yields the exceeded
 * state"): the session exceeds one pass late, or one pass early. The reference server opens pass 1
 * at iteration 1 and answers the re-review at iteration `maxIterations` with `exceeded`
 * (server/domain/decisions/kinds/review.ts); each fault moves that point by one pass.
 */
import type { RequestContext } from "../state/context.ts";
import { rerun } from "../domain/decisions/access.ts";
import type { RunRecord } from "../domain/runs/types.ts";
import type { RecordOf, ReviewKind } from "../domain/decisions/records.ts";
import { decisionsNow, parkedOnReview, REVIEW_RE_REVIEW } from "./decision-answers.ts";
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";

/** A re-review the documented code would answer with one more pass or `exceeded` (a ready session, an item open). */
function asksAPass(rec: RecordOf<ReviewKind>): boolean {
  return rec.status === "ready" && rec.items.some((i) => i.status === "open");
}

/** Wraps every re-review route: `at(rec)` says when the fault answers instead, `answer` what it does. */
type Held = { run: RunRecord; rec: RecordOf<ReviewKind> };

function onReReview(
  layer: FaultLayer,
  at: (rec: RecordOf<ReviewKind>) => boolean,
  answer: (ctx: RequestContext, held: Held) => void,
): void {
  for (const [op, kind] of REVIEW_RE_REVIEW) {
    layer.around(op, async (ctx, next) => {
      const held = parkedOnReview(ctx, kind);
      if (!held || !asksAPass(held.rec) || !at(held.rec)) return next();
      answer(ctx, held);
      return decisionsNow(ctx, held.run);
    });
  }
}

export const faults = {
  "state-review-cap-one-pass-late": {
    family: "STATE",
    description:
      "a review session at its cap runs one more pass (iteration maxIterations + 1, ready) before a re-review yields exceeded",
    rules: ["STATE-REVIEW-CAP-EXACT"],
    install(layer) {
      // At the cap the re-review re-runs the step as if a pass were left.
      onReReview(
        layer,
        (rec) => rec.iteration === rec.maxIterations,
        (ctx, { run, rec }) => {
          rec.status = "reviewing";
          rerun(ctx.ws, run, rec);
        },
      );
    },
  },
  "state-review-cap-one-pass-early": {
    family: "STATE",
    description: "a review session exceeds on the re-review one pass before its cap (at iteration maxIterations - 1)",
    rules: ["STATE-REVIEW-CAP-EXACT"],
    install(layer) {
      onReReview(
        layer,
        (rec) => rec.iteration === rec.maxIterations - 1,
        (_ctx, { rec }) => {
          rec.status = "exceeded";
        },
      );
    },
  },
} as const satisfies Record<string, FaultDef>;
