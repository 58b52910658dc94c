/** Faults the EVENTS family must catch (doc 2 Events, Streams; doc 2 Authentication 2). */
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
  },
  "events-unprefixed-continuation": {
    family: "EVENTS",
    description: "frame payloads are pretty-printed JSON and only the first line carries the `data:` prefix",
    rules: ["EVENTS-FRAMES-PARSE", "EVENTS-TASK-RUN-PROJECTION"],
  },
  "events-thin-run-projection": {
    family: "EVENTS",
    description: "the task run stream's progress frames carry a summary {runId, status} instead of the run projection",
    rules: ["EVENTS-TASK-RUN-PROJECTION"],
  },
  "events-open-after-terminal": {
    family: "EVENTS",
    description: "the task run stream stays open after its terminal `done`/`error` (keep-alive comments, no close)",
    rules: ["EVENTS-TERMINAL-ENDS"],
  },
  "events-cancel-closes-silently": {
    family: "EVENTS",
    description: "a cancelled job's stream drops its terminal `stopped` frame: it just closes",
    rules: ["EVENTS-TERMINAL-ENDS"],
  },
  "events-resume-mid-stream": {
    family: "EVENTS",
    description: "a reconnect resumes after the frames an earlier connection to the same stream was sent, instead of replaying from the start",
    rules: ["EVENTS-TERMINAL-ENDS", "EVENTS-REPLAY"],
  },
  "events-parked-error": {
    family: "EVENTS",
    description: "a parked run's stream answers an `error` event (\"waiting on a human\") and closes, instead of staying quiet",
    rules: ["EVENTS-QUIET-PARKED"],
  },
  "events-auth-in-stream": {
    family: "EVENTS",
    description: "a stream request with an absent or unknown key opens the stream (200 text/event-stream) and reports the refusal as an `error` event",
    rules: ["EVENTS-AUTH"],
  },
} as const;
