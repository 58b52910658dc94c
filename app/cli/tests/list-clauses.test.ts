/**
 * `--list-clauses [--json]`: the clause register with the rules citing each clause, as a user meets
 * it through the command (the CLI harness), and as the argument parser reads the flags. Checked
 * against the register and the rule registry themselves, never against a count.
 */
import { describe, expect, it } from "vitest";
import { command } from "../../tests/cli-harness.ts";
import { parseCli, UsageError, type RunArgs } from "../args.ts";
import { contractIndex } from "../../../lib/contract/operations.ts";
import { CLAUSES } from "../../../contract/clauses/index.ts";
import { listClauses, type ClauseListing } from "../../../lib/rules/clauses.ts";
import { ALL_RULES } from "../../../suites/registry.ts";
import { scaled } from "../../../lib/testing/slowdown.ts";

const expected = listClauses(ALL_RULES, contractIndex());

describe("--list-clauses through the command", () => {
  it("prints one line per clause: id, doc, section, the rules citing it (and why only on a disposable target) or why it is uncheckable, statement; then the counts", {
    timeout: scaled(60_000),
  }, async () => {
    const r = await command(["--list-clauses"]);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe("");
    const lines = r.out.trimEnd().split("\n");
    expect(lines.length).toBe(CLAUSES.length + 1);
    lines.slice(0, -1).forEach((line, i) => {
      const c = expected[i];
      const rules = c.rules.length ? c.rules.join(",") : "no rule";
      const cited =
        c.uncheckable !== undefined
          ? `uncheckable: ${c.uncheckable}`
          : c.fact !== undefined
            ? `${rules} (checkable where the config gives facts.${c.fact.key}: ${c.fact.why})`
            : c.disposable !== undefined
              ? `${rules} (checkable on a disposable target: ${c.disposable})`
              : rules;
      expect(line).toBe([c.id, `doc ${c.doc}`, c.section, cited, c.statement].join("\t"));
    });
    const uncheckable = CLAUSES.filter((c) => c.uncheckable !== undefined).length;
    const disposable = CLAUSES.filter((c) => c.uncheckable === undefined && c.disposable !== undefined).length;
    const withFact = CLAUSES.filter((c) => c.uncheckable === undefined && c.fact !== undefined).length;
    expect(disposable).toBeGreaterThan(0);
    expect(withFact).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^${CLAUSES.length} clauses: ${CLAUSES.length - uncheckable} checkable \\(\\d+ cited by no rule, ${disposable} only on a disposable target, ${withFact} only where a config fact is given\\), ${uncheckable} uncheckable$`,
      ),
    );
  });

  it("prints the register as JSON with --json", { timeout: scaled(60_000) }, async () => {
    const r = await command(["--list-clauses", "--json"]);
    expect(r.code, r.err).toBe(0);
    const listed = JSON.parse(r.out) as ClauseListing[];
    expect(listed).toEqual(expected);
    expect(listed.map((c) => c.id)).toEqual(CLAUSES.map((c) => c.id));
    for (const c of listed) {
      expect(
        Object.keys(c).every((k) =>
          ["id", "doc", "section", "statement", "operationId", "rules", "uncheckable", "disposable", "fact"].includes(
            k,
          ),
        ),
      ).toBe(true);
      expect(Array.isArray(c.rules)).toBe(true);
    }
    // A transition row is cited by the STATE rules that drive it.
    const row = listed.find((c) => c.id.startsWith("D1-STATE-") && c.rules.length);
    if (row)
      expect(
        ALL_RULES.some(
          (rule) => row.rules.includes(rule.id) && rule.transitions?.includes(row.id.slice("D1-STATE-".length)),
        ),
      ).toBe(true);
  });

  it("refuses --json without a listing with one sentence", { timeout: scaled(60_000) }, async () => {
    const r = await command(["--json"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "conformance: --json goes with --list-rules, --list-clauses or --list-coverage (a run's summary: --format json)\n",
    );
  });
});

describe("--list-clauses in the argument parser", () => {
  const run = (argv: string[], env: NodeJS.ProcessEnv = {}) => parseCli(argv, env) as RunArgs;

  it("reads --list-clauses and --json, both off by default", () => {
    expect(run([])).toMatchObject({ listClauses: false, json: false });
    expect(run(["--list-clauses"])).toMatchObject({ listClauses: true, json: false });
    expect(run(["--list-clauses", "--json"])).toMatchObject({ listClauses: true, json: true });
  });

  it("needs neither a key nor a readable config file, like --list-rules", () => {
    expect(run(["--list-clauses", "--base-url", "http://127.0.0.1:1"]).listClauses).toBe(true);
    expect(run(["--list-clauses"], { CONFORMANCE_CONFIG: "/nowhere/conformance.config.json" }).configFile).toBeNull();
  });

  it("refuses --json alone", () => {
    expect(() => run(["--json"])).toThrow(UsageError);
  });
});
