/**
 * Sends an operation's request the way its success is read: an event stream is opened only to read
 * its headers (one frame at most, a short deadline); a reply documented as 204 is read at the HTTP
 * level, so a 204 announcing a body is seen as such; every other reply is a call. All three go
 * through the check's client (evidence, redaction, throttling, the run's bounds).
 */
import type { Operation } from "../contract/operations.ts";
import { fillPath } from "../contract/path-matcher.ts";
import type { RawReply } from "../http/client.ts";
import { parsedBody } from "../http/body.ts";
import { readStream } from "../sse/reader.ts";
import type { CheckContext, OpCall } from "./check.ts";

/** A reply, plus what the HTTP layer refused to read of its body (a 204 announcing bytes). */
export type SuccessReply = RawReply;

/** The longest an event stream is watched for its headers here (or the run's `--timeout`, if shorter). */
const STREAM_HEADERS_MS = 3_000;

/** Sends `req` to `op` the way the operation's success is read. */
export async function sendForSuccess(c: CheckContext, op: Operation, req: OpCall): Promise<SuccessReply> {
  if (op.successKind === "event-stream") return openStream(c, op, req);
  if (op.successKind === "none") {
    const path = fillPath(op.path, req.params ?? {});
    return c.through(`${op.method} ${path}`, () => c.t.client.raw(op.method, path, { ...req, key: keyOf(c, req) }));
  }
  return c.callOp(op, req);
}

const keyOf = (c: CheckContext, req: OpCall): string | null => (req.key === undefined ? c.t.keys.admin : req.key);

/** Opens an event stream, reads its headers (and one frame at most), and lets it go. */
async function openStream(c: CheckContext, op: Operation, req: OpCall): Promise<SuccessReply> {
  const path = fillPath(op.path, req.params ?? {});
  const deadlineMs = Math.min(STREAM_HEADERS_MS, c.t.info.timeoutMs);
  const s = await c.through(
    `GET ${path}`,
    () => readStream(c.t.client, path, { key: keyOf(c, req), deadlineMs, maxFrames: 1 }),
    `transport error reading the stream ${path}`,
  );
  // When a stream sends its headers is not shown (a server may hold them until its first frame, and
  // a parked run's stream is quiet): no headers within the short read is not exercised, not a failure.
  if (!s.status)
    c.notExercised(
      `the stream answered no headers within ${deadlineMs} ms (when a stream's first answer comes is not shown)`,
      s.exchange,
    );
  // An answer that is not a stream (a refusal) is read like a call's, for the recipe's refusals.
  const bytes = Buffer.from(s.body ?? "", "utf8");
  return {
    status: s.status,
    headers: s.headers,
    ...parsedBody(bytes, s.contentType),
    bytes,
    exchange: s.exchange,
    throttled: null,
  };
}
