/**
 * One recorded exchange as the passive judges see it: what a HAR entry or the validating proxy
 * captured, read once against the contract (its operation, path parameters, query, key and JSON
 * body). Nothing here sends a request: the traffic is someone else's, judged after the fact.
 */
import type { Operation, OperationIndex } from "../../lib/contract/operations.ts";

/** The exchange as captured: raw, with its secrets (the report redacts on the way out). */
export interface CapturedExchange {
  startedAt: string;
  durationMs: number;
  method: string;
  url: string;
  /** Header names lower-cased; repeated headers joined with ", ". */
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  status: number;
  responseHeaders: Record<string, string>;
  /** The body as text (binary bodies are judged by size and type only). */
  responseBody: string;
  responseBytes: number;
  /** The body was not captured whole (a stream still open when capture stopped, or a bound). */
  truncated?: boolean;
}

/** The API lives under this prefix of the base URL (doc 1 What the service does; doc 2 Versioning). */
export const API_PREFIX = "/api/v1";

export interface TrafficExchange extends CapturedExchange {
  /** 1-based, in the order the exchanges were judged. */
  seq: number;
  /** The path under the API prefix, or null when the URL is not under it. */
  apiPath: string | null;
  query: Record<string, string | string[]>;
  /** The contract operation the method and path name; null when none does (reported as unmatched). */
  operation: Operation | null;
  params: Record<string, string>;
  /** The bearer credential sent, or null. */
  token: string | null;
  json: unknown;
  /** Whether the response body parsed as JSON (whatever its content type said). */
  jsonOk: boolean;
}

/** Why an exchange names no operation, for the report's list of unmatched exchanges. */
export function unmatchedReason(x: TrafficExchange, index: OperationIndex): string {
  if (x.apiPath === null) return `not under ${API_PREFIX}`;
  const found = index.lookup(x.method, x.apiPath);
  if (found.kind === "method-not-allowed")
    return `no ${x.method} on this path (the contract has ${found.allow.join(", ")})`;
  return "no operation of the contract has this path";
}

/** Reads a captured exchange against the contract. */
export function readExchange(c: CapturedExchange, seq: number, index: OperationIndex): TrafficExchange {
  let apiPath: string | null = null;
  const query: Record<string, string | string[]> = {};
  try {
    const u = new URL(c.url);
    // The base URL may carry a path of its own: the API is whatever follows its first /api/v1.
    const at = u.pathname.indexOf(`${API_PREFIX}/`);
    if (at >= 0) apiPath = u.pathname.slice(at + API_PREFIX.length);
    else if (u.pathname.endsWith(API_PREFIX)) apiPath = "/";
    for (const [k, v] of u.searchParams) {
      const had = query[k];
      query[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
    }
  } catch {
    apiPath = null;
  }
  const method = c.method.toUpperCase();
  const matched = apiPath === null ? null : index.match(method, apiPath);
  const auth = c.requestHeaders.authorization;
  const bearer = auth ? /^Bearer +(\S+) *$/i.exec(auth) : null;
  let json: unknown;
  let jsonOk = false;
  if (c.responseBody.length && !c.truncated) {
    try {
      json = JSON.parse(c.responseBody);
      jsonOk = true;
    } catch {
      jsonOk = false;
    }
  }
  return {
    ...c,
    method,
    seq,
    apiPath,
    query,
    operation: matched?.operation ?? null,
    params: matched?.params ?? {},
    token: bearer ? bearer[1] : null,
    json,
    jsonOk,
  };
}

/** The first value of a query parameter. */
export function queryValue(x: TrafficExchange, name: string): string | undefined {
  const v = x.query[name];
  return Array.isArray(v) ? v[0] : v;
}

export const is2xx = (status: number): boolean => status >= 200 && status < 300;
