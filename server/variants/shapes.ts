/**
 * Readings of shapes and wire forms: the API is additive (doc 2 Versioning: new object fields may
 * appear without a major version), list orders are stated only for some lists, query and body
 * content beyond what an operation lists is not covered, and the event-stream format is
 * `text/event-stream` with its frames' names and layout not shown beyond the terminal events.
 */
import type { ServerLayer } from "../http/layer.ts";
import { invalid } from "../state/errors.ts";
import { readBody } from "../http/body.ts";

/** One more field on every JSON object, however deep. */
function withExtension(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withExtension);
  if (v === null || typeof v !== "object") return v;
  return {
    ...Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, withExtension(x)])),
    extension: "v1.62",
  };
}

/** The lists whose order no document states, by operation, and the field holding each. */
const UNORDERED_LISTS: Record<string, string> = {
  listServices: "services",
  listKeys: "keys",
  listNotifications: "notifications",
  listPipelines: "pipelines",
  listRunArtifacts: "artifacts",
  listRunDecisions: "decisions",
  listModels: "models",
  listModelPresets: "presets",
  listRiskPolicies: "riskPolicies",
  listTaskTypes: "taskTypes",
  listUseCases: "useCases",
  listRepos: "repos",
  listEnvironmentConnections: "handlers",
  listManifestTypes: "manifestTypes",
};
export const variants = {
  "additive-fields": {
    description:
      'every JSON object the server answers (bodies, envelopes, stream frames) carries one more field the documents do not state (`extension`: "v1.62")',
    clause: ["D2-VERSION-ADDITIVE", "D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN"],
    install: (layer: ServerLayer) => layer.replace("http.jsonBody", (before) => (body) => withExtension(before(body))),
  },
  "lists-reversed": {
    description:
      "lists whose order the documents do not state (services, keys, notifications, pipelines, artifacts, decisions, catalogs, repos, connections, manifest types, use cases) come in the reverse of the reference's order",
    clause: ["D2-ROW-listServices", "D2-ROW-listKeys", "D2-ROW-listNotifications", "D2-ROW-listRunDecisions"],
    install: (layer: ServerLayer) =>
      layer.around("*", async (ctx, next) => {
        const reply = await next();
        const key = UNORDERED_LISTS[ctx.op.operationId];
        if (!key || reply.kind !== "json") return reply;
        const body = reply.body as Record<string, unknown>;
        if (!Array.isArray(body?.[key])) return reply;
        return { ...reply, body: { ...body, [key]: [...(body[key] as unknown[])].reverse() } };
      }),
  },
  "writeback-extra-flag": {
    description:
      "the tracker writeback settings carry one more on/off field that is not an action (`managedByAccount`: false)",
    clause: ["D1-PROSE-WRITEBACK-DEFAULT", "D2-VERSION-ADDITIVE"],
    install: (layer: ServerLayer) =>
      layer.replace("tracker.writebackView", (before) => (view) => ({ ...before(view), managedByAccount: false })),
  },
  "unknown-query-refused": {
    description: "a query parameter the operation does not list is refused 400",
    clause: ["D2-CONV-ERROR-ENVELOPE", "D2-LIMITS-QUERY-STRINGS"],
    install: (layer: ServerLayer) =>
      layer.replace("http.checkParameters", (before) => (op, raw) => {
        const unlisted = Object.keys(raw.query).filter((k) => !op.queryParams.some((p) => p.name === k));
        if (unlisted.length)
          throw invalid(
            "unknown query parameter",
            unlisted.map((k) => ({ path: `/query/${k}`, message: "not a parameter of this operation" })),
          );
        return before(op, raw);
      }),
  },
  "bodyless-refuses-body": {
    description:
      'an operation the documents give no body ("none", DELETEs, GETs) refuses a non-empty request body with 400',
    clause: ["D2-CONV-JSON", "D2-CONV-ERROR-ENVELOPE"],
    install: (layer: ServerLayer) =>
      layer.replace("http.unexpectedBody", () => async (req, op, maxBodyBytes) => {
        const raw = await readBody(req, maxBodyBytes);
        if (raw.length > 0)
          throw invalid(`${op.operationId} takes no request body`, [{ path: "/body", message: "not expected" }]);
      }),
  },
  "sse-unnamed-progress": {
    description:
      "progress frames of both event streams carry no `event:` field (an SSE client reads them as `message`); terminal frames keep their names",
    clause: ["D2-EVENTS-STREAM-TYPE", "D2-EVENTS-TASK-PROJECTION"],
    // Read as `message` by a client.
    install: (layer: ServerLayer) =>
      layer.replace(
        "sse.frame",
        (before) => (frame, position) =>
          before(frame.event === "progress" ? { ...frame, event: undefined } : frame, position),
      ),
  },
  "sse-framing": {
    description:
      "event streams use CRLF line ends, split each frame's JSON over several `data:` lines, send a `retry:` field and interleave comment lines",
    clause: ["D2-EVENTS-STREAM-TYPE"],
    // A reconnection delay and a comment first; each frame a comment line, the JSON over several
    // `data:` lines, CRLF line ends.
    install: (layer: ServerLayer) => {
      layer.replace("sse.preamble", () => "retry: 3000\r\n: stream open\r\n\r\n");
      layer.replace(
        "sse.dataLines",
        () => (payload) =>
          JSON.stringify(payload, null, 1)
            .split("\n")
            .map((line) => `data: ${line}\n`)
            .join(""),
      );
      layer.replace(
        "sse.frame",
        (before) => (frame, position) => `: frame ${position}\n${before(frame, position)}`.replace(/\n/g, "\r\n"),
      );
    },
  },
} as const;
