/**
 * Judge (doc 1 States and transitions, "Judge | parked | resolve": proceed anyway / bounce the
 * producing step for rework / stop the run; doc 2 Decisions "/judge/resolve | object* | outcomes:
 * proceed, bounce, stop"). Reference choice for the untyped body: `{outcome: "proceed" | "bounce" |
 * "stop"}`; anything else is a 400 envelope naming `/body/outcome`.
 *
 * The judge parks `awaiting_decision` with a verdict below its threshold. proceed → `passed`, run
 * advances. bounce → `bouncing`, bounces+1, the producing step re-runs and the judge parks again
 * with a new verdict; a bounce beyond `maxBounces` is refused 409 (the judge has no exceeded state).
 * stop → `failed`, the run stops as a retryable failure.
 */
import { invalid } from "../../../state/errors.ts";
import type { Workspace } from "../../workspace.ts";
import type { RunRecord } from "../../runs/types.ts";
import { advance, conflict, held, rerun, stop } from "../access.ts";
import { CAPS } from "../limits.ts";
import { base, type KindModule } from "../module.ts";
import type { JudgeRecord } from "../records.ts";

const THRESHOLD = 0.8;

function verdict(bounces: number): Record<string, unknown> {
  const score = Math.round((0.55 + 0.1 * bounces) * 100) / 100;
  return {
    score,
    threshold: THRESHOLD,
    disposition: "park",
    summary: `Score ${score} is below the threshold ${THRESHOLD}: error handling of the new endpoint is incomplete.`,
    findings: [
      { severity: "high", title: "Errors of the storage call are swallowed" },
      { severity: "medium", title: "No test covers the empty-input case" },
    ],
  };
}

export const judgeModule: KindModule<JudgeRecord> = {
  open(a) {
    return {
      ...base(a, "code-judge"),
      kind: "judge",
      status: "awaiting_decision",
      bounces: 0,
      maxBounces: CAPS.judgeBounces,
      rubricId: "rubric_code_quality",
      rubricName: "Code quality",
      threshold: THRESHOLD,
      verdict: verdict(0),
    };
  },
  reopen(_ws, _run, rec) {
    rec.status = "awaiting_decision";
    rec.verdict = verdict(rec.bounces);
  },
  project(rec) {
    return {
      kind: "judge",
      bounces: rec.bounces,
      maxBounces: rec.maxBounces,
      rubricId: rec.rubricId,
      rubricName: rec.rubricName,
      status: rec.status,
      stepKind: rec.stepKind,
      threshold: rec.threshold,
      verdict: rec.verdict,
    };
  },
};

const OUTCOMES = ["proceed", "bounce", "stop"] as const;
type Outcome = (typeof OUTCOMES)[number];

/** The reference reading of the `object*` body: `outcome` is required and one of the three. */
export function parseOutcome(body: unknown): Outcome {
  const outcome = (body as { outcome?: unknown } | undefined)?.outcome;
  if (typeof outcome !== "string" || !(OUTCOMES as readonly string[]).includes(outcome)) {
    throw invalid("the judge resolution needs `outcome`: proceed, bounce or stop", [
      {
        path: "/body/outcome",
        message: `must be one of ${OUTCOMES.join(", ")}`,
        keyword: outcome === undefined ? "required" : "enum",
      },
    ]);
  }
  return outcome as Outcome;
}

export function resolveJudge(ws: Workspace, run: RunRecord, outcome: Outcome): void {
  const rec = held(ws, run, "judge");
  if (outcome === "proceed") {
    rec.status = "passed";
    advance(ws, run, rec);
  } else if (outcome === "bounce") {
    if (rec.bounces >= rec.maxBounces)
      throw conflict(
        "bounce_cap_reached",
        `the judge already bounced ${rec.bounces} of ${rec.maxBounces} times: proceed or stop`,
      );
    rec.bounces += 1;
    rec.status = "bouncing";
    rerun(ws, run, rec);
  } else {
    rec.status = "failed";
    stop(ws, run, rec, "judge_stopped", "stopped at the judge's verdict");
  }
}
