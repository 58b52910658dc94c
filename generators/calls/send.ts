/**
 * Sends one candidate the way an operation's success is read: event streams are opened only to read
 * their headers (one frame at most, a short deadline); replies documented as 204 are read at the
 * HTTP level, so a 204 announcing a body is seen as such; every other reply through the check's
 * client (evidence, redaction, throttling).
 */
import { request } from "undici";
import type { Operation } from "../../lib/contract/operations.ts";
import { fillPath } from "../../lib/contract/path-matcher.ts";
import { readBounded, type Exchange, type Reply } from "../../lib/http/client.ts";
import { toCurl } from "../../lib/http/curl.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { readStream } from "../../lib/sse/reader.ts";
import type { Attempt } from "./recipe.ts";

/** A reply, plus what the HTTP layer refused to read of its body (a 204 announcing bytes). */
export type SuccessReply = Reply & { bodyError?: string };

const STREAM_DEADLINE_MS = 3_000;

/** Sends one attempt the way the operation's success is read. */
export async function send(c: CheckContext, op: Operation, a: Attempt): Promise<SuccessReply> {
  if (op.successKind === "event-stream") return openStream(c, op, a);
  if (op.successKind === "none") return rawCall(c, op, a);
  return c.callOp(op, a);
}

function keyOf(c: CheckContext, a: Attempt): string | null {
  return a.key === undefined ? c.t.keys.admin : a.key;
}

function exchangeOf(c: CheckContext, method: string, url: string, headers: Record<string, string>, body: string | undefined, t0: number): Exchange {
  const redactedHeaders: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) redactedHeaders[k] = k === "authorization" ? v.replace(/^(\S+\s+).*$/, "$1[REDACTED]") : c.t.redactor.redact(v);
  return {
    seq: 0,
    method,
    url: c.t.redactor.redact(url),
    requestHeaders: redactedHeaders,
    requestBody: body === undefined ? undefined : c.t.redactor.redact(body),
    startedAt: Date.now(),
    durationMs: Math.round(performance.now() - t0),
    attempts: 1,
    reproduction: toCurl({ method, url, headers, body }, c.t.redactor),
  };
}

function replyOf(status: number, headers: Record<string, string>, bytes: Buffer, exchange: Exchange): SuccessReply {
  const text = bytes.toString("utf8");
  let json: unknown;
  let jsonOk = false;
  if (/[/+]json\b/i.test(headers["content-type"] ?? "") && text.length) {
    try {
      json = JSON.parse(text);
      jsonOk = true;
    } catch {
      jsonOk = false;
    }
  }
  return { status, headers, json, jsonOk, text, bytes, exchange, throttled: null };
}

/** Opens an event stream, reads its headers (and one frame at most), and lets it go. */
async function openStream(c: CheckContext, op: Operation, a: Attempt): Promise<SuccessReply> {
  const url = c.t.client.url(fillPath(op.path, a.params ?? {}), a.query);
  const key = keyOf(c, a);
  const headers = { accept: "text/event-stream", ...(key ? { authorization: `Bearer ${key}` } : {}) };
  const t0 = performance.now();
  const s = await readStream(url, { key, deadlineMs: STREAM_DEADLINE_MS, maxFrames: 1, redactor: c.t.redactor, dispatcher: c.t.client.dispatcher });
  const exchange = exchangeOf(c, "GET", url, headers, undefined, t0);
  exchange.status = s.status || undefined;
  exchange.responseHeaders = s.contentType ? { "content-type": s.contentType } : {};
  exchange.responseBody = s.body ?? `<event stream: ${s.frames.length} frame(s) read, ${s.ended ? "ended" : "left open"}>`;
  c.evidence.push(exchange);
  // When a stream sends its headers is not shown (a server may hold them until its first frame, and
  // a parked run's stream is quiet): no headers within the short read is not exercised, not a failure.
  if (!s.status) c.notExercised(`the stream answered no headers within ${STREAM_DEADLINE_MS} ms (when a stream's first answer comes is not shown)`, exchange);
  const bytes = Buffer.from(s.body ?? "", "utf8");
  return replyOf(s.status, exchange.responseHeaders, bytes, exchange);
}

/**
 * A request read at the HTTP level: the status and headers first, then the body, whose read may
 * fail (a 204 announcing a length the HTTP layer never delivers).
 */
async function rawCall(c: CheckContext, op: Operation, a: Attempt): Promise<SuccessReply> {
  const url = c.t.client.url(fillPath(op.path, a.params ?? {}), a.query, op.method);
  const body = a.rawBody ?? (a.body !== undefined ? JSON.stringify(a.body) : undefined);
  const headers = c.t.client.headersFor({ key: keyOf(c, a), body: a.body, rawBody: a.rawBody, headers: a.headers });
  const t0 = performance.now();
  const exchange = exchangeOf(c, op.method, url, headers, body, t0);
  c.evidence.push(exchange);
  let res;
  try {
    res = await request(url, { method: op.method, headers, body, headersTimeout: c.t.info.timeoutMs, bodyTimeout: c.t.info.timeoutMs, signal: AbortSignal.timeout(c.t.info.timeoutMs), dispatcher: c.t.client.dispatcher });
  } catch (e) {
    exchange.error = c.t.redactor.redact(e instanceof Error ? e.message : String(e));
    return c.fail(`transport error: ${exchange.error}`, exchange);
  }
  const resHeaders: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) resHeaders[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : String(v);
  let bytes: Buffer = Buffer.alloc(0);
  let bodyError: string | undefined;
  try {
    bytes = await readBounded(res.body, c.t.info.maxResponseBytes);
  } catch (e) {
    bodyError = e instanceof Error ? e.message : String(e);
  }
  exchange.status = res.statusCode;
  exchange.responseHeaders = resHeaders;
  exchange.responseBody = bodyError ? `<body unreadable: ${bodyError}>` : c.t.redactor.redact(bytes.toString("utf8").slice(0, 4_000));
  exchange.durationMs = Math.round(performance.now() - t0);
  const reply: SuccessReply = replyOf(res.statusCode, resHeaders, bytes, exchange);
  if (bodyError) reply.bodyError = bodyError;
  return reply;
}
