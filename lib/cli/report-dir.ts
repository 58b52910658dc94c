/**
 * The report directory is made and proven writable before a run touches the target: a run that
 * cannot write its reports has wasted the target's time, and a reporter failing at the end of the
 * run would leave nothing behind but a stack.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { UsageError } from "./usage-error.ts";

export function ensureReportDir(dir: string): string {
  const path = resolve(dir);
  try {
    mkdirSync(path, { recursive: true });
    const probe = join(path, `.write-probe-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new UsageError(`cannot write reports to ${path} (${err.code ?? err.message})`);
  }
  return path;
}
