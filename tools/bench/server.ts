/**
 * npm run bench:server — the reference server against a bare node:http hello-world, measured in the
 * same run with the same load generator (undici, 50 connections, a fixed request count). Prints
 * req/s, p50/p99 latency, each server's RSS before and after, and the ratio. A script, not a test:
 * it prints figures and targets and never fails on speed.
 *
 * Targets (issue 4): ≥ 10,000 req/s on GET /me, p99 < 10 ms, ratio to bare node:http ≥ 0.4, RSS
 * growth < 10% over 200k requests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Pool } from "../../lib/http/undici.ts";
import { DEV_ADMIN_KEY } from "../../server/options.ts";

const CONNECTIONS = 50;
const COUNT = Number(process.env.BENCH_COUNT ?? 30_000);
const SOAK = Number(process.env.BENCH_SOAK ?? 200_000);
const root = fileURLToPath(new URL("../..", import.meta.url));

function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.once("exit", (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 102.4) / 10 : NaN;
}

async function load(url: string, path: string, count: number, headers: Record<string, string>) {
  const pool = new Pool(url, { connections: CONNECTIONS, pipelining: 1 });
  const latencies = new Float64Array(count);
  let next = 0;
  let errors = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < count) {
        const i = next++;
        const s = performance.now();
        const res = await pool.request({ path, method: "GET", headers });
        await res.body.dump();
        if (res.statusCode !== 200) errors++;
        latencies[i] = performance.now() - s;
      }
    }),
  );
  const wall = performance.now() - t0;
  await pool.close();
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const q = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 100) / 100;
  return { reqPerSec: Math.round((count / wall) * 1000), p50: q(0.5), p99: q(0.99), errors };
}

const auth = { authorization: `Bearer ${DEV_ADMIN_KEY}` };
const ref = await start(["--import", "tsx", "server/cli.ts", "--port", "0"]);
const bare = await start([
  "-e",
  `require("http").createServer((q, s) => { const b = '{"ok":true}'; s.writeHead(200, {"content-type": "application/json", "content-length": b.length}); s.end(b); }).listen(0, "127.0.0.1", function () { console.log("listening http://127.0.0.1:" + this.address().port); });`,
]);

try {
  const svc = "svc_board_a";
  // Warm both servers (JIT, connection pools) before measuring.
  await load(ref.url, "/api/v1/me", 5_000, auth);
  await load(bare.url, "/", 5_000, {});
  const rows: Record<string, unknown>[] = [];
  const bareRun = await load(bare.url, "/", COUNT, {});
  rows.push({ target: "bare node:http GET /", ...bareRun });
  const me = await load(ref.url, "/api/v1/me", COUNT, auth);
  rows.push({ target: "reference GET /me", ...me });
  const list = await load(ref.url, `/api/v1/services/${svc}/tasks?limit=20`, COUNT, auth);
  rows.push({ target: "reference GET /services/{id}/tasks", ...list });
  console.log(`${COUNT} requests per row, ${CONNECTIONS} connections`);
  console.table(rows);
  const ratio = Math.round((me.reqPerSec / bareRun.reqPerSec) * 100) / 100;
  console.log(
    `GET /me: ${me.reqPerSec} req/s (target ≥ 10000: ${me.reqPerSec >= 10_000 ? "MET" : "MISSED"}), p99 ${me.p99} ms (target < 10: ${me.p99 < 10 ? "MET" : "MISSED"})`,
  );
  console.log(`ratio reference/bare: ${ratio} (target ≥ 0.4: ${ratio >= 0.4 ? "MET" : "MISSED"})`);

  const before = rssMiB(ref.child.pid!);
  const soak = await load(ref.url, "/api/v1/me", SOAK, auth);
  const after = rssMiB(ref.child.pid!);
  const growth = Math.round(((after - before) / before) * 1000) / 10;
  console.log(
    `RSS over ${SOAK} GET /me: ${before} MiB → ${after} MiB (${growth}%, target < 10%: ${growth < 10 ? "MET" : "MISSED"}); ${soak.reqPerSec} req/s, errors ${soak.errors}`,
  );
} finally {
  ref.child.kill("SIGTERM");
  bare.child.kill("SIGTERM");
}
