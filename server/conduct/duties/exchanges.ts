/** What the duties ask of recorded exchanges, in one place so that they read them alike. */
import type { RecordedExchange } from "../types.ts";

export function succeeded(x: RecordedExchange): boolean {
  return x.status !== null && x.status >= 200 && x.status < 300;
}

/** A 5XX answer, or none at all (the client timed out or the connection dropped before the answer). */
export function failed(x: RecordedExchange): boolean {
  return (x.status !== null && x.status >= 500) || (x.endedAt !== null && !x.completed);
}

/** The same request again: method, path, query and body bytes. */
export function sameRequest(a: RecordedExchange, b: RecordedExchange): boolean {
  return a.method === b.method && a.path === b.path && a.query === b.query && a.bodyDigest === b.bodyDigest;
}

/** `POST /api/v1/jobs` (with its query), as a report line names a request. */
export function requestLine(x: RecordedExchange): string {
  return `${x.method} ${x.path}${x.query ? `?${x.query}` : ""}`;
}

export function answerWords(x: RecordedExchange): string {
  if (x.status !== null) return `answered ${x.status}`;
  return x.endedAt === null ? "still open" : "closed before any answer";
}

/** Seconds between two instants, for a sentence. */
export function after(fromMs: number, toMs: number): string {
  return `${((toMs - fromMs) / 1000).toFixed(2)} s`;
}

/** A cursor for a sentence: opaque and possibly long. */
export function cursorWords(cursor: string): string {
  return JSON.stringify(cursor.length > 24 ? `${cursor.slice(0, 24)}…` : cursor);
}

/** The exchanges after `x` (in order of arrival). */
export function laterThan(x: RecordedExchange, list: readonly RecordedExchange[]): RecordedExchange[] {
  return list.filter((y) => y.seq > x.seq);
}
