/**
 * The report directory is made and proven writable before a run touches the target: a run that
 * cannot write its reports has wasted the target's time, and a reporter failing at the end of the
 * run would leave nothing behind but a stack.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { UsageError } from "./usage-error.ts";

/**
 * `mkdir -p`, one level at a time: Node's own recursive mkdirSync never returns for a path under
 * /proc (it retries ENOENT there forever), and a report folder is typed by people.
 */
function makeDirs(path: string): void {
  if (existsSync(path)) return;
  const parent = dirname(path);
  if (parent !== path) makeDirs(parent);
  mkdirSync(path);
}

export function ensureReportDir(dir: string): string {
  const path = resolve(dir);
  try {
    makeDirs(path);
    const probe = join(path, `.write-probe-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new UsageError(`cannot write reports to ${path} (${err.code ?? err.message})`);
  }
  return path;
}
