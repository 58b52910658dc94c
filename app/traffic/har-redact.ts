/**
 * What the validating proxy saw, as a HAR 1.2 log without its secrets (`proxy --har FILE`, issue 27
 * point 7). The secrets are those the judges' redactor learns (suites/traffic/secrets.ts: every
 * Authorization credential, every minted key's secret, every secret-named field), but each one is
 * replaced by a stand-in of its own rather than one `[REDACTED]` for all: the judges follow keys
 * from the answer that minted them to the requests that use them, so `verify-traffic FILE` must
 * see the same key where the same key was, for the same verdicts. A key keeps its id
 * (`apk_<id>.<secret>`, the id is no secret); only the part after the dot is replaced. A secret in
 * another form (base64 in a Basic credential, percent-encoded, hex: lib/http/secret-forms.ts) is
 * then replaced by `[REDACTED]`. The judges' redactor is not run over the stand-ins: it blanks
 * every secret-named field whole, and a minted key's answer would then name no key to follow.
 */
import { REDACTED } from "../../lib/http/redact.ts";
import { encodedForms } from "../../lib/http/secret-forms.ts";
import type { CapturedExchange } from "../../suites/traffic/exchange.ts";
import { learnSecrets } from "../../suites/traffic/secrets.ts";
import { toEntry, toHar, type Har } from "./har.ts";

/** A minted key: `apk_<id>.<secret>` (doc 2 Authentication 1). */
const KEY_SHAPE = /^apk_[A-Za-z0-9]+\.([A-Za-z0-9_-]{8,})$/;

/** Each secret to its stand-in, longest first: shaped like a key's secret part, so a key still reads as a key. */
function standIns(captured: readonly CapturedExchange[]): [string, string][] {
  const found = new Set<string>();
  for (const c of captured) learnSecrets({ add: (s) => void (s && found.add(s)) }, c);
  const named = new Map<string, string>();
  for (const s of found) {
    const secret = KEY_SHAPE.exec(s)?.[1] ?? s;
    if (!named.has(secret)) named.set(secret, standIn(named.size + 1, secret.length));
  }
  const forms = [...found, ...named.keys()].flatMap((s) => encodedForms(s).map((f): [string, string] => [f, REDACTED]));
  const longestFirst = (a: [string, string], b: [string, string]) => b[0].length - a[0].length;
  return [...[...named].sort(longestFirst), ...forms.sort(longestFirst)];
}

/**
 * The n-th stand-in, as long as the secret it stands for: a length the contract bounds (a webhook
 * secret of at least 16 characters) still holds, so the request reads as valid as it was.
 */
function standIn(n: number, length: number): string {
  const word = `redacted${n}`.length <= length ? `redacted${n}` : `r${n}`;
  return word.padEnd(length, "x");
}

export function redactedHar(captured: readonly CapturedExchange[]): Har {
  const pairs = standIns(captured);
  const clean = (text: string): string => pairs.reduce((t, [secret, as]) => t.split(secret).join(as), text);
  const headers = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k, clean(v)]));
  return toHar(
    captured.map((c) =>
      toEntry({
        ...c,
        url: clean(c.url),
        requestHeaders: headers(c.requestHeaders),
        requestBody: c.requestBody === null ? null : clean(c.requestBody),
        responseHeaders: headers(c.responseHeaders),
        responseBody: clean(c.responseBody),
      }),
    ),
  );
}
