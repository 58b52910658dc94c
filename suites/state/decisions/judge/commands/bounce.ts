/**
 * doc 1 "Judge | parked | resolve | … bounce the producing step for rework", and doc 2 Limits
 * (iteration caps): the judge reports `bounces` beside its cap `maxBounces`, so a bounce counts. A
 * bounce below the cap is answered with the run going on (not stopped: only a stop stops it); once
 * the rework is over, a judge back waiting on the human reads one bounce more than before. That the
 * run parks on the judge again at all is the configuration's promise (the configured pipeline parks
 * on a judge): a failure when vouched for, a note otherwise. At the cap nothing states what a bounce
 * does, only that the count stays within it (kit/caps.ts, on every read): a refusal is a 4XX that
 * changes nothing, and an accepted one is held to the cap by the reads that follow.
 */
import { must } from "../../../kit/verdicts.ts";
import { describe, num, ofKind, viewOf } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { atCap, sync, type JudgeModel } from "../model.ts";

const ROW = "doc 1 Judge: resolve bounce, the producing step reworks";

export async function bounce(m: JudgeModel, r: DecisionRun): Promise<void> {
  const before = m.bounces;
  const body = { [r.ctx.judgeField!]: "bounce" };
  if (atCap(m)) {
    const status = await r.answeredOrRefused(
      "resolveJudge",
      {},
      body,
      `a bounce at bounces ${before} of maxBounces ${m.maxBounces}`,
      "doc 2 Limits, iteration caps: no count past its cap",
    );
    if (status >= 400) {
      const after = await r.read();
      must(
        num(ofKind(after, "judge")?.bounces) === before && viewOf(after, "judge") === "awaiting",
        `${describe(after)}, bounces ${num(ofKind(after, "judge")?.bounces)} after a refused bounce at the cap`,
        "a refusal changes nothing: the judge still waiting at the same count",
      );
      sync(m, r);
      return;
    }
    await r.quiet("a bounce at the cap");
    sync(m, r);
    m.settled = true;
    return;
  }
  await r.answer("resolveJudge", {}, body, "resolve(bounce)");
  r.c.cover("JUDGE-RESOLVE");
  const l = await r.reworks("judge resolve bounce (the producing step reworks)", ROW);
  const back = viewOf(l, "judge") === "awaiting";
  const count = num(ofKind(l, "judge")?.bounces);
  if (back && before !== null) {
    must(
      count === before + 1,
      `the judge back waiting at bounces ${count} after a bounce from ${before}`,
      `bounces ${before + 1}: a bounce reworks the producing step and counts toward maxBounces (${ROW}; doc 2 Limits, iteration caps)`,
    );
  }
  if (!back) {
    const seen = `${describe(l)} after a bounce below the cap (bounces ${before} of maxBounces ${m.maxBounces})`;
    if (r.c.t.info.vouch)
      must(
        false,
        seen,
        `the run parked on its judge again, awaiting_decision, once the rework is over (${ROW}; the configured pipeline parks on a judge, vouched for)`,
      );
    r.note(`a judge did not park again after a bounce (${seen}; --vouch makes it a failure)`);
  }
  sync(m, r);
}

/** Bounces until the judge reaches its cap (bounded), then once more at it. */
export class BounceToCap implements Cmd<JudgeModel> {
  private bounces = 0;

  check(m: Readonly<JudgeModel>): boolean {
    return !m.settled && m.status === "awaiting_decision" && m.maxBounces !== null;
  }

  async run(m: JudgeModel, r: DecisionRun): Promise<void> {
    while (this.bounces < 6 && !m.settled && m.status === "awaiting_decision") {
      const last = atCap(m);
      this.bounces += 1;
      await bounce(m, r);
      if (last) return;
    }
    if (!m.settled) r.note(`a judge did not reach its bounce cap after ${this.bounces} bounces`);
  }

  toString(): string {
    return `bounceToCap() [${this.bounces} bounces]`;
  }
}
