/**
 * What a failing run comes down to, in one screen: the failures grouped by rule (counts, operations,
 * the first message), the commonest reasons checks were not exercised with the setting that would
 * exercise each, the page to read and one command to re-run the failures. The terminal's closing
 * lines (recapLines), summary.md and `--format json` all read it from here.
 */
import { join } from "node:path";
import type { ConformanceReport } from "./report.ts";
import { palette, printable } from "./terminal.ts";
import { rerunFailures } from "./rerun.ts";
import { API_WIDE } from "./result-key.ts";

export interface RuleFailures {
  rule: string;
  level: string;
  /** Failing results of the rule. */
  count: number;
  /** The operations it failed on (API_WIDE for a global rule), in report order. */
  operations: string[];
  /** The first failing result's message, first line. */
  first: string;
}

/** Failing results by rule: MUST before SHOULD, then most results first, then rule id. */
export function failuresByRule(report: Pick<ConformanceReport, "results">): RuleFailures[] {
  const byRule = new Map<string, RuleFailures>();
  for (const r of report.results) {
    if (r.outcome !== "fail") continue;
    let f = byRule.get(r.rule);
    if (!f) {
      f = { rule: r.rule, level: r.level, count: 0, operations: [], first: r.message.split(/\r?\n/, 1)[0] ?? "" };
      byRule.set(r.rule, f);
    }
    f.count += 1;
    f.operations.push(r.operationId ?? API_WIDE);
  }
  return [...byRule.values()].sort(
    (a, b) =>
      Number(a.level !== "MUST") - Number(b.level !== "MUST") || b.count - a.count || a.rule.localeCompare(b.rule),
  );
}

export interface SkipReason {
  /** The commonest message of the group, first line. */
  reason: string;
  count: number;
  /** The flag or config key that would exercise them, or null when no setting can. */
  fix: string | null;
}

/** What each wording of a not-exercised message asks for: the settings that would exercise the check. */
const FIXES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/needs full|only the full profile|--profile full/, () => "--profile full"],
  [/--disposable/, () => "--disposable"],
  [/--vouch/, () => "--vouch"],
  [/--peer-admin-key/, () => "--peer-admin-key KEY (CONFORMANCE_PEER_ADMIN_KEY)"],
  [/set ((?:facts|bodies|decisionFields)\.[\w.-]+) in the config file/, (m) => `config "${m[1]}"`],
  [/--pipelines/, () => "--pipelines"],
  [/--examples/, () => "--examples"],
];

/** The settings a not-exercised message names, joined; null when it names none. */
export function fixOf(message: string): string | null {
  const found = FIXES.flatMap(([re, fix]) => {
    const m = re.exec(message);
    return m ? [fix(m)] : [];
  });
  return found.length ? [...new Set(found)].join(" ") : null;
}

/** The `top` commonest reasons, grouped by the setting that would exercise them (unfixable ones by wording). */
export function notExercisedReasons(report: Pick<ConformanceReport, "results">, top = 3): SkipReason[] {
  const groups = new Map<string, { fix: string | null; messages: Map<string, number>; count: number }>();
  for (const r of report.results) {
    if (r.outcome !== "not-exercised") continue;
    const line = r.message.split(/\r?\n/, 1)[0] ?? "";
    const fix = fixOf(r.message);
    const key = fix ?? `\u0000${line}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { fix, messages: new Map(), count: 0 }));
    g.count += 1;
    g.messages.set(line, (g.messages.get(line) ?? 0) + 1);
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, top)
    .map((g) => ({
      reason: [...g.messages.entries()].sort((a, b) => b[1] - a[1])[0]![0],
      count: g.count,
      fix: g.fix,
    }));
}

/** Rules listed in the recap; the rest are counted. */
export const RECAP_RULES = 10;
const MESSAGE_WIDTH = 140;
const OPERATIONS_SHOWN = 3;

/** The closing recap of a run, under the verdict lines. */
export function recapLines(
  report: ConformanceReport,
  paths: { dir: string | null; files: string[] },
  color: boolean,
): string[] {
  const { red, yellow, dim, bold } = palette(color);
  const lines: string[] = [];
  const failures = failuresByRule(report);
  if (failures.length) {
    const results = failures.reduce((n, f) => n + f.count, 0);
    lines.push("", bold(`failures by rule: ${failures.length} rules, ${results} results`));
    for (const f of failures.slice(0, RECAP_RULES)) {
      const ops = f.operations.slice(0, OPERATIONS_SHOWN).map((o) => printable(o));
      const more = f.operations.length > OPERATIONS_SHOWN ? `, +${f.operations.length - OPERATIONS_SHOWN}` : "";
      const mark = f.level === "MUST" ? red("✗") : yellow("✗");
      lines.push(
        `  ${mark} ${printable(f.rule)} ${dim(f.level)} ×${f.count}  ${ops.join(", ")}${more}`,
        `      ${printable(f.first, MESSAGE_WIDTH)}`,
      );
    }
    if (failures.length > RECAP_RULES) lines.push(`  … and ${failures.length - RECAP_RULES} more rules in the page`);
  }
  const reasons = notExercisedReasons(report);
  if (reasons.length) {
    lines.push("", bold(`not exercised: ${report.summary.notExercised} results; the commonest reasons`));
    for (const r of reasons)
      lines.push(
        `  ${String(r.count).padStart(5)}  ${printable(r.reason, MESSAGE_WIDTH)}`,
        `         ${r.fix ? `→ ${r.fix}` : dim("→ no setting exercises these")}`,
      );
  }
  if (paths.dir && paths.files.includes("index.html"))
    lines.push("", `page     ${printable(join(paths.dir, "index.html"))}`);
  lines.push(`re-run   ${printable(rerunFailures(report))}`);
  return lines;
}
