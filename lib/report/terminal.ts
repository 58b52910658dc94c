/**
 * What a person watching `npm run conformance` sees while it runs. On a terminal: failures as they
 * happen, above a live area redrawn in place (throttled): the run's checks done of planned with an
 * ETA, then one progress line per running family. Anywhere else (CI logs, pipes): plain lines only,
 * one per failure and one per finished family, and a heartbeat line (checks done, ETA, what runs)
 * whenever nothing was printed for HEARTBEAT_MS, so a slow family never reads as a hung job. It only
 * reports progress; the counts of record and the verdict come from the report (verdict-lines.ts).
 */
import type { Outcome, RuleResult } from "../rules/types.ts";
import type { RunEvent } from "../engine/events.ts";
import { API_WIDE, resultKey } from "./result-key.ts";

export interface TerminalOptions {
  tty: boolean;
  color: boolean;
}

export interface TerminalReporterOptions extends TerminalOptions {
  /** Usually process.stdout: `columns` is read at every redraw, so a resized window is followed. */
  out: { write(s: string): unknown; columns?: number };
  /** Applied to every message from a check before it is printed (the run's Redactor). */
  redact?: (text: string) => string;
  /** Clock in ms; tests inject one. */
  now?: () => number;
}

/**
 * TTY and colour from the environment. Colour follows https://no-color.org: a non-empty NO_COLOR
 * always wins (it is the user's standing choice); otherwise FORCE_COLOR forces colour on ("", "1",
 * "true", …) or off ("0", "false") even in a pipe; otherwise colour on a TTY whose TERM is not "dumb".
 * A dumb terminal cannot move its cursor either, so it gets the plain lines.
 */
export function terminalOptions(env: Record<string, string | undefined>, stream: { isTTY?: boolean }): TerminalOptions {
  const tty = stream.isTTY === true && env.TERM !== "dumb";
  let color = tty;
  const force = env.FORCE_COLOR;
  if (force !== undefined) color = force !== "0" && force.toLowerCase() !== "false";
  if (env.NO_COLOR) color = false;
  return { tty, color };
}

export interface Palette {
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

const sgr = (open: number, close: number) => (s: string) => `\x1b[${open}m${s}\x1b[${close}m`;
const identity = (s: string) => s;

export function palette(color: boolean): Palette {
  if (!color) return { red: identity, green: identity, yellow: identity, dim: identity, bold: identity };
  return { red: sgr(31, 39), green: sgr(32, 39), yellow: sgr(33, 39), dim: sgr(2, 22), bold: sgr(1, 22) };
}

// eslint-disable-next-line no-control-regex
const ANSI_SEQUENCE = /\x1b\[[0-?]*[ -/]*[@-~]/g;
// C0/C1 controls, plus the bidi overrides and invisible marks that can make a line read as something else.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text the target had a hand in (messages, ids) as one printable line: a hostile or careless
 * server must not be able to move the cursor, recolour the screen or break a CI log line.
 */
export function printable(text: string, max = Infinity): string {
  const line = text.replace(ANSI_SEQUENCE, "").replace(UNPRINTABLE, " ").trim();
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, Math.max(0, max - 1)).join("")}…` : line;
}

/** The first line of a message, printable, at most `max` characters. */
export function firstLine(text: string, max = 200): string {
  return printable(text.split(/\r?\n/, 1)[0] ?? "", max);
}

/** The live area is redrawn at most this often. */
export const REDRAW_INTERVAL_MS = 100;
/** Not a TTY: the longest silence before a heartbeat line (CI runners flag a quiet job; 15 s is the promise). */
export const HEARTBEAT_MS = 10_000;
const BAR_CELLS = 10;
/** Wide enough for every family name (EVENTS, ERRORS), so the bars line up. */
const NAME_WIDTH = 6;
const MAX_MESSAGE = 200;

interface Family {
  key: string;
  name: string;
  total: number;
  done: number;
  counts: Record<Outcome, number>;
  startedAt: number;
  finished: boolean;
  current: string | null;
}

export class TerminalReporter {
  private readonly out: TerminalReporterOptions["out"];
  private readonly tty: boolean;
  private readonly paint: Palette;
  private readonly redact: (text: string) => string;
  private readonly now: () => number;
  private readonly families = new Map<string, Family>();
  /** Lines of the live area now on screen (the cursor sits at the end of its last line). */
  private drawn = 0;
  private lastDraw = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The run's planned checks (run-started) and those with a result. */
  private planned = 0;
  private done = 0;
  private runStartedAt: number | null = null;
  /** Not a TTY: when the last line was written, and the heartbeat's one timer. */
  private lastLine = 0;
  private heartbeat: ReturnType<typeof setTimeout> | undefined;

  constructor(options: TerminalReporterOptions) {
    this.out = options.out;
    this.tty = options.tty;
    this.paint = palette(options.color);
    this.redact = options.redact ?? identity;
    this.now = options.now ?? Date.now;
  }

  /** The handler of the run's event stream (lib/engine/events.ts). */
  readonly handle = (e: RunEvent): void => {
    switch (e.type) {
      case "run-started":
        this.planned = e.families.reduce((n, f) => n + f.planned, 0);
        this.runStartedAt = this.now();
        this.lastLine = this.now();
        this.scheduleHeartbeat();
        // Drawn with the first family.
        return;
      case "family-started": {
        const f = this.family(e.family, e.family);
        f.total = e.planned;
        f.startedAt = this.now();
        break;
      }
      case "check-started": {
        const f = this.families.get(e.family);
        if (f) f.current = resultKey(e);
        break;
      }
      case "result": {
        // A result of a family the stream never started (a run stopped at once) still counts.
        const f = this.families.get(e.family) ?? this.family(e.family, e.family);
        f.done += 1;
        this.done += 1;
        f.counts[e.result.outcome] += 1;
        f.current = null;
        if (e.result.outcome === "fail") this.print(this.failureLine(e.result));
        break;
      }
      case "family-finished": {
        // A family's errors are its teardown's: leftovers it could not remove.
        for (const message of e.errors)
          this.print(
            this.errorLine(
              e.family,
              message.startsWith(`${e.family}: `) ? message.slice(e.family.length + 2) : message,
            ),
          );
        const f = this.families.get(e.family);
        if (f) this.finish(f);
        return;
      }
      case "run-finished":
        this.end(e.interrupted);
        return;
      default:
        return;
    }
    this.requestDraw();
  };

  private end(interrupted: string | null): void {
    for (const f of this.families.values()) this.finish(f);
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.heartbeat) clearTimeout(this.heartbeat);
    this.heartbeat = undefined;
    this.runStartedAt = null;
    if (this.drawn) this.out.write(this.erase());
    this.drawn = 0;
    if (interrupted) this.out.write(`${this.paint.yellow("run interrupted")}\n`);
  }

  private family(key: string, name: string): Family {
    let f = this.families.get(key);
    if (!f) {
      f = {
        key,
        name,
        total: 0,
        done: 0,
        counts: { pass: 0, fail: 0, warn: 0, "not-exercised": 0 },
        startedAt: this.now(),
        finished: false,
        current: null,
      };
      this.families.set(key, f);
    }
    return f;
  }

  private finish(f: Family): void {
    if (f.finished) return;
    f.finished = true;
    this.print(this.tty ? this.progressLine(f, true) : this.summaryLine(f));
  }

  private failureLine(r: RuleResult): string {
    const { red, yellow, dim } = this.paint;
    const should = r.level === "SHOULD";
    const mark = should ? yellow("✗") : red("✗");
    const name = `${printable(r.rule)} ${printable(r.operationId ?? API_WIDE)}${should ? dim(" [SHOULD]") : ""}`;
    return `${mark} ${name} — ${firstLine(this.redact(r.message), MAX_MESSAGE)}`;
  }

  private errorLine(where: string, message: string): string {
    return `${this.paint.red("✗")} ${printable(where)} — ${firstLine(this.redact(message), MAX_MESSAGE)}`;
  }

  /** Not a TTY: `PAGE  120 results: 114 passed, 1 failed, 0 warned, 5 not exercised (3.2 s)`. */
  private summaryLine(f: Family): string {
    const c = f.counts;
    const { red, yellow } = this.paint;
    const failed = `${c.fail} failed`;
    const warned = `${c.warn} warned`;
    return (
      `${this.paint.bold(f.name.padEnd(NAME_WIDTH))}  ${f.done} results: ${c.pass} passed, ${c.fail ? red(failed) : failed}, ` +
      `${c.warn ? yellow(warned) : warned}, ${c["not-exercised"]} not exercised (${seconds(this.now() - f.startedAt)})`
    );
  }

  /** `PAGE  ████████░░  96/120  passed 90 · failed 1 · warned 0 · not exercised 5`, cut to the window. */
  private progressLine(f: Family, final: boolean): string {
    const { red, green, yellow, dim, bold } = this.paint;
    const c = f.counts;
    const filled = f.total ? Math.min(BAR_CELLS, Math.floor((f.done / f.total) * BAR_CELLS)) : 0;
    const fill = c.fail ? red : green;
    const width = String(f.total).length;
    const parts: [string, (s: string) => string][] = [
      [f.name.padEnd(NAME_WIDTH), final ? (c.fail ? (s) => bold(red(s)) : (s) => bold(green(s))) : bold],
      ["  ", identity],
      ["█".repeat(filled), fill],
      ["░".repeat(BAR_CELLS - filled), dim],
      [`  ${String(f.done).padStart(width)}/${f.total}  `, identity],
      [`passed ${c.pass}`, c.pass ? green : identity],
      [" · ", dim],
      [`failed ${c.fail}`, c.fail ? red : identity],
      [" · ", dim],
      [`warned ${c.warn}`, c.warn ? yellow : identity],
      [" · ", dim],
      [`not exercised ${c["not-exercised"]}`, identity],
    ];
    if (final) parts.push([`  (${seconds(this.now() - f.startedAt)})`, dim]);
    else if (f.current) parts.push([`  ${printable(f.current)}`, dim]);
    // A live line must never wrap: the redraw moves up one row per line it drew.
    return fitParts(parts, final ? Infinity : Math.max(20, (this.out.columns ?? 80) - 1));
  }

  /** `312/1001 checks · ETA 1 min 20 s`: the ETA once a check is done, from the pace so far. */
  private overall(): string {
    const elapsed = this.runStartedAt === null ? 0 : this.now() - this.runStartedAt;
    const left = this.planned - this.done;
    const eta = this.done > 0 && left > 0 && elapsed >= 1000 ? ` · ETA ${duration((elapsed / this.done) * left)}` : "";
    return `${this.done}/${this.planned} checks${eta}`;
  }

  /** Not a TTY: a heartbeat once nothing was printed for HEARTBEAT_MS (one timer, re-armed by each line). */
  private scheduleHeartbeat(): void {
    if (this.tty || this.runStartedAt === null) return;
    if (this.heartbeat) clearTimeout(this.heartbeat);
    const wait = Math.max(0, this.lastLine + HEARTBEAT_MS - this.now());
    this.heartbeat = setTimeout(() => {
      this.heartbeat = undefined;
      if (this.runStartedAt === null) return;
      if (this.now() - this.lastLine >= HEARTBEAT_MS) {
        const running = [...this.families.values()]
          .filter((f) => !f.finished && f.current)
          .map((f) => printable(f.current!));
        this.print(`… ${this.overall()}${running.length ? ` (running ${running.join(", ")})` : ""}`);
      } else this.scheduleHeartbeat();
    }, wait);
    this.heartbeat.unref?.();
  }

  /** A line that stays (a failure, a finished family), printed above the live area. */
  private print(line: string): void {
    if (!this.tty) {
      this.out.write(`${line}\n`);
      this.lastLine = this.now();
      this.scheduleHeartbeat();
      return;
    }
    this.out.write(`${this.erase()}${line}\n`);
    this.drawn = 0;
    this.requestDraw();
  }

  /** Redraws now if the last redraw is old enough, else once when it is (a single timer, never an interval). */
  private requestDraw(): void {
    if (!this.tty) return;
    const wait = this.lastDraw + REDRAW_INTERVAL_MS - this.now();
    if (wait <= 0) {
      this.draw();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.draw();
    }, wait);
    this.timer.unref?.();
  }

  private draw(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.lastDraw = this.now();
    const families = [...this.families.values()].filter((f) => !f.finished).map((f) => this.progressLine(f, false));
    const width = Math.max(20, (this.out.columns ?? 80) - 1);
    const lines = this.planned ? [fitParts([[this.overall(), this.paint.bold]], width), ...families] : families;
    this.out.write(this.erase() + lines.join("\n"));
    this.drawn = lines.length;
  }

  /** Back to the start of the live area and clear to the end of the screen. */
  private erase(): string {
    if (!this.drawn) return "";
    return `\r${"\x1b[1A".repeat(this.drawn - 1)}\x1b[J`;
  }
}

function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}

/** `45 s`, `3 min 20 s`, `1 h 5 min`: an ETA, rounded to what a person reads. */
export function duration(ms: number): string {
  const s = Math.max(1, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** Joins styled parts, cutting the visible text at `max` characters (styles apply to whole parts). */
function fitParts(parts: [string, (s: string) => string][], max: number): string {
  let room = max;
  let out = "";
  for (const [text, style] of parts) {
    if (room <= 0) break;
    const chars = [...text];
    const shown = chars.length > room ? `${chars.slice(0, Math.max(0, room - 1)).join("")}…` : text;
    room -= chars.length;
    if (shown) out += style(shown);
  }
  return out;
}
