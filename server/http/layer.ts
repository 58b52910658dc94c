/**
 * The layer of one server: how a fault (server/faults/) or a variant (server/variants/) changes the
 * reference server without the documented code naming it. Each one's `install(layer)` either wraps
 * operations' handlers (`around`) or replaces a named documented behaviour (`replace`);
 * `startServer` builds one layer per server and installs the variants switched on, then the faults
 * (so a fault breaks whichever reading the server keeps). A handler thus reads as the documents say,
 * and a fault's or a variant's definition holds all of what it does. Prefer `around`: a named
 * behaviour is only for what no wrapper of a handler can reach (a pipeline step before the handler,
 * the paging codec, the run engine, stream framing, the wire form of every answer).
 */
import type { OperationId } from "../../contract/operation-ids.ts";
import type { Handler, RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import type { ServerState } from "../domain/server-state.ts";
import { BehaviourTable, type BehaviourName, type Behaviours } from "../state/behaviours.ts";

/**
 * Wraps an operation's handler. It sees the prepared request (`ctx`: operation, server, workspace,
 * key, validated parameters and body) and may refuse (throw an ApiError), change the request before
 * calling `next`, not call it at all, or change or replace the reply `next` answers.
 */
export type Around = (ctx: RequestContext, next: () => Promise<Reply>) => Promise<Reply>;

/** What a fault's or a variant's `install` is handed. */
export interface ServerLayer {
  /** The server the layer is installed in; read it only when a request comes, not at install. */
  readonly server: ServerState;
  /** Wraps the handler of one operation, or of every operation (`"*"`, outermost). */
  around(operation: OperationId | "*", wrapper: Around): void;
  /** Replaces a named behaviour; `by` receives the one in force so far, to call or to ignore. */
  replace<K extends BehaviourName>(name: K, by: (documented: Behaviours[K]) => Behaviours[K]): void;
}

export class Layer implements ServerLayer {
  private readonly wrappers = new Map<string, Around[]>();
  /** The replaced behaviours, handed to the server state it is built with. */
  readonly behaviours = new BehaviourTable();
  private bound: ServerState | null = null;

  get server(): ServerState {
    if (!this.bound) throw new Error("the layer's server is read at install: read it when a request comes");
    return this.bound;
  }

  /** The server built over this layer's behaviours (once, by startServer). */
  bind(server: ServerState): void {
    this.bound = server;
  }

  around(operation: OperationId | "*", wrapper: Around): void {
    const list = this.wrappers.get(operation) ?? [];
    list.push(wrapper);
    this.wrappers.set(operation, list);
  }

  replace<K extends BehaviourName>(name: K, by: (documented: Behaviours[K]) => Behaviours[K]): void {
    this.behaviours.replace(name, by);
  }

  /** Calls the handler through the wrappers of every operation, then of this one, in install order. */
  handle(ctx: RequestContext, handler: Handler): Promise<Reply> {
    const chain = [...(this.wrappers.get("*") ?? []), ...(this.wrappers.get(ctx.op.operationId) ?? [])];
    const call = async (i: number): Promise<Reply> =>
      i === chain.length ? handler(ctx) : chain[i](ctx, () => call(i + 1));
    return call(0);
  }
}
