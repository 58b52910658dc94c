/**
 * Secrets (the admin key, minted keys, webhook secrets, connection secrets) never appear in a
 * report, a log line or a reproduction (Standards; doc 2 Authentication 10). Every string the
 * harness writes out passes through one Redactor that knows every secret of the run.
 */
export const REDACTED = "[REDACTED]";

export class Redactor {
  private readonly secrets = new Set<string>();

  /** Registers a secret; very short values are refused (they would redact ordinary text). */
  add(secret: string | null | undefined): void {
    if (!secret) return;
    if (secret.length < 6) throw new Error("refusing to register a secret shorter than 6 characters");
    this.secrets.add(secret);
  }

  redact(text: string): string {
    let out = text;
    // Longest first, so a secret containing another is replaced whole.
    for (const s of [...this.secrets].sort((a, b) => b.length - a.length)) out = out.split(s).join(REDACTED);
    return out;
  }

  redactValue<T>(value: T): T {
    if (value === undefined) return value;
    return JSON.parse(this.redact(JSON.stringify(value))) as T;
  }

  get size(): number {
    return this.secrets.size;
  }
}
