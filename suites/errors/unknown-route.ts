/**
 * doc 2 Errors: "Client errors (validation, unauthorized, not found, conflict, rate limit) are 4XX;
 * server errors are 5XX". A request for a path under `/api/v1` that no row of the Endpoints tables
 * has, or for a method a documented path lacks, names nothing the API has: a "not found" of the
 * client's, never a server error. Only the class is asserted: which 4XX (404, 405) the documents do
 * not state, nor an envelope (no operation answers), and a method a later minor version adds could
 * succeed, so a 2XX is not judged. Mutation testing found both routes answered 500 with no rule
 * noticing (contract/clauses/mutation-triage/http.ts, server/http/app.ts).
 *
 * The method probes address the probe ids of lib/rules/probes.ts, so nothing they could reach
 * exists. A path without ids is probed only with GET where it lacks one: a method other than GET on
 * a collection (DELETE /tasks) is sent only outside the safe profile, where writes are allowed.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { HttpMethod } from "../../lib/contract/types.ts";
import { fillPath } from "../../lib/contract/path-matcher.ts";
import { probeParams } from "../../lib/rules/probes.ts";
import type { Rule } from "../../lib/rules/types.ts";
import type { CheckContext } from "../../lib/rules/check.ts";

/** GET first: it changes nothing wherever a server routes it. */
const PROBE_METHODS: readonly HttpMethod[] = ["GET", "DELETE", "PATCH", "PUT", "POST"];

/** Each documented path once, with the methods its rows have and one of its operations (for the probe ids). */
function pathsOf(ops: readonly Operation[]): { path: string; methods: Set<string>; op: Operation }[] {
  const byPath = new Map<string, { path: string; methods: Set<string>; op: Operation }>();
  for (const op of ops) {
    const entry = byPath.get(op.path) ?? { path: op.path, methods: new Set<string>(), op };
    entry.methods.add(op.method);
    byPath.set(op.path, entry);
  }
  return [...byPath.values()];
}

/** The method a path is probed with: the first it lacks, a write only on ids that address nothing or outside the safe profile. */
function probeMethod(c: CheckContext, path: { methods: Set<string>; op: Operation }): HttpMethod | null {
  const writes = path.op.pathParams.length > 0 || c.t.profile !== "safe";
  return PROBE_METHODS.find((m) => !path.methods.has(m) && (m === "GET" || writes)) ?? null;
}

export const unknownRouteNo5xx: Rule = {
  id: "ERRORS-UNKNOWN-ROUTE-NO-5XX",
  title: "A path or a method outside the Endpoints tables is never answered a server error (5XX)",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Errors (client errors, not found among them, are 4XX; server errors are 5XX); doc 2 Endpoints conventions (paths relative to `{base_url}/api/v1`)",
  clauses: ["D2-ERR-CLASSES", "D2-CONV-JSON"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    // With --operation, only the selected operations' paths are probed: a narrowed run sends nothing
    // beyond what it names (app/tests/selection.test.ts), and a made-up path belongs to no operation.
    const selection = c.t.info.operations;
    const narrowed = selection.length > 0;
    const probes: { method: HttpMethod; path: string; what: string }[] = narrowed
      ? []
      : [{ method: "GET", path: `/no-such-resource-${c.seed("path").toString(36)}`, what: "a path no row has" }];
    const ops = narrowed
      ? c.t.index.all.filter((op) => c.t.index.all.some((o) => o.path === op.path && selection.includes(o.operationId)))
      : c.t.index.all;
    for (const p of pathsOf(ops)) {
      const method = probeMethod(c, p);
      if (method) probes.push({ method, path: fillPath(p.path, probeParams(p.op)), what: `a method ${p.path} lacks` });
    }
    for (const probe of probes) {
      const r = await c.call(probe.method, probe.path, { deadlineMs: 5_000 });
      c.require(
        r.status < 500,
        `${r.status} for ${probe.method} ${probe.path}, ${probe.what}`,
        "a client error (not found) is a 4XX, never a 5XX (doc 2 Errors)",
        r.exchange,
      );
    }
    if (!probes.length)
      c.notExercised("every path of the --operation selection has every method: no request outside the tables to send");
    c.pass(`${probes.length} requests outside the Endpoints tables, none answered a 5XX`);
  },
};
