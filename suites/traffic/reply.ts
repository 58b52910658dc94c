/**
 * A recorded exchange in the shape the live rules' helpers read (lib/http/client.ts Reply), so a
 * passive judge calls the same helper (the error envelope's reading, suites/common/envelope.ts)
 * instead of a copy. As the client does, the body counts as JSON only under a JSON content type.
 */
import type { Exchange, Reply } from "../../lib/http/client.ts";
import type { TrafficExchange } from "./exchange.ts";

export function asReply(x: TrafficExchange): Reply {
  const jsonType = /[/+]json\b/i.test(x.responseHeaders["content-type"] ?? "");
  const exchange: Exchange = {
    seq: x.seq,
    method: x.method,
    url: x.url,
    requestHeaders: x.requestHeaders,
    requestBody: x.requestBody ?? undefined,
    status: x.status,
    responseHeaders: x.responseHeaders,
    responseBody: x.responseBody,
    startedAt: Date.parse(x.startedAt) || 0,
    durationMs: x.durationMs,
    attempts: 1,
    reproduction: "",
  };
  return {
    status: x.status,
    headers: x.responseHeaders,
    json: jsonType && x.jsonOk ? x.json : undefined,
    jsonOk: jsonType && x.jsonOk,
    text: x.responseBody,
    bytes: Buffer.from(x.responseBody),
    exchange,
    throttled: null,
  };
}
