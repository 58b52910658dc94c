/**
 * The search box and filters over the rule cards (family, outcome, level, operation): one small
 * inline script, allowed by its hash in the page's Content-Security-Policy and loading nothing. The
 * toolbar is hidden until the script shows it, so without JavaScript the page reads as it is, every
 * card shown. The script also opens the collapsed parts holding a link's target.
 */
import { createHash } from "node:crypto";
import type { ReportResult } from "../report.ts";
import { API_WIDE } from "../result-key.ts";
import type { Page } from "./context.ts";
import { esc } from "./escape.ts";

export const FINDER_SCRIPT = `(() => {
  const f = document.getElementById("finder");
  const reveal = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const el = id && document.getElementById(id);
    for (let d = el && el.closest("details"); d; d = d.parentElement.closest("details")) d.open = true;
    if (el) el.scrollIntoView();
  };
  addEventListener("hashchange", reveal);
  reveal();
  if (!f) return;
  f.hidden = false;
  const cards = [...document.querySelectorAll("article.rule")];
  const field = (n) => f.elements[n].value;
  const apply = () => {
    const q = field("q").trim().toLowerCase();
    const [fam, out, lvl, op] = ["family", "outcome", "level", "operation"].map(field);
    let shown = 0;
    for (const c of cards) {
      let ok = (!fam || c.dataset.family === fam) && (!out || c.dataset.outcome === out) &&
        (!lvl || c.dataset.level === lvl) && (!q || q.split(/\\s+/).every((w) => c.dataset.search.includes(w)));
      let rows = 0;
      for (const r of c.querySelectorAll("tr[data-op]")) {
        r.hidden = !!op && r.dataset.op !== op;
        if (!r.hidden) rows++;
      }
      if (!rows) ok = false;
      if (op) for (const d of c.querySelectorAll("details.rest")) d.open = true;
      c.hidden = !ok;
      if (ok) shown++;
    }
    f.querySelector("output").textContent = shown + " of " + cards.length + " rules shown";
  };
  f.addEventListener("input", apply);
  f.addEventListener("submit", (e) => e.preventDefault());
  apply();
})();`;

/** The script's hash, for the Content-Security-Policy's script-src. */
export const FINDER_HASH = `sha256-${createHash("sha256").update(FINDER_SCRIPT).digest("base64")}`;

function select(name: string, label: string, values: string[]): string {
  return `<label>${esc(label)} <select name="${name}"><option value="">all</option>${values.map((v) => `<option>${esc(v)}</option>`).join("")}</select></label>`;
}

/** The toolbar over the findings (absent when there are none). */
export function finder(page: Page): string[] {
  const found: ReportResult[] = [...page.failures, ...page.warnings];
  if (!found.length) return [];
  const uniq = (xs: string[]) => [...new Set(xs)];
  return [
    '<form id="finder" class="finder" role="search" hidden>',
    '<label class="q">Find <input name="q" type="search" placeholder="rule, title, operation, path" autocomplete="off"></label>',
    select(
      "family",
      "Family",
      page.families.filter((f) => found.some((r) => r.family === f)),
    ),
    select("outcome", "Outcome", uniq(found.map((r) => r.outcome))),
    select("level", "Level", uniq(found.map((r) => r.level))),
    select("operation", "Operation", uniq(found.map((r) => r.operationId ?? API_WIDE)).sort()),
    "<output></output>",
    "</form>",
  ];
}
