/**
 * A review session reaches its cap exactly (doc 2 Limits, "Iteration caps: reviews, brainstorms …
 * report `maxIterations` … in their decisions; exceeding them yields the exceeded state resolved by
 * `resolve-exceeded`"; doc 1 States and transitions, Review session: "any | re-review | one more
 * pass"). With an item left open, each re-review asks for one more pass: the passes up to the cap
 * the session reports open as passes (`ready` again), and the re-review asking for one beyond it
 * yields `exceeded` — not before, and not one pass later.
 *
 * Passes are counted by the suite: the session as it first parks is its first pass when it reports
 * iteration 0 or 1 (the documents number neither way); each re-review that opens it `ready` again is
 * one more. A session first seen at another iteration is judged only by what needs no count: it is
 * never open at an iteration beyond its cap. A reviewer that converges, or leaves nothing open, ends
 * the walk without a verdict: the documents do not say a pass cannot converge.
 *
 * Each pass re-runs the review step, spending the workspace's model budget, up to a cap the target
 * chooses: on a disposable target only (STATE-DECISION-*-REVIEW also reach `exceeded`, but judge
 * only that it comes).
 */
import type { CheckContext } from "../../../../lib/rules/check.ts";
import type { Rule } from "../../../../lib/rules/types.ts";
import { disposableOnly } from "../../../common/disposable.ts";
import { inconclusive, must } from "../../kit/verdicts.ts";
import type { DecisionRun } from "../kit/run.ts";
import { walkEachKind } from "../kit/walk.ts";
import { reReview } from "./commands/re-review.ts";
import { exceededAtCap } from "./cap-reached.ts";
import { initReview, itemWord, openItems, ROUTES, type ReviewKind } from "./model.ts";

const KINDS: readonly ReviewKind[] = ["requirements-review", "clarity-review", "brainstorm"];
const LIMITS = "doc 2 Limits, iteration caps: exceeding them yields the exceeded state";

/** Re-reviews the parked session, an item left open, until it is `exceeded`; what it saw, or a Mismatch. */
async function walkToCap(r: DecisionRun, kind: ReviewKind): Promise<string> {
  const m = initReview(kind)(r);
  const counted = m.iteration === 0 || m.iteration === 1;
  let passes = 1;
  for (;;) {
    if (m.settled || m.status !== "ready")
      inconclusive(
        `the ${kind} session is ${m.settled ? "settled (the run moved on)" : m.status} after ${passes} pass(es), before reaching its cap`,
      );
    if (!openItems(m).length)
      inconclusive(
        `the ${kind} session has no open ${itemWord(kind)} after ${passes} pass(es): a re-review would converge before the cap`,
      );
    const at = m.iteration;
    const cap = m.maxIterations;
    must(
      at !== null && cap !== null,
      `iteration ${at}, maxIterations ${cap}`,
      "a review decision reports `iteration` and `maxIterations` (doc 1 Decisions)",
    );
    must(
      at <= cap,
      `a ${kind} session open (ready) at iteration ${at} of a cap of ${cap}`,
      `a pass beyond the cap is not opened: ${LIMITS}`,
    );
    // Bounded whatever the target does: a cap it never reaches fails at the latest two passes past it.
    must(passes <= cap + 2, `a ${kind} session still not exceeded after ${passes} passes (cap ${cap})`, LIMITS);
    await reReview(m, r, `re-review after pass ${passes} (iteration ${at} of ${cap})`);
    // What the pass made of the session (the model is synchronised by reReview).
    if (counted && passes === cap) exceededAtCap(r, kind, passes, cap);
    const now: { settled: boolean; status: string } = m;
    if (now.settled)
      inconclusive(`the ${kind} session settled after pass ${passes} (the run moved on): it converged before its cap`);
    if (now.status === "exceeded") {
      if (counted) {
        must(
          passes === cap,
          `the ${kind} session became exceeded on the re-review after pass ${passes} (iteration ${at}) of a cap of ${cap}`,
          `exceeded only by asking for a pass beyond the cap, after pass ${cap} (${LIMITS})`,
        );
      }
      return `${kind}: exceeded on the re-review after pass ${passes} (iteration ${at}, cap ${cap})${counted ? "" : ` (first seen at iteration ${String(at)}: passes not counted)`}`;
    }
    if (now.status !== "ready")
      inconclusive(`the ${kind} session is ${now.status} after the re-review of pass ${passes}`);
    passes += 1;
    if (counted) {
      must(
        passes <= cap,
        `the re-review after pass ${passes - 1} (iteration ${at}) of a cap of ${cap} opened pass ${passes} (iteration ${m.iteration}, ready) instead of yielding exceeded`,
        `a pass beyond the cap yields \`exceeded\` (${LIMITS})`,
      );
    }
  }
}

/** Drives each review kind with a pipeline configured to park on it; ends the check. */
const check = (c: CheckContext): Promise<void> =>
  walkEachKind(c, { kinds: KINDS, routes: (k) => [ROUTES[k].reReview], walk: walkToCap, subject: "review session" });

export const reviewCapExact: Rule = disposableOnly(
  {
    id: "STATE-REVIEW-CAP-EXACT",
    title:
      "A review session becomes exceeded on the re-review after its last allowed pass: not before, and no pass beyond its cap opens",
    level: "MUST",
    family: "STATE",
    clause:
      "doc 2 Limits (iteration caps: reviews report maxIterations; exceeding them yields the exceeded state); doc 1 States and transitions (Review session: re-review, one more pass)",
    clauses: ["D2-LIMITS-ITERATION-CAPS"],
    profile: "full",
    scope: "global",
    transitions: ["RUN-PARK", "REVIEW-RE-REVIEW", ...KINDS.map((k) => `verb:${ROUTES[k].reReview}`)],
    check,
  },
  "each pass re-runs the review step up to the cap the target chooses, spending the workspace's model budget for good",
);
