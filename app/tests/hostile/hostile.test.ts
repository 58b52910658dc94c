/**
 * The hostile-target catalogue (targets.ts), one test each: the command's exit code, whether it
 * wrote a report, its wall time, the outcomes it names, no stack trace, no secret in any output,
 * and the target left as the report says (the suite's keys revoked, nothing else of its own left
 * but jobs, which the report lists).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ConformanceReport } from "../../../lib/report/report.ts";
import { startServer } from "../../../server/index.ts";
import { cli, DEV_ADMIN } from "../cli-harness.ts";
import { added, snapshot } from "../target-snapshot.ts";
import { startProxy } from "../loopback-proxy.ts";
import { HOSTILE, type Hostile } from "./targets.ts";
import { filesUnder } from "../files.ts";
import { scaled, slowdown } from "../../../lib/testing/slowdown.ts";

const SECRET = DEV_ADMIN.split(".")[1]!;
const root = mkdtempSync(join(tmpdir(), "hostile-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The redirect target: counts what reaches it (nothing may: the suite does not follow redirects). */
async function counter(): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const s = createServer((_req, res) => {
    hits += 1;
    res.end();
  });
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, hits: () => hits, close: () => new Promise((r) => s.close(() => r())) };
}

async function run(h: Hostile) {
  const server = await startServer({ port: 0 });
  const elsewhere = await counter();
  const behave: Hostile["behave"] =
    h.name === "redirects"
      ? (req, res) => {
          res.writeHead(307, { location: `${elsewhere.url}${req.url}` });
          res.end();
          return "handled";
        }
      : (h.behaveOn?.(server.url) ?? h.behave);
  const proxy = await startProxy(server.url, behave);
  const dir = join(root, h.name.replace(/\W+/g, "-"));
  try {
    const before = await snapshot(server.url, DEV_ADMIN);
    const t0 = Date.now();
    const r = await cli(["--base-url", proxy.url, "--report-dir", dir, "--timeout", String(scaled(3000)), ...h.args], { CONFORMANCE_ADMIN_KEY: DEV_ADMIN });
    const seconds = (Date.now() - t0) / 1000;
    const after = await snapshot(server.url, DEV_ADMIN);
    const file = join(dir, "conformance.json");
    const report = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ConformanceReport) : null;
    return { ...r, seconds, before, after, left: added(before, after), report, dir, elsewhere: elsewhere.hits() };
  } finally {
    await proxy.close();
    await elsewhere.close();
    await server.close();
  }
}

describe.concurrent("hostile targets", () => {
  for (const h of HOSTILE) {
    it(`${h.name}: ${h.does}`, async () => {
      const r = await run(h);
      const why = `${h.name} (${r.seconds.toFixed(1)} s):\n${r.out.slice(-2500)}\n${r.err.slice(-1500)}`;
      expect(r.code, why).toBe(h.expect.code);
      expect(r.seconds, why).toBeLessThan(h.expect.maxSeconds * slowdown());
      expect(r.report !== null, why).toBe(h.expect.report);
      if (!h.expect.report) expect(existsSync(r.dir), "no empty report folder").toBe(false);
      if (h.expect.shows) expect(`${r.out}\n${r.err}\n${JSON.stringify(r.report?.results.map((x) => x.message) ?? [])}`, why).toMatch(h.expect.shows);
      // No stack trace, whatever the target did.
      expect(r.err, why).not.toMatch(/\n\s+at .+:\d+:\d+/);
      // No secret anywhere.
      for (const text of [r.out, r.err, ...filesUnder(r.dir).map((f) => readFileSync(f, "utf8"))]) expect(text.includes(SECRET), why).toBe(false);
      // The suite's keys revoked; nothing of its own left but jobs, listed in the report.
      expect(r.after.key, why).toEqual(r.before.key);
      expect(r.left.filter((l) => !l.startsWith("job ")), why).toEqual([]);
      if (r.report) expect(r.report.leftovers.filter((l) => l.kind === "job").map((l) => `job ${l.id}`).sort(), why).toEqual(r.left);
      expect(r.elsewhere, "requests that followed a redirect").toBe(0);
      for (const [key, outcome] of Object.entries(h.expect.outcomes ?? {})) {
        const found = r.report?.results.find((x) => `${x.rule} ${x.operationId ?? "-"}` === key);
        expect(found?.outcome, `${key}: ${found?.message ?? "no result"}\n${why}`).toBe(outcome);
      }
    }, scaled((h.expect.maxSeconds + 60) * 1000));
  }
});
