/**
 * `npm run bench:conc [-- CLIENTS ROUNDS PER-RUN]`: the CONC family against the clean embedded
 * reference server at CLIENTS racing clients (default 32) for ROUNDS rounds a rule (default 1,000),
 * in runs of PER-RUN rounds (default 50), each run a fresh server and seed. In runs because the
 * engine fails a check that outlives 120 s (lib/engine/engine.ts) and 1,000 rounds of 32 clients on
 * one rule take longer than that. Prints each run's wall time and per-rule history sizes, then the
 * figures: histories checked, their sizes and the checker's time (median and maximum), and the
 * results that were not a pass. A figure, not a test: app/tests/conc-clean.test.ts holds the verdict
 * at a round count CI affords; exits 1 when any result is not a pass.
 */
import { narrowed, runSuite } from "../../app/wiring.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { FAMILY_RULES } from "../../suites/registry.ts";

const [clients, rounds, perRun] = [32, 1000, 50].map((d, i) => Number(process.argv[2 + i] ?? d));
if (![clients, rounds, perRun].every((n) => Number.isInteger(n) && n >= 1 && n <= 100_000)) {
  console.error("bench:conc: CLIENTS, ROUNDS and PER-RUN must be whole numbers from 1 to 100000");
  process.exit(2);
}

const ids = FAMILY_RULES.CONC.map((r) => r.id);
const sizes: number[] = [];
const checker: number[] = [];
const problems: string[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
const t0 = performance.now();
for (let done = 0, run = 1; done < rounds; run++) {
  const n = Math.min(perRun, rounds - done);
  const start = performance.now();
  const report = await runSuite(
    { ...DEFAULT_RUN_CONFIG, profile: "full", only: ids, raceClients: clients, raceRounds: n, seed: run },
    narrowed(ids),
  );
  for (const e of report.errors) problems.push(`run ${run}: ${e}`);
  for (const r of report.results) {
    if (r.outcome !== "pass") problems.push(`run ${run}: ${r.rule} ${r.outcome}: ${r.message.split("\n")[0]}`);
    if (r.history) {
      sizes.push(r.history.size);
      checker.push(r.history.checkerMs);
    }
  }
  done += n;
  const each = report.results.map((r) => `${r.rule.replace("CONC-", "")} ${r.history?.size ?? "-"}`).join(", ");
  console.log(`run ${run}: ${n} rounds in ${((performance.now() - start) / 1000).toFixed(1)} s (${each})`);
}
console.log(
  `${ids.length} rules × ${rounds} rounds at ${clients} clients in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
console.log(
  `histories checked ${sizes.length}; operations per history median ${median(sizes)}, max ${Math.max(...sizes)}`,
);
console.log(`checker time per history median ${median(checker)} ms, max ${Math.max(...checker)} ms`);
console.log(problems.length ? `not a pass (${problems.length}):\n${problems.join("\n")}` : "every result a pass");
process.exit(problems.length ? 1 : 0);
