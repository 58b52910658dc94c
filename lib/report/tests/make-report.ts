/**
 * Small synthetic conformance reports for the baseline, merge, compare and read tests: a report from
 * a list of (rule, operation, outcome, level) tuples, with everything else a plausible constant.
 */
import { FAMILIES, type Family, type Level, type Outcome } from "../../rules/types.ts";
import { summarize, type ConformanceReport, type ReportResult } from "../report.ts";

export type ResultTuple = [rule: string, operationId: string | null, outcome: Outcome, level?: Level];

/** The family is the rule id's prefix (AUTH-403 → AUTH), as in the suite. */
function familyOf(rule: string): Family {
  const prefix = rule.split("-")[0];
  return (FAMILIES as readonly string[]).includes(prefix) ? (prefix as Family) : "OP";
}

export function makeResult(tuple: ResultTuple, message = `${tuple[2]} of ${tuple[0]}`): ReportResult {
  const [rule, operationId, outcome, level = "MUST"] = tuple;
  return {
    rule,
    level,
    operationId,
    outcome,
    message,
    reproduction: null,
    family: familyOf(rule),
    title: `title of ${rule}`,
    clause: "doc 2 Operations 1",
    evidence: [],
    drift: [],
    digest: `digest of ${rule} ${operationId}`,
  };
}

export function makeReport(tuples: ResultTuple[], over: Partial<ConformanceReport> = {}): ConformanceReport {
  const results = tuples.map((t) => makeResult(t));
  const operations = [...new Set(tuples.map(([, op]) => op).filter((op): op is string => op !== null))].map(
    (operationId) => ({
      operationId,
      method: "GET",
      path: `/${operationId}`,
      exercised: true,
      statuses: [200],
      tag: "Things",
    }),
  );
  return {
    tool: { name: "app-conformance", version: "0.1.0" },
    contract: { version: "1.61.0", operations: operations.length },
    target: { baseUrl: "http://127.0.0.1:4010/api/v1", embedded: false, workspaceId: "ws_a", peerWorkspace: false },
    seed: 42,
    profile: "standard",
    strict: false,
    startedAt: "2025-11-23T05:00:00.000Z",
    durationMs: 1_000,
    summary: summarize(results, 10, new Set(results.map((r) => r.rule)).size),
    operations,
    results,
    leftovers: [],
    errors: [],
    transitions: [],
    ...over,
  };
}
