/**
 * Readings of shapes and wire forms: the API is additive (doc 2 Versioning: new object fields may
 * appear without a major version), list orders are stated only for some lists, query and body
 * content beyond what an operation lists is not covered, and the event-stream format is
 * `text/event-stream` with its frames' names and layout not shown beyond the terminal events.
 */
export const variants = {
  "additive-fields": {
    description:
      'every JSON object the server answers (bodies, envelopes, stream frames) carries one more field the documents do not state (`extension`: "v1.62")',
    clause: ["D2-VERSION-ADDITIVE", "D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN"],
  },
  "lists-reversed": {
    description:
      "lists whose order the documents do not state (services, keys, notifications, pipelines, artifacts, decisions, catalogs, repos, connections, manifest types, use cases) come in the reverse of the reference's order",
    clause: ["D2-ROW-listServices", "D2-ROW-listKeys", "D2-ROW-listNotifications", "D2-ROW-listRunDecisions"],
  },
  "writeback-extra-flag": {
    description:
      "the tracker writeback settings carry one more on/off field that is not an action (`managedByAccount`: false)",
    clause: ["D1-PROSE-WRITEBACK-DEFAULT", "D2-VERSION-ADDITIVE"],
  },
  "unknown-query-refused": {
    description: "a query parameter the operation does not list is refused 400",
    clause: ["D2-CONV-ERROR-ENVELOPE", "D2-LIMITS-QUERY-STRINGS"],
  },
  "bodyless-refuses-body": {
    description:
      'an operation the documents give no body ("none", DELETEs, GETs) refuses a non-empty request body with 400',
    clause: ["D2-CONV-JSON", "D2-CONV-ERROR-ENVELOPE"],
  },
  "sse-unnamed-progress": {
    description:
      "progress frames of both event streams carry no `event:` field (an SSE client reads them as `message`); terminal frames keep their names",
    clause: ["D2-EVENTS-STREAM-TYPE", "D2-EVENTS-TASK-PROJECTION"],
  },
  "sse-framing": {
    description:
      "event streams use CRLF line ends, split each frame's JSON over several `data:` lines, send a `retry:` field and interleave comment lines",
    clause: ["D2-EVENTS-STREAM-TYPE"],
  },
} as const;
