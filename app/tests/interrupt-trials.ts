/**
 * One interrupt trial, as a person at a terminal makes it: `npm run conformance` (the documented
 * command) in a process group of its own, and SIGINT sent to the whole group, as Ctrl-C does, at a
 * chosen point of the run. The target is the reference server behind a loopback proxy that tells
 * the trial which request is arriving, so "during the preflight" or "while minting" is a request,
 * not a guess at a time. The proxy holds that request back a moment, so the signal lands mid-request.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync, rmSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../cli/run.ts";
import { BUILD_DIR, buildIsFresh, entryArgs } from "../../lib/testing/compiled.ts";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { startServer } from "../../server/index.ts";
import { DEV_ADMIN } from "./cli-harness.ts";
import { added, snapshot, type Snapshot } from "./target-snapshot.ts";
import { sleep, startProxy } from "./loopback-proxy.ts";
import { REPEAT_MS } from "../../lib/run/interrupts.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

export interface Point {
  label: string;
  /** Once the run prints that this family finished (the next one is starting)… */
  after?: string;
  /** …at the n-th (1-based) request matching method and path pattern from then on. */
  request?: { method: string; path: RegExp; nth?: number };
  /** A second Ctrl-C, later than npm's relay of the first (lib/run/interrupts.ts). */
  twice?: boolean;
  /** Extra arguments of the run (a narrow selection reaches the final cleanup sooner). */
  args?: string[];
  /** What is sent (default SIGINT, as Ctrl-C). */
  signal?: NodeJS.Signals;
  /**
   * The command itself, not through npm: a terminal's hang-up reaches every process of the session,
   * and npm (which forwards only SIGINT and SIGTERM) dies of it at once; what matters is the command.
   */
  direct?: boolean;
  /** No signal: the reader of the output goes away after the first line, as `| head -1` does. */
  closeOutput?: boolean;
  /** The signal lands once the first report file is being written (the run itself has finished). */
  whileWriting?: boolean;
}

export interface Trial {
  label: string;
  code: number | null;
  out: string;
  report: ConformanceReport | null;
  before: Snapshot;
  after: Snapshot;
  /** What the target holds after the run that it did not before, as "kind id". */
  left: string[];
  reportDir: string;
  /** Whether the signal was sent at all (the point was reached). */
  signalled: boolean;
  ms: number;
}

const TS_ENTRY = "--import tsx app/cli/conformance.ts";
let scriptDir: string | undefined;

/**
 * Where `npm run conformance` is run from: the project, or, while `npm test`'s compile is fresh
 * (lib/testing/compiled.ts), a folder whose package.json holds the project's own script line with
 * the compiled entry in place of the TypeScript one — the same npm, shell, `exec` and process group,
 * without tsx's two seconds of CPU per start.
 */
function conformanceScriptDir(): string {
  if (scriptDir) return scriptDir;
  const line = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> })
    .scripts.conformance!;
  if (!buildIsFresh() || !line.includes(TS_ENTRY)) return (scriptDir = ROOT);
  const dir = mkdtempSync(join(tmpdir(), "interrupt-script-"));
  const script = line.replace(TS_ENTRY, JSON.stringify(join(BUILD_DIR, "app", "cli", "conformance.js")));
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify(
      { name: "interrupt-trial", private: true, type: "module", scripts: { conformance: script } },
      null,
      2,
    ),
  );
  return (scriptDir = dir);
}

/** Removes what the trials of this process wrote besides their reports (call once they are all done). */
export function trialsDone(): void {
  if (scriptDir && scriptDir !== ROOT) rmSync(scriptDir, { recursive: true, force: true });
  scriptDir = undefined;
  // The trials' report folders, read by then: none is left in the temporary directory.
  for (const dir of reportDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Every trial's report folder, removed by trialsDone. */
const reportDirs: string[] = [];

export async function interruptTrial(point: Point, deadlineMs = scaled(120_000)): Promise<Trial> {
  const started = Date.now();
  const server = await startServer({ port: 0 });
  const dir = mkdtempSync(join(tmpdir(), "interrupt-trial-"));
  reportDirs.push(dir);
  let pid = 0;
  let signalled = false;
  const signal = () => {
    if (signalled || !pid) return;
    signalled = true;
    process.kill(-pid, point.signal ?? "SIGINT");
  };
  // The second press goes once the run has said it took the first, later than npm's relay of it
  // (REPEAT_MS), however long the run took to say so; the held request goes once it took the second.
  let pressedAgain = false;
  let tookSecond: () => void = () => undefined;
  const secondTaken = new Promise<void>((resolve) => (tookSecond = resolve));
  const pressAgainOnceTaken = (out: string) => {
    if (!point.twice || !signalled) return;
    if (!pressedAgain && /SIGINT: stopping after the running test/.test(out)) {
      pressedAgain = true;
      setTimeout(() => {
        try {
          process.kill(-pid, "SIGINT");
        } catch {
          /* gone */
        }
      }, REPEAT_MS + 500).unref();
    }
    if (/SIGINT: stopping at once/.test(out)) tookSecond();
  };
  let seen = 0;
  let armed = !point.after;
  const front = await startProxy(server.url, async (req, res) => {
    if (
      point.request &&
      armed &&
      !signalled &&
      req.method === point.request.method &&
      point.request.path.test(req.url ?? "")
    ) {
      if (++seen === (point.request.nth ?? 1)) {
        signal();
        if (point.twice) {
          // The running check hangs on this request, so the second press lands while it runs; it is
          // then refused, never forwarded: nothing is made behind the run's back.
          await Promise.race([secondTaken, sleep(scaled(8_000))]);
          res.writeHead(503, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { code: "unavailable", message: "held" } }));
          return "handled" as const;
        }
        await sleep(150);
      }
    }
    return "forward" as const;
  });
  const frontUrl = front.url;
  try {
    const before = await snapshot(server.url, DEV_ADMIN);
    const runArgs = ["--base-url", frontUrl, "--report-dir", dir, ...(point.args ?? [])];
    const [program, argv, cwd] = point.direct
      ? ["node", [...entryArgs("app/cli/conformance.ts"), ...runArgs], ROOT]
      : ["npm", ["run", "--silent", "conformance", "--", ...runArgs], conformanceScriptDir()];
    // The first report file appears (under its temporary name) as the writing starts.
    const watcher = point.whileWriting ? watch(dir, (_, name) => String(name).endsWith(".partial") && signal()) : null;
    const child = spawn(program, argv, {
      cwd,
      detached: true,
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(
            ([k]) => !k.startsWith("CONFORMANCE_") && k !== "FORCE_COLOR" && !k.startsWith("npm_"),
          ),
        ),
        CONFORMANCE_ADMIN_KEY: DEV_ADMIN,
        NO_COLOR: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    pid = child.pid ?? 0;
    let out = "";
    const onOut = (d: Buffer) => {
      out += d;
      if (point.closeOutput && out.includes("\n")) {
        // The reader is gone: the command's next write meets a closed pipe (EPIPE).
        child.stdout.destroy();
        signalled = true;
      }
      if (point.after && !armed && new RegExp(`^${point.after}\\s+\\d+ results`, "m").test(out)) {
        armed = true;
        if (!point.request) signal();
      }
    };
    child.stdout.on("data", onOut);
    child.stderr.on("data", (d: Buffer) => (out += d));
    for (const s of [child.stdout, child.stderr]) s.on("data", () => pressAgainOnceTaken(out));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        try {
          process.kill(-pid, "SIGKILL");
        } catch {
          /* gone */
        }
        resolve(null);
      }, deadlineMs);
      child.on("exit", (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    watcher?.close();
    const after = await snapshot(server.url, DEV_ADMIN);
    const file = join(dir, "conformance.json");
    const report = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ConformanceReport) : null;
    return {
      label: point.label,
      code,
      out,
      report,
      reportDir: dir,
      before,
      after,
      left: added(before, after),
      signalled,
      ms: Date.now() - started,
    };
  } finally {
    await front.close();
    await server.close();
  }
}

const PREFLIGHT: Point = { label: "during the preflight", request: { method: "GET", path: /\/me$/ } };
const MINTING: Point = { label: "while minting the key ladder", request: { method: "POST", path: /\/keys$/, nth: 2 } };
const afterFamily = (f: string): Point => ({ label: `after ${f}, as the next family starts`, after: f });
// KEYS is the last family to send requests (its phase: suites/registry.ts): the keys deleted after it are the final cleanup's.
const CLEANUP: Point = {
  label: "during the final cleanup",
  after: "KEYS",
  request: { method: "DELETE", path: /\/keys\/[^/]+$/ },
};
// In the middle of a check that makes a service: it hangs on that request, so the second press lands while it runs.
const TWICE: Point = {
  label: "twice, mid-run",
  after: "NULL",
  twice: true,
  request: { method: "POST", path: /\/services$/ },
};

/** Ends that are not Ctrl-C: a hang-up, a reader that stops early, a signal while the reports are written. */
export const OTHER_ENDS: Point[] = [
  { label: "SIGHUP (the terminal closed) after AUTH", after: "AUTH", signal: "SIGHUP", direct: true },
  {
    label: "its output read by `| head -1`",
    closeOutput: true,
    args: ["--only", "AUTH-ME-SCOPE,OP-SUCCESS", "--operation", "getMe,listServices"],
  },
  // Many results, so that writing them (a file and more per result) lasts long enough for the signal,
  // sent when the first file appears, to land while it goes on, however loaded the machine.
  {
    label: "SIGINT while the reports are written",
    whileWriting: true,
    args: ["--profile", "safe", "--only", "AUTH,OP-SUCCESS,OP-SCHEMA"],
  },
];

/** Every point of a whole run a Ctrl-C may land on, in run order (npm run bench:interrupts). */
export const POINTS: Point[] = [
  PREFLIGHT,
  MINTING,
  ...["AUTH", "ERRORS", "EVENTS", "NULL", "OP", "PAGE", "SEC", "VALID", "STATE"].map(afterFamily),
  CLEANUP,
  TWICE,
];

/**
 * The test's points: one of each kind, on runs kept short — the family starts early and midway,
 * and the final cleanup of a narrow run (its only key deletions are the ladder's revocations);
 * the benchmark goes through all of POINTS.
 */
export const TEST_POINTS: Point[] = [
  PREFLIGHT,
  MINTING,
  afterFamily("AUTH"),
  afterFamily("NULL"),
  {
    label: "during the final cleanup of a narrow run",
    after: "AUTH",
    request: CLEANUP.request,
    args: ["--only", "AUTH-ME-SCOPE,OP-SUCCESS", "--operation", "getMe,createService,deleteService,listServices"],
  },
  { ...TWICE, after: "AUTH" },
];
