/**
 * GET /tasks/{taskId}/events (doc 2 Events, Streams): replays every frame of the run from the
 * start, then drives the run itself (reads advance runs) and forwards each new frame, until a
 * terminal `done` or `error` ends the stream. A parked run's stream stays open and quiet (doc 2: "a
 * quiet stream is normal for a run parked on a human decision") until a decision wakes it.
 */
import type { SseSink } from "../../state/reply.ts";
import type { Workspace } from "../workspace.ts";
import { observeRun } from "./engine.ts";
import type { RunRecord } from "./types.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** What the stream of a parked run does while it waits on a human: nothing (doc 2: a quiet stream is normal). */
    "runs.parkedStream": (sink: SseSink) => void;
    /** The wake-up calls of a run's open streams: one set per run, so every reader hears each new frame. */
    "runs.streamListeners": (ws: Workspace, runId: string) => Set<() => void>;
  }
}

export const TERMINAL_EVENTS: ReadonlySet<string> = new Set(["done", "error"]);

export function streamRun(ws: Workspace, run: RunRecord, sink: SseSink): void {
  let sent = 0;
  const whileParked = ws.server.behaviour("runs.parkedStream", () => {});
  const flush = (): boolean => {
    while (sent < run.events.length) {
      const e = run.events[sent++];
      sink.send(e.event, e.data, String(e.seq));
      if (TERMINAL_EVENTS.has(e.event)) {
        sink.close();
        return true;
      }
    }
    return false;
  };
  let scheduled = false;
  const step = () => {
    scheduled = false;
    if (sink.closed) return;
    if (flush()) return;
    if (run.status === "running") {
      observeRun(ws, run);
      schedule();
    }
    // blocked or paused: quiet until an answer (or anything else) emits a new frame.
    if (run.status === "blocked") whileParked(sink);
  };
  const schedule = () => {
    if (!scheduled && !sink.closed) {
      scheduled = true;
      setImmediate(step);
    }
  };
  const listeners = ws.server.behaviour("runs.streamListeners", listenersOf)(ws, run.runId);
  listeners.add(schedule);
  sink.onClose(() => listeners.delete(schedule));
  step();
}

function listenersOf(ws: Workspace, runId: string): Set<() => void> {
  let listeners = ws.runs.listeners.get(runId);
  if (!listeners) ws.runs.listeners.set(runId, (listeners = new Set()));
  return listeners;
}
