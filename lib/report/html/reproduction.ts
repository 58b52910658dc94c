/**
 * A finding's reproduction on the page: the curl line and what each key it names is; for an embedded
 * run, whose server stopped with it, the re-run command instead of a line aimed at a dead port.
 */
import { keysNamedIn } from "../../http/key-variables.ts";
import type { ConformanceReport, ReportResult } from "../report.ts";
import { esc } from "./escape.ts";

export const EMBEDDED_REPRODUCTION =
  "The embedded server stopped with its run, so no curl line can reach it: the re-run command above reproduces this result.";

export function reproduction(report: ConformanceReport, r: ReportResult): string[] {
  if (report.target.embedded) return [`<p class="muted small" data-embedded-repro>${esc(EMBEDDED_REPRODUCTION)}</p>`];
  if (!r.reproduction) return ['<p class="muted small">No reproduction recorded for this result.</p>'];
  const keys = keysNamedIn(r.reproduction);
  return [
    `<div class="repro"><div class="lbl">Reproduce</div><pre><code>${esc(r.reproduction)}</code></pre></div>`,
    keys.length
      ? `<dl class="keys">${keys.map(([v, what]) => `<div><dt><code>$${esc(v)}</code></dt><dd>${esc(what)}</dd></div>`).join("")}</dl>`
      : "",
  ];
}
