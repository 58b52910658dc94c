/**
 * The record of one exchange with the target, whichever way it was read (a call, a raw request, an
 * event stream): method, URL, status, headers, timing, truncated bodies and a curl line, every
 * secret redacted, so a failing result carries its evidence. One recorder per client numbers them
 * and hands each one, once ended, to the client's `onExchange`.
 */
import { toCurl } from "./curl.ts";
import type { Redactor } from "./redact.ts";

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

/** Characters of a body kept in the record. */
export const BODY_LIMIT = 4_000;

/** The request as it is sent: URL, headers (the key in clear) and body. */
export interface Outgoing {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** An event stream: its curl line reads as it arrives (-N). */
  stream?: boolean;
}

/** An exchange being recorded, with the clock it is timed by. */
export interface Recording {
  request: Outgoing;
  exchange: Exchange;
  t0: number;
}

export class ExchangeRecorder {
  private seq = 0;

  constructor(
    private readonly redactor: Redactor,
    /** The client's own header redaction (an Authorization header keeps its scheme only). */
    private readonly redactHeaders: (h: Record<string, string>) => Record<string, string>,
    private readonly onExchange?: (e: Exchange) => void,
  ) {}

  /** Starts the record of a request about to be sent. */
  open(req: Outgoing): Recording {
    const { method, url, headers, body } = req;
    // A secret the suite sends (a webhook secret) is redacted from its own evidence.
    this.redactor.learnFrom(body);
    const exchange: Exchange = {
      seq: ++this.seq,
      method,
      url: this.redactor.redact(url),
      requestHeaders: {},
      requestBody: body === undefined ? undefined : this.truncate(this.redactor.redact(body)),
      startedAt: Date.now(),
      durationMs: 0,
      attempts: 0,
      reproduction: "",
    };
    // Built when read: most exchanges belong to checks that pass, whose evidence is not kept, and
    // redacting every header and writing every curl line was most of the suite's cost per request.
    // Read later, they are redacted with every secret learnt by then.
    lazily(exchange, "requestHeaders", () => this.redactHeaders(headers));
    lazily(
      exchange,
      "reproduction",
      () => `${toCurl({ method, url, headers, body }, this.redactor)}${req.stream ? " -N" : ""}`,
    );
    return { request: req, exchange, t0: performance.now() };
  }

  /**
   * The answer came: its status, headers and what its body shows (made when read). A secret in the
   * body's `text` (a minted key, or a leak; `parsed`: its JSON value, when read) is learnt first,
   * so no record shows it.
   */
  answered(
    r: Recording,
    status: number,
    headers: Record<string, string>,
    text: string,
    shown: () => string,
    parsed?: unknown,
  ): void {
    if (/secret/i.test(text)) this.redactor.learnFrom(parsed ?? text);
    r.exchange.status = status;
    r.exchange.responseHeaders = this.redactHeaders(headers);
    lazily(r.exchange, "responseBody", () => this.truncate(this.redactor.redact(shown())));
    this.ended(r);
  }

  /** No answer (a transport error, the deadline): why, redacted. */
  failed(r: Recording, why: string): void {
    r.exchange.error = this.redactor.redact(why);
    this.ended(r);
  }

  private ended(r: Recording): void {
    r.exchange.durationMs = Math.round(performance.now() - r.t0);
    this.onExchange?.(r.exchange);
  }

  truncate(s: string): string {
    return s.length > BODY_LIMIT ? `${s.slice(0, BODY_LIMIT)}… (${s.length} chars)` : s;
  }
}

/** What a body shows in the record: its text when it is readable, else its size and type. */
export function shownBody(text: string, bytes: number, contentType: string): string {
  return /^(application\/(json|.*\+json)|text\/)/i.test(contentType)
    ? text
    : `<${bytes} bytes of ${contentType || "unknown type"}>`;
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
