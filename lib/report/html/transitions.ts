/** Transition coverage: each row of the documents' transition table and each decision verb, driven or why not. */
import type { Page } from "./context.ts";
import { esc } from "./escape.ts";

export function transitionsSection(page: Page): string[] {
  const { report, coveredRows } = page;
  const out: string[] = [];
  out.push(
    `<section id="transitions" aria-labelledby="h-tr"><h2 id="h-tr">Transition coverage <span class="count">${coveredRows}/${report.transitions.length}</span></h2>`,
    '<p class="hint">Each row of the documents’ transition table and each decision verb: driven by a passing (or warned) check, or why not.</p>',
  );
  if (!report.transitions.length) out.push('<p class="empty">No transition rows in this report.</p>');
  else {
    const missed = report.transitions.length - coveredRows;
    out.push(
      `<details class="long"><summary>${esc(report.transitions.length)} rows: ${esc(coveredRows)} exercised, ${esc(missed)} not</summary>`,
      '<div class="wide"><table class="grid tr"><thead><tr><th scope="col">Row</th><th scope="col">Machine</th><th scope="col">Trigger</th><th scope="col">Exercised</th><th scope="col">Reason</th></tr></thead><tbody>',
    );
    for (const t of report.transitions) {
      out.push(
        `<tr class="${t.exercised ? "t-yes" : "t-no"}"><td><code>${esc(t.id)}</code></td><td>${esc(t.machine)}</td><td>${esc(t.trigger)}</td>` +
          `<td class="ex"><span class="pill ${t.exercised ? "p-yes" : "p-no"}">${t.exercised ? "✓ yes" : "✗ no"}</span></td>` +
          `<td class="reason">${t.reason ? esc(t.reason) : ""}${t.rules?.length ? `<div class="muted small">rules: ${t.rules.map((r) => `<code>${esc(r)}</code>`).join(", ")}</div>` : ""}</td></tr>`,
      );
    }
    out.push("</tbody></table></div></details>");
  }
  out.push("</section>");
  return out;
}
