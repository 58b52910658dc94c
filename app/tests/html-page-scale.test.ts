/**
 * index.html at scale (issue 27, point 4): a run with 400 failures renders one card per failing
 * rule, its operations as rows, long tables collapsed; in headless Chromium the page stays under
 * 15,000 px tall, the search box finds a rule, nothing overflows at 1,400 or 390 px, and the
 * screenshots at both widths are kept in $TMPDIR/conformance-test-output/scale-*.png for a person
 * to look at. The decisive exchange open on a card is the one that decided the result, found by its
 * index, not by its curl line (identical for the read key's 403 and the write key's 404).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { toHtml } from "../../lib/report/html/page.ts";
import { scaled } from "../../lib/testing/slowdown.ts";
import { chromium, needChromium, OUT } from "./chromium.ts";
import { realisticReport } from "./html-report-fixture.ts";

const DIR = join(OUT, "scale");

/**
 * A page that loads index.html in an iframe `width` px wide (a headless window is at least 500 px
 * wide), then measures it, types in its search box and writes what it found into its own body.
 */
function harness(width: number, query: string): string {
  return `<!DOCTYPE html><html><body style="margin:0"><iframe id="f" src="index.html" style="width:${width}px;height:900px;border:0"></iframe>
<script>
document.getElementById("f").addEventListener("load", () => {
  const w = document.getElementById("f").contentWindow, d = w.document, W = d.documentElement.clientWidth;
  const scrolls = (el) => { for (let p = el.parentElement; p; p = p.parentElement) { const o = w.getComputedStyle(p).overflowX; if (o === "auto" || o === "scroll") return true; } return false; };
  const outside = [];
  for (const el of d.body.querySelectorAll("*")) {
    const r = el.getBoundingClientRect();
    if (r.width && r.right > W + 1 && !scrolls(el)) outside.push(el.tagName + "." + el.className);
  }
  const clipped = [];
  for (const fig of d.querySelectorAll(".fig")) {
    const edge = fig.getBoundingClientRect().right;
    for (const el of fig.querySelectorAll("*")) if (el.getBoundingClientRect().right > edge + 1) clipped.push(fig.dataset.figure + ":" + el.className);
  }
  const height = d.documentElement.scrollHeight;
  const finder = d.getElementById("finder");
  const box = finder.elements.q;
  box.value = ${JSON.stringify(query)};
  box.dispatchEvent(new w.Event("input", { bubbles: true }));
  const shown = [...d.querySelectorAll("article.rule")].filter((c) => !c.hidden).map((c) => c.id);
  document.body.setAttribute("data-measured", JSON.stringify({ W, height, scrollWidth: d.documentElement.scrollWidth, outside: outside.slice(0, 10), clipped: clipped.slice(0, 10), finderShown: !finder.hidden, shown, said: finder.querySelector("output").textContent }));
});
</script></body></html>`;
}

interface Measured {
  W: number;
  height: number;
  scrollWidth: number;
  outside: string[];
  clipped: string[];
  finderShown: boolean;
  shown: string[];
  said: string;
}

async function measure(width: number, query: string): Promise<Measured> {
  const page = join(DIR, `harness-${width}.html`);
  writeFileSync(page, harness(width, query));
  const ran = await chromium(
    ["--dump-dom", "--virtual-time-budget=5000", "--allow-file-access-from-files", "--window-size=1400,1000"],
    pathToFileURL(page).href,
  );
  expect(ran.code, ran.stderr.slice(-2000)).toBe(0);
  const m = /data-measured="([^"]*)"/.exec(ran.stdout);
  expect(m, "the harness measured nothing").not.toBeNull();
  return JSON.parse(m![1].replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as Measured;
}

describe("index.html with 400 failures", () => {
  const report = realisticReport(true);
  const html = toHtml(report);

  it("has 400 failures, one card per failing rule, and reads without JavaScript", () => {
    expect(report.summary.failed).toBe(400);
    const cards = html.match(/<article class="rule o-fail"/g) ?? [];
    expect(cards.length).toBe(new Set(report.results.filter((r) => r.outcome === "fail").map((r) => r.rule)).size);
    // Without the script the toolbar stays hidden and every card and row is in the page.
    expect(html).toContain('<form id="finder" class="finder" role="search" hidden>');
    expect(html.match(/<tr id="r\d+" data-op=/g)?.length).toBe(400 + report.summary.warned);
    // The long tables are collapsed.
    expect(html).toMatch(/<details class="long"><summary>\d+ rows: /);
    expect(html).toMatch(/<details class="long"><summary>\d+ clauses that did not pass/);
  });

  it("opens the exchange that decided the result, not the first with the same curl line", () => {
    const r = report.results.find((x) => x.rule === "AUTH-403-BELOW" && x.operationId === "approveRunDecision");
    expect(r?.evidence[0].reproduction).toBe(r?.evidence[1].reproduction);
    const row = html.slice(html.indexOf(`<tr id="r${report.results.indexOf(r!)}"`));
    const open = row.slice(row.indexOf('<details class="ex" open>'));
    expect(open.slice(0, open.indexOf("</details>"))).toContain("decisive-404-");
    expect(row.slice(0, row.indexOf("</tr>"))).toContain('<span class="st">404</span>');
  });

  it("links each card to its clause entries", () => {
    const withClauses = { ...report, results: report.results.map((r) => ({ ...r, clauses: ["D2-AUTH-5-401"] })) };
    const page = toHtml({ ...withClauses, clauses: report.clauses });
    expect(page).toContain('<a href="#cl-D2-AUTH-5-401"><code>D2-AUTH-5-401</code></a>');
    expect(page).toMatch(/id="cl-D2-AUTH-5-401"/);
  });

  it("stays under 15,000 px, finds a rule, and overflows nothing at 1,400 and 390 px", {
    timeout: scaled(240_000),
  }, async () => {
    needChromium();
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    writeFileSync(join(DIR, "index.html"), html);
    for (const width of [1400, 390]) {
      const m = await measure(width, "errors-envelope");
      expect(m.W).toBe(width);
      expect(m.scrollWidth, `${width} px: ${m.outside.join(", ")}`).toBeLessThanOrEqual(width);
      expect(m.outside).toEqual([]);
      expect(m.clipped).toEqual([]);
      if (width === 1400) expect(m.height).toBeLessThan(15_000);
      expect(m.finderShown).toBe(true);
      expect(m.shown).toEqual(["rule-ERRORS-ENVELOPE"]);
      expect(m.said).toMatch(/^1 of \d+ rules shown$/);
      writeFileSync(join(DIR, `height-${width}.txt`), `${m.height}\n`);
      // The picture a person looks at.
      const png = join(OUT, `scale-${width}.png`);
      rmSync(png, { force: true });
      const shot = await chromium(
        [`--screenshot=${png}`, `--window-size=${width},1400`],
        pathToFileURL(join(DIR, "index.html")).href,
      );
      expect(shot.code, shot.stderr.slice(-2000)).toBe(0);
      expect(readFileSync(png).readUInt32BE(16)).toBe(width);
    }
  });
});
