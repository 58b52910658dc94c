/**
 * Failures and warnings, grouped by rule (MUST first, then by family and id): each result with its
 * message, drift, re-run command, reproduction and evidence, the decisive exchange open. The two
 * sections share one evidence budget, so a run with thousands of findings stays a page.
 */
import type { ReportResult } from "../report.ts";
import { resultKey } from "../result-key.ts";
import { rerunCommand } from "../rerun.ts";
import type { Page } from "./context.ts";
import { esc } from "./escape.ts";
import { exchangeHtml, exchangeSize } from "./exchange.ts";
import { plural } from "./format.ts";

/** Evidence (headers and bodies) rendered in total, in characters; past it, conformance.json has the rest. */
const EVIDENCE_BUDGET = 3_000_000;

export function findingsSections(page: Page): string[] {
  const { report, opById, ids, families, failures, warnings, b } = page;
  const out: string[] = [];
  let budget = EVIDENCE_BUDGET;
  const knownKeys = new Set(b?.known ?? []);
  const sectionOf = (id: string, heading: string, rs: ReportResult[], empty: string) => {
    out.push(
      `<section id="${id}" aria-labelledby="h-${id}"><h2 id="h-${id}">${esc(heading)} <span class="count">${rs.length}</span></h2>`,
    );
    if (!rs.length) {
      out.push(`<p class="empty">${esc(empty)}</p></section>`);
      return;
    }
    const famIndex = (f: string) => families.indexOf(f);
    const byRule = new Map<string, ReportResult[]>();
    for (const r of [...rs].sort(
      (a, b) =>
        Number(a.level !== "MUST") - Number(b.level !== "MUST") ||
        famIndex(a.family) - famIndex(b.family) ||
        a.rule.localeCompare(b.rule),
    )) {
      let g = byRule.get(r.rule);
      if (!g) byRule.set(r.rule, (g = []));
      g.push(r);
    }
    for (const [rule, members] of byRule) {
      const r0 = members[0];
      out.push(
        `<article class="rule o-${r0.outcome}">`,
        `<header class="rule-h"><span class="badge b-${r0.outcome}">${esc(r0.outcome === "fail" ? "FAIL" : "WARN")}</span><span class="badge b-level">${esc(r0.level)}</span><span class="badge b-fam">${esc(r0.family)}</span>` +
          `<h3><code class="rule-id">${esc(rule)}</code> ${esc(r0.title)}</h3></header>`,
        `<p class="clause">Clause: ${esc(r0.clause)} · ${esc(plural(members.length, "operation"))}</p>`,
      );
      for (const r of members) {
        const op = r.operationId ? opById.get(r.operationId) : undefined;
        const where = r.operationId === null ? "the API as a whole" : op ? `${op.method} ${op.path}` : r.operationId;
        const known =
          r.outcome === "fail" && knownKeys.has(resultKey(r))
            ? ' <span class="badge b-known">known (baseline)</span>'
            : "";
        out.push(
          `<div class="res" id="${ids.get(r)}">`,
          `<h4>${r.operationId ? `<code>${esc(r.operationId)}</code> <span class="muted">${esc(where)}</span>` : esc(where)}${known}</h4>`,
          `<p class="msg">${esc(r.message)}</p>`,
        );
        if (r.drift?.length)
          out.push(`<ul class="drift">${r.drift.map((d) => `<li>drift: ${esc(d)}</li>`).join("")}</ul>`);
        if (r.outcome === "fail")
          out.push(
            `<div class="repro"><div class="lbl">Re-run this result</div><pre><code data-rerun>${esc(rerunCommand(report, r))}</code></pre></div>`,
          );
        if (r.reproduction)
          out.push(
            `<div class="repro"><div class="lbl">Reproduce</div><pre><code>${esc(r.reproduction)}</code></pre></div>`,
          );
        else out.push('<p class="muted small">No reproduction recorded for this result.</p>');
        const ev = r.evidence ?? [];
        if (ev.length) {
          // The decisive exchange (the one the reproduction replays, else the last) is shown open.
          let d = ev.findIndex((e) => r.reproduction !== null && e.reproduction === r.reproduction);
          if (d < 0) d = ev.length - 1;
          const size = ev.reduce((t, e) => t + exchangeSize(e), 0);
          if (size > budget) {
            out.push(
              `<p class="muted small">Evidence (${esc(plural(ev.length, "exchange"))}) left out to keep this page small: see conformance.json.</p>`,
            );
          } else {
            budget -= size;
            out.push(
              exchangeHtml(ev[d], true, ev.length > 1 ? `decisive exchange (${d + 1} of ${ev.length})` : "exchange"),
            );
            const others = ev.map((e, i) => [e, i] as const).filter(([, i]) => i !== d);
            if (others.length) {
              out.push(
                `<details class="more"><summary>${esc(plural(others.length, "other exchange"))} of this check</summary>`,
                ...others.map(([e, i]) => exchangeHtml(e, false, `exchange ${i + 1} of ${ev.length}`)),
                "</details>",
              );
            }
          }
        }
        out.push("</div>");
      }
      out.push("</article>");
    }
    out.push("</section>");
  };
  sectionOf("failures", "Failures", failures, "No rule failed.");
  sectionOf("warnings", "Warnings", warnings, "No warnings.");
  return out;
}
