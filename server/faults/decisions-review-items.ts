/**
 * Faults of the review sessions (server/domain/decisions/kinds/review.ts, lines 1-159), each a
 * hole the mutants of that file showed; each names the rules it proves.
 */
import type { FaultDef } from "./index.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import type { OperationId } from "../../contract/operation-ids.ts";
import { crashOnNotFound, decisionsEdited, REVIEW_KINDS, REVIEW_RULES } from "./decision-answers.ts";

/** The decision routes whose path names an item, approval, finding or decision (doc 2 Decisions). */
const ID_ROUTES: readonly OperationId[] = [
  "setRequirementsFindingStatus",
  "replyRequirementsFinding",
  "setClarityFindingStatus",
  "replyClarityFinding",
  "setBrainstormOptionStatus",
  "replyBrainstormOption",
];

/** The reply's decision list with every review decision listed as an empty object. */
function reviewsEmptied(reply: Reply): Reply {
  return decisionsEdited(reply, (d) => ((REVIEW_KINDS as readonly string[]).includes(d.kind as string) ? {} : d));
}

export const faults = {
  "decision-review-listed-empty": {
    family: "STATE",
    description:
      "GET /runs/{runId}/decisions lists every review decision (requirements, clarity, brainstorm) as `{}`: no `kind`, none of its fields, though the run is parked on it",
    rules: REVIEW_RULES,
    install(layer) {
      layer.around("listRunDecisions", async (_ctx: RequestContext, next: () => Promise<Reply>) =>
        reviewsEmptied(await next()),
      );
    },
  },
  "decision-unknown-item-5xx": {
    family: "STATE",
    description:
      "a review's item verbs (set status, reply) crash on an item id the session does not carry: 500 instead of the 404 not-found",
    rules: REVIEW_RULES,
    install(layer) {
      crashOnNotFound(layer, ID_ROUTES);
    },
  },
} as const satisfies Record<string, FaultDef>;
