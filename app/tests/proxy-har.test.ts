/**
 * `proxy --har FILE` (issue 27, point 7): what the validating proxy saw, saved as a HAR 1.2 file
 * with no secret in it, reads back through `verify-traffic FILE` to the same verdicts — also under a
 * fault whose judge follows a key from the answer that minted it to the requests that use it, which
 * one `[REDACTED]` for every key would blind.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../server/index.ts";
import { DEV_ADMIN_KEY, DEV_PEER_ADMIN_KEY } from "../../server/options.ts";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { scaled } from "../../lib/testing/slowdown.ts";
import { main as proxyMain } from "../traffic/proxy.ts";
import { main as verifyMain } from "../traffic/verify-traffic.ts";
import type { HarEntry } from "../traffic/har.ts";
import { recordingClient } from "./har-recorder.ts";
import { trafficScript, WEBHOOK_SECRET } from "./traffic-script.ts";

const root = mkdtempSync(join(tmpdir(), "proxy-har-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

class Sink extends Writable {
  text = "";
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

/** Polls `probe` until it answers, or fails after `ms`. */
async function until<T>(what: string, probe: () => T | null, ms = 10_000): Promise<T> {
  const deadline = Date.now() + scaled(ms);
  for (;;) {
    const got = probe();
    if (got !== null) return got;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const verdicts = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, "conformance.json"), "utf8")) as ConformanceReport).results
    .map((r) => `${r.rule} ${r.operationId} ${r.outcome} ${r.message}`)
    .sort();

/** The script through `proxy --har`, then the file through verify-traffic: both reports' folders, the HAR and the secrets sent. */
async function roundTrip(name: string, faults: string[]) {
  const server = await startServer({ port: 0, host: "127.0.0.1", faults });
  const har = join(root, `${name}.har`);
  const out = new Sink();
  const stop = new AbortController();
  try {
    const running = proxyMain(
      ["--target", server.url, "--port", "0", "--har", har, "--report-dir", join(root, `${name}-proxy`)],
      out,
      new Sink(),
      stop.signal,
    );
    const url = await until("the proxy to listen", () => /listening (\S+)/.exec(out.text)?.[1] ?? null);
    const secrets = await trafficScript(recordingClient(url, DEV_ADMIN_KEY, []), DEV_ADMIN_KEY, DEV_PEER_ADMIN_KEY);
    stop.abort();
    const proxied = await running;
    const verifyOut = new Sink();
    const verified = await verifyMain([har, "--report-dir", join(root, `${name}-verify`)], verifyOut, new Sink());
    return { proxied, verified, out: out.text, har, secrets };
  } finally {
    await server.close();
  }
}

describe("proxy --har", () => {
  it.each([
    ["clean", [] as string[]],
    ["write-admitted", ["auth-write-admitted-to-decide"]],
  ])(
    "%s: the saved HAR judges to the proxy's own verdicts, and holds no secret",
    { timeout: scaled(120_000) },
    async (name, faults) => {
      const r = await roundTrip(name, faults);
      expect(r.out).toMatch(/har {6}\S+\.har \(\d+ exchanges, secrets replaced\)/);
      expect(r.verified).toBe(r.proxied);
      const proxied = verdicts(join(root, `${name}-proxy`));
      expect(verdicts(join(root, `${name}-verify`))).toEqual(proxied);
      if (faults.length) {
        expect(r.proxied).toBe(1);
        expect(proxied.some((v) => v.startsWith("AUTH-403-BELOW ") && v.includes(" fail "))).toBe(true);
      }
      const text = readFileSync(r.har, "utf8");
      const har = JSON.parse(text) as { log: { version: string; entries: HarEntry[] } };
      expect(har.log.version).toBe("1.2");
      expect(har.log.entries.length).toBeGreaterThan(30);
      const secrets = [r.secrets.admin, r.secrets.peer, ...r.secrets.minted, WEBHOOK_SECRET].flatMap((s) => [
        s,
        s.slice(s.indexOf(".") + 1),
      ]);
      expect(secrets.filter((s) => s.length >= 8 && text.includes(s))).toEqual([]);
      // Each key stood in for by one of its own, its id kept: the minted read key reads as a key still.
      expect(text).toMatch(/"Bearer apk_\w+.redacted\d+x*"/);
    },
  );

  it("refuses an empty --har in one line, exit 2", async () => {
    const err = new Sink();
    expect(await proxyMain(["--target", "http://127.0.0.1:9", "--har", ""], new Sink(), err)).toBe(2);
    expect(err.text).toBe("proxy: --har needs a file name\n");
  });
});
