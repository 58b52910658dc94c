/**
 * Every output of a run tells the same outcome for every result (issue 14): conformance.json,
 * junit.xml, index.html, summary.md, the Allure results and the terminal's lines, for a run with a
 * failure, warnings and results not exercised, for a run interrupted part-way (the checks it never
 * started are not exercised everywhere) and for a merged report. Each output is read back on its
 * own terms (XML test cases, Allure statuses, the HTML's sections, Markdown tables, printed lines).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_RUN_CONFIG, type RunConfig } from "../../lib/run/config.ts";
import type { Outcome } from "../../lib/rules/types.ts";
import { ALLURE_STATUS } from "../../lib/report/allure.ts";
import { mergeReports } from "../../lib/report/merge.ts";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { writeReports } from "../../lib/report/write.ts";
import type { RunEvent } from "../../lib/engine/events.ts";
import { runConformance } from "../cli/run.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const dir = mkdtempSync(join(tmpdir(), "outputs-agree-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A failure (KEYS-DEFAULT-SCOPE), warnings (OP-DRIFT's drift), not exercised (EVENTS-QUIET-PARKED needs the full profile) and passes. */
const MIXED: RunConfig = {
  ...DEFAULT_RUN_CONFIG,
  profile: "standard",
  only: ["OP-DRIFT", "KEYS-DEFAULT-SCOPE", "EVENTS-QUIET-PARKED", "AUTH-ME-SCOPE"],
  serverFaults: ["op-drift-service-extra-field", "keys-default-scope-read"],
};

type Outcomes = Map<string, Outcome>;
type FamilyCounts = Record<string, Record<Outcome, number>>;
const key = (rule: string, op: string | null) => `${rule} ${op ?? "(api)"}`;
const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

function fromJson(report: ConformanceReport): Outcomes {
  return new Map(report.results.map((r) => [key(r.rule, r.operationId), r.outcome]));
}

function familyCounts(report: ConformanceReport): FamilyCounts {
  const counts: FamilyCounts = {};
  for (const r of report.results) {
    counts[r.family] ??= { pass: 0, fail: 0, warn: 0, "not-exercised": 0 };
    counts[r.family][r.outcome] += 1;
  }
  return counts;
}

function fromJUnit(xml: string): Outcomes {
  const out: Outcomes = new Map();
  for (const m of xml.matchAll(/<testcase name="([^"]*)"[^>]*>([\s\S]*?)<\/testcase>/g)) {
    const body = m[2];
    out.set(
      unescapeHtml(m[1]),
      body.includes("<failure")
        ? "fail"
        : body.includes("<skipped")
          ? "not-exercised"
          : body.includes("<system-out>warning:")
            ? "warn"
            : "pass",
    );
  }
  return out;
}

function fromAllure(folder: string): Outcomes {
  const byStatus = new Map(Object.entries(ALLURE_STATUS).map(([o, s]) => [s, o as Outcome]));
  const out: Outcomes = new Map();
  for (const f of readdirSync(folder).filter((n) => n.endsWith("-result.json"))) {
    const r = JSON.parse(readFileSync(join(folder, f), "utf8")) as {
      name: string;
      status: string;
      labels: { name: string; value: string }[];
    };
    const outcome = byStatus.get(r.status as never)!;
    // The outcome's own word rides along as a label, and must say the same.
    expect(r.labels.find((l) => l.name === "outcome")?.value, r.name).toBe(outcome);
    out.set(r.name, outcome);
  }
  return out;
}

/** The HTML: the (rule, operation) of each failure and warning shown, the family table, the not-exercised count. */
function fromHtml(html: string): { fail: string[]; warn: string[]; families: FamilyCounts; notExercised: number } {
  const section = (id: string) =>
    html.slice(html.indexOf(`<section id="${id}"`), html.indexOf("</section>", html.indexOf(`<section id="${id}"`)));
  const shown = (id: string) => {
    const keys: string[] = [];
    for (const article of section(id).split("<article").slice(1)) {
      const rule = unescapeHtml(/<code class="rule-id">([^<]*)<\/code>/.exec(article)![1]);
      // One card per rule; one row per operation, the operation in its data-op ("(api)" for the API as a whole).
      for (const m of article.matchAll(/<tr id="[^"]*" data-op="([^"]*)">/g)) keys.push(key(rule, unescapeHtml(m[1])));
    }
    return keys.sort();
  };
  const table = html.slice(
    html.indexOf('<table class="fam">'),
    html.indexOf("</table>", html.indexOf('<table class="fam">')),
  );
  const columns = [...table.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);
  const families: FamilyCounts = Object.fromEntries(
    columns.map((f) => [f, { pass: 0, fail: 0, warn: 0, "not-exercised": 0 }]),
  );
  const rows: [string, Outcome][] = [
    ["passed", "pass"],
    ["failed", "fail"],
    ["warned", "warn"],
    ["not exercised", "not-exercised"],
  ];
  for (const [label, outcome] of rows) {
    const row = new RegExp(`<tr><th scope="row">${label}</th>(.*?)</tr>`).exec(table)![1];
    [...row.matchAll(/<td[^>]*>(\d+)<\/td>/g)].forEach((m, i) => (families[columns[i]][outcome] = Number(m[1])));
  }
  const notExercised = [...section("not-exercised").matchAll(/<td class="num">(\d+)<\/td>/g)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
  return { fail: shown("failures"), warn: shown("warnings"), families, notExercised };
}

function fromSummary(md: string): { families: FamilyCounts; fail: string[] } {
  const families: FamilyCounts = {};
  for (const m of md.matchAll(/^\| ([A-Z]+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|$/gm)) {
    families[m[1]] = { pass: Number(m[2]), fail: Number(m[3]), warn: Number(m[4]), "not-exercised": Number(m[5]) };
  }
  // One <details> per failing rule, its operations listed inside.
  const fail = [...md.matchAll(/^<details><summary><b>([A-Z0-9-]+)<\/b>[^\n]*\n\n((?:- `[^`]*`\n)+)/gm)]
    .flatMap((m) => [...m[2].matchAll(/^- `([^`]*)`$/gm)].map((o) => key(m[1], o[1] === "(api)" ? null : o[1])))
    .sort();
  return { families, fail };
}

function fromTerminal(text: string): { families: FamilyCounts; fail: string[] } {
  const families: FamilyCounts = {};
  for (const m of text.matchAll(
    /^([A-Z]+) +\d+ results: (\d+) passed, (\d+) failed, (\d+) warned, (\d+) not exercised/gm,
  )) {
    families[m[1]] = { pass: Number(m[2]), fail: Number(m[3]), warn: Number(m[4]), "not-exercised": Number(m[5]) };
  }
  const fail = [...text.matchAll(/^✗ ([A-Z0-9-]+) (\S+)(?: \[SHOULD\])? — /gm)].map((m) => `${m[1]} ${m[2]}`).sort();
  return { families, fail };
}

/** Every output in `folder` against the JSON; the terminal's text too when there is one. */
function expectAgreement(folder: string, terminal?: string): ConformanceReport {
  const report = JSON.parse(readFileSync(join(folder, "conformance.json"), "utf8")) as ConformanceReport;
  const outcomes = fromJson(report);
  const keysOf = (o: Outcome) =>
    [...outcomes]
      .filter(([, x]) => x === o)
      .map(([k]) => k)
      .sort();
  expect(fromJUnit(readFileSync(join(folder, "junit.xml"), "utf8"))).toEqual(outcomes);
  expect(fromAllure(join(folder, "allure-results"))).toEqual(outcomes);
  const html = fromHtml(readFileSync(join(folder, "index.html"), "utf8"));
  expect(html.fail).toEqual(keysOf("fail"));
  expect(html.warn).toEqual(keysOf("warn"));
  expect(html.families).toEqual(familyCounts(report));
  expect(html.notExercised).toBe(keysOf("not-exercised").length);
  const md = fromSummary(readFileSync(join(folder, "summary.md"), "utf8"));
  expect(md.families).toEqual(familyCounts(report));
  expect(md.fail).toEqual(keysOf("fail"));
  if (terminal !== undefined) {
    const t = fromTerminal(terminal);
    expect(t.families).toEqual(familyCounts(report));
    expect(t.fail).toEqual(keysOf("fail"));
  }
  return report;
}

async function run(name: string, config: RunConfig, handlers: ((e: RunEvent) => void)[] = [], signal?: AbortSignal) {
  const chunks: string[] = [];
  const outcome = await runConformance(config, join(dir, name), {
    terminal: { out: { write: (s: string) => chunks.push(s) }, tty: false, color: false },
    handlers,
    signal,
    embedded: true,
  });
  return { ...outcome, terminal: chunks.join("") };
}

describe("every output tells the same outcomes", () => {
  it("a run with a failure, warnings, results not exercised and passes", { timeout: scaled(120_000) }, async () => {
    const { reportDir, terminal } = await run("mixed", MIXED);
    const report = expectAgreement(reportDir, terminal);
    // The run under test has every outcome, or the agreement would prove less than it says.
    expect(report.summary).toMatchObject({ failed: 1 });
    expect(report.summary.warned).toBeGreaterThan(0);
    expect(report.summary.notExercised).toBeGreaterThan(0);
    expect(report.summary.passed).toBeGreaterThan(0);
  });

  it("a run interrupted part-way: what never started is not exercised in every output", {
    timeout: scaled(120_000),
  }, async () => {
    const abort = new AbortController();
    let seen = 0;
    const stopAfterFive = (e: RunEvent) => {
      if (e.type === "result" && ++seen === 5) abort.abort();
    };
    const { reportDir, terminal, interrupted } = await run(
      "interrupted",
      { ...DEFAULT_RUN_CONFIG, profile: "full", only: ["OP-SUCCESS"] },
      [stopAfterFive],
      abort.signal,
    );
    expect(interrupted).toBe("abort");
    const report = expectAgreement(reportDir, terminal);
    expect(report.interrupted).toBe("abort");
    expect(
      report.results.filter(
        (r) => r.outcome === "not-exercised" && /interrupted \(abort\) before this check ran/.test(r.message),
      ).length,
    ).toBeGreaterThan(100);
    expect(readFileSync(join(reportDir, "summary.md"), "utf8")).toContain("NO VERDICT");
  });

  it("a merged report, strict or not", { timeout: scaled(180_000) }, async () => {
    const shards = [];
    for (const index of [1, 2])
      shards.push((await run(`shard-${index}`, { ...MIXED, shard: { index, total: 2 } })).report);
    for (const strict of [false, true]) {
      const folder = join(dir, `merged-${strict}`);
      writeReports(mergeReports(shards, undefined, { strict }), folder);
      const merged = expectAgreement(folder);
      // Under strict the drift warnings are failures in every output.
      if (strict) expect(merged.summary.warned).toBe(0);
      else expect(merged.summary.warned).toBeGreaterThan(0);
    }
  });
});
