/**
 * Faults of the human test's and the visual confirmation's request-fix (server/domain/decisions/kinds/
 * human-test.ts, visual-confirmation.ts), each a hole their mutants showed: the fixer run once more
 * at the cap the decision reports (`maxAttempts`), `attempts` counted down, so the cap is never
 * reached, and a visual confirmation's pairs listed carrying no artifact id. Each names the rules it
 * proves.
 */
import { rerun } from "../domain/decisions/access.ts";
import type { HumanTestRecord, VisualRecord } from "../domain/decisions/records.ts";
import type { RunRecord } from "../domain/runs/types.ts";
import type { OperationId } from "../../contract/operation-ids.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import { decisionRoutes, decisionsEdited, decisionsNow, parkedOn } from "./decision-answers.ts";
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";

type Held = { run: RunRecord; rec: HumanTestRecord | VisualRecord };

/** The request-fix route of each kind that has one (doc 2 Decisions). */
const FIX_ROUTES: readonly (readonly [OperationId, "human-test" | "visual-confirmation"])[] = [
  ["requestHumanTestFix", "human-test"],
  ["requestVisualConfirmationFix", "visual-confirmation"],
];

/** Wraps both request-fix routes on a decision the run is parked on: `answer` replaces the route when it returns a reply. */
function onFix(
  layer: FaultLayer,
  answer: (ctx: RequestContext, held: Held, next: () => Promise<Reply>) => Promise<Reply | undefined>,
): void {
  for (const [op, kind] of FIX_ROUTES) {
    layer.around(op, async (ctx, next) => {
      const held = parkedOn(ctx, kind);
      return (held && (await answer(ctx, held, next))) ?? next();
    });
  }
}

export const faults = {
  "decision-fix-beyond-cap": {
    family: "STATE",
    description:
      "a request-fix on a human test or visual confirmation at its maxAttempts dispatches the fixer once more (attempts maxAttempts + 1) instead of stopping at the cap",
    rules: ["STATE-DECISION-FIX-CAP"],
    install(layer) {
      onFix(layer, async (ctx, { run, rec }) => {
        if (rec.attempts < rec.maxAttempts) return undefined;
        rec.attempts += 1;
        rec.phase = "fixing";
        if (rec.kind === "human-test") rec.environment = { status: "provisioning", url: null, expiresAt: null };
        rerun(ctx.ws, run, rec);
        return decisionsNow(ctx, run);
      });
    },
  },
  "decision-fix-attempts-count-down": {
    family: "STATE",
    description:
      "each fix a human test or visual confirmation takes counts `attempts` one down instead of up, so its maxAttempts is never reached",
    rules: ["STATE-DECISION-FIX-CAP"],
    install(layer) {
      onFix(layer, async (_ctx, { rec }, next) => {
        const before = rec.attempts;
        const reply = await next();
        if (rec.attempts === before + 1) rec.attempts = before - 1;
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
