/** doc 1 "Judge | parked | resolve | proceed / bounce / stop". */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { atCap, sync, type JudgeModel } from "../model.ts";
import { bounce } from "./bounce.ts";

export type Outcome = "proceed" | "bounce" | "stop";

export class ResolveJudge implements Cmd<JudgeModel> {
  constructor(readonly outcome: Outcome) {}

  check(m: Readonly<JudgeModel>): boolean {
    if (m.settled || m.status !== "awaiting_decision") return false;
    return this.outcome !== "bounce" || !atCap(m);
  }

  async run(m: JudgeModel, r: DecisionRun): Promise<void> {
    if (this.outcome === "bounce") return bounce(m, r);
    const field = r.ctx.judgeField!;
    const l = await r.answer("resolveJudge", {}, { [field]: this.outcome }, `${this}`);
    r.c.cover("JUDGE-RESOLVE");
    if (this.outcome === "proceed") {
      await r.leftBlocked(l, "judge resolve proceed (proceed anyway)");
      m.settled = true;
    } else {
      // A stop: the run's cancelled terminal state (doc 1 Task stop row), never `done`.
      await r.stopped("judge resolve stop (stop the run)", ["failed"]);
      m.settled = true;
    }
    sync(m, r);
  }

  toString(): string {
    return `resolve(${this.outcome})`;
  }
}
