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
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { findChromium, INSTALL_COMMAND } from "../../lib/report/tests/ensure-chromium.ts";
import { describe, expect, it } from "vitest";
import { contractIndex } from "../../lib/contract/operations.ts";
import type { Exchange } from "../../lib/http/client.ts";
import type { Family, Outcome } from "../../lib/rules/types.ts";
import { TRANSITIONS } from "../../suites/state/transitions.ts";
import { toHtml } from "../../lib/report/html/page.ts";
import type { ClauseVerdict, ConformanceReport, ReportResult } from "../../lib/report/report.ts";
import { CLAUSES } from "../../contract/clauses/index.ts";
import { summarizeClauses } from "../../lib/rules/clauses.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

// Found (or installed) by npm's pretest step, ensure-chromium.ts.
const CHROMIUM =
  findChromium({ env: process.env, exists: existsSync }) ?? process.env.CHROMIUM_BIN ?? "/usr/bin/chromium";
const OUT = join(tmpdir(), "conformance-test-output");
const SPAWN_TIMEOUT_MS = scaled(60_000);

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs headless Chromium once on a fresh profile, killed (with its children) after the timeout. */
function chromium(extra: string[], url: string): Promise<Ran> {
  const profile = mkdtempSync(join(tmpdir(), "conformance-chromium-"));
  const args = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
    `--user-data-dir=${profile}`,
    ...extra,
    url,
  ];
  return new Promise<Ran>((resolve, reject) => {
    // Its own process group, so a timeout kills the browser's helper processes too.
    const child = spawn(CHROMIUM, args, { detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, SPAWN_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      rmSync(profile, { recursive: true, force: true });
    };
    child.on("error", (e) => {
      done();
      reject(e);
    });
    child.on("close", (code) => {
      done();
      if (timedOut) reject(new Error(`chromium did not finish within ${SPAWN_TIMEOUT_MS} ms\n${stderr.slice(-2000)}`));
      else resolve({ code, stdout, stderr });
    });
  });
}

const HOSTILE = `<script>document.title="pwned"</script><img src=x onerror="document.title='pwned'"> & "quotes"`;

function exchange(seq: number, method: string, url: string, status: number, body: string): Exchange {
  return {
    seq,
    method,
    url,
    requestHeaders: { authorization: "Bearer [REDACTED]", accept: "application/json" },
    requestBody: method === "GET" ? undefined : JSON.stringify({ name: "conformance-fixture" }),
    status,
    responseHeaders: { "content-type": "application/json", "x-note": HOSTILE },
    responseBody: body,
    startedAt: 0,
    durationMs: 12 + seq,
    attempts: 1,
    reproduction: `curl -sS -X ${method} '${url}' -H 'Authorization: Bearer [REDACTED]'`,
  };
}

/** A report shaped like a real run: every contract operation, every family, every transition row. */
function realisticReport(): ConformanceReport {
  const index = contractIndex();
  const base = "https://api.example.test/v1";
  const results: ReportResult[] = [];
  const add = (
    rule: string,
    family: Family,
    level: "MUST" | "SHOULD",
    operationId: string | null,
    outcome: Outcome,
    message: string,
    ev: Exchange[] = [],
  ) =>
    results.push({
      rule,
      level,
      operationId,
      outcome,
      message,
      reproduction: ev.length && (outcome === "fail" || outcome === "warn") ? ev.at(-1)!.reproduction : null,
      family,
      title: `${family.toLowerCase()} rule ${rule}`,
      clause: `doc 2 ${family} ${rule.length % 7}`,
      evidence: outcome === "pass" ? [] : ev,
      drift: [],
      digest: "abc",
    });
  index.all.forEach((op, i) => {
    const url = `${base}${op.path.replace(/\{[^}]+\}/g, "id_1")}`;
    add("OP-STATUS", "OP", "MUST", op.operationId, i === 7 ? "fail" : "pass", "status as documented", [
      exchange(
        1,
        op.method,
        url,
        i === 7 ? 500 : op.status,
        i === 7 ? `{"error":{"code":"internal","message":${JSON.stringify(HOSTILE)}}}` : "{}",
      ),
    ]);
    add("AUTH-401-MISSING", "AUTH", "MUST", op.operationId, "pass", "401 without a key");
    add(
      "AUTH-403-BELOW",
      "AUTH",
      "MUST",
      op.operationId,
      i % 40 === 3 ? "fail" : "pass",
      "a key below the scope answered 200",
      [exchange(1, op.method, url, 200, `{"id":"t_${i}","name":"task ${i}"}`)],
    );
    if (op.method === "GET")
      add(
        "PAGE-LIMIT",
        "PAGE",
        "SHOULD",
        op.operationId,
        i % 9 === 0 ? "warn" : i % 5 === 0 ? "not-exercised" : "pass",
        i % 5 === 0 ? "the list had fewer than two items" : "limit honoured",
        [exchange(1, "GET", `${url}?limit=1`, 200, `{"items":[]}`)],
      );
    if (op.method !== "GET")
      add(
        "VALID-BODY",
        "VALID",
        "MUST",
        op.operationId,
        i % 11 === 0 ? "not-exercised" : "pass",
        "profile safe does not send writes",
      );
    if (op.tag === "Decisions")
      add(
        "STATE-VERB",
        "STATE",
        "MUST",
        op.operationId,
        i % 6 === 0 ? "not-exercised" : "pass",
        "no parked run to decide on",
      );
    add("NULL-FIELDS", "NULL", "SHOULD", op.operationId, "pass", "nullable fields explicit");
    add("ERRORS-ENVELOPE", "ERRORS", "MUST", op.operationId, "pass", "error envelope");
  });
  add("SEC-HEADERS", "SEC", "SHOULD", null, "warn", "no Strict-Transport-Security header", [
    exchange(1, "GET", `${base}/me`, 200, `{"workspace":"ws_a"}`),
  ]);
  add("KEYS-ROTATE", "KEYS", "MUST", null, "pass", "rotation works");
  add("EVENTS-SSE", "EVENTS", "MUST", null, "not-exercised", "profile safe does not start runs");
  const n = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  // The contract's register, judged: uncheckable where it says so, else a mix of the three outcomes.
  const clauses: ClauseVerdict[] = CLAUSES.map((c, i) => {
    const base = {
      id: c.id,
      doc: c.doc,
      section: c.section,
      statement: c.statement,
      rules: i % 5 ? ["OP-STATUS", "AUTH-403-BELOW"] : [],
    };
    if (c.uncheckable !== undefined) return { ...base, outcome: "uncheckable", reason: c.uncheckable };
    if (i % 5 === 0) return { ...base, outcome: "not-exercised", reason: "no rule cites it" };
    if (i % 9 === 1) return { ...base, outcome: "fail", reason: `AUTH-403-BELOW createKey: ${HOSTILE}` };
    return { ...base, outcome: "pass" };
  });
  return {
    tool: { name: "app-conformance", version: "0.1.0" },
    contract: { version: "1.61.0", operations: index.all.length },
    target: { baseUrl: base, embedded: false, workspaceId: "ws_a", peerWorkspace: true },
    seed: 1234,
    profile: "standard",
    strict: false,
    startedAt: "2025-11-23T05:29:15.000Z",
    durationMs: 83_400,
    summary: {
      passed: n("pass"),
      failed: n("fail"),
      warned: n("warn"),
      notExercised: n("not-exercised"),
      requests: 2411,
      rules: new Set(results.map((r) => r.rule)).size,
      results: results.length,
      mustFailed: results.filter((r) => r.outcome === "fail" && r.level === "MUST").length,
      shouldFailed: results.filter((r) => r.outcome === "fail" && r.level === "SHOULD").length,
    },
    operations: index.all.map((op, i) => ({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      tag: op.tag,
      exercised: i % 13 !== 5,
      statuses: i % 13 === 5 ? [401, 403] : [op.status, 401, 404],
    })),
    results,
    leftovers: [{ kind: "task", id: "t_<b>left</b>", reason: "delete answered 500" }],
    errors: [],
    transitions: TRANSITIONS.map((t, i) => ({
      id: t.id,
      machine: t.machine,
      trigger: t.trigger,
      exercised: i % 3 !== 0,
      rules: ["STATE-VERB"],
      reason: i % 3 !== 0 ? null : "STATE-VERB: not-exercised (no parked run to decide on)",
    })),
    clauses,
    clauseSummary: summarizeClauses(clauses),
  };
}

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
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `${CHROMIUM} is missing: run \`${INSTALL_COMMAND}\` (or set CHROMIUM_BIN); npm test's pretest installs it when run as root`,
      );
    }
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

    // Hostile strings stayed text: no script element ran or exists, no injected image, title untouched.
    expect(dom).not.toMatch(/<script/i);
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
