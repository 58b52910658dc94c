/**
 * doc 1 "Input gate | blocked | resolve recheck | task re-evaluated; blocking findings gone | run
 * released; if still blocked, 200 with refreshed findings"; doc 2 Errors lists the still-blocked
 * recheck among the results that are NOT errors. `edit` first changes the task's description with
 * PATCH /tasks/{taskId} (doc 2 Decisions: "edit the task first … before recheck"): whether an edit
 * clears the findings is the target's judgement, so both outcomes are admitted — a 200 either way —
 * except for the description `facts.inputGateClears` states the gate passes: after it the recheck
 * must release the run (a promise of the configuration: a failure when vouched for, else a note).
 * Either way the outcome keeps the row: a gate still blocked lists the findings that block it, and
 * a gate the recheck released has its findings gone — neither `blocked` nor `overridden` (proceed's
 * state, the findings kept), if still listed.
 */
import { refusal } from "../../../../../generators/calls/refusals.ts";
import { brief, Inconclusive, must } from "../../../kit/verdicts.ts";
import { arr, describe, ofKind } from "../../kit/list.ts";
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
        arr(gate.issues).length > 0,
        `a gate still blocked after ${this} listing issues ${brief(gate.issues)}`,
        "200 with refreshed findings: a gate still blocked lists the blocking findings (doc 1 Input gate recheck)",
      );
      this.clearing(r);
    } else {
      this.outcome = "released";
      must(
        gate === undefined || (gate.status !== "overridden" && gate.status !== "blocked"),
        `the gate listed ${String(gate?.status)} with issues ${brief(gate?.issues)} after ${this} released the run (${describe(l)})`,
        "a recheck releases the run once the blocking findings are gone, not by overriding them (doc 1 Input gate: recheck, blocking findings gone → run released; `overridden` is proceed's)",
      );
      await r.leftBlocked(l, "a recheck that released the run");
      m.settled = true;
      return;
    }
    sync(m, r);
  }

  /** `facts.inputGateClears`: the description the configured gate passes; a recheck after it must release the run. */
  private clearing(r: DecisionRun): void {
    const clears = r.c.t.info.facts.inputGateClears;
    if (typeof clears !== "string" || this.edit !== clears) return;
    const seen = `the gate still blocked after the task's description was edited to facts.inputGateClears and rechecked (${describe(r.list)})`;
    if (!r.c.t.info.vouch) {
      r.note(`${seen}; --vouch makes it a failure`);
      return;
    }
    must(
      false,
      seen,
      "the run released: the configuration states that description passes the gate (doc 1 Input gate: recheck, task re-evaluated, blocking findings gone → run released)",
    );
  }

  toString(): string {
    return `${this.edit === null ? "recheck()" : `editDescription(${jsonText(this.edit)}) + recheck()`}${this.outcome ? ` [${this.outcome}]` : ""}`;
  }
}
