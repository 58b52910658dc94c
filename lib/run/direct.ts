/**
 * The rules run without vitest: the same checks, the same selection, the same report, in one
 * process with no test-runner start-up. The conformance command always goes through vitest (so
 * `npm test` and the command share one engine); this path exists for the fault catalogue, which
 * runs the suite dozens of times and must stay fast, and it is checked against the vitest path by
 * the project's tests (same results for the same seed).
 */
import { contractIndex } from "../contract/operations.ts";
import { runRule } from "../rules/check.ts";
import { applicableOperations, type Rule } from "../rules/types.ts";
import type { Collected } from "../report/collect.ts";
import { buildReport, type ConformanceReport } from "../report/report.ts";
import type { RunConfig } from "./config.ts";
import { prepareTarget } from "./prepare.ts";
import { planned } from "./select.ts";
import { byRunOrder } from "./sequencer.ts";
import { connect } from "./target.ts";
import type { Leftover } from "./fixtures.ts";

export async function runDirect(
  config: RunConfig,
  families: Record<string, readonly Rule[]>,
  coverageRows: readonly { id: string; machine: string; trigger: string }[],
): Promise<ConformanceReport> {
  const startedAt = new Date();
  const prepared = await prepareTarget(config);
  const collected: Collected = { results: [], errors: [] };
  const all = Object.values(families).flat();
  let cleaned: { unrevokedKeys: string[]; leftovers: Leftover[] } = { unrevokedKeys: [], leftovers: [] };
  try {
    // One target per family, torn down after it, exactly as the vitest bridge does per file.
    for (const [name, rules] of Object.entries(families).sort(([a], [b]) => byRunOrder(a, b))) {
      const t = connect(prepared.info);
      try {
        for (const rule of rules) {
          for (const op of applicableOperations(rule, t.index)) {
            if (!planned(rule, op?.operationId ?? null, prepared.info)) continue;
            collected.results.push(await runRule(rule, op, t));
          }
        }
      } catch (e) {
        collected.errors.push(`${name}: ${(e as Error).message}`);
      } finally {
        const left = await t.fixtures.teardown();
        if (left.length) collected.errors.push(`${name}: could not clean up: ${left.map((l) => `${l.kind} ${l.id} (${l.reason})`).join("; ")}`);
        await t.client.close();
      }
    }
  } finally {
    cleaned = await prepared.close();
  }
  return buildReport({
    collected,
    rules: all,
    index: contractIndex(),
    info: prepared.info,
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
    ...cleaned,
    coverage: { rows: coverageRows },
  });
}
