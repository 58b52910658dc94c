/** The pace of a client under `rate`: each attempt waits for its slot, the slots spread evenly over each second. */
export class Pacer {
  /** When the next attempt may leave. */
  private nextAt = 0;

  constructor(private readonly rate: number | null) {}

  async slot(): Promise<void> {
    if (!this.rate) return;
    const now = performance.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + 1000 / this.rate;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}
