/**
 * doc 2 Decisions: POST /judge/resolve takes an `object*` body (required) whose stated content is
 * one of the outcomes proceed, bounce and stop. A body naming none of them, `{}` or an outcome
 * outside the three under the configured field, lacks that content: a client error, 4XX with the
 * envelope (doc 2 Errors), that changes nothing — the run stays parked on its judge.
 */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { sync, type JudgeModel } from "../model.ts";

const DOCUMENTED =
  "judge/resolve takes the outcomes proceed, bounce and stop (doc 2 Decisions); a body naming none is a client error (doc 2 Errors)";

export class ResolveJudgeWithoutOutcome implements Cmd<JudgeModel> {
  check(m: Readonly<JudgeModel>): boolean {
    return !m.settled && m.status === "awaiting_decision";
  }

  async run(m: JudgeModel, r: DecisionRun): Promise<void> {
    const field = r.ctx.judgeField!;
    await r.refused("resolveJudge", {}, {}, "judge resolve with `{}`, naming no outcome", DOCUMENTED);
    await r.refused(
      "resolveJudge",
      {},
      { [field]: "reconsider" },
      `judge resolve with ${field} "reconsider", none of the three outcomes`,
      DOCUMENTED,
    );
    sync(m, r);
  }

  toString(): string {
    return "resolve() [no outcome: refused]";
  }
}
