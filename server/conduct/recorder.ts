/**
 * `serve --check-clients`: the reference server as a recording mock. The recorder wraps the request
 * listener, notes every exchange as the client saw it (who, what, when, how it ended — key ids and
 * body digests only, never a secret or a body), and applies the provocations it was told to
 * (doctor/): the report is judged from these records when the server stops (report.ts).
 */
import { createHash, type Hash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Operation, OperationIndex } from "../../lib/contract/operations.ts";
import { API_PREFIX } from "../http/app.ts";
import { parseKey } from "../domain/keys/format.ts";
import { isIdempotent } from "./idempotent.ts";
import { answeredCursor, cursorField } from "./paging.ts";
import { CursorEcho } from "./doctor/echo-cursor.ts";
import { UnknownDoctor } from "./doctor/unknown.ts";
import {
  CLIENT_ERROR_HEADER,
  NO_KEY,
  UNREADABLE_KEY,
  type ClientLabel,
  type ConductSettings,
  type RecordedExchange,
} from "./types.ts";
import { tapRequestBody, tapResponse } from "./wire.ts";
import { buildConductReport, type ConductReport } from "./report.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** doc 2 Events, Streams: the events that end a job or task stream. */
const TERMINAL_EVENTS = new Set(["done", "error", "stopped", "timeout"]);
const MAX_EVENTS = 100;
/**
 * A mock for client development sees thousands of requests, not millions; past this many (some
 * 50 MB of records) it stops recording and provoking, and the report says how many it left out.
 */
export const MAX_EXCHANGES = 100_000;
const MAX_REPORT_CHARS = 200;
/** Anything shaped like a key (doc 2 Authentication 1) is cut out of what a client reports. */
const KEY_SHAPED = /apk_[A-Za-z0-9]+\.[A-Za-z0-9_-]+/g;

export class ConductRecorder {
  readonly exchanges: RecordedExchange[] = [];
  /** Requests that arrived after MAX_EXCHANGES were recorded. */
  unrecorded = 0;
  readonly startedAt = new Date();
  /** The clock's reading when recording began: the report's times count from it. */
  readonly origin: number;
  private readonly echo = new CursorEcho();
  private readonly unknown: UnknownDoctor;

  private readonly now: () => number;
  private readonly maxExchanges: number;

  constructor(
    private readonly index: OperationIndex,
    readonly settings: ConductSettings,
    limits: { now?: () => number; maxExchanges?: number } = {},
  ) {
    this.now = limits.now ?? Date.now;
    this.maxExchanges = limits.maxExchanges ?? MAX_EXCHANGES;
    this.unknown = new UnknownDoctor(index);
    this.origin = this.now();
  }

  /** The verdicts on what was recorded so far. */
  report(): ConductReport {
    const exchanges = this.exchanges;
    const durationMs = this.now() - this.origin;
    return buildConductReport(
      {
        exchanges,
        unrecorded: this.unrecorded,
        settings: this.settings,
        startedAt: this.startedAt,
        origin: this.origin,
        durationMs,
      },
      this.index,
    );
  }

  /** The listener with every exchange recorded (and doctored, as the settings say). */
  wrap(listener: Listener): Listener {
    return (req, res) => {
      this.observe(req, res);
      listener(req, res);
    };
  }

  private observe(req: IncomingMessage, res: ServerResponse): void {
    if (this.exchanges.length >= this.maxExchanges) {
      this.unrecorded += 1;
      return;
    }
    const method = (req.method ?? "GET").toUpperCase();
    const raw = req.url ?? "/";
    const q = raw.indexOf("?");
    const path = q === -1 ? raw : raw.slice(0, q);
    const query = q === -1 ? "" : raw.slice(q + 1);
    const route = path.startsWith(`${API_PREFIX}/`) ? this.index.lookup(method, path.slice(API_PREFIX.length)) : null;
    const op = route?.kind === "found" ? route.operation : null;
    const x: RecordedExchange = {
      seq: this.exchanges.length + 1,
      client: clientOf(req),
      method,
      path,
      query,
      operationId: op?.operationId ?? null,
      idempotent: isIdempotent(method, op),
      stream: op?.successKind === "event-stream",
      paged: op?.paging != null,
      bodyDigest: null,
      startedAt: this.now(),
      endedAt: null,
      status: null,
      completed: false,
      cursorSent: cursorOf(query),
      doctored: null,
      events: [],
      terminal: null,
      closedBy: null,
      clientError: clientReport(req),
    };
    this.exchanges.push(x);

    let hash: Hash | null = null;
    tapRequestBody(req, (chunk) => (hash ??= createHash("sha256")).update(chunk));
    const digest = () => {
      if (hash && x.bodyDigest === null) x.bodyDigest = hash.digest("hex").slice(0, 16);
    };
    req.once("end", digest);

    tapResponse(res, {
      // Only successful answers are doctored; paged ones are read for their cursor in any case.
      holdJson: (status) => op !== null && status >= 200 && status < 300 && (x.paged || this.settings.addUnknown),
      json: (body) => (op ? this.answer(x, op, body) : undefined),
      text: (chunk) => {
        if (!x.stream) return;
        for (const m of chunk.matchAll(/(?:^|\n)event: ?([^\r\n]*)/g)) {
          if (x.events.length < MAX_EVENTS) x.events.push(m[1]);
          if (TERMINAL_EVENTS.has(m[1])) x.terminal = m[1];
        }
      },
    });
    // The answer ends when its last byte is handed to the socket ('finish'); an answer cut off ends
    // when the connection closes.
    res.once("finish", () => {
      x.completed = true;
      x.endedAt = this.now();
      if (x.stream) x.closedBy = "server";
    });
    res.once("close", () => {
      digest();
      x.endedAt ??= this.now();
      x.status = res.headersSent ? res.statusCode : null;
      if (x.stream && !x.completed) x.closedBy = "client";
    });
  }

  /** Doctors one held answer as the settings say, and notes its cursor. */
  private answer(x: RecordedExchange, op: Operation, body: unknown): unknown {
    let out = body;
    let changed = false;
    if (
      x.paged &&
      this.settings.echoCursorOnce &&
      cursorField(op, out) !== null &&
      this.echo.take(x.client, x.cursorSent)
    ) {
      out = { ...(out as Record<string, unknown>), [cursorField(op, out)!]: x.cursorSent };
      x.doctored = { unknownFields: 0, unknownValues: [], echoedCursor: true };
      changed = true;
    }
    if (this.settings.addUnknown) {
      const added = this.unknown.apply(x.client, op, out);
      out = added.body;
      x.doctored = {
        unknownFields: added.fields,
        unknownValues: added.values,
        echoedCursor: x.doctored?.echoedCursor ?? false,
      };
      changed = true;
    }
    if (x.paged) x.cursorAnswered = answeredCursor(op, out);
    return changed ? out : undefined;
  }
}

/** The key id of the bearer key (doc 2 Authentication 1: prefix, key id, dot, secret); never the secret. */
function clientOf(req: IncomingMessage): ClientLabel {
  const auth = req.headers.authorization;
  if (!auth) return NO_KEY;
  const m = /^Bearer +(\S+) *$/i.exec(auth);
  const key = m ? parseKey(m[1]) : null;
  return key ? key.keyId : UNREADABLE_KEY;
}

function cursorOf(query: string): string | null {
  if (!query) return null;
  return new URLSearchParams(query).get("cursor");
}

function clientReport(req: IncomingMessage): string | null {
  const v = req.headers[CLIENT_ERROR_HEADER];
  if (v === undefined) return null;
  const text = (Array.isArray(v) ? v.join("; ") : v)
    .replace(KEY_SHAPED, "[REDACTED]")
    .replace(/[\u0000-\u001f\u007f]/g, " ");
  return text.length > MAX_REPORT_CHARS ? `${text.slice(0, MAX_REPORT_CHARS)}…` : text;
}
