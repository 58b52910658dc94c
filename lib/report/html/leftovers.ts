/** What the run left behind on the target (absent when nothing was). */
import type { Page } from "./context.ts";
import { esc } from "./escape.ts";

export function leftoversSection(page: Page): string[] {
  const { report } = page;
  const out: string[] = [];
  if (report.leftovers.length) {
    out.push(
      `<section id="leftovers" aria-labelledby="h-lo"><h2 id="h-lo">Left behind on the target <span class="count">${report.leftovers.length}</span></h2>`,
      '<div class="wide"><table class="grid"><thead><tr><th scope="col">Kind</th><th scope="col">Id</th><th scope="col">Reason</th></tr></thead><tbody>',
      ...report.leftovers.map(
        (l) => `<tr><td>${esc(l.kind)}</td><td><code>${esc(l.id)}</code></td><td>${esc(l.reason)}</td></tr>`,
      ),
      "</tbody></table></div></section>",
    );
  }
  return out;
}
