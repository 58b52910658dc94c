/**
 * The clause register in the report: which rules cite each clause (static ids, `clausesFor` on the
 * operations a rule applies to, transition rows and decision verbs), and each clause judged by the
 * results that cite it — uncheckable when the register says so, else failed if one failed, passed
 * if one passed or warned, not exercised otherwise with the reason — through buildReport as both
 * engines call it. Synthetic registers and rules, so the tests hold whatever the register holds.
 */
import { describe, expect, it } from "vitest";
import { contractIndex } from "../../contract/operations.ts";
import { CLAUSES, type ClauseId } from "../../../contract/clauses/index.ts";
import {
  formatClauseListing,
  judgeClauses,
  listClauses,
  rulesByClause,
  summarizeClauses,
  type RegisterEntry,
} from "../../rules/clauses.ts";
import { bareResult, type Outcome, type Rule, type RuleResult } from "../../rules/types.ts";
import { DEFAULT_RUN_CONFIG, type TargetInfo } from "../../run/config.ts";
import { buildReport } from "../report.ts";
import { planRun } from "../../engine/plan.ts";

const index = contractIndex();
/** Clause ids of a synthetic register (the rule type accepts only the real register's ids). */
const ids = (...xs: string[]) => xs as unknown as readonly ClauseId[];

function rule(id: string, over: Partial<Rule> = {}): Rule {
  return {
    id,
    title: `title of ${id}`,
    level: "MUST",
    family: "OP",
    clause: "doc 2 somewhere",
    clauses: [],
    profile: "safe",
    scope: "global",
    check: async () => undefined,
    ...over,
  };
}

function entry(id: string, uncheckable?: string): RegisterEntry {
  return {
    id,
    doc: 2,
    section: "Endpoints › Keys",
    statement: `statement of ${id}`,
    ...(uncheckable ? { uncheckable } : {}),
  };
}

function result(r: Rule, operationId: string | null, outcome: Outcome, message = `${outcome} of ${r.id}`): RuleResult {
  return bareResult(r, operationId, outcome, message);
}

const info: TargetInfo = {
  ...DEFAULT_RUN_CONFIG,
  baseUrl: "http://127.0.0.1:4010",
  embedded: true,
  keys: { admin: "apk_admin", read: null, write: null, decide: null, peer: null },
  keyProblems: {},
  workspaceId: "ws_1",
  peerWorkspaceId: null,
  ledger: null,
  profile: "full",
  only: ["R"],
};

describe("rulesByClause", () => {
  it("joins static clauses, clausesFor on the operations a rule applies to, transition rows and decision verbs", () => {
    const rules = [
      rule("R-STATIC", { clauses: ids("C-A", "C-B") }),
      rule("R-PER-OP", {
        scope: "operation",
        appliesTo: (op) => op.operationId === "listKeys" || op.operationId === "createKey",
        clauses: ids("C-A"),
        clausesFor: (op) => ids(`C-OP-${op.operationId}`),
      }),
      rule("R-STATE", { transitions: ["TASK-CREATE", "verb:approveRunDecision"] }),
    ];
    const by = rulesByClause(rules, index);
    expect(by.get("C-A")).toEqual(["R-STATIC", "R-PER-OP"]);
    expect(by.get("C-B")).toEqual(["R-STATIC"]);
    expect(by.get("C-OP-listKeys")).toEqual(["R-PER-OP"]);
    expect(by.get("C-OP-createKey")).toEqual(["R-PER-OP"]);
    // Only the operations the rule applies to.
    expect(by.has("C-OP-deleteKey")).toBe(false);
    expect(by.get("D1-STATE-TASK-CREATE")).toEqual(["R-STATE"]);
    expect(by.get("D2-ROW-approveRunDecision")).toEqual(["R-STATE"]);
  });
});

describe("judgeClauses", () => {
  const pass = rule("R-PASS", { clauses: ids("C-PASS", "C-MIXED") });
  const warn = rule("R-WARN", { clauses: ids("C-WARN") });
  const fail = rule("R-FAIL", { clauses: ids("C-MIXED", "C-UNCHECKABLE") });
  const skip = rule("R-SKIP", { clauses: ids("C-SKIP") });
  const idle = rule("R-IDLE", { clauses: ids("C-IDLE") });
  const rules = [pass, warn, fail, skip, idle];
  const register = ["C-PASS", "C-WARN", "C-MIXED", "C-SKIP", "C-IDLE", "C-NOBODY", "C-UNCHECKABLE"].map((id) =>
    entry(id, id === "C-UNCHECKABLE" ? "server-internal timing" : undefined),
  );
  const results = [
    result(pass, null, "pass"),
    result(warn, null, "warn"),
    result(fail, null, "fail", "Received: 200 / Documented: 403\nsecond line"),
    result(skip, null, "not-exercised", "no peer workspace key"),
  ];
  const judged = judgeClauses(results, rules, index, register);
  const of = (id: string) => judged.find((c) => c.id === id)!;

  it("gives one entry per clause of the register, in register order, with its doc, section, statement and rules", () => {
    expect(judged.map((c) => c.id)).toEqual(register.map((c) => c.id));
    expect(of("C-MIXED")).toMatchObject({
      doc: 2,
      section: "Endpoints › Keys",
      statement: "statement of C-MIXED",
      rules: ["R-PASS", "R-FAIL"],
    });
  });

  it("passes a clause one result passed, and one that only warned", () => {
    expect(of("C-PASS")).toEqual({ ...entry("C-PASS"), rules: ["R-PASS"], outcome: "pass" });
    expect(of("C-WARN").outcome).toBe("pass");
  });

  it("fails a clause when any result citing it failed, even if another passed; the reason is the first failure", () => {
    expect(of("C-MIXED").outcome).toBe("fail");
    expect(of("C-MIXED").reason).toBe("R-FAIL (api): Received: 200 / Documented: 403");
  });

  it("leaves a clause not exercised with the first not-exercised message, or why no result judged it", () => {
    expect(of("C-SKIP")).toMatchObject({ outcome: "not-exercised", reason: "no peer workspace key" });
    expect(of("C-IDLE")).toMatchObject({
      outcome: "not-exercised",
      reason: "its rules were not selected in this run",
      rules: ["R-IDLE"],
    });
    expect(of("C-NOBODY")).toMatchObject({ outcome: "not-exercised", reason: "no rule cites it", rules: [] });
  });

  it("keeps an uncheckable clause uncheckable with the register's reason, whatever its results", () => {
    expect(of("C-UNCHECKABLE")).toMatchObject({
      outcome: "uncheckable",
      reason: "server-internal timing",
      rules: ["R-FAIL"],
    });
  });

  it("counts them: checked is the checkable clauses that passed or failed", () => {
    expect(summarizeClauses(judged)).toEqual({
      total: 7,
      checkable: 6,
      uncheckable: 1,
      checked: 3,
      passing: 2,
      failing: 1,
    });
  });

  it("judges the whole register by default", () => {
    const all = judgeClauses([], rules, index);
    expect(all.map((c) => c.id)).toEqual(CLAUSES.map((c) => c.id));
    const s = summarizeClauses(all);
    expect(s.total).toBe(CLAUSES.length);
    expect(s.checkable + s.uncheckable).toBe(s.total);
    expect(s.checked).toBe(0);
  });
});

describe("buildReport", () => {
  const ok = rule("R-OK", { clauses: ids("C-OK") });
  const warned = rule("R-WARNED", { clauses: ids("C-WARNED") });
  const broken = rule("R-BROKEN", { clauses: ids("C-BROKEN", "C-HIDDEN") });
  const skipped = rule("R-SKIPPED", { clauses: ids("C-SKIPPED") });
  const perOp = rule("R-OP", {
    scope: "operation",
    appliesTo: (op) => op.operationId === "listKeys" || op.operationId === "createKey",
    clausesFor: (op) => ids(`C-ROW-${op.operationId}`),
  });
  const unselected = rule("Q-ELSEWHERE", { clauses: ids("C-ELSEWHERE") });
  const rules = [ok, warned, broken, skipped, perOp, unselected];
  const register = [
    "C-OK",
    "C-WARNED",
    "C-BROKEN",
    "C-SKIPPED",
    "C-ROW-listKeys",
    "C-ROW-createKey",
    "C-ELSEWHERE",
    "C-NOBODY",
    "C-HIDDEN",
  ].map((id) => entry(id, id === "C-HIDDEN" ? "an unshown figure" : undefined));
  // createKey × R-OP has no result: buildReport records it as a failure, and its clause fails.
  const collected = {
    results: [
      result(ok, null, "pass"),
      result(warned, null, "warn"),
      result(broken, null, "fail", "boom"),
      result(skipped, null, "not-exercised", "the safe profile excludes this rule (it needs full)"),
      result(perOp, "listKeys", "pass"),
    ],
    errors: [],
  };
  // The plan the engine would run for these rules (one family: the order of the rules is the report's).
  const plan = planRun({ families: [{ family: "OP", rules }], transitions: [], unprovocable: [] }, info, index);
  const report = buildReport({
    collected,
    rules,
    plan,
    index,
    info,
    startedAt: new Date("2025-01-01T00:00:00Z"),
    durationMs: 1,
    unrevokedKeys: [],
    leftovers: [],
    coverage: { rows: [] },
    register,
  });

  it("judges every clause of the register from the run's results", () => {
    expect(report.clauses!.map((c) => [c.id, c.outcome, c.reason])).toEqual([
      ["C-OK", "pass", undefined],
      ["C-WARNED", "pass", undefined],
      ["C-BROKEN", "fail", "R-BROKEN (api): boom"],
      ["C-SKIPPED", "not-exercised", "the safe profile excludes this rule (it needs full)"],
      ["C-ROW-listKeys", "pass", undefined],
      ["C-ROW-createKey", "fail", "R-OP createKey: no result was recorded: the check did not run (see errors)"],
      ["C-ELSEWHERE", "not-exercised", "its rules were not selected in this run"],
      ["C-NOBODY", "not-exercised", "no rule cites it"],
      ["C-HIDDEN", "uncheckable", "an unshown figure"],
    ]);
    expect(report.clauses!.find((c) => c.id === "C-ELSEWHERE")!.rules).toEqual(["Q-ELSEWHERE"]);
  });

  it("counts them in clauseSummary", () => {
    expect(report.clauseSummary).toEqual({
      total: 9,
      checkable: 8,
      uncheckable: 1,
      checked: 5,
      passing: 3,
      failing: 2,
    });
  });

  it("gives every result the clause ids it judges", () => {
    const clausesOf = (rule: string, op: string | null) =>
      report.results.find((r) => r.rule === rule && r.operationId === op)!.clauses;
    expect(clausesOf("R-BROKEN", null)).toEqual(["C-BROKEN", "C-HIDDEN"]);
    expect(clausesOf("R-OP", "listKeys")).toEqual(["C-ROW-listKeys"]);
    expect(clausesOf("R-OP", "createKey")).toEqual(["C-ROW-createKey"]);
  });

  it("survives JSON: the report's clauses are plain data", () => {
    const back = JSON.parse(JSON.stringify(report)) as typeof report;
    expect(back.clauses).toEqual(report.clauses);
    expect(back.clauseSummary).toEqual(report.clauseSummary);
  });

  it("judges the contract's register when none is given", () => {
    const whole = buildReport({
      collected,
      rules,
      plan,
      index,
      info,
      startedAt: new Date(),
      durationMs: 1,
      unrevokedKeys: [],
      leftovers: [],
      coverage: { rows: [] },
    });
    expect(whole.clauses!.map((c) => c.id)).toEqual(CLAUSES.map((c) => c.id));
    expect(whole.clauseSummary!.total).toBe(CLAUSES.length);
  });
});

describe("--list-clauses data", () => {
  const rules = [rule("R-A", { clauses: ids("C-1") }), rule("R-B", { clauses: ids("C-1", "C-2") })];
  const register = [
    { ...entry("C-1"), operationId: "listKeys" as const },
    entry("C-2", "not observable from outside"),
    entry("C-3"),
  ];
  const listing = listClauses(rules, index, register);

  it("lists every clause with the rules citing it, its operation and why it is uncheckable, no outcome", () => {
    expect(listing).toEqual([
      {
        id: "C-1",
        doc: 2,
        section: "Endpoints › Keys",
        statement: "statement of C-1",
        operationId: "listKeys",
        rules: ["R-A", "R-B"],
      },
      {
        id: "C-2",
        doc: 2,
        section: "Endpoints › Keys",
        statement: "statement of C-2",
        rules: ["R-B"],
        uncheckable: "not observable from outside",
      },
      { id: "C-3", doc: 2, section: "Endpoints › Keys", statement: "statement of C-3", rules: [] },
    ]);
  });

  it("prints one tab-separated line per clause, then the counts", () => {
    expect(formatClauseListing(listing)).toEqual([
      "C-1\tdoc 2\tEndpoints › Keys\tR-A,R-B\tstatement of C-1",
      "C-2\tdoc 2\tEndpoints › Keys\tuncheckable: not observable from outside\tstatement of C-2",
      "C-3\tdoc 2\tEndpoints › Keys\tno rule\tstatement of C-3",
      "3 clauses: 2 checkable (1 cited by no rule), 1 uncheckable",
    ]);
  });
});
