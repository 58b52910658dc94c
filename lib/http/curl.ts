/** A reproduction of one exchange as a shell-escaped curl command, with every secret redacted. */
import type { Redactor } from "./redact.ts";

export function shellQuote(s: string): string {
  return /^[A-Za-z0-9_/:.,=@%+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

export function toCurl(
  req: { method: string; url: string; headers: Record<string, string>; body?: string },
  redactor: Redactor,
): string {
  const parts = ["curl", "-sS", "-X", req.method, shellQuote(req.url)];
  for (const [k, v] of Object.entries(req.headers)) {
    // The key travels in a header: name the variable a reader sets instead of printing the secret,
    // under whatever scheme it was sent (a Basic credential is the key in base64).
    const value = k.toLowerCase() === "authorization" ? maskCredentials(v) : v;
    parts.push(
      "-H",
      k.toLowerCase() === "authorization" ? `"${k}: ${value.replace(/"/g, '\\"')}"` : shellQuote(`${k}: ${value}`),
    );
  }
  if (req.body !== undefined) parts.push("--data-binary", shellQuote(req.body));
  return redactor.redact(parts.join(" "));
}

/** An Authorization value with its credentials replaced by `$API_KEY`, whatever its scheme (a bare value whole). */
export function maskCredentials(value: string): string {
  return /^\S+\s+\S/.test(value) ? value.replace(/^(\S+\s+).*$/s, "$1$API_KEY") : "$API_KEY";
}
