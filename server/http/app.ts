/**
 * The request pipeline of the reference server, in the order the documents imply: route (404/405),
 * authenticate (401), scope ladder (403), parameters (400), body (415/413/400), handler. Every
 * refusal is the error envelope; an unexpected exception is logged and answered 500 so that it
 * shows up in the fuzz test, never as a crashed process.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { scopeAdmits } from "../../lib/contract/types.ts";
import type { ServerState } from "../state/server-state.ts";
import { ApiError, invalid, rendered } from "./errors.ts";
import { stampsToWire } from "../state/wire-time.ts";
import { declaresTooLarge, isJsonContentType, parseJson, readBody, tooLarge } from "./body.ts";
import { parseQuery } from "./query.ts";
import type { Handler, RequestContext } from "./context.ts";
import type { Reply, SseSink } from "./reply.ts";
import { handlerTable } from "./handler-table.ts";
import { digitPrefixes } from "../faults/valid.ts";
import { hasTopLevelNull, withoutNulls } from "../faults/null.ts";
import { basicAsBearer } from "../faults/auth.ts";
import { nonAsciiQueryValue } from "../faults/op.ts";

export const API_PREFIX = "/api/v1";

export function createRequestListener(server: ServerState): (req: IncomingMessage, res: ServerResponse) => void {
  const table = handlerTable();
  return (req, res) => {
    handle(server, table, req, res).catch((err: unknown) => {
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
  table: Map<string, Handler>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let ctx: RequestContext | undefined;
  try {
    ctx = await prepare(server, req);
    // Fault `op-generated-non-ascii-query-500`: a valid query value outside ASCII crashes the lookup, answered as plain text.
    if (server.fault("op-generated-non-ascii-query-500") && nonAsciiQueryValue(ctx.query)) {
      return send(server, req, res, { kind: "bytes", status: 500, contentType: "text/plain; charset=utf-8", body: Buffer.from("Internal Server Error") });
    }
    const handler = table.get(ctx.op.operationId);
    if (!handler) throw new ApiError(501, "not_implemented", `${ctx.op.operationId} is not implemented`);
    const reply = await handler(ctx);
    send(server, req, res, cursorNamedNext(server, ctx.op, reversedLists(server, ctx.op.operationId, reply)));
  } catch (err) {
    // Drain what the client is still sending (a refused large body), so the connection survives.
    if (!req.complete) req.resume();
    // Fault `events-auth-in-stream`: a stream request refused for its key opens the stream anyway
    // and reports the refusal as an `error` event.
    if (err instanceof ApiError && err.status === 401 && server.fault("events-auth-in-stream") && isStreamRequest(server, req)) {
      const refusal = err;
      return openStream(server, req, res, (sink) => {
        sink.send("error", refusal.envelope());
        sink.close();
      });
    }
    if (err instanceof ApiError) sendError(server, res, err);
    else sendError(server, res, internal(err));
  }
}

async function prepare(server: ServerState, req: IncomingMessage): Promise<RequestContext> {
  const method = (req.method ?? "GET").toUpperCase();
  const rawUrl = req.url ?? "/";
  const q = rawUrl.indexOf("?");
  const pathname = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const search = q === -1 ? "" : rawUrl.slice(q + 1);
  if (!pathname.startsWith(API_PREFIX + "/") && pathname !== API_PREFIX) {
    throw new ApiError(404, "not_found", `no route ${pathname}: the API lives under ${API_PREFIX}`);
  }
  const route = server.index.lookup(method, pathname.slice(API_PREFIX.length) || "/");
  if (route.kind === "not-found") throw new ApiError(404, "not_found", `no route ${method} ${pathname}`);
  if (route.kind === "method-not-allowed") {
    throw new ApiError(405, "method_not_allowed", `${method} is not allowed on ${pathname}`, { allow: route.allow }, undefined, {
      allow: route.allow.join(", "),
    });
  }
  const op = route.operation;

  // doc 2 Authentication 2, 5: a bearer key on every operation; absent or unknown → 401.
  // Fault `auth-basic-scheme-accepted`: Basic credentials are read as a bearer key (the password part).
  const auth = server.fault("auth-basic-scheme-accepted") ? basicAsBearer(req.headers.authorization) : req.headers.authorization;
  const m = auth ? /^Bearer +(\S+) *$/i.exec(auth) : null;
  // Fault `sec-artifact-blob-public`: artifact bytes are served without a key, from whichever workspace holds the id.
  if (!auth && op.operationId === "getArtifactBlob" && server.fault("sec-artifact-blob-public")) {
    const owner = [...server.workspaces.values()].find((w) => w.evidence.artifacts.has(route.params.artifactId));
    const ownerKey = owner ? server.keys.liveInWorkspace(owner.id)[0] : undefined;
    if (owner && ownerKey) return { op, server, ws: owner, key: ownerKey, params: route.params, query: {}, body: undefined, hasBody: false };
  }
  // Fault `auth-absent-key-400`: a request without a key is refused 400 as a malformed request, not 401.
  if (!auth && server.fault("auth-absent-key-400")) throw invalid("the Authorization header is required", [{ path: "/headers/authorization", message: "required" }]);
  if (!m) throw new ApiError(401, "unauthorized", auth ? "malformed Authorization header: expected `Bearer <key>`" : "an API key is required", undefined, undefined, { "www-authenticate": "Bearer" });
  // Fault `keys-revoked-still-accepted`: authentication does not look at revocation.
  const key = server.keys.authenticate(m[1], { acceptRevoked: server.fault("keys-revoked-still-accepted") });
  if (!key) {
    if (server.fault("auth-unknown-key-403")) throw new ApiError(403, "forbidden", "unknown key");
    throw new ApiError(401, "unauthorized", "unknown or revoked API key", undefined, undefined, { "www-authenticate": "Bearer" });
  }
  const ws = server.workspaces.get(key.workspaceId);
  if (!ws) throw new ApiError(401, "unauthorized", "unknown or revoked API key");
  key.lastUsedAt = server.clock.now();

  // doc 2 Authentication 4-5: compare against the rung the operation needs, not for equality.
  const loose = server.fault("auth-write-admitted-to-decide") && key.scope === "write" && op.scope === "decide";
  // Fault `auth-decide-refused-on-write`: decide is read as a branch beside write, not above it: a decide key is refused on write operations.
  const forked = server.fault("auth-decide-refused-on-write") && key.scope === "decide" && op.scope === "write";
  if ((!scopeAdmits(key.scope, op.scope) && !loose) || forked) {
    throw new ApiError(403, "insufficient_scope", `${op.operationId} needs scope ${op.scope}; this key has ${key.scope}`, {
      reason: "insufficient_scope",
      required: op.scope,
      scope: key.scope,
    });
  }

  // A table without a prototype: `?constructor=1` is a key like any other (server/http/query.ts).
  const query = parseQuery(search);
  // Fault `op-no5xx-fractional-limit`: a fractional `limit` reaches the paging code and crashes it.
  if (server.fault("op-no5xx-fractional-limit") && typeof query.limit === "string" && /^\d+\.\d+$/.test(query.limit)) {
    throw new TypeError(`Invalid array length: slice(0, ${query.limit})`);
  }
  // Fault `valid-webhook-id-case-folded`: an uppercase webhook id is folded to lowercase, not refused.
  if (server.fault("valid-webhook-id-case-folded") && route.params.webhookId) route.params.webhookId = route.params.webhookId.toLowerCase();
  // Fault `valid-integer-digit-prefix`: integer query values are read up to their first non-digit.
  if (server.fault("valid-integer-digit-prefix")) digitPrefixes(op.queryParams.filter((p) => p.schema.type === "integer").map((p) => p.name), query);
  // VARIANT unknown-query-refused: a query parameter the operation does not list is refused.
  const unlisted = server.variant("unknown-query-refused") ? Object.keys(query).filter((k) => !op.queryParams.some((p) => p.name === k)) : [];
  if (unlisted.length) throw invalid("unknown query parameter", unlisted.map((k) => ({ path: `/query/${k}`, message: "not a parameter of this operation" })));
  const checked = server.validators.params(op.operationId)({ path: route.params, query });
  if (!checked.ok) {
    throw invalid(
      "invalid parameters",
      checked.issues.map((i) => ({ path: i.path, message: i.message, keyword: i.keyword })),
    );
  }

  let body: unknown;
  let hasBody = false;
  if (op.body) {
    const raw = await readBody(req, server.options.maxBodyBytes);
    if (raw.length > 0) {
      if (!isJsonContentType(req.headers["content-type"])) {
        throw new ApiError(415, "unsupported_media_type", "request bodies are JSON: send Content-Type: application/json");
      }
      body = parseJson(raw);
      hasBody = true;
    }
    if (!hasBody && op.body.required) throw invalid("a JSON request body is required", [{ path: "/body", message: "required" }]);
    // Fault `null-patch-null-is-omitted`: a PATCH drops its null-valued keys before validation.
    if (server.fault("null-patch-null-is-omitted") && op.method === "PATCH" && hasTopLevelNull(body)) body = withoutNulls(body as Record<string, unknown>);
    // Fault `null-nullable-refused`: a null anywhere at the top of a POST body is refused.
    if (server.fault("null-nullable-refused") && op.method === "POST" && hasTopLevelNull(body)) throw invalid("null is not a value", [{ path: "", message: "null" }]);
    // Faults `keys-admin-mintable` / `keys-admin-created-then-refused`: the body check lets scope admin through.
    const adminMintFault =
      op.operationId === "createKey" &&
      (server.fault("keys-admin-mintable") || server.fault("keys-admin-created-then-refused")) &&
      (body as { scope?: unknown } | undefined)?.scope === "admin";
    if (hasBody && !adminMintFault) {
      const v = server.validators.requestBody(op.operationId)!(body);
      if (!v.ok) {
        throw invalid(
          "invalid request body",
          v.issues.map((i) => ({ path: i.path, message: i.message, keyword: i.keyword })),
        );
      }
      // VARIANT unknown-fields-refused: a field no named request shape states is refused too.
      const closed = server.variant("unknown-fields-refused") ? server.validators.requestBodyClosed(op.operationId)!(body) : null;
      if (closed && !closed.ok) {
        throw invalid(
          "unknown field in the request body",
          closed.issues.map((i) => ({ path: i.path, message: i.message, keyword: i.keyword })),
        );
      }
    }
  } else if (server.variant("bodyless-refuses-body")) {
    // VARIANT bodyless-refuses-body: an operation without a body refuses one.
    const raw = await readBody(req, server.options.maxBodyBytes);
    if (raw.length > 0) throw invalid(`${op.operationId} takes no request body`, [{ path: "/body", message: "not expected" }]);
  } else {
    // An operation without a body ignores one (drained and dropped), up to the size limit.
    if (declaresTooLarge(req, server.options.maxBodyBytes)) throw tooLarge(server.options.maxBodyBytes);
    req.resume();
  }

  return {
    op,
    server,
    ws,
    key,
    params: checked.value!.path,
    query: checked.value!.query,
    body,
    hasBody,
  };
}

/** VARIANT json-charset: JSON answers name their charset. */
function jsonType(server: ServerState): string {
  return server.variant("json-charset") ? "application/json; charset=utf-8" : "application/json";
}

/**
 * A refusal as status, headers and envelope text: what `sendError` writes, and what
 * http/client-error.ts writes on the raw socket of a request node:http could not parse.
 */
export function errorResponse(server: ServerState, err: ApiError): { status: number; headers: Record<string, string | number>; body: string } {
  // The variants of server/variants/errors.ts render refusals their way (errors.ts `rendered`).
  const { status, error } = rendered(err, (v) => server.variant(v));
  const body = JSON.stringify(additive(server, { error }));
  return { status, body, headers: { "content-type": jsonType(server), "content-length": Buffer.byteLength(body), ...(err.headers ?? {}) } };
}

function sendError(server: ServerState, res: ServerResponse, err: ApiError): void {
  // The client is gone (a body cut off, a reset): nobody is left to read a refusal.
  if (res.destroyed) return;
  const { status, headers, body } = errorResponse(server, err);
  res.writeHead(status, headers);
  res.end(body);
}

function send(server: ServerState, req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  switch (reply.kind) {
    case "json": {
      const body = JSON.stringify(additive(server, stampsToWire(reply.body, (v) => server.variant(v))));
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
      openStream(server, req, res, reply.open);
      return;
  }
}

/** doc 2 Events, Streams: `text/event-stream`; the per-deployment cap answers a `timeout` event. */
function openStream(server: ServerState, req: IncomingMessage, res: ServerResponse, open: (sink: SseSink) => void): void {
  res.writeHead(200, {
    // Fault `events-content-type-plain`: the stream is served as text/plain.
    "content-type": server.fault("events-content-type-plain") ? "text/plain; charset=utf-8" : "text/event-stream",
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
  // Fault `events-resume-mid-stream`: a new connection skips the frames earlier connections to the
  // same stream were sent (a resume nobody asked for) instead of replaying from the start.
  const resume = server.fault("events-resume-mid-stream") ? resumePoints(server) : null;
  const streamUrl = req.url ?? "";
  const skip = resume?.get(streamUrl) ?? 0;
  let position = 0;
  const sink: SseSink = {
    send(event, data, id) {
      if (closed) return;
      // Fault `events-cancel-closes-silently`: a cancelled job's terminal `stopped` frame is dropped.
      if (event === "stopped" && server.fault("events-cancel-closes-silently")) return;
      position += 1;
      if (resume) {
        if (position <= skip) return;
        resume.set(streamUrl, Math.max(position, resume.get(streamUrl) ?? 0));
      }
      let frame = "";
      if (id !== undefined) frame += `id: ${id}\n`;
      frame += `event: ${event}\n`;
      data = additive(server, stampsToWire(data, (v) => server.variant(v)));
      // VARIANT sse-unnamed-progress: progress frames carry no `event:` field (read as `message`).
      if (event === "progress" && server.variant("sse-unnamed-progress")) frame = frame.replace(`event: ${event}\n`, "");
      if (server.fault("events-unprefixed-continuation")) {
        // Fault `events-unprefixed-continuation`: pretty-printed JSON, only its first line prefixed.
        frame += `data: ${JSON.stringify(data, null, 2)}\n`;
      } else if (server.variant("sse-framing")) {
        // VARIANT sse-framing: a comment line, the JSON over several `data:` lines, CRLF line ends.
        frame = `: frame ${position}\n${frame}`;
        for (const line of JSON.stringify(data, null, 1).split("\n")) frame += `data: ${line}\n`;
        frame = frame.replace(/\n/g, "\r\n");
      } else {
        for (const line of JSON.stringify(data).split("\n")) frame += `data: ${line}\n`;
      }
      res.write(frame + (server.variant("sse-framing") ? "\r\n" : "\n"));
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
  // VARIANT sse-framing: the stream opens with a reconnection delay and a comment.
  if (server.variant("sse-framing")) res.write("retry: 3000\r\n: stream open\r\n\r\n");
  req.on("close", finish);
  res.on("close", finish);
  if (server.openStreams > server.options.streamCap) {
    sink.send("timeout", { reason: "stream connection cap reached", cap: server.options.streamCap });
    sink.close();
    return;
  }
  open(sink);
}

/** Fault `events-resume-mid-stream`: per server, how far each stream URL has been sent. */
const resumeByServer = new WeakMap<ServerState, Map<string, number>>();
function resumePoints(server: ServerState): Map<string, number> {
  let m = resumeByServer.get(server);
  if (!m) resumeByServer.set(server, (m = new Map()));
  return m;
}

/** Fault `events-auth-in-stream`: whether the request addresses an event-stream operation. */
function isStreamRequest(server: ServerState, req: IncomingMessage): boolean {
  const pathname = (req.url ?? "/").split("?")[0];
  if (!pathname.startsWith(API_PREFIX + "/")) return false;
  const route = server.index.lookup((req.method ?? "GET").toUpperCase(), pathname.slice(API_PREFIX.length));
  return route.kind === "found" && route.operation.successKind === "event-stream";
}

/**
 * VARIANT additive-fields: one more field on every JSON object answered (doc 2 Versioning: new
 * object fields may appear without a major version).
 */
function additive<T>(server: ServerState, body: T): T {
  if (!server.variant("additive-fields")) return body;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== "object") return v;
    return { ...Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, walk(x)])), extension: "v1.62" };
  };
  return walk(body) as T;
}

/** The lists whose order no document states, by operation (VARIANT lists-reversed). */
const UNORDERED_LISTS: Record<string, string> = {
  listServices: "services",
  listKeys: "keys",
  listNotifications: "notifications",
  listPipelines: "pipelines",
  listRunArtifacts: "artifacts",
  listRunDecisions: "decisions",
  listModels: "models",
  listModelPresets: "presets",
  listRiskPolicies: "riskPolicies",
  listTaskTypes: "taskTypes",
  listUseCases: "useCases",
  listRepos: "repos",
  listEnvironmentConnections: "handlers",
  listManifestTypes: "manifestTypes",
};

/** VARIANT lists-reversed: a list of unstated order comes the other way round. */
function reversedLists(server: ServerState, operationId: string, reply: Reply): Reply {
  const key = UNORDERED_LISTS[operationId];
  if (!key || reply.kind !== "json" || !server.variant("lists-reversed")) return reply;
  const body = reply.body as Record<string, unknown>;
  if (!Array.isArray(body?.[key])) return reply;
  return { ...reply, body: { ...body, [key]: [...(body[key] as unknown[])].reverse() } };
}

/**
 * VARIANT cursor-field-next: the keyset-paged lists whose cursor name the documents leave unshown
 * (all but tasks and Kaizen entries, whose `nextCursor` is stated) name it `next`.
 */
function cursorNamedNext(server: ServerState, op: RequestContext["op"], reply: Reply): Reply {
  if (!op.paging || op.paging.cursor || reply.kind !== "json" || !server.variant("cursor-field-next")) return reply;
  const { nextCursor, ...rest } = reply.body as Record<string, unknown>;
  return nextCursor === undefined ? reply : { ...reply, body: { ...rest, next: nextCursor } };
}
