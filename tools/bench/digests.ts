/**
 * `node --import tsx tools/bench/digests.ts [full|faults|variants …]`: one line per run — the full
 * embedded run (profile full, seed 1, concurrency 1), every fault of the catalogue (its named and
 * alongside rules, as app/tests/fault-harness.ts runs them) and every variant (the whole suite, as
 * app/tests/variant-harness.ts runs them) — giving the run's name, its results count, its outcome
 * counts and the sha256 of its sorted `rule op outcome digest` lines. Run before and after a change
 * that must keep behaviour and diff the two outputs: equal lines are the acceptance test.
 */
import { createHash } from "node:crypto";
import { FAULTS, type FaultDef } from "../../server/faults/index.ts";
import { VARIANTS } from "../../server/variants/index.ts";
import { DEFAULT_RUN_CONFIG, type RunConfig } from "../../lib/run/config.ts";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { narrowed, runSuite } from "../../app/wiring.ts";

const BASE: RunConfig = { ...DEFAULT_RUN_CONFIG, profile: "full", seed: 1, concurrency: 1 };

function line(name: string, report: ConformanceReport): string {
  const outcomes = new Map<string, number>();
  for (const r of report.results) outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);
  const counts = [...outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([o, n]) => `${o}=${n}`);
  const lines = report.results.map((r) => `${r.rule} ${r.operationId ?? "-"} ${r.outcome} ${r.digest}`).sort();
  const sha = createHash("sha256").update(lines.join("\n")).digest("hex");
  return `${name} results=${report.results.length} ${counts.join(" ")} errors=${report.errors.length} ${sha}`;
}

const parts = process.argv.slice(2);
const want = (p: string) => parts.length === 0 || parts.includes(p);

if (want("full")) console.log(line("full", await runSuite(BASE)));
if (want("faults")) {
  for (const [name, def] of Object.entries(FAULTS as Record<string, FaultDef>)) {
    const rules = [...def.rules, ...(def.alongside ?? [])];
    const config = { ...BASE, only: rules, serverFaults: [name], strict: name.includes("drift") };
    console.log(line(`fault ${name}`, await runSuite(config, narrowed(rules))));
  }
}
if (want("variants")) {
  for (const name of Object.keys(VARIANTS)) {
    console.log(line(`variant ${name}`, await runSuite({ ...BASE, serverVariants: [name] })));
  }
}
