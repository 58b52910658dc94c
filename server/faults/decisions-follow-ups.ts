/**
 * Faults of the follow-ups decision (server/domain/decisions/kinds/follow-ups.ts), each a hole the
 * mutants of that file showed: the coder's loop for sent-back items (doc 1 "Follow-up item | send
 * back | once every item is decided, the coder loops for sent-back items within maxLoops"), the
 * decision the run parks on, and an item id no item carries. Each names the rule it proves.
 */
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import type { OperationId } from "../../contract/operation-ids.ts";
import { recordsOfKind } from "../domain/decisions/state.ts";
import { crashOnNotFound, decisionsEdited } from "./decision-answers.ts";

const RULES = ["STATE-DECISION-FOLLOW-UPS"] as const;

/** The follow-up item verbs, each addressing an item by id (doc 2 Decisions). */
const ITEM_ROUTES: readonly OperationId[] = [
  "answerFollowUpItem",
  "dismissFollowUpItem",
  "fileFollowUpItem",
  "sendBackFollowUpItem",
];

/** The reply's decision list with every follow-ups decision listed without its items. */
function itemless(reply: Reply): Reply {
  return decisionsEdited(reply, (d) => (d.kind === "follow-ups" ? { ...d, items: [] } : d));
}

/** Runs every item verb with the run's follow-ups allowed one loop more than the `maxLoops` they report. */
function oneLoopPastTheCap(layer: FaultLayer): void {
  for (const id of ITEM_ROUTES) {
    layer.around(id, async (ctx: RequestContext, next: () => Promise<Reply>) => {
      const capped = recordsOfKind(ctx.ws, ctx.params.runId, "follow-ups").filter((r) => r.loops >= r.maxLoops);
      for (const r of capped) r.maxLoops += 1;
      try {
        return await next();
      } finally {
        for (const r of capped) r.maxLoops -= 1;
      }
    });
  }
}

export const faults = {
  "decision-follow-up-loop-unsent": {
    family: "STATE",
    description:
      "once every follow-up item is decided the coder loops for every item it has not looped for, sent back or not: dismissing every item makes `loops` one more",
    rules: RULES,
    install(layer) {
      layer.replace("followUps.loopFor", () => (rec) => rec.items.filter((i) => i.status !== "pending" && !i.looped));
    },
  },
  "decision-follow-up-send-back-ignored": {
    family: "STATE",
    description:
      "the coder never loops for sent-back follow-up items: deciding the last item advances the run with `loops` unchanged, and its report says so",
    rules: RULES,
    install(layer) {
      layer.replace("followUps.loopFor", () => () => []);
    },
  },
  "decision-follow-up-loop-past-cap": {
    family: "STATE",
    description:
      "the follow-ups cap is hit one pass late: a send-back at `loops` equal to `maxLoops` makes the coder loop once more (`loops` above `maxLoops`)",
    rules: RULES,
    install: oneLoopPastTheCap,
  },
  "decision-follow-ups-listed-itemless": {
    family: "STATE",
    description:
      "GET /runs/{runId}/decisions lists the follow-ups decision with no item, though the run is parked on its undecided items",
    rules: RULES,
    install(layer) {
      layer.around("listRunDecisions", async (_ctx: RequestContext, next: () => Promise<Reply>) =>
        itemless(await next()),
      );
    },
  },
  "decision-follow-up-unknown-item-5xx": {
    family: "STATE",
    description:
      "the follow-up item verbs (answer, dismiss, file, send back) crash on an item id no item carries: 500 instead of the 404 not-found",
    rules: RULES,
    install(layer) {
      crashOnNotFound(layer, ITEM_ROUTES);
    },
  },
} as const satisfies Record<string, FaultDef>;
