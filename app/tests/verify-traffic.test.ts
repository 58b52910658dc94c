/**
 * verify-traffic on HAR files recorded from the reference server by the project itself
 * (har-recorder.ts): a clean recording passes every judge with something judged by each, the
 * exchanges naming no operation are reported as such, no secret of the traffic reaches any output,
 * bad input is one line and exit 2, and the judges that no server fault reaches fail on a doctored
 * or hand-made HAR.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JUDGES } from "../../suites/traffic/index.ts";
import { toEntry, toHar, type Har } from "../traffic/har.ts";
import { main } from "../traffic/verify-traffic.ts";
import type { TrafficReport } from "../traffic/report.ts";
import { filesUnder } from "./files.ts";
import { recordHar, type Recording } from "./har-recorder.ts";

let dir: string;
let clean: Recording;

class Sink extends Writable {
  text = "";
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

async function verify(
  har: Har | string,
  name: string,
  extra: string[] = [],
): Promise<{ code: number; out: string; err: string; report: TrafficReport | null; reportDir: string }> {
  const file = join(dir, `${name}.har`);
  writeFileSync(file, typeof har === "string" ? har : JSON.stringify(har));
  const reportDir = join(dir, `reports-${name}`);
  const out = new Sink();
  const err = new Sink();
  const code = await main([file, "--report-dir", reportDir, ...extra], out, err);
  let report: TrafficReport | null = null;
  try {
    report = JSON.parse(readFileSync(join(reportDir, "conformance.json"), "utf8"));
  } catch {
    report = null;
  }
  return { code, out: out.text, err: err.text, report, reportDir };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "verify-traffic-"));
  clean = await recordHar();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a clean recording", () => {
  it("passes, and every judge judged something in it", async () => {
    const r = await verify(clean.har, "clean");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const report = r.report!;
    expect(report.results.filter((x) => x.outcome === "fail" || x.outcome === "warn")).toEqual([]);
    const judged = new Set(report.results.filter((x) => x.outcome === "pass").map((x) => x.rule));
    expect([...new Set(JUDGES.map((j) => j.rule))].filter((rule) => !judged.has(rule))).toEqual([]);
    expect(report.traffic.exchanges).toBe(clean.har.log.entries.length);
    expect(r.out).toMatch(/^verdict +PASS$/m);
    // Readings that are not faults were judged, not failed: the start refused for want of a decide
    // key, and the key another workspace "revoked" (a no-op) still in use and listed.
    const start = clean.har.log.entries.find((e) => /\/tasks\/[^/]+\/start$/.test(e.request.url))!;
    expect(start.response.status).toBe(403);
    const peerDelete = clean.har.log.entries.find(
      (e) => e.request.method === "DELETE" && /\/keys\//.test(e.request.url),
    )!;
    expect(peerDelete.response.status).toBe(204);
    for (const f of ["conformance.json", "junit.xml", "index.html", "summary.md"])
      expect(filesUnder(r.reportDir).map((p) => p.split("/").pop())).toContain(f);
  });

  it("reports the exchanges naming no operation, never judging them", async () => {
    const r = await verify(clean.har, "unmatched");
    const t = r.report!.traffic;
    expect(t.unmatched).toBe(2);
    expect(t.unmatchedListed.map((u) => [u.method, new URL(u.url).pathname, u.reason])).toEqual([
      ["GET", "/api/v1/nothing-here", "no operation of the contract has this path"],
      ["GET", "/healthz", "not under /api/v1"],
    ]);
    expect(r.out).toContain("unmatched 2 exchange(s) name no operation of the contract");
    expect(readFileSync(join(r.reportDir, "summary.md"), "utf8")).toContain("/api/v1/nothing-here");
    // Nothing judged them: no result holds their evidence.
    const urls = r.report!.results.flatMap((x) => x.evidence.map((e) => e.url));
    expect(urls.filter((u) => /nothing-here|healthz/.test(u))).toEqual([]);
  });
});

describe("secrets", () => {
  it("no secret of the traffic reaches a report file or the terminal, even from answers that leak them", async () => {
    // Answers that leak secrets (the list shows them, the webhook PUT echoes its secret) and a
    // failure whose evidence and curl line carry an Authorization header.
    const leaky = await recordHar([
      "keys-secret-in-list",
      "sec-webhook-secret-in-put-reply",
      "auth-decide-refused-on-write",
    ]);
    const r = await verify(leaky.har, "leaky");
    expect(r.code).toBe(1);
    expect(
      r.report!.results.some((x) => x.outcome !== "pass" && x.outcome !== "not-exercised" && x.evidence.length > 0),
    ).toBe(true);
    const secrets = [leaky.secrets.admin, leaky.secrets.peer, ...leaky.secrets.minted, leaky.secrets.webhookSecret];
    const parts = secrets.filter((s) => s.startsWith("apk_")).map((s) => s.slice(s.lastIndexOf(".") + 1));
    const raw = readFileSync(join(dir, "leaky.har"), "utf8");
    // The HAR does hold them (else this test proves nothing).
    for (const s of [...secrets, ...parts]) expect(raw).toContain(s);
    const outputs = [
      ...filesUnder(r.reportDir).map((f) => [f, readFileSync(f, "utf8")] as const),
      ["stdout", r.out] as const,
      ["stderr", r.err] as const,
    ];
    const leaks = outputs.flatMap(([where, text]) =>
      [...secrets, ...parts].filter((s) => text.includes(s)).map((s) => `${where}: ${s.slice(0, 8)}…`),
    );
    expect(leaks).toEqual([]);
  });
});

describe("bad input is one line and exit 2", () => {
  const cases: [string, string | null, string[], RegExp][] = [
    ["a missing file", null, [], /^verify-traffic: cannot read .*missing\.har \(ENOENT\)\n$/],
    ["a file that is not JSON", "not json {", [], /^verify-traffic: .* is not JSON \(.*\)\n$/],
    [
      "JSON that is not a HAR log",
      JSON.stringify({ log: { entries: [{ request: { method: "GET" }, response: { status: 200 } }] } }),
      [],
      /^verify-traffic: .* is not a HAR log: \/log\/entries\/0\/request must have required property 'url'\n$/,
    ],
    [
      "an unknown flag",
      JSON.stringify(toHar([])),
      ["--nope"],
      /^verify-traffic: Unknown option '--nope' \(see --help\)\n$/,
    ],
  ];
  for (const [what, content, flags, message] of cases) {
    it(what, async () => {
      const file = join(dir, what === "a missing file" ? "missing.har" : `${what.replace(/\W+/g, "-")}.har`);
      if (content !== null) writeFileSync(file, content);
      const out = new Sink();
      const err = new Sink();
      expect(await main([file, ...flags], out, err)).toBe(2);
      expect(err.text).toMatch(message);
      expect(out.text).toBe("");
    });
  }

  it("no file named, or two", async () => {
    for (const args of [[], ["a.har", "b.har"]]) {
      const err = new Sink();
      expect(await main(args, new Sink(), err)).toBe(2);
      expect(err.text.split("\n").filter(Boolean)).toHaveLength(1);
    }
  });

  it("--help lists every judge and exits 0", async () => {
    const out = new Sink();
    expect(await main(["--help"], out, new Sink())).toBe(0);
    for (const j of JUDGES) expect(out.text).toContain(j.rule);
  });
});

describe("judges no server fault reaches", () => {
  it("STATE-TASK-CREATE fails a task created in another state than planned (a doctored recording)", async () => {
    const har: Har = JSON.parse(JSON.stringify(clean.har));
    const created = har.log.entries.find(
      (e) => e.request.method === "POST" && /\/services\/[^/]+\/tasks$/.test(e.request.url),
    )!;
    created.response.content.text = JSON.stringify({ ...JSON.parse(created.response.content.text!), status: "ready" });
    const r = await verify(har, "task-create-ready");
    const result = r.report!.results.find((x) => x.rule === "STATE-TASK-CREATE")!;
    expect(result.outcome).toBe("fail");
    expect(result.message).toMatch(/created "ready".*Documented: planned/);
    expect(r.code).toBe(1);
  });

  it("AUTH-ADMITTED fails a key of unstated rung admitted to an operation and refused insufficient_scope there", async () => {
    const refused = { error: { code: "insufficient_scope", message: "the key's scope is below read" } };
    const admitted = JSON.parse(
      clean.har.log.entries.find((e) => e.request.url.endsWith("/api/v1/usage"))!.response.content.text!,
    );
    const r = await verify(
      toHar([entry("/usage", 200, admitted, 1), entry("/usage", 403, refused, 2)]),
      "unstated-rung",
    );
    const result = r.report!.results.find((x) => x.rule === "AUTH-ADMITTED" && x.operationId === "getUsage")!;
    expect(result.outcome).toBe("fail");
    expect(result.evidence.map((e) => e.status)).toEqual([200, 403]);
    expect(JSON.stringify(r.report)).not.toContain("some-secret-of-this-key");
  });
});

describe("other clients' traffic", () => {
  it("a 304 answers a conditional request, not the operation; an unconditional one fails OP-SUCCESS", async () => {
    const conditional = entry("/pipelines", 304, null, 1, { "if-none-match": '"v1"' });
    const unconditional = entry("/usage", 304, null, 2);
    const r = await verify(toHar([conditional, unconditional]), "not-modified");
    const outcomes = r
      .report!.results.filter((x) => x.rule === "OP-SUCCESS" && x.outcome !== "not-exercised")
      .map((x) => `${x.operationId} ${x.outcome}`);
    expect(outcomes).toEqual(["getUsage fail"]);
  });

  it("a credential in a query parameter is redacted like one in a header", async () => {
    // The body lacks a required key: the exchange becomes a failure's evidence, its URL in messages and curl lines.
    const r = await verify(
      toHar([entry("/pipelines?access_token=query-borne-secret-value", 200, { pipelines: [] }, 1, {}, null)]),
      "query-secret",
    );
    const outputs =
      filesUnder(r.reportDir)
        .map((f) => readFileSync(f, "utf8"))
        .join("\n") + r.out;
    expect(outputs).toContain("access_token=[REDACTED]");
    expect(outputs).not.toContain("query-borne-secret-value");
  });
});

/** A hand-made HAR entry: GET `path` on a loopback base, with a key of unstated rung unless `key` is null. */
function entry(
  path: string,
  status: number,
  body: unknown,
  second: number,
  headers: Record<string, string> = {},
  key: string | null = "apk_unstated.some-secret-of-this-key",
) {
  const text = body === null ? "" : JSON.stringify(body);
  return toEntry({
    startedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString(),
    durationMs: 1,
    method: "GET",
    url: `http://127.0.0.1:9/api/v1${path}`,
    requestHeaders: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    requestBody: null,
    status,
    responseHeaders: body === null ? {} : { "content-type": "application/json" },
    responseBody: text,
    responseBytes: text.length,
  });
}

describe("a small capture", () => {
  it("reads as what was judged: no status coverage, the pairs no exchange reached folded into one count", async () => {
    const r = await verify(
      { ...clean.har, log: { ...clean.har.log, entries: clean.har.log.entries.slice(0, 10) } },
      "ten",
    );
    expect(r.report!.statusCoverage).toBeUndefined();
    expect(r.out).not.toMatch(/provocable|^statuses/m);
    const line = r.out.split("\n").find((l) => l.startsWith("results  "))!;
    const report = r.report as typeof r.report & { traffic: { notReached: number } };
    const s = report.summary;
    // The report holds what was judged; the pairs no exchange reached are one count, on every output.
    expect(report.results.length).toBe(s.passed + s.failed + s.warned + s.notExercised);
    expect(report.results.length).toBeLessThan(100);
    expect(report.results.some((x) => /no exchange of the traffic/.test(x.message))).toBe(false);
    expect(report.traffic.notReached).toBeGreaterThan(900);
    expect(line).toMatch(
      new RegExp(
        `^results  ${s.passed + s.failed + s.warned} judged by \\d+ rules: .*; ${report.traffic.notReached} \\(rule, operation\\) pairs no exchange reached, left out$`,
      ),
    );
    expect(line.startsWith("results  ") && / for \d+ rules/.test(line)).toBe(false);
  });
});
