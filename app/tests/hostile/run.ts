/**
 * Running one hostile target (targets.ts): for the catalogue's test (hostile.test.ts) and its
 * benchmark (tools/bench/hostile.ts), which also reads the command's peak RSS.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ConformanceReport } from "../../../lib/report/report.ts";
import { startServer } from "../../../server/index.ts";
import { cli, DEV_ADMIN, runScript, type CliRun } from "../cli-harness.ts";
import { added, snapshot } from "../target-snapshot.ts";
import { startProxy } from "../loopback-proxy.ts";
import type { Hostile } from "./targets.ts";
import { scaled } from "../../../lib/testing/slowdown.ts";

/** The redirect target: counts what reaches it (nothing may: the suite does not follow redirects). */
async function counter(): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const s = createServer((_req, res) => {
    hits += 1;
    res.end();
  });
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () => new Promise((r) => s.close(() => r())),
  };
}

/**
 * One target of the catalogue: the reference server behind the hostile proxy, the command run at it
 * (wrapped in /usr/bin/time for its peak RSS when `measure` is set), and the target before and after.
 */
export async function runHostile(h: Hostile, root: string, measure = false) {
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
    const args = ["--base-url", proxy.url, "--report-dir", dir, "--timeout", String(scaled(3000)), ...h.args];
    const r = measure
      ? await measured(args)
      : { ...(await cli(args, { CONFORMANCE_ADMIN_KEY: DEV_ADMIN })), peakKiB: null };
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

/** The command under GNU time, whose maximum resident set size (KiB) it writes to a file of its own. */
async function measured(args: string[]): Promise<CliRun & { peakKiB: number | null }> {
  const file = join(
    args[args.indexOf("--report-dir") + 1]!,
    "..",
    `rss-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  const r = await runScript("app/cli/conformance.ts", args, { CONFORMANCE_ADMIN_KEY: DEV_ADMIN }, [
    "/usr/bin/time",
    "-f",
    "%M",
    "-o",
    file,
  ]);
  const peak = existsSync(file) ? Number(readFileSync(file, "utf8").trim().split("\n").at(-1)) : NaN;
  rmSync(file, { force: true });
  return { ...r, peakKiB: Number.isFinite(peak) ? peak : null };
}
