/**
 * doc 1 "Input gate | blocked | resolve recheck | task re-evaluated; blocking findings gone | run
 * released; if still blocked, 200 with refreshed findings"; doc 2 Errors lists the still-blocked
 * recheck among the results that are NOT errors. `edit` first changes the task's description with
 * PATCH /tasks/{taskId} (doc 2 Decisions: "edit the task first … before recheck"): whether that
 * clears the findings is the target's judgement, so both outcomes are admitted — a 200 either way.
 */
import { refusal } from "../../../../../generators/calls/refusals.ts";
import { brief, Inconclusive, must } from "../../../kit/verdicts.ts";
import { ofKind } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { blockedGate, sync, type InputGateModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

export class Recheck implements Cmd<InputGateModel> {
  private outcome = "";
  constructor(readonly edit: string | null) {}

  check(m: Readonly<InputGateModel>): boolean {
    return blockedGate(m);
  }

  async run(m: InputGateModel, r: DecisionRun): Promise<void> {
    if (this.edit !== null) {
      const p = await r.c.call("PATCH", `/tasks/${encodeURIComponent(r.taskId)}`, {
        key: r.c.t.keys.write ?? r.c.t.keys.admin,
        body: { description: this.edit },
      });
      // Setup (editing is judged by the task rules): a refused edit is not exercised.
      if (p.status !== 200)
        throw new Inconclusive(`setup refused: editing the task's description before recheck (${refusal(p)})`);
    }
    // answer() requires the 200: a still-blocked recheck refused with a 4XX fails here.
    const l = await r.answer("resolveInputGate", {}, { choice: "recheck" }, `${this}`);
    r.c.cover("INPUT-GATE-RECHECK");
    const gate = ofKind(l, "input-gate");
    if (l.status === "blocked" && gate?.status === "blocked") {
      this.outcome = "still blocked";
      must(
        Array.isArray(gate.issues),
        `issues ${brief(gate.issues)}`,
        "200 with refreshed findings (doc 1 Input gate recheck)",
      );
    } else {
      this.outcome = "released";
      await r.leftBlocked(l, "a recheck that released the run");
      m.settled = true;
      return;
    }
    sync(m, r);
  }

  toString(): string {
    return `${this.edit === null ? "recheck()" : `editDescription(${jsonText(this.edit)}) + recheck()`}${this.outcome ? ` [${this.outcome}]` : ""}`;
  }
}
