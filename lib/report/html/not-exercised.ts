/** The results not exercised, grouped by their reason (most common first), with the rules behind each. */
import type { ReportResult } from "../report.ts";
import type { Page } from "./context.ts";
import { esc } from "./escape.ts";

/** Reasons listed open; more are collapsed. */
const OPEN_UP_TO = 5;

export function notExercisedSection(page: Page): string[] {
  const { skipped } = page;
  const out: string[] = [];
  out.push(
    `<section id="not-exercised" aria-labelledby="h-ne"><h2 id="h-ne">Not exercised <span class="count">${skipped.length}</span></h2>`,
  );
  if (!skipped.length) out.push('<p class="empty">Every selected rule was exercised.</p>');
  else {
    const byReason = new Map<string, ReportResult[]>();
    for (const r of skipped) {
      let g = byReason.get(r.message);
      if (!g) byReason.set(r.message, (g = []));
      g.push(r);
    }
    out.push(
      `<details class="long"${byReason.size <= OPEN_UP_TO ? " open" : ""}><summary>${esc(byReason.size)} reasons, most common first</summary>`,
      '<div class="wide"><table class="grid ne"><thead><tr><th scope="col">Reason</th><th scope="col" class="num">Results</th><th scope="col">Rules (operations)</th></tr></thead><tbody>',
    );
    for (const [reason, rs] of [...byReason].sort((a, b) => b[1].length - a[1].length)) {
      const perRule = new Map<string, number>();
      for (const r of rs) perRule.set(r.rule, (perRule.get(r.rule) ?? 0) + 1);
      const listed = [...perRule]
        .slice(0, 12)
        .map(([rule, n]) => `<code>${esc(rule)}</code>${n > 1 ? ` <span class="muted">(${n})</span>` : ""}`);
      if (perRule.size > 12) listed.push(`<span class="muted">and ${perRule.size - 12} more</span>`);
      out.push(
        `<tr><td class="reason">${esc(reason)}</td><td class="num">${rs.length}</td><td class="rules">${listed.join(", ")}</td></tr>`,
      );
    }
    out.push("</tbody></table></div></details>");
  }
  out.push("</section>");
  return out;
}
