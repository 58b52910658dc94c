/**
 * What `replay` makes of each failing check of a report: the rule re-run on its operation decides
 * (a recorded request alone cannot be judged without its rule, and names resources the earlier run
 * removed), and the re-sent requests show what changed. Still failing, fixed, or not re-judged when
 * the re-run could not exercise it — never counted as fixed.
 */
import type { ReportResult } from "../report/report.ts";
import { resultKey } from "../report/result-key.ts";
import type { Resent } from "./resend.ts";

export type ReplayVerdict = "still failing" | "fixed" | "not re-judged";

export interface ReplayedCheck {
  rule: string;
  operationId: string | null;
  verdict: ReplayVerdict;
  /** The re-run's message: why it still fails, that it passes, or why it was not exercised. */
  message: string;
  resent: Resent[];
}

/** Each of `failing` (the report's failing results) judged by the re-run's result of the same (rule, operation). */
export function judgeReplay(
  failing: readonly ReportResult[],
  rerun: readonly Pick<ReportResult, "rule" | "operationId" | "outcome" | "message">[],
  resent: ReadonlyMap<string, Resent[]>,
): ReplayedCheck[] {
  const byKey = new Map(rerun.map((r) => [resultKey(r), r]));
  return failing.map((f) => {
    const now = byKey.get(resultKey(f));
    const base = { rule: f.rule, operationId: f.operationId, resent: resent.get(resultKey(f)) ?? [] };
    if (!now) return { ...base, verdict: "not re-judged", message: "the re-run gave no result for it" };
    if (now.outcome === "fail") return { ...base, verdict: "still failing", message: now.message };
    if (now.outcome === "not-exercised")
      return { ...base, verdict: "not re-judged", message: `not exercised: ${now.message}` };
    return { ...base, verdict: "fixed", message: now.outcome === "warn" ? `now warns: ${now.message}` : "passes" };
  });
}

const MARK: Record<ReplayVerdict, string> = { "still failing": "✗", fixed: "✓", "not re-judged": "?" };

/** The lines of one check: its verdict, then each recorded request with what it answered then and now. */
export function replayLines(check: ReplayedCheck): string[] {
  const head = `${MARK[check.verdict]} ${check.verdict}  ${check.rule}${check.operationId ? ` ${check.operationId}` : ""}: ${check.message}`;
  const lines = [head];
  for (const r of check.resent) {
    const what = `${r.shown.method} ${r.shown.path}${r.shown.credential ? ` (${r.shown.credential})` : " (no key)"}`;
    const tail = r.notSent ? `not re-sent: ${r.notSent}` : `then ${r.then}, now ${r.now}`;
    lines.push(`    ${r.decisive ? "decisive " : ""}${what}: ${tail}${r.changed ? `; ${r.changed}` : ""}`);
  }
  if (!check.resent.length) lines.push("    no recorded request to re-send");
  return lines;
}

/** The closing line's counts. */
export function replayCounts(checks: readonly ReplayedCheck[]): Record<ReplayVerdict, number> {
  const counts: Record<ReplayVerdict, number> = { "still failing": 0, fixed: 0, "not re-judged": 0 };
  for (const c of checks) counts[c.verdict] += 1;
  return counts;
}
