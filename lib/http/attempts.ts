/**
 * Sending one request until it is answered, the same way for every kind of read: each attempt
 * paced (`rate`), bounded by a deadline that covers the answer's body too, a throttled answer (429
 * or 503 with `Retry-After`) waited out and sent again within a bounded total wait, and a transport
 * error retried — both for idempotent methods only (doc 2 Versioning: "retry only idempotent
 * requests").
 */
import { errors as undiciErrors, type Dispatcher } from "undici";
import { flatHeaders } from "./body.ts";

export const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);
/** The longest a request waits in all for a throttling target (its `Retry-After`s added up). */
export const THROTTLE_WAIT_MS = 60_000;
/** Attempts of an idempotent request that meets transport errors. */
const TRANSPORT_ATTEMPTS = 3;

export interface Attempting {
  dispatcher: Dispatcher;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  deadlineMs: number;
  /** undici's own timers, when the deadline alone should not decide (an open stream): off. */
  undiciTimeouts: boolean;
  /** Aborted when the reader ends the read itself (an event stream held open until it is done with it). */
  stop?: AbortSignal;
  /** A transport error while the body is read is retried too (an event stream never is: no reconnect). */
  retryBody: boolean;
  throttleWaitMs: number;
  /** Waits for this attempt's slot under the pace. */
  pace(): Promise<void>;
  /** Counts one attempt. */
  attempted(): void;
}

/** An answer whose status and headers came, for the reader of its body (within the deadline). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Dispatcher.ResponseData["body"];
  /** Aborted when the deadline passes. */
  signal: AbortSignal;
  /** Why a throttled answer was not sent again (a non-idempotent method, the wait spent); else null. */
  throttled: string | null;
}

/** The deadline passed before the answer ended. */
export class DeadlinePassed extends DOMException {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`, "TimeoutError");
  }
}

/** The reader ended the read before the deadline (`Attempting.stop`): a result, as the deadline is. */
export class ReadStopped extends DOMException {
  constructor() {
    super("read ended by the reader", "TimeoutError");
  }
}

/** The milliseconds a `Retry-After` asks for (delay-seconds or an HTTP date), or null when unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (value === undefined) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Sends `a` until it is answered and `read` has made its result; what it throws is the caller's to record. */
export async function attempt<R>(a: Attempting, read: (answer: Answer) => Promise<R>): Promise<R> {
  const idempotent = IDEMPOTENT.has(a.method.toUpperCase());
  const u = new URL(a.url);
  let transportFailures = 0;
  let throttledWaitMs = 0;
  for (;;) {
    await a.pace();
    a.attempted();
    // The whole exchange, body included, within the deadline. A timer cleared at the end rather than
    // AbortSignal.timeout, whose timers stay armed after the answer until they fire: thousands
    // pending in a run, at a cost on every request.
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(new DeadlinePassed(a.deadlineMs)), a.deadlineMs);
    const stopped = () => ctrl.abort(new ReadStopped());
    if (a.stop?.aborted) stopped();
    else a.stop?.addEventListener("abort", stopped, { once: true });
    let answered = false;
    try {
      const res = await a.dispatcher.request({
        origin: u.origin,
        path: u.pathname + u.search,
        method: a.method as Dispatcher.HttpMethod,
        headers: a.headers,
        body: a.body,
        ...(a.undiciTimeouts ? { headersTimeout: a.deadlineMs, bodyTimeout: a.deadlineMs } : {}),
        signal: ctrl.signal,
      });
      answered = true;
      const headers = flatHeaders(res.headers);
      // Throttled: an idempotent request waits as told and goes again, within the bound.
      const wait = res.statusCode === 429 || res.statusCode === 503 ? retryAfterMs(headers["retry-after"]) : null;
      let throttled: string | null = null;
      if (wait !== null) {
        if (idempotent && throttledWaitMs + wait <= a.throttleWaitMs) {
          // Let the throttled answer go quietly (destroy() would raise an unhandled abort error).
          await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
          throttledWaitMs += wait;
          await new Promise((resolve) => setTimeout(resolve, wait));
          continue;
        }
        const told = `throttled (${res.statusCode}, Retry-After ${headers["retry-after"]})`;
        throttled = idempotent
          ? `${told} past the ${a.throttleWaitMs / 1000} s the suite waits for one request`
          : `${told}; a ${a.method} is not retried (doc 2 Versioning: retry only idempotent requests)`;
      }
      return await read({ status: res.statusCode, headers, body: res.body, signal: ctrl.signal, throttled });
    } catch (err) {
      const retry = idempotent && isTransportError(err) && (!answered || a.retryBody);
      if (retry && ++transportFailures < TRANSPORT_ATTEMPTS) continue;
      throw err;
    } finally {
      clearTimeout(timer);
      a.stop?.removeEventListener("abort", stopped);
    }
  }
}

export function isTransportError(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? "";
  return (
    ["ECONNRESET", "ECONNREFUSED", "EPIPE", "UND_ERR_SOCKET", "UND_ERR_CLOSED"].includes(code) ||
    err instanceof undiciErrors.SocketError
  );
}

/** Whether `err` is the deadline (the client's, or undici's own header and body timers). */
export function isDeadline(err: unknown): boolean {
  const e = err as { name?: string; code?: string };
  return (
    err instanceof DeadlinePassed ||
    e.name === "TimeoutError" ||
    e.code === "UND_ERR_HEADERS_TIMEOUT" ||
    e.code === "UND_ERR_BODY_TIMEOUT"
  );
}
