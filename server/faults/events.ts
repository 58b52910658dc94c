/** Faults the EVENTS family must catch (doc 2 Events, Streams; doc 2 Authentication 2). */
import type { Reply, SseSink } from "../state/reply.ts";
import { getTask } from "../domain/tasks/state.ts";
import { getRun } from "../domain/runs/engine.ts";
import { TERMINAL_EVENTS } from "../domain/runs/stream.ts";
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";

export const faults = {
  "events-content-type-plain": {
    family: "EVENTS",
    description: "both streams are served as text/plain (the SSE framing is unchanged, only the media type is wrong)",
    rules: [
      "EVENTS-CONTENT-TYPE",
      "EVENTS-FRAMES-PARSE",
      "EVENTS-TASK-RUN-PROJECTION",
      "EVENTS-TERMINAL-ENDS",
      "EVENTS-REPLAY",
      "EVENTS-QUIET-PARKED",
    ],
    install(layer) {
      layer.replace("sse.mediaType", () => "text/plain; charset=utf-8");
    },
  },
  "events-unprefixed-continuation": {
    family: "EVENTS",
    description: "frame payloads are pretty-printed JSON and only the first line carries the `data:` prefix",
    rules: ["EVENTS-FRAMES-PARSE", "EVENTS-TASK-RUN-PROJECTION"],
    install(layer) {
      // Pretty-printed JSON: only its first line carries the prefix.
      layer.replace("sse.dataLines", () => (payload) => `data: ${JSON.stringify(payload, null, 2)}\n`);
    },
  },
  "events-thin-run-projection": {
    family: "EVENTS",
    description: "the task run stream's progress frames carry a summary {runId, status} instead of the run projection",
    rules: ["EVENTS-TASK-RUN-PROJECTION"],
    install(layer) {
      // Progress frames carry a summary {runId, status}, not the run projection.
      layer.around("streamTaskEvents", async (ctx, next) =>
        onStream(await next(), (sink) => {
          const task = getTask(ctx.ws, ctx.params.taskId);
          const run = task?.runId ? getRun(ctx.ws, task.runId) : undefined;
          return overriding(sink, {
            send: (event, data, id) =>
              sink.send(
                event,
                run && !TERMINAL_EVENTS.has(event)
                  ? { ...(data as object), run: { runId: run.runId, status: run.status } }
                  : data,
                id,
              ),
          });
        }),
      );
    },
  },
  "events-open-after-terminal": {
    family: "EVENTS",
    description: "the task run stream stays open after its terminal `done`/`error` (keep-alive comments, no close)",
    rules: ["EVENTS-TERMINAL-ENDS"],
    install(layer) {
      // After its terminal frame the stream is kept open with a keep-alive comment instead of closed.
      layer.around("streamTaskEvents", async (_ctx, next) =>
        onStream(await next(), (sink) => {
          let ended = false;
          return overriding(sink, {
            send(event, data, id) {
              sink.send(event, data, id);
              if (TERMINAL_EVENTS.has(event)) ended = true;
            },
            close: () => (ended ? sink.comment("keep-alive") : sink.close()),
          });
        }),
      );
    },
  },
  "events-task-error-stays-open": {
    family: "EVENTS",
    description:
      "the task run stream of a failed run carries its terminal `error` and stays open (a done run's closes)",
    rules: ["EVENTS-TASK-LIVE-ENDS"],
    install(layer) {
      layer.around("streamTaskEvents", async (_ctx, next) =>
        onStream(await next(), (sink) => {
          let last = "";
          return overriding(sink, {
            send(event, data, id) {
              last = event;
              sink.send(event, data, id);
            },
            close: () => (last === "error" ? undefined : sink.close()),
          });
        }),
      );
    },
  },
  "events-task-stream-stalls": {
    family: "EVENTS",
    description:
      "the task run stream sends what it has when it opens (a finished run's whole replay) and then nothing more, never closing",
    rules: ["EVENTS-TASK-LIVE-ENDS"],
    install(layer) {
      layer.around("streamTaskEvents", async (_ctx, next) =>
        onStream(await next(), (sink) => {
          // What the stream sends while it opens goes out; from the next turn on, nothing does.
          let opening = true;
          queueMicrotask(() => {
            opening = false;
          });
          return overriding(sink, {
            send: (event, data, id) => (opening ? sink.send(event, data, id) : undefined),
            close: () => (opening ? sink.close() : undefined),
          });
        }),
      );
    },
  },
  "events-cancel-closes-silently": {
    family: "EVENTS",
    description: "a cancelled job's stream drops its terminal `stopped` frame: it just closes",
    rules: ["EVENTS-TERMINAL-ENDS"],
    install(layer) {
      dropTerminal(layer, "streamJobEvents", "stopped");
    },
  },
  "events-job-done-dropped": {
    family: "EVENTS",
    description: "a job that succeeds has its stream drop the terminal `done` frame: it just closes",
    rules: ["EVENTS-TERMINAL-ENDS"],
    install(layer) {
      dropTerminal(layer, "streamJobEvents", "done");
    },
  },
  "events-resume-mid-stream": {
    family: "EVENTS",
    description:
      "a reconnect resumes after the frames an earlier connection to the same stream was sent, instead of replaying from the start",
    rules: ["EVENTS-TERMINAL-ENDS", "EVENTS-REPLAY"],
    install(layer) {
      // Per stream (operation and parameters), how many frames earlier connections were sent.
      const sentBefore = new Map<string, number>();
      layer.around("*", async (ctx, next) =>
        onStream(await next(), (sink) => {
          const stream = JSON.stringify([ctx.op.operationId, ctx.params, ctx.query]);
          const skip = sentBefore.get(stream) ?? 0;
          let position = 0;
          return overriding(sink, {
            send(event, data, id) {
              if (sink.closed) return;
              position += 1;
              if (position <= skip) return;
              sentBefore.set(stream, Math.max(position, sentBefore.get(stream) ?? 0));
              sink.send(event, data, id);
            },
          });
        }),
      );
    },
  },
  "events-second-reader-deafens-first": {
    family: "EVENTS",
    description:
      "each stream opened on a run replaces the run's readers with itself: an earlier reader still open hears nothing more, not even the end",
    rules: ["EVENTS-TASK-LIVE-ENDS"],
    install(layer) {
      layer.replace("runs.streamListeners", () => (ws, runId) => {
        const fresh = new Set<() => void>();
        ws.runs.listeners.set(runId, fresh);
        return fresh;
      });
    },
  },
  "events-parked-error": {
    family: "EVENTS",
    description:
      'a parked run\'s stream answers an `error` event ("waiting on a human") and closes, instead of staying quiet',
    rules: ["EVENTS-QUIET-PARKED"],
    install(layer) {
      layer.replace("runs.parkedStream", () => (sink) => {
        sink.send("error", { kind: "parked", message: "the run is waiting on a human decision" });
        sink.close();
      });
    },
  },
  "events-auth-in-stream": {
    family: "EVENTS",
    description:
      "a stream request with an absent or unknown key opens the stream (200 text/event-stream) and reports the refusal as an `error` event",
    rules: ["EVENTS-AUTH"],
    install(layer) {
      layer.replace(
        "http.refusal",
        (answer) => (refusal, op) =>
          refusal.status === 401 && op?.successKind === "event-stream"
            ? {
                kind: "sse",
                open: (sink) => {
                  sink.send("error", refusal.envelope());
                  sink.close();
                },
              }
            : answer(refusal, op),
      );
    },
  },
  "events-task-error-dropped": {
    family: "EVENTS",
    description: "a task whose run failed has its stream drop the terminal `error` frame: it just closes",
    rules: ["EVENTS-TERMINAL-ENDS"],
    install(layer) {
      dropTerminal(layer, "streamTaskEvents", "error");
    },
  },
  "events-seeded-replay-unprojected": {
    family: "EVENTS",
    description:
      "the stream of a run the workspace was seeded with replays a first progress frame that carries no run projection",
    rules: ["EVENTS-TASK-RUN-PROJECTION"],
    install(layer) {
      layer.around("streamTaskEvents", async (ctx, next) => {
        const task = getTask(ctx.ws, ctx.params.taskId);
        const seeded = [ctx.ws.ids.runDone, ctx.ws.ids.runFailed, ctx.ws.ids.runPersonal];
        const reply = await next();
        if (!task?.runId || !seeded.includes(task.runId)) return reply;
        return onStream(reply, (sink) => {
          sink.send("progress", { replayed: true });
          return sink;
        });
      });
    },
  },
  "events-stream-cap-early": {
    family: "EVENTS",
    description:
      "the connection cap answers one stream early: the task run stream that reaches the cap (not the one past it) gets the cap's `timeout` and ends",
    rules: ["EVENTS-STREAM-CAP"],
    install(layer) {
      // Opened within the cap (app.ts counted it and let it through), then refused as if past it.
      layer.around("streamTaskEvents", async (ctx, next) => {
        const reply = await next();
        if (reply.kind !== "sse") return reply;
        const { options } = ctx.server;
        return {
          kind: "sse",
          open: (sink) => {
            if (ctx.server.openStreams < options.streamCap) return reply.open(sink);
            sink.send("timeout", { reason: "stream connection cap reached", cap: options.streamCap });
            sink.close();
          },
        };
      });
    },
  },
  "events-stream-cap-uncounted": {
    family: "EVENTS",
    description:
      "task run streams are not counted towards the connection cap: past it, a task run's stream opens as any other and never ends with `timeout`",
    rules: ["EVENTS-STREAM-CAP"],
    install(layer) {
      // Each task run stream takes itself off the count app.ts keeps as it opens, and puts itself
      // back as it closes (app.ts takes it off again then): the count never reaches the cap.
      layer.around("streamTaskEvents", async (ctx, next) =>
        onStream(await next(), (sink) => {
          ctx.server.openStreams -= 1;
          sink.onClose(() => {
            ctx.server.openStreams += 1;
          });
          return sink;
        }),
      );
    },
  },
} as const satisfies Record<string, FaultDef>;

/** The stream of `op` sends every frame but its terminal `event`, then closes as it would have. */
function dropTerminal(layer: FaultLayer, op: "streamJobEvents" | "streamTaskEvents", event: string): void {
  layer.around(op, async (_ctx, next) =>
    onStream(await next(), (sink) =>
      overriding(sink, { send: (e, data, id) => (e === event ? undefined : sink.send(e, data, id)) }),
    ),
  );
}

/** A stream reply whose sink is first passed through `wrap`; any other reply unchanged. */
function onStream(reply: Reply, wrap: (sink: SseSink) => SseSink): Reply {
  return reply.kind === "sse" ? { kind: "sse", open: (sink) => reply.open(wrap(sink)) } : reply;
}

/** A sink forwarding to `sink` (its `closed` read live) but for the members `own` gives. */
function overriding(sink: SseSink, own: Partial<Pick<SseSink, "send" | "comment" | "close">>): SseSink {
  return {
    send: own.send ?? ((event, data, id) => sink.send(event, data, id)),
    comment: own.comment ?? ((text) => sink.comment(text)),
    close: own.close ?? (() => sink.close()),
    onClose: (fn) => sink.onClose(fn),
    get closed() {
      return sink.closed;
    },
  };
}
