/**
 * `conformance merge DIR…`: the reports of the shards of one `--shard i/n` run, merged into the
 * report the run would have written unsharded. Reports of different runs (another tool, contract,
 * seed, profile, strictness or target) or an incomplete set of shards are refused, not blended.
 */
import { UsageError } from "./usage-error.ts";
import { judged } from "./strict.ts";
import type { ConformanceReport, CoverageRow, ReportResult } from "./report.ts";
import { summarize } from "./report.ts";
import { judgeRegister, summarizeClauses, type ClauseVerdict } from "../rules/clauses.ts";
import { resultKey } from "./result-key.ts";
import { mergeCoverage } from "../coverage/matrix.ts";

type Settings = [label: string, value: (r: ConformanceReport) => string];

// What makes two reports parts of the same run.
const SAME_RUN: Settings[] = [
  ["tool", (r) => `${r.tool.name} ${r.tool.version}`],
  ["contract version", (r) => r.contract.version],
  ["seed", (r) => String(r.seed)],
  ["profile", (r) => r.profile],
  ["strict", (r) => String(r.strict)],
  // Each embedded reference server listens on a port of its own: they are the same target.
  ["target", (r) => (r.target.embedded ? "the embedded reference server" : r.target.baseUrl)],
];

function checkSameRun(reports: ConformanceReport[], names: string[]): void {
  for (const [label, value] of SAME_RUN) {
    const first = value(reports[0]);
    const other = reports.findIndex((r) => value(r) !== first);
    if (other > 0) {
      const theirs = value(reports[other]);
      const why = `their ${label} differs (${first}, ${theirs})`;
      throw new UsageError(`${names[0]} and ${names[other]} are not shards of one run: ${why}.`);
    }
  }
}

/** Checks the shards form one complete set (each index 1..n exactly once); returns their positions in index order. */
function shardOrder(reports: ConformanceReport[], names: string[]): number[] {
  const unsharded = reports.findIndex((r) => !r.shard);
  if (unsharded < 0) {
    const total = reports[0].shard!.total;
    const otherTotal = reports.findIndex((r) => r.shard!.total !== total);
    if (otherTotal >= 0) {
      const theirs = reports[otherTotal].shard!.total;
      throw new UsageError(`${names[0]} is a shard of ${total} but ${names[otherTotal]} a shard of ${theirs}.`);
    }
    const byIndex = new Map<number, number>();
    reports.forEach((r, i) => {
      const { index } = r.shard!;
      if (index < 1 || index > total)
        throw new UsageError(`${names[i]} claims shard ${index}/${total}, which does not exist.`);
      const seen = byIndex.get(index);
      if (seen !== undefined) throw new UsageError(`${names[seen]} and ${names[i]} are both shard ${index}/${total}.`);
      byIndex.set(index, i);
    });
    const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    if (missing.length > 1) throw new UsageError(`shards ${missing.join(", ")} of ${total} are missing.`);
    if (missing.length) throw new UsageError(`shard ${missing[0]} of ${total} is missing.`);
    return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, i]) => i);
  }
  const sharded = reports.findIndex((r) => r.shard);
  if (sharded >= 0) throw new UsageError(`${names[sharded]} is a shard but ${names[unsharded]} is not.`);
  return reports.map((_, i) => i);
}

/**
 * The rules in the order an unsharded run lists them. Each shard lists its rules in that order, so
 * each is a subsequence of it: a topological sort of "comes before" over all shards recovers it,
 * ties (rules no shard relates) going to the one seen first.
 */
function ruleOrder(reports: ConformanceReport[]): Map<string, number> {
  // Insertion order of `after` is the order of first appearance.
  const after = new Map<string, Set<string>>();
  const before = new Map<string, number>();
  for (const report of reports) {
    const rules = [...new Set(report.results.map((r) => r.rule))];
    for (const rule of rules) {
      if (!after.has(rule)) after.set(rule, new Set());
      before.set(rule, before.get(rule) ?? 0);
    }
    rules.slice(1).forEach((rule, i) => {
      const next = after.get(rules[i])!;
      if (next.has(rule)) return;
      next.add(rule);
      before.set(rule, before.get(rule)! + 1);
    });
  }
  const order = new Map<string, number>();
  const byAppearance = [...after.keys()];
  while (order.size < byAppearance.length) {
    // Reports of one suite cannot disagree on the order; if they do, the first rule seen breaks the cycle.
    const next =
      byAppearance.find((r) => !order.has(r) && before.get(r) === 0) ?? byAppearance.find((r) => !order.has(r))!;
    order.set(next, order.size);
    for (const later of after.get(next)!) before.set(later, before.get(later)! - 1);
  }
  return order;
}

function mergeResults(reports: ConformanceReport[], names: string[]): ReportResult[] {
  const from = new Map<string, number>();
  const ruleRank = ruleOrder(reports);
  // Operations in contract order (the order of every report's operations list), as an unsharded run lists them.
  const opRank = new Map<string, number>();
  for (const op of reports.flatMap((r) => r.operations))
    if (!opRank.has(op.operationId)) opRank.set(op.operationId, opRank.size);
  const all: ReportResult[] = [];
  reports.forEach((report, i) => {
    for (const result of report.results) {
      const key = resultKey(result);
      const seen = from.get(key);
      if (seen !== undefined) {
        const where = seen === i ? `twice in ${names[i]}` : `in both ${names[seen]} and ${names[i]}`;
        throw new UsageError(`the result ${key} appears ${where}.`);
      }
      from.set(key, i);
      all.push(result);
    }
  });
  // An API-wide result comes first within its rule; operations the lists do not name go last, by id.
  const rank = (op: string | null) => (op === null ? -1 : (opRank.get(op) ?? Number.MAX_SAFE_INTEGER));
  return all.sort(
    (a, b) =>
      ruleRank.get(a.rule)! - ruleRank.get(b.rule)! ||
      rank(a.operationId) - rank(b.operationId) ||
      (a.operationId ?? "").localeCompare(b.operationId ?? ""),
  );
}

function mergeOperations(reports: ConformanceReport[]): ConformanceReport["operations"] {
  const merged = new Map<string, ConformanceReport["operations"][number]>();
  for (const report of reports) {
    for (const op of report.operations) {
      const seen = merged.get(op.operationId);
      if (!seen) {
        merged.set(op.operationId, { ...op, statuses: [...op.statuses] });
        continue;
      }
      seen.exercised ||= op.exercised;
      seen.statuses = [...new Set([...seen.statuses, ...op.statuses])].sort((a, b) => a - b);
    }
  }
  return [...merged.values()];
}

function mergeTransitions(reports: ConformanceReport[]): CoverageRow[] {
  const merged = new Map<string, CoverageRow>();
  for (const report of reports) {
    for (const row of report.transitions) {
      const seen = merged.get(row.id);
      if (!seen) {
        merged.set(row.id, { ...row, rules: [...row.rules] });
        continue;
      }
      seen.exercised ||= row.exercised;
      seen.rules = [...new Set([...seen.rules, ...row.rules])];
      seen.reason ??= row.reason;
    }
  }
  // A row one shard drove needs no reason why another did not.
  return [...merged.values()].map((row) => (row.exercised ? { ...row, reason: null } : row));
}

/**
 * The clauses judged again from the merged results (never by combining the shards' outcomes): the
 * register and its uncheckable reasons are the first shard's, the rules citing each clause every
 * shard's. Absent when a shard predates the register (its results carry no clause ids to judge by).
 */
function mergeClauses(reports: ConformanceReport[], results: ReportResult[]): ClauseVerdict[] | undefined {
  if (!reports.every((r) => Array.isArray(r.clauses))) return undefined;
  const citing = new Map<string, string[]>();
  for (const report of reports) {
    for (const c of report.clauses!) {
      const rules = citing.get(c.id) ?? [];
      citing.set(c.id, [...new Set([...rules, ...c.rules])]);
    }
  }
  const register = reports[0].clauses!.map((c) => ({
    id: c.id,
    doc: c.doc,
    section: c.section,
    statement: c.statement,
    uncheckable: c.outcome === "uncheckable" ? (c.reason ?? "") : undefined,
  }));
  return judgeRegister(register, citing, results);
}

/**
 * Merges the shards' reports. `names` (the directories given) only label the errors.
 * Throws UsageError when the reports are not the complete set of shards of one run.
 */
export function mergeReports(
  reports: ConformanceReport[],
  names: string[] = reports.map((_, i) => `report ${i + 1}`),
  options: { strict?: boolean } = {},
): ConformanceReport {
  if (reports.length < 1) throw new UsageError("merge needs at least one report.");
  checkSameRun(reports, names);
  const order = shardOrder(reports, names);
  const ordered = order.map((i) => reports[i]);
  // `merge --strict` judges the shards' results as a strict run would have (lib/report/strict.ts).
  const strict = options.strict === true || ordered[0].strict;
  const results = mergeResults(
    ordered,
    order.map((i) => names[i]),
  ).map((r) => judged(r, strict));
  const requests = ordered.reduce((n, r) => n + r.summary.requests, 0);
  const first = ordered[0];
  const clauses = mergeClauses(ordered, results);
  const statusCoverage = mergeCoverage(ordered.map((r) => r.statusCoverage)) ?? undefined;
  return {
    ...first,
    strict,
    ...(first.rerunFlags
      ? {
          rerunFlags:
            strict && !first.rerunFlags.includes("--strict") ? [...first.rerunFlags, "--strict"] : first.rerunFlags,
        }
      : {}),
    // The merged report is every slice: its whole-run re-run repeats the selection but not the slice.
    ...(first.rerunSelection ? { rerunSelection: first.rerunSelection.filter((f) => !f.startsWith("--shard ")) } : {}),
    // The shards run side by side: the merged run began with the first and lasted as long as the longest.
    startedAt: ordered.map((r) => r.startedAt).reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a)),
    durationMs: Math.max(...ordered.map((r) => r.durationMs)),
    summary: summarize(results, requests, new Set(results.map((r) => r.rule)).size),
    operations: mergeOperations(ordered),
    results,
    leftovers: ordered.flatMap((r) => r.leftovers),
    errors: ordered.flatMap((r) => r.errors),
    // One interrupted shard leaves the whole partial.
    interrupted: ordered.find((r) => r.interrupted)?.interrupted ?? null,
    transitions: mergeTransitions(ordered),
    shard: null,
    baseline: null,
    // Undefined (left out of the JSON) when a shard predates the clause register.
    clauses,
    clauseSummary: clauses ? summarizeClauses(clauses) : undefined,
    // Every slice's answers together (undefined when a slice predates it); the per-operation
    // COVERAGE results stay not exercised: a slice judged only its own answers.
    statusCoverage,
  };
}
