/** Shared by the faults' wrappers: changing what a handler answered. */
import { ApiError } from "../state/errors.ts";
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

/** The plain 500 a fault answers where the documented behaviour would refuse with a 4XX or succeed. */
export function serverError(): ApiError {
  return new ApiError(500, "internal_error", "unexpected server error");
}
