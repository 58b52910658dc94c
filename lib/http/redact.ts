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
  /** Every secret in one alternation, longest first; rebuilt after an `add` (redact runs on every exchange). */
  private pattern: RegExp | null = null;

  /** Registers a secret; very short values are refused (they would redact ordinary text). */
  add(secret: string | null | undefined): void {
    if (!secret) return;
    if (secret.length < 6) throw new Error("refusing to register a secret shorter than 6 characters");
    const before = this.secrets.size;
    this.secrets.add(secret);
    // doc 2 Authentication 1: a key is apk_<key id>.<secret>; its secret part alone is as sensitive.
    const part = KEY_SHAPE.exec(secret)?.[1];
    if (part) this.secrets.add(part);
    if (this.secrets.size !== before) this.pattern = null;
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

  redact(text: string): string {
    if (!this.secrets.size) return text;
    // Longest first, so a secret containing another is replaced whole.
    this.pattern ??= new RegExp([...this.secrets].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|"), "g");
    return text.replace(this.pattern, REDACTED);
  }

  redactValue<T>(value: T): T {
    if (value === undefined) return value;
    return JSON.parse(this.redact(JSON.stringify(value))) as T;
  }

  get size(): number {
    return this.secrets.size;
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
