/**
 * What the suite made on the target and what it removed, and the run's two stop flags and request
 * budget: one object per run, shared by every family's target handle. Every check runs in the
 * run's own process (lib/engine), so whatever stops the checks — a second Ctrl-C, a deadline — the
 * process that minted the keys can always tell, and try to remove, what is still there; the
 * report's leftovers are read from here rather than from a teardown that may never have run
 * (issue 13). Only kinds and ids are kept: never a secret.
 */
import { BudgetSpent } from "./withheld.ts";
import { MintWatch } from "./mint-watch.ts";

/** `cancel`: the run stops in order (no check starts any more); `stop`: at once (no request is sent any more). */
export type RunFlag = "cancel" | "stop";

export interface Made {
  kind: string;
  id: string;
}

export class Ledger {
  /** What is still there, oldest first (a Map keeps insertion order; a re-made thing moves to the end). */
  private readonly live = new Map<string, Made>();
  private readonly flags = new Set<RunFlag>();
  private used = 0;
  /** Every POST /keys not refused, told by the transport: the last net under a key whose answer named none (mint-watch.ts). */
  readonly mints = new MintWatch();

  made(kind: string, id: string): void {
    const key = `${kind}\u0000${id}`;
    this.live.delete(key);
    this.live.set(key, { kind, id });
  }

  removed(kind: string, id: string): void {
    this.live.delete(`${kind}\u0000${id}`);
  }

  /** What the ledger says is still on the target, oldest first. */
  outstanding(): Made[] {
    return [...this.live.values()];
  }

  raise(flag: RunFlag): void {
    this.flags.add(flag);
  }

  raised(flag: RunFlag): boolean {
    return this.flags.has(flag);
  }

  /** One request of the run's budget (`--max-requests`), shared by every family. Spent: BudgetSpent. */
  spend(budget: number): void {
    if (this.used >= budget) throw new BudgetSpent(budget);
    this.used += 1;
  }
}
