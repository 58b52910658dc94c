/**
 * The suite's HTTP client, on undici: one keep-alive pool per target, a deadline on every request,
 * retries only for idempotent methods and only on transport errors (doc 2 Versioning: "retry only
 * idempotent requests"), and every exchange recorded — method, URL, status, headers, timing and
 * truncated bodies, secrets redacted — so a failing result carries its evidence and a curl line.
 */
import { Pool, errors as undiciErrors } from "undici";
import { toCurl } from "./curl.ts";
import type { Redactor } from "./redact.ts";

export const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);
const BODY_LIMIT = 4_000;

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
}

export class TransportError extends Error {
  constructor(message: string, readonly exchange: Exchange) {
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
}

export class ApiClient {
  readonly origin: string;
  /** Path prefix of the API on the target, e.g. `/api/v1`. */
  readonly prefix: string;
  private readonly pool: Pool;
  private seq = 0;
  requests = 0;

  constructor(private readonly opts: ClientOptions) {
    const u = new URL(opts.baseUrl);
    this.origin = u.origin;
    this.prefix = `${u.pathname.replace(/\/$/, "")}/api/v1`;
    this.pool = new Pool(this.origin, { connections: opts.connections ?? 8, pipelining: 1 });
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
      requestHeaders: this.redactHeaders(headers),
      requestBody: body === undefined ? undefined : this.truncate(this.opts.redactor.redact(body)),
      startedAt: Date.now(),
      durationMs: 0,
      attempts: 0,
      reproduction: toCurl({ method, url, headers, body }, this.opts.redactor),
    };
    const deadline = opts.deadlineMs ?? this.opts.deadlineMs ?? 10_000;
    const maxAttempts = IDEMPOTENT.has(method.toUpperCase()) ? 3 : 1;
    const t0 = performance.now();
    for (;;) {
      exchange.attempts += 1;
      this.requests += 1;
      try {
        const u = new URL(url);
        const res = await this.pool.request({
          path: u.pathname + u.search,
          method: method as "GET",
          headers,
          body,
          headersTimeout: deadline,
          bodyTimeout: deadline,
          signal: AbortSignal.timeout(deadline),
        });
        const bytes = Buffer.from(await res.body.arrayBuffer());
        const resHeaders: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) resHeaders[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : String(v);
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
        exchange.responseBody = /^(application\/(json|.*\+json)|text\/)/i.test(ct) ? this.truncate(this.opts.redactor.redact(text)) : `<${bytes.length} bytes of ${ct || "unknown type"}>`;
        exchange.durationMs = Math.round(performance.now() - t0);
        this.opts.onExchange?.(exchange);
        return { status: res.statusCode, headers: resHeaders, json, jsonOk, text, bytes, exchange };
      } catch (err) {
        const transport = isTransportError(err);
        if (transport && exchange.attempts < maxAttempts) continue;
        exchange.error = this.opts.redactor.redact(describe(err, deadline));
        exchange.durationMs = Math.round(performance.now() - t0);
        this.opts.onExchange?.(exchange);
        throw new TransportError(exchange.error, exchange);
      }
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  private redactHeaders(h: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(h)) out[k] = k.toLowerCase() === "authorization" ? v.replace(/^(\S+\s+).*$/, "$1[REDACTED]") : this.opts.redactor.redact(v);
    return out;
  }

  private truncate(s: string): string {
    return s.length > BODY_LIMIT ? `${s.slice(0, BODY_LIMIT)}… (${s.length} chars)` : s;
  }
}

function isTransportError(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? "";
  return ["ECONNRESET", "ECONNREFUSED", "EPIPE", "UND_ERR_SOCKET", "UND_ERR_CLOSED"].includes(code) || err instanceof undiciErrors.SocketError;
}

function describe(err: unknown, deadline: number): string {
  const e = err as { name?: string; code?: string; message?: string };
  if (e.name === "TimeoutError" || e.code === "UND_ERR_HEADERS_TIMEOUT" || e.code === "UND_ERR_BODY_TIMEOUT") return `no answer within the ${deadline} ms deadline`;
  if (e.code === "ECONNREFUSED") return "connection refused";
  return `${e.code ?? e.name ?? "error"}: ${e.message ?? String(err)}`;
}
