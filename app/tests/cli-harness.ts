/**
 * Runs `npm run conformance`'s entry point (or another script) as a user would, in a process of its
 * own, capturing its output and exit code (`cli`, `runScript`); or the same command as a function in
 * the test's process (`command`), for tests of what the command decides rather than of the process
 * around it: a child costs a second or more of CPU to start and load the suite, and `npm test` runs
 * on two cores. The process itself (its exit code, signals, streams, a crash's output) stays with
 * the tests that start one: cli.test.ts, interrupt.test.ts, hostile/, package.test.ts.
 */
import { spawn } from "node:child_process";
import { ROOT } from "../cli/run.ts";
import { command as runCommand } from "../cli/main.ts";
import { entryArgs } from "../../lib/testing/compiled.ts";

export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

export const DEV_ADMIN = "apk_devadmin.reference-server-admin-secret";
export const DEV_PEER = "apk_devpeer.reference-server-peer-secret";

export function cli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return runScript("app/cli/conformance.ts", args, env);
}

/** The command's environment in a test: a developer's own CONFORMANCE_* settings must not leak into the project's tests. */
function testEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  // npm's own variables too: under `npm test` they say "run by npm", and the command would warn of an echoed command line.
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) => !k.startsWith("CONFORMANCE_") && k !== "FORCE_COLOR" && !k.startsWith("npm_"),
      ),
    ),
    ...env,
  };
}

/** `npm run conformance -- …args` as a function in this process (app/cli/main.ts `command`), off a terminal. */
export async function command(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  let out = "";
  let err = "";
  const io = {
    out: {
      isTTY: false,
      write: (text: string, done?: () => void) => {
        out += text;
        done?.();
        return true;
      },
    },
    err: { write: (text: string) => (err += text) },
  };
  const code = await runCommand(args, testEnv(env), io);
  return { code, out, err };
}

/** Runs one of the project's TypeScript entry points (path from the project root) to its exit. */
/** `wrapper`: a command the script runs under (`/usr/bin/time -f %M -o FILE`, for its peak RSS). */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  wrapper: string[] = [],
): Promise<CliRun> {
  return new Promise((resolve) => {
    const [program, ...rest] = [...wrapper, process.execPath, ...entryArgs(script), ...args];
    const child = spawn(program!, rest, {
      cwd: ROOT,
      env: testEnv(env),
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (err += d));
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}
