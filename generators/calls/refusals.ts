/**
 * Reading a refusal: the stated token of an error envelope, and a refusal named for messages. doc 2
 * Errors: a stated token may travel as `code` or as `details.reason` (contract/README.md), so both
 * are read. Shared by the calls (a candidate's documented refusal) and by the rule families.
 */
import type { Reply } from "../../lib/http/client.ts";

/** The code and the details.reason of an error envelope, as a list of tokens. */
export function errorToken(body: unknown): string[] {
  const err = (body as { error?: { code?: unknown; details?: { reason?: unknown } } } | undefined)?.error;
  return [err?.code, err?.details?.reason].filter((x): x is string => typeof x === "string");
}

/** "PUT /notification-webhooks/x answered 409 webhook_limit_reached": the refusal, named. */
export function refusal(r: Reply): string {
  const path = new URL(r.exchange.url).pathname.replace(/^.*?\/api\/v1(?=\/)/, "");
  const tokens = [...new Set(errorToken(r.json))];
  return `${r.exchange.method} ${path} answered ${r.status}${tokens.length ? ` ${tokens.join(" / ")}` : ""}`;
}
