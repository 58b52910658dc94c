/**
 * doc 1 "Input gate | blocked | resolve proceed | overridden | findings stay on the run as an
 * overridden record": the gate is listed `overridden` (in the reply, or in the next read), still
 * holding the findings it blocked on, and the run advances. The decision list is the one surface
 * that shows a gate and its findings (`issues`; `overridden` is a value of the input-gate `status`,
 * doc 1 Decisions; PublicRun and the report carry neither), so "the findings stay on the run" is
 * read there; a gate blocked on no finding at all has none to keep, and fails first.
 */
import { brief, must } from "../../../kit/verdicts.ts";
import { arr, ofKind } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { blockedGate, type InputGateModel } from "../model.ts";

export class ProceedInputGate implements Cmd<InputGateModel> {
  check(m: Readonly<InputGateModel>): boolean {
    return blockedGate(m);
  }

  async run(m: InputGateModel, r: DecisionRun): Promise<void> {
    let blocked = ofKind(r.list, "input-gate");
    if (blocked?.status !== "blocked") blocked = ofKind(await r.read(), "input-gate");
    const findings = arr(blocked?.issues).length;
    must(
      blocked?.status !== "blocked" || findings > 0,
      `a gate blocked listing issues ${brief(blocked?.issues)}`,
      "a blocked gate lists the blocking findings it stands on (doc 1 Input gate: recheck releases the run once they are gone; proceed keeps them as an overridden record)",
    );
    const l = await r.answer("resolveInputGate", {}, { choice: "proceed" }, "resolve proceed");
    let gate = ofKind(l, "input-gate");
    if (!gate) gate = ofKind(await r.read(), "input-gate");
    must(
      gate?.status === "overridden",
      `input gate ${gate ? String(gate.status) : "not listed"} after resolve proceed`,
      "overridden, the findings staying on the run as an overridden record (doc 1 Input gate: blocked → resolve proceed → overridden)",
    );
    must(
      arr(gate?.issues).length >= findings,
      `the overridden gate lists issues ${brief(gate?.issues)}, blocked on ${findings}`,
      "the findings stay on the run as an overridden record (doc 1 Input gate: resolve proceed)",
    );
    await r.leftBlocked(l, "resolve proceed on the input gate");
    r.c.cover("INPUT-GATE-PROCEED");
    m.settled = true;
  }

  toString(): string {
    return "resolve(proceed)";
  }
}
