/**
 * Faults of the approval gate's verbs (server/domain/decisions/kinds/approval-gate.ts), each a hole
 * its mutants showed: resolve-exceeded's choices taken for one another or `extra-round` doing
 * nothing, a companion cap reached a round late, a re-run that brings the gate back unanswerable;
 * and the same kinds of hole on the other kinds' continue and stop verbs (input-gate proceed, judge
 * stop). Each names the rules it proves.
 */
import { advance, stop } from "../domain/decisions/access.ts";
import type { ApprovalRecord } from "../domain/decisions/records.ts";
import type { RunRecord } from "../domain/runs/types.ts";
import type { RequestContext } from "../state/context.ts";
import { decisionsNow, parkedOn } from "./decision-answers.ts";
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";

const RULE = ["STATE-DECISION-APPROVAL-GATE"] as const;

type Held = { run: RunRecord; rec: ApprovalRecord };

/** The exceeded gate a resolve-exceeded request addresses, held and pending. */
function exceededGate(ctx: RequestContext): Held | undefined {
  const held = parkedOn(ctx, "approval-gate");
  return held?.rec.approvalId === ctx.params.approvalId && held.rec.status === "pending" && held.rec.exceeded
    ? held
    : undefined;
}

/** Wraps resolve-exceeded on an exceeded gate: `answer` replaces the choice's documented effect when it returns true. */
function onResolve(layer: FaultLayer, answer: (ctx: RequestContext, held: Held, choice: unknown) => boolean): void {
  layer.around("resolveExceededRunApproval", async (ctx, next) => {
    const held = exceededGate(ctx);
    if (!held) return next();
    const choice = (ctx.body as { choice?: unknown } | undefined)?.choice;
    return answer(ctx, held, choice) ? decisionsNow(ctx, held.run) : next();
  });
}

const stopReset = (ctx: RequestContext, { run, rec }: Held) =>
  stop(ctx.ws, run, rec, "stop_reset", "approval gate exceeded its cap: stopped and reset by request");

export const faults = {
  "approval-proceed-stops": {
    family: "STATE",
    description:
      "resolve-exceeded `proceed` on an approval gate stops the run and resets the task instead of continuing with the last proposal",
    rules: RULE,
    install(layer) {
      onResolve(layer, (ctx, held, choice) => choice === "proceed" && (stopReset(ctx, held), true));
    },
  },
  "approval-stop-reset-proceeds": {
    family: "STATE",
    description:
      "resolve-exceeded `stop-reset` on an approval gate continues the run with the last proposal (approved, the run advances to done) instead of stopping it",
    rules: RULE,
    install(layer) {
      onResolve(layer, (ctx, { run, rec }, choice) => {
        if (choice !== "stop-reset") return false;
        rec.status = "approved";
        advance(ctx.ws, run, rec);
        return true;
      });
    },
  },
  "approval-extra-round-stops": {
    family: "STATE",
    description: "resolve-exceeded `extra-round` on an approval gate stops the run instead of running one more round",
    rules: RULE,
    install(layer) {
      onResolve(layer, (ctx, held, choice) => choice === "extra-round" && (stopReset(ctx, held), true));
    },
  },
  "approval-extra-round-idle": {
    family: "STATE",
    description:
      "resolve-exceeded `extra-round` on an approval gate answers 200 and does nothing: the gate stays exceeded, the run parked, no round run",
    rules: RULE,
    install(layer) {
      onResolve(layer, (_ctx, _held, choice) => choice === "extra-round");
    },
  },
  "approval-cap-late": {
    family: "STATE",
    description:
      "an approval gate reads `exceeded` one request-changes round after its companion's cap (facts.approvalRounds), not at it",
    rules: RULE,
    install(layer) {
      const raised = new WeakSet<ApprovalRecord>();
      layer.around("requestRunDecisionChanges", async (ctx, next) => {
        const held = parkedOn(ctx, "approval-gate");
        if (held && !held.rec.exceeded && !raised.has(held.rec)) {
          raised.add(held.rec);
          held.rec.maxRounds += 1;
        }
        return next();
      });
    },
  },
  "approval-rerun-unanswerable": {
    family: "STATE",
    description:
      "a request-changes round brings the approval gate back `changes_requested` on the parked run, where no verb answers it, instead of `pending`",
    rules: RULE,
    install(layer) {
      const sentBack = new WeakSet<ApprovalRecord>();
      layer.around("requestRunDecisionChanges", async (ctx, next) => {
        const held = parkedOn(ctx, "approval-gate");
        const reply = await next();
        if (held) sentBack.add(held.rec);
        return reply;
      });
      // Whenever the re-run step parks the run on the gate again, it is left as the round set it.
      layer.around("listRunDecisions", async (ctx, next) => {
        const reply = await next();
        const held = parkedOn(ctx, "approval-gate");
        if (!held || !sentBack.has(held.rec) || held.rec.status !== "pending") return reply;
        held.rec.status = "changes_requested";
        return decisionsNow(ctx, held.run);
      });
    },
  },
  "input-gate-proceed-stops": {
    family: "STATE",
    description:
      "input-gate resolve `proceed` stops the run (a failed terminal state) instead of releasing it with the gate overridden",
    rules: ["STATE-DECISION-INPUT-GATE"],
    install(layer) {
      layer.around("resolveInputGate", async (ctx, next) => {
        const held = parkedOn(ctx, "input-gate");
        if (!held || (ctx.body as { choice?: string } | undefined)?.choice !== "proceed") return next();
        held.rec.status = "overridden";
        stop(ctx.ws, held.run, held.rec, "input_gate", "stopped at the input gate");
        return decisionsNow(ctx, held.run);
      });
    },
  },
  "judge-stop-completes": {
    family: "STATE",
    description: "judge resolve `stop` continues the run to `done` (the judge passed) instead of stopping it",
    rules: ["STATE-DECISION-JUDGE"],
    install(layer) {
      layer.around("resolveJudge", async (ctx, next) => {
        const held = parkedOn(ctx, "judge");
        if (!held || (ctx.body as { outcome?: string } | undefined)?.outcome !== "stop") return next();
        held.rec.status = "passed";
        advance(ctx.ws, held.run, held.rec);
        return decisionsNow(ctx, held.run);
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
