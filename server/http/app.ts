/**
 * The request pipeline of the reference server, in the order the documents imply: route (404/405),
 * authenticate (401), scope ladder (403), parameters (400), body (415/413/400), handler. Every
 * refusal is the error envelope; an unexpected exception is logged and answered 500 so that it
 * shows up in the fuzz test, never as a crashed process.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Operation } from "../../lib/contract/operations.ts";
import type { ServerState } from "../domain/server-state.ts";
import { ApiError, invalid, rendered } from "../state/errors.ts";
import { stampsToWire } from "../state/wire-time.ts";
import type { Layer } from "./layer.ts";
import { declaresTooLarge, isJsonContentType, parseJson, readBody, tooLarge } from "./body.ts";
import { parseQuery } from "./query.ts";
import type { Handler, RequestContext, Route } from "../state/context.ts";
import type { Reply, SseSink } from "../state/reply.ts";
import { handlerTable } from "./handler-table.ts";
import { assertScope, authenticate } from "./authenticate.ts";

/** Path and query parameters as they arrive (query values a string or, repeated, a list), before validation. */
export interface RawParameters {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
}

declare module "../state/behaviours.ts" {
  interface Behaviours {
    /** Parameters checked against the operation's contract and coerced to its types; 400 otherwise. */
    "http.checkParameters": (
      op: Operation,
      raw: RawParameters,
    ) => { path: Record<string, string>; query: Record<string, unknown> };
    /** doc 2 Conventions ("Bodies are JSON"): a request body's bytes read as JSON; 400 when they are not, or nest too deep. */
    "http.parseJson": (raw: Buffer) => unknown;
    /** A request body checked against the operation's contract, as the handler receives it; 400 otherwise. */
    "http.checkBody": (op: Operation, body: unknown) => unknown;
    /** What a refused request is answered (`op`: where it was routed, if it was): the error envelope. */
    "http.refusal": (refusal: ApiError, op: Operation | undefined) => Reply;
    /** doc 2 Events, Streams: the media type an event stream is served as. */
    "sse.mediaType": string;
    /** doc 2 Events, Streams: a frame's payload as its `data:` lines. */
    "sse.dataLines": (payload: unknown) => string;
    /** doc 2 Events, Streams: one frame as written (`id:`, `event:`, its data lines, a blank line); `position` counts from 1. */
    "sse.frame": (frame: SseFrame, position: number) => string;
    /** What a stream writes before its first frame: nothing. */
    "sse.preamble": string;
    /** doc 2 Conventions: the media type of a JSON answer, success or refusal. */
    "http.jsonMediaType": string;
    /** Every JSON value answered (bodies, refusals, stream payloads) as written: as the handler made it. */
    "http.jsonBody": (body: unknown) => unknown;
    /** A request body sent to an operation that takes none: drained and ignored, up to the size limit. */
    "http.unexpectedBody": (req: IncomingMessage, op: Operation, maxBodyBytes: number) => Promise<void> | void;
  }
}

/** One event-stream frame before it is written. */
export interface SseFrame {
  id?: string | number;
  event?: string;
  data: unknown;
}

export const API_PREFIX = "/api/v1";

/** The listener of one server: its state, and the layer of the variants and faults switched on (server/http/layer.ts). */
export function createRequestListener(
  server: ServerState,
  layer: Layer,
): (req: IncomingMessage, res: ServerResponse) => void {
  const table = handlerTable();
  return (req, res) => {
    handle(server, layer, table, req, res).catch((err: unknown) => {
      if (!res.headersSent) sendError(server, res, internal(err));
      else res.destroy();
    });
  };
}

function internal(err: unknown): ApiError {
  console.error("reference server: unexpected error:", err);
  return new ApiError(500, "internal_error", "unexpected server error");
}

async function handle(
  server: ServerState,
  layer: Layer,
  table: Map<string, Handler>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let route: Route | undefined;
  try {
    route = routeOf(server, req);
    const ctx = await prepare(server, req, route);
    const handler = table.get(ctx.op.operationId);
    if (!handler) throw new ApiError(501, "not_implemented", `${ctx.op.operationId} is not implemented`);
    // Through the wrappers of the variants and faults switched on (server/http/layer.ts); none by default.
    send(server, res, await layer.handle(ctx, handler));
  } catch (err) {
    // Drain what the client is still sending (a refused large body), so the connection survives.
    if (!req.complete) req.resume();
    // The client is gone (a body cut off, a reset): nobody is left to read a refusal.
    if (res.destroyed) return;
    const refusal = err instanceof ApiError ? err : internal(err);
    send(server, res, server.behaviour("http.refusal", (e: ApiError) => refusalReply(server, e))(refusal, route?.op));
  }
}

/** The operation a request addresses: 404 outside the API or on no path, 405 for a method the path lacks. */
function routeOf(server: ServerState, req: IncomingMessage): Route {
  const method = (req.method ?? "GET").toUpperCase();
  const rawUrl = req.url ?? "/";
  const q = rawUrl.indexOf("?");
  const pathname = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const search = q === -1 ? "" : rawUrl.slice(q + 1);
  if (!pathname.startsWith(`${API_PREFIX}/`) && pathname !== API_PREFIX) {
    throw new ApiError(404, "not_found", `no route ${pathname}: the API lives under ${API_PREFIX}`);
  }
  const route = server.index.lookup(method, pathname.slice(API_PREFIX.length) || "/");
  if (route.kind === "not-found") throw new ApiError(404, "not_found", `no route ${method} ${pathname}`);
  if (route.kind === "method-not-allowed") {
    throw new ApiError(
      405,
      "method_not_allowed",
      `${method} is not allowed on ${pathname}`,
      { allow: route.allow },
      undefined,
      {
        allow: route.allow.join(", "),
      },
    );
  }
  return { op: route.operation, params: route.params, search };
}

/** The request made ready for its handler: authenticated (401), admitted by scope (403), parameters and body checked (400, 413, 415). */
async function prepare(server: ServerState, req: IncomingMessage, route: Route): Promise<RequestContext> {
  const { op } = route;
  const key = server.behaviour("http.authenticate", (authorization: string | undefined) =>
    authenticate(server, authorization),
  )(req.headers.authorization, route);
  const ws = server.workspaces.get(key.workspaceId)!;
  assertScope(server, key, op);

  // A table without a prototype: `?constructor=1` is a key like any other (server/http/query.ts).
  const checked = server.behaviour("http.checkParameters", (o: Operation, raw: RawParameters) =>
    checkParameters(server, o, raw),
  )(op, {
    path: route.params,
    query: parseQuery(route.search),
  });

  let body: unknown;
  let hasBody = false;
  if (op.body) {
    const raw = await readBody(req, server.options.maxBodyBytes);
    if (raw.length > 0) {
      if (!isJsonContentType(req.headers["content-type"])) {
        throw new ApiError(
          415,
          "unsupported_media_type",
          "request bodies are JSON: send Content-Type: application/json",
        );
      }
      body = server.behaviour("http.parseJson", parseJson)(raw);
      hasBody = true;
    }
    if (!hasBody && op.body.required)
      throw invalid("a JSON request body is required", [{ path: "/body", message: "required" }]);
    if (hasBody)
      body = server.behaviour("http.checkBody", (o: Operation, b: unknown) => checkBody(server, o, b))(op, body);
  } else {
    const ignored = server.behaviour("http.unexpectedBody", ignoreBody)(req, op, server.options.maxBodyBytes);
    if (ignored) await ignored;
  }

  return { op, server, ws, key, params: checked.path, query: checked.query, body, hasBody };
}

/** An operation without a body ignores one (drained and dropped), up to the size limit. */
function ignoreBody(req: IncomingMessage, _op: Operation, maxBodyBytes: number): void {
  if (declaresTooLarge(req, maxBodyBytes)) throw tooLarge(maxBodyBytes);
  req.resume();
}

function checkParameters(
  server: ServerState,
  op: Operation,
  raw: RawParameters,
): { path: Record<string, string>; query: Record<string, unknown> } {
  const checked = server.validators.params(op.operationId)(raw);
  if (!checked.ok) {
    throw invalid(
      "invalid parameters",
      checked.issues.map((i) => ({ path: i.path, message: i.message, keyword: i.keyword })),
    );
  }
  return checked.value!;
}

function checkBody(server: ServerState, op: Operation, body: unknown): unknown {
  const v = server.validators.requestBody(op.operationId)!(body);
  if (!v.ok) {
    throw invalid(
      "invalid request body",
      v.issues.map((i) => ({ path: i.path, message: i.message, keyword: i.keyword })),
    );
  }
  return body;
}

function jsonType(server: ServerState): string {
  return server.behaviour("http.jsonMediaType", "application/json");
}

/** A JSON value as written on the wire, with the behaviours in force (stamps in the wire's unit). */
function wireJson<T>(server: ServerState, body: T, stamps: boolean): T {
  const out = stamps ? stampsToWire(body, server.behaviour("wire.timestampUnit", null)) : body;
  return server.behaviour("http.jsonBody", (b: unknown) => b)(out) as T;
}

/**
 * A refusal as status, headers and envelope text: what `sendError` writes, and what
 * http/client-error.ts writes on the raw socket of a request node:http could not parse.
 */
export function errorResponse(
  server: ServerState,
  err: ApiError,
): { status: number; headers: Record<string, string | number>; body: string } {
  const { status, error } = rendered(err, (name, documented) => server.behaviour(name, documented));
  const body = JSON.stringify(wireJson(server, { error }, false));
  return {
    status,
    body,
    headers: { "content-type": jsonType(server), "content-length": Buffer.byteLength(body), ...(err.headers ?? {}) },
  };
}

/** A refusal as a reply: the error envelope with its status and headers. */
function refusalReply(server: ServerState, err: ApiError): Reply {
  const { status, headers, body } = errorResponse(server, err);
  return {
    kind: "bytes",
    status,
    contentType: String(headers["content-type"]),
    body: Buffer.from(body),
    headers: err.headers,
  };
}

function sendError(server: ServerState, res: ServerResponse, err: ApiError): void {
  // The client is gone (a body cut off, a reset): nobody is left to read a refusal.
  if (res.destroyed) return;
  const { status, headers, body } = errorResponse(server, err);
  res.writeHead(status, headers);
  res.end(body);
}

function send(server: ServerState, res: ServerResponse, reply: Reply): void {
  switch (reply.kind) {
    case "json": {
      const body = JSON.stringify(wireJson(server, reply.body, true));
      res.writeHead(reply.status, {
        "content-type": jsonType(server),
        "content-length": Buffer.byteLength(body),
        ...(reply.headers ?? {}),
      });
      res.end(body);
      return;
    }
    case "empty":
      res.writeHead(reply.status);
      res.end();
      return;
    case "bytes":
      res.writeHead(reply.status, {
        "content-type": reply.contentType,
        "content-length": reply.body.length,
        ...(reply.headers ?? {}),
      });
      res.end(reply.body);
      return;
    case "sse":
      openStream(server, res, reply.open);
      return;
  }
}

/** doc 2 Events, Streams: `text/event-stream`; the per-deployment cap answers a `timeout` event. */
function openStream(server: ServerState, res: ServerResponse, open: (sink: SseSink) => void): void {
  res.writeHead(200, {
    "content-type": server.behaviour("sse.mediaType", "text/event-stream"),
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  const closers: (() => void)[] = [];
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    server.openStreams -= 1;
    for (const fn of closers) fn();
  };
  server.openStreams += 1;
  let position = 0;
  const dataLines = server.behaviour("sse.dataLines", (payload: unknown) => `data: ${JSON.stringify(payload)}\n`);
  const written = server.behaviour("sse.frame", (f: SseFrame) => {
    let frame = "";
    if (f.id !== undefined) frame += `id: ${f.id}\n`;
    if (f.event !== undefined) frame += `event: ${f.event}\n`;
    return `${frame}${dataLines(f.data)}\n`;
  });
  const sink: SseSink = {
    send(event, data, id) {
      if (closed) return;
      position += 1;
      res.write(written({ id, event, data: wireJson(server, data, true) }, position));
    },
    comment(text) {
      if (!closed) res.write(`: ${text}\n\n`);
    },
    close() {
      if (closed) return;
      finish();
      res.end();
    },
    onClose(fn) {
      closers.push(fn);
    },
    get closed() {
      return closed;
    },
  };
  const preamble = server.behaviour("sse.preamble", "");
  if (preamble) res.write(preamble);
  // The response's close only: it comes when the stream ends or the client goes. The request's comes
  // once its (empty) body was drained, at a moment of its own, while the stream may be open still.
  res.on("close", finish);
  if (server.openStreams > server.options.streamCap) {
    sink.send("timeout", { reason: "stream connection cap reached", cap: server.options.streamCap });
    sink.close();
    return;
  }
  open(sink);
}
