/** A reproduction of one exchange as a shell-escaped curl command, with every secret redacted. */
import { type CredentialPart, shellParts, shownParts } from "./key-names.ts";
import { REDACTED, type Redactor } from "./redact.ts";

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
    parts.push(
      "-H",
      k.toLowerCase() === "authorization"
        ? `"${escapeDoubleQuoted(k)}: ${maskCredentials(v, redactor)}"`
        : shellQuote(`${k}: ${v}`),
    );
  }
  if (req.body !== undefined) parts.push("--data-binary", shellQuote(req.body));
  return redactor.redact(parts.join(" "));
}

function escapeDoubleQuoted(s: string): string {
  return s.replace(/[\\"$`]/g, "\\$&");
}

/** An Authorization value's scheme (with its spaces) and credential; a bare value is credential whole. */
function schemeAndCredential(value: string): [scheme: string, credential: string] {
  const m = /^(\S+\s+)(\S.*)$/s.exec(value);
  return m ? [m[1], m[2]] : ["", value];
}

function partsOf(credential: string, redactor: Redactor | undefined): CredentialPart[] | null {
  return redactor ? redactor.names.parts(credential, (t) => redactor.redact(t) !== t) : null;
}

/**
 * An Authorization value for the inside of a double-quoted curl header, whatever its scheme: a key
 * the run named as its variable (`$READ_KEY`), a credential that is no secret as it is, any other
 * credential as `$API_KEY` (a key the check minted for itself).
 */
export function maskCredentials(value: string, redactor?: Redactor): string {
  const [scheme, credential] = schemeAndCredential(value);
  const parts = partsOf(credential, redactor);
  return `${escapeDoubleQuoted(scheme)}${parts ? shellParts(parts) : "$API_KEY"}`;
}

/** An Authorization value as a recorded header shows it: a named key as `$READ_KEY`, any other secret `[REDACTED]`. */
export function shownCredentials(value: string, redactor: Redactor): string {
  const [scheme, credential] = schemeAndCredential(value);
  const parts = partsOf(credential, redactor);
  return `${scheme}${parts ? shownParts(parts) : REDACTED}`;
}
