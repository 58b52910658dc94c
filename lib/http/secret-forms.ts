/**
 * The forms a secret travels in besides its own characters (issue 25: "in any encoding"). A target
 * may echo what it was sent after encoding it: the `Authorization: Basic` header carries
 * base64(`user:secret`), a query or a form carries it percent-encoded, a JSON serialiser may escape
 * it (`\"`, `\u0061`), a log line may print its bytes in hex. Each form here is a plain string the
 * redactor looks for like the secret itself. Escapes a serialiser applies to only some characters
 * (`\u` for one letter, `%41` for one) have too many forms to list: the redactor reads those
 * escapes back (redact.ts `unescaped`) before it looks.
 */

/** Encoded forms shorter than this are not looked for: they would redact ordinary text. */
export const SHORTEST_FORM = 8;

/** Every encoded form of `secret` worth looking for (the secret itself excluded). */
export function encodedForms(secret: string): string[] {
  const forms = new Set<string>();
  const bytes = Buffer.from(secret, "utf8");
  for (let offset = 0; offset < 3; offset++) {
    const inner = base64Inner(bytes, offset);
    forms.add(inner);
    forms.add(inner.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  const hex = bytes.toString("hex");
  forms.add(hex);
  forms.add(hex.toUpperCase());
  const percent = encodeURIComponent(secret);
  forms.add(percent);
  forms.add(percent.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
  forms.add(JSON.stringify(secret).slice(1, -1));
  forms.delete(secret);
  return [...forms].filter((f) => f.length >= SHORTEST_FORM);
}

/**
 * The base64 characters that depend on `bytes` alone when they start `offset` bytes (mod 3) into a
 * longer text: whatever surrounds the secret (`user:` before it in a Basic credential), these
 * characters appear in that text's base64. A character encodes six bits; it is kept when all six
 * fall inside the secret's bits.
 */
function base64Inner(bytes: Buffer, offset: number): string {
  const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
  const firstBit = offset * 8;
  const endBit = (offset + bytes.length) * 8;
  const from = Math.ceil(firstBit / 6);
  const to = Math.floor(endBit / 6);
  return encoded.slice(from, to);
}
