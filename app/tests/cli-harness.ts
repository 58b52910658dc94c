/** Runs `npm run conformance`'s entry point (or another script) as a user would, capturing its output and exit code. */
import { spawn } from "node:child_process";
import { ROOT } from "../cli/run.ts";
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

/** Runs one of the project's TypeScript entry points (path from the project root) to its exit. */
export function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...entryArgs(script), ...args], {
      cwd: ROOT,
      // A developer's own CONFORMANCE_* settings must not leak into the project's tests.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("CONFORMANCE_") && k !== "FORCE_COLOR")),
        ...env,
      },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (err += d));
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}
