/**
 * Secrets (the admin key, minted keys, webhook secrets, connection secrets) never appear in a
 * report, a log line or a reproduction (Standards; doc 2 Authentication 10). Every string the
 * harness writes out passes through one Redactor that knows every secret of the run.
 */
import { KeyNames } from "./key-names.ts";
import { encodedForms } from "./secret-forms.ts";

export const REDACTED = "[REDACTED]";

const KEY_SHAPE = /^apk_[A-Za-z0-9]+\.([A-Za-z0-9_-]{8,})$/;
/** An escape of one character, JSON's or a URL's. */
const ESCAPE = /\\u[0-9a-fA-F]{4}|%[0-9a-fA-F]{2}/;
/** The shortest secret looked for in text (a shorter one is redacted only where it stands whole). */
export const SHORTEST_SECRET = 6;
const SHORTEST = SHORTEST_SECRET;
/** Property names whose string values are secrets (doc 2: `secret` of a minted key and of a webhook). */
const SECRET_NAME = /secret/i;
/** Property names whose string value is a secret whatever it is: named `secret`, or ending so (`webhookSecret`). */
const SECRET_FIELD = /secret$/i;

export class Redactor {
  /** The run's keys by the variable a reproduction names them with (key-names.ts). */
  readonly names = new KeyNames();
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

  /**
   * Values too short to look for in text (fewer than 6 characters): redacted only where they stand
   * alone, as a whole string value or under a secret's name (`redactValue`, `secretFields`).
   */
  private readonly short = new Set<string>();

  /**
   * Registers a secret and the forms it travels in (secret-forms.ts). Never throws: whatever a
   * target answers, the caller has already recorded the key for revocation and goes on. A value
   * shorter than 6 characters would redact ordinary text: it is kept for whole-value redaction only.
   */
  add(secret: string | null | undefined): void {
    if (!secret || typeof secret !== "string") return;
    if (secret.length < SHORTEST) {
      this.short.add(secret);
      return;
    }
    const before = this.secrets.size;
    this.secrets.add(secret);
    for (const form of encodedForms(secret)) this.secrets.add(form);
    // doc 2 Authentication 1: a key is apk_<key id>.<secret>; its secret part alone is as sensitive.
    const part = KEY_SHAPE.exec(secret)?.[1];
    if (part) this.add(part);
    if (this.secrets.size !== before) this.index = null;
  }

  /**
   * Registers every string under a property named like a secret (`secret`, `webhookSecret`…) in a
   * JSON value or JSON text: minted keys in answers, webhook secrets in requests. The walk keeps its
   * own stack: a target's body may nest a hundred thousand levels deep.
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
    const stack: unknown[] = [value];
    while (stack.length) {
      const v = stack.pop();
      if (Array.isArray(v)) {
        for (const x of v) if (x && typeof x === "object") stack.push(x);
      } else if (v && typeof v === "object") {
        for (const k of Object.keys(v)) {
          const x = (v as Record<string, unknown>)[k];
          if (SECRET_NAME.test(k) && typeof x === "string") this.add(x);
          else if (x && typeof x === "object") stack.push(x);
        }
      }
    }
  }

  /**
   * `text` with every occurrence of a secret, or of one of its forms, replaced; where secrets
   * overlap, the leftmost, then the longest, wins. A text that hides one behind escapes of single
   * characters (`\u0061`, `%61`) comes back with those escapes read; any other text comes back as it was.
   */
  redact(text: string): string {
    let out = this.scan(text);
    if (ESCAPE.test(text)) {
      const plain = unescaped(text);
      if (plain !== text) {
        const found = this.scan(plain);
        if (found !== plain) out = found;
      }
    }
    return this.short.size || /secret/i.test(out) ? secretFields(out) : out;
  }

  /**
   * A copy of `value` with every string (and property name) redacted, built without a round trip
   * through JSON text: a secret that looks like JSON syntax cannot break it, and a deep value
   * cannot overflow the stack. A string equal to a short secret, or under a secret's name, is replaced whole.
   */
  redactValue<T>(value: T): T {
    const one = (v: unknown, name: string | null): unknown => {
      if (typeof v !== "string") return v;
      if (v && (this.short.has(v) || (name !== null && SECRET_FIELD.test(name)))) return REDACTED;
      return this.redact(v);
    };
    if (!value || typeof value !== "object") return one(value, null) as T;
    const root: unknown = Array.isArray(value) ? [] : {};
    const stack: Array<[unknown, Record<string, unknown>]> = [[value, root as Record<string, unknown>]];
    while (stack.length) {
      const [from, to] = stack.pop()!;
      const source = from as Record<string, unknown>;
      for (const k of Object.keys(source)) {
        const x = source[k];
        const key = Array.isArray(from) ? k : this.redact(k);
        if (x && typeof x === "object") {
          const copy: Record<string, unknown> = Array.isArray(x) ? ([] as unknown as Record<string, unknown>) : {};
          to[key] = copy;
          stack.push([x, copy]);
        } else if (x !== undefined) {
          to[key] = one(x, Array.isArray(from) ? null : k);
        }
      }
    }
    return root as T;
  }

  private scan(text: string): string {
    if (!this.secrets.size || text.length < SHORTEST) return text;
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

/**
 * `text` with the escapes of single characters read: JSON's `\uXXXX` and a URL's `%XX`, for the
 * printable ASCII characters a secret is made of. A quote or a backslash escaped with `\u` comes
 * back as JSON's own escape (`\"`, `\\`), which the secret's JSON form (secret-forms.ts) matches and
 * which keeps JSON text JSON. Only used when it reveals a secret: then the evidence shows the same
 * text, with those characters plain and the secret redacted.
 */
function unescaped(text: string): string {
  const printable = (code: number) => code >= 0x20 && code < 0x7f;
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (m, hex: string) => {
      const code = parseInt(hex, 16);
      if (!printable(code)) return m;
      return code === 0x22 || code === 0x5c ? `\\${String.fromCharCode(code)}` : String.fromCharCode(code);
    })
    .replace(/%([0-9a-fA-F]{2})/g, (m, hex: string) =>
      printable(parseInt(hex, 16)) && hex !== "25" ? String.fromCharCode(parseInt(hex, 16)) : m,
    );
}

/**
 * JSON text with the string value of every property named like a secret replaced: a secret the run
 * never learnt (one too short to look for, one a target invents) is still not written out.
 */
function secretFields(text: string): string {
  return text.replace(/("[A-Za-z0-9_-]*secret"\s*:\s*")((?:[^"\\]|\\.)+)"/gi, (m, head: string, v: string) =>
    v === REDACTED ? m : `${head}${REDACTED}"`,
  );
}
