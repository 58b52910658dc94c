/**
 * The suite's HTTP client, on undici: one keep-alive pool per target, a deadline on every request,
 * retries only for idempotent methods (doc 2 Versioning: "retry only idempotent requests") on
 * transport errors and on throttling (429 or 503 with `Retry-After`, honoured within a bounded total
 * wait), an optional pace (`rate` requests per second), a bound on the bytes of a body it reads, and
 * every exchange recorded — method, URL, status, headers, timing and truncated bodies, secrets
 * redacted — so a failing result carries its evidence and a curl line.
 */
import { Agent, Pool, errors as undiciErrors, type Dispatcher, type buildConnector } from "undici";
import type { Duplex } from "node:stream";
import { maskCredentials, toCurl } from "./curl.ts";
import { REDACTED, type Redactor } from "./redact.ts";

export const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);
const BODY_LIMIT = 4_000;
/** The largest body read unless told otherwise (`--max-response-bytes`). */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
/** The longest a request waits in all for a throttling target (its `Retry-After`s added up). */
export const THROTTLE_WAIT_MS = 60_000;

export interface Exchange {
  seq: number;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody?: string;
  status?: number;
  responseHeaders?: Record<string, string>;
  responseBody?: string;
  error?: string;
  startedAt: number;
  durationMs: number;
  attempts: number;
  reproduction: string;
}

export interface CallOptions {
  /** Bearer key; null sends no Authorization header. */
  key: string | null;
  /** JSON body (serialised here); use `rawBody` to send bytes as they are. */
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  deadlineMs?: number;
}

export interface Reply<T = unknown> {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the response is JSON, else undefined. */
  json: T | undefined;
  /** Whether the body parsed as JSON (a JSON content type with an unparsable body is false). */
  jsonOk: boolean;
  text: string;
  bytes: Buffer;
  exchange: Exchange;
  /**
   * The target throttled the request (429 or 503 with `Retry-After`) and it was not retried: a
   * non-idempotent method, or the bounded wait was spent. Why, in words; null when not throttled.
   */
  throttled: string | null;
}

export class TransportError extends Error {
  /** `oversize`: the answer came, but its body was larger than the client reads. */
  constructor(message: string, readonly exchange: Exchange, readonly oversize = false) {
    super(message);
  }
}

export interface ClientOptions {
  baseUrl: string;
  redactor: Redactor;
  deadlineMs?: number;
  connections?: number;
  onExchange?: (e: Exchange) => void;
  /**
   * Asked before any request is built (`url`, hence `call` and the raw and stream requests built
   * from it): throws to keep the request from being sent (the run's `--operation` selection).
   */
  guard?: (method: string, path: string) => void;
  /** At most this many requests per second (each attempt counts). */
  rate?: number | null;
  maxResponseBytes?: number;
  /** The bound on the total wait for one throttled request. */
  throttleWaitMs?: number;
  /** Connections made without the network, to a server in this process (the embedded run). */
  connect?: InProcessConnect;
}

/** A connector handing back a connected stream (undici's `connect` option), for a server in this process. */
export type InProcessConnect = (options: unknown, callback: (err: Error | null, socket: Duplex | null) => void) => void;

/** The answer's body is larger than the client reads: the check fails with this, read no further. */
export class OversizeBody extends Error {}

/** The milliseconds a `Retry-After` asks for (delay-seconds or an HTTP date), or null when unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (value === undefined) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export class ApiClient {
  readonly origin: string;
  /** Path prefix of the API on the target, e.g. `/api/v1`. */
  readonly prefix: string;
  private readonly pool: Pool;
  /**
   * For the requests that are not `call`s (event streams, raw bytes): the in-process connections
   * when there are some, else undefined (undici's global dispatcher). Apart from the pool, so that
   * open streams never hold the connections the calls need.
   */
  readonly dispatcher: Dispatcher | undefined;
  private seq = 0;
  /** When the next attempt may leave, under `rate`. */
  private nextAt = 0;
  requests = 0;

  constructor(private readonly opts: ClientOptions) {
    const u = new URL(opts.baseUrl);
    this.origin = u.origin;
    this.prefix = `${u.pathname.replace(/\/$/, "")}/api/v1`;
    const connect = opts.connect as buildConnector.connector | undefined;
    this.pool = new Pool(this.origin, { connections: opts.connections ?? 8, pipelining: 1, ...(connect ? { connect } : {}) });
    this.dispatcher = connect ? new Agent({ connect }) : undefined;
  }

  /** The URL of `path` on the target, for a `method` request the guard admits (else it throws). */
  url(path: string, query?: CallOptions["query"], method = "GET"): string {
    this.opts.guard?.(method.toUpperCase(), path);
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.append(k, String(v));
    const s = qs.toString();
    return `${this.origin}${this.prefix}${path}${s ? `?${s}` : ""}`;
  }

  headersFor(opts: CallOptions): Record<string, string> {
    const h: Record<string, string> = { accept: "application/json", ...(opts.headers ?? {}) };
    if (opts.key !== null) h.authorization = `Bearer ${opts.key}`;
    if ((opts.body !== undefined || opts.rawBody !== undefined) && !Object.keys(h).some((k) => k.toLowerCase() === "content-type")) {
      h["content-type"] = "application/json";
    }
    return h;
  }

  async call<T = unknown>(method: string, path: string, opts: CallOptions): Promise<Reply<T>> {
    const url = this.url(path, opts.query, method);
    const headers = this.headersFor(opts);
    const body = opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined);
    // A secret the suite sends (a webhook secret) is redacted from its own evidence.
    this.opts.redactor.learnFrom(opts.body ?? opts.rawBody);
    const exchange: Exchange = {
      seq: ++this.seq,
      method,
      url: this.opts.redactor.redact(url),
      requestHeaders: {},
      requestBody: body === undefined ? undefined : this.truncate(this.opts.redactor.redact(body)),
      startedAt: Date.now(),
      durationMs: 0,
      attempts: 0,
      reproduction: "",
    };
    // Built when read: most exchanges belong to checks that pass, whose evidence is not kept, and
    // redacting every header and writing every curl line was most of the suite's cost per request.
    // Read later, they are redacted with every secret learnt by then.
    lazily(exchange, "requestHeaders", () => this.redactHeaders(headers));
    lazily(exchange, "reproduction", () => toCurl({ method, url, headers, body }, this.opts.redactor));
    const deadline = opts.deadlineMs ?? this.opts.deadlineMs ?? 10_000;
    const idempotent = IDEMPOTENT.has(method.toUpperCase());
    const maxAttempts = idempotent ? 3 : 1;
    const maxBytes = this.opts.maxResponseBytes ?? MAX_RESPONSE_BYTES;
    const throttleBound = this.opts.throttleWaitMs ?? THROTTLE_WAIT_MS;
    let transportFailures = 0;
    let throttledWaitMs = 0;
    const t0 = performance.now();
    for (;;) {
      await this.pace();
      exchange.attempts += 1;
      this.requests += 1;
      // The whole exchange, body included, within the deadline. A timer cleared at the end rather than
      // AbortSignal.timeout, whose timers stay armed after the answer until they fire: thousands
      // pending in a run, at a cost on every request.
      const ctrl = new AbortController();
      const timer = setTimeout(() => ctrl.abort(new DOMException(`no answer within ${deadline} ms`, "TimeoutError")), deadline);
      try {
        const u = new URL(url);
        const res = await this.pool.request({
          path: u.pathname + u.search,
          method: method as "GET",
          headers,
          body,
          headersTimeout: deadline,
          bodyTimeout: deadline,
          signal: ctrl.signal,
        });
        const resHeaders: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) resHeaders[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : String(v);
        // Throttled: an idempotent request waits as told and goes again, within the bound.
        const wait = res.statusCode === 429 || res.statusCode === 503 ? retryAfterMs(resHeaders["retry-after"]) : null;
        let throttled: string | null = null;
        if (wait !== null) {
          if (idempotent && throttledWaitMs + wait <= throttleBound) {
            // Let the throttled answer go quietly (destroy() would raise an unhandled abort error).
            await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
            throttledWaitMs += wait;
            await new Promise((resolve) => setTimeout(resolve, wait));
            continue;
          }
          throttled = idempotent
            ? `throttled (${res.statusCode}, Retry-After ${resHeaders["retry-after"]}) past the ${throttleBound / 1000} s the suite waits for one request`
            : `throttled (${res.statusCode}, Retry-After ${resHeaders["retry-after"]}); a ${method} is not retried (doc 2 Versioning: retry only idempotent requests)`;
        }
        const bytes = await readBounded(res.body, maxBytes);
        const text = bytes.toString("utf8");
        const ct = resHeaders["content-type"] ?? "";
        let json: T | undefined;
        let jsonOk = false;
        if (/[/+]json\b/i.test(ct) && text.length) {
          try {
            json = JSON.parse(text) as T;
            jsonOk = true;
          } catch {
            jsonOk = false;
          }
        }
        // A secret the target answers (a minted key), or leaks, is redacted before it is recorded.
        if (/secret/i.test(text)) this.opts.redactor.learnFrom(jsonOk ? json : text);
        exchange.status = res.statusCode;
        exchange.responseHeaders = this.redactHeaders(resHeaders);
        const readable = /^(application\/(json|.*\+json)|text\/)/i.test(ct);
        lazily(exchange, "responseBody", () => (readable ? this.truncate(this.opts.redactor.redact(text)) : `<${bytes.length} bytes of ${ct || "unknown type"}>`));
        exchange.durationMs = Math.round(performance.now() - t0);
        this.opts.onExchange?.(exchange);
        return { status: res.statusCode, headers: resHeaders, json, jsonOk, text, bytes, exchange, throttled };
      } catch (err) {
        const transport = isTransportError(err);
        if (transport && ++transportFailures < maxAttempts) continue;
        exchange.error = this.opts.redactor.redact(describe(err, deadline));
        exchange.durationMs = Math.round(performance.now() - t0);
        this.opts.onExchange?.(exchange);
        throw new TransportError(exchange.error, exchange, err instanceof OversizeBody);
      } finally {
        clearTimeout(timer);
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.close(), this.dispatcher?.close()]);
  }

  /** Under `rate`, waits for this attempt's slot (the slots are spread evenly over each second). */
  private async pace(): Promise<void> {
    const rate = this.opts.rate;
    if (!rate) return;
    const now = performance.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + 1000 / rate;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  private redactHeaders(h: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(h)) out[k] = k.toLowerCase() === "authorization" ? maskCredentials(v).replace("$API_KEY", REDACTED) : this.opts.redactor.redact(v);
    return out;
  }

  private truncate(s: string): string {
    return s.length > BODY_LIMIT ? `${s.slice(0, BODY_LIMIT)}… (${s.length} chars)` : s;
  }
}

/** The body, or OversizeBody as soon as it grows past `max` bytes (the rest is not read). */
export async function readBounded(body: AsyncIterable<Uint8Array> & { destroy(): unknown }, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) {
      // Leaving the loop lets the body go; an error it raises then is no one's to handle.
      (body as unknown as { on(e: string, f: () => void): void }).on("error", () => undefined);
      body.destroy();
      throw new OversizeBody(`the body is over ${max} bytes (--max-response-bytes): read no further`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

function isTransportError(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? "";
  return ["ECONNRESET", "ECONNREFUSED", "EPIPE", "UND_ERR_SOCKET", "UND_ERR_CLOSED"].includes(code) || err instanceof undiciErrors.SocketError;
}

function describe(err: unknown, deadline: number): string {
  if (err instanceof OversizeBody) return err.message;
  const e = err as { name?: string; code?: string; message?: string };
  if (e.name === "TimeoutError" || e.code === "UND_ERR_HEADERS_TIMEOUT" || e.code === "UND_ERR_BODY_TIMEOUT") return `no answer within the ${deadline} ms deadline`;
  if (e.code === "ECONNREFUSED") return "connection refused";
  return `${e.code ?? e.name ?? "error"}: ${e.message ?? String(err)}`;
}

/**
 * Defines `key` of `target` as computed on first read (and kept), enumerable like a plain field, so
 * JSON and spreads see the value; an assignment replaces it.
 */
function lazily<T extends object, K extends keyof T>(target: T, key: K, make: () => T[K]): void {
  let made = false;
  let value: T[K];
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      if (!made) {
        value = make();
        made = true;
      }
      return value;
    },
    set: (v: T[K]) => {
      value = v;
      made = true;
    },
  });
}
