/**
 * doc 2 Decisions: POST /judge/resolve takes an `object*` body (required) whose stated content is
 * one of the outcomes proceed, bounce and stop. A body naming none of them, `{}` or an outcome
 * outside the three under the configured field, is no resolution: the run stays parked on its judge.
 * Whether it is refused, and with what status, is not listed (doc 2 Errors): a 4XX with the
 * envelope, or a 200 that changes nothing (as fork's choose naming nothing).
 */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { sync, type JudgeModel } from "../model.ts";

const DOCUMENTED =
  "doc 2 Decisions: judge/resolve takes the outcomes proceed, bounce and stop; a body naming none is no resolution";

export class ResolveJudgeWithoutOutcome implements Cmd<JudgeModel> {
  check(m: Readonly<JudgeModel>): boolean {
    return !m.settled && m.status === "awaiting_decision";
  }

  async run(m: JudgeModel, r: DecisionRun): Promise<void> {
    const field = r.ctx.judgeField!;
    await r.notPerformed("resolveJudge", {}, {}, "judge resolve with `{}`, naming no outcome", DOCUMENTED);
    await r.notPerformed(
      "resolveJudge",
      {},
      { [field]: "reconsider" },
      `judge resolve with ${field} "reconsider", none of the three outcomes`,
      DOCUMENTED,
    );
    sync(m, r);
  }

  toString(): string {
    return "resolve() [no outcome: nothing happens]";
  }
}
