/**
 * Faults of the PR review (server/domain/decisions/kinds/pr-review.ts), each a hole the mutants of
 * that file showed, and the same hole in every decision kind whose request body names an id; each
 * names the rules it proves.
 */
import type { FaultDef } from "./index.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import { decisionsNow, parkedOn } from "./decision-answers.ts";

/** A crash, as a server reading a body's id as a record it holds would (answered 500). */
function crash(what: string): never {
  throw new Error(`no such ${what}`);
}

export const faults = {
  "decision-pr-review-dismiss-keeps-selected": {
    family: "STATE",
    description:
      "dismissing a PR-review finding marks it dismissed but leaves it among `selectedFindingIds`: a dropped finding still selected for fix and post",
    rules: ["STATE-DECISION-PR-REVIEW"],
    install(layer) {
      layer.around("dismissPrReviewFinding", async (ctx: RequestContext, next: () => Promise<Reply>) => {
        const held = parkedOn(ctx, "pr-review");
        const before = held ? [...held.rec.selectedFindingIds] : [];
        const reply = await next();
        if (!held || reply.kind !== "json" || reply.status !== 200) return reply;
        held.rec.selectedFindingIds = before;
        return decisionsNow(ctx, held.run);
      });
    },
  },
  "decision-unknown-body-id-5xx": {
    family: "STATE",
    description:
      "an answer whose body names a fork, question or finding the decision does not carry (choose `forkId`, interview `questionId`, PR-review resolve `findingIds`) crashes: 500 instead of a 4XX or an answer",
    rules: ["STATE-DECISION-FORK", "STATE-DECISION-INTERVIEW", "STATE-DECISION-PR-REVIEW"],
    install(layer) {
      layer.around("chooseFork", async (ctx, next) => {
        const forkId = (ctx.body as { forkId?: string | null }).forkId;
        const held = parkedOn(ctx, "fork");
        if (held && typeof forkId === "string" && !held.rec.forks.some((f) => f.forkId === forkId)) crash("fork");
        return next();
      });
      layer.around("answerInterviewQuestion", async (ctx, next) => {
        const questionId = (ctx.body as { questionId?: string }).questionId;
        const held = parkedOn(ctx, "interview");
        if (held && !held.rec.questions.some((q) => q.questionId === questionId)) crash("question");
        return next();
      });
      layer.around("resolvePrReview", async (ctx, next) => {
        const ids = (ctx.body as { findingIds?: string[] }).findingIds ?? [];
        const held = parkedOn(ctx, "pr-review");
        if (held && ids.some((id) => !held.rec.findings.some((f) => f.findingId === id))) crash("finding");
        return next();
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
