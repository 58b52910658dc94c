/**
 * The mutation triage (contract/clauses/mutation-triage/, one file per area) is a list a reader can trust: each
 * survivor named once, by the code it mutates, in a class, with a one-line reason; a class (a) entry names the clause it
 * breaks and the rule that would catch it; every clause id cited exists in the register.
 */
import { describe, expect, it } from "vitest";
import { MUTATION_TRIAGE, TRIAGE_BY_AREA } from "../../../contract/clauses/mutation-triage/index.ts";
import { CLAUSE_BY_ID } from "../../../contract/clauses/index.ts";
import { AREAS, inArea } from "../areas.ts";
import { mutantKey, pathOf } from "../report-file.ts";
import { fold, matchTriage } from "../triage-match.ts";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

describe("the mutation triage", () => {
  it("names each mutant once, by a place under the areas mutation testing covers", () => {
    const keys = MUTATION_TRIAGE.map(mutantKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const t of MUTATION_TRIAGE) {
      expect(t.at, mutantKey(t)).toMatch(/^server\/(domain|http)\/[\w/.-]+\.ts:\d+:\d+-\d+:\d+$/);
      expect(
        AREAS.some((a) => inArea(a, pathOf(t.at))),
        t.at,
      ).toBe(true);
      expect(t.mutator, t.at).toMatch(/^[A-Z]\w+$/);
    }
  });

  it("files each entry under its own area, one file for each area a full pass runs", () => {
    expect(TRIAGE_BY_AREA.map(([area]) => area).sort()).toEqual([...AREAS].sort());
    const misfiled = TRIAGE_BY_AREA.flatMap(([area, entries]) =>
      entries.filter((t) => !inArea(area, pathOf(t.at))).map((t) => `${mutantKey(t)} in ${area}`),
    );
    expect(misfiled).toEqual([]);
  });

  it("names only code the server still has: an entry whose code is gone (a branch removed, a file moved) is dropped, not kept", () => {
    const root = join(import.meta.dirname, "..", "..", "..");
    const folded = new Map<string, string>();
    const gone = MUTATION_TRIAGE.filter((t) => {
      const path = pathOf(t.at);
      if (!existsSync(join(root, path))) return true;
      if (!folded.has(path)) folded.set(path, fold(readFileSync(join(root, path), "utf8")));
      return !folded.get(path)!.includes(fold(t.original));
    });
    expect(gone.map(mutantKey)).toEqual([]);
  });

  it("names each by the code it mutates, so an edit above it does not orphan the entry", () => {
    for (const t of MUTATION_TRIAGE) expect(t.original.trim(), mutantKey(t)).not.toBe("");
    // Two entries of one identity are told apart by their place only: each survivor takes one.
    const { matched, stale } = matchTriage(MUTATION_TRIAGE, MUTATION_TRIAGE);
    expect(stale).toEqual([]);
    for (const [s, e] of matched) expect(e, mutantKey(s)).toBe(s);
  });

  it("gives each a class and a one-line reason", () => {
    for (const t of MUTATION_TRIAGE) {
      expect(["a", "b", "c"], mutantKey(t)).toContain(t.class);
      expect(t.reason.trim().length, mutantKey(t)).toBeGreaterThan(10);
      expect(t.reason, mutantKey(t)).not.toMatch(/\n/);
    }
  });

  it("cites only clauses of the register; a class (a) entry names the clause it breaks and the rule that would catch it", () => {
    for (const t of MUTATION_TRIAGE) {
      if (t.clause !== undefined) expect(CLAUSE_BY_ID.has(t.clause), `${mutantKey(t)} cites ${t.clause}`).toBe(true);
      if (t.class === "a") {
        expect(t.clause, mutantKey(t)).toBeDefined();
        expect(t.rule?.trim(), mutantKey(t)).toBeTruthy();
      } else expect(t.rule, `${mutantKey(t)}: only (a) entries name a rule`).toBeUndefined();
    }
  });
});
