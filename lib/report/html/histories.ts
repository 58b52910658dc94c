/**
 * The histories the CONC rules checked for linearizability (absent when no result carries one):
 * each rule's history size, the checker's time and verdict, and for a history no order fits, the
 * smallest window as the timeline the checker printed (lib/history/timeline.ts), one line per client.
 */
import type { Page } from "./context.ts";
import { esc } from "./escape.ts";

export function historiesSection(page: Page): string[] {
  const checked = page.report.results.filter((r) => r.history);
  if (!checked.length) return [];
  const out = [
    `<section id="histories" aria-labelledby="h-hist"><h2 id="h-hist">Histories checked under concurrency <span class="count">${checked.length}</span></h2>`,
    '<table class="grid"><thead><tr><th scope="col">Rule</th><th scope="col">Operations</th><th scope="col">Checker (ms)</th><th scope="col">Verdict</th></tr></thead><tbody>',
    ...checked.map(
      (r) =>
        `<tr><td><code>${esc(r.rule)}</code></td><td>${r.history!.size}</td><td>${r.history!.checkerMs}</td><td>${esc(r.history!.verdict)}</td></tr>`,
    ),
    "</tbody></table>",
  ];
  for (const r of checked.filter((x) => x.history!.timeline))
    out.push(
      `<h3>${esc(r.rule)}: the smallest window no order fits</h3>`,
      `<pre class="timeline">${esc(r.history!.timeline!)}</pre>`,
    );
  out.push("</section>");
  return out;
}
