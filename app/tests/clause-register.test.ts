/**
 * The clause register and the rules that cite it hold together: ids are stable and unique, every
 * rule cites at least one clause, every cited id is in the register, every uncheckable clause says
 * why, and every checkable clause is cited by a rule. A clause checkable on a disposable target only
 * says why, and every rule citing it runs only there (that such a rule is not exercised elsewhere,
 * naming --disposable, is app/tests/disposable-only.test.ts's to show).
 */
import { describe, expect, it } from "vitest";
import { CLAUSES, CLAUSE_BY_ID } from "../../contract/clauses/index.ts";
import { OPERATION_IDS } from "../../contract/operation-ids.ts";
import { TRANSITIONS } from "../../contract/clauses/transitions.ts";
import { contractIndex } from "../../lib/contract/operations.ts";
import { rulesByClause } from "../../lib/rules/clauses.ts";
import { applicableOperations, clausesOf } from "../../lib/rules/types.ts";
import { ALL_RULES } from "../../suites/registry.ts";
import { disposableReason } from "../../suites/common/disposable.ts";
import { gatingFact } from "../../suites/common/fact-gated.ts";
import { REFERENCE_FACTS } from "../../lib/run/config.ts";

const index = contractIndex();

describe("the clause register", () => {
  it("holds unique ids of the form D<doc>-<SECTION>-<SLUG>, each with its document, section and statement", () => {
    expect(CLAUSE_BY_ID.size).toBe(CLAUSES.length);
    for (const c of CLAUSES) {
      expect(c.id, c.id).toMatch(/^D[12](-[A-Za-z0-9]+)+$/);
      expect(c.id.startsWith(`D${c.doc}-`), c.id).toBe(true);
      expect(c.section.length, c.id).toBeGreaterThan(3);
      expect(c.statement.length, c.id).toBeGreaterThan(10);
      if ("uncheckable" in c && c.uncheckable !== undefined) expect(c.uncheckable.length, c.id).toBeGreaterThan(10);
      if ("disposable" in c && c.disposable !== undefined) expect(c.disposable.length, c.id).toBeGreaterThan(10);
    }
  });

  it("has a row clause for each of the 125 operations and a clause for each transition row", () => {
    for (const id of OPERATION_IDS) expect(CLAUSE_BY_ID.has(`D2-ROW-${id}`), id).toBe(true);
    for (const r of TRANSITIONS) expect(CLAUSE_BY_ID.has(`D1-STATE-${r.id}`), r.id).toBe(true);
  });
});

describe("rules and the register", () => {
  it("every rule cites at least one clause id", () => {
    const bare = ALL_RULES.filter((r) => {
      const ids = new Set(clausesOf(r, null, index));
      for (const op of applicableOperations(r, index))
        for (const id of clausesOf(r, op?.operationId ?? null, index)) ids.add(id);
      return ids.size === 0;
    });
    expect(bare.map((r) => r.id)).toEqual([]);
  });

  it("every clause id a rule cites is in the register", () => {
    const unknown = [...rulesByClause(ALL_RULES, index).entries()]
      .filter(([id]) => !CLAUSE_BY_ID.has(id))
      .map(([id, rules]) => `${id} (${rules.join(", ")})`);
    expect(unknown).toEqual([]);
  });

  it("no rule cites a clause the register calls uncheckable", () => {
    const by = rulesByClause(ALL_RULES, index);
    const contradictions = CLAUSES.filter((c) => "uncheckable" in c && c.uncheckable && by.has(c.id)).map(
      (c) => `${c.id} (${by.get(c.id)!.join(", ")})`,
    );
    expect(contradictions).toEqual([]);
  });

  it("a clause checkable on a disposable target only is checkable, and every rule citing it runs only on a disposable target", () => {
    const by = rulesByClause(ALL_RULES, index);
    const rulesById = new Map(ALL_RULES.map((r) => [r.id, r]));
    const marked = CLAUSES.filter((c) => c.disposable !== undefined);
    expect(marked.length).toBeGreaterThan(0);
    expect(
      marked.filter((c) => c.uncheckable !== undefined).map((c) => c.id),
      "both uncheckable and checkable on a disposable target",
    ).toEqual([]);
    const uncited = marked.filter((c) => !by.has(c.id)).map((c) => c.id);
    expect(uncited, "checkable on a disposable target, but no rule cites it").toEqual([]);
    const anywhere = marked.flatMap((c) =>
      (by.get(c.id) ?? [])
        .filter((id) => disposableReason(rulesById.get(id)!) === undefined)
        .map((id) => `${c.id} (${id})`),
    );
    expect(
      anywhere,
      "rules that run on any target citing a clause checkable on a disposable target only (mark the clause checkable, or the rule disposableOnly)",
    ).toEqual([]);
  });

  it("a clause checkable where a config fact says so names a fact the reference server has, and every rule citing it is gated on that fact", () => {
    const by = rulesByClause(ALL_RULES, index);
    const rulesById = new Map(ALL_RULES.map((r) => [r.id, r]));
    const marked = CLAUSES.filter((c) => c.fact !== undefined);
    expect(marked.length).toBeGreaterThan(0);
    expect(
      marked.filter((c) => c.uncheckable !== undefined).map((c) => c.id),
      "both uncheckable and checkable with a fact",
    ).toEqual([]);
    expect(
      marked.filter((c) => !(c.fact!.key in REFERENCE_FACTS)).map((c) => c.id),
      "a fact the embedded server has no default for",
    ).toEqual([]);
    expect(
      marked.filter((c) => c.fact!.why.length <= 10).map((c) => c.id),
      "no reason",
    ).toEqual([]);
    expect(
      marked.filter((c) => !by.has(c.id)).map((c) => c.id),
      "checkable with a fact, but no rule cites it",
    ).toEqual([]);
    const ungated = marked.flatMap((c) =>
      (by.get(c.id) ?? [])
        .filter((id) => gatingFact(rulesById.get(id)!) !== c.fact!.key)
        .map((id) => `${c.id} (${id})`),
    );
    expect(
      ungated,
      "rules citing a clause checkable with a fact that run without it (gate the rule with factGated)",
    ).toEqual([]);
  });

  it("every checkable clause is cited by a rule", () => {
    const by = rulesByClause(ALL_RULES, index);
    const orphans = CLAUSES.filter((c) => !("uncheckable" in c && c.uncheckable) && !by.has(c.id)).map(
      (c) => `${c.id}: ${c.statement}`,
    );
    expect(orphans).toEqual([]);
  });
});
