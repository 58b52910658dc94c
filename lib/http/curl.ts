/** A reproduction of one exchange as a shell-escaped curl command, with every secret redacted. */
import type { Redactor } from "./redact.ts";

export function shellQuote(s: string): string {
  return /^[A-Za-z0-9_\/:.,=@%+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

export function toCurl(
  req: { method: string; url: string; headers: Record<string, string>; body?: string },
  redactor: Redactor,
): string {
  const parts = ["curl", "-sS", "-X", req.method, shellQuote(req.url)];
  for (const [k, v] of Object.entries(req.headers)) {
    // The key travels in a header: name the variable a reader sets instead of printing the secret.
    const value = k.toLowerCase() === "authorization" ? v.replace(/^(Bearer\s+).*$/i, "$1$API_KEY") : v;
    parts.push("-H", k.toLowerCase() === "authorization" ? `"${k}: ${value.replace(/"/g, '\\"')}"` : shellQuote(`${k}: ${value}`));
  }
  if (req.body !== undefined) parts.push("--data-binary", shellQuote(req.body));
  return redactor.redact(parts.join(" "));
}
