/** The job event stream (doc 2 Events, Streams "Job"). */
import type { SseSink } from "../../state/reply.ts";
import { advanceJob } from "./machine.ts";
import type { JobRecord } from "./state.ts";

/**
 * doc 2 Events: replay every frame from the start, then — because progress is driven by
 * observation — drive the job one step per event-loop turn (setImmediate: scheduling, not a
 * sleep), sending each new frame; the terminal frame (`done`, `error`, `stopped`) ends the stream.
 * Frames appended by other observers (a GET, a cancel) meanwhile are sent too, in order.
 */
export function pumpJobStream(job: JobRecord, sink: SseSink): void {
  let sent = 0;
  let pending: NodeJS.Immediate | null = null;
  sink.onClose(() => {
    if (pending) clearImmediate(pending);
    pending = null;
  });
  const tick = () => {
    pending = null;
    if (sink.closed) return;
    while (sent < job.frames.length) {
      const f = job.frames[sent++];
      sink.send(f.event, f.data, String(f.id));
    }
    if (job.status !== "running") {
      sink.close();
      return;
    }
    advanceJob(job);
    pending = setImmediate(tick);
  };
  tick();
}
