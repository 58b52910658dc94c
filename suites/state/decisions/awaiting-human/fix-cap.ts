/**
 * A human test or visual confirmation keeps the cap it reports (doc 2 Limits, "Iteration caps: …
 * report `maxIterations`, `maxRounds`, `maxBounces`, `maxAttempts`, `maxLoops` in their decisions";
 * doc 1 States and transitions, Human test and Visual confirmation: "awaiting human | request fix |
 * non-blank findings | fixer commits … / fixer dispatched"). `attempts` counts the fixer's runs that
 * `maxAttempts` bounds: each fix taken raises it, and no fix takes it beyond the cap. The walk asks
 * for fixes while the decision comes back awaiting a human, up to its cap, then for one more: that
 * one is refused, or taken without the decision reporting more attempts than its cap. The documents
 * state no exceeded state for these kinds, nor a refusal: either answer passes.
 *
 * A decision that does not come back awaiting a human after a fix (the step failed, the run moved
 * on, another phase) ends the walk not exercised: what follows a fix is not stated. Each fix
 * dispatches the fixer (commits onto the PR branch, spends the model budget) up to a cap the target
 * chooses: on a disposable target only.
 */
import type { CheckContext } from "../../../../lib/rules/check.ts";
import type { Rule } from "../../../../lib/rules/types.ts";
import { disposableOnly } from "../../../common/disposable.ts";
import { inconclusive, must } from "../../kit/verdicts.ts";
import { describe } from "../kit/list.ts";
import type { DecisionRun } from "../kit/run.ts";
import { walkEachKind } from "../kit/walk.ts";
import { jsonText } from "../../../../lib/json/safe.ts";
import { initAwaitingHuman, ROUTES, sync, type AwaitingHumanModel, type HumanKind } from "./model.ts";

const KINDS: readonly HumanKind[] = ["human-test", "visual-confirmation"];
/** The most fixes a walk asks for below the cap: a larger cap is beyond what the suite spends. */
const MOST_FIXES = 6;
const LIMITS = "doc 2 Limits, iteration caps: the decision reports `maxAttempts`, the cap on its fixer's attempts";

/** Asks for a fix, waits for the fixer, and reads the decision back into `m`. */
async function fix(m: AwaitingHumanModel, r: DecisionRun, what: string): Promise<void> {
  await r.answer(ROUTES[m.kind].fix, {}, { findings: `Fix ${what}: the header is cut off at 320 px.` }, what);
  r.c.cover(ROUTES[m.kind].fixRow);
  await r.quiet(what);
  sync(m, r);
}

/** Fixes the parked decision up to its cap, then asks for one more; what it saw. */
async function walkToCap(r: DecisionRun, kind: HumanKind): Promise<string> {
  const m = initAwaitingHuman(kind)(r);
  let fixes = 0;
  for (;;) {
    if (m.settled || m.phase !== "awaiting_human")
      inconclusive(
        `the ${kind} is ${m.settled ? "settled (the run moved on)" : `in phase ${jsonText(m.phase)}`} after ${fixes} fix(es), not awaiting a human`,
      );
    const at = m.attempts;
    const cap = m.maxAttempts;
    must(
      at !== null && cap !== null,
      `${kind}: attempts ${at}, maxAttempts ${cap}`,
      "a human test or visual confirmation reports `attempts` and `maxAttempts` (doc 1 Decisions)",
    );
    must(
      at <= cap,
      `a ${kind} awaiting a human at attempts ${at} of a cap of ${cap}`,
      `no attempt beyond the cap (${LIMITS})`,
    );
    if (at < cap) {
      if (cap - at > MOST_FIXES) inconclusive(`the ${kind} allows ${cap - at} more fixes: more than the suite drives`);
      fixes += 1;
      await fix(m, r, `${fixes} (attempts ${at} of ${cap})`);
      if (m.settled || m.attempts === null) continue;
      must(
        m.attempts > at,
        `the ${kind} reports attempts ${m.attempts} after a fix taken at attempts ${at} (${describe(r.list)})`,
        `each fix taken counts one more attempt (${LIMITS}; doc 1 request fix: the fixer runs)`,
      );
      continue;
    }
    // At the cap: one fix more is refused, or taken without more attempts than the cap.
    const what = `a fix at the cap (attempts ${at} of ${cap})`;
    const status = await r.answeredOrRefused(
      ROUTES[kind].fix,
      {},
      { findings: "One fix beyond the cap: the footer still overlaps." },
      what,
      LIMITS,
    );
    if (status >= 400) return `${kind}: ${fixes} fix(es) up to its cap of ${cap}, ${what} refused ${status}`;
    sync(m, r);
    if (!m.settled) await r.quiet(what);
    sync(m, r);
    if (m.settled || m.attempts === null)
      return `${kind}: ${fixes} fix(es) up to its cap of ${cap}, ${what} answered 200 and the decision left the list`;
    must(
      m.attempts <= cap,
      `the ${kind} reports attempts ${m.attempts} of a cap of ${cap} after ${what} (${describe(r.list)})`,
      `no fix beyond the cap (${LIMITS})`,
    );
    return `${kind}: ${fixes} fix(es) up to its cap of ${cap}, ${what} answered 200 within the cap`;
  }
}

/** Drives each kind with a pipeline configured to park on it; ends the check. */
const check = (c: CheckContext): Promise<void> =>
  walkEachKind(c, {
    kinds: KINDS,
    routes: (k) => [ROUTES[k].fix],
    walk: walkToCap,
    subject: "human test or visual confirmation",
  });

export const fixCap: Rule = disposableOnly(
  {
    id: "STATE-DECISION-FIX-CAP",
    title:
      "A human test or visual confirmation counts each fix taken as one more attempt, and no fix takes it beyond the maxAttempts it reports",
    level: "MUST",
    family: "STATE",
    clause:
      "doc 2 Limits (iteration caps: decisions report maxAttempts); doc 1 States and transitions (Human test, Visual confirmation: request fix)",
    clauses: ["D2-LIMITS-ITERATION-CAPS", "D1-STATE-HUMAN-TEST-REQUEST-FIX", "D1-STATE-VISUAL-REQUEST-FIX"],
    profile: "full",
    scope: "global",
    transitions: ["RUN-PARK", ...KINDS.flatMap((k) => [ROUTES[k].fixRow, `verb:${ROUTES[k].fix}`])],
    check,
  },
  "each fix dispatches the fixer, committing onto the pull request's branch and spending the workspace's model budget, up to a cap the target chooses",
);
