/**
 * Everything the suite creates on a target is recorded here with the way to undo it, and undone
 * at the end, newest first. What cannot be undone is listed in the report. The suite never deletes
 * what it did not create (a real server may hold a customer's data).
 */
export interface Leftover {
  kind: string;
  id: string;
  reason: string;
}

interface Entry {
  kind: string;
  id: string;
  undo: () => Promise<void>;
}

export class Fixtures {
  private readonly entries: Entry[] = [];
  private readonly gone = new Set<string>();

  /** Records a resource the suite created and how to remove it. */
  track(kind: string, id: string, undo: () => Promise<void>): void {
    this.entries.push({ kind, id, undo });
  }

  /** A check removed the resource itself (e.g. testing delete): nothing left to undo. */
  forget(kind: string, id: string): void {
    this.gone.add(`${kind}:${id}`);
  }

  get size(): number {
    return this.entries.filter((e) => !this.gone.has(`${e.kind}:${e.id}`)).length;
  }

  async teardown(): Promise<Leftover[]> {
    const leftovers: Leftover[] = [];
    while (this.entries.length) {
      const e = this.entries.pop()!;
      if (this.gone.has(`${e.kind}:${e.id}`)) continue;
      try {
        await e.undo();
      } catch (err) {
        leftovers.push({ kind: e.kind, id: e.id, reason: err instanceof Error ? err.message : String(err) });
      }
    }
    this.gone.clear();
    return leftovers;
  }
}
