/**
 * Faults of the reworks whose cap has no exceeded state (server/domain/decisions/kinds/human-test.ts,
 * visual-confirmation.ts: request-fix against `maxAttempts`; judge.ts: resolve bounce against
 * `maxBounces`), each a hole their mutants showed: one rework more taken at the cap the decision
 * reports, and the count running down, so the cap is never reached; and a visual confirmation's
 * pairs listed carrying no artifact id. Each names the rules it proves.
 */
import { rerun } from "../domain/decisions/access.ts";
import type { HumanTestRecord, JudgeRecord, VisualRecord } from "../domain/decisions/records.ts";
import type { RunRecord } from "../domain/runs/types.ts";
import type { OperationId } from "../../contract/operation-ids.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import { decisionRoutes, decisionsEdited, decisionsNow, parkedOn } from "./decision-answers.ts";
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";

type Reworked = HumanTestRecord | VisualRecord | JudgeRecord;
type Held = { run: RunRecord; rec: Reworked };

/** The rework route of each kind whose rework is capped without an exceeded state (doc 2 Decisions). */
const REWORK_ROUTES: readonly (readonly [OperationId, Reworked["kind"]])[] = [
  ["requestHumanTestFix", "human-test"],
  ["requestVisualConfirmationFix", "visual-confirmation"],
  ["resolveJudge", "judge"],
];

/** The count a rework raises, and its cap, as the record holds them. */
function counted(rec: Reworked): { count: number; cap: number } {
  return rec.kind === "judge"
    ? { count: rec.bounces, cap: rec.maxBounces }
    : { count: rec.attempts, cap: rec.maxAttempts };
}

function setCount(rec: Reworked, n: number): void {
  if (rec.kind === "judge") rec.bounces = n;
  else rec.attempts = n;
}

/** A rework request: every request-fix, and a judge resolve asking for a bounce (the reference's `outcome`). */
function isRework(ctx: RequestContext, rec: Reworked): boolean {
  return rec.kind !== "judge" || (ctx.body as { outcome?: unknown } | undefined)?.outcome === "bounce";
}

/** Wraps the rework routes on a decision the run is parked on: `answer` replaces the route when it returns a reply. */
function onRework(
  layer: FaultLayer,
  answer: (ctx: RequestContext, held: Held, next: () => Promise<Reply>) => Promise<Reply | undefined>,
): void {
  for (const [op, kind] of REWORK_ROUTES) {
    layer.around(op, async (ctx, next) => {
      const held = parkedOn(ctx, kind);
      return (held && isRework(ctx, held.rec) && (await answer(ctx, held, next))) || next();
    });
  }
}

export const faults = {
  "decision-rework-beyond-cap": {
    family: "STATE",
    description:
      "a request-fix on a human test or visual confirmation at its maxAttempts, or a judge bounce at its maxBounces, re-runs the step once more (the count one above the cap) instead of stopping at the cap",
    rules: ["STATE-DECISION-REWORK-CAP"],
    install(layer) {
      onRework(layer, async (ctx, { run, rec }) => {
        const { count, cap } = counted(rec);
        if (count < cap) return undefined;
        setCount(rec, count + 1);
        if (rec.kind === "judge") rec.status = "bouncing";
        else rec.phase = "fixing";
        if (rec.kind === "human-test") rec.environment = { status: "provisioning", url: null, expiresAt: null };
        rerun(ctx.ws, run, rec);
        return decisionsNow(ctx, run);
      });
    },
  },
  "decision-rework-count-down": {
    family: "STATE",
    description:
      "each fix a human test or visual confirmation takes, and each bounce of a judge, counts `attempts` or `bounces` one down instead of up, so the cap is never reached",
    rules: ["STATE-DECISION-REWORK-CAP"],
    install(layer) {
      onRework(layer, async (_ctx, { rec }, next) => {
        const before = counted(rec).count;
        const reply = await next();
        if (counted(rec).count === before + 1) setCount(rec, before - 1);
        return reply;
      });
    },
  },
  "visual-pairs-carry-nothing": {
    family: "STATE",
    description:
      "every decision list shows a visual confirmation's pairs as empty objects, carrying no artifact id (doc 1: pairs carry artifact ids only)",
    rules: ["STATE-DECISION-VISUAL-CONFIRMATION"],
    install(layer) {
      for (const op of decisionRoutes()) {
        layer.around(op, async (_ctx, next) =>
          decisionsEdited(await next(), (d) =>
            d.kind === "visual-confirmation" && Array.isArray(d.pairs) ? { ...d, pairs: d.pairs.map(() => ({})) } : d,
          ),
        );
      }
    },
  },
} as const satisfies Record<string, FaultDef>;
