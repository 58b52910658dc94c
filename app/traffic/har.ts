/**
 * HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), read and written. Read: the fields the
 * judges need, validated before anything is judged, so a file that is not a HAR log is one line of
 * error (exit 2), never a stack. Written: what the validating proxy and the test recorder capture.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { CapturedExchange } from "../../suites/traffic/exchange.ts";
import { UsageError } from "../../lib/report/usage-error.ts";

export interface HarHeader {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    headers: HarHeader[];
    queryString: HarHeader[];
    cookies: unknown[];
    headersSize: number;
    bodySize: number;
    postData?: { mimeType: string; text?: string };
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    headers: HarHeader[];
    cookies: unknown[];
    content: { size: number; mimeType: string; text?: string; encoding?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  /** The body was not captured whole (a stream still open when capture stopped). */
  _truncated?: boolean;
}

export interface Har {
  log: { version: string; creator: { name: string; version: string }; entries: HarEntry[] };
}

const header = {
  type: "object",
  required: ["name", "value"],
  properties: { name: { type: "string" }, value: { type: "string" } },
};

/** What the judges read of a HAR; everything else in the file is left alone. */
const HAR_SCHEMA = {
  type: "object",
  required: ["log"],
  properties: {
    log: {
      type: "object",
      required: ["entries"],
      properties: {
        entries: {
          type: "array",
          items: {
            type: "object",
            required: ["request", "response"],
            properties: {
              startedDateTime: { type: "string" },
              time: { type: "number" },
              request: {
                type: "object",
                required: ["method", "url"],
                properties: {
                  method: { type: "string", minLength: 1 },
                  url: { type: "string", minLength: 1 },
                  headers: { type: "array", items: header },
                  postData: { type: "object", properties: { text: { type: "string" } } },
                },
              },
              response: {
                type: "object",
                required: ["status"],
                properties: {
                  status: { type: "integer" },
                  headers: { type: "array", items: header },
                  content: {
                    type: "object",
                    properties: { size: { type: "number" }, text: { type: "string" }, encoding: { type: "string" } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

const validate = new Ajv2020({ allErrors: false, strict: false }).compile(HAR_SCHEMA);

function headers(list: HarHeader[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const h of list ?? []) {
    const k = h.name.toLowerCase();
    // HTTP/2 pseudo-headers (:status, :path) are not headers of the exchange.
    if (k.startsWith(":")) continue;
    out[k] = out[k] === undefined ? h.value : `${out[k]}, ${h.value}`;
  }
  return out;
}

/** The captured exchange of one HAR entry. */
export function fromEntry(e: HarEntry): CapturedExchange {
  const content = e.response.content ?? { size: 0, mimeType: "" };
  const bytes =
    content.text === undefined
      ? null
      : content.encoding === "base64"
        ? Buffer.from(content.text, "base64")
        : Buffer.from(content.text, "utf8");
  return {
    startedAt: e.startedDateTime ?? "",
    durationMs: Math.max(0, Math.round(e.time ?? 0)),
    method: e.request.method,
    url: e.request.url,
    requestHeaders: headers(e.request.headers),
    requestBody: e.request.postData?.text ?? null,
    status: e.response.status,
    responseHeaders: headers(e.response.headers),
    responseBody: bytes ? bytes.toString("utf8") : "",
    responseBytes: bytes ? bytes.length : Math.max(0, content.size ?? 0),
    truncated: e._truncated === true || (content.text === undefined && (content.size ?? 0) > 0),
  };
}

/** Reads and checks a HAR file; a file that cannot be judged is a UsageError of one line. */
export function readHar(path: string): CapturedExchange[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new UsageError(`cannot read ${path} (${err.code ?? err.message})`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path} is not JSON (${(e as Error).message.split("\n")[0]})`);
  }
  if (!validate(doc)) {
    const err = validate.errors![0];
    throw new UsageError(`${path} is not a HAR log: ${err.instancePath || "(root)"} ${err.message}`);
  }
  return (doc as unknown as Har).log.entries.map(fromEntry);
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

const harHeaders = (h: Record<string, string>): HarHeader[] =>
  Object.entries(h).map(([name, value]) => ({ name, value }));

/** One HAR entry of a captured exchange; a body that is not UTF-8 text travels base64-encoded. */
export function toEntry(c: CapturedExchange, rawBody?: Buffer): HarEntry {
  const u = new URL(c.url);
  const mimeType = c.responseHeaders["content-type"] ?? "";
  const textual =
    rawBody === undefined ||
    /^(text\/|application\/(json|.*\+json|javascript|xml))/i.test(mimeType) ||
    rawBody.length === 0;
  return {
    startedDateTime: c.startedAt,
    time: c.durationMs,
    request: {
      method: c.method,
      url: c.url,
      httpVersion: "HTTP/1.1",
      headers: harHeaders(c.requestHeaders),
      queryString: [...u.searchParams].map(([name, value]) => ({ name, value })),
      cookies: [],
      headersSize: -1,
      bodySize: c.requestBody === null ? 0 : Buffer.byteLength(c.requestBody),
      ...(c.requestBody === null
        ? {}
        : { postData: { mimeType: c.requestHeaders["content-type"] ?? "", text: c.requestBody } }),
    },
    response: {
      status: c.status,
      statusText: STATUS_TEXT[c.status] ?? "",
      httpVersion: "HTTP/1.1",
      headers: harHeaders(c.responseHeaders),
      cookies: [],
      content: textual
        ? { size: c.responseBytes, mimeType, text: c.responseBody }
        : { size: c.responseBytes, mimeType, text: rawBody!.toString("base64"), encoding: "base64" },
      redirectURL: "",
      headersSize: -1,
      bodySize: c.responseBytes,
    },
    cache: {},
    timings: { send: 0, wait: c.durationMs, receive: 0 },
    ...(c.truncated ? { _truncated: true } : {}),
  };
}

export function toHar(entries: HarEntry[], creator = { name: "app-conformance", version: "0.1.0" }): Har {
  return { log: { version: "1.2", creator, entries } };
}
