/**
 * A decision whose rework has a cap and no exceeded state keeps the cap it reports (doc 2 Limits,
 * "Iteration caps: … report `maxIterations`, `maxRounds`, `maxBounces`, `maxAttempts`, `maxLoops`
 * in their decisions"): the human test and the visual confirmation count the fixer's runs in
 * `attempts` against `maxAttempts` (doc 1 "awaiting human | request fix | non-blank findings | fixer
 * commits … / fixer dispatched"), the judge its bounces in `bounces` against `maxBounces` ("parked |
 * resolve | … bounce the producing step for rework"). Each rework taken raises the count, and none
 * takes it beyond the cap. The walk asks for reworks while the decision comes back waiting on the
 * human, up to its cap, then for one more: that one is refused, or taken without the decision
 * reporting more than its cap. The documents state no exceeded state for these kinds, nor a
 * refusal: either answer passes.
 *
 * A decision that does not come back waiting after a rework (the step failed, the run moved on,
 * another phase) ends the walk not exercised: what follows a rework is not stated. Each rework
 * re-runs a step (the fixer commits onto the PR branch; the producer reworks), spending the model
 * budget up to a cap the target chooses: on a disposable target only.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import type { DecisionKind } from "../../../generators/calls/decision-routes.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { disposableOnly } from "../../common/disposable.ts";
import { inconclusive, must } from "../kit/verdicts.ts";
import { describe, num, ofKind, str, viewOf } from "./kit/list.ts";
import { judgeOutcomeField } from "./kit/fields.ts";
import type { DecisionRun } from "./kit/run.ts";
import { walkEachKind } from "./kit/walk.ts";

type ReworkKind = Extract<DecisionKind, "human-test" | "visual-confirmation" | "judge">;

interface Rework {
  /** The field counting the reworks taken, and the cap the decision reports on it. */
  count: string;
  cap: string;
  /** The field and value of the decision waiting on the human (the state its rows start from). */
  waitField: string;
  waiting: string;
  route: string;
  row: string;
  word: string;
  words: string;
  /** The body of one rework, or the reason none can be sent. */
  body(c: CheckContext, n: number): { body: unknown } | { why: string };
}

const findings = (n: number) => ({ body: { findings: `Fix ${n}: the header is cut off at 320 px.` } });

const REWORKS: Record<ReworkKind, Rework> = {
  "human-test": {
    count: "attempts",
    cap: "maxAttempts",
    waitField: "phase",
    waiting: "awaiting_human",
    route: "requestHumanTestFix",
    row: "HUMAN-TEST-REQUEST-FIX",
    word: "fix",
    words: "fixes",
    body: (_c, n) => findings(n),
  },
  "visual-confirmation": {
    count: "attempts",
    cap: "maxAttempts",
    waitField: "phase",
    waiting: "awaiting_human",
    route: "requestVisualConfirmationFix",
    row: "VISUAL-REQUEST-FIX",
    word: "fix",
    words: "fixes",
    body: (_c, n) => findings(n),
  },
  judge: {
    count: "bounces",
    cap: "maxBounces",
    waitField: "status",
    waiting: "awaiting_decision",
    route: "resolveJudge",
    row: "JUDGE-RESOLVE",
    word: "bounce",
    words: "bounces",
    body: (c) => {
      const f = judgeOutcomeField(c);
      return f.field ? { body: { [f.field]: "bounce" } } : { why: f.why };
    },
  },
};
const KINDS = Object.keys(REWORKS) as ReworkKind[];
/** The most reworks a walk asks for below the cap: a larger cap is beyond what the suite spends. */
const MOST = 6;
const LIMITS = "doc 2 Limits, iteration caps: the decision reports the cap on its reworks";

interface Seen {
  gone: boolean;
  waiting: boolean;
  state: string | null;
  count: number | null;
  cap: number | null;
}

function seen(r: DecisionRun, kind: ReworkKind): Seen {
  const w = REWORKS[kind];
  const d = ofKind(r.list, kind);
  return {
    gone: viewOf(r.list, kind) === "gone",
    waiting: str(d?.[w.waitField]) === w.waiting,
    state: str(d?.[w.waitField]),
    count: num(d?.[w.count]),
    cap: num(d?.[w.cap]),
  };
}

/** Reworks the parked decision up to its cap, then asks for one more; what it saw. */
async function walkToCap(r: DecisionRun, kind: ReworkKind): Promise<string> {
  const w = REWORKS[kind];
  let taken = 0;
  for (;;) {
    const s = seen(r, kind);
    if (s.gone || !s.waiting)
      inconclusive(
        `the ${kind} is ${s.gone ? "settled (the run moved on)" : `${w.waitField} ${jsonText(s.state)}`} after ${taken} ${w.words}, not waiting on the human`,
      );
    const at = s.count;
    const cap = s.cap;
    must(
      at !== null && cap !== null,
      `${kind}: ${w.count} ${at}, ${w.cap} ${cap}`,
      `a ${kind} reports \`${w.count}\` and \`${w.cap}\` (doc 1 Decisions)`,
    );
    must(
      at <= cap,
      `a ${kind} waiting on the human at ${w.count} ${at} of a cap of ${cap}`,
      `none beyond the cap (${LIMITS})`,
    );
    const sent = w.body(r.c, taken + 1);
    if ("why" in sent) inconclusive(sent.why);
    if (at < cap) {
      if (cap - at > MOST) inconclusive(`the ${kind} allows ${cap - at} more: more than the suite drives`);
      taken += 1;
      const what = `${w.word} ${taken} (${w.count} ${at} of ${cap})`;
      await r.answer(w.route, {}, sent.body, what);
      r.c.cover(w.row);
      await r.quiet(what);
      const after = seen(r, kind);
      if (after.gone || after.count === null) continue;
      must(
        after.count > at,
        `the ${kind} reports ${w.count} ${after.count} after a ${w.word} taken at ${at} (${describe(r.list)})`,
        `each ${w.word} taken counts one more (${LIMITS})`,
      );
      continue;
    }
    // At the cap: one more is refused, or taken without the count passing the cap.
    const what = `a ${w.word} at the cap (${w.count} ${at} of ${cap})`;
    const status = await r.answeredOrRefused(w.route, {}, sent.body, what, LIMITS);
    if (status >= 400) return `${kind}: ${taken} ${w.words} up to its cap of ${cap}, ${what} refused ${status}`;
    if (!seen(r, kind).gone) await r.quiet(what);
    const after = seen(r, kind);
    if (after.gone || after.count === null)
      return `${kind}: ${taken} ${w.words} up to its cap of ${cap}, ${what} answered 200 and the decision left the list`;
    must(
      after.count <= cap,
      `the ${kind} reports ${w.count} ${after.count} of a cap of ${cap} after ${what} (${describe(r.list)})`,
      `none beyond the cap (${LIMITS})`,
    );
    return `${kind}: ${taken} ${w.words} up to its cap of ${cap}, ${what} answered 200 within the cap`;
  }
}

/** Drives each kind with a pipeline configured to park on it; ends the check. */
const check = (c: CheckContext): Promise<void> =>
  walkEachKind(c, {
    kinds: KINDS,
    routes: (k) => [REWORKS[k].route],
    // The judge's body field is configuration: without it no run is started for the judge.
    unfit: (k) => {
      const sent = REWORKS[k].body(c, 1);
      return "why" in sent ? sent.why : null;
    },
    walk: walkToCap,
    subject: "human test, visual confirmation or judge",
  });

export const reworkCap: Rule = disposableOnly(
  {
    id: "STATE-DECISION-REWORK-CAP",
    title:
      "A human test, visual confirmation or judge counts each fix or bounce it takes, and none takes it beyond the maxAttempts or maxBounces it reports",
    level: "MUST",
    family: "STATE",
    clause:
      "doc 2 Limits (iteration caps: decisions report maxAttempts, maxBounces); doc 1 States and transitions (Human test, Visual confirmation: request fix; Judge: resolve bounce)",
    clauses: [
      "D2-LIMITS-ITERATION-CAPS",
      "D1-STATE-HUMAN-TEST-REQUEST-FIX",
      "D1-STATE-VISUAL-REQUEST-FIX",
      "D1-STATE-JUDGE-RESOLVE",
    ],
    profile: "full",
    scope: "global",
    transitions: ["RUN-PARK", ...KINDS.flatMap((k) => [REWORKS[k].row, `verb:${REWORKS[k].route}`])],
    check,
  },
  "each fix or bounce re-runs a step (the fixer commits onto the pull request's branch, the producer reworks), spending the workspace's model budget, up to a cap the target chooses",
);
