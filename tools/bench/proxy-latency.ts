/**
 * The validating proxy's added latency: the reference server and the proxy run as child processes
 * (as people run them), and one client sends the same requests straight to the server and through
 * the proxy, alternating, one at a time on a kept-alive connection each. Prints p50 and p99 of both
 * and what the proxy adds. A script, not a test: it prints figures and never fails on speed.
 * BENCH_COUNT requests per path and side (default 1,000, at most 20,000).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Pool } from "../../lib/http/undici.ts";
import { DEV_ADMIN_KEY } from "../../server/options.ts";

const COUNT = Math.min(20_000, Math.max(10, Number(process.env.BENCH_COUNT ?? 1_000)));
const PATHS = ["/api/v1/me", "/api/v1/pipelines"];
const root = fileURLToPath(new URL("../..", import.meta.url));

/** Starts a child that prints `listening URL …` and resolves with it. */
function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "ignore"],
    });
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.once("exit", (code) => reject(new Error(`${args[0]} exited early (${code}): ${out}`)));
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  return exited;
}

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const ms = (v: number) => `${v.toFixed(2)} ms`;

async function once(pool: Pool, path: string): Promise<number> {
  const t = performance.now();
  const res = await pool.request({ path, method: "GET", headers: { authorization: `Bearer ${DEV_ADMIN_KEY}` } });
  await res.body.dump();
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
  return performance.now() - t;
}

const reportDir = mkdtempSync(join(tmpdir(), "proxy-bench-"));
const server = await start(["server/cli.ts", "--port", "0"]);
let proxy: { child: ChildProcess; url: string } | null = null;
try {
  proxy = await start(["app/traffic/proxy-cli.ts", "--target", server.url, "--port", "0", "--report-dir", reportDir]);
  const direct = new Pool(server.url, { connections: 1 });
  const via = new Pool(proxy.url, { connections: 1 });
  console.log(
    `proxy latency: ${COUNT} requests per path and side, one at a time, alternating direct and through the proxy`,
  );
  for (const path of PATHS) {
    // Warm both paths (connections, the judges' validators) before measuring.
    for (let i = 0; i < 50; i++) {
      await once(direct, path);
      await once(via, path);
    }
    const d: number[] = [];
    const v: number[] = [];
    for (let i = 0; i < COUNT; i++) {
      d.push(await once(direct, path));
      v.push(await once(via, path));
    }
    d.sort((a, b) => a - b);
    v.sort((a, b) => a - b);
    const [d50, d99, v50, v99] = [quantile(d, 0.5), quantile(d, 0.99), quantile(v, 0.5), quantile(v, 0.99)];
    console.log(
      `GET ${path.padEnd(18)} direct p50 ${ms(d50)} p99 ${ms(d99)} | proxy p50 ${ms(v50)} p99 ${ms(v99)} | added p50 ${ms(v50 - d50)} p99 ${ms(v99 - d99)}`,
    );
  }
  await direct.close();
  await via.close();
} finally {
  if (proxy) await stop(proxy.child, "SIGINT");
  await stop(server.child, "SIGTERM");
  rmSync(reportDir, { recursive: true, force: true });
}
