/**
 * One conformance run, as a function: prepare the target, run the vitest suites through vitest's
 * Node API (the same engine `npm test` uses), build and write the report, clean up. The command
 * line (conformance.ts) and the project's own fault-catalogue test both call it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startVitest } from "vitest/node";
import { contractIndex } from "../contract/operations.ts";
import type { RunConfig } from "../run/config.ts";
import { prepareTarget } from "../run/prepare.ts";
import { CollectingReporter } from "../report/collect.ts";
import { FixedOrderSequencer } from "../run/sequencer.ts";
import { buildReport, type ConformanceReport } from "../report/report.ts";
import { toJUnit } from "../report/junit.ts";
import { toSummaryMarkdown } from "../report/summary-md.ts";
import { toHtml } from "../report/html.ts";
import { ALL_RULES } from "../../suites/registry.ts";
import { TRANSITIONS } from "../../suites/state/transitions.ts";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface RunOutcome {
  report: ConformanceReport;
  reportDir: string;
}

export async function runConformance(config: RunConfig, reportDir: string, opts: { quiet?: boolean } = {}): Promise<RunOutcome> {
  const startedAt = new Date();
  const prepared = await prepareTarget(config);
  const collector = new CollectingReporter();
  let unrevokedKeys: string[] = [];
  const onSignal = async () => {
    await prepared.close();
    process.exit(2);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const vitest = await startVitest(
      "test",
      [],
      {
        config: false,
        root: ROOT,
        include: ["suites/**/*.test.ts"],
        watch: false,
        fileParallelism: false,
        sequence: { sequencer: FixedOrderSequencer },
        testTimeout: 120_000,
        hookTimeout: 60_000,
        provide: { target: prepared.info },
        reporters: opts.quiet ? [collector] : [collector, "dot"],
        passWithNoTests: true,
      },
      { logLevel: "error" },
    );
    await vitest?.close();
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    ({ unrevokedKeys } = await prepared.close());
  }
  const report = buildReport({
    collected: collector.collected,
    rules: ALL_RULES,
    index: contractIndex(),
    info: prepared.info,
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
    unrevokedKeys,
    coverage: { rows: TRANSITIONS },
  });
  // Last line of defence: nothing written may hold a secret of the run.
  const text = prepared.redactor.redact(JSON.stringify(report, null, 2));
  const dir = resolve(reportDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "conformance.json"), text + "\n");
  const written = JSON.parse(text) as ConformanceReport;
  // Every other format is built from the (already redacted) report, and redacted once more.
  writeFileSync(join(dir, "junit.xml"), prepared.redactor.redact(toJUnit(written)));
  writeFileSync(join(dir, "summary.md"), prepared.redactor.redact(toSummaryMarkdown(written)));
  writeFileSync(join(dir, "index.html"), prepared.redactor.redact(toHtml(written)));
  process.exitCode = 0;
  return { report: written, reportDir: dir };
}
