/** The clause register's section (absent from reports written before the register). */
import type { ClauseOutcome } from "../../rules/clauses.ts";
import type { ClauseSummary, ClauseVerdict } from "../report.ts";
import { esc } from "./escape.ts";
import { plural } from "./format.ts";

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
export function clauseSection(clauses: ClauseVerdict[], cs: ClauseSummary): string[] {
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
    const counts = (["fail", "not-exercised", "uncheckable"] as ClauseOutcome[])
      .map((o) => [o, listed.filter((c) => c.outcome === o).length] as const)
      .filter(([, k]) => k)
      .map(([o, k]) => `${k} ${CLAUSE_PILL[o][1].replace(/^\S+ /, "")}`);
    out.push(
      `<details class="long"><summary>${esc(plural(listed.length, "clause"))} that did not pass: ${esc(counts.join(", "))}</summary>`,
      '<div class="wide"><table class="grid cl"><thead><tr><th scope="col">Clause</th><th scope="col">Statement</th><th scope="col">Outcome</th><th scope="col">Rules</th><th scope="col">Reason</th></tr></thead><tbody>',
    );
    for (const c of listed) {
      const [cls, text] = CLAUSE_PILL[c.outcome] ?? ["p-no", String(c.outcome)];
      const rules = c.rules.slice(0, CLAUSE_RULES_SHOWN).map((r) => `<code>${esc(r)}</code>`);
      if (c.rules.length > CLAUSE_RULES_SHOWN)
        rules.push(`<span class="muted">and ${esc(c.rules.length - CLAUSE_RULES_SHOWN)} more</span>`);
      out.push(
        `<tr class="cl-${esc(c.outcome)}" id="cl-${esc(c.id)}"><td class="cl-id"><code>${esc(c.id)}</code><div class="muted small">doc ${esc(c.doc)} · ${esc(c.section)}</div></td>` +
          `<td class="stmt">${esc(c.statement)}</td><td><span class="pill ${cls}">${esc(text)}</span></td>` +
          `<td class="rules">${rules.length ? rules.join(", ") : '<span class="muted">none</span>'}</td><td class="reason">${c.reason ? esc(c.reason) : ""}</td></tr>`,
      );
    }
    out.push("</tbody></table></div></details>");
  }
  const passing = clauses.filter((c) => c.outcome === "pass");
  if (passing.length) {
    out.push(
      `<details class="more"><summary>${esc(plural(passing.length, "passing clause"))}</summary>`,
      `<p class="cl-pass">${passing.map((c) => `<code id="cl-${esc(c.id)}">${esc(c.id)}</code>`).join(" ")}</p>`,
      "</details>",
    );
  }
  out.push("</section>");
  return out;
}
