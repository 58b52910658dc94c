/** Reports shaped like real runs, for the HTML report's browser tests. */
import type { Exchange } from "../../lib/http/client.ts";
import type { Family, Outcome } from "../../lib/rules/types.ts";
import { contractIndex } from "../../lib/contract/operations.ts";
import { TRANSITIONS } from "../../suites/state/transitions.ts";
import type { ClauseVerdict, ConformanceReport, ReportResult } from "../../lib/report/report.ts";
import { CLAUSES } from "../../contract/clauses/index.ts";
import { summarizeClauses } from "../../lib/rules/clauses.ts";

export const HOSTILE = `<script>document.title="pwned"</script><img src=x onerror="document.title='pwned'"> & "quotes"`;

function exchange(seq: number, method: string, url: string, status: number, body: string): Exchange {
  return {
    seq,
    method,
    url,
    requestHeaders: { authorization: "Bearer [REDACTED]", accept: "application/json" },
    requestBody: method === "GET" ? undefined : JSON.stringify({ name: "conformance-fixture" }),
    status,
    responseHeaders: { "content-type": "application/json", "x-note": HOSTILE },
    responseBody: body,
    startedAt: 0,
    durationMs: 12 + seq,
    attempts: 1,
    reproduction: `curl -sS -X ${method} '${url}' -H 'Authorization: Bearer [REDACTED]'`,
  };
}

/** A report shaped like a real run: every contract operation, every family, every transition row. */
/**
 * `many`: 400 failures (three MUST rules failing on all 125 operations, one SHOULD rule on 25), as
 * a target broken at its core reports them.
 */
export function realisticReport(many = false): ConformanceReport {
  const index = contractIndex();
  const base = "https://api.example.test/v1";
  const results: ReportResult[] = [];
  const add = (
    rule: string,
    family: Family,
    level: "MUST" | "SHOULD",
    operationId: string | null,
    outcome: Outcome,
    message: string,
    ev: Exchange[] = [],
    decisive?: number,
  ) =>
    results.push({
      rule,
      level,
      operationId,
      outcome,
      message,
      reproduction:
        ev.length && (outcome === "fail" || outcome === "warn") ? ev[decisive ?? ev.length - 1].reproduction : null,
      family,
      title: `${family.toLowerCase()} rule ${rule}`,
      clause: `doc 2 ${family} ${rule.length % 7}`,
      evidence: outcome === "pass" ? [] : ev,
      ...(decisive === undefined || outcome === "pass" ? {} : { decisive }),
      drift: [],
      digest: "abc",
    });
  index.all.forEach((op, i) => {
    const url = `${base}${op.path.replace(/\{[^}]+\}/g, "id_1")}`;
    add("OP-STATUS", "OP", "MUST", op.operationId, many || i === 7 ? "fail" : "pass", "status as documented", [
      exchange(
        1,
        op.method,
        url,
        i === 7 ? 500 : op.status,
        i === 7 ? `{"error":{"code":"internal","message":${JSON.stringify(HOSTILE)}}}` : "{}",
      ),
    ]);
    add("AUTH-401-MISSING", "AUTH", "MUST", op.operationId, "pass", "401 without a key");
    add(
      "AUTH-403-BELOW",
      "AUTH",
      "MUST",
      op.operationId,
      many || i % 40 === 3 ? "fail" : "pass",
      "the write key was answered 404, not 403",
      // The read key's correct 403, then the write key's failing 404: one curl line once keys are masked.
      [
        exchange(1, op.method, url, 403, `{"error":{"code":"forbidden","message":"read key"}}`),
        exchange(2, op.method, url, 404, `{"error":{"code":"not_found","message":"decisive-404-${i}"}}`),
      ].map((e) => ({ ...e, seq: 1 })),
      1,
    );
    if (op.method === "GET")
      add(
        "PAGE-LIMIT",
        "PAGE",
        "SHOULD",
        op.operationId,
        i % 9 === 0 ? "warn" : i % 5 === 0 ? "not-exercised" : "pass",
        i % 5 === 0 ? "the list had fewer than two items" : "limit honoured",
        [exchange(1, "GET", `${url}?limit=1`, 200, `{"items":[]}`)],
      );
    if (op.method !== "GET")
      add(
        "VALID-BODY",
        "VALID",
        "MUST",
        op.operationId,
        i % 11 === 0 ? "not-exercised" : "pass",
        "profile safe does not send writes",
      );
    if (op.tag === "Decisions")
      add(
        "STATE-VERB",
        "STATE",
        "MUST",
        op.operationId,
        i % 6 === 0 ? "not-exercised" : "pass",
        "no parked run to decide on",
      );
    add("NULL-FIELDS", "NULL", "SHOULD", op.operationId, many && i < 25 ? "fail" : "pass", "nullable fields explicit", [
      exchange(1, op.method, url, 200, `{"id":"t_${i}"}`),
    ]);
    add("ERRORS-ENVELOPE", "ERRORS", "MUST", op.operationId, many ? "fail" : "pass", "error envelope", [
      exchange(1, op.method, url, 404, "not found"),
    ]);
  });
  add("SEC-HEADERS", "SEC", "SHOULD", null, "warn", "no Strict-Transport-Security header", [
    exchange(1, "GET", `${base}/me`, 200, `{"workspace":"ws_a"}`),
  ]);
  add("KEYS-ROTATE", "KEYS", "MUST", null, "pass", "rotation works");
  add("EVENTS-SSE", "EVENTS", "MUST", null, "not-exercised", "profile safe does not start runs");
  const n = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  // The contract's register, judged: uncheckable where it says so, else a mix of the three outcomes.
  const clauses: ClauseVerdict[] = CLAUSES.map((c, i) => {
    const base = {
      id: c.id,
      doc: c.doc,
      section: c.section,
      statement: c.statement,
      rules: i % 5 ? ["OP-STATUS", "AUTH-403-BELOW"] : [],
    };
    if (c.uncheckable !== undefined) return { ...base, outcome: "uncheckable", reason: c.uncheckable };
    if (i % 5 === 0) return { ...base, outcome: "not-exercised", reason: "no rule cites it" };
    if (i % 9 === 1) return { ...base, outcome: "fail", reason: `AUTH-403-BELOW createKey: ${HOSTILE}` };
    return { ...base, outcome: "pass" };
  });
  return {
    tool: { name: "app-conformance", version: "0.1.0" },
    contract: { version: "1.61.0", operations: index.all.length },
    target: { baseUrl: base, embedded: false, workspaceId: "ws_a", peerWorkspace: true },
    seed: 1234,
    profile: "standard",
    strict: false,
    startedAt: "2025-11-23T05:29:15.000Z",
    durationMs: 83_400,
    summary: {
      passed: n("pass"),
      failed: n("fail"),
      warned: n("warn"),
      notExercised: n("not-exercised"),
      requests: 2411,
      rules: new Set(results.map((r) => r.rule)).size,
      results: results.length,
      mustFailed: results.filter((r) => r.outcome === "fail" && r.level === "MUST").length,
      shouldFailed: results.filter((r) => r.outcome === "fail" && r.level === "SHOULD").length,
    },
    operations: index.all.map((op, i) => ({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      tag: op.tag,
      exercised: i % 13 !== 5,
      statuses: i % 13 === 5 ? [401, 403] : [op.status, 401, 404],
    })),
    results,
    leftovers: [{ kind: "task", id: "t_<b>left</b>", reason: "delete answered 500" }],
    errors: [],
    transitions: TRANSITIONS.map((t, i) => ({
      id: t.id,
      machine: t.machine,
      trigger: t.trigger,
      exercised: i % 3 !== 0,
      rules: ["STATE-VERB"],
      reason: i % 3 !== 0 ? null : "STATE-VERB: not-exercised (no parked run to decide on)",
    })),
    clauses,
    clauseSummary: summarizeClauses(clauses),
  };
}
