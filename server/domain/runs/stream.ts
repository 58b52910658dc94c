/**
 * GET /tasks/{taskId}/events (doc 2 Events, Streams): replays every frame of the run from the
 * start, then drives the run itself (reads advance runs) and forwards each new frame, until a
 * terminal `done` or `error` ends the stream. A parked run's stream stays open and quiet (doc 2: "a
 * quiet stream is normal for a run parked on a human decision") until a decision wakes it.
 */
import type { SseSink } from "../../http/reply.ts";
import type { Workspace } from "../../state/workspace.ts";
import { observeRun } from "./engine.ts";
import type { RunRecord } from "./types.ts";
import type { FaultName } from "../../faults/index.ts";

const TERMINAL_EVENTS = new Set(["done", "error"]);

export function streamRun(ws: Workspace, run: RunRecord, sink: SseSink): void {
  let sent = 0;
  const fault = (name: FaultName) => ws.server.fault(name);
  const flush = (): boolean => {
    while (sent < run.events.length) {
      const e = run.events[sent++];
      // Fault `events-thin-run-projection`: progress frames carry a summary, not the run projection.
      const data = fault("events-thin-run-projection") && !TERMINAL_EVENTS.has(e.event) ? { ...(e.data as Record<string, unknown>), run: { runId: run.runId, status: run.status } } : e.data;
      sink.send(e.event, data, String(e.seq));
      if (TERMINAL_EVENTS.has(e.event)) {
        // Fault `events-open-after-terminal`: the stream stays open after its terminal event.
        if (fault("events-open-after-terminal")) {
          sink.comment("keep-alive");
          return true;
        }
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
    // Fault `events-parked-error`: a parked run's stream answers an `error` event and closes.
    if (run.status === "blocked" && fault("events-parked-error")) {
      sink.send("error", { kind: "parked", message: "the run is waiting on a human decision" });
      sink.close();
    }
  };
  const schedule = () => {
    if (!scheduled && !sink.closed) {
      scheduled = true;
      setImmediate(step);
    }
  };
  let listeners = ws.runs.listeners.get(run.runId);
  if (!listeners) ws.runs.listeners.set(run.runId, (listeners = new Set()));
  listeners.add(schedule);
  sink.onClose(() => listeners!.delete(schedule));
  step();
}
