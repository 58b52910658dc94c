/**
 * The approval gate's quality companion has a round cap (doc 2 Limits: "approval companions … exceeding
 * them yields the exceeded state"), whose figure the gate does not report. `facts.approvalRounds`
 * states it: then every request-changes round below it parks the run on the gate again, `pending`
 * and not exceeded (doc 1 Approval gate: the step re-runs; a gate no verb answers would be a wait
 * no route settles), and the round that reaches it leaves the gate `exceeded`, not a round later.
 * A promise of the configuration: a failure when vouched for (--vouch, the embedded server's own),
 * a note otherwise. Rounds after an `extra-round` are not counted against it (the cap moved).
 */
import { must } from "../../../kit/verdicts.ts";
import { describe, ofKind, viewOf } from "../../kit/list.ts";
import type { DecisionRun } from "../../kit/run.ts";
import type { ApprovalModel } from "../model.ts";

export function atCap(m: Readonly<ApprovalModel>, r: DecisionRun): void {
  const cap = r.c.t.info.facts.approvalRounds;
  if (typeof cap !== "number" || m.extra) return;
  const d = ofKind(r.list, "approval-gate");
  const below = m.rounds < cap;
  const parked = viewOf(r.list, "approval-gate") === "awaiting";
  if (parked && (d?.exceeded === true) !== below) return;
  const seen = `${describe(r.list)}, exceeded ${String(d?.exceeded)} after request-changes round ${m.rounds} of a cap of ${cap} (facts.approvalRounds)`;
  const documented = below
    ? "the run parked on the gate again, pending and not exceeded, below its companion's cap (doc 1 Approval gate: request changes, the step re-runs; doc 2 Limits, iteration caps)"
    : "the gate exceeded at its companion's cap (doc 2 Limits, iteration caps: exceeding them yields the exceeded state)";
  if (!r.c.t.info.vouch) {
    r.note(`the approval gate did not keep facts.approvalRounds (${seen}; --vouch makes it a failure)`);
    return;
  }
  must(false, seen, documented);
}
