/**
 * Shared workspace state, named, with readers and writers: what lets every family run its checks
 * at once (--concurrency) without one check changing what another reads whole. A check takes all
 * its names at once, when none is held against it (so no two checks can wait on each other); a
 * writer of a name runs alone on it, readers alongside each other. The name "*" is the whole
 * workspace: an exclusive check writes it, every other check reads it.
 */
export interface Claim {
  reads: readonly string[];
  writes: readonly string[];
}

export const WHOLE_WORKSPACE = "*";

export class Locks {
  private readonly readers = new Map<string, number>();
  private readonly writers = new Set<string>();
  private waiting: { claim: Claim; grant: () => void }[] = [];

  /** Resolves with the release once every name of the claim is free for it. */
  async take(claim: Claim): Promise<() => void> {
    if (!this.free(claim) || this.waiting.length) {
      // First come, first served: a writer waiting is not starved by readers arriving after it.
      await new Promise<void>((grant) => this.waiting.push({ claim, grant }));
    } else this.hold(claim);
    return () => this.release(claim);
  }

  private free(c: Claim): boolean {
    return (
      c.writes.every((n) => !this.writers.has(n) && !this.readers.get(n)) && c.reads.every((n) => !this.writers.has(n))
    );
  }

  private hold(c: Claim): void {
    for (const n of c.writes) this.writers.add(n);
    for (const n of c.reads) this.readers.set(n, (this.readers.get(n) ?? 0) + 1);
  }

  private release(c: Claim): void {
    for (const n of c.writes) this.writers.delete(n);
    for (const n of c.reads) {
      const left = (this.readers.get(n) ?? 1) - 1;
      if (left) this.readers.set(n, left);
      else this.readers.delete(n);
    }
    // Grant, in order, every waiting claim that is now free, stopping at the first that is not.
    while (this.waiting.length && this.free(this.waiting[0].claim)) {
      const next = this.waiting.shift()!;
      this.hold(next.claim);
      next.grant();
    }
  }
}
