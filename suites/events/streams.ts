/**
 * Reading the event streams (doc 2 Events, Streams) the way the documents ask of clients: with
 * `lib/sse/reader.ts` (eventsource-parser over the run's client), bounded by the run's `--timeout`
 * and `--max-response-bytes`, and never an automatic reconnect (doc 2 Versioning). Each read is
 * kept as evidence of the check, with a curl line, so a failing result shows the frames it judged.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { Exchange } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { readStream, type StreamFrame, type StreamRead } from "../../lib/sse/reader.ts";
import { isEventStreamType } from "../../lib/http/stream.ts";

/** Which stream an operation serves, from its path (`/jobs/{id}/events`, `/tasks/{taskId}/events`). */
export type StreamKind = "job" | "task";

export function streamKind(op: Operation): StreamKind | null {
  if (op.successKind !== "event-stream") return null;
  const resource = op.path.split("/")[1];
  return resource === "jobs" ? "job" : resource === "tasks" ? "task" : null;
}

/**
 * doc 2 Events, Streams, "Termination": job `done`, `error`, `stopped` or `timeout`; task run
 * `done` or `error`, or `timeout` when the connection cap is reached.
 */
export const TERMINAL: Record<StreamKind, ReadonlySet<string>> = {
  job: new Set(["done", "error", "stopped", "timeout"]),
  task: new Set(["done", "error", "timeout"]),
};

export function isTerminal(kind: StreamKind, f: StreamFrame): boolean {
  return TERMINAL[kind].has(f.event);
}

/**
 * How long the suite waits for a live stream to reach its terminal event: the run's `--timeout`,
 * the deadline of one request. The documents bound no run or job duration, so running out of it is
 * "not exercised", never a failure by itself.
 */
export const liveDeadlineMs = (c: CheckContext): number => c.t.info.timeoutMs;

/** How long a parked run's stream is watched for an unwanted terminal or error. */
export const QUIET_WINDOW_MS = 1_500;

/**
 * The window on the embedded reference server: it keeps no timers (a run advances when it is
 * observed), so whatever its parked stream carries is written when the stream opens, and a longer
 * watch would see nothing more. 1.5 s of each embedded run was this wait.
 */
const EMBEDDED_QUIET_WINDOW_MS = 150;

export const quietWindowMs = (c: CheckContext): number =>
  Math.min(c.t.info.embedded ? EMBEDDED_QUIET_WINDOW_MS : QUIET_WINDOW_MS, c.t.info.timeoutMs);

export const isEventStream = (r: StreamRead): boolean => isEventStreamType(r.contentType);

export interface ReadOptions {
  /** Defaults to the read key (streams are scope read, doc 2 Events), else the admin key. */
  key?: string | null;
  /** Defaults to the run's `--timeout` (`liveDeadlineMs`). */
  deadlineMs?: number;
  maxFrames?: number;
  stopOn?: (f: StreamFrame, frames: StreamFrame[]) => boolean;
  /** Ends the read when aborted: a stream held open until the check is done with it. */
  stop?: AbortSignal;
}

/**
 * One bounded read of a stream, recorded as evidence. A transport error is a failure of the check;
 * a throttled request, not exercised.
 */
export async function read(
  c: CheckContext,
  path: string,
  opts: ReadOptions = {},
): Promise<StreamRead & { exchange: Exchange }> {
  const key = opts.key === undefined ? (c.t.keys.read ?? c.t.keys.admin) : opts.key;
  const seen: StreamFrame[] = [];
  const stopOn = opts.stopOn;
  return c.through(
    `GET ${path}`,
    () =>
      readStream(c.t.client, path, {
        key,
        deadlineMs: opts.deadlineMs ?? liveDeadlineMs(c),
        maxFrames: opts.maxFrames,
        stop: opts.stop,
        stopOn: stopOn
          ? (f) => {
              seen.push(f);
              return stopOn(f, seen);
            }
          : undefined,
      }),
    `transport error reading the stream ${path}`,
  );
}

/**
 * A stream read to the server's close (or the deadline), not stopped at its terminal event so that a
 * stream left open after it shows; `firstFrame` is kept at its first frame, so a caller can wait
 * until the stream is open before it moves the subject.
 */
export function readToClose(
  c: CheckContext,
  path: string,
): { firstFrame: Promise<void>; done: ReturnType<typeof read> } {
  let opened: () => void = () => {};
  const firstFrame = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const done = read(c, path, {
    stopOn: (_f, seen) => {
      if (seen.length === 1) opened();
      return false;
    },
  });
  return { firstFrame, done };
}

/** A short account of a read for messages: "200 text/event-stream, 5 frames [progress, …, done], closed". */
export function summary(r: StreamRead): string {
  const events = r.frames.map((f) => f.event);
  const shown = events.length > 8 ? [...events.slice(0, 4), "…", ...events.slice(-3)] : events;
  const end = r.ended
    ? "closed by the server"
    : r.oversize
      ? "read stopped by the suite at the byte bound (--max-response-bytes)"
      : r.cutOff
        ? `read stopped by the suite after ${r.durationMs} ms`
        : "open";
  return `${r.status} ${r.contentType || "(no content type)"}, ${r.frames.length} frame(s) [${shown.join(", ")}], ${end}`;
}

/** What a stream request is answered. */
export const STREAM_OPENED = "200 text/event-stream (doc 2 Events, Streams; doc 2 Jobs, Tasks)";

/** A read that opened a stream (200 `text/event-stream`), else a failure naming what came instead. */
export function requireOpened(c: CheckContext, r: StreamRead & { exchange: Exchange }, what: string): void {
  if (r.status === 0)
    c.fail(
      `Received: no response to the stream request for ${what} within ${r.durationMs} ms / Documented: 200 text/event-stream (doc 2 Events, Streams)`,
      r.exchange,
    );
  c.require(
    r.status === 200 && isEventStream(r),
    `${r.status} ${r.contentType || "(no content type)"} for ${what}${r.body ? `: ${r.body.slice(0, 300)}` : ""}`,
    STREAM_OPENED,
    r.exchange,
  );
}

/**
 * Only the cap's `timeout` was read: the deployment's connection cap answered, not the stream. The
 * rule that reads it is not exercised, even where facts.streamCap is known and the suite holds fewer
 * streams: a target may still count streams the suite closed a moment ago (a close it has not seen
 * yet) or another consumer's. Whether the cap answers too early is EVENTS-STREAM-CAP's to judge,
 * alone on a disposable target, opening again within the wait before it fails.
 */
export function cappedOnly(r: StreamRead): boolean {
  return r.frames.length === 1 && r.frames[0].event === "timeout";
}

/** Waits between polls of a real target only; the reference server advances when observed. */
export async function backOff(c: CheckContext, ms = 250): Promise<void> {
  if (!c.t.info.embedded) await new Promise((r) => setTimeout(r, ms));
}
