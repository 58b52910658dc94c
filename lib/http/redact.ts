/**
 * Secrets (the admin key, minted keys, webhook secrets, connection secrets) never appear in a
 * report, a log line or a reproduction (Standards; doc 2 Authentication 10). Every string the
 * harness writes out passes through one Redactor that knows every secret of the run.
 */
export const REDACTED = "[REDACTED]";

const KEY_SHAPE = /^apk_[A-Za-z0-9]+\.([A-Za-z0-9_-]{8,})$/;
/** Property names whose string values are secrets (doc 2: `secret` of a minted key and of a webhook). */
const SECRET_NAME = /secret/i;

export class Redactor {
  private readonly secrets = new Set<string>();
  /**
   * The secrets by the hash of their first `window` characters, longest first. Redaction runs on
   * every exchange and a run learns hundreds of secrets (every minted key): one regular expression
   * alternating all of them cost time in proportion to their number at every character, most of the
   * suite's CPU per request; a rolling hash over the text costs the same whatever their number.
   */
  private index: Map<number, string[]> | null = null;
  /**
   * Which low 16 bits of a hash some secret has: almost every window of a text matches none, and a
   * look in this table is several times cheaper than one in the map.
   */
  private present = new Uint8Array(FILTER_SIZE);
  private window = 0;
  private top = 0;

  /** Registers a secret; very short values are refused (they would redact ordinary text). */
  add(secret: string | null | undefined): void {
    if (!secret) return;
    if (secret.length < 6) throw new Error("refusing to register a secret shorter than 6 characters");
    const before = this.secrets.size;
    this.secrets.add(secret);
    // doc 2 Authentication 1: a key is apk_<key id>.<secret>; its secret part alone is as sensitive.
    const part = KEY_SHAPE.exec(secret)?.[1];
    if (part) this.secrets.add(part);
    if (this.secrets.size !== before) this.index = null;
  }

  /**
   * Registers every string under a property named like a secret (`secret`, `webhookSecret`…) in a
   * JSON value or JSON text: minted keys in answers, webhook secrets in requests. Values too short
   * to redact safely are skipped.
   */
  learnFrom(value: unknown): void {
    if (typeof value === "string") {
      if (!/secret/i.test(value)) return;
      try {
        value = JSON.parse(value);
      } catch {
        return;
      }
    }
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") {
        for (const [k, x] of Object.entries(v)) {
          if (SECRET_NAME.test(k) && typeof x === "string" && x.length >= 6) this.add(x);
          else walk(x);
        }
      }
    };
    walk(value);
  }

  /** `text` with every occurrence of a secret replaced; where secrets overlap, the leftmost, then the longest, wins. */
  redact(text: string): string {
    if (!this.secrets.size || text.length < 6) return text;
    const index = this.built();
    const present = this.present;
    const w = this.window;
    const top = this.top;
    if (text.length < w) return text;
    let out = "";
    let copied = 0;
    let h = hashOf(text, 0, w);
    for (let i = 0; i + w <= text.length; ) {
      const found = present[h & FILTER_MASK] ? index.get(h)?.find((s) => text.startsWith(s, i)) : undefined;
      if (found) {
        out += text.slice(copied, i) + REDACTED;
        i += found.length;
        copied = i;
        if (i + w <= text.length) h = hashOf(text, i, w);
        continue;
      }
      if (i + w < text.length) h = roll(h, text.charCodeAt(i), text.charCodeAt(i + w), top);
      i += 1;
    }
    return copied ? out + text.slice(copied) : text;
  }

  redactValue<T>(value: T): T {
    if (value === undefined) return value;
    return JSON.parse(this.redact(JSON.stringify(value))) as T;
  }

  get size(): number {
    return this.secrets.size;
  }

  private built(): Map<number, string[]> {
    if (this.index) return this.index;
    const sorted = [...this.secrets].sort((a, b) => b.length - a.length);
    this.window = Math.min(WINDOW, sorted.at(-1)!.length);
    this.top = topOf(this.window);
    const index = new Map<number, string[]>();
    this.present.fill(0);
    for (const s of sorted) {
      const h = hashOf(s, 0, this.window);
      this.present[h & FILTER_MASK] = 1;
      const list = index.get(h);
      if (list) list.push(s);
      else index.set(h, [s]);
    }
    return (this.index = index);
  }
}

const FILTER_SIZE = 1 << 16;
const FILTER_MASK = FILTER_SIZE - 1;

/** Characters hashed per position: no more than the shortest secret (6 at least). */
const WINDOW = 12;
const BASE = 257;

/** Polynomial hash of text[from, from + w), in 32 bits. */
function hashOf(text: string, from: number, w: number): number {
  let h = 0;
  for (let k = 0; k < w; k++) h = (Math.imul(h, BASE) + text.charCodeAt(from + k)) | 0;
  return h;
}

/** BASE^(w-1) in 32 bits: the weight of a window's first character. */
function topOf(w: number): number {
  let t = 1;
  for (let k = 1; k < w; k++) t = Math.imul(t, BASE);
  return t;
}

/** The hash of the window one character on: `out` leaves at the left (weight `top`), `inc` enters at the right. */
function roll(h: number, out: number, inc: number, top: number): number {
  return (Math.imul(h - Math.imul(out, top), BASE) + inc) | 0;
}
