/**
 * Ctrl-C, SIGTERM and SIGHUP during a run, as a terminal sends them: to the whole process group. The first
 * one stops the run in order (no new check starts, the running family's teardown runs, the report is
 * written, the keys revoked). A repeat within REPEAT_MS is the same keystroke relayed by npm, which
 * forwards the signal its group already delivered: it is ignored. A later one stops at once: nothing
 * more is sent, what the ledger lists is removed, the keys are revoked, the report lists exactly
 * what remains. While that final cleaning runs, a signal cannot shorten it, but it still takes the
 * verdict away: a person asked the run to stop.
 */
// SIGHUP: the terminal went away (an SSH drop, a closed tmux window); the run's keys must still be revoked.
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
export const REPEAT_MS = 1_000;

export interface InterruptHandlers {
  /** The first signal: stop in order. */
  onFirst: (signal: NodeJS.Signals) => void;
  /** A later one: stop at once. */
  onHard: (signal: NodeJS.Signals) => void;
  say: (line: string) => void;
  /**
   * Whether the run owns the process's signals (default true: the command line). False when the run
   * is embedded in another program (the programmatic API): it adds no listener of its own and keeps
   * the program's, and only the listeners added during the run (vitest's, which exit the process)
   * are dropped; the program stops the run through an AbortSignal (`stopInOrder`).
   */
  ownSignals?: boolean;
}

export class Interrupts {
  /** The signal that cut the run short (or "deadline"), if any. */
  reason: string | null = null;
  private at = 0;
  private hard = false;
  private cleaning = false;
  private writing = false;
  private readonly listener = (signal: NodeJS.Signals) => this.receive(signal);
  /** The program's own listeners when the run began (ownSignals false): they stay. */

  constructor(private readonly h: InterruptHandlers) {}

  private get owns(): boolean {
    return this.h.ownSignals !== false;
  }

  listen(): void {
    if (this.owns) for (const s of SIGNALS) process.on(s, this.listener);
  }

  unlisten(): void {
    if (this.owns) for (const s of SIGNALS) process.off(s, this.listener);
  }

  /** The final cleaning has begun: signals from now on cannot make it shorter. */
  cleaningStarted(): void {
    this.cleaning = true;
  }

  /**
   * The reports are being written: they hold a finished run's verdict, so a signal now changes
   * nothing; it is acknowledged, and the files are finished before the process ends (a signal left
   * to its default would end it between two files).
   */
  writingStarted(): void {
    this.writing = true;
  }

  /** A stop that is not a signal (the run's deadline): the same orderly stop as a first Ctrl-C. */
  stopInOrder(reason: string): void {
    if (this.reason) return;
    this.reason = reason;
    this.at = Date.now();
    this.h.onFirst(reason as NodeJS.Signals);
  }

  private receive(signal: NodeJS.Signals): void {
    if (this.writing) {
      this.h.say(`${signal}: the run has finished; writing its reports, then exiting`);
      return;
    }
    if (this.cleaning) {
      // Every check has run, but the person asked to stop: the run still gives no verdict.
      this.reason ??= signal;
      this.h.say(`${signal}: revoking the suite's keys and removing what it made; the report follows`);
      return;
    }
    if (!this.reason) {
      this.reason = signal;
      this.at = Date.now();
      this.h.say(`${signal}: stopping after the running test and cleaning up (again to stop at once)`);
      this.h.onFirst(signal);
      return;
    }
    if (this.hard || Date.now() - this.at < REPEAT_MS) return;
    this.hard = true;
    this.h.say(`${signal}: stopping at once; revoking the suite's keys and listing what remains`);
    this.h.onHard(signal);
  }
}
