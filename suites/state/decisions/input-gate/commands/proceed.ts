/**
 * doc 1 "Input gate | blocked | resolve proceed | overridden | findings stay on the run as an
 * overridden record": the gate is listed `overridden` (in the reply, or in the next read), and the
 * run advances. The decision list is the one surface that shows a gate and its findings (`issues`;
 * `overridden` is a value of the input-gate `status`, doc 1 Decisions; PublicRun and the report
 * carry neither), so "the findings stay on the run" is read there.
 */
import { must } from "../../../kit/verdicts.ts";
import { ofKind } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { blockedGate, type InputGateModel } from "../model.ts";

export class ProceedInputGate implements Cmd<InputGateModel> {
  check(m: Readonly<InputGateModel>): boolean {
    return blockedGate(m);
  }

  async run(m: InputGateModel, r: DecisionRun): Promise<void> {
    const l = await r.answer("resolveInputGate", {}, { choice: "proceed" }, "resolve proceed");
    let gate = ofKind(l, "input-gate");
    if (!gate) gate = ofKind(await r.read(), "input-gate");
    must(
      gate?.status === "overridden",
      `input gate ${gate ? String(gate.status) : "not listed"} after resolve proceed`,
      "overridden, the findings staying on the run as an overridden record (doc 1 Input gate: blocked → resolve proceed → overridden)",
    );
    await r.leftBlocked(l, "resolve proceed on the input gate");
    r.c.cover("INPUT-GATE-PROCEED");
    m.settled = true;
  }

  toString(): string {
    return "resolve(proceed)";
  }
}
