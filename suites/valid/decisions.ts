/**
 * VALID-BOUNDARY-ACCEPTED on the answering routes of the decision surface. doc 2 Limits "Decisions"
 * and doc 1 "Decision request bodies" bound every answering body (approve `proposal` max 50000,
 * reply 1-4000, interview `answer` max 2000, …) and close its sets (`choice`, `status`, `action`,
 * `resolution`); a value at a bound is accepted only by a run parked on the route's decision kind.
 * So each body goes to a run of the suite's own parked there (with the STATE decision kit, which
 * checks every list it reads), addressed as the route's recipe addresses it and, for a
 * resolve-exceeded route, driven to `exceeded` as that recipe does (generators/calls/), under the
 * profile and on the target the recipe needs (`admittedRecipe`).
 *
 * Cost: one body carries the i-th case of every bounded field at once (a body of values that are
 * all at a bound or stated members must be accepted as a whole), so a route sends as many bodies as
 * its most bounded field has cases. A route that settles what it answers (approve, reject,
 * resolve, incorporate, an agent decision's answer) gets a fresh park per body; the others reuse
 * their park while the reply (or the run, once quiet) shows the decision waiting with something to
 * address. Left out: `questionId`, whose bound is on an id that must name a question the interview
 * lists (doc 1 PublicInterviewQuestion).
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { BoundaryCase } from "../../generators/index.ts";
import { admittedRecipe } from "../../generators/calls/settle.ts";
import { BUILD, EXCEEDED, type Build } from "../../generators/calls/recipes/decisions.ts";
import { exceededOn, type ExceedableKind } from "../../generators/calls/parked.ts";
import { arr, ofKind, viewOf, type DecisionList } from "../state/decisions/kit/list.ts";
import { DecisionRun } from "../state/decisions/kit/run.ts";
import { kindOfVerb, type DecisionKind } from "../../generators/calls/decision-routes.ts";
import { Inconclusive, Mismatch } from "../state/kit/verdicts.ts";
import { acceptance, is2xx, judgeAcceptance, tallyAccepted } from "./judge.ts";

/** Keys whose bound is on an id that must name something the parked decision lists. */
export const NAMED_IN_DECISION: Record<string, string> = {
  questionId: "must name a question the interview lists",
};

/** The answering routes (doc 2 Decisions: the Decisions operations other than the list). */
export function isAnsweringRoute(op: Operation): boolean {
  return op.tag === "Decisions" && op.method !== "GET";
}

/**
 * Routes after which what they answered no longer waits (doc 1 States and transitions: approve and
 * resolve advance the run, reject stops it, incorporate is under way, an agent decision's step
 * re-runs with the choice; a PR review resolved is finished, fixed or posted).
 */
const SETTLES = new Set([
  "approveRunDecision",
  "rejectRunDecision",
  "incorporateBrainstorm",
  "incorporateClarity",
  "incorporateRequirements",
  "answerAgentDecision",
  "resolvePrReview",
  "resolveJudge",
  "chooseFork",
  ...Object.keys(EXCEEDED),
]);

const NEEDS_SELECTION =
  "doc 1 States (PR review resolve: `fix` and `post` need at least one selected finding) and doc 2 Errors (`fix`/`post` with no selected finding is refused)";

/**
 * A PR-review resolve whose `action` is `fix` or `post`, naming no `findingIds`, on a decision that
 * shows no selected finding: the documents state that it is refused, whatever its bounds. Whether a
 * parked PR review starts with findings selected is not stated.
 */
function needsSelection(op: Operation, sent: unknown, selection: unknown): boolean {
  if (op.operationId !== "resolvePrReview") return false;
  const b = (sent ?? {}) as { action?: unknown; findingIds?: unknown };
  if (b.action !== "fix" && b.action !== "post") return false;
  const named = Array.isArray(b.findingIds) && b.findingIds.length > 0;
  const selected = Array.isArray(selection) && selection.length > 0;
  return !named && !selected;
}

/** PATCH …/{itemId} of the review sessions, and the array of the decision holding their items. */
const SET_STATUS: Record<string, string> = {
  setRequirementsFindingStatus: "findings",
  setClarityFindingStatus: "findings",
  setBrainstormOptionStatus: "options",
};

export interface MergedBody {
  labels: string[];
  /** The body built on the route's base (the OP recipe's answer for the parked decision). */
  on: (base: unknown) => unknown;
}

/**
 * The cases merged across fields: body i carries the i-th case of every field (in the generator's
 * order), so every case is sent once and no field's cases are spent one body each.
 */
export function mergeByField(cases: BoundaryCase[], place: (base: unknown, k: BoundaryCase) => unknown): MergedBody[] {
  const byPath = new Map<string, BoundaryCase[]>();
  for (const k of cases) byPath.set(k.path, [...(byPath.get(k.path) ?? []), k]);
  const n = Math.max(0, ...[...byPath.values()].map((g) => g.length));
  const out: MergedBody[] = [];
  for (let i = 0; i < n; i++) {
    const ks = [...byPath.values()].map((g) => g[i]).filter((k): k is BoundaryCase => k !== undefined);
    out.push({ labels: ks.map((k) => k.label), on: (base) => ks.reduce((b, k) => place(b, k), base) });
  }
  return out;
}

interface Address {
  params: Record<string, string>;
  base: unknown;
}

interface Park {
  run: DecisionRun;
  /** Set for a resolve-exceeded route: the exceeded gate or session's ids. */
  exceeded?: Address;
}

function str(v: unknown): string | null {
  return typeof v === "string" && v.length > 0 ? v : null;
}

/** A run of the suite's own parked on `kind` (exceeded, for a resolve-exceeded route). */
async function park(c: CheckContext, op: Operation, kind: DecisionKind): Promise<Park> {
  try {
    const pipelineId = c.t.info.pipelines.park[kind];
    if (!pipelineId) return c.notExercised(`no pipeline is configured to park on ${kind} (pipelines.park)`);
    if (!c.t.keys.decide)
      return c.notExercised(`no decide key: ${c.t.info.keyProblems.decide ?? "the key ladder could not mint one"}`);
    const run = await DecisionRun.start(c, kind, pipelineId, {
      judgeField: c.t.info.decisionFields.judgeOutcome,
      notes: new Set(),
    });
    const exceedable = (EXCEEDED as Record<string, ExceedableKind>)[op.operationId];
    if (!exceedable) return { run };
    // The resolve-exceeded route's own way there (generators/calls/parked.ts), on this parked run.
    const { params } = await exceededOn(c, exceedable, {
      taskId: run.taskId,
      runId: run.runId,
      decision: run.decision!,
    });
    await run.read();
    return { run, exceeded: { params, base: { choice: "proceed" } } };
  } catch (e) {
    if (e instanceof Inconclusive) c.notExercised(e.message);
    if (e instanceof Mismatch)
      c.notExercised(`a run could not be parked on ${kind} (the STATE family judges this): ${e.message}`);
    throw e;
  }
}

/**
 * The route's address and base body on the parked decision, for a body that sets `status` (the
 * review PATCH routes) — the OP recipe's answer otherwise. Reopening (`open`) addresses a dismissed
 * item (doc 1 "Finding or option": `dismissed` → `open`), dismissing one first when none is.
 */
async function addressOn(c: CheckContext, op: Operation, p: Park, body: MergedBody): Promise<Address | null> {
  if (p.exceeded) return p.exceeded;
  const kind = p.run.kind;
  if (viewOf(p.run.list, kind) !== "awaiting") return null;
  const d = ofKind(p.run.list, kind);
  const build = (BUILD as Record<string, Build>)[op.operationId];
  if (!d || !build) return null;
  const a = await build(d, p.run.runId, c);
  if (!a?.params) return null;
  const field = SET_STATUS[op.operationId];
  const status = field ? (body.on(a.body) as { status?: unknown } | null)?.status : undefined;
  if (field && status === "open") {
    const dismissed = arr(d[field]).find((i) => i.status === "dismissed" && str(i.itemId));
    if (dismissed) return { params: { ...a.params, itemId: dismissed.itemId as string }, base: a.body };
    const r = await p.run.send(op.operationId, a.params, { status: "dismissed" });
    if (!is2xx(r)) return null;
  }
  return { params: a.params, base: a.body };
}

/** Reads the list an accepted answer left: its reply when it is one, then the run until quiet. */
async function settleAfter(p: Park, r: Reply): Promise<boolean> {
  const l = r.json as DecisionList | undefined;
  try {
    if (l && Array.isArray(l.decisions) && typeof l.status === "string") p.run.list = l;
    else await p.run.read();
    if (viewOf(p.run.list, p.run.kind) === "working") await p.run.quiet("an answer at a bound");
    return viewOf(p.run.list, p.run.kind) === "awaiting";
  } catch (e) {
    if (e instanceof Mismatch || e instanceof Inconclusive) return false;
    throw e;
  }
}

/** Sends each merged body to a run parked on the route's kind; ends the check. */
export async function decisionBoundary(
  c: CheckContext,
  op: Operation,
  bodies: MergedBody[],
  leftNote: string,
): Promise<never> {
  admittedRecipe(c, op);
  const kind = kindOfVerb(op);
  const answers = acceptance();
  const refusedAsStated: string[] = [];
  const runs: DecisionRun[] = [];
  let current: Park | null = null;
  let parks = 0;
  for (const [i, body] of bodies.entries()) {
    let address = current ? await addressOn(c, op, current, body) : null;
    if (!address) {
      current = await park(c, op, kind);
      runs.push(current.run);
      parks++;
      address = await addressOn(c, op, current, body);
      if (!address)
        c.notExercised(`the ${kind} decision of run ${current.run.runId} offers nothing this route can address`);
    }
    const sent = body.on(address!.base);
    const selection = ofKind(current!.run.list, kind)?.selectedFindingIds;
    const r = await current!.run.send(op.operationId, address!.params, sent);
    if (r.status >= 400 && r.status < 500 && needsSelection(op, sent, selection)) {
      refusedAsStated.push(`${body.labels.join(" + ")} (${r.status}: ${NEEDS_SELECTION})`);
      continue;
    }
    if (!tallyAccepted(answers, op.operationId, body.labels.join(" + "), r)) continue;
    const more = i < bodies.length - 1;
    if (!more || SETTLES.has(op.operationId) || !(await settleAfter(current!, r))) current = null;
  }
  for (const run of runs) await run.cleanup();
  // Parking drove rows of the transition table: the STATE family claims them, with its own checks.
  c.coveredIds.clear();
  const cases = bodies.reduce((n, b) => n + b.labels.length, 0);
  const where = `${parks} run(s) of the suite's own parked on ${kind}`;
  judgeAcceptance(
    c,
    answers,
    where,
    'bounds are inclusive and each stated member is accepted (doc 2 Limits "Decisions"; doc 1 decision request bodies)',
  );
  const stated = refusedAsStated.length ? `; refused as documented, not judged: ${refusedAsStated.join("; ")}` : "";
  return c.pass(`accepted ${cases} boundary values in ${bodies.length} bodies on ${where}${stated}${leftNote}`);
}
