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
import { reproduction } from "./reproduction.ts";
import { finder } from "./finder.ts";
import { API_WIDE } from "../result-key.ts";

/** Evidence (headers and bodies) rendered in total, in characters; past it, conformance.json has the rest. */
const EVIDENCE_BUDGET = 3_000_000;

/** Operations shown per rule card; the rest under one "more" (a rule may fail on a hundred operations). */
const ROWS_SHOWN = 6;

function firstLine(message: string): string {
  const line = message.split("\n")[0];
  return line.length > 220 ? `${line.slice(0, 219)}…` : line;
}

function whereOf(r: ReportResult, opById: Page["opById"]): string {
  const op = r.operationId ? opById.get(r.operationId) : undefined;
  return op ? `${op.method} ${op.path}` : "";
}

/**
 * The exchange that decided the result: the one the check named (its index, `decisive`); in reports
 * written before, the one its curl line matches, else the last. -1 when there is no evidence.
 */
export function decisiveIndex(r: Pick<ReportResult, "evidence" | "decisive" | "reproduction">): number {
  const ev = r.evidence ?? [];
  if (r.decisive !== undefined && r.decisive >= 0 && r.decisive < ev.length) return r.decisive;
  const matched = ev.findIndex((e) => r.reproduction !== null && e.reproduction === r.reproduction);
  return matched >= 0 ? matched : ev.length - 1;
}

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
      const ops = members.map((r) => r.operationId ?? API_WIDE);
      const search = [rule, r0.title, r0.family, r0.clause, ...members.map((r) => whereOf(r, opById))]
        .concat(ops)
        .join(" ")
        .toLowerCase();
      const clauses = [...new Set(members.flatMap((r) => r.clauses ?? []))];
      out.push(
        `<article class="rule o-${r0.outcome}" id="rule-${esc(rule)}" data-family="${esc(r0.family)}" data-outcome="${esc(r0.outcome)}" data-level="${esc(r0.level)}" data-search="${esc(search)}">`,
        `<header class="rule-h"><span class="badge b-${r0.outcome}">${esc(r0.outcome === "fail" ? "FAIL" : "WARN")}</span><span class="badge b-level">${esc(r0.level)}</span><span class="badge b-fam">${esc(r0.family)}</span>` +
          `<h3><code class="rule-id">${esc(rule)}</code> ${esc(r0.title)}</h3><span class="muted small">${esc(plural(members.length, "operation"))}</span></header>`,
        `<p class="clause">Clause: ${esc(r0.clause)}${clauses.length ? ` · ${clauses.map((id) => `<a href="#cl-${esc(id)}"><code>${esc(id)}</code></a>`).join(" ")}` : ""}</p>`,
      );
      const row = (r: ReportResult) => {
        const ev = r.evidence ?? [];
        const d = decisiveIndex(r);
        const status = d < 0 ? "" : ev[d].status !== undefined ? String(ev[d].status) : "no answer";
        const known =
          r.outcome === "fail" && knownKeys.has(resultKey(r))
            ? ' <span class="badge b-known">known (baseline)</span>'
            : "";
        const body: string[] = [];
        body.push(`<p class="msg">${esc(r.message)}</p>`);
        if (r.drift?.length)
          body.push(`<ul class="drift">${r.drift.map((x) => `<li>drift: ${esc(x)}</li>`).join("")}</ul>`);
        const rerun = rerunCommand(report, r);
        if (r.outcome === "fail" || report.target.embedded)
          body.push(
            `<div class="repro"><div class="lbl">Re-run this result</div><pre><code data-rerun>${esc(rerun)}</code></pre></div>`,
          );
        body.push(...reproduction(report, r));
        if (ev.length) {
          const size = ev.reduce((t, e) => t + exchangeSize(e), 0);
          if (size > budget) {
            body.push(
              `<p class="muted small">Evidence (${esc(plural(ev.length, "exchange"))}) left out to keep this page small: see conformance.json.</p>`,
            );
          } else {
            budget -= size;
            const at = d < 0 ? ev.length - 1 : d;
            body.push(
              exchangeHtml(ev[at], true, ev.length > 1 ? `decisive exchange (${at + 1} of ${ev.length})` : "exchange"),
            );
            const others = ev.map((e, i) => [e, i] as const).filter(([, i]) => i !== at);
            if (others.length) {
              body.push(
                `<details class="more"><summary>${esc(plural(others.length, "other exchange"))} of this check</summary>`,
                ...others.map(([e, i]) => exchangeHtml(e, false, `exchange ${i + 1} of ${ev.length}`)),
                "</details>",
              );
            }
          }
        }
        const op = r.operationId ? opById.get(r.operationId) : undefined;
        return (
          `<tr id="${ids.get(r)}" data-op="${esc(r.operationId ?? API_WIDE)}"><td class="op-c">${r.operationId ? `<code>${esc(r.operationId)}</code>` : "the API as a whole"}${op ? `<div class="muted small">${esc(`${op.method} ${op.path}`)}</div>` : ""}${known}</td>` +
          `<td class="st-c"><span class="st">${esc(status)}</span></td>` +
          `<td class="what"><details class="res"><summary><span class="line">${esc(firstLine(r.message))}</span></summary>${body.join("")}</details></td></tr>`
        );
      };
      const head =
        '<thead><tr><th scope="col">Operation</th><th scope="col">Answer</th><th scope="col">What happened <span class="muted">(open for the evidence)</span></th></tr></thead>';
      out.push(`<table class="ops">${head}<tbody>`, ...members.slice(0, ROWS_SHOWN).map(row), "</tbody></table>");
      if (members.length > ROWS_SHOWN)
        out.push(
          `<details class="more rest"><summary>${esc(plural(members.length - ROWS_SHOWN, "more operation"))}</summary><table class="ops">${head}<tbody>`,
          ...members.slice(ROWS_SHOWN).map(row),
          "</tbody></table></details>",
        );
      out.push("</article>");
    }
    out.push("</section>");
  };
  out.push(...finder(page));
  sectionOf("failures", "Failures", failures, "No rule failed.");
  sectionOf("warnings", "Warnings", warnings, "No warnings.");
  return out;
}
