/**
 * index.html in a real browser: a report shaped like a real run (the contract's 125 operations,
 * every rule family, the transition table) is rendered by headless Chromium; the rendered DOM must
 * show the verdict and the figures, hostile strings from the target must stay inert text, and a
 * screenshot is kept in $TMPDIR/conformance-test-output/index.png for a person to look at (tests
 * write nothing into the working tree).
 *
 * Chromium is Debian's, driven through its command line: no npm package. npm test's pretest
 * (ensure-chromium.ts) finds it or installs it; its absence is a failure with the install command,
 * never a skip.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { TRANSITIONS } from "../../suites/state/transitions.ts";
import { toHtml } from "../../lib/report/html/page.ts";
import { FINDER_SCRIPT } from "../../lib/report/html/finder.ts";
import { scaled } from "../../lib/testing/slowdown.ts";
import { chromium, needChromium, OUT } from "./chromium.ts";
import { realisticReport } from "./html-report-fixture.ts";

/** The text of the element carrying `attr` (first match; the page puts each such element on one line), tags stripped. */
function textOf(dom: string, attr: string): string {
  const at = dom.indexOf(attr);
  if (at < 0) return "";
  const line = dom.slice(at).split("\n")[0];
  return line
    .slice(line.indexOf(">") + 1)
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

describe("index.html in headless Chromium", () => {
  it("renders the verdict and figures, keeps hostile strings inert, and is captured as a screenshot", {
    timeout: scaled(180_000),
  }, async () => {
    needChromium();
    const report = realisticReport();
    mkdirSync(OUT, { recursive: true });
    const page = join(OUT, "index.html");
    writeFileSync(page, toHtml(report));
    const url = pathToFileURL(page).href;

    const dumped = await chromium(["--dump-dom", "--virtual-time-budget=2000"], url);
    expect(dumped.code, dumped.stderr.slice(-2000)).toBe(0);
    const dom = dumped.stdout;
    expect(dom).toContain("</html>");

    // The verdict, as rendered.
    const s = report.summary;
    expect(s.mustFailed).toBeGreaterThan(0);
    expect(textOf(dom, 'class="verdict"')).toMatch(/^FAIL\b/);
    expect(dom).toMatch(/<title>API conformance: FAIL — https:\/\/api\.example\.test\/v1<\/title>/);
    // The figures.
    const figure = (id: string) => textOf(dom, `data-figure="${id}"`);
    expect(figure("results")).toMatch(new RegExp(`^${s.results} Results`));
    expect(figure("passed")).toBe(`${s.passed} Passed`);
    expect(figure("failed")).toBe(`${s.failed} Failed MUST ${s.mustFailed} · SHOULD ${s.shouldFailed}`);
    expect(figure("warned")).toBe(`${s.warned} Warned`);
    expect(figure("not-exercised")).toBe(`${s.notExercised} Not exercised`);
    expect(figure("requests")).toBe(`${s.requests} Requests`);
    expect(figure("duration")).toBe("83.4 s Duration");
    const exercised = report.operations.filter((o) => o.exercised).length;
    expect(figure("operations")).toBe(`${exercised} /${report.contract.operations} Operations exercised`);

    // The matrix: one row per operation plus the API-wide row, a cell per family.
    const rows = dom.match(/<tr class="(?:bad|ok)">/g) ?? [];
    expect(rows.length).toBe(report.operations.length + 1);
    expect((dom.match(/<td class="cell c-fail"/g) ?? []).length).toBeGreaterThan(0);
    // The coverage table.
    for (const t of TRANSITIONS.slice(0, 5)) expect(dom).toContain(`<code>${t.id}</code>`);
    // The clauses: the figure, and one row per clause that did not pass.
    const cs = report.clauseSummary!;
    expect(figure("clauses")).toBe(
      `${cs.checked} /${cs.checkable} Clauses checked ${cs.uncheckable} uncheckable${cs.failing ? ` · ${cs.failing} failing` : ""}`,
    );
    expect(textOf(dom, "data-clause-summary")).toMatch(
      new RegExp(`^${cs.checked} checked of ${cs.checkable} checkable \\(${cs.uncheckable} uncheckable\\)`),
    );
    expect((dom.match(/<tr class="cl-/g) ?? []).length).toBe(
      report.clauses!.filter((c) => c.outcome !== "pass").length,
    );
    expect(dom).toContain('href="#clauses"');

    // Hostile strings stayed text: the page's one script (the finder) is the only script element,
    // no injected image, title untouched.
    expect(dom.match(/<script/gi)?.length).toBe(1);
    expect(dom).toContain(`<script>${FINDER_SCRIPT}</script>`);
    expect(dom).not.toMatch(/<img/i);
    expect(dom).not.toContain("pwned</title>");
    expect(dom).toContain("&lt;script&gt;");

    // The picture a person looks at.
    const png = join(OUT, "index.png");
    rmSync(png, { force: true });
    const shot = await chromium([`--screenshot=${png}`, "--window-size=1400,1000"], url);
    expect(shot.code, shot.stderr.slice(-2000)).toBe(0);
    expect(existsSync(png)).toBe(true);
    const bytes = readFileSync(png);
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(statSync(png).size).toBeGreaterThan(20_000);
    // Width and height from the IHDR chunk.
    expect(bytes.readUInt32BE(16)).toBe(1400);
    expect(bytes.readUInt32BE(20)).toBe(1000);
  });
});
