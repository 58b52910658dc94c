/**
 * `replay REPORT_DIR [--base-url URL] [--clean]` (issue 27, point 5; Schemathesis's `st replay`):
 * every failing check of a report re-judged against a target, each said to be still failing or
 * fixed. One run of the engine does it all, so the keys are minted, watched and revoked, and what
 * is made removed, as in any run (lib/engine/conformance-run.ts): the failing rules re-run on their
 * operations, then each check's recorded requests re-sent with the run's fresh keys (lib/replay/).
 */
import { runConformance } from "../../lib/engine/conformance-run.ts";
import { Redactor } from "../../lib/http/redact.ts";
import { readReport } from "../../lib/report/read-report.ts";
import type { ReportResult } from "../../lib/report/report.ts";
import { resultKey } from "../../lib/report/result-key.ts";
import { UsageError } from "../../lib/report/usage-error.ts";
import { resendEvidence, type Resent } from "../../lib/replay/resend.ts";
import { judgeReplay, replayCounts, replayLines } from "../../lib/replay/verdicts.ts";
import { TargetError } from "../../lib/run/preflight.ts";
import { FLAG_NAMING } from "../../lib/run/settings/resolve.ts";
import { checkFaults } from "../catalogues.ts";
import { narrowed } from "../wiring.ts";
import { parseReplayArgs, replayUsage } from "./args.ts";
import { replayConfig } from "./config.ts";

export interface ReplayIo {
  out: { write(text: string): unknown };
  err: { write(text: string): unknown };
}

/** `replay`'s exit code: 0 every failing check fixed, 1 one still failing or not re-judged, 2 usage, target or interrupt. */
export async function replayMain(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: ReplayIo,
  program = "npm run conformance --",
): Promise<number> {
  // The keys this invocation was given: whatever goes wrong, no message repeats one.
  const given = new Redactor();
  for (const k of [env.CONFORMANCE_ADMIN_KEY, env.CONFORMANCE_PEER_ADMIN_KEY]) given.add(k);
  argv.forEach((a, i) => {
    if (/^--(peer-)?admin-key$/.test(argv[i - 1] ?? "")) given.add(a);
    const inline = /^--(peer-)?admin-key=(.*)$/.exec(a);
    if (inline) given.add(inline[2]);
  });
  try {
    const args = parseReplayArgs(argv);
    if (args.help) {
      io.out.write(replayUsage(program));
      return 0;
    }
    const report = readReport(args.report);
    const failing = report.results.filter((r) => r.outcome === "fail");
    if (!failing.length) {
      io.out.write(`replay: ${args.report} has no failing check: nothing to replay\n`);
      return 0;
    }
    const target = replayConfig(report, args, failing, env);
    await checkFaults(target.config, FLAG_NAMING);
    const rules = [...new Set(failing.map((r) => r.rule))];
    const say = (line = "") => io.out.write(`${line}\n`);
    say(
      `replay of ${args.report}: ${failing.length} failing check${failing.length === 1 ? "" : "s"} of ${rules.length} rule${rules.length === 1 ? "" : "s"}, recorded against ${report.target.embedded ? "the embedded reference server" : report.target.baseUrl}`,
    );
    say(`target: ${target.described}`);
    say(
      "each check: its rule re-run on its operation with the report's settings (--only RULE --operation OP) decides; its recorded requests are re-sent with fresh keys, then → now",
    );
    say();
    const resent = new Map<string, Resent[]>();
    const apiPrefix = `${new URL(report.target.baseUrl).pathname.replace(/\/$/, "")}/api/v1`;
    const outcome = await runConformance(narrowed(rules), target.config, null, {
      afterChecks: async (t) => {
        for (const r of failing) resent.set(resultKey(r), await resendEvidence(t, r as ReportResult, apiPrefix));
      },
    });
    if (outcome.interrupted) {
      say(`replay: interrupted by ${outcome.interrupted}: no verdict (exit 2)`);
      return 2;
    }
    const checks = judgeReplay(failing, outcome.report.results, resent);
    for (const check of checks) for (const line of replayLines(check)) say(line);
    for (const l of outcome.report.leftovers) say(`left on the target: ${l.kind} ${l.id} (${l.reason})`);
    for (const e of outcome.report.errors) say(`run error: ${e}`);
    const counts = replayCounts(checks);
    const code = counts.fixed === checks.length ? 0 : 1;
    say();
    say(
      `replay: ${checks.length} checks: ${counts["still failing"]} still failing, ${counts.fixed} fixed, ${counts["not re-judged"]} not re-judged (exit ${code})`,
    );
    return code;
  } catch (e) {
    const message =
      e instanceof UsageError || e instanceof TargetError ? e.message : `unexpected error: ${(e as Error).message}`;
    io.err.write(`conformance: ${given.redact(message)}\n`);
    return 2;
  }
}
