/** What a handler receives: the matched operation, the calling key's workspace, and validated input. */
import type { Operation } from "../../lib/contract/operations.ts";
import type { OperationId } from "../../contract/operation-ids.ts";
import type { KeyRecord } from "../domain/keys/store.ts";
import type { ServerState } from "../domain/server-state.ts";
import type { Workspace } from "../domain/workspace.ts";
import type { Reply } from "./reply.ts";

export interface RequestContext {
  op: Operation;
  server: ServerState;
  ws: Workspace;
  key: KeyRecord;
  /** Path parameters, decoded and validated. */
  params: Record<string, string>;
  /** Query parameters, validated and coerced to their contract types (integers, booleans). */
  query: Record<string, unknown>;
  /** The request body, parsed and validated against the contract; undefined when none was sent. */
  body: unknown;
  /** Whether the body key was present at all (absent differs from `{}`). */
  hasBody: boolean;
}

/** The operation a request was routed to, before authentication and validation. */
export interface Route {
  op: Operation;
  /** Path parameters as decoded from the path, not yet validated. */
  params: Record<string, string>;
  /** The raw query string (after the `?`, or empty). */
  search: string;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export type HandlerTable = { [K in OperationId]?: Handler };
