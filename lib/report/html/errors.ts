/** The run's errors outside any rule (absent when there were none): each one fails the run. */
import type { Page } from "./context.ts";
import { esc } from "./escape.ts";

export function errorsSection(page: Page): string[] {
  const { report } = page;
  const out: string[] = [];
  if (report.errors.length) {
    out.push(
      `<section id="errors" aria-labelledby="h-er"><h2 id="h-er">Run errors <span class="count">${report.errors.length}</span></h2>`,
      '<p class="hint">Errors outside any rule (a suite that crashed, a setup step that failed): each one fails the run.</p>',
      ...report.errors.map((e) => `<pre class="err">${esc(e)}</pre>`),
      "</section>",
    );
  }
  return out;
}
