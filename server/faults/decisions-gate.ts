/**
 * Faults of the input gate's verbs (server/domain/decisions/kinds/input-gate.ts) and of which records
 * the decision list shows (server/domain/decisions/project.ts), each a hole their mutants showed: a
 * gate blocked on no finding, a recheck taken as proceed, an edit that never clears the gate, and a
 * stopped run that still lists the decision it was parked on. Each names the rules it proves.
 */
import { advance } from "../domain/decisions/access.ts";
import { moduleOf } from "../domain/decisions/registry.ts";
import { getRun, TERMINAL } from "../domain/runs/engine.ts";
import { getTask } from "../domain/tasks/state.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import { decisionRoutes, decisionsEdited, decisionsNow, parkedOn } from "./decision-answers.ts";
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";

const RULE = ["STATE-DECISION-INPUT-GATE"] as const;

/** Wraps resolve `recheck` on a held input gate: `answer` replaces the documented recheck when it returns a reply. */
function onRecheck(
  layer: FaultLayer,
  answer: (ctx: RequestContext, held: NonNullable<ReturnType<typeof parkedOn<"input-gate">>>) => Reply | undefined,
): void {
  layer.around("resolveInputGate", async (ctx, next) => {
    const held = parkedOn(ctx, "input-gate");
    if (!held || (ctx.body as { choice?: unknown } | undefined)?.choice !== "recheck") return next();
    return answer(ctx, held) ?? next();
  });
}

export const faults = {
  "input-gate-blocked-without-findings": {
    family: "STATE",
    description:
      "an input gate is listed `blocked` with no finding at all (`issues` empty), so no edit can clear it and proceed keeps nothing",
    rules: RULE,
    install(layer) {
      for (const route of decisionRoutes()) {
        layer.around(route, async (_ctx, next) =>
          decisionsEdited(await next(), (d) =>
            d.kind === "input-gate" && d.status === "blocked" ? { ...d, issues: [] } : d,
          ),
        );
      }
    },
  },
  "input-gate-recheck-overrides": {
    family: "STATE",
    description:
      "an input-gate `recheck` is taken as `proceed`: the run is released with the gate `overridden`, its blocking findings kept, instead of re-evaluating the task",
    rules: RULE,
    install(layer) {
      onRecheck(layer, (ctx, { run, rec }) => {
        rec.status = "overridden";
        advance(ctx.ws, run, rec);
        return decisionsNow(ctx, run);
      });
    },
  },
  "input-gate-edit-never-clears": {
    family: "STATE",
    description:
      "an input-gate `recheck` never sees the task's edited description: the gate stays blocked whatever the description says, though the configuration states one it passes (facts.inputGateClears)",
    rules: RULE,
    install(layer) {
      onRecheck(layer, (ctx, { run, rec }) => {
        // The gate re-evaluates the description it already judged: the documented recheck then refreshes the findings.
        rec.evaluated = (run.taskId ? getTask(ctx.ws, run.taskId)?.description : null) ?? null;
        return undefined;
      });
    },
  },
  "decisions-listed-after-stop": {
    family: "STATE",
    description:
      "the decision list of a run that ended still shows every decision not settled: a run stopped while parked lists its decision waiting on an answer no route takes",
    rules: ["STATE-DECISION-INPUT-GATE", "STATE-DECISION-APPROVAL-GATE"],
    install(layer) {
      layer.around("listRunDecisions", async (ctx, next) => {
        const reply = await next();
        const run = getRun(ctx.ws, ctx.params.runId);
        if (!run || !TERMINAL.has(run.status)) return reply;
        const open = (ctx.ws.decisions.byRun.get(run.runId) ?? []).filter((r) => r.life !== "settled");
        if (reply.kind !== "json" || open.length === 0) return reply;
        const list = reply.body as { decisions: Record<string, unknown>[] };
        return {
          ...reply,
          body: { ...list, decisions: [...list.decisions, ...open.map((r) => moduleOf(r.kind).project(r))] },
        };
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
