/**
 * `npm run conformance -- allure DIR`: a real run's Allure results rendered by Allure Report 3 into
 * one page, opened in headless Chromium, which must show the run's test count.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { command } from "./cli-harness.ts";
import { findChromium } from "../../lib/report/tests/ensure-chromium.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const dir = mkdtempSync(join(tmpdir(), "allure-render-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function renderedText(page: string): Promise<string> {
  const chromium = findChromium({ env: process.env, exists: existsSync });
  if (!chromium) throw new Error("no Chromium: npm test's pretest installs it (lib/report/tests/ensure-chromium.ts)");
  const profile = mkdtempSync(join(tmpdir(), "allure-chromium-"));
  return new Promise((resolve, reject) => {
    execFile(
      chromium,
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        `--user-data-dir=${profile}`,
        "--dump-dom",
        "--virtual-time-budget=10000",
        pathToFileURL(page).href,
      ],
      { maxBuffer: 128 * 1024 * 1024, timeout: scaled(120_000) },
      (err, stdout) => {
        rmSync(profile, { recursive: true, force: true });
        if (err) return reject(err);
        // The text a person sees: scripts, styles and tags dropped.
        resolve(
          stdout
            .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "")
            .replace(/<[^>]*>/g, " ")
            .replace(/\s+/g, " "),
        );
      },
    );
  });
}

describe("allure DIR", () => {
  it(
    "renders a run's results into one page that shows its test count",
    async () => {
      const report = join(dir, "run");
      const run = await command(["--only", "KEYS", "--report-dir", report]);
      expect(run.code, run.err).toBe(0);
      const results = JSON.parse(readFileSync(join(report, "conformance.json"), "utf8")) as {
        summary: { results: number };
      };
      const r = await command(["allure", report]);
      expect(r.code, r.err).toBe(0);
      const page = join(report, "allure-report", "index.html");
      expect(r.out.trim()).toBe(`allure report ${page}`);
      // One self-contained page: no script or stylesheet fetched from beside it.
      expect(
        readdirSync(join(report, "allure-report")).filter((f) =>
          statSync(join(report, "allure-report", f)).isDirectory(),
        ),
      ).toEqual([]);
      // The page renders its counts from data it decodes after load; on a loaded machine Chromium's
      // dump can come before that. Asked again (at most three times) until the counts are drawn.
      let text = await renderedText(page);
      for (let attempt = 1; attempt < 3 && !/Total \d+/.test(text); attempt++) text = await renderedText(page);
      expect(text).toMatch(new RegExp(`Total ${results.summary.results}\\b`));
      expect(text).toMatch(/API conformance/);
    },
    scaled(180_000),
  );

  it("says so, in one sentence, when the folder holds no results", async () => {
    const r = await command(["allure", join(dir, "nothing-here")]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^conformance: no Allure results in .*nothing-here/);
  });
});
