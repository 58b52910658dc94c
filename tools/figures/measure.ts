/**
 * The figures that are timed or that change with every edit of the code (the tarball's size): measured
 * by running what a user runs, on this machine, when `npm run figures` is called. They vary from run
 * to run and machine to machine, so no test holds docs/figures.md to them; the file says where and
 * when they were measured.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Figure } from "./counts.ts";
import { ROOT } from "./root.ts";

interface Done {
  code: number | null;
  out: string;
  err: string;
  ms: number;
}

function run(cmd: string, args: string[]): Promise<Done> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: "1" } });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (err += d));
    child.on("close", (code) => resolve({ code, out, err, ms: performance.now() - started }));
  });
}

function must(done: Done, what: string): Done {
  if (done.code !== 0)
    throw new Error(`${what} exited ${done.code}: ${done.err.trim().split("\n").slice(-5).join("\n")}`);
  return done;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `npm pack --dry-run --json`: its prepack builds dist/ and writes the shrinkwrap, as a real pack does. */
async function packFigures(): Promise<Figure[]> {
  const done = must(await run("npm", ["pack", "--dry-run", "--json"]), "npm pack --dry-run");
  const [packed] = JSON.parse(done.out.slice(done.out.indexOf("["))) as {
    size: number;
    unpackedSize: number;
    entryCount: number;
  }[];
  const from = "`npm pack --dry-run --json`";
  return [
    { figure: "tarball, packed", value: `${Math.round(packed!.size / 1024).toLocaleString("en-US")} kB`, from },
    { figure: "tarball, unpacked", value: `${(packed!.unpackedSize / 1024 / 1024).toFixed(1)} MB`, from },
    { figure: "tarball, files", value: packed!.entryCount.toLocaleString("en-US"), from },
    { figure: "`npm pack` with its build", value: seconds(done.ms), from },
  ];
}

/** A safe-profile run of the embedded reference server from the sources, start to exit. */
async function runFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), "figures-run-"));
  try {
    const done = must(
      await run(process.execPath, [
        "--import",
        "tsx",
        "app/cli/conformance.ts",
        "--profile",
        "safe",
        "--report-dir",
        dir,
      ]),
      "the safe-profile run",
    );
    return [
      {
        figure: "safe-profile run of the embedded server, start to exit",
        value: seconds(done.ms),
        from: "`npm run conformance -- --profile safe`",
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Measured {
  figures: Figure[];
  /** Where and when: the commit, the date and the load average, since timings move with them. */
  conditions: string;
}

export async function measure(): Promise<Measured> {
  const commit = (await run("git", ["rev-parse", "--short", "HEAD"])).out.trim() || "unknown";
  const before = loadavg()[0]!;
  const figures = [...(await packFigures()), ...(await runFigures())];
  const date = new Date().toISOString().slice(0, 10);
  return {
    figures,
    conditions: `Measured on ${date} at commit ${commit} (the working tree as it was), on a machine with load average ${before.toFixed(1)} at the start.`,
  };
}
