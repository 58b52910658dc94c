/**
 * The report writers (junit.xml, summary.md, index.html) on one small synthetic report holding a
 * pass, a fail with evidence and a hostile reproduction, a warning, a not-exercised result, a
 * transition row and a leftover: well-formed output, the right verdict and counts, and nothing the
 * target chose ever reaching the page as markup.
 */
import { FINDER_SCRIPT } from "../html/finder.ts";
import { describe, expect, it } from "vitest";
import type { Exchange } from "../../http/client.ts";
import { esc, toHtml } from "../html/page.ts";
import { toJUnit } from "../junit.ts";
import { exitCode, type ClauseVerdict, type ConformanceReport, type ReportResult } from "../report.ts";
import { summarizeClauses } from "../../rules/clauses.ts";
import { toSummaryMarkdown } from "../summary-md.ts";

const XSS = `<script>alert("x")</script>`;

/** The page without its own script, the finder: what is left came from the writer's markup and the data. */
function withoutFinder(page: string): string {
  expect(page.split(`<script>${FINDER_SCRIPT}</script>`).length).toBe(2);
  return page.replace(`<script>${FINDER_SCRIPT}</script>`, "");
}
const REPRO = `curl -sS -X POST 'https://t.example/v1/keys?a=1&b=${XSS}' -H 'Authorization: Bearer [REDACTED]' --data-raw '{"name":"</pre>${XSS}"}'`;
const MESSAGE = `a key below the scope answered 200 ${XSS} & kept going`;

const exchange: Exchange = {
  seq: 3,
  method: "POST",
  url: `https://t.example/v1/keys?a=1&b=${XSS}`,
  requestHeaders: { authorization: "Bearer [REDACTED]", "content-type": "application/json" },
  requestBody: `{"name":"</pre>${XSS}"}`,
  status: 200,
  responseHeaders: { "content-type": "application/json", "x-evil": `"><img src=x onerror=alert(1)>` },
  responseBody: `{"id":"k_1","note":"</details></pre>${XSS}<a href=\\"https://evil.example/\\">x</a>"}`,
  startedAt: 0,
  durationMs: 21,
  attempts: 1,
  reproduction: REPRO,
};

function result(over: Partial<ReportResult> & Pick<ReportResult, "rule" | "outcome" | "operationId">): ReportResult {
  return {
    level: "MUST",
    message: "ok",
    reproduction: null,
    family: "OP",
    title: `title of ${over.rule}`,
    clause: "doc 2 Operations 1",
    evidence: [],
    drift: [],
    digest: "d",
    ...over,
  };
}

/** The clause register as judged: one of each outcome, hostile text in a statement, a section and reasons. */
const CLAUSES: ClauseVerdict[] = [
  {
    id: "D2-ROW-listKeys",
    doc: 2,
    section: "Endpoints › Keys",
    statement: "GET /keys: scope read; success 200",
    rules: ["OP-STATUS"],
    outcome: "pass",
  },
  {
    id: "D2-AUTH-BELOW-RUNG",
    doc: 2,
    section: "Authentication",
    statement: `a key below the rung is refused with 403 ${XSS}`,
    rules: ["AUTH-403-BELOW"],
    outcome: "fail",
    reason: `AUTH-403-BELOW createKey: ${MESSAGE}`,
  },
  {
    id: "D2-PAGE-LIMIT",
    doc: 2,
    section: "Conventions › <b>Paging</b>",
    statement: "a page never holds more than limit items",
    rules: ["PAGE-LIMIT"],
    outcome: "not-exercised",
    reason: "the list had fewer than two items",
  },
  {
    id: "D2-NOBODY",
    doc: 2,
    section: "Limits",
    statement: "nobody checks this",
    rules: [],
    outcome: "not-exercised",
    reason: "no rule cites it",
  },
  {
    id: "D1-KEY-HASHED",
    doc: 1,
    section: "Keys",
    statement: "secrets are stored hashed",
    rules: [],
    outcome: "uncheckable",
    reason: "server-internal: <i>not observable</i>",
  },
];

function syntheticReport(over: Partial<ConformanceReport> = {}): ConformanceReport {
  const results: ReportResult[] = [
    result({ rule: "OP-STATUS", outcome: "pass", operationId: "listKeys" }),
    result({
      rule: "AUTH-403-BELOW",
      family: "AUTH",
      outcome: "fail",
      operationId: "createKey",
      title: "A key below the scope is refused with 403",
      clause: "doc 2 Authentication 5",
      message: MESSAGE,
      reproduction: REPRO,
      evidence: [exchange],
    }),
    result({
      rule: "SEC-HSTS",
      family: "SEC",
      level: "SHOULD",
      outcome: "warn",
      operationId: null,
      message: "no Strict-Transport-Security header",
      reproduction: "curl -sS 'https://t.example/v1/me'",
    }),
    result({
      rule: "PAGE-LIMIT",
      family: "PAGE",
      level: "SHOULD",
      outcome: "not-exercised",
      operationId: "listKeys",
      message: "the list had fewer than two items",
    }),
  ];
  const n = (o: string) => results.filter((r) => r.outcome === o).length;
  return {
    tool: { name: "app-conformance", version: "0.1.0" },
    contract: { version: "1.61.0", operations: 125 },
    target: { baseUrl: "https://t.example/v1", embedded: false, workspaceId: "ws_a", peerWorkspace: false },
    seed: 42,
    profile: "standard",
    strict: false,
    startedAt: "2025-11-23T05:00:00.000Z",
    durationMs: 12_345,
    summary: {
      passed: n("pass"),
      failed: n("fail"),
      warned: n("warn"),
      notExercised: n("not-exercised"),
      requests: 17,
      rules: 4,
      results: results.length,
      mustFailed: 1,
      shouldFailed: 0,
    },
    operations: [
      { operationId: "listKeys", method: "GET", path: "/keys", exercised: true, statuses: [200, 401], tag: "Keys" },
      { operationId: "createKey", method: "POST", path: "/keys", exercised: true, statuses: [200], tag: "Keys" },
      {
        operationId: "revokeKey",
        method: "DELETE",
        path: "/keys/{keyId}",
        exercised: false,
        statuses: [],
        tag: "Keys",
      },
    ],
    results,
    leftovers: [{ kind: "key", id: `k_<b>9</b>`, reason: "revocation failed & left" }],
    errors: [],
    transitions: [
      {
        id: "TASK-START",
        machine: "Task",
        trigger: "start",
        exercised: false,
        rules: ["STATE-START"],
        reason: `STATE-START: not-exercised (<i>no</i> startable task)`,
      },
      { id: "TASK-STOP", machine: "Task", trigger: "stop", exercised: true, rules: ["STATE-STOP"], reason: null },
    ],
    clauses: CLAUSES,
    clauseSummary: summarizeClauses(CLAUSES),
    ...over,
  };
}

/** A tiny XML well-formedness check: one root, balanced tags, quoted attributes, text with entities only. */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n`)).toBe(true);
  const body = xml.slice(xml.indexOf("?>") + 2);
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
  const attr = `\\s+[A-Za-z_][\\w.-]*="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*"`;
  const tagRe = new RegExp(`^<(/?)([A-Za-z_][\\w.-]*)((?:${attr})*)\\s*(/?)>$`);
  const stack: string[] = [];
  let roots = 0;
  let last = 0;
  for (const m of body.matchAll(/<[^>]*>/g)) {
    const text = body.slice(last, m.index);
    expect(text.replace(entity, ""), `text before ${m[0]}`).not.toMatch(/[<&]/);
    if (stack.length === 0) expect(text.trim(), "text outside the root").toBe("");
    last = m.index! + m[0].length;
    const t = tagRe.exec(m[0]);
    expect(t, `malformed tag ${m[0]}`).not.toBeNull();
    const [, closing, name, , selfClosing] = t!;
    if (closing) {
      expect(stack.pop(), `closing ${name}`).toBe(name);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name);
    }
  }
  expect(body.slice(last).trim()).toBe("");
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

describe("junit.xml", () => {
  const report = syntheticReport();
  const xml = toJUnit(report);

  it("is well-formed XML with one test case per result", () => {
    assertWellFormedXml(xml);
    expect(xml.match(/<testcase /g)?.length).toBe(report.results.length);
    expect(xml).toMatch(/<testsuites [^>]*tests="4" failures="1" skipped="1" errors="0"/);
  });

  it("carries the failure with its message and the reproduction, and the skip", () => {
    expect(xml).toContain(`<failure message="${esc(MESSAGE).replace(/&#39;/g, "'")}" type="MUST">`);
    expect(xml).toContain("Reproduce with:");
    expect(xml).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(xml).toMatch(/<skipped message="the list had fewer than two items"\/>/);
    expect(xml).not.toContain("<script");
  });

  it("tells how to re-run the failure, and carries the run's identity on every suite", () => {
    expect(xml).toContain(
      `Re-run with:\n  npm run conformance -- --base-url https://t.example/v1 --profile ${report.profile} --seed ${report.seed} --only AUTH-403-BELOW --operation createKey`,
    );
    expect(xml.match(/<property name="seed" value="\d+"\/>/g)?.length).toBe(xml.match(/<testsuite /g)?.length);
  });
});

describe("summary.md", () => {
  it("holds the verdict, the counts, the failure and the leftovers", () => {
    const md = toSummaryMarkdown(syntheticReport());
    expect(md).toContain("## API conformance: ❌ FAIL");
    expect(md).toContain("| 4 | 1 | 1 (1) | 1 | 1 | 17 | 12.3 s |");
    expect(md).toContain("<details><summary><b>AUTH-403-BELOW</b> (MUST) ×1: ");
    expect(md).toContain("Transition rows and decision verbs exercised: 1/2.");
    expect(md).toContain("Left behind on the target: key k_<b>9</b>");
  });

  it("puts the verdict and figures first, the failures by rule in <details>, one re-run command and the page", () => {
    const base = syntheticReport();
    const many = Array.from({ length: 40 }, (_, i) =>
      result({ rule: "AUTH-403-BELOW", outcome: "fail", operationId: `op${i}`, message: `same rule ${i}` }),
    );
    const md = toSummaryMarkdown({ ...base, results: [...base.results, ...many], rerunProgram: "npx app-conformance" });
    const lines = md.split("\n");
    expect(lines[0]).toBe("## API conformance: ❌ FAIL");
    expect(md.indexOf("| results |")).toBeLessThan(md.indexOf("### Failures"));
    // One entry per rule, however many results it failed: 40 + 1 results of one rule are one <details>.
    expect(lines.filter((l) => l.startsWith("<details><summary><b>AUTH-403-BELOW</b> (MUST) ×41: "))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith("- **AUTH-403-BELOW**"))).toEqual([]);
    expect(lines.filter((l) => l === "</details>").length).toBe(lines.filter((l) => l.startsWith("<details>")).length);
    expect(md).toContain("- … and 21 more operations");
    expect(lines.filter((l) => l.startsWith("Re-run"))).toEqual([
      "Re-run the failures: `npx app-conformance --base-url https://t.example/v1 --profile standard --seed 42 --only AUTH-403-BELOW`",
    ]);
    expect(md).toContain("**index.html** of the report artifact (conformance-report)");
    expect(md).not.toContain("conformance.json");
  });

  it("counts the clauses: checked of checkable, uncheckable, failing", () => {
    expect(toSummaryMarkdown(syntheticReport())).toContain(
      "\nClauses 2 checked of 4 checkable (1 uncheckable), **1 failing**.\n",
    );
    const passing = CLAUSES.filter((c) => c.outcome !== "fail");
    expect(
      toSummaryMarkdown(syntheticReport({ clauses: passing, clauseSummary: summarizeClauses(passing) })),
    ).toContain("\nClauses 1 checked of 3 checkable (1 uncheckable).\n");
  });

  it("says nothing of clauses for a report written before the register", () => {
    expect(toSummaryMarkdown(syntheticReport({ clauses: undefined, clauseSummary: undefined }))).not.toMatch(
      /clauses/i,
    );
  });

  it("says PASS when no MUST rule failed", () => {
    const md = toSummaryMarkdown(
      syntheticReport({ summary: { ...syntheticReport().summary, mustFailed: 0, shouldFailed: 1 } }),
    );
    expect(md).toContain("## API conformance: ✅ PASS");
  });
});

describe("index.html", () => {
  const report = syntheticReport();
  const html = toHtml(report);

  it("is one document with the verdict and the run's identity", () => {
    expect(exitCode(report)).toBe(1);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    expect(html).toContain(`<span class="verdict-word" data-verdict="FAIL">FAIL</span>`);
    expect(html).toContain("1 MUST failure");
    for (const s of ["https://t.example/v1", "standard", ">42<", "2025-11-23 05:00:00 UTC", "1.61.0"])
      expect(html).toContain(s);
  });

  it("shows the summary figures", () => {
    const fig = (id: string) => new RegExp(`data-figure="${id}"><div class="fig-value">([^<]*)`).exec(html)?.[1];
    expect(fig("results")).toBe("4");
    expect(fig("passed")).toBe("1");
    expect(fig("failed")).toBe("1");
    expect(fig("warned")).toBe("1");
    expect(fig("not-exercised")).toBe("1");
    expect(fig("requests")).toBe("17");
    expect(fig("duration")).toBe("12.3 s");
    expect(html).toMatch(/data-figure="operations"><div class="fig-value">2<span class="of">\/125<\/span>/);
    expect(html).toContain("MUST 1 · SHOULD 0");
  });

  it("draws the matrix with the worst outcome per cell and the counts in a tooltip", () => {
    expect(html).toContain('<table class="matrix">');
    // createKey × AUTH failed; listKeys × PAGE not exercised; listKeys × OP passed; the API-wide SEC warned.
    expect(html).toMatch(/<td class="cell c-fail" title="AUTH · createKey: 1 failed">.*<a href="#r1">/);
    expect(html).toContain('<td class="cell c-not-exercised" title="PAGE · listKeys: 1 not exercised">');
    expect(html).toContain('<td class="cell c-pass" title="OP · listKeys: 1 passed">');
    expect(html).toContain('<td class="cell c-warn" title="SEC · API-wide: 1 warned">');
    expect(html).toContain('<td class="cell c-none" title="OP: no rule applies">');
    // Three operations and the API-wide row.
    expect(html.match(/<tr class="(?:bad|ok)">/g)?.length).toBe(4);
  });

  it("gives each failure the command that re-runs it", () => {
    expect(html).toContain(
      `<code data-rerun>npm run conformance -- --base-url https://t.example/v1 --profile ${report.profile} --seed ${report.seed} --only AUTH-403-BELOW --operation createKey</code>`,
    );
    expect(html.match(/data-rerun/g)?.length).toBe(report.summary.failed);
  });

  it("lists the failure in full: rule, title, level, clause, message, evidence, reproduction", () => {
    const at = html.indexOf('<section id="failures"');
    const failures = html.slice(at, html.indexOf("</section>", at));
    for (const s of [
      "AUTH-403-BELOW",
      "A key below the scope is refused with 403",
      "MUST",
      "doc 2 Authentication 5",
      esc(MESSAGE),
      esc(REPRO),
      "createKey",
      "POST /keys",
    ]) {
      expect(failures).toContain(s);
    }
    expect(failures).toContain(`<span class="st s-2">200</span>`);
    expect(failures).toContain(esc(`x-evil: "><img src=x onerror=alert(1)>`));
    expect(failures).toContain("<pre");
    // The warning is listed too; the pass is not rendered one by one.
    expect(html).toContain("no Strict-Transport-Security header");
    expect(html.match(/<tr id="r\d+" data-op=/g)?.length).toBe(2);
  });

  it("groups not-exercised results by reason and shows coverage and leftovers", () => {
    expect(html).toMatch(/<td class="reason">the list had fewer than two items<\/td><td class="num">1<\/td>/);
    const at = html.indexOf('<section id="transitions"');
    const coverage = html.slice(at, html.indexOf("</section>", at));
    expect(coverage).toContain("<code>TASK-START</code>");
    expect(coverage).toContain("✗ no");
    expect(coverage).toContain(esc("STATE-START: not-exercised (<i>no</i> startable task)"));
    expect(coverage).toContain("<code>TASK-STOP</code>");
    expect(coverage).toContain("✓ yes");
    expect(html).toContain(`<code>${esc("k_<b>9</b>")}</code>`);
  });

  it("shows the clauses: a nav entry, the coverage figure, and every clause that did not pass with its statement, rules and reason", () => {
    expect(html).toContain('<a href="#clauses">Clauses (2/4)</a>');
    expect(html).toMatch(
      /data-figure="clauses"><div class="fig-value">2<span class="of">\/4<\/span><\/div><div class="fig-label">Clauses checked<\/div><div class="fig-sub">1 uncheckable · 1 failing<\/div>/,
    );
    const at = html.indexOf('<section id="clauses"');
    expect(at).toBeGreaterThan(html.indexOf('<section id="transitions"'));
    const section = html.slice(at, html.indexOf("</section>", at));
    expect(section).toContain("2 checked of 4 checkable (1 uncheckable)");
    // Failed first, then not exercised, then uncheckable, register order within; the passing one only in the collapsed list.
    const rows = [
      ...section.matchAll(/<tr class="cl-([a-z-]+)" id="cl-[^"]+"><td class="cl-id"><code>([^<]+)<\/code>/g),
    ].map((m) => [m[2], m[1]]);
    expect(rows).toEqual([
      ["D2-AUTH-BELOW-RUNG", "fail"],
      ["D2-PAGE-LIMIT", "not-exercised"],
      ["D2-NOBODY", "not-exercised"],
      ["D1-KEY-HASHED", "uncheckable"],
    ]);
    expect(section).toMatch(
      /<details class="more"><summary>1 passing clause<\/summary>\n<p class="cl-pass"><code id="cl-D2-ROW-listKeys">D2-ROW-listKeys<\/code><\/p>/,
    );
    // Each row: doc and section, the statement beside it, the rules and the reason.
    expect(section).toContain(
      `<div class="muted small">doc 2 · ${esc("Conventions › <b>Paging</b>")}</div></td><td class="stmt">a page never holds more than limit items</td>`,
    );
    expect(section).toContain(`<td class="stmt">${esc(`a key below the rung is refused with 403 ${XSS}`)}</td>`);
    expect(section).toContain('<td class="rules"><code>AUTH-403-BELOW</code></td>');
    expect(section).toContain(`<td class="reason">${esc(`AUTH-403-BELOW createKey: ${MESSAGE}`)}</td>`);
    expect(section).toContain(`<td class="reason">${esc("server-internal: <i>not observable</i>")}</td>`);
    expect(section).toContain(
      '<td class="rules"><span class="muted">none</span></td><td class="reason">no rule cites it</td>',
    );
  });

  it("leaves the clauses out of a report written before the register", () => {
    const older = toHtml(syntheticReport({ clauses: undefined, clauseSummary: undefined }));
    expect(older).not.toContain('id="clauses"');
    expect(older).not.toContain('href="#clauses"');
    expect(older).not.toContain('data-figure="clauses"');
  });

  it("keeps several hundred clauses small: passing ones as ids only, many rules counted", () => {
    const many: ClauseVerdict[] = Array.from({ length: 600 }, (_, i) => ({
      id: `D2-SECTION-${i}-SOME-STATEMENT`,
      doc: 2,
      section: `Endpoints › Group ${i % 16}`,
      statement: `statement ${i} of a typical length, stating what a route returns and when it refuses the request`,
      rules: Array.from({ length: 1 + (i % 20) }, (_, j) => `RULE-${j}`),
      outcome: i % 10 === 0 ? "fail" : i % 7 === 0 ? "uncheckable" : i % 3 === 0 ? "not-exercised" : "pass",
      ...(i % 10 === 0 || i % 7 === 0 || i % 3 === 0 ? { reason: `reason ${i}` } : {}),
    }));
    const plain = toHtml(syntheticReport({ clauses: [], clauseSummary: summarizeClauses([]) }));
    const big = toHtml(syntheticReport({ clauses: many, clauseSummary: summarizeClauses(many) }));
    const listed = many.filter((c) => c.outcome !== "pass").length;
    expect(big.match(/<tr class="cl-/g)?.length).toBe(listed);
    expect(big).toContain('<span class="muted">and 12 more</span>');
    expect(big.length - plain.length).toBeLessThan(300_000);
  });

  it("escapes every hostile string: no markup from the data reaches the page", () => {
    // The page's one script is its own finder (lib/report/html/finder.ts); the data brings none.
    expect(withoutFinder(html)).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<i>|<b>/);
    expect(html).not.toContain("</pre><script");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("a=1&amp;b=");
    // Every tag on the page is one the writer made: no attribute starting an event handler.
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  });

  it("references no external resource", () => {
    // Attributes of the page's own tags (text from the data never holds a raw "<").
    const tags = [...html.matchAll(/<[a-zA-Z][^>]*>/g)].map((m) => m[0]);
    const refs = tags.flatMap((t) =>
      [...t.matchAll(/\s(?:src|href|action|poster|data|srcset|formaction)\s*=\s*["']?([^"'\s>]+)/gi)].map((m) => m[1]),
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, ref).not.toMatch(/^(?:https?:)?\/\//i);
      expect(ref.startsWith("#"), ref).toBe(true);
    }
    expect(html).not.toMatch(/<link\b/i);
    expect(withoutFinder(html)).not.toMatch(/<(?:script|iframe|object|embed|img)\b/i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(html).toContain(`http-equiv="Content-Security-Policy" content="default-src 'none';`);
  });

  it("passes when no MUST rule failed, and fails on a run error", () => {
    const passing = syntheticReport({ summary: { ...syntheticReport().summary, mustFailed: 0, shouldFailed: 1 } });
    expect(toHtml(passing)).toContain(`data-verdict="PASS"`);
    const broken = toHtml(
      syntheticReport({ summary: { ...syntheticReport().summary, mustFailed: 0 }, errors: [`suite crashed: ${XSS}`] }),
    );
    expect(broken).toContain(`data-verdict="FAIL"`);
    expect(broken).toContain('<section id="errors"');
    expect(broken).toContain(esc(`suite crashed: ${XSS}`));
    expect(withoutFinder(broken)).not.toMatch(/<script/i);
  });

  it("stays small on a large run: passing results as counts only", () => {
    const base = syntheticReport();
    const ops = Array.from({ length: 125 }, (_, i) => ({
      operationId: `op${i}`,
      method: i % 2 ? "GET" : "POST",
      path: `/things${i % 9}/{id}/sub${i}`,
      exercised: true,
      statuses: [200],
      tag: "Keys",
    }));
    const families = ["OP", "AUTH", "VALID", "PAGE", "NULL", "ERRORS", "SEC", "STATE", "KEYS", "EVENTS"] as const;
    const results: ReportResult[] = [];
    for (let i = 0; i < 3000; i++) {
      const outcome = i % 60 === 0 ? "fail" : i % 45 === 0 ? "warn" : i % 17 === 0 ? "not-exercised" : "pass";
      results.push(
        result({
          rule: `${families[i % 10]}-RULE-${i % 24}`,
          family: families[i % 10],
          operationId: ops[i % 125].operationId,
          outcome,
          message: outcome === "not-exercised" ? `reason ${i % 4}` : `message ${i}`,
          reproduction: outcome === "fail" || outcome === "warn" ? REPRO : null,
          evidence:
            outcome === "fail" || outcome === "warn"
              ? [exchange, exchange, { ...exchange, responseBody: "x".repeat(4000) }]
              : [],
        }),
      );
    }
    const big = toHtml({ ...base, operations: ops, results });
    const shown = results.filter((r) => r.outcome === "fail" || r.outcome === "warn").length;
    expect(big.match(/<tr id="r\d+" data-op=/g)?.length).toBe(shown);
    expect(big.length).toBeLessThan(2_500_000);
    expect(big.match(/<tr class="(?:bad|ok)">/g)?.length).toBe(125);
  });
});

describe("a run under a baseline, and a shard", () => {
  const base = syntheticReport();
  const known = "AUTH-403-BELOW createKey";
  const report = syntheticReport({
    baseline: {
      file: "last/conformance.json",
      known: [known],
      new: [],
      fixed: ["PAGE-NO-REPEAT listJobs"],
      warnings: [],
    },
    shard: { index: 2, total: 3 },
  });

  it("passes the gate, and every writer says why: the failure is known", () => {
    expect(exitCode(base)).toBe(1);
    expect(exitCode(report)).toBe(0);
    const html = toHtml(report);
    expect(html).toContain('data-verdict="PASS"');
    expect(html).toMatch(/no failure beyond the baseline \(1 known failure, 1 fixed\)/);
    expect(html).toContain("last/conformance.json · 1 known · 0 new · 1 fixed");
    expect(html).toContain("known (baseline)");
    expect(html).toMatch(/<dt>Shard<\/dt><dd>2 of 3<\/dd>/);
    const md = toSummaryMarkdown(report);
    expect(md).toContain("## API conformance: ✅ PASS");
    expect(md).toContain("Baseline `last/conformance.json`: 1 known, **0 new**, 1 fixed.");
    expect(md).toContain("Fixed: `PAGE-NO-REPEAT listJobs`");
    expect(md).toContain("Shard 2 of 3");
  });

  it("fails on a new failure and names it", () => {
    const failing = syntheticReport({ baseline: { file: "b.json", known: [], new: [known], fixed: [], warnings: [] } });
    expect(toHtml(failing)).toMatch(/1 new failure beyond the baseline/);
    expect(toSummaryMarkdown(failing)).toContain(`New: \`${known}\``);
  });
});
