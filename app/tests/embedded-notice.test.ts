/**
 * Never a green gate against nothing (issue 24): a run against the embedded reference server checks
 * the suite's own server, so every report of one says so before anything else: conformance.json in
 * its first field, junit.xml in its first element, summary.md in its first line, index.html in its
 * title and banner. A report of a real target says nothing of the kind.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConformance } from "../cli/run.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { writeReports } from "../../lib/report/write.ts";
import { makeReport } from "../../lib/report/tests/make-report.ts";
import { EMBEDDED_NOTICE } from "../../lib/report/embedded-notice.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const dir = mkdtempSync(join(tmpdir(), "embedded-notice-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (folder: string, file: string) => readFileSync(join(folder, file), "utf8");
/** The first line that is not the XML declaration or a DOCTYPE. */
const firstLine = (text: string) => text.split("\n").find((l) => !/^<\?xml|^<!DOCTYPE/.test(l))!;

describe("a report of an embedded run says so first", () => {
  const embedded = join(dir, "embedded");
  beforeAll(async () => {
    await runConformance({ ...DEFAULT_RUN_CONFIG, profile: "full", only: ["AUTH-ME-SCOPE"] }, embedded, {
      allure: false,
    });
  }, scaled(120_000));

  it("conformance.json: its first field", () => {
    const text = read(embedded, "conformance.json");
    expect(Object.keys(JSON.parse(text))[0]).toBe("notice");
    expect(text.split("\n")[1]).toBe(`  "notice": ${JSON.stringify(EMBEDDED_NOTICE)},`);
  });

  it("junit.xml: the name of its first element", () => {
    expect(firstLine(read(embedded, "junit.xml"))).toMatch(
      /^<testsuites name="app-conformance [\d.]+ — EMBEDDED RUN: /,
    );
  });

  it("summary.md: its first line", () => {
    expect(firstLine(read(embedded, "summary.md"))).toMatch(/^## API conformance: ✅ PASS — EMBEDDED RUN: /);
  });

  it("index.html: its title and the banner's first line", () => {
    const html = read(embedded, "index.html");
    expect(html).toMatch(/<title>API conformance: PASS — EMBEDDED RUN: [^<]*<\/title>/);
    expect(html).toMatch(/<header class="banner[^"]*" id="verdict">\n<p class="embedded-notice">EMBEDDED RUN: /);
  });
});

describe("a report of a real target says nothing of the kind", () => {
  it("in any format", () => {
    const real = join(dir, "real");
    writeReports(makeReport([["AUTH-ME-SCOPE", "getMe", "pass"]]), real, undefined, { allure: false });
    for (const file of ["conformance.json", "junit.xml", "summary.md", "index.html"])
      expect(read(real, file), file).not.toMatch(/EMBEDDED RUN|"notice"|embedded-notice/);
  });
});
