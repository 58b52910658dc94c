/**
 * The vocabulary of `serve --check-clients`: one exchange as the recording mock saw it on the wire,
 * a client duty (data plus one detector), and what a detector finds in a client's exchanges.
 */
import type { ClauseId } from "../../contract/clauses/index.ts";
import type { Level } from "../../lib/rules/types.ts";

/** What the mock was told to put into its answers to provoke a client (see server/README.md). */
export interface ConductSettings {
  /** The first paged answer of each client key that was asked for with a cursor answers that same cursor. */
  echoCursorOnce: boolean;
  /** Successful JSON answers carry an unknown field on every object, and unknown enum values (doctor/unknown.ts). */
  addUnknown: boolean;
}

/** Who sent a request: the key id of its bearer key, never the secret. */
export type ClientLabel = string;
export const NO_KEY: ClientLabel = "(no key)";
export const UNREADABLE_KEY: ClientLabel = "(unreadable key)";

/** What the mock changed in one answer (null when it changed nothing). */
export interface Doctoring {
  /** How many objects got the unknown field. */
  unknownFields: number;
  /** JSON pointers of the enum fields that were given an unknown value. */
  unknownValues: string[];
  /** The answer's cursor was set to the cursor the request sent (--echo-cursor-once). */
  echoedCursor: boolean;
}

export interface RecordedExchange {
  /** Order of arrival, from 1. */
  seq: number;
  client: ClientLabel;
  method: string;
  /** The request path as sent, without the query. */
  path: string;
  /** The raw query string, without `?` ("" when none). */
  query: string;
  operationId: string | null;
  /** GET/HEAD/PUT/DELETE/OPTIONS, or an operation the contract states idempotent. */
  idempotent: boolean;
  /** The operation answers an event stream. */
  stream: boolean;
  /** The operation is keyset-paged (the contract's `x-paging`). */
  paged: boolean;
  /** A digest of the request body's bytes; null when it sent none. */
  bodyDigest: string | null;
  /** Milliseconds (the recorder's clock). */
  startedAt: number;
  /** When the answer was complete or the connection closed; null while it is open. */
  endedAt: number | null;
  /** The status the mock answered; null when it answered none (the connection went first). */
  status: number | null;
  /** The whole answer reached the socket before the connection closed. */
  completed: boolean;
  /** The `cursor` query value sent, if any. */
  cursorSent: string | null;
  /** The cursor a successful paged JSON answer carried (null: the last page); undefined otherwise. */
  cursorAnswered?: string | null;
  doctored: Doctoring | null;
  /** Event names of the stream frames sent (the first 100). */
  events: string[];
  /** The terminal event that ended the stream (`done`, `error`, `stopped`, `timeout`), if any. */
  terminal: string | null;
  /** Who ended a stream: the mock (a terminal event, its close) or the client (it went away). */
  closedBy: "server" | "client" | null;
  /** The client's own error report (the CLIENT_ERROR_HEADER), secrets stripped; null when none. */
  clientError: string | null;
}

/**
 * The header a client under test sends to tell the checker it failed (its code threw, it gave up a
 * flow): any request may carry it, `GET /api/v1/me` is the usual one. The value is a short reason.
 */
export const CLIENT_ERROR_HEADER = "x-conduct-client-error";

/** One breach found: a sentence and the exchanges that show it (in order). */
export interface Violation {
  message: string;
  exchanges: RecordedExchange[];
}

/** What a detector reports for one client: how often it met the duty's situation, and its breaches. */
export interface DutyFinding {
  /** How many times the client was in the situation the duty governs (0: not exercised). */
  occasions: number;
  violations: Violation[];
}

/** One duty doc 2 gives a client: data, plus the one function that finds its breaches. */
export interface Duty {
  /** Stable, upper-case, prefixed `CLIENT-`. */
  id: string;
  title: string;
  level: Level;
  /** The document clause, in words. */
  clause: string;
  /** Register ids (contract/clauses/) of the statement it checks. */
  clauses: readonly ClauseId[];
  /** How the checker sees a breach, in a sentence (the report and --help print it). */
  detects: string;
  /** Its time window, when it has one (ms). */
  windowMs?: number;
  /** `mine`: this client's exchanges, in order of arrival; `all`: every client's (cursors issued to anyone). */
  detect(mine: readonly RecordedExchange[], all: readonly RecordedExchange[]): DutyFinding;
}
