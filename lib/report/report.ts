/**
 * The conformance report: the fixed shape of DESIGN.md ("Fixed interfaces") plus what later tools
 * add by extension (family, clause, evidence, leftovers, errors). Built once from the collected
 * results; every writer (JSON, JUnit, HTML, terminal) reads this object and nothing else.
 */
import type { OperationIndex } from "../contract/operations.ts";
import type { Exchange } from "../http/client.ts";
import type { Family, HistoryNote, Level, Outcome, Rule, RuleResult } from "../rules/types.ts";
import {
  judgeClauses,
  summarizeClauses,
  type ClauseSummary,
  type ClauseVerdict,
  type RegisterEntry,
} from "../rules/clauses.ts";
import type { TargetInfo } from "../run/config.ts";
import type { Leftover } from "../run/fixtures.ts";
import type { PlannedCheck, PlannedFamily } from "../engine/plan.ts";
import { missingResult } from "../engine/missing.ts";
import type { BaselineOutcome } from "./baseline.ts";
import type { Collected } from "./collect.ts";
import { resultKey } from "./result-key.ts";
import { EMBEDDED_NOTICE } from "./embedded-notice.ts";
import { statusCoverage, type StatusCoverage, type Unprovocable } from "../coverage/matrix.ts";

export const TOOL = { name: "app-conformance", version: "0.1.0" };

export interface ReportResult {
  rule: string;
  level: Level;
  operationId: string | null;
  outcome: Outcome;
  message: string;
  reproduction: string | null;
  family: Family;
  title: string;
  clause: string;
  evidence: Exchange[];
  /** Which of `evidence` decided the verdict (its index); absent when none did, and in reports written before. */
  decisive?: number;
  drift: string[];
  /** Digest of the requests behind the result: equal across runs with the same seed. */
  digest: string;
  /** The clause register ids this result judges; absent in reports written before the register. */
  clauses?: string[];
  /**
   * The operations the result's requests addressed (its own and its setup's): a re-run with
   * `--operation` must select them all, since no request goes outside the selection. Absent in
   * reports written before.
   */
  operations?: string[];
  /** A CONC result's checked history: its size, the checker's time, a failing one's timeline. */
  history?: HistoryNote;
}

export interface ConformanceReport {
  /** A run against the embedded reference server says so first (embedded-notice.ts); absent for a real target. */
  notice?: string;
  tool: { name: string; version: string };
  contract: { version: string; operations: number };
  target: { baseUrl: string; embedded: boolean; workspaceId: string; peerWorkspace: boolean };
  seed: number;
  profile: string;
  strict: boolean;
  /**
   * The run's settings that decide its requests and verdicts, as flags (lib/report/rerun.ts): a
   * re-run of one result repeats them. Absent in reports written before.
   */
  rerunFlags?: string[];
  /**
   * The run's selection as flags (rerun.ts `selectionFlags`): the re-run of the whole run repeats
   * it. Absent in reports written before.
   */
  rerunSelection?: string[];
  /** How the command that wrote it was invoked (`npx app-conformance`), for re-run commands; absent: `npm run conformance --`. */
  rerunProgram?: string;
  startedAt: string;
  durationMs: number;
  summary: {
    passed: number;
    failed: number;
    warned: number;
    notExercised: number;
    requests: number;
    rules: number;
    results: number;
    mustFailed: number;
    shouldFailed: number;
  };
  operations: {
    operationId: string;
    method: string;
    path: string;
    exercised: boolean;
    statuses: number[];
    tag: string;
  }[];
  results: ReportResult[];
  leftovers: Leftover[];
  errors: string[];
  /** What cut the run short (a signal, "deadline"): the report is partial and gives no verdict. */
  interrupted?: string | null;
  /** Each row of the documents' transition table and each decision verb: driven or not, and why not. */
  transitions: CoverageRow[];
  /** Which slice of a `--shard i/n` run this report holds (1-based index); null or absent when unsharded. */
  shard?: { index: number; total: number } | null;
  /** The outcome of `--baseline`: which failures are known, new and fixed; null or absent without one. */
  baseline?: BaselineOutcome | null;
  /**
   * Every clause of the register (contract/clauses/), in register order, judged by the results that
   * cite it: pass, fail, not-exercised (with the reason) or uncheckable (with the register's reason).
   * Absent in reports written before the register.
   */
  clauses?: ClauseVerdict[];
  /** The counts of `clauses`; absent with it. */
  clauseSummary?: ClauseSummary;
  /**
   * Every documented (operation, status, content type) cell: observed by the run, or why not (a rule
   * tried and never saw it, none got to try, none was selected, none can); the figures, and the
   * `--min-coverage` gate (lib/coverage/). Absent in reports written before it.
   */
  statusCoverage?: StatusCoverage;
}

export type { ClauseSummary, ClauseVerdict } from "../rules/clauses.ts";

export interface CoverageRow {
  id: string;
  machine: string;
  trigger: string;
  exercised: boolean;
  /** The rules meant to drive it. */
  rules: string[];
  /** Why it was not exercised (the outcomes of those rules), or null. */
  reason: string | null;
}

export interface CoverageInput {
  rows: readonly { id: string; machine: string; trigger: string }[];
  /** The suite's table of documented statuses no rule can provoke, and the `--min-coverage` gate (null: none). */
  statuses?: { unprovocable: readonly Unprovocable[]; minPercent: number | null };
}

function coverage(rows: CoverageInput["rows"], rules: readonly Rule[], results: RuleResult[]): CoverageRow[] {
  const driven = new Set(results.flatMap((r) => r.covered));
  return rows.map((row) => {
    const meant = rules.filter((r) => r.transitions?.includes(row.id)).map((r) => r.id);
    const exercised = driven.has(row.id);
    let reason: string | null = null;
    if (!exercised) {
      const outcomes = results
        .filter((r) => meant.includes(r.rule))
        .map((r) => `${r.rule}: ${r.outcome}${r.outcome === "pass" ? "" : ` (${r.message})`}`);
      reason =
        meant.length === 0
          ? "no rule of the suite drives this row"
          : outcomes.length
            ? [...new Set(outcomes)].slice(0, 3).join("; ")
            : "its rules were not selected in this run";
    }
    return { id: row.id, machine: row.machine, trigger: row.trigger, exercised, rules: meant, reason };
  });
}

export function buildReport(args: {
  collected: Collected;
  /** Every rule of the suite, in its order: the results' order, and the clauses each would check. */
  rules: readonly Rule[];
  /** The plan the engine ran (lib/engine/plan.ts): one result per planned check. */
  plan: readonly PlannedFamily[];
  index: OperationIndex;
  info: TargetInfo;
  startedAt: Date;
  durationMs: number;
  unrevokedKeys: string[];
  /** What the run made and could not remove (the ledger's account after the final cleaning). */
  leftovers: Leftover[];
  coverage: CoverageInput;
  /** The signal that cut the run short: checks that never ran are then not exercised, not failed. */
  interrupted?: string | null;
  /** The settings as flags, for re-run commands (rerun.ts `outcomeFlags`). */
  rerunFlags?: string[];
  /** The selection as flags, for the whole run's re-run command (rerun.ts `selectionFlags`). */
  rerunSelection?: string[];
  /** How the command was invoked, for re-run commands. */
  rerunProgram?: string;
  /** The clause register to judge (default: contract/clauses CLAUSES); tests pass a small one. */
  register?: readonly RegisterEntry[];
}): ConformanceReport {
  const { collected, rules, index, info } = args;
  const byKey = new Map(collected.results.map((r) => [resultKey(r), r]));
  // The checks the engine ran, per rule; results go in the suite's rule order, as the rules are given.
  const checksOf = new Map<string, PlannedCheck[]>();
  for (const check of args.plan.flatMap((f) => f.checks)) {
    let list = checksOf.get(check.rule.id);
    if (!list) checksOf.set(check.rule.id, (list = []));
    list.push(check);
  }
  // Every planned check appears: one the run ended without a result for gets its missing result (missing.ts).
  const results: RuleResult[] = [];
  const ran: Rule[] = [];
  for (const rule of rules) {
    const checks = checksOf.get(rule.id) ?? [];
    if (checks.length) ran.push(rule);
    for (const check of checks) {
      results.push(
        byKey.get(resultKey({ rule: rule.id, operationId: check.op?.operationId ?? null })) ??
          missingResult(check, args.interrupted ?? null),
      );
    }
  }
  const statuses = new Map<string, Set<number>>();
  let requests = 0;
  for (const r of collected.results) {
    for (const [opId, status] of r.observed) {
      requests += 1;
      if (!opId) continue;
      let s = statuses.get(opId);
      if (!s) statuses.set(opId, (s = new Set()));
      s.add(status);
    }
  }
  const leftovers = [
    ...args.leftovers,
    ...args.unrevokedKeys.map((id) => ({ kind: "key", id, reason: "revocation failed" })),
  ];
  // Every rule given (not only the selected ones) names the clauses it would check; only results judge them.
  const clauses = judgeClauses(results, rules, index, args.register);
  return {
    ...(info.embedded ? { notice: EMBEDDED_NOTICE } : {}),
    tool: TOOL,
    contract: { version: index.document.info.version, operations: index.all.length },
    target: {
      baseUrl: info.baseUrl,
      embedded: info.embedded,
      workspaceId: info.workspaceId,
      peerWorkspace: info.peerWorkspaceId !== null,
    },
    seed: info.seed,
    profile: info.profile,
    strict: info.strict,
    ...(args.rerunFlags ? { rerunFlags: args.rerunFlags } : {}),
    ...(args.rerunSelection ? { rerunSelection: args.rerunSelection } : {}),
    ...(args.rerunProgram ? { rerunProgram: args.rerunProgram } : {}),
    shard: info.shard,
    startedAt: args.startedAt.toISOString(),
    durationMs: args.durationMs,
    summary: summarize(results, requests, ran.length),
    operations: index.all.map((op) => {
      const seen = [...(statuses.get(op.operationId) ?? [])].sort((a, b) => a - b);
      return {
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        exercised: seen.some((s) => s !== 0 && s !== 401 && s !== 403),
        statuses: seen,
        tag: op.tag,
      };
    }),
    results: results.map((r) => ({
      rule: r.rule,
      level: r.level,
      operationId: r.operationId,
      outcome: r.outcome,
      message: r.message,
      reproduction: r.reproduction,
      family: r.family,
      title: r.title,
      clause: r.clause,
      evidence: r.evidence,
      ...(r.decisive === undefined ? {} : { decisive: r.decisive }),
      drift: r.drift,
      digest: r.digest,
      clauses: r.clauses,
      operations: r.operations ?? [...new Set(r.observed.map(([op]) => op).filter((op): op is string => op !== null))],
      ...(r.history ? { history: r.history } : {}),
    })),
    leftovers,
    interrupted: args.interrupted ?? null,
    errors: args.interrupted
      ? [...collected.errors, `the run was interrupted by ${args.interrupted}: the report is partial`]
      : collected.errors,
    transitions: coverage(
      [
        ...args.coverage.rows,
        // The decision verbs: every answering route of the Decisions group, from the contract.
        ...index
          .byTag("Decisions")
          .filter((op) => op.method !== "GET")
          .map((op) => ({ id: `verb:${op.operationId}`, machine: "Decision verb", trigger: op.operationId })),
      ],
      ran,
      results,
    ),
    clauses,
    clauseSummary: summarizeClauses(clauses),
    statusCoverage: statusCoverage({
      index,
      results,
      unprovocable: args.coverage.statuses?.unprovocable ?? [],
      operations: info.operations,
      minPercent: args.coverage.statuses?.minPercent ?? null,
    }),
  };
}

/** The summary counts of a list of results; `requests` and `rules` are counted by the caller. */
export function summarize(
  results: readonly { outcome: Outcome; level: Level }[],
  requests: number,
  rules: number,
): ConformanceReport["summary"] {
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  return {
    passed: count("pass"),
    failed: count("fail"),
    warned: count("warn"),
    notExercised: count("not-exercised"),
    requests,
    rules,
    results: results.length,
    mustFailed: results.filter((r) => r.outcome === "fail" && r.level === "MUST").length,
    shouldFailed: results.filter((r) => r.outcome === "fail" && r.level === "SHOULD").length,
  };
}

/** The gate and the word of a report's verdict are verdict.ts's; re-exported for the callers that read them here. */
export { exitCode } from "./verdict.ts";
