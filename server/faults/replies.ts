/** Shared by the faults' wrappers: changing what a handler answered. */
import type { Reply } from "../state/reply.ts";

/** A JSON body as the wrappers read it: an object of unknown fields. */
export type JsonObject = Record<string, any>;

/** The reply with its JSON body replaced by `edit(body)`; any other reply (bytes, empty, a stream) unchanged. */
export function editJson(reply: Reply, edit: (body: JsonObject) => unknown): Reply {
  return reply.kind === "json" ? { ...reply, body: edit(reply.body as JsonObject) } : reply;
}

/** The JSON body of a reply, or undefined for any other kind. */
export function jsonBody(reply: Reply): JsonObject | undefined {
  return reply.kind === "json" ? (reply.body as JsonObject) : undefined;
}
