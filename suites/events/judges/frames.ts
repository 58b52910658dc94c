/**
 * The judges of an event stream's frames (doc 2 Events, Streams): EVENTS-FRAMES-PARSE, the task run
 * stream's progress frames carry JSON (the run projection); EVENTS-TERMINAL-ENDS, a terminal event
 * ends the stream — nothing follows it, and a stream the server closes carries one. The live rules
 * (../frames-parse.ts, ../terminal-ends.ts) read streams of subjects they chose; passively, every
 * recorded stream answer is parsed from its body. Whether a stream cut off after its terminal event
 * was closed by the server or left by the client is not in a recording: the live rule judges that.
 */
import { isEventStreamType } from "../../../lib/http/stream.ts";
import { framesOfText, type StreamFrame } from "../../../lib/sse/reader.ts";
import type { Finding } from "../../common/finding.ts";
import { eachExchange, found, pass, type Judge, type Verdict } from "../../traffic/judge.ts";
import type { TrafficExchange } from "../../traffic/exchange.ts";
import { isTerminal, STREAM_OPENED, streamKind, TERMINAL, type StreamKind } from "../streams.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export const TERMINATION = "a terminal event ends the stream (doc 2 Events, Streams, Termination)";

/** EVENTS-FRAMES-PARSE: the first progress frame whose data is not JSON. */
export function progressJsonFinding(frames: readonly StreamFrame[], kind: StreamKind, label: string): Finding | null {
  const i = frames.findIndex((f) => !isTerminal(kind, f) && f.json === undefined);
  if (i < 0) return null;
  return {
    received: `frame #${i + 1} (event ${frames[i].event}) of ${label} has data that is not JSON: ${jsonText(frames[i].data.slice(0, 200))}`,
    documented: "progress frames carrying the run projection, as JSON (doc 2 Events, Streams; doc 1 Run)",
  };
}

/** EVENTS-TERMINAL-ENDS: a stream's frames, `closed` when the server ended it. */
export function terminationFinding(
  frames: readonly StreamFrame[],
  kind: StreamKind,
  label: string,
  closed: boolean,
): Finding | null {
  const at = frames.findIndex((f) => isTerminal(kind, f));
  if (at < 0)
    return closed
      ? {
          received: `${label}'s stream closed without a terminal event`,
          documented: `${TERMINATION}: ${[...TERMINAL[kind]].join(", ")}`,
        }
      : null;
  if (at === frames.length - 1) return null;
  return {
    received: `${frames.length - 1 - at} frame(s) after the terminal \`${frames[at].event}\` of ${label}`,
    documented: `${TERMINATION}: nothing follows it`,
  };
}

/**
 * A recorded stream answer read into frames, judged by `judge`; a success that is no event stream
 * fails both rules, as it fails their live checks (a refusal is not theirs: EVENTS-AUTH's, OP's).
 */
function streamJudge(
  rule: string,
  judges: string,
  judge: (s: { kind: StreamKind; frames: StreamFrame[] }, x: TrafficExchange) => Verdict[],
): Judge {
  return eachExchange(rule, judges, (x) => {
    const kind = x.operation ? streamKind(x.operation) : null;
    if (!kind || x.status !== x.operation!.status) return [];
    const type = x.responseHeaders["content-type"] ?? "";
    if (!isEventStreamType(type))
      return [
        found(x, {
          received: `${x.status} ${type || "(no content type)"} for a stream request`,
          documented: STREAM_OPENED,
        }),
      ];
    return judge({ kind, frames: framesOfText(x.responseBody) }, x);
  });
}

export const framesParseJudge = streamJudge(
  "EVENTS-FRAMES-PARSE",
  "the task run stream's progress frames carry JSON",
  (s, x) => {
    const progress = s.frames.filter((f) => !isTerminal(s.kind, f)).length;
    if (!progress) return [];
    const f = progressJsonFinding(s.frames, s.kind, "this answer");
    return f ? [found(x, f)] : [pass(x, `${progress} progress frame(s) carry JSON`)];
  },
);

export const terminalEndsJudge = streamJudge(
  "EVENTS-TERMINAL-ENDS",
  "a terminal event ends a stream, and nothing follows it",
  (s, x) => {
    const f = terminationFinding(s.frames, s.kind, "this answer", !x.truncated);
    if (f) return [found(x, f)];
    const last = s.frames.at(-1);
    return last && isTerminal(s.kind, last)
      ? [pass(x, `${s.frames.length} frame(s) ending with \`${last.event}\``)]
      : [];
  },
);
