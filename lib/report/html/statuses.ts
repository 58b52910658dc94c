/**
 * The HTML report's status coverage (lib/coverage/): one compact table, operations as rows and the
 * documented statuses as columns, each cell observed, tried and never observed, provocable but not
 * reached, or not provocable (hover for its content types and the rules or the reason); then the
 * cells no rule can provoke, each with why.
 */
import type { CellState, StatusCell, StatusCoverage } from "../../coverage/matrix.ts";
import { belowMinimum, coveragePercent } from "../../coverage/matrix.ts";
import { esc } from "./escape.ts";
import type { ConformanceReport } from "../report.ts";

/** One mark per (operation, status): the most telling state among its content types. */
const SHOWN: readonly CellState[] = ["missed", "unreached", "observed", "unselected", "unprovocable"];
const MARK: Record<CellState, [symbol: string, label: string]> = {
  observed: ["●", "observed"],
  missed: ["✗", "tried, never observed"],
  unreached: ["○", "provocable, not reached in this run"],
  unselected: ["·", "no rule of this run's selection tries it"],
  unprovocable: ["–", "no rule can provoke it"],
};

function markOf(cells: readonly StatusCell[]): CellState {
  return SHOWN.find((s) => cells.some((c) => c.state === s)) ?? "unprovocable";
}

function tipOf(cells: readonly StatusCell[]): string {
  return cells
    .map((c) => {
      const who =
        c.state === "missed"
          ? ` (tried by ${c.ranBy.join(", ")})`
          : c.provokedBy.length
            ? ` (${c.provokedBy.slice(0, 3).join(", ")}${c.provokedBy.length > 3 ? ", …" : ""})`
            : "";
      return `${c.status} ${c.contentType ?? "(no body)"}: ${MARK[c.state][1]}${c.state === "unprovocable" ? "" : who}`;
    })
    .join("\n");
}

/** The summary's figure: provocable cells observed. */
export function statusCoverageFigure(
  cov: StatusCoverage,
  figure: (id: string, label: string, value: string, sub: string, tone?: string) => string,
): string {
  const s = cov.summary;
  const gate =
    cov.minPercent === null ? "" : ` · gate ${esc(cov.minPercent)} %${belowMinimum(cov) ? " not met" : " met"}`;
  const tone = s.missed || belowMinimum(cov) ? "t-fail" : "";
  return figure(
    "statuses",
    "Documented statuses observed",
    `${esc(s.provocableObserved)}<span class="of">/${esc(s.provocable)}</span>`,
    `${esc(coveragePercent(s).toFixed(1))} % of provocable · ${esc(s.unprovocable)} not provocable${s.missed ? ` · ${esc(s.missed)} never observed` : ""}${gate}`,
    tone,
  );
}

export function statusCoverageSection(report: ConformanceReport, cov: StatusCoverage): string[] {
  const s = cov.summary;
  const statuses = [...new Set(cov.cells.map((c) => c.status))].sort((a, b) => a - b);
  const byOp = new Map<string, StatusCell[]>();
  for (const c of cov.cells) byOp.set(c.operationId, [...(byOp.get(c.operationId) ?? []), c]);
  const out = [
    `<section id="statuses" aria-labelledby="h-st"><h2 id="h-st">Documented statuses <span class="count">${esc(s.provocableObserved)}/${esc(s.provocable)}</span></h2>`,
    '<p class="hint">Every status an operation documents (its success, its stated errors, 401 and, above the read rung, 403), in each documented content type: whether the run saw it answered. A status a rule of the run tried to bring about and never saw fails COVERAGE-DOCUMENTED-OBSERVED; hover a cell for its content types and the rules that try it.</p>',
    `<p class="st-figs" data-status-summary>${esc(s.cells)} documented (operation, status, content type) cells · ${esc(s.observed)} observed · ` +
      `${esc(s.provocableObserved)} of ${esc(s.provocable)} provocable observed (${esc(coveragePercent(s).toFixed(1))} %) · <span class="${s.missed ? "n-fail" : "muted"}">${esc(s.missed)} never observed</span> · ${esc(s.unreached)} not reached · ${esc(s.unprovocable)} not provocable` +
      `${cov.minPercent === null ? "" : ` · --min-coverage ${esc(cov.minPercent)} % <strong class="${belowMinimum(cov) ? "n-fail" : ""}">${belowMinimum(cov) ? "not met: the gate fails" : "met"}</strong>`}</p>`,
    `<details class="long"><summary>${esc(byOp.size)} operations × ${esc(statuses.length)} statuses</summary>`,
    '<ul class="legend" aria-label="Legend">',
    ...SHOWN.map(
      (k) => `<li><span class="cell sc-${k}" aria-hidden="true">${MARK[k][0]}</span>${esc(MARK[k][1])}</li>`,
    ),
    "</ul>",
    '<div class="matrix-wrap"><table class="matrix statuses">',
    `<thead><tr><th scope="col" class="op-h">Operation</th>${statuses.map((st) => `<th scope="col">${esc(st)}</th>`).join("")}</tr></thead><tbody>`,
  ];
  const opInfo = new Map(report.operations.map((o) => [o.operationId, o]));
  for (const [operationId, cells] of byOp) {
    const op = opInfo.get(operationId);
    const head = op
      ? `<span class="m m-${esc(op.method.toLowerCase())}">${esc(op.method)}</span><code>${esc(op.path)}</code>`
      : `<code>${esc(operationId)}</code>`;
    const tds = statuses.map((st) => {
      const mine = cells.filter((c) => c.status === st);
      if (!mine.length) return '<td class="cell c-none"></td>';
      const k = markOf(mine);
      const several =
        mine.length > 1 ? `<sup>${esc(mine.filter((c) => c.observed).length)}/${esc(mine.length)}</sup>` : "";
      return `<td class="cell sc-${k}" data-state="${k}" title="${esc(tipOf(mine))}"><span class="sr">${esc(MARK[k][1])}</span>${MARK[k][0]}${several}</td>`;
    });
    const bad = cells.some((c) => c.state === "missed");
    out.push(
      `<tr class="${bad ? "bad" : "ok"}"><th scope="row" class="op" title="${esc(operationId)}">${head}</th>${tds.join("")}</tr>`,
    );
  }
  out.push("</tbody></table></div>");
  const unprovocable = cov.cells.filter((c) => c.unprovocable !== null);
  if (unprovocable.length) {
    out.push(
      '<table class="grid st-un"><caption>Not provocable: no rule of the suite can bring these about</caption><thead><tr><th scope="col">Operation</th><th scope="col">Status</th><th scope="col">Content type</th><th scope="col">Why</th></tr></thead><tbody>',
      ...unprovocable.map(
        (c) =>
          `<tr><td><code>${esc(c.operationId)}</code></td><td>${esc(c.status)}</td><td>${esc(c.contentType ?? "(no body)")}</td><td class="reason">${esc(c.unprovocable)}</td></tr>`,
      ),
      "</tbody></table>",
    );
  }
  out.push("</details>", "</section>");
  return out;
}

export const STATUS_CSS = `
.sc-observed{background:var(--pass-bg);color:var(--pass)}
.sc-missed{background:var(--fail-bg);color:var(--fail);font-weight:700}
.sc-unreached{background:var(--warn-bg);color:var(--warn)}
.sc-unselected,.sc-unprovocable{color:var(--muted)}
.statuses td.cell{text-align:center;min-width:2.4em}
.statuses sup{font-size:9px;margin-left:1px}
.st-figs{margin:0 0 8px}
.st-un{margin-top:12px}
.st-un caption{text-align:left;font-weight:600;padding:4px 0}
`;
