/**
 * Everything the suite creates on a target is recorded here with the way to undo it, and undone
 * at the end, newest first. What cannot be undone is listed in the report. The suite never deletes
 * what it did not create (a real server may hold a customer's data).
 *
 * A resource a check made for itself is released when that check ends (issue 17: a small documented
 * cap, such as the webhook endpoint cap, must not be exhausted by the suite's own earlier rules);
 * one made inside a shared discovery (`memo` in target.ts) serves several checks and stays until the
 * family's teardown. Which check a resource belongs to is carried by the async context the check
 * runs in (`withOwner`; an implicit context: context.ts), so no helper has to say it. Tasks, services and jobs stay until the
 * teardown whoever made them: deleting a task or service deletes its run history (doc 2 Services),
 * cancelling a job stops what it makes (a bootstrapped repository), and later rules read those as
 * the workspace's evidence (runs, merge records, decisions, cards, linked repositories).
 */
import { cleaningUp as cleaning, fixtureOwner as owners } from "./context.ts";
import { Ledger } from "./ledger.ts";
import { PERMANENT } from "./removal.ts";

export interface Leftover {
  kind: string;
  id: string;
  reason: string;
}

interface Entry {
  kind: string;
  id: string;
  undo: () => Promise<void>;
  /** The check that made it (released when it ends), or null: shared until the teardown. */
  owner: object | null;
}

/** Kinds kept until the teardown: they carry what later rules discover (see above). */
const KEPT = new Set(["task", "service", "peer service", "run-stop", "job"]);

/** Runs `fn` with `owner` as the owner of what it creates (null: shared, kept until the teardown). */
export function withOwner<T>(owner: object | null, fn: () => Promise<T>): Promise<T> {
  return owners.run(owner, fn);
}

/**
 * Whether the running code is removing what the suite created (a release or the teardown). The
 * `--operation` guard lets these through: the suite leaves nothing behind, whatever was selected.
 */
export function inCleanup(): boolean {
  return cleaning.getStore() === true;
}

export class Fixtures {
  private entries: Entry[] = [];
  private readonly gone = new Set<string>();

  /** `ledger`: where each creation and removal is also written, for the run's own process (ledger.ts). */
  constructor(private readonly ledger: Ledger = new Ledger()) {}

  /** Records a resource the suite created and how to remove it. */
  track(kind: string, id: string, undo: () => Promise<void>): void {
    // The same id made again (a webhook id chosen by the suite) is one live resource: the newest undo.
    const key = `${kind}:${id}`;
    this.gone.delete(key);
    this.entries = this.entries.filter((e) => `${e.kind}:${e.id}` !== key);
    this.entries.push({ kind, id, undo, owner: KEPT.has(kind) ? null : (owners.getStore() ?? null) });
    this.ledger.made(kind, id);
  }

  /** A check removed the resource itself (e.g. testing delete): nothing left to undo. */
  forget(kind: string, id: string): void {
    this.gone.add(`${kind}:${id}`);
    if (!PERMANENT.has(kind)) this.ledger.removed(kind, id);
  }

  get size(): number {
    return this.entries.filter((e) => !this.gone.has(`${e.kind}:${e.id}`)).length;
  }

  /**
   * Removes, newest first, what the check `owner` made for itself. What cannot be removed now stays
   * for the teardown, which tries again and reports it.
   */
  async release(owner: object): Promise<void> {
    const mine = this.entries.filter((e) => e.owner === owner);
    if (!mine.length) return;
    this.entries = this.entries.filter((e) => e.owner !== owner);
    const kept: Entry[] = [];
    for (const e of mine.reverse()) {
      if (this.gone.has(`${e.kind}:${e.id}`)) continue;
      try {
        await this.undo(e);
      } catch {
        kept.unshift({ ...e, owner: null });
      }
    }
    this.entries.push(...kept);
  }

  async teardown(): Promise<Leftover[]> {
    const leftovers: Leftover[] = [];
    while (this.entries.length) {
      const e = this.entries.pop()!;
      if (this.gone.has(`${e.kind}:${e.id}`)) continue;
      try {
        await this.undo(e);
      } catch (err) {
        leftovers.push({ kind: e.kind, id: e.id, reason: err instanceof Error ? err.message : String(err) });
      }
    }
    this.gone.clear();
    return leftovers;
  }

  private async undo(e: Entry): Promise<void> {
    await cleaning.run(true, e.undo);
    // A cancelled job is still there (no DELETE): it stays on the ledger, to be reported.
    if (!PERMANENT.has(e.kind)) this.ledger.removed(e.kind, e.id);
  }
}
