/**
 * doc 2 Endpoints (query columns: bounds, closed sets, required parameters), doc 2 Limits, doc 2
 * Endpoints conventions ("Integer query parameters are sent as decimal digit strings"): a query
 * breaking one stated constraint is refused with a 4XX envelope; values at the bounds and members
 * of the sets are accepted; integers travel as decimal digits. Reads only (safe profile); path ids
 * are discovered (see ids.ts) and every probe is compared with a control read.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { boundaryQueries, minimalQuery, missingQueryParams, queryViolations } from "../../generators/index.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { successOf } from "../op/run.ts";
import { readParams } from "./ids.ts";
import { is2xx, judgeRefusal, listed, pickSpread } from "./judge.ts";
import { queryLimits, rowOf } from "../common/clauses.ts";
import { provokesSuccess } from "../common/provokes.ts";

export const QUERY_PROBES_PER_OPERATION = 24;

interface Probe {
  label: string;
  param: string;
  /** The probe's query, built on the control's (which names what the read must find, see NAMES). */
  query: (base: Record<string, string>) => Record<string, string>;
}

/**
 * Reads whose query names something the target must hold, and the documented answer when a valid
 * value names nothing: `path` (and the `ref` it is read at) of GET /repos/{owner}/{name}/contents
 * (doc 2 Repos: `path` 1-1000 chars, `ref` 1-255 chars; doc 2 Errors: 404 `file_not_found`, "path
 * absent at the ref"). Their control is the read the OP recipe makes succeed (a repository GET
 * /repos lists, a file it holds); a value at a bound answered with that refusal was accepted as a
 * value and looked up: it names no file, which is not what the bound is about. A `ref` naming no
 * branch, tag or commit has no stated answer (`file_not_found` is stated for a path absent at a
 * ref that exists): any 404 shows it was looked up (`token` null).
 */
const NAMES: Record<string, { params: Record<string, string | null>; status: number; what: string }> = {
  getRepoContents: {
    params: { path: "file_not_found", ref: null },
    status: 404,
    what: "path absent at the ref, or a ref naming nothing",
  },
};

function stringQuery(q: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(q ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
}

async function control(c: CheckContext, op: Operation) {
  if (NAMES[op.operationId]) {
    const s = await successOf(c);
    if (s.ok && is2xx(s.reply)) {
      return {
        params: s.attempt.params ?? {},
        base: { ...minimalQuery(op), ...stringQuery(s.attempt.query) },
        r: s.reply as Reply,
        where: `the OP recipe's read: ${s.attempt.label ?? "its candidate"}`,
      };
    }
  }
  const { params, probed } = await readParams(c, op);
  const base = minimalQuery(op);
  const r = await c.callOp(op, { params, query: base });
  const where = probed.length
    ? `placeholder ${probed.join(", ")}`
    : op.pathParams.length
      ? "discovered ids"
      : "no path ids";
  return { params, base, r, where };
}

/** Whether `r` is the documented answer for a valid `param` value that names nothing (see NAMES). */
function namesNothing(op: Operation, param: string, r: Reply): boolean {
  const n = NAMES[op.operationId];
  if (!n || !(param in n.params) || r.status !== n.status) return false;
  const token = n.params[param];
  return token === null || errorToken(r.json).includes(token);
}

/** Refusals judged against the control; the verdict for the whole list. */
async function expectRefused(c: CheckContext, op: Operation, probes: Probe[], what: string, note = ""): Promise<never> {
  const ctl = await control(c, op);
  const refused: string[] = [];
  const likeControl: string[] = [];
  const problems: { label: string; r: Reply }[] = [];
  for (const p of probes) {
    const r = await c.callOp(op, { params: ctl.params, query: p.query(ctl.base) });
    const j = judgeRefusal(ctl.r, r);
    if (j.kind === "refused") refused.push(p.label);
    else if (j.kind === "like-control") likeControl.push(p.label);
    else if (j.kind === "accepted") problems.push({ label: `${p.label} accepted with ${r.status}`, r });
    else problems.push({ label: `${p.label}: ${j.why}`, r });
  }
  if (problems.length) {
    c.fail(
      `Received: ${listed(problems.map((p) => p.label))} / Documented: ${what} is refused with a 4XX and the error envelope`,
      problems[0].r.exchange,
    );
  }
  if (refused.length === 0) {
    c.notExercised(
      `every probe was answered like the valid control (${ctl.r.status} with ${ctl.where}): the target looks the path up before it reads the query`,
    );
  }
  const skipped = likeControl.length
    ? `; ${likeControl.length} answered like the control (${ctl.r.status}), not exercised`
    : "";
  c.pass(`refused ${refused.length} of ${probes.length} (${ctl.where})${skipped}${note}`);
}

async function expectAccepted(
  c: CheckContext,
  op: Operation,
  probes: Probe[],
  what: string,
  note = "",
): Promise<never> {
  const ctl = await control(c, op);
  if (!is2xx(ctl.r))
    c.notExercised(`the valid control read answered ${ctl.r.status} (with ${ctl.where}): nothing to accept against`);
  const problems: { label: string; r: Reply }[] = [];
  const named: string[] = [];
  for (const p of probes) {
    const r = await c.callOp(op, { params: ctl.params, query: p.query(ctl.base) });
    if (namesNothing(op, p.param, r)) named.push(p.label);
    else if (!is2xx(r)) problems.push({ label: `${p.label} answered ${r.status}`, r });
  }
  if (problems.length)
    c.fail(`Received: ${listed(problems.map((p) => p.label))} / Documented: ${what}`, problems[0].r.exchange);
  const n = NAMES[op.operationId];
  const looked =
    named.length && n
      ? `: ${probes.length - named.length} answered 2XX, ${named.length} were looked up and answered ${n.status} (${n.what}: a valid value naming nothing there)`
      : "";
  c.pass(`accepted ${probes.length} (${ctl.where})${looked}${note}`);
}

function violationProbes(op: Operation): Probe[] {
  return [
    ...queryViolations(op).map((v) => ({
      label: v.label,
      param: v.param,
      query: (base: Record<string, string>) => ({ ...base, [v.param]: v.value }),
    })),
    ...missingQueryParams(op).map((m) => ({
      label: m.label,
      param: m.param,
      query: (base: Record<string, string>) => {
        const query = { ...base };
        delete query[m.param];
        return query;
      },
    })),
  ];
}

export const queryViolationRefused: Rule = {
  id: "VALID-QUERY-VIOLATION",
  title: "A query breaking one stated constraint (bound, set, type, required) is refused with a 4XX envelope",
  level: "MUST",
  family: "VALID",
  clause: "doc 2 Endpoints (query columns; keyset paging); doc 2 Limits; doc 2 Errors",
  clauses: ["D2-ERR-CLASSES"],
  clausesFor: queryLimits,
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => violationProbes(op).length > 0,
  check: async (c) => {
    const op = c.operation;
    const picked = pickSpread(violationProbes(op), (p) => p.param, QUERY_PROBES_PER_OPERATION, c.seed());
    await expectRefused(c, op, picked, "a query parameter breaking a stated constraint");
  },
};

/**
 * `cursor` values come from `nextCursor` (doc 2 Endpoints, keyset paging): a made-up cursor of a
 * valid length is not a cursor the server issued, so it is left out here (PAGE covers cursors).
 */
function boundaryProbes(op: Operation): Probe[] {
  const bounds = boundaryQueries(op)
    .filter((k) => k.valid && k.param !== "cursor")
    .map((k) => ({
      label: k.label,
      param: k.param,
      query: (base: Record<string, string>) => ({ ...base, [k.param]: k.value }),
    }));
  // doc 2 Kaizen: `acknowledged` `true`|`false` (booleans have no bounds, but both members are stated).
  const booleans = op.queryParams
    .filter((p) => p.schema.type === "boolean")
    .flatMap((p) =>
      ["true", "false"].map((v) => ({
        label: `${p.name}: ${v}`,
        param: p.name,
        query: (base: Record<string, string>) => ({ ...base, [p.name]: v }),
      })),
    );
  return [...bounds, ...booleans];
}

export const queryBoundaryAccepted: Rule = {
  id: "VALID-QUERY-BOUNDARY",
  title: "Query values at a stated bound, and every member of a stated set, are accepted",
  level: "MUST",
  family: "VALID",
  clause: "doc 2 Endpoints (query columns); doc 2 Limits",
  clauses: [],
  clausesFor: (op) => [...rowOf(op), ...queryLimits(op)],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => boundaryProbes(op).length > 0,
  // Accepted means a 2XX; what the documents state for a valid query is the success.
  provokes: provokesSuccess,
  check: async (c) => {
    const op = c.operation;
    await expectAccepted(
      c,
      op,
      boundaryProbes(op),
      "bounds are inclusive and each stated member is accepted",
      "; cursor values left out (they come from nextCursor)",
    );
  },
};

function integerParams(op: Operation) {
  return op.queryParams.filter((p) => p.schema.type === "integer");
}

/** An in-range value of an integer parameter, away from its bounds where possible. */
function inRange(schema: Record<string, unknown>): number {
  const min = typeof schema.minimum === "number" ? schema.minimum : 0;
  const max = typeof schema.maximum === "number" ? schema.maximum : Number.POSITIVE_INFINITY;
  return Math.min(min + 4, max);
}

export const integerStrings: Rule = {
  id: "VALID-INTEGER-STRINGS",
  title: "Integer query parameters are read as decimal digit strings: digits accepted, other strings refused",
  level: "MUST",
  family: "VALID",
  clause: 'doc 2 Endpoints, Conventions ("Integer query parameters are sent as decimal digit strings")',
  clauses: ["D2-CONV-INTEGER-STRINGS"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => integerParams(op).length > 0,
  check: async (c) => {
    const op = c.operation;
    const ints = integerParams(op);
    const digits: Probe[] = ints.map((p) => ({
      label: `${p.name}=${inRange(p.schema)}`,
      param: p.name,
      query: (base) => ({ ...base, [p.name]: String(inRange(p.schema)) }),
    }));
    const ctl = await control(c, op);
    if (is2xx(ctl.r)) {
      for (const p of digits) {
        const r = await c.callOp(op, { params: ctl.params, query: p.query(ctl.base) });
        c.require(
          is2xx(r),
          `${r.status} for ${p.label}`,
          "an integer in range, sent as decimal digits, is accepted",
          r.exchange,
        );
      }
    }
    const accepted = is2xx(ctl.r)
      ? `; accepted ${digits.map((d) => d.label).join(", ")}`
      : `; digits not exercised (the control read answered ${ctl.r.status})`;
    // Strings a lenient parser reads as numbers: a digit prefix (parseInt) and a decimal fraction.
    const others: Probe[] = ints.flatMap((p) => {
      const v = inRange(p.schema);
      return [`${v}abc`, `${v}.5`].map((s) => ({
        label: `${p.name}=${s}`,
        param: p.name,
        query: (base: Record<string, string>) => ({ ...base, [p.name]: s }),
      }));
    });
    await expectRefused(c, op, others, "an integer parameter that is not a decimal digit string", accepted);
  },
};
