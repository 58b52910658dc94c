/**
 * The suite's one way to the target, on undici: `call` (a body read whole), `raw` (status and
 * headers first, then a body whose read may fail) and `stream` (an event stream fed to a reader as
 * it comes). All three go through the same steps: the run's guard, one keep-alive pool per target
 * (streams and raw reads on connections of their own), a deadline on every request (`deadlineMs`,
 * `--timeout`), retries only for idempotent methods (attempts.ts), an optional pace (`rate`), a
 * bound on the bytes of a body (`maxResponseBytes`), and every exchange recorded — method, URL,
 * status, headers, timing and truncated bodies, secrets redacted — so a failing result carries its
 * evidence and a curl line (exchange.ts).
 */
import { Agent, Pool, type Dispatcher, type buildConnector } from "undici";
import type { Duplex } from "node:stream";
import { attempt, isDeadline, ReadStopped, THROTTLE_WAIT_MS, type Answer, type Attempting } from "./attempts.ts";
import { MAX_RESPONSE_BYTES, OversizeBody, parsedBody, readBounded } from "./body.ts";
import { ExchangeRecorder, shownBody, type Exchange, type Outgoing, type Recording } from "./exchange.ts";
import { Pacer } from "./pace.ts";
import { shownCredentials } from "./curl.ts";
import type { Redactor } from "./redact.ts";
import { readStreamAnswer, type StreamAnswer, type StreamOptions, type StreamSink } from "./stream.ts";

export { IDEMPOTENT, THROTTLE_WAIT_MS, retryAfterMs } from "./attempts.ts";
export { MAX_RESPONSE_BYTES, OversizeBody, readBounded } from "./body.ts";
export type { Exchange } from "./exchange.ts";
export type { StreamAnswer, StreamEnd, StreamOptions, StreamSink } from "./stream.ts";

export interface CallOptions {
  /** Bearer key; null sends no Authorization header. */
  key: string | null;
  /** JSON body (serialised here); use `rawBody` to send bytes as they are. */
  body?: unknown;
  rawBody?: string;
  /** Sends the body without a Content-Type header (a client that declares no media type). */
  undeclared?: boolean;
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

/** A reply read at the HTTP level, plus what the HTTP layer refused to read of its body (a 204 announcing bytes). */
export type RawReply<T = unknown> = Reply<T> & { bodyError?: string };

export class TransportError extends Error {
  /** `oversize`: the answer came, but its body was larger than the client reads. */
  constructor(
    message: string,
    readonly exchange: Exchange,
    readonly oversize = false,
  ) {
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
   * Asked before any request is built (`url`, hence `call`, `raw` and `stream`): throws to keep
   * the request from being sent (the run's `--operation` selection).
   */
  guard?: (method: string, path: string) => void;
  /** At most this many requests per second (each attempt counts). */
  rate?: number | null;
  maxResponseBytes?: number;
  /** The bound on the total wait for one throttled request. */
  throttleWaitMs?: number;
  /** Connections made without the network, to a server in this process (the embedded run). */
  connect?: InProcessConnect;
  /**
   * Told every request as it was sent (its key in clear) and its status and JSON (null: no answer):
   * for the run's own bookkeeping of what it may have made (lib/run/mint-watch.ts), never for output.
   */
  onAnswer?: (sent: Outgoing, status: number | null, json: unknown) => void;
}

/** A connector handing back a connected stream (undici's `connect` option), for a server in this process. */
export type InProcessConnect = (options: unknown, callback: (err: Error | null, socket: Duplex | null) => void) => void;

/** The deadline of one request when none is given (`--timeout`'s default too: lib/run/config.ts). */
export const DEFAULT_DEADLINE_MS = 10_000;

export class ApiClient {
  readonly origin: string;
  /** Path prefix of the API on the target, e.g. `/api/v1`. */
  readonly prefix: string;
  /** The deadline of one request unless told otherwise (`--timeout`). */
  readonly deadlineMs: number;
  /** The largest body read unless told otherwise (`--max-response-bytes`). */
  readonly maxResponseBytes: number;
  private readonly pool: Pool;
  /**
   * For the requests that are not `call`s (event streams, raw bytes): apart from the pool, so that
   * open streams never hold the connections the calls need, and a body the HTTP layer refuses (a
   * 204 announcing bytes) spoils none of them.
   */
  private readonly side: Agent;
  private readonly recorder: ExchangeRecorder;
  private readonly pacer: Pacer;
  requests = 0;

  constructor(private readonly opts: ClientOptions) {
    const u = new URL(opts.baseUrl);
    this.origin = u.origin;
    this.prefix = `${u.pathname.replace(/\/$/, "")}/api/v1`;
    this.deadlineMs = opts.deadlineMs ?? DEFAULT_DEADLINE_MS;
    this.maxResponseBytes = opts.maxResponseBytes ?? MAX_RESPONSE_BYTES;
    const connect = opts.connect as buildConnector.connector | undefined;
    this.pool = new Pool(this.origin, {
      connections: opts.connections ?? 8,
      pipelining: 1,
      ...(connect ? { connect } : {}),
    });
    this.side = new Agent(connect ? { connect } : {});
    this.recorder = new ExchangeRecorder(opts.redactor, (h) => this.redactHeaders(h), opts.onExchange);
    this.pacer = new Pacer(opts.rate ?? null);
  }

  /** The URL of `path` on the target, for a `method` request the guard admits (else it throws). */
  url(path: string, query?: CallOptions["query"], method = "GET"): string {
    this.opts.guard?.(method.toUpperCase(), path);
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.append(k, String(v));
    // A space as `%20`, never `+`: `+` is a space only under form encoding, `%20` under every reading (RFC 3986).
    const s = qs.toString().replace(/\+/g, "%20");
    return `${this.origin}${this.prefix}${path}${s ? `?${s}` : ""}`;
  }

  headersFor(opts: CallOptions): Record<string, string> {
    const h: Record<string, string> = { accept: "application/json", ...(opts.headers ?? {}) };
    if (opts.key !== null) h.authorization = `Bearer ${opts.key}`;
    if (
      (opts.body !== undefined || opts.rawBody !== undefined) &&
      !opts.undeclared &&
      !Object.keys(h).some((k) => k.toLowerCase() === "content-type")
    ) {
      h["content-type"] = "application/json";
    }
    return h;
  }

  /** A request whose answer is read whole; a transport error, the deadline or an oversize body throws TransportError. */
  async call<T = unknown>(method: string, path: string, opts: CallOptions): Promise<Reply<T>> {
    const req = this.outgoing(method, path, opts);
    const rec = this.recorder.open(req);
    const deadline = opts.deadlineMs ?? this.deadlineMs;
    try {
      return await attempt(this.attempting(rec, this.pool, deadline, { retryBody: true }), async (a) =>
        this.replied<T>(rec, a, await readBounded(a.body, this.maxResponseBytes)),
      );
    } catch (err) {
      throw this.unanswered(rec, err, deadline);
    }
  }

  /**
   * A request read at the HTTP level: the status and headers first, then the body, whose read may
   * fail (a 204 announcing a length the HTTP layer never delivers) without failing the request.
   */
  async raw<T = unknown>(method: string, path: string, opts: CallOptions): Promise<RawReply<T>> {
    const req = this.outgoing(method, path, opts);
    const rec = this.recorder.open(req);
    const deadline = opts.deadlineMs ?? this.deadlineMs;
    try {
      return await attempt(this.attempting(rec, this.side, deadline, { retryBody: false }), async (a) => {
        try {
          return this.replied<T>(rec, a, await readBounded(a.body, this.maxResponseBytes));
        } catch (e) {
          return this.replied<T>(rec, a, Buffer.alloc(0), describe(e, deadline));
        }
      });
    } catch (err) {
      throw this.unanswered(rec, err, deadline);
    }
  }

  /**
   * An event stream (GET `path`), fed to `sink` as it comes until the sink, the server, the
   * deadline (`deadlineMs`, else the client's) or the byte bound (`maxBytes`, else the client's)
   * ends it; never sent again once its headers came (no automatic reconnect, doc 2 Versioning).
   * No headers before the deadline is an answer with status 0; a transport error throws TransportError.
   */
  async stream(path: string, opts: StreamOptions, sink: StreamSink): Promise<StreamAnswer> {
    const req = this.outgoing(
      "GET",
      path,
      { key: opts.key, query: opts.query, headers: { accept: "text/event-stream" } },
      true,
    );
    const rec = this.recorder.open(req);
    const deadline = opts.deadlineMs ?? this.deadlineMs;
    try {
      // Neither sent again once its headers came, nor cut by undici's own timers: the deadline ends the read.
      const once = {
        ...this.attempting(rec, this.side, deadline, { retryBody: false, undiciTimeouts: false }),
        stop: opts.stop,
      };
      const read = async (a: Answer) => ({
        answer: a,
        end: await readStreamAnswer(a, sink, opts.maxBytes ?? this.maxResponseBytes, rec.t0),
      });
      const { answer, end } = await attempt(once, read);
      this.recorder.answered(rec, end.status, answer.headers, end.body ?? "", () => end.body ?? sink.describe(end));
      if (end.body !== undefined) end.body = this.opts.redactor.redact(end.body);
      return { ...end, headers: answer.headers, exchange: rec.exchange, throttled: answer.throttled };
    } catch (err) {
      if (!isDeadline(err)) throw this.unanswered(rec, err, deadline);
      this.recorder.failed(
        rec,
        err instanceof ReadStopped
          ? "no response headers before the read was ended"
          : "no response headers before the deadline",
      );
      const durationMs = rec.exchange.durationMs;
      return {
        status: 0,
        contentType: "",
        ended: false,
        cutOff: true,
        oversize: false,
        durationMs,
        headers: {},
        exchange: rec.exchange,
        throttled: null,
      };
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.close(), this.side.close()]);
  }

  private outgoing(method: string, path: string, opts: CallOptions, stream = false): Outgoing {
    const url = this.url(path, opts.query, method);
    const body = opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined);
    return { method, url, headers: this.headersFor(opts), body, stream };
  }

  private attempting(
    rec: Recording,
    dispatcher: Dispatcher,
    deadlineMs: number,
    how: Pick<Attempting, "retryBody"> & Partial<Pick<Attempting, "undiciTimeouts">>,
  ): Attempting {
    return {
      ...rec.request,
      dispatcher,
      deadlineMs,
      undiciTimeouts: how.undiciTimeouts ?? true,
      retryBody: how.retryBody,
      throttleWaitMs: this.opts.throttleWaitMs ?? THROTTLE_WAIT_MS,
      pace: () => this.pacer.slot(),
      attempted: () => {
        rec.exchange.attempts += 1;
        this.requests += 1;
      },
    };
  }

  /** The reply to an answer whose body was read (or could not be: `bodyError`), recorded. */
  private replied<T>(rec: Recording, a: Answer, bytes: Buffer, bodyError?: string): RawReply<T> {
    const contentType = a.headers["content-type"] ?? "";
    const { text, json, jsonOk } = parsedBody<T>(bytes, contentType);
    const shown = () => (bodyError ? `<body unreadable: ${bodyError}>` : shownBody(text, bytes.length, contentType));
    this.recorder.answered(rec, a.status, a.headers, text, shown, jsonOk ? json : undefined);
    this.opts.onAnswer?.(rec.request, a.status, jsonOk ? json : undefined);
    const reply: RawReply<T> = {
      status: a.status,
      headers: a.headers,
      json,
      jsonOk,
      text,
      bytes,
      exchange: rec.exchange,
      throttled: a.throttled,
    };
    if (bodyError !== undefined) reply.bodyError = bodyError;
    return reply;
  }

  /** The record of a request that got no (whole) answer, and the error that says so. */
  private unanswered(rec: Recording, err: unknown, deadline: number): TransportError {
    this.recorder.failed(rec, describe(err, deadline));
    this.opts.onAnswer?.(rec.request, null, undefined);
    return new TransportError(rec.exchange.error!, rec.exchange, err instanceof OversizeBody);
  }

  private redactHeaders(h: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(h))
      out[k] =
        k.toLowerCase() === "authorization" ? shownCredentials(v, this.opts.redactor) : this.opts.redactor.redact(v);
    return out;
  }
}

function describe(err: unknown, deadline: number): string {
  if (err instanceof OversizeBody) return err.message;
  if (isDeadline(err)) return `no answer within the ${deadline} ms deadline`;
  const e = err as { name?: string; code?: string; message?: string };
  if (e.code === "ECONNREFUSED") return "connection refused";
  return `${e.code ?? e.name ?? "error"}: ${e.message ?? String(err)}`;
}
