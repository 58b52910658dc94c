/**
 * Faults of a review session's verbs (server/domain/decisions/kinds/review.ts, from its line 160),
 * each a hole its mutants showed: a park settled without a verb, resolve-exceeded's choices taken
 * for one another or lowering the cap, and a cap that never shows `exceeded`. Each names the rules
 * it proves.
 */
import { advance, rerun, stop } from "../domain/decisions/access.ts";
import { resultText } from "../domain/decisions/kinds/review-content.ts";
import type { RecordOf, ReviewKind } from "../domain/decisions/records.ts";
import type { RunRecord } from "../domain/runs/types.ts";
import type { RequestContext } from "../state/context.ts";
import {
  decisionsNow,
  parkedOn,
  parkedOnReview,
  REVIEW_RE_REVIEW,
  REVIEW_KINDS,
  REVIEW_RESOLVE_EXCEEDED,
  REVIEW_RULES,
} from "./decision-answers.ts";
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";

type Held = { run: RunRecord; rec: RecordOf<ReviewKind> };

/** Wraps each resolve-exceeded route of an exceeded session: `answer` replaces the choice's documented effect when it returns true. */
function onResolve(layer: FaultLayer, answer: (ctx: RequestContext, held: Held, choice: unknown) => boolean): void {
  for (const [op, kind] of REVIEW_RESOLVE_EXCEEDED) {
    layer.around(op, async (ctx, next) => {
      const held = parkedOnReview(ctx, kind);
      if (held?.rec.status !== "exceeded") return next();
      const choice = (ctx.body as { choice?: unknown } | undefined)?.choice;
      return answer(ctx, held, choice) ? decisionsNow(ctx, held.run) : next();
    });
  }
}

const stopReset = (ctx: RequestContext, { run, rec }: Held) =>
  stop(ctx.ws, run, rec, "stop_reset", `${rec.kind} exceeded its iteration cap: stopped and reset by request`);

export const faults = {
  "review-park-settled-at-once": {
    family: "STATE",
    description:
      "a review session the run parks on is settled (incorporated) and the run advanced on the first read of its decisions, with no verb sent: the configured review park never shows",
    rules: REVIEW_RULES,
    install(layer) {
      layer.around("listRunDecisions", async (ctx, next) => {
        for (const kind of REVIEW_KINDS) {
          const held = parkedOn(ctx, kind);
          if (held?.rec.status !== "ready") continue;
          held.rec.status = "incorporated";
          held.rec.result = resultText(held.rec);
          advance(ctx.ws, held.run, held.rec);
        }
        return next();
      });
    },
  },
  "review-extra-round-stops": {
    family: "STATE",
    description: "resolve-exceeded `extra-round` stops the run and resets the task instead of running one more round",
    rules: REVIEW_RULES,
    install(layer) {
      onResolve(layer, (ctx, held, choice) => choice === "extra-round" && (stopReset(ctx, held), true));
    },
  },
  "review-proceed-stop-reset-swapped": {
    family: "STATE",
    description:
      "resolve-exceeded `proceed` stops the run and `stop-reset` continues it with the last result (the two choices swapped)",
    rules: REVIEW_RULES,
    install(layer) {
      onResolve(layer, (ctx, held, choice) => {
        if (choice === "proceed") stopReset(ctx, held);
        else if (choice === "stop-reset") {
          held.rec.result = resultText(held.rec);
          advance(ctx.ws, held.run, held.rec);
        } else return false;
        return true;
      });
    },
  },
  "review-extra-round-lowers-cap": {
    family: "STATE",
    description:
      "resolve-exceeded `extra-round` lowers `maxIterations` by one: the extra pass opens ready at an iteration beyond the cap it reports",
    rules: REVIEW_RULES,
    install(layer) {
      onResolve(layer, (ctx, { run, rec }, choice) => {
        if (choice !== "extra-round") return false;
        rec.maxIterations -= 1;
        rec.status = "reviewing";
        rerun(ctx.ws, run, rec);
        return true;
      });
    },
  },
  "review-cap-status-unlisted": {
    family: "STATE",
    description:
      'the re-review asking for a pass beyond the cap leaves the session at rest with status "" instead of `exceeded`',
    rules: ["STATE-REVIEW-CAP-EXACT"],
    install(layer) {
      for (const [op, kind] of REVIEW_RE_REVIEW) {
        layer.around(op, async (ctx, next) => {
          const held = parkedOnReview(ctx, kind);
          const atCap =
            held?.rec.status === "ready" &&
            held.rec.items.some((i) => i.status === "open") &&
            held.rec.iteration >= held.rec.maxIterations;
          if (!held || !atCap) return next();
          held.rec.status = "" as RecordOf<ReviewKind>["status"];
          return decisionsNow(ctx, held.run);
        });
      }
    },
  },
} as const satisfies Record<string, FaultDef>;
