/**
 * What the suite made on the target and what it removed, one line per event, appended synchronously
 * to a file of the run's own. The file outlives whatever wrote it: a worker killed mid-test, a second
 * Ctrl-C, a deadline. So the process that minted the keys can always tell, and try to remove, what
 * is still there, and the report's leftovers are read from it rather than from a teardown that may
 * never have run (issue 13). Only kinds and ids are written: never a secret.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BudgetSpent } from "./withheld.ts";

/**
 * The files of a run's folder: the ledger; `cancel`, present once the run stops in order (no check
 * starts any more); `stop`, present once it stops at once (no request is sent any more).
 */
export function runFiles(runDir: string) {
  // (the request count of `spend` lives beside these, in "requests")
  return { ledger: join(runDir, "ledger.jsonl"), cancel: join(runDir, "cancel"), stop: join(runDir, "stop") };
}

export type RunFlag = "cancel" | "stop";

/**
 * One request of the run's budget (`--max-requests`), counted in the run's folder: the families
 * run one after another, each in a worker of its own, and share the count. Spent: BudgetSpent.
 */
export function spend(runDir: string, budget: number): void {
  const file = join(runDir, "requests");
  const used = existsSync(file) ? Number(readFileSync(file, "utf8")) || 0 : 0;
  if (used >= budget) throw new BudgetSpent(budget);
  writeFileSync(file, String(used + 1));
}

export function raise(runDir: string, flag: RunFlag): void {
  writeFileSync(runFiles(runDir)[flag], "");
}

export function raised(runDir: string | null, flag: RunFlag): boolean {
  return runDir !== null && existsSync(runFiles(runDir)[flag]);
}

export interface Made {
  kind: string;
  id: string;
}

export class Ledger {
  /** `file` null: nothing is recorded (a run without a ledger, e.g. a unit test's own Fixtures). */
  constructor(readonly file: string | null) {}

  made(kind: string, id: string): void {
    this.write("+", kind, id);
  }

  removed(kind: string, id: string): void {
    this.write("-", kind, id);
  }

  private write(sign: "+" | "-", kind: string, id: string): void {
    if (this.file) appendFileSync(this.file, `${JSON.stringify([sign, kind, id])}\n`);
  }
}

/** What the ledger says is still on the target, oldest first (a line cut short by a kill is skipped). */
export function outstanding(file: string): Made[] {
  if (!existsSync(file)) return [];
  const live = new Map<string, Made>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!Array.isArray(entry) || entry.length !== 3) continue;
    const [sign, kind, id] = entry as [string, string, string];
    const key = `${kind}\u0000${id}`;
    if (sign === "+") {
      live.delete(key);
      live.set(key, { kind, id });
    } else live.delete(key);
  }
  return [...live.values()];
}
