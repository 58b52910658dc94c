/**
 * The judge as doc 1 States and transitions states it: "Judge | parked | resolve | proceed anyway /
 * bounce the producing step for rework / stop the run" (doc 2 Decisions: "outcomes: proceed,
 * bounce, stop"). The body's field is configuration (kit/fields.ts). After a bounce the next state
 * is not shown: the model takes what the target shows; it bounces below the `maxBounces` the
 * decision reports, and once at it (doc 2 Limits: the count stays within its cap).
 */
import { num, ofKind, str, viewOf } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";

export interface JudgeModel extends BaseModel {
  status: string;
  bounces: number | null;
  maxBounces: number | null;
}

export function sync(m: JudgeModel, r: DecisionRun): void {
  if (viewOf(r.list, "judge") === "gone") {
    m.settled = true;
    return;
  }
  const d = ofKind(r.list, "judge");
  if (!d) return;
  m.status = str(d.status) ?? m.status;
  m.bounces = num(d.bounces);
  m.maxBounces = num(d.maxBounces);
}

/** The judge has bounced as often as the `maxBounces` it reports. */
export function atCap(m: Readonly<JudgeModel>): boolean {
  return m.bounces !== null && m.maxBounces !== null && m.bounces >= m.maxBounces;
}

export function initJudge(r: DecisionRun): JudgeModel {
  const m: JudgeModel = { settled: false, status: "", bounces: null, maxBounces: null };
  sync(m, r);
  return m;
}
