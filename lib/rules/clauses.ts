/**
 * Rules joined to the clause register (contract/clauses/): which rules cite each clause, and each
 * clause judged by the results that cite it. A clause is `uncheckable` when the register says so;
 * otherwise it failed if one of its results failed, passed if one passed (or warned) and none
 * failed, and was not exercised otherwise, with the reason. Works on the register's interface only:
 * it never assumes how many clauses there are or which sections exist.
 */
import type { OperationIndex } from "../contract/operations.ts";
import { CLAUSES, type Clause } from "../../contract/clauses/index.ts";
import { applicableOperations, clausesOf, type Outcome, type Rule } from "./types.ts";
import { resultKey } from "../report/result-key.ts";

export type ClauseOutcome = "pass" | "fail" | "not-exercised" | "uncheckable";
export const CLAUSE_OUTCOMES: readonly ClauseOutcome[] = ["pass", "fail", "not-exercised", "uncheckable"];

/** One clause of the register as a report carries it (conformance.json `clauses`). */
export interface ClauseVerdict {
  id: string;
  doc: 1 | 2;
  section: string;
  statement: string;
  /** The rules citing it (statically, through `clausesFor` on an operation they apply to, or a transition row). */
  rules: string[];
  outcome: ClauseOutcome;
  /**
   * uncheckable: the register's reason; not-exercised: why (no rule cites it, its rules were not
   * selected, or the first not-exercised message); fail: the first failing result and its message.
   */
  reason?: string;
}

export interface ClauseSummary {
  total: number;
  checkable: number;
  uncheckable: number;
  /** Checkable clauses whose outcome is pass or fail. */
  checked: number;
  passing: number;
  failing: number;
}

/** What a result must carry to judge clauses (a RuleResult, or a result read back from a report). */
export interface ClauseEvidence {
  rule: string;
  operationId: string | null;
  outcome: Outcome;
  message: string;
  clauses?: readonly string[];
}

/** The register entries judging needs: a clause, or a verdict read back from a report. */
export type RegisterEntry = Pick<Clause, "id" | "doc" | "section" | "statement" | "uncheckable">;

/** Clause id → the ids of the rules citing it, in the order of `rules`. */
export function rulesByClause(rules: readonly Rule[], index: OperationIndex): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const rule of rules) {
    const ids = new Set<string>();
    for (const op of applicableOperations(rule, index))
      for (const id of clausesOf(rule, op?.operationId ?? null, index)) ids.add(id);
    // A rule that applies to no operation still cites its static clauses and transition rows.
    for (const id of clausesOf(rule, null, index)) ids.add(id);
    for (const id of ids) {
      let list = by.get(id);
      if (!list) by.set(id, (list = []));
      if (!list.includes(rule.id)) list.push(rule.id);
    }
  }
  return by;
}

const firstLine = (s: string) => s.split(/\r?\n/, 1)[0] ?? "";

/**
 * Judges every entry of `register`, in its order, by the results whose `clauses` include its id.
 * `citing` names the rules citing each clause (rulesByClause, or a merged report's own lists).
 */
export function judgeRegister(
  register: readonly RegisterEntry[],
  citing: ReadonlyMap<string, readonly string[]>,
  results: readonly ClauseEvidence[],
): ClauseVerdict[] {
  const byClause = new Map<string, ClauseEvidence[]>();
  for (const r of results) {
    for (const id of new Set(r.clauses ?? [])) {
      let list = byClause.get(id);
      if (!list) byClause.set(id, (list = []));
      list.push(r);
    }
  }
  return register.map((c) => {
    const rules = [...(citing.get(c.id) ?? [])];
    const base = { id: c.id, doc: c.doc, section: c.section, statement: c.statement, rules };
    if (c.uncheckable !== undefined) return { ...base, outcome: "uncheckable" as const, reason: c.uncheckable };
    const rs = byClause.get(c.id) ?? [];
    const failed = rs.find((r) => r.outcome === "fail");
    if (failed)
      return { ...base, outcome: "fail" as const, reason: `${resultKey(failed)}: ${firstLine(failed.message)}` };
    if (rs.some((r) => r.outcome === "pass" || r.outcome === "warn")) return { ...base, outcome: "pass" as const };
    const skipped = rs.find((r) => r.outcome === "not-exercised");
    const reason =
      rules.length === 0 ? "no rule cites it" : (skipped?.message ?? "its rules were not selected in this run");
    return { ...base, outcome: "not-exercised" as const, reason };
  });
}

/** Every clause of the register (default: CLAUSES), in register order, judged by `results`. */
export function judgeClauses(
  results: readonly ClauseEvidence[],
  rules: readonly Rule[],
  index: OperationIndex,
  register: readonly RegisterEntry[] = CLAUSES,
): ClauseVerdict[] {
  return judgeRegister(register, rulesByClause(rules, index), results);
}

export function summarizeClauses(verdicts: readonly Pick<ClauseVerdict, "outcome">[]): ClauseSummary {
  const n = (o: ClauseOutcome) => verdicts.filter((v) => v.outcome === o).length;
  const uncheckable = n("uncheckable");
  return {
    total: verdicts.length,
    checkable: verdicts.length - uncheckable,
    uncheckable,
    checked: n("pass") + n("fail"),
    passing: n("pass"),
    failing: n("fail"),
  };
}

/** `clauses N checked of M checkable (K uncheckable)`: the line summary.md and the terminal print. */
export function clauseLine(s: ClauseSummary): string {
  return `${s.checked} checked of ${s.checkable} checkable (${s.uncheckable} uncheckable)`;
}

/** One clause as `--list-clauses` prints it: the register entry and the rules citing it, no outcome. */
export interface ClauseListing {
  id: string;
  doc: 1 | 2;
  section: string;
  statement: string;
  operationId?: string;
  rules: string[];
  uncheckable?: string;
  /** Checkable on a disposable target only (`--disposable`; the embedded server always is): why. */
  disposable?: string;
  /** Checkable where a config fact is given (`facts.<key>`; the embedded server has it): the key and why. */
  fact?: { key: string; why: string };
}

export function listClauses(
  rules: readonly Rule[],
  index: OperationIndex,
  register: readonly Clause[] = CLAUSES,
): ClauseListing[] {
  const citing = rulesByClause(rules, index);
  return register.map((c) => ({
    id: c.id,
    doc: c.doc,
    section: c.section,
    statement: c.statement,
    ...(c.operationId !== undefined ? { operationId: c.operationId } : {}),
    rules: [...(citing.get(c.id) ?? [])],
    ...(c.uncheckable !== undefined ? { uncheckable: c.uncheckable } : {}),
    ...(c.disposable !== undefined ? { disposable: c.disposable } : {}),
    ...(c.fact !== undefined ? { fact: c.fact } : {}),
  }));
}

/** The listing's fourth column: why a clause is uncheckable, or the rules citing it (and where they run). */
export function clauseCitation(c: Pick<ClauseListing, "rules" | "uncheckable" | "disposable" | "fact">): string {
  if (c.uncheckable !== undefined) return `uncheckable: ${c.uncheckable}`;
  const rules = c.rules.length ? c.rules.join(",") : "no rule";
  if (c.fact !== undefined) return `${rules} (checkable where the config gives facts.${c.fact.key}: ${c.fact.why})`;
  return c.disposable !== undefined ? `${rules} (checkable on a disposable target: ${c.disposable})` : rules;
}

/** The text form of `--list-clauses`: one tab-separated line per clause, then the counts. */
export function formatClauseListing(list: readonly ClauseListing[]): string[] {
  const lines = list.map((c) => [c.id, `doc ${c.doc}`, c.section, clauseCitation(c), c.statement].join("\t"));
  const uncheckable = list.filter((c) => c.uncheckable !== undefined).length;
  const uncited = list.filter((c) => c.uncheckable === undefined && c.rules.length === 0).length;
  const disposable = list.filter((c) => c.uncheckable === undefined && c.disposable !== undefined).length;
  const onlyDisposable = disposable ? `, ${disposable} only on a disposable target` : "";
  const withFact = list.filter((c) => c.uncheckable === undefined && c.fact !== undefined).length;
  const onlyWithFact = withFact ? `, ${withFact} only where a config fact is given` : "";
  lines.push(
    `${list.length} clauses: ${list.length - uncheckable} checkable (${uncited} cited by no rule${onlyDisposable}${onlyWithFact}), ${uncheckable} uncheckable`,
  );
  return lines;
}
