/**
 * The figures the docs quote that are counts of the project's own registries: read from the
 * registries themselves, so they are exact on every machine and docs/figures.md can be held to them
 * (tests/figures.test.ts). Nothing here is timed.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { ALL_RULES, FAMILY_RULES } from "../../suites/registry.ts";
import { FAULTS } from "../../server/faults/index.ts";
import { VARIANTS } from "../../server/variants/index.ts";
import { CLAUSES } from "../../contract/clauses/index.ts";
import { TRANSITIONS } from "../../contract/clauses/transitions.ts";
import { OPERATION_IDS } from "../../contract/operation-ids.ts";
import { documentedCells } from "../../lib/coverage/documented.ts";
import { contractIndex } from "../../lib/contract/operations.ts";
import { UNPROVOCABLE } from "../../suites/coverage/unprovocable.ts";
import { JUDGES } from "../../suites/traffic/index.ts";
import { MUTATION_TRIAGE } from "../../contract/clauses/mutation-triage/index.ts";
import { ROOT } from "./root.ts";

/** One line of the figures table: what is counted, its value, and where it is counted from. */
export interface Figure {
  figure: string;
  value: string;
  from: string;
}

const count = (n: number) => n.toLocaleString("en-US");

/** The folders vitest collects test files from (vitest.config.ts `include`). */
const TEST_FOLDERS = ["contract", "lib", "app", "generators", "server", "config", "tools"] as const;

function testFiles(): string[] {
  return TEST_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && d.name.endsWith(".test.ts"))
      .map((d) => relative(ROOT, join(d.parentPath, d.name)))
      .filter((p) => !p.split(/[\\/]/).includes("node_modules")),
  );
}

/** Packages the tarball's shrinkwrap pins: the lockfile's entries that are not development-only. */
function pinnedPackages(lock: { packages: Record<string, { dev?: boolean }> }): number {
  return Object.entries(lock.packages).filter(([path, p]) => path !== "" && !p.dev).length;
}

export function countFigures(lock: { packages: Record<string, { dev?: boolean }> }): Figure[] {
  const cells = documentedCells(contractIndex());
  const uncheckable = CLAUSES.filter((c) => "uncheckable" in c && c.uncheckable).length;
  const byLevel = (level: string) => ALL_RULES.filter((r) => r.level === level).length;
  const tests = testFiles();
  return [
    { figure: "operations in the contract", value: count(OPERATION_IDS.length), from: "contract/operation-ids.ts" },
    { figure: "rules", value: count(ALL_RULES.length), from: "suites/registry.ts" },
    { figure: "rules at MUST", value: count(byLevel("MUST")), from: "suites/registry.ts" },
    { figure: "rules at SHOULD", value: count(byLevel("SHOULD")), from: "suites/registry.ts" },
    { figure: "rule families", value: count(Object.keys(FAMILY_RULES).length), from: "suites/registry.ts" },
    ...Object.entries(FAMILY_RULES).map(([family, rules]) => ({
      figure: `rules in ${family}`,
      value: count(rules.length),
      from: `suites/${family.toLowerCase()}/index.ts`,
    })),
    { figure: "rules judged from recorded traffic", value: count(JUDGES.length), from: "suites/traffic/index.ts" },
    { figure: "faults (named contract violations)", value: count(Object.keys(FAULTS).length), from: "server/faults/" },
    {
      figure: "variants (other allowed readings)",
      value: count(Object.keys(VARIANTS).length),
      from: "server/variants/",
    },
    { figure: "clauses in the register", value: count(CLAUSES.length), from: "contract/clauses/" },
    { figure: "clauses checkable", value: count(CLAUSES.length - uncheckable), from: "contract/clauses/" },
    { figure: "clauses uncheckable", value: count(uncheckable), from: "contract/clauses/" },
    {
      figure: "clauses checkable on a disposable target only",
      value: count(CLAUSES.filter((c) => "disposable" in c && c.disposable).length),
      from: "contract/clauses/",
    },
    {
      figure: "clauses checkable where a config fact states them",
      value: count(CLAUSES.filter((c) => "fact" in c && c.fact).length),
      from: "contract/clauses/",
    },
    { figure: "transition table rows", value: count(TRANSITIONS.length), from: "contract/clauses/transitions.ts" },
    {
      figure: "documented (operation, status, content type) cells",
      value: count(cells.length),
      from: "lib/coverage/documented.ts",
    },
    {
      figure: "documented cells no rule can provoke",
      value: count(UNPROVOCABLE.length),
      from: "suites/coverage/unprovocable.ts",
    },
    {
      figure: "documented cells a rule tries to provoke",
      value: count(cells.length - UNPROVOCABLE.length),
      from: "the two above",
    },
    {
      figure: "mutation triage entries",
      value: count(MUTATION_TRIAGE.length),
      from: "contract/clauses/mutation-triage/",
    },
    {
      figure: "packages the tarball's shrinkwrap pins (installed with it)",
      value: count(pinnedPackages(lock)),
      from: "package-lock.json, its entries that are not dev",
    },
    { figure: "test files", value: count(tests.length), from: TEST_FOLDERS.map((f) => `${f}/`).join(", ") },
  ];
}
