/**
 * The matrix: operations (grouped) as rows, rule families as columns, each cell the worst outcome of
 * that family's rules on that operation, linking to the failure or warning it shows.
 */
import type { Outcome } from "../../rules/types.ts";
import type { ReportResult } from "../report.ts";
import { API_WIDE as API } from "../result-key.ts";
import type { Op, Page } from "./context.ts";
import { esc } from "./escape.ts";
import { countBy, method, plural } from "./format.ts";

type CellKind = Outcome | "none";

const RANK: Record<CellKind, number> = { fail: 4, warn: 3, pass: 2, "not-exercised": 1, none: 0 };
const SYMBOL: Record<CellKind, string> = { fail: "✗", warn: "!", pass: "✓", "not-exercised": "–", none: "" };
const LABEL: Record<CellKind, string> = {
  fail: "failed",
  warn: "warned",
  pass: "passed",
  "not-exercised": "not exercised",
  none: "no rule applies",
};

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
  return [...groups]
    .map(([name, ops]) => ({ name, ops }))
    .sort((a, b) => Number(a.name === "Other") - Number(b.name === "Other"));
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

export function matrixSection(page: Page): string[] {
  const { report, ops, opById, ids, families } = page;
  const out: string[] = [];
  const cells = new Map<string, ReportResult[]>();
  for (const r of report.results) {
    const key = `${r.operationId ?? API}\u0000${r.family}`;
    let c = cells.get(key);
    if (!c) cells.set(key, (c = []));
    c.push(r);
  }
  const orphanIds = [
    ...new Set(report.results.map((r) => r.operationId).filter((id): id is string => id !== null && !opById.has(id))),
  ];
  const groups = groupOperations([
    ...ops,
    ...orphanIds.map((id) => ({
      operationId: id,
      method: "",
      path: id,
      exercised: false,
      statuses: [],
      tag: ops.some((o) => o.tag) ? "Other" : undefined,
    })),
  ]);
  if (report.results.some((r) => r.operationId === null))
    groups.unshift({
      name: "API-wide",
      ops: [{ operationId: API, method: "", path: "", exercised: true, statuses: [] }],
    });
  const cols = families.length;
  out.push(
    '<section id="matrix" aria-labelledby="h-matrix"><h2 id="h-matrix">Operations × rule families</h2>',
    '<div class="matrix-tools">',
    '<ul class="legend" aria-label="Legend">',
    ...(["fail", "warn", "pass", "not-exercised", "none"] as CellKind[]).map(
      (k) => `<li><span class="cell c-${k}" aria-hidden="true">${SYMBOL[k] || "·"}</span>${esc(LABEL[k])}</li>`,
    ),
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
        const tip = rs.length
          ? `${f} · ${op.operationId === API ? "API-wide" : op.operationId}: ${countsText(n)}`
          : `${f}: no rule applies`;
        const shown =
          k === "fail"
            ? `${SYMBOL.fail}${n.fail > 1 ? ` ${n.fail}` : ""}`
            : k === "warn"
              ? `${SYMBOL.warn}${n.warn > 1 ? ` ${n.warn}` : ""}`
              : SYMBOL[k];
        const first = rs.find((r) => r.outcome === k);
        const href =
          k === "fail" || k === "warn" ? `#${ids.get(first!)}` : k === "not-exercised" ? "#not-exercised" : null;
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
  return out;
}
