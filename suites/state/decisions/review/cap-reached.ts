/**
 * The re-review that asks for a pass beyond the cap (doc 2 Limits, iteration caps: "exceeding them
 * yields the exceeded state resolved by resolve-exceeded"): the session it leaves, the run still
 * parked on it, is `exceeded`. A pass may converge instead (the session `merged` or `incorporated`,
 * or gone as the run advances: "on convergence the parked run advances"); any other status at rest
 * (the run blocked, no pass under way) is the exceeded state that did not come.
 */
import { must } from "../../kit/verdicts.ts";
import { ofKind, str } from "../kit/list.ts";
import type { DecisionRun } from "../kit/run.ts";
import type { ReviewKind } from "./model.ts";

const AT_CAP = new Set(["exceeded", "merged", "incorporated"]);

export function exceededAtCap(r: DecisionRun, kind: ReviewKind, passes: number, cap: number): void {
  const d = ofKind(r.list, kind);
  if (r.list.status !== "blocked" || !d) return;
  const status = str(d.status);
  must(
    status !== null && AT_CAP.has(status),
    `the ${kind} session ${String(status)} with the run parked, on the re-review after pass ${passes}, the last its cap of ${cap} allows`,
    "exceeded (doc 2 Limits, iteration caps: exceeding them yields the exceeded state)",
  );
}
