/**
 * Faults of the fork decision (server/domain/decisions/kinds/fork.ts), each a hole the mutants of
 * that file showed: a fork awaiting its choice that offers nothing to choose by `forkId`, and a
 * choose naming neither a fork nor a custom approach (doc 1 "Fork | awaiting choice | choose |
 * `forkId` or custom approach") taken as a choice or crashing; and the same gap in the other verb
 * whose row states a condition with no listed refusal, a send-back of a `question` item (doc 1
 * "Follow-up item | any | send back | kind `follow_up`") taken. Each names the rule it proves.
 */
import type { FaultDef } from "./index.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import { decisionsEdited, parkedOn } from "./decision-answers.ts";

const RULES = ["STATE-DECISION-FORK"] as const;

/** The decision list GET /runs/{runId}/decisions answers, with each fork's `forks` as `edit` makes them. */
function forksListed(edit: (forks: unknown[]) => unknown[]): FaultDef["install"] {
  return (layer) => {
    layer.around("listRunDecisions", async (_ctx: RequestContext, next: () => Promise<Reply>) =>
      decisionsEdited(await next(), (d) =>
        d.kind === "fork" && Array.isArray(d.forks) ? { ...d, forks: edit(d.forks) } : d,
      ),
    );
  };
}

/** Whether a choose body names neither a fork nor a custom approach (each absent or null). */
function choosesNothing(body: unknown): boolean {
  const b = (body ?? {}) as { forkId?: unknown; custom?: unknown };
  return (b.forkId ?? null) === null && (b.custom ?? null) === null;
}

/** Wraps chooseFork: `act` runs on a choose naming nothing, on a run parked on a fork, before the handler. */
function onChoosingNothing(act: (ctx: RequestContext) => void): FaultDef["install"] {
  return (layer) => {
    layer.around("chooseFork", async (ctx, next) => {
      if (parkedOn(ctx, "fork") && choosesNothing(ctx.body)) act(ctx);
      return next();
    });
  };
}

export const faults = {
  "decision-fork-listed-forkless": {
    family: "STATE",
    description:
      "GET /runs/{runId}/decisions lists the fork awaiting its choice with no fork in `forks`: nothing to choose by `forkId`",
    rules: RULES,
    install: forksListed(() => []),
  },
  "decision-fork-forks-fieldless": {
    family: "STATE",
    description:
      "GET /runs/{runId}/decisions lists each fork of a fork awaiting its choice as `{}`: no id to choose it by `forkId`",
    rules: RULES,
    install: forksListed((forks) => forks.map(() => ({}))),
  },
  "decision-fork-choose-nothing-taken": {
    family: "STATE",
    description:
      "a choose naming neither a fork nor a custom approach (`{}`, or both null) is taken as a choice: the run advances with nothing chosen",
    rules: RULES,
    install: onChoosingNothing((ctx) => {
      ctx.body = { ...(ctx.body as object), custom: "(nothing chosen)" };
    }),
  },
  "decision-fork-choose-nothing-5xx": {
    family: "STATE",
    description:
      "a choose naming neither a fork nor a custom approach (`{}`, or both null) crashes reading the absent approach: 500 instead of a refusal",
    rules: RULES,
    install: onChoosingNothing(() => {
      throw new Error("cannot read the custom approach of null");
    }),
  },
  "decision-follow-up-question-sent-back": {
    family: "STATE",
    description: "sending back a question item is admitted: the item is queued, as only a follow_up item is",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
    install(layer) {
      layer.replace("followUps.admits", (admits) => (verb, it) => verb === "send-back" || admits(verb, it));
    },
  },
} as const satisfies Record<string, FaultDef>;
