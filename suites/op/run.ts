/**
 * Runs an operation's recipe once per run and shares the reply (memo): OP-SUCCESS judges its status,
 * OP-SCHEMA / OP-DRIFT its body, OP-CONTENT-TYPE its media type, OP-204-EMPTY its emptiness. Event
 * streams are opened only to read their headers (one frame at most, a short deadline); replies
 * documented as 204 are read at the HTTP level, so a 204 announcing a body is seen as such.
 */
import { asVerdict } from "../../lib/rules/check.ts";
import { request } from "undici";
import type { Operation } from "../../lib/contract/operations.ts";
import { fillPath } from "../../lib/contract/path-matcher.ts";
import { readBounded, type Exchange, type Reply } from "../../lib/http/client.ts";
import { toCurl } from "../../lib/http/curl.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { profileIncludes, type Outcome } from "../../lib/rules/types.ts";
import { memo } from "../../lib/run/target.ts";
import { readStream } from "../../lib/sse/reader.ts";
import { Inconclusive, Mismatch } from "../state/kit/verdicts.ts";
import { recipeFor, type Attempt, type Recipe } from "./recipes/index.ts";

/** A reply, plus what the HTTP layer refused to read of its body (a 204 announcing bytes). */
export type SuccessReply = Reply & { bodyError?: string };

export type Settled =
  | { ok: true; reply: SuccessReply; attempt: Attempt }
  | { ok: false; outcome: Outcome; message: string };

const STREAM_DEADLINE_MS = 3_000;
/** Candidates tried at most per operation. */
const MAX_ATTEMPTS = 12;

const WHY_PROFILE = {
  safe: "",
  standard: "writes (on the suite's own resources)",
  full: "starts a pipeline",
} as const;

/** The operation's succeeding request, made once per run; the verdict-free outcome of trying. */
export function successOf(c: CheckContext): Promise<Settled> {
  return memo(c.t, `op:success:${c.operation.operationId}`, () => settle(c));
}

export { asVerdict };

async function settle(c: CheckContext): Promise<Settled> {
  try {
    return { ok: true, ...(await runRecipe(c)) };
  } catch (e) {
    const v = asVerdict(e);
    if (v) return { ok: false, ...v };
    // The STATE kit's helpers a recipe reuses (starting a run, parking it, driving a gate to
    // `exceeded`) end with these: the request was never made, so nothing is judged here.
    if (e instanceof Inconclusive) return { ok: false, outcome: "not-exercised", message: e.message };
    if (e instanceof Mismatch) return { ok: false, outcome: "not-exercised", message: `the request could not be prepared (the STATE family judges this): ${e.message}` };
    return { ok: false, outcome: "fail", message: `the request could not be read: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/**
 * The recipe of `op`, once the run's profile and target admit its request (a profile that includes
 * the recipe's, and a disposable target when it changes the target for good); otherwise the check
 * ends not exercised, saying what is missing. Other families making the same kind of request (a
 * run parked on a decision kind, a bootstrap job) ask here first.
 */
export function admittedRecipe(c: CheckContext, op: Operation): Recipe {
  const recipe = recipeFor(op.operationId);
  if (!recipe) return c.fail(`the suite has no recipe for ${op.operationId} (a defect of the suite)`);
  if (recipe.unexercisable) c.notExercised(recipe.unexercisable);
  const missing: string[] = [];
  if (!profileIncludes(c.t.profile, recipe.profile)) {
    missing.push(`a succeeding request ${recipe.changes ?? WHY_PROFILE[recipe.profile]}: the ${c.t.profile} profile excludes it (it needs ${recipe.profile})`);
  }
  if (recipe.changes && !c.t.info.disposable) {
    missing.push(`${missing.length ? "it also" : `a succeeding request ${recipe.changes}:`} needs a disposable target — pass --disposable (CONFORMANCE_DISPOSABLE, config "disposable") when the target is a throwaway instance`);
  }
  if (missing.length) c.notExercised(missing.join("; "));
  return recipe;
}

async function runRecipe(c: CheckContext): Promise<{ reply: SuccessReply; attempt: Attempt }> {
  const op = c.operation;
  const recipe = admittedRecipe(c, op);
  const attempts = (await recipe.prepare!(c, op)).slice(0, MAX_ATTEMPTS);
  // The OP family claims no transition rows: what the preparation drove through shared STATE
  // helpers (a run parked, a review re-run) is the STATE family's to claim, with its own checks.
  c.coveredIds.clear();
  if (!attempts.length) c.notExercised("the target holds nothing to build a succeeding request from");
  const refusals: string[] = [];
  for (const a of attempts) {
    const reply = await send(c, op, a);
    if (a.after) await a.after(c, reply);
    const why = recipe.refused?.(reply) ?? null;
    if (why === null) return { reply, attempt: a };
    refusals.push(`${a.label ?? "candidate"}: ${why}`);
  }
  return c.notExercised(`every candidate met a documented refusal — ${refusals.join("; ")}`);
}

/** Sends one attempt the way the operation's success is read. */
export async function send(c: CheckContext, op: Operation, a: Attempt): Promise<SuccessReply> {
  if (op.successKind === "event-stream") return openStream(c, op, a);
  if (op.successKind === "none") return rawCall(c, op, a);
  return c.callOp(op, a);
}

function keyOf(c: CheckContext, a: Attempt): string | null {
  return a.key === undefined ? c.t.keys.admin : a.key;
}

function exchangeOf(c: CheckContext, method: string, url: string, headers: Record<string, string>, body: string | undefined, t0: number): Exchange {
  const redactedHeaders: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) redactedHeaders[k] = k === "authorization" ? v.replace(/^(\S+\s+).*$/, "$1[REDACTED]") : c.t.redactor.redact(v);
  return {
    seq: 0,
    method,
    url: c.t.redactor.redact(url),
    requestHeaders: redactedHeaders,
    requestBody: body === undefined ? undefined : c.t.redactor.redact(body),
    startedAt: Date.now(),
    durationMs: Math.round(performance.now() - t0),
    attempts: 1,
    reproduction: toCurl({ method, url, headers, body }, c.t.redactor),
  };
}

function replyOf(status: number, headers: Record<string, string>, bytes: Buffer, exchange: Exchange): SuccessReply {
  const text = bytes.toString("utf8");
  let json: unknown;
  let jsonOk = false;
  if (/[/+]json\b/i.test(headers["content-type"] ?? "") && text.length) {
    try {
      json = JSON.parse(text);
      jsonOk = true;
    } catch {
      jsonOk = false;
    }
  }
  return { status, headers, json, jsonOk, text, bytes, exchange, throttled: null };
}

/** Opens an event stream, reads its headers (and one frame at most), and lets it go. */
async function openStream(c: CheckContext, op: Operation, a: Attempt): Promise<SuccessReply> {
  const url = c.t.client.url(fillPath(op.path, a.params ?? {}), a.query);
  const key = keyOf(c, a);
  const headers = { accept: "text/event-stream", ...(key ? { authorization: `Bearer ${key}` } : {}) };
  const t0 = performance.now();
  const s = await readStream(url, { key, deadlineMs: STREAM_DEADLINE_MS, maxFrames: 1, redactor: c.t.redactor });
  const exchange = exchangeOf(c, "GET", url, headers, undefined, t0);
  exchange.status = s.status || undefined;
  exchange.responseHeaders = s.contentType ? { "content-type": s.contentType } : {};
  exchange.responseBody = s.body ?? `<event stream: ${s.frames.length} frame(s) read, ${s.ended ? "ended" : "left open"}>`;
  c.evidence.push(exchange);
  // When a stream sends its headers is not shown (a server may hold them until its first frame, and
  // a parked run's stream is quiet): no headers within the short read is not exercised, not a failure.
  if (!s.status) c.notExercised(`the stream answered no headers within ${STREAM_DEADLINE_MS} ms (when a stream's first answer comes is not shown)`, exchange);
  const bytes = Buffer.from(s.body ?? "", "utf8");
  return replyOf(s.status, exchange.responseHeaders, bytes, exchange);
}

/**
 * A request read at the HTTP level: the status and headers first, then the body, whose read may
 * fail (a 204 announcing a length the HTTP layer never delivers).
 */
async function rawCall(c: CheckContext, op: Operation, a: Attempt): Promise<SuccessReply> {
  const url = c.t.client.url(fillPath(op.path, a.params ?? {}), a.query, op.method);
  const body = a.rawBody ?? (a.body !== undefined ? JSON.stringify(a.body) : undefined);
  const headers = c.t.client.headersFor({ key: keyOf(c, a), body: a.body, rawBody: a.rawBody, headers: a.headers });
  const t0 = performance.now();
  const exchange = exchangeOf(c, op.method, url, headers, body, t0);
  c.evidence.push(exchange);
  let res;
  try {
    res = await request(url, { method: op.method, headers, body, headersTimeout: c.t.info.timeoutMs, bodyTimeout: c.t.info.timeoutMs, signal: AbortSignal.timeout(c.t.info.timeoutMs) });
  } catch (e) {
    exchange.error = c.t.redactor.redact(e instanceof Error ? e.message : String(e));
    return c.fail(`transport error: ${exchange.error}`, exchange);
  }
  const resHeaders: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) resHeaders[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : String(v);
  let bytes: Buffer = Buffer.alloc(0);
  let bodyError: string | undefined;
  try {
    bytes = await readBounded(res.body, c.t.info.maxResponseBytes);
  } catch (e) {
    bodyError = e instanceof Error ? e.message : String(e);
  }
  exchange.status = res.statusCode;
  exchange.responseHeaders = resHeaders;
  exchange.responseBody = bodyError ? `<body unreadable: ${bodyError}>` : c.t.redactor.redact(bytes.toString("utf8").slice(0, 4_000));
  exchange.durationMs = Math.round(performance.now() - t0);
  const reply: SuccessReply = replyOf(res.statusCode, resHeaders, bytes, exchange);
  if (bodyError) reply.bodyError = bodyError;
  return reply;
}

/** The settled success, or the end of a dependent rule's check when there is none to read. */
export async function successReply(c: CheckContext): Promise<{ reply: SuccessReply; attempt: Attempt }> {
  const s = await successOf(c);
  if (!s.ok) {
    c.notExercised(s.outcome === "not-exercised" ? s.message : `no success to read: OP-SUCCESS ${s.outcome === "fail" ? "failed" : "ended"} (${s.message})`);
  }
  const { reply, attempt } = s as { reply: SuccessReply; attempt: Attempt };
  if (reply.status < 200 || reply.status >= 300) c.notExercised(`no success to read: the request was answered ${reply.status} (OP-SUCCESS reports it)`);
  return { reply, attempt };
}
