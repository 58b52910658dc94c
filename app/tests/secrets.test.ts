/**
 * No secret of a run reaches anything the run writes (Standards; doc 2 Authentication 10). A
 * recording proxy between the suite and the reference server learns every secret that crossed the
 * wire — every bearer token sent, every `secret` field sent (webhook secrets) or received (minted
 * keys) — and afterwards every file under the report directory (JSON, JUnit, HTML, Markdown, Allure
 * results) and the terminal output are searched for each of them. The server runs with faults that
 * leak secrets into its answers, so the reports carry failures whose evidence held them.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConformance } from "../cli/run.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { startServer, type RunningServer } from "../../server/index.ts";
import { filesUnder } from "./files.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const ADMIN = "apk_secretsadmin.admin-secret-never-written-0123456789";
const PEER = "apk_secretspeer.peer-secret-never-written-0123456789";
const LEAKY_FAULTS = ["keys-secret-in-list", "sec-webhook-secret-in-put-reply", "sec-webhook-secret-in-list"];

/**
 * Every secret seen on the wire: whole keys, their secret parts, and `secret` fields. Learnt here,
 * independently of the Redactor's own learning (lib/http/redact.ts), so that a gap there shows.
 */
const seen = new Set<string>();

function learn(value: string | undefined): void {
  if (!value || value.length < 6) return;
  seen.add(value);
  // A key is apk_<id>.<secret>: its secret part alone is as sensitive as the whole.
  const dot = value.lastIndexOf(".");
  if (value.startsWith("apk_") && dot > 0 && value.length - dot > 6) seen.add(value.slice(dot + 1));
}

function learnFromJson(text: string): void {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if (/secret/i.test(k) && typeof x === "string") learn(x);
        walk(x);
      }
    }
  };
  walk(value);
}

function learnFromHeaders(h: IncomingHttpHeaders): void {
  const auth = h.authorization;
  if (typeof auth === "string") learn(auth.replace(/^\S+\s+/, "").trim());
}

function recordingProxy(target: URL): Server {
  return createServer((req, res) => {
    learnFromHeaders(req.headers);
    const sent: Buffer[] = [];
    req.on("data", (c: Buffer) => sent.push(c));
    req.on("end", () => {
      learnFromJson(Buffer.concat(sent).toString("utf8"));
      const upstream = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          const got: Buffer[] = [];
          answer.on("data", (c: Buffer) => {
            got.push(c);
            res.write(c);
          });
          answer.on("end", () => {
            learnFromJson(Buffer.concat(got).toString("utf8"));
            res.end();
          });
        },
      );
      upstream.on("error", () => res.destroy());
      res.on("close", () => upstream.destroy());
      upstream.end(Buffer.concat(sent));
    });
  });
}

let server: RunningServer;
let proxy: Server;
let reportDir: string;
let terminal = "";
let files: string[] = [];

beforeAll(async () => {
  server = await startServer({ port: 0, adminKey: ADMIN, peerAdminKey: PEER, faults: LEAKY_FAULTS });
  proxy = recordingProxy(new URL(server.url));
  await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
  const port = (proxy.address() as { port: number }).port;
  reportDir = mkdtempSync(join(tmpdir(), "secrets-"));
  const outcome = await runConformance(
    {
      ...DEFAULT_RUN_CONFIG,
      baseUrl: `http://127.0.0.1:${port}`,
      adminKey: ADMIN,
      peerAdminKey: PEER,
      profile: "full",
      decisionFields: { judgeOutcome: "outcome" },
    },
    reportDir,
    { terminal: { out: { write: (s: string) => (terminal += s) }, tty: false, color: false } },
  );
  files = filesUnder(outcome.reportDir);
}, scaled(180_000));

afterAll(async () => {
  await new Promise((r) => proxy?.close(r));
  await server?.close();
  if (reportDir) rmSync(reportDir, { recursive: true, force: true });
});

describe("secrets of a run", () => {
  it("were seen: the admin and peer keys, minted keys and webhook secrets", () => {
    expect(seen.has(ADMIN)).toBe(true);
    expect(seen.has(PEER)).toBe(true);
    // Minted keys (the ladder and the KEYS rules) and the webhook secrets the suite set.
    expect([...seen].filter((s) => s.startsWith("apk_")).length).toBeGreaterThan(5);
    expect(seen.size).toBeGreaterThan(20);
  });

  it("the run wrote every report format, Allure results included, and failed on the leaks", () => {
    const names = files.map((f) => f.slice(reportDir.length + 1));
    for (const f of ["conformance.json", "junit.xml", "summary.md", "index.html"]) expect(names).toContain(f);
    expect(names.filter((n) => n.startsWith("allure-results/")).length).toBeGreaterThan(1000);
    const report = JSON.parse(readFileSync(join(reportDir, "conformance.json"), "utf8"));
    const failed = report.results
      .filter((r: { outcome: string }) => r.outcome === "fail")
      .map((r: { rule: string }) => r.rule);
    expect(failed).toEqual(expect.arrayContaining(["KEYS-SECRET-ONCE"]));
    expect(failed.some((r: string) => r.startsWith("SEC-"))).toBe(true);
  });

  it("appear in no file written and not on the terminal", () => {
    const leaks: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const s of seen)
        if (text.includes(s))
          leaks.push(`${file.slice(reportDir.length + 1)} holds a secret of ${s.length} characters`);
    }
    for (const s of seen)
      if (terminal.includes(s)) leaks.push(`the terminal output holds a secret of ${s.length} characters`);
    expect(leaks).toEqual([]);
    expect(terminal).toMatch(/KEYS\s+\d+ results/);
  });
});
