/**
 * The logical clock. Timestamps of the reference server are epoch milliseconds (the documents leave
 * the unit unshown: a reference choice); every read of `now()` moves time forward by at least 1 ms so
 * that two writes never share a timestamp and `updatedAt` stamps are strictly ordered.
 */
export class Clock {
  private last = 0;
  constructor(private readonly source: () => number = Date.now) {}
  now(): number {
    const t = Math.max(this.source(), this.last + 1);
    this.last = t;
    return t;
  }
}
