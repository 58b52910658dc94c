/**
 * doc 1 request shapes and doc 2 Limits state ranges as inclusive ("1-200", "max 2000") and list
 * the members of closed sets: every value AT a bound, and every member, is accepted. Sent only to
 * resources of the suite's own: the answering routes of the decision surface to runs of its own
 * parked on the route's kind (decisions.ts), startTask to new tasks of its own. Left out, because
 * the documents make their acceptance depend on more than the schema:
 * - `fields` ("validated against the task-type descriptors") and the stated `taskType` values (a
 *   type's descriptors may require fields); a made-up task type is kept: "any other string" is
 *   stated, and no descriptor of the target can name it;
 * - `modelPresetId`, `riskPolicyId`, `pipelineId`: they pin a preset, a policy or a pipeline, and a
 *   made-up id of the right length names none (startTask's `pipelineId` is kept when a configured
 *   pipeline's id is at the bound: see `namedValues`);
 * - an interview answer's `questionId`: it must name a question the interview lists;
 * - task documents of kind `source` (its `source` is one of six identifiers the documents do not show).
 * A webhook `url` at its length bound is written with a publicly routable host (doc 2 Events: the
 * endpoint "must be https: and publicly routable"). A value a documented capacity turns away (429
 * while the job slots are full, the budget spent: generators/calls/refusals.ts `capacityRefusal`)
 * was not judged, and leaves the check not exercised unless another value was refused (judge.ts).
 */
import { describeSchema } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { admittedRecipe } from "../../generators/calls/settle.ts";
import { startableTask } from "../state/task/fixtures.ts";
import { decisionBoundary, isAnsweringRoute, mergeByField, NAMED_IN_DECISION } from "./decisions.ts";
import { applyCase, boundaryCases, lastSegment, UNKNOWN_MEMBER, type BoundaryCase } from "../../generators/index.ts";
import { pointerSegments } from "../../generators/pointer.ts";
import { acceptance, is2xx, judgeAcceptance, pickSpread, tallyAccepted } from "./judge.ts";
import { bodyNode, sendBody, sendControl } from "./targets.ts";
import { addressBody } from "./addresses/index.ts";
import { requestShape } from "../common/clauses.ts";
import { bodyShares } from "./targets.ts";
import { provokesSuccess } from "../common/provokes.ts";

/** Creating operations make one resource per accepted case: this many at most. */
export const CASES_PER_CREATING_OPERATION = 12;

export const EXCLUDED_KEYS: Record<string, string> = {
  fields: "validated against the task-type descriptors",
  taskType: "a stated type's descriptors may require fields",
  modelPresetId: "must name a model preset",
  riskPolicyId: "must name a risk policy",
  pipelineId: "must name a pipeline",
};

function pointerSegmentsSafe(path: string): string[] {
  try {
    return pointerSegments(path);
  } catch {
    return [];
  }
}

/** Why a case is left out, or null. */
export function excluded(k: BoundaryCase): string | null {
  const openStranger =
    k.constraint === "knownValues" && typeof k.value === "string" && k.value.startsWith(UNKNOWN_MEMBER);
  for (const seg of pointerSegmentsSafe(k.path))
    if (seg in EXCLUDED_KEYS && !openStranger) return `${seg}: ${EXCLUDED_KEYS[seg]}`;
  if (/kind=source/.test(k.label))
    return "documents of kind source: their `source` is one of six identifiers the documents do not show";
  return null;
}

/** The answering routes' keys naming what the parked decision lists (see decisions.ts). */
function namedInDecision(k: BoundaryCase): string | null {
  for (const seg of pointerSegmentsSafe(k.path))
    if (seg in NAMED_IN_DECISION) return `${seg}: ${NAMED_IN_DECISION[seg]}`;
  return null;
}

/** The pipelines of the configuration a task of the suite's own may start on (not `individual`, not `budget`). */
function startablePipelines(c: CheckContext): string[] {
  const p = c.t.info.pipelines;
  return [p.straight, p.slow, p.failing, ...Object.values(p.park)].filter(
    (x): x is string => typeof x === "string" && x.length > 0,
  );
}

/**
 * startTask's `pipelineId` (doc 2 Limits: pipeline ids 1-120 chars) must name a pipeline of the
 * target: a case is kept with a configured pipeline whose id is exactly at the bound, else left out
 * saying so. Other operations' cases come back as they are (their exclusions are EXCLUDED_KEYS').
 */
function namedValues(
  c: CheckContext,
  cases: BoundaryCase[],
): { cases: BoundaryCase[]; why: Map<BoundaryCase, string | null> } {
  // A case mapped to null is kept whatever EXCLUDED_KEYS says: its value names a pipeline of the target.
  const why = new Map<BoundaryCase, string | null>();
  if (c.operation.operationId !== "startTask") return { cases, why };
  const pipelines = startablePipelines(c);
  const out = cases.map((k) => {
    if (lastSegment(k.path) !== "pipelineId" || typeof k.value !== "string") return k;
    const real = pipelines.find((id) => id.length === (k.value as string).length);
    if (!real) {
      why.set(
        k,
        "pipelineId: must name a pipeline, and no configured pipeline (pipelines.straight, slow, failing, park.*) has an id at a bound",
      );
      return k;
    }
    const named = { ...k, value: real, label: `${k.label}: ${real}` };
    why.set(named, null);
    return named;
  });
  return { cases: out, why };
}

/**
 * startTask at its bounds: each case starts a new task of the suite's own (a start puts a run in
 * flight, so one task per case), with the pipeline the case names; made only where the OP recipe
 * of startTask may be made (a disposable target, the full profile). A park pipeline needs a decide
 * key (doc 2 Authentication 7): the highest key of the ladder below admin is used.
 */
async function startEach(c: CheckContext, op: Operation, cases: BoundaryCase[], leftNote: string): Promise<never> {
  admittedRecipe(c, op);
  const key = c.t.keys.decide ?? c.t.keys.write ?? c.t.keys.admin;
  const answers = acceptance();
  for (const k of cases) {
    const { taskId } = await startableTask(c);
    const r = await c.callOp(op, { params: { taskId }, key, body: placed({}, k) });
    tallyAccepted(answers, op.operationId, k.label, r);
  }
  judgeAcceptance(c, answers, "new tasks of the suite's own", "bounds are inclusive (doc 2 Limits)");
  return c.pass(`accepted ${cases.length} boundary values on new tasks of the suite's own${leftNote}`);
}

const ROUTABLE = "https://hooks.example.com/conformance/";

/**
 * The case placed into the base: a webhook url rewritten to a routable host of the same length,
 * and empty strings the scaffold put beside the case (minimal values of unbounded strings, e.g. a
 * ticket's `source`) given one character, so that only the case's own value is at a bound.
 */
function placed(base: unknown, k: BoundaryCase): unknown {
  const value =
    lastSegment(k.path) === "url" && typeof k.value === "string" && k.value.length >= ROUTABLE.length
      ? ROUTABLE + "a".repeat(k.value.length - ROUTABLE.length)
      : k.value;
  const scaffold = k.scaffold ? { ...k.scaffold, value: fillBlanks(k.scaffold.value) } : undefined;
  return applyCase(base, { ...k, value, ...(scaffold ? { scaffold } : {}) });
}

function fillBlanks(v: unknown): unknown {
  if (v === "") return "x";
  if (Array.isArray(v)) return v.map(fillBlanks);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([key, x]) => [key, fillBlanks(x)]));
  return v;
}

export const boundaryAccepted: Rule = {
  id: "VALID-BOUNDARY-ACCEPTED",
  title: "Every value at a stated bound, and every member of a stated set, is accepted",
  level: "MUST",
  family: "VALID",
  clause: "doc 1 Resources and their fields (request shapes); doc 2 Limits",
  clauses: ["D1-NOTATION-BOUNDS", "D1-NOTATION-ENUMS"],
  clausesFor: requestShape,
  profile: "safe",
  shares: bodyShares,
  scope: "operation",
  // Accepted means a 2XX; what the documents state for a valid body is the success.
  provokes: provokesSuccess,
  appliesTo: (op, index) =>
    op.body !== null &&
    boundaryCases(describeSchema(op.body.schema, index.document.components.schemas)).some((k) => k.valid),
  check: async (c) => {
    const op = c.operation;
    const decision = isAnsweringRoute(op);
    const named = namedValues(
      c,
      boundaryCases(bodyNode(c, op)).filter((k) => k.valid),
    );
    const why = (k: BoundaryCase) =>
      named.why.has(k) ? (named.why.get(k) ?? null) : (excluded(k) ?? (decision ? namedInDecision(k) : null));
    const valid = named.cases;
    const kept = valid.filter((k) => why(k) === null);
    const left = [...new Set(valid.map(why).filter((x): x is string => x !== null))];
    const leftNote = left.length ? `; left out: ${left.join("; ")}` : "";
    if (kept.length === 0)
      c.notExercised(`every boundary value of this body depends on more than the schema${leftNote}`);
    if (decision) return decisionBoundary(c, op, mergeByField(kept, placed), leftNote);
    if (op.operationId === "startTask") return startEach(c, op, kept, leftNote);
    const target = await addressBody(c, op);
    if (target.kind !== "own") {
      c.notExercised(
        `boundary values are sent only to resources of the suite's own; this operation is addressed by ${target.describe}`,
      );
    }
    const control = await sendControl(c, op, target);
    if (!is2xx(control))
      c.notExercised(
        `the valid control body was refused (${control.status} on ${target.describe}): values at the bounds could not be told apart`,
      );
    const picked = target.creates
      ? pickSpread(kept, (k) => k.constraint, CASES_PER_CREATING_OPERATION, c.seed())
      : kept;
    const answers = acceptance();
    for (const k of picked) {
      const r = await sendBody(c, op, target, placed(target.base, k));
      if (tallyAccepted(answers, op.operationId, k.label, r)) await target.accepted(c, r);
    }
    judgeAcceptance(
      c,
      answers,
      target.describe,
      "bounds are inclusive, each stated member is accepted, and an open set takes any other string",
    );
    c.pass(`accepted ${picked.length} boundary values (of ${kept.length}) on ${target.describe}${leftNote}`);
  },
};
