/**
 * index.html from the report: one self-contained page a person reads in a browser — the verdict,
 * the figures, a matrix of operations × rule families coloured by the worst outcome of each cell,
 * every failure and warning in full (rule, clause, message, evidence, curl reproduction), the
 * not-exercised results grouped by reason, the transition coverage table, the clauses of the
 * register that did not pass (failed, not exercised, uncheckable), leftovers and errors.
 *
 * A pure function of the (already redacted) report. Everything taken from the report is escaped:
 * it holds strings the target chose (bodies, headers, messages quoting them). The page loads
 * nothing at view time (inline CSS only, no script; its Content-Security-Policy forbids any fetch),
 * and passing results are shown only as matrix counts (passing clauses as a collapsed list of
 * ids) so a run of thousands of results and hundreds of clauses stays small.
 */
import type { Exchange } from "../http/client.ts";
import { FAMILIES, type Outcome } from "../rules/types.ts";
import { type ClauseSummary, type ClauseVerdict, type ConformanceReport, type ReportResult } from "./report.ts";
import type { ClauseOutcome } from "../rules/clauses.ts";
import { API_WIDE as API, resultKey } from "./result-key.ts";
import { rerunCommand } from "./rerun.ts";
import { esc } from "./html-escape.ts";
import { verdictOf } from "./verdict.ts";
import { STATUS_CSS, statusCoverageFigure, statusCoverageSection } from "./html-statuses.ts";
import { EMBEDDED_NOTICE } from "./embedded-notice.ts";

/** Evidence (headers and bodies) rendered in total, in characters; past it, conformance.json has the rest. */
const EVIDENCE_BUDGET = 3_000_000;

export { esc };

type Op = Omit<ConformanceReport["operations"][number], "tag"> & { tag?: string; tags?: string[] };
type CellKind = Outcome | "none";

const RANK: Record<CellKind, number> = { fail: 4, warn: 3, pass: 2, "not-exercised": 1, none: 0 };
const SYMBOL: Record<CellKind, string> = { fail: "✗", warn: "!", pass: "✓", "not-exercised": "–", none: "" };
const LABEL: Record<CellKind, string> = { fail: "failed", warn: "warned", pass: "passed", "not-exercised": "not exercised", none: "no rule applies" };

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function duration(ms: number): string {
  const s = ms / 1000;
  if (s < 100) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  return `${m}m ${String(Math.round(s - m * 60)).padStart(2, "0")}s`;
}

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** Operation groups: the contract tag when the report carries one, else the path's leading segment. */
function groupOperations(ops: Op[]): { name: string; ops: Op[] }[] {
  const groups = new Map<string, Op[]>();
  const add = (name: string, op: Op) => {
    let g = groups.get(name);
    if (!g) groups.set(name, (g = []));
    g.push(op);
  };
  const tagged = ops.some((o) => o.tag || o.tags?.length);
  if (tagged) {
    for (const op of ops) add(op.tag ?? op.tags?.[0] ?? "Other", op);
    return [...groups].map(([name, ops]) => ({ name, ops }));
  }
  const literals = (p: string) => p.split("/").filter((s) => s && !s.startsWith("{"));
  const first = new Map<string, Op[]>();
  for (const op of ops) {
    const key = literals(op.path)[0] ?? "/";
    let g = first.get(key);
    if (!g) first.set(key, (g = []));
    g.push(op);
  }
  for (const [key, members] of first) {
    // A large group (the run's decision routes) splits by its second segment where that is worth a group.
    if (members.length > 20) {
      const second = new Map<string, Op[]>();
      for (const op of members) {
        const k = literals(op.path)[1] ?? "";
        let g = second.get(k);
        if (!g) second.set(k, (g = []));
        g.push(op);
      }
      for (const op of members) {
        const k = literals(op.path)[1] ?? "";
        add(k && second.get(k)!.length >= 3 ? `/${key}/…/${k}` : `/${key}`, op);
      }
    } else {
      for (const op of members) add(members.length === 1 ? "Other" : `/${key}`, op);
    }
  }
  // "Other" (single-route resources) goes last.
  return [...groups].map(([name, ops]) => ({ name, ops })).sort((a, b) => Number(a.name === "Other") - Number(b.name === "Other"));
}

function countBy(rs: ReportResult[]): Record<Outcome, number> {
  const n: Record<Outcome, number> = { pass: 0, fail: 0, warn: 0, "not-exercised": 0 };
  for (const r of rs) n[r.outcome] += 1;
  return n;
}

function worst(rs: ReportResult[]): CellKind {
  let k: CellKind = "none";
  for (const r of rs) if (RANK[r.outcome] > RANK[k]) k = r.outcome;
  return k;
}

function countsText(n: Record<Outcome, number>): string {
  return (["fail", "warn", "pass", "not-exercised"] as Outcome[])
    .filter((o) => n[o])
    .map((o) => `${n[o]} ${LABEL[o]}`)
    .join(", ");
}

function method(m: string): string {
  return `<span class="m m-${esc(m.toLowerCase())}">${esc(m.toUpperCase())}</span>`;
}

export function toHtml(report: ConformanceReport): string {
  const s = report.summary;
  const ops = report.operations as Op[];
  const opById = new Map(ops.map((o) => [o.operationId, o]));
  const ids = new Map(report.results.map((r, i) => [r, `r${i}`]));
  const families = [...FAMILIES as readonly string[], ...new Set(report.results.map((r) => r.family).filter((f) => !(FAMILIES as readonly string[]).includes(f)))];
  const target = report.target.embedded ? "embedded reference server" : report.target.baseUrl;
  const exercisedOps = ops.filter((o) => o.exercised).length;
  const coveredRows = report.transitions.filter((t) => t.exercised).length;
  const cs = report.clauseSummary;

  const failures = report.results.filter((r) => r.outcome === "fail");
  const warnings = report.results.filter((r) => r.outcome === "warn");
  const skipped = report.results.filter((r) => r.outcome === "not-exercised");

  const b = report.baseline;
  const { code, word, reasons } = verdictOf(report);
  const why = reasons.join(" · ");

  const out: string[] = [];
  const title = `API conformance: ${word} — ${report.target.embedded ? EMBEDDED_NOTICE : target}`;
  out.push(
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${esc(title)}</title>`,
    `<style>${CSS}${STATUS_CSS}</style>`,
    "</head>",
    "<body>",
  );

  // Verdict banner.
  out.push(
    `<header class="banner ${code === 0 ? "is-pass" : "is-fail"}" id="verdict">`,
    report.target.embedded ? `<p class="embedded-notice">${esc(EMBEDDED_NOTICE)}</p>` : "",
    `<div class="verdict"><span class="verdict-word" data-verdict="${word}">${word}</span><span class="why">${esc(why)}</span></div>`,
    '<dl class="meta">',
    `<div><dt>Target</dt><dd>${esc(target)}</dd></div>`,
    `<div><dt>Contract</dt><dd>${esc(report.contract.version)} · ${esc(report.contract.operations)} operations</dd></div>`,
    `<div><dt>Profile</dt><dd>${esc(report.profile)}${report.strict ? " · strict" : ""}</dd></div>`,
    `<div><dt>Seed</dt><dd>${esc(report.seed)}</dd></div>`,
    `<div><dt>Started</dt><dd><time datetime="${esc(report.startedAt)}">${esc(when(report.startedAt))}</time></dd></div>`,
    `<div><dt>Workspace</dt><dd>${esc(report.target.workspaceId)}${report.target.peerWorkspace ? " · with peer" : ""}</dd></div>`,
    report.shard ? `<div><dt>Shard</dt><dd>${esc(report.shard.index)} of ${esc(report.shard.total)}</dd></div>` : "",
    b ? `<div><dt>Baseline</dt><dd data-baseline>${esc(b.file)} · ${esc(b.known.length)} known · ${esc(b.new.length)} new · ${esc(b.fixed.length)} fixed</dd></div>` : "",
    "</dl>",
    "</header>",
  );

  // Navigation.
  const nav: [string, string][] = [
    ["summary", "Summary"],
    ["matrix", "Matrix"],
    ["failures", `Failures (${failures.length})`],
    ["warnings", `Warnings (${warnings.length})`],
    ["not-exercised", `Not exercised (${skipped.length})`],
    ["transitions", `Transitions (${coveredRows}/${report.transitions.length})`],
  ];
  if (report.clauses && cs) nav.push(["clauses", `Clauses (${cs.checked}/${cs.checkable})`]);
  if (report.statusCoverage) nav.push(["statuses", `Statuses (${report.statusCoverage.summary.provocableObserved}/${report.statusCoverage.summary.provocable})`]);
  if (report.leftovers.length) nav.push(["leftovers", `Leftovers (${report.leftovers.length})`]);
  if (report.errors.length) nav.push(["errors", `Errors (${report.errors.length})`]);
  out.push(`<nav aria-label="Sections">${nav.map(([id, label]) => `<a href="#${id}">${esc(label)}</a>`).join("")}</nav>`, "<main>");

  // Summary figures.
  const figure = (id: string, label: string, value: string, sub: string, tone = "") =>
    `<div class="fig ${tone}" data-figure="${id}"><div class="fig-value">${value}</div><div class="fig-label">${esc(label)}</div>${sub ? `<div class="fig-sub">${sub}</div>` : ""}</div>`;
  out.push(
    '<section id="summary" aria-labelledby="h-summary"><h2 id="h-summary">Summary</h2>',
    '<div class="figs">',
    figure("results", "Results", esc(s.results), `${esc(plural(s.rules, "rule"))}`),
    figure("passed", "Passed", esc(s.passed), "", s.passed ? "t-pass" : ""),
    figure("failed", "Failed", esc(s.failed), `MUST ${esc(s.mustFailed)} · SHOULD ${esc(s.shouldFailed)}`, s.mustFailed ? "t-fail" : s.failed ? "t-warn" : ""),
    figure("warned", "Warned", esc(s.warned), "", s.warned ? "t-warn" : ""),
    figure("not-exercised", "Not exercised", esc(s.notExercised), ""),
    figure("requests", "Requests", esc(s.requests), ""),
    figure("duration", "Duration", esc(duration(report.durationMs)), ""),
    figure("operations", "Operations exercised", `${esc(exercisedOps)}<span class="of">/${esc(report.contract.operations)}</span>`, ""),
    figure("transitions", "Transitions exercised", `${esc(coveredRows)}<span class="of">/${esc(report.transitions.length)}</span>`, ""),
    report.clauses && cs
      ? figure("clauses", "Clauses checked", `${esc(cs.checked)}<span class="of">/${esc(cs.checkable)}</span>`, `${esc(cs.uncheckable)} uncheckable${cs.failing ? ` · ${esc(cs.failing)} failing` : ""}`, cs.failing ? "t-fail" : "")
      : "",
    report.statusCoverage ? statusCoverageFigure(report.statusCoverage, figure) : "",
    "</div>",
  );
  // Per family: families as columns, as in the matrix below.
  const present = families.filter((f) => report.results.some((r) => r.family === f));
  const famCounts = new Map(present.map((f) => [f, countBy(report.results.filter((r) => r.family === f))]));
  const famRow = (label: string, o: Outcome, tone: string) =>
    `<tr><th scope="row">${esc(label)}</th>${present.map((f) => { const v = famCounts.get(f)![o]; return `<td class="${v && tone ? tone : v ? "" : "zero"}">${v}</td>`; }).join("")}</tr>`;
  if (present.length) {
    out.push(
      '<div class="fam-wrap"><table class="fam"><caption>By rule family</caption>',
      `<thead><tr><td></td>${present.map((f) => `<th scope="col">${esc(f)}</th>`).join("")}</tr></thead><tbody>`,
      famRow("passed", "pass", ""),
      famRow("failed", "fail", "n-fail"),
      famRow("warned", "warn", "n-warn"),
      famRow("not exercised", "not-exercised", ""),
      "</tbody></table></div>",
    );
  }
  out.push("</section>");

  // Matrix.
  const cells = new Map<string, ReportResult[]>();
  for (const r of report.results) {
    const key = `${r.operationId ?? API}\u0000${r.family}`;
    let c = cells.get(key);
    if (!c) cells.set(key, (c = []));
    c.push(r);
  }
  const orphanIds = [...new Set(report.results.map((r) => r.operationId).filter((id): id is string => id !== null && !opById.has(id)))];
  const groups = groupOperations([...ops, ...orphanIds.map((id) => ({ operationId: id, method: "", path: id, exercised: false, statuses: [], tag: ops.some((o) => o.tag) ? "Other" : undefined }))]);
  if (report.results.some((r) => r.operationId === null)) groups.unshift({ name: "API-wide", ops: [{ operationId: API, method: "", path: "", exercised: true, statuses: [] }] });
  const cols = families.length;
  out.push(
    '<section id="matrix" aria-labelledby="h-matrix"><h2 id="h-matrix">Operations × rule families</h2>',
    '<div class="matrix-tools">',
    '<ul class="legend" aria-label="Legend">',
    ...(["fail", "warn", "pass", "not-exercised", "none"] as CellKind[]).map((k) => `<li><span class="cell c-${k}" aria-hidden="true">${SYMBOL[k] || "·"}</span>${esc(LABEL[k])}</li>`),
    "</ul>",
    '<label class="only"><input type="checkbox" id="only-bad"> only operations with a failure or warning</label>',
    "</div>",
    '<p class="hint">A cell shows the worst outcome of the rules of that family on that operation (fail, warn, pass, not exercised); hover for the counts, click a failure or warning to jump to it.</p>',
    '<div class="matrix-wrap"><table class="matrix">',
    `<thead><tr><th scope="col" class="op-h">Operation</th><th scope="col" class="seen-h" title="Statuses the target answered">Seen</th>${families.map((f) => `<th scope="col">${esc(f)}</th>`).join("")}</tr></thead>`,
  );
  for (const g of groups) {
    const rows: string[] = [];
    let groupBad = 0;
    for (const op of g.ops) {
      let bad = false;
      const tds = families.map((f) => {
        const rs = cells.get(`${op.operationId}\u0000${f}`) ?? [];
        const k = worst(rs);
        if (k === "fail" || k === "warn") bad = true;
        const n = countBy(rs);
        const tip = rs.length ? `${f} · ${op.operationId === API ? "API-wide" : op.operationId}: ${countsText(n)}` : `${f}: no rule applies`;
        const shown = k === "fail" ? `${SYMBOL.fail}${n.fail > 1 ? ` ${n.fail}` : ""}` : k === "warn" ? `${SYMBOL.warn}${n.warn > 1 ? ` ${n.warn}` : ""}` : SYMBOL[k];
        const first = rs.find((r) => r.outcome === k);
        const href = k === "fail" || k === "warn" ? `#${ids.get(first!)}` : k === "not-exercised" ? "#not-exercised" : null;
        const inner = href ? `<a href="${href}">${shown}</a>` : shown;
        return `<td class="cell c-${k}" title="${esc(tip)}">${k === "none" ? "" : `<span class="sr">${esc(LABEL[k])}</span>`}${inner}</td>`;
      });
      if (bad) groupBad += 1;
      const head =
        op.operationId === API
          ? `<th scope="row" class="op"><span class="api">the API as a whole (global rules)</span></th><td class="seen"></td>`
          : `<th scope="row" class="op" title="${esc(op.operationId)}">${op.method ? method(op.method) : ""}<code>${esc(op.path)}</code></th>` +
            `<td class="seen" title="${esc(op.exercised ? "exercised" : "not reached with an answer other than 401/403")}">${op.statuses.length ? esc(op.statuses.join(" ")) : '<span class="muted">—</span>'}${op.exercised ? "" : ' <span class="unreached">not reached</span>'}</td>`;
      rows.push(`<tr class="${bad ? "bad" : "ok"}">${head}${tds.join("")}</tr>`);
    }
    out.push(
      `<tbody class="${groupBad ? "has-bad" : ""}"><tr class="grp"><th scope="rowgroup" colspan="${cols + 2}">${esc(g.name)} <span class="muted">${esc(plural(g.ops.length, "operation"))}${groupBad ? ` · ${groupBad} with findings` : ""}</span></th></tr>`,
      ...rows,
      "</tbody>",
    );
  }
  out.push("</table></div>", "</section>");

  // Failures and warnings, grouped by rule.
  let budget = EVIDENCE_BUDGET;
  const knownKeys = new Set(b?.known ?? []);
  const sectionOf = (id: string, heading: string, rs: ReportResult[], empty: string) => {
    out.push(`<section id="${id}" aria-labelledby="h-${id}"><h2 id="h-${id}">${esc(heading)} <span class="count">${rs.length}</span></h2>`);
    if (!rs.length) {
      out.push(`<p class="empty">${esc(empty)}</p></section>`);
      return;
    }
    const famIndex = (f: string) => families.indexOf(f);
    const byRule = new Map<string, ReportResult[]>();
    for (const r of [...rs].sort((a, b) => Number(a.level !== "MUST") - Number(b.level !== "MUST") || famIndex(a.family) - famIndex(b.family) || a.rule.localeCompare(b.rule))) {
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
        const known = r.outcome === "fail" && knownKeys.has(resultKey(r)) ? ' <span class="badge b-known">known (baseline)</span>' : "";
        out.push(
          `<div class="res" id="${ids.get(r)}">`,
          `<h4>${r.operationId ? `<code>${esc(r.operationId)}</code> <span class="muted">${esc(where)}</span>` : esc(where)}${known}</h4>`,
          `<p class="msg">${esc(r.message)}</p>`,
        );
        if (r.drift?.length) out.push(`<ul class="drift">${r.drift.map((d) => `<li>drift: ${esc(d)}</li>`).join("")}</ul>`);
        if (r.outcome === "fail") out.push(`<div class="repro"><div class="lbl">Re-run this result</div><pre><code data-rerun>${esc(rerunCommand(report, r))}</code></pre></div>`);
        if (r.reproduction) out.push(`<div class="repro"><div class="lbl">Reproduce</div><pre><code>${esc(r.reproduction)}</code></pre></div>`);
        else out.push('<p class="muted small">No reproduction recorded for this result.</p>');
        const ev = r.evidence ?? [];
        if (ev.length) {
          // The decisive exchange (the one the reproduction replays, else the last) is shown open.
          let d = ev.findIndex((e) => r.reproduction !== null && e.reproduction === r.reproduction);
          if (d < 0) d = ev.length - 1;
          const size = ev.reduce((t, e) => t + exchangeSize(e), 0);
          if (size > budget) {
            out.push(`<p class="muted small">Evidence (${esc(plural(ev.length, "exchange"))}) left out to keep this page small: see conformance.json.</p>`);
          } else {
            budget -= size;
            out.push(exchangeHtml(ev[d], true, ev.length > 1 ? `decisive exchange (${d + 1} of ${ev.length})` : "exchange"));
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

  // Not exercised, grouped by reason.
  out.push(`<section id="not-exercised" aria-labelledby="h-ne"><h2 id="h-ne">Not exercised <span class="count">${skipped.length}</span></h2>`);
  if (!skipped.length) out.push('<p class="empty">Every selected rule was exercised.</p>');
  else {
    const byReason = new Map<string, ReportResult[]>();
    for (const r of skipped) {
      let g = byReason.get(r.message);
      if (!g) byReason.set(r.message, (g = []));
      g.push(r);
    }
    out.push('<table class="grid ne"><thead><tr><th scope="col">Reason</th><th scope="col" class="num">Results</th><th scope="col">Rules (operations)</th></tr></thead><tbody>');
    for (const [reason, rs] of [...byReason].sort((a, b) => b[1].length - a[1].length)) {
      const perRule = new Map<string, number>();
      for (const r of rs) perRule.set(r.rule, (perRule.get(r.rule) ?? 0) + 1);
      const listed = [...perRule].slice(0, 12).map(([rule, n]) => `<code>${esc(rule)}</code>${n > 1 ? ` <span class="muted">(${n})</span>` : ""}`);
      if (perRule.size > 12) listed.push(`<span class="muted">and ${perRule.size - 12} more</span>`);
      out.push(`<tr><td class="reason">${esc(reason)}</td><td class="num">${rs.length}</td><td class="rules">${listed.join(", ")}</td></tr>`);
    }
    out.push("</tbody></table>");
  }
  out.push("</section>");

  // Transition coverage.
  out.push(
    `<section id="transitions" aria-labelledby="h-tr"><h2 id="h-tr">Transition coverage <span class="count">${coveredRows}/${report.transitions.length}</span></h2>`,
    '<p class="hint">Each row of the documents’ transition table and each decision verb: driven by a passing (or warned) check, or why not.</p>',
  );
  if (!report.transitions.length) out.push('<p class="empty">No transition rows in this report.</p>');
  else {
    out.push(
      '<table class="grid tr"><thead><tr><th scope="col">Row</th><th scope="col">Machine</th><th scope="col">Trigger</th><th scope="col">Exercised</th><th scope="col">Reason</th></tr></thead><tbody>',
    );
    for (const t of report.transitions) {
      out.push(
        `<tr class="${t.exercised ? "t-yes" : "t-no"}"><td><code>${esc(t.id)}</code></td><td>${esc(t.machine)}</td><td>${esc(t.trigger)}</td>` +
          `<td class="ex"><span class="pill ${t.exercised ? "p-yes" : "p-no"}">${t.exercised ? "✓ yes" : "✗ no"}</span></td>` +
          `<td class="reason">${t.reason ? esc(t.reason) : ""}${t.rules?.length ? `<div class="muted small">rules: ${t.rules.map((r) => `<code>${esc(r)}</code>`).join(", ")}</div>` : ""}</td></tr>`,
      );
    }
    out.push("</tbody></table>");
  }
  out.push("</section>");

  if (report.clauses && cs) out.push(...clauseSection(report.clauses, cs));
  if (report.statusCoverage) out.push(...statusCoverageSection(report, report.statusCoverage));

  if (report.leftovers.length) {
    out.push(
      `<section id="leftovers" aria-labelledby="h-lo"><h2 id="h-lo">Left behind on the target <span class="count">${report.leftovers.length}</span></h2>`,
      '<table class="grid"><thead><tr><th scope="col">Kind</th><th scope="col">Id</th><th scope="col">Reason</th></tr></thead><tbody>',
      ...report.leftovers.map((l) => `<tr><td>${esc(l.kind)}</td><td><code>${esc(l.id)}</code></td><td>${esc(l.reason)}</td></tr>`),
      "</tbody></table></section>",
    );
  }
  if (report.errors.length) {
    out.push(
      `<section id="errors" aria-labelledby="h-er"><h2 id="h-er">Run errors <span class="count">${report.errors.length}</span></h2>`,
      '<p class="hint">Errors outside any rule (a suite that crashed, a setup step that failed): each one fails the run.</p>',
      ...report.errors.map((e) => `<pre class="err">${esc(e)}</pre>`),
      "</section>",
    );
  }

  out.push(
    "</main>",
    `<footer>${esc(report.tool.name)} ${esc(report.tool.version)} · every result, passing ones included, is in conformance.json beside this page.</footer>`,
    "</body>",
    "</html>",
    "",
  );
  return out.join("\n");
}

/** Rule ids shown per clause; the rest are counted (a row clause may be cited by dozens of rules). */
const CLAUSE_RULES_SHOWN = 8;
const CLAUSE_ORDER: Record<ClauseOutcome, number> = { fail: 0, "not-exercised": 1, uncheckable: 2, pass: 3 };
const CLAUSE_PILL: Record<ClauseOutcome, [cls: string, text: string]> = {
  fail: ["p-fail", "✗ failed"],
  "not-exercised": ["p-no", "– not exercised"],
  uncheckable: ["p-unc", "uncheckable"],
  pass: ["p-yes", "✓ passed"],
};

/**
 * The clause register as judged: the coverage figure, then every clause that is not passing (failed
 * first, then not exercised, then uncheckable, register order within) with its statement, rules and
 * reason; the passing ones only as a collapsed list of ids, so several hundred clauses stay small.
 */
function clauseSection(clauses: ClauseVerdict[], cs: ClauseSummary): string[] {
  const n = (o: ClauseOutcome) => clauses.filter((c) => c.outcome === o).length;
  const out = [
    `<section id="clauses" aria-labelledby="h-cl"><h2 id="h-cl">Clauses <span class="count">${esc(cs.checked)}/${esc(cs.checkable)}</span></h2>`,
    '<p class="hint">Every normative statement of the API documents (the clause register), judged by the results of the rules citing it: failed if one failed, passed if one passed or warned and none failed, otherwise not exercised; uncheckable where no request can observe it from outside.</p>',
    `<p class="cl-figs" data-clause-summary>${esc(cs.checked)} checked of ${esc(cs.checkable)} checkable (${esc(cs.uncheckable)} uncheckable) · ` +
      `<span class="${cs.passing ? "" : "muted"}">${esc(cs.passing)} passed</span> · <span class="${cs.failing ? "n-fail" : "muted"}">${esc(cs.failing)} failed</span> · ${esc(n("not-exercised"))} not exercised</p>`,
  ];
  const listed = clauses
    .map((c, i) => [c, i] as const)
    .filter(([c]) => c.outcome !== "pass")
    .sort(([a, i], [b, j]) => CLAUSE_ORDER[a.outcome] - CLAUSE_ORDER[b.outcome] || i - j)
    .map(([c]) => c);
  if (!clauses.length) out.push('<p class="empty">The clause register is empty.</p>');
  else if (!listed.length) out.push('<p class="empty">Every clause of the register passed.</p>');
  else {
    out.push(
      '<table class="grid cl"><thead><tr><th scope="col">Clause</th><th scope="col">Statement</th><th scope="col">Outcome</th><th scope="col">Rules</th><th scope="col">Reason</th></tr></thead><tbody>',
    );
    for (const c of listed) {
      const [cls, text] = CLAUSE_PILL[c.outcome] ?? ["p-no", String(c.outcome)];
      const rules = c.rules.slice(0, CLAUSE_RULES_SHOWN).map((r) => `<code>${esc(r)}</code>`);
      if (c.rules.length > CLAUSE_RULES_SHOWN) rules.push(`<span class="muted">and ${esc(c.rules.length - CLAUSE_RULES_SHOWN)} more</span>`);
      out.push(
        `<tr class="cl-${esc(c.outcome)}"><td class="cl-id"><code>${esc(c.id)}</code><div class="muted small">doc ${esc(c.doc)} · ${esc(c.section)}</div></td>` +
          `<td class="stmt">${esc(c.statement)}</td><td><span class="pill ${cls}">${esc(text)}</span></td>` +
          `<td class="rules">${rules.length ? rules.join(", ") : '<span class="muted">none</span>'}</td><td class="reason">${c.reason ? esc(c.reason) : ""}</td></tr>`,
      );
    }
    out.push("</tbody></table>");
  }
  const passing = clauses.filter((c) => c.outcome === "pass");
  if (passing.length) {
    out.push(
      `<details class="more"><summary>${esc(plural(passing.length, "passing clause"))}</summary>`,
      `<p class="cl-pass">${passing.map((c) => `<code>${esc(c.id)}</code>`).join(" ")}</p>`,
      "</details>",
    );
  }
  out.push("</section>");
  return out;
}

function exchangeSize(e: Exchange): number {
  const h = (x?: Record<string, string>) => (x ? Object.entries(x).reduce((t, [k, v]) => t + k.length + String(v).length + 4, 0) : 0);
  return e.url.length + h(e.requestHeaders) + h(e.responseHeaders) + (e.requestBody?.length ?? 0) + (e.responseBody?.length ?? 0) + (e.error?.length ?? 0) + 200;
}

function pretty(body: string): string {
  const t = body.trim();
  if (!(t.startsWith("{") || t.startsWith("["))) return body;
  try {
    return JSON.stringify(JSON.parse(t), null, 2);
  } catch {
    return body;
  }
}

function headersText(h: Record<string, string> | undefined): string {
  if (!h || !Object.keys(h).length) return "";
  return Object.entries(h)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
}

function statusClass(status: number | undefined): string {
  if (status === undefined) return "s-err";
  if (status < 300) return "s-2";
  if (status < 400) return "s-3";
  if (status < 500) return "s-4";
  return "s-5";
}

function exchangeHtml(e: Exchange, open: boolean, label: string): string {
  const reqHeaders = headersText(e.requestHeaders);
  const resHeaders = headersText(e.responseHeaders);
  const status = e.status !== undefined ? String(e.status) : "no response";
  return [
    `<details class="ex"${open ? " open" : ""}>`,
    `<summary><span class="lbl">${esc(label)}</span> ${method(e.method)}<code class="url">${esc(e.url)}</code> → <span class="st ${statusClass(e.status)}">${esc(status)}</span>` +
      `${e.attempts > 1 ? ` <span class="muted small">${esc(e.attempts)} attempts</span>` : ""} <span class="muted small">${esc(Math.round(e.durationMs))} ms</span></summary>`,
    '<div class="ex-body">',
    '<div class="half"><div class="lbl">Request</div>',
    `<pre class="hdr">${esc(`${e.method} ${e.url}`)}${reqHeaders ? `\n${esc(reqHeaders)}` : ""}</pre>`,
    e.requestBody !== undefined && e.requestBody !== "" ? `<pre class="body">${esc(pretty(e.requestBody))}</pre>` : "",
    "</div>",
    '<div class="half"><div class="lbl">Response</div>',
    e.error ? `<pre class="hdr err">${esc(e.error)}</pre>` : "",
    e.status !== undefined ? `<pre class="hdr">${esc(`HTTP ${e.status}`)}${resHeaders ? `\n${esc(resHeaders)}` : ""}</pre>` : "",
    e.responseBody !== undefined && e.responseBody !== "" ? `<pre class="body">${esc(pretty(e.responseBody))}</pre>` : "",
    "</div>",
    "</div>",
    "</details>",
  ].join("");
}

const CSS = `
:root{--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--soft:#f6f8fa;--bg:#fff;--pass:#1a7f37;--pass-bg:#dafbe1;--fail:#cf222e;--fail-bg:#ffebe9;--warn:#9a6700;--warn-bg:#fff8c5;--link:#0969da;color-scheme:light}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans","Liberation Sans",Arial,sans-serif}
code,pre{font-family:ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,"Liberation Mono","DejaVu Sans Mono",monospace;font-size:12.5px}
a{color:var(--link)}
h2{font-size:20px;margin:0 0 12px;padding-bottom:6px;border-bottom:1px solid var(--line)}
h3{font-size:15px;margin:0;display:inline}
h4{font-size:13.5px;margin:0 0 4px;font-weight:600}
.muted{color:var(--muted);font-weight:400}
.small{font-size:12px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.banner{padding:20px 32px;color:#fff}
.banner.is-pass{background:var(--pass)}
.banner.is-fail{background:var(--fail)}
.b-known{background:#eef;color:#335}
.verdict{display:flex;align-items:baseline;gap:16px;flex-wrap:wrap}
.verdict-word{font-size:34px;font-weight:700;letter-spacing:.04em}
.why{font-size:16px;opacity:.95}
.meta{display:flex;flex-wrap:wrap;gap:6px 28px;margin:10px 0 0}
.meta div{min-width:0}
.meta dt{font-size:11px;text-transform:uppercase;letter-spacing:.06em;opacity:.85}
.meta dd{margin:0;font-weight:600;overflow-wrap:anywhere}
nav{position:sticky;top:0;z-index:3;background:var(--soft);border-bottom:1px solid var(--line);padding:8px 32px;display:flex;flex-wrap:wrap;gap:4px 18px}
nav a{text-decoration:none;font-weight:500}
nav a:hover{text-decoration:underline}
main{padding:8px 32px 32px;max-width:1500px}
section{margin:28px 0}
.figs{display:grid;grid-template-columns:repeat(auto-fill,minmax(132px,1fr));gap:10px;margin-bottom:18px}
.fig{border:1px solid var(--line);border-radius:6px;padding:10px 12px;background:var(--bg);min-width:0}
.fig-value{white-space:nowrap;font-size:26px;font-weight:600;line-height:1.2;font-variant-numeric:tabular-nums}
.fig-value .of{font-size:16px;color:var(--muted);font-weight:500}
.fig-label{color:var(--muted);font-size:12.5px}
.fig-sub{font-size:11.5px;color:var(--muted);white-space:nowrap}
.fig.t-pass{border-left:4px solid var(--pass)}
.fig.t-fail{border-left:4px solid var(--fail);background:var(--fail-bg)}
.fig.t-warn{border-left:4px solid #bf8700;background:var(--warn-bg)}
table{border-collapse:collapse}
caption{text-align:left;font-weight:600;padding:0 0 6px}
.fam-wrap{overflow-x:auto}
.fam th,.fam td{padding:3px 10px;border-bottom:1px solid var(--line);text-align:right;font-variant-numeric:tabular-nums;min-width:62px}
.fam th[scope=row]{text-align:left;font-weight:500;color:var(--muted);min-width:0;white-space:nowrap}
.fam thead th{font-size:11.5px;font-weight:700;letter-spacing:.02em}
.fam td.zero{color:#8c959f}
.n-fail{color:var(--fail);font-weight:700}
.n-warn{color:var(--warn);font-weight:700}
.matrix-tools{display:flex;flex-wrap:wrap;align-items:center;gap:8px 24px;margin-bottom:4px}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:4px 16px;margin:0;padding:0;font-size:12.5px}
.legend li{display:flex;align-items:center;gap:6px}
.legend .cell{display:inline-block;width:26px;height:20px;line-height:20px;text-align:center;border-radius:3px;border:1px solid var(--line)}
.only{font-size:12.5px;user-select:none}
.hint{color:var(--muted);font-size:12.5px;margin:4px 0 10px}
.matrix-wrap{overflow:auto;max-height:80vh;border:1px solid var(--line);border-radius:6px}
.matrix{width:100%;font-size:12.5px;border-collapse:separate;border-spacing:0}
.matrix thead th{position:sticky;top:0;z-index:2;background:var(--soft);border-bottom:1px solid var(--line);padding:6px 4px;font-size:11.5px;letter-spacing:.02em}
.matrix thead th.op-h,.matrix thead th.seen-h{text-align:left;padding-left:10px}
.matrix tr.grp th{background:#eef1f4;text-align:left;padding:5px 10px;font-size:12.5px;border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.matrix th.op{text-align:left;font-weight:400;padding:2px 10px;white-space:nowrap}
.matrix td.seen{padding:2px 10px;white-space:nowrap;color:var(--muted);font-variant-numeric:tabular-nums;font-size:11.5px}
.matrix tbody tr:not(.grp):hover{background:#f3f6f9}
.unreached{font-style:italic}
.api{font-style:italic}
.cell{text-align:center;min-width:46px;padding:0;box-shadow:inset 0 0 0 1px var(--bg);font-weight:600;font-size:12px}
.matrix td.cell{height:22px}
.cell a{display:block;color:inherit;text-decoration:none;line-height:18px}
.cell a:hover,.cell a:focus{text-decoration:underline}
.c-fail{background:#d1242f;color:#fff}
.c-warn{background:#eac54f;color:#3b2300}
.c-pass{background:#aceebb;color:#0f5323}
.c-not-exercised{background:#e6eaef;color:#59636e}
.c-none{background:var(--bg);color:#8c959f}
body:has(#only-bad:checked) .matrix tbody:not(.has-bad){display:none}
body:has(#only-bad:checked) .matrix tr.ok{display:none}
.m{display:inline-block;min-width:52px;margin-right:6px;padding:0 5px;border-radius:3px;font:600 10.5px/16px ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;text-align:center;border:1px solid currentColor}
.m-get{color:#0550ae}.m-post{color:#116329}.m-put,.m-patch{color:#8a4600}.m-delete{color:#a40e26}
.count{display:inline-block;min-width:24px;padding:0 8px;border-radius:12px;background:var(--soft);border:1px solid var(--line);font-size:13px;font-weight:600;text-align:center;vertical-align:middle}
.empty{color:var(--muted)}
.rule{border:1px solid var(--line);border-radius:6px;margin:0 0 14px;overflow:hidden}
.rule.o-fail{border-left:4px solid var(--fail)}
.rule.o-warn{border-left:4px solid #bf8700}
.rule-h{background:var(--soft);padding:8px 14px;border-bottom:1px solid var(--line);display:flex;align-items:baseline;flex-wrap:wrap;gap:6px}
.rule-id{font-size:13.5px;font-weight:700}
.clause{margin:0;padding:6px 14px 0;color:var(--muted);font-size:12.5px}
.badge{display:inline-block;padding:0 7px;border-radius:10px;font-size:11px;font-weight:700;line-height:18px;letter-spacing:.03em}
.b-fail{background:var(--fail);color:#fff}
.b-warn{background:#eac54f;color:#3b2300}
.b-level{background:#fff;border:1px solid var(--line);color:var(--fg)}
.b-fam{background:#ddf4ff;color:#0550ae}
.res{padding:10px 14px;border-top:1px dashed var(--line)}
.res:first-of-type{border-top:0}
.msg{margin:0 0 8px;white-space:pre-wrap;overflow-wrap:anywhere}
.drift{margin:0 0 8px;padding-left:18px;color:var(--warn);font-size:12.5px}
.lbl{font-size:11px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);font-weight:600}
pre{margin:4px 0 8px;padding:8px 10px;background:var(--soft);border:1px solid var(--line);border-radius:4px;white-space:pre-wrap;overflow-wrap:anywhere;max-height:420px;overflow:auto}
.repro pre{background:#1f2328;color:#e6edf3;border-color:#1f2328}
details.ex{margin:6px 0;border:1px solid var(--line);border-radius:4px}
details.ex>summary{padding:5px 10px;cursor:pointer;background:var(--bg);overflow-wrap:anywhere}
details.ex[open]>summary{border-bottom:1px solid var(--line)}
.url{font-size:12px}
.st{font-weight:700;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
.s-2{color:var(--pass)}.s-3{color:#0550ae}.s-4{color:var(--warn)}.s-5,.s-err{color:var(--fail)}
.ex-body{display:grid;grid-template-columns:repeat(auto-fit,minmax(380px,1fr));gap:0 14px;padding:6px 10px}
.half{min-width:0}
details.more{margin:6px 0}
details.more>summary{cursor:pointer;color:var(--link);font-size:12.5px}
.grid{width:100%;font-size:13px}
.grid th,.grid td{border-bottom:1px solid var(--line);padding:5px 8px;text-align:left;vertical-align:top}
.grid thead th{background:var(--soft);font-size:12px;color:var(--muted)}
.grid .num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.grid .reason{overflow-wrap:anywhere}
.tr td:first-child{white-space:nowrap}
.tr tr.t-no td{background:#fffbf0}
.pill{display:inline-block;padding:0 8px;border-radius:10px;font-size:11.5px;font-weight:700;white-space:nowrap}
.p-yes{background:var(--pass-bg);color:#116329}
.p-no{background:#fff1e5;color:#953800}
.p-fail{background:var(--fail-bg);color:var(--fail)}
.p-unc{background:#eef;color:#335}
.cl-figs{margin:0 0 10px}
.cl td.cl-id{white-space:nowrap}
.cl td.cl-id .small{white-space:normal}
.cl td.stmt{min-width:240px;overflow-wrap:anywhere}
.cl tr.cl-fail td{background:#fff5f5}
.cl-pass{display:flex;flex-wrap:wrap;gap:2px 10px;margin:6px 0}
pre.err{border-color:#ffcecb;background:var(--fail-bg)}
footer{padding:14px 32px 28px;color:var(--muted);font-size:12px;border-top:1px solid var(--line)}
@media print{nav{position:static}.matrix-wrap{max-height:none;overflow:visible}}
`.trim();
