/**
 * The report of judged traffic: the live suite's report (lib/report/report.ts buildReport), so every
 * writer — JSON, JUnit, HTML, summary — and the gate read it unchanged. Each judged rule appears for
 * every operation it applies to: judged by the traffic (pass, fail, warn), or not exercised because
 * no exchange of the traffic was judged by it. The target is the traffic's source; what is not the
 * live run's (the exchanges, those naming no operation) rides along under `traffic`.
 */
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { contractIndex } from "../../lib/contract/operations.ts";
import type { Redactor } from "../../lib/http/redact.ts";
import { buildReport, type ConformanceReport } from "../../lib/report/report.ts";
import { printable, palette } from "../../lib/report/terminal.ts";
import { verdictLines } from "../../lib/report/verdict-lines.ts";
import { writeReports } from "../../lib/report/write.ts";
import { applicableOperations, type Rule } from "../../lib/rules/types.ts";
import { DEFAULT_RUN_CONFIG, type TargetInfo } from "../../lib/run/config.ts";
import { unmatchedReason } from "../../suites/traffic/exchange.ts";
import { JUDGES } from "../../suites/traffic/index.ts";
import { ruleOf, type TrafficSession } from "../../suites/traffic/session.ts";
import { TRANSITIONS } from "../../suites/state/transitions.ts";
import { resultKey } from "../../lib/report/result-key.ts";
import type { PlannedFamily } from "../../lib/engine/plan.ts";

export interface UnmatchedExchange {
  seq: number;
  method: string;
  url: string;
  status: number;
  reason: string;
}

export interface TrafficReport extends ConformanceReport {
  traffic: {
    /** Where the exchanges came from: a HAR file, or the proxy's target. */
    source: string;
    exchanges: number;
    /** Exchanges naming no operation of the contract: counted, the first ones listed. */
    unmatched: number;
    unmatchedListed: UnmatchedExchange[];
    /** The judges that ran, each with the rule it speaks for. */
    judges: { rule: string; judges: string }[];
    /**
     * The (rule, operation) pairs a judge could speak to that no exchange reached: counted, not listed
     * as results (a 10-exchange capture would otherwise read as a thousand results, most not exercised).
     */
    notReached: number;
  };
}

/** The rules the judges speak for, once each, in the registry's order. */
export function judgedRules(): Rule[] {
  return [...new Set(JUDGES.map((j) => j.rule))].map(ruleOf);
}

export function trafficReport(
  session: TrafficSession,
  source: string,
  startedAt: Date,
  durationMs: number,
): TrafficReport {
  const index = contractIndex();
  const rules = judgedRules();
  const results = session.results();
  const judged = new Set(results.map(resultKey));
  // What the traffic was judged on: each judged rule on the operations an exchange reached; the other
  // pairs it could have been judged on are only counted (`notReached`).
  const applicable = rules.map((rule) => ({
    rule,
    checks: applicableOperations(rule, index).map((op) => ({ rule, op })),
  }));
  const reached = (c: { rule: Rule; op: { operationId: string } | null }) =>
    judged.has(resultKey({ rule: c.rule.id, operationId: c.op?.operationId ?? null }));
  const plan: PlannedFamily[] = applicable.map(({ rule, checks }) => ({
    family: rule.family,
    afterRun: false,
    checks: checks.filter(reached),
  }));
  const notReached = applicable.flatMap((a) => a.checks).filter((c) => !reached(c)).length;
  // Nothing is selected or sharded here: the run's settings are the defaults, and no key was minted.
  const info: TargetInfo = {
    ...DEFAULT_RUN_CONFIG,
    baseUrl: source,
    embedded: false,
    keys: { admin: "", read: null, write: null, decide: null, peer: null },
    keyProblems: {},
    workspaceId: "",
    peerWorkspaceId: null,
    ledger: null,
  };
  const report = buildReport({
    collected: { results, errors: [] },
    rules,
    plan,
    index,
    info,
    startedAt,
    durationMs,
    unrevokedKeys: [],
    leftovers: [],
    coverage: { rows: TRANSITIONS },
  });
  report.profile = "traffic";
  // Passive judging provokes nothing: which documented statuses a run brought about is no measure of
  // recorded traffic (issue 27, point 7), so the report carries no status coverage.
  delete report.statusCoverage;
  report.seed = 0;
  report.summary.requests = session.exchanges;
  // Which operations the traffic addressed, with every status seen (buildReport reads a live run's requests).
  report.operations = report.operations.map((o) => {
    const seen = [...(session.statuses.get(o.operationId) ?? [])].sort((a, b) => a - b);
    return { ...o, statuses: seen, exercised: seen.some((s) => s !== 401 && s !== 403) };
  });
  return {
    ...report,
    traffic: {
      source,
      exchanges: session.exchanges,
      unmatched: session.unmatchedCount,
      unmatchedListed: session.unmatched.map((x) => ({
        seq: x.seq,
        method: x.method,
        url: x.url,
        status: x.status,
        reason: unmatchedReason(x, index),
      })),
      judges: JUDGES.map((j) => ({ rule: j.rule, judges: j.judges })),
      notReached,
    },
  };
}

/** Writes every format into `dir` (secrets redacted by the session's redactor), plus the unmatched exchanges in summary.md. */
export function writeTrafficReports(report: TrafficReport, dir: string, redactor: Redactor): string[] {
  const { files } = writeReports(report, dir, redactor);
  const t = report.traffic;
  if (t.unmatched) {
    const lines = ["", `### Exchanges naming no operation of the contract (${t.unmatched})`, ""];
    for (const u of t.unmatchedListed) lines.push(`- #${u.seq} \`${u.method} ${u.url}\` → ${u.status}: ${u.reason}`);
    if (t.unmatched > t.unmatchedListed.length) lines.push(`- … and ${t.unmatched - t.unmatchedListed.length} more`);
    appendFileSync(join(dir, "summary.md"), redactor.redact(`${lines.join("\n")}\n`));
  }
  return files;
}

/** Unmatched exchanges listed on the terminal; the rest are counted. */
const UNMATCHED_PRINTED = 10;
const FAILURES_PRINTED = 50;

/** What the command prints last: each failure, the unmatched exchanges, then the live verdict block. */
export function trafficLines(
  report: TrafficReport,
  paths: { dir: string; files: string[] },
  color: boolean,
  redactor: Redactor,
): string[] {
  const { red, yellow, dim } = palette(color);
  const lines: string[] = [];
  const failures = report.results.filter((r) => r.outcome === "fail");
  for (const r of failures.slice(0, FAILURES_PRINTED)) {
    const should = r.level === "SHOULD";
    lines.push(
      `${should ? yellow("✗") : red("✗")} ${printable(r.rule)} ${printable(r.operationId ?? "(api)")}${should ? dim(" [SHOULD]") : ""} — ${printable(redactor.redact(r.message), 300)}`,
    );
  }
  if (failures.length > FAILURES_PRINTED)
    lines.push(`  … and ${failures.length - FAILURES_PRINTED} more failures (see conformance.json)`);
  const t = report.traffic;
  if (t.unmatched) {
    lines.push(`${yellow("unmatched")} ${t.unmatched} exchange(s) name no operation of the contract (not judged):`);
    for (const u of t.unmatchedListed.slice(0, UNMATCHED_PRINTED))
      lines.push(`  #${u.seq} ${printable(redactor.redact(`${u.method} ${u.url}`), 160)} → ${u.status}: ${u.reason}`);
    if (t.unmatched > UNMATCHED_PRINTED)
      lines.push(`  … and ${t.unmatched - UNMATCHED_PRINTED} more (conformance.json, summary.md)`);
  }
  // The live block as is, but its first line (the target) and third (the requests) tell of traffic.
  const block = verdictLines(report, paths, color);
  block[0] = `traffic  ${printable(redactor.redact(t.source))}: ${t.exchanges} exchange(s), ${t.exchanges - t.unmatched} of them naming an operation`;
  // The (rule, operation) pairs no exchange reached are most of a small capture: one count, not the result count.
  const s = report.summary;
  const judgedCount = s.passed + s.failed + s.warned;
  block[1] = `results  ${judgedCount} judged by ${new Set(report.results.filter((r) => r.outcome !== "not-exercised").map((r) => r.rule)).size} rules: ${s.passed} passed, ${s.failed ? red(`${s.failed} failed (${s.mustFailed} MUST)`) : "0 failed"}, ${s.warned ? yellow(`${s.warned} warned`) : "0 warned"}; ${t.notReached} (rule, operation) pairs no exchange reached, left out`;
  block[2] = `requests ${t.exchanges} exchange(s) judged in ${(report.durationMs / 1000).toFixed(1)} s; operations seen ${report.operations.filter((o) => o.statuses.length).length}/${report.operations.length}`;
  return [...lines, ...block];
}
