/**
 * `npm run bench`: the speed and memory figures of issue 14, taken in one run on this machine, each
 * beside its target and the figure before the engine (session 4, same machine). A figure, not a
 * test: nothing here passes or fails; ratios measured in the same run are what to compare on a
 * noisy machine. `--quick` leaves out `npm test` (minutes).
 *
 * Every conformance run is a child process of its own (`node --import tsx app/cli/conformance.ts`),
 * timed by /usr/bin/time for its wall, CPU and max RSS; the reference server runs in a process of
 * its own so that a run's CPU is the suite's alone.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { ROOT } from "../../app/cli/run.ts";
import { startProxy, type LoopbackProxy } from "../../app/tests/loopback-proxy.ts";

const ADMIN = "apk_devadmin.reference-server-admin-secret";
const TIME = "/usr/bin/time";
const quick = process.argv.includes("--quick");
const work = mkdtempSync(join(tmpdir(), "bench-"));

interface Measured {
  wallS: number;
  cpuS: number;
  rssMB: number;
  code: number;
  out: string;
}

/** Runs a command under /usr/bin/time; its wall, user+sys CPU and max RSS. */
function timed(cmd: string, args: string[], env: Record<string, string> = {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const stats = join(work, `time-${Math.random().toString(36).slice(2)}`);
    const child = spawn(TIME, ["-o", stats, "-f", "%e %U %S %M", cmd, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, NO_COLOR: "1" },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => {
      const [e, u, s, m] = readFileSync(stats, "utf8").trim().split("\n").at(-1)!.split(" ").map(Number);
      resolve({ wallS: e, cpuS: u + s, rssMB: m / 1024, code: code ?? -1, out });
    });
  });
}

const conformance = (args: string[], env: Record<string, string> = {}) =>
  timed("node", ["--import", "tsx", "app/cli/conformance.ts", ...args], env);
const reportOf = (dir: string) => JSON.parse(readFileSync(join(dir, "conformance.json"), "utf8")) as ConformanceReport;

/** The reference server in a process of its own; resolves with its URL once it listens. */
function serve(): Promise<{ url: string; stop(): void }> {
  return new Promise((resolve, reject) => {
    const child = spawn("node", ["--import", "tsx", "server/cli.ts", "--port", "0"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout.on("data", (d: Buffer) => {
      const m = /listening (http:\/\/\S+)/.exec(String(d));
      if (m) resolve({ url: m[1], stop: () => child.kill("SIGTERM") });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the reference server exited (${code})`)));
  });
}

/** A loopback proxy holding every request `ms` before forwarding it: a target `ms` away. */
function delayed(target: string, ms: number): Promise<LoopbackProxy> {
  return startProxy(target, () => new Promise((resolve) => setTimeout(() => resolve("forward"), ms)));
}

interface Row {
  figure: string;
  target: string;
  before: string;
  now: string;
}
const rows: Row[] = [];
const say = (line: string) => process.stderr.write(`bench: ${line}\n`);

async function main(): Promise<void> {
  if (!existsSync(TIME))
    throw new Error(`${TIME} is needed for wall, CPU and RSS figures (Debian: apt-get install time)`);
  const server = await serve();
  try {
    say("autocannon on GET /me (50 connections, 5 s)");
    const ac = await autocannon({
      url: `${server.url}/api/v1/me`,
      headers: { authorization: `Bearer ${ADMIN}` },
      connections: 50,
      duration: 5,
    });
    const acRate = ac.requests.average;

    say("standard profile against the server, concurrency 8");
    const std = join(work, "std");
    const s = await conformance(
      ["--base-url", server.url, "--profile", "standard", "--concurrency", "8", "--report-dir", std],
      { CONFORMANCE_ADMIN_KEY: ADMIN },
    );
    const stdReport = reportOf(std);
    const stdRate = stdReport.summary.requests / (stdReport.durationMs / 1000);
    rows.push({
      figure: "standard profile's request rate / autocannon's, same server",
      target: "highest achievable",
      before: "≈ 250 / 20,200 req/s = 1.2 %",
      now: `${Math.round(stdRate)} / ${Math.round(acRate)} req/s = ${((stdRate / acRate) * 100).toFixed(1)} % (${stdReport.summary.requests} requests, wall ${s.wallS.toFixed(1)} s)`,
    });

    // A process's CPU time varies by a few hundred ms from one run to the next: the difference is
    // taken over ≈5,000 more requests (--examples 3 against 90), three times, and the median kept.
    say("the margin: OP-GENERATED-ANSWERED at --examples 3 and 90, three pairs (CPU of the suite's process)");
    const pairs: { perRequestMs: number; more: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const margin: { cpu: number; requests: number }[] = [];
      for (const examples of ["3", "90"]) {
        const dir = join(work, `margin-${i}-${examples}`);
        const m = await conformance(
          [
            "--base-url",
            server.url,
            "--profile",
            "standard",
            "--only",
            "OP-GENERATED-ANSWERED",
            "--examples",
            examples,
            "--report-dir",
            dir,
          ],
          { CONFORMANCE_ADMIN_KEY: ADMIN },
        );
        margin.push({ cpu: m.cpuS, requests: reportOf(dir).summary.requests });
      }
      const more = margin[1].requests - margin[0].requests;
      pairs.push({ perRequestMs: ((margin[1].cpu - margin[0].cpu) / more) * 1000, more });
    }
    const sorted = pairs.map((p) => p.perRequestMs).sort((a, b) => a - b);
    rows.push({
      figure: "suite cost per request at the margin (CPU)",
      target: "≤ 0.5 ms",
      before: "≈ 1.6 ms",
      now: `${sorted[1].toFixed(2)} ms, median of ${sorted.map((v) => v.toFixed(2)).join(" / ")} (${pairs[0].more} more requests each)`,
    });

    say("standard profile with 20 ms added to every request, concurrency 8");
    const slow = await delayed(server.url, 20);
    try {
      const dir = join(work, "slow");
      const m = await conformance(
        ["--base-url", slow.url, "--profile", "standard", "--concurrency", "8", "--report-dir", dir],
        { CONFORMANCE_ADMIN_KEY: ADMIN },
      );
      rows.push({
        figure: "standard profile with 20 ms added per request (concurrency 8)",
        target: "≤ 25 s",
        before: "57 s",
        now: `${m.wallS.toFixed(1)} s (${reportOf(dir).summary.requests} requests, exit ${m.code})`,
      });
    } finally {
      await slow.close();
    }
  } finally {
    server.stop();
  }

  say("full profile on the embedded server");
  const full = join(work, "full");
  const f = await conformance(["--report-dir", full]);
  rows.push({
    figure: "full embedded profile, wall",
    target: "≤ 10 s",
    before: "17.5 s (25.3 s at session 4's end)",
    now: `${f.wallS.toFixed(1)} s (${reportOf(full).summary.requests} requests, exit ${f.code})`,
  });
  rows.push({
    figure: "max RSS of the full embedded profile",
    target: "< 300 MB",
    before: "≈ 470 MB (595 MB)",
    now: `${Math.round(f.rssMB)} MB`,
  });

  say("re-run of one failure: the re-run command a faulty run's report gives");
  const faulty = join(work, "faulty");
  await conformance(["--server-fault", "keys-default-scope-read", "--only", "KEYS", "--report-dir", faulty]);
  const failed = reportOf(faulty).results.find((r) => r.outcome === "fail");
  if (!failed) throw new Error("the faulty run failed nothing: no re-run to time");
  const { rerunCommand } = await import("../../lib/report/rerun.ts");
  const flags = rerunCommand(reportOf(faulty), failed)
    .replace(/^npm run conformance -- /, "")
    .split(" ");
  const rerun = await conformance([...flags, "--report-dir", join(work, "rerun")]);
  rows.push({
    figure: "re-run of one failure, wall",
    target: "< 3 s",
    before: "≈ 10 s",
    now: `${rerun.wallS.toFixed(1)} s (exit ${rerun.code}: ${failed.rule} ${failed.operationId ?? ""})`,
  });

  say("the validating proxy's added latency (tools/bench/proxy-latency.ts)");
  const latency = await timed("node", ["--import", "tsx", "tools/bench/proxy-latency.ts"]);
  for (const m of latency.out.matchAll(/^GET (\S+)\s.*added p50 (\S+ ms) p99 (\S+ ms)$/gm)) {
    rows.push({
      figure: `proxy's added latency, GET ${m[1]} (issue 16)`,
      target: "(measured)",
      before: "no proxy",
      now: `p50 ${m[2]}, p99 ${m[3]}`,
    });
  }

  if (!quick) {
    say("npm test (minutes)");
    const t = await timed("npm", ["test"]);
    const counts = /Tests\s+(.*?)\s*\(/.exec(t.out.replace(/\x1b\[[0-9;]*m/g, ""))?.[1] ?? "";
    rows.push({
      figure: `npm test on this machine`,
      target: "≤ 3 min",
      before: "5–6 min (8 min 56 s in CI)",
      now: `${(t.wallS / 60).toFixed(1)} min (exit ${t.code}; ${counts})`,
    });
  } else
    rows.push({
      figure: "npm test on this machine",
      target: "≤ 3 min",
      before: "5–6 min",
      now: "not measured (--quick)",
    });

  const w = [0, 1, 2, 3].map((i) =>
    Math.max(
      ...rows.map((r) => [r.figure, r.target, r.before, r.now][i].length),
      ["figure", "target", "before", "now"][i].length,
    ),
  );
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(w[i])).join(" | ")} |`;
  console.log(line(["figure", "target", "before", "now"]));
  console.log(`|${w.map((n) => "-".repeat(n + 2)).join("|")}|`);
  for (const r of rows) console.log(line([r.figure, r.target, r.before, r.now]));
}

main()
  .catch((e: unknown) => {
    console.error(`bench: ${(e as Error).message}`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(work, { recursive: true, force: true }));
