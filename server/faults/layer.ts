/**
 * The fault layer: how a fault of the catalogue changes the reference server without the
 * documented code naming it. A fault's `install(layer)` (server/faults/<family>.ts) either wraps
 * operations' handlers (`around`) or replaces a named documented behaviour (`replace`); ServerState
 * builds one layer per server from the faults switched on. A handler thus reads as the documents
 * say, and a fault's definition holds all of what it does. Prefer `around`: a named behaviour is
 * only for what no wrapper of a handler can reach (a pipeline step before the handler, the paging
 * codec, the run engine, stream framing).
 */
import type { OperationId } from "../../contract/operation-ids.ts";
import type { Handler, RequestContext } from "../http/context.ts";
import type { Reply } from "../http/reply.ts";
import type { ServerState } from "../state/server-state.ts";

import type { BehaviourName, Behaviours } from "../state/behaviours.ts";

export type { BehaviourName, Behaviours };

/** The documented code's side: the behaviour now in force under `name`, given the documented one. */
export type BehaviourLookup = <K extends BehaviourName>(name: K, documented: Behaviours[K]) => Behaviours[K];

/**
 * Wraps an operation's handler. It sees the prepared request (`ctx`: operation, server, workspace,
 * key, validated parameters and body) and may refuse (throw an ApiError), change the request before
 * calling `next`, not call it at all, or change or replace the reply `next` answers.
 */
export type Around = (ctx: RequestContext, next: () => Promise<Reply>) => Promise<Reply>;

/** What a fault's `install` is handed. */
export interface FaultLayer {
  /** The server the fault is installed in; read it only when a request comes, not at install. */
  readonly server: ServerState;
  /** Wraps the handler of one operation, or of every operation (`"*"`, outermost). */
  around(operation: OperationId | "*", wrapper: Around): void;
  /** Replaces a named behaviour; `by` receives the documented one, to call or to ignore. */
  replace<K extends BehaviourName>(name: K, by: (documented: Behaviours[K]) => Behaviours[K]): void;
}

export class Layer implements FaultLayer {
  private readonly wrappers = new Map<string, Around[]>();
  private readonly replacements = new Map<BehaviourName, ((documented: never) => unknown)[]>();

  constructor(readonly server: ServerState) {}

  around(operation: OperationId | "*", wrapper: Around): void {
    const list = this.wrappers.get(operation) ?? [];
    list.push(wrapper);
    this.wrappers.set(operation, list);
  }

  replace<K extends BehaviourName>(name: K, by: (documented: Behaviours[K]) => Behaviours[K]): void {
    const list = this.replacements.get(name) ?? [];
    list.push(by as (documented: never) => unknown);
    this.replacements.set(name, list);
  }

  /** The behaviour in force: the documented one, or what the faults installed made of it (in order). */
  behaviour<K extends BehaviourName>(name: K, documented: Behaviours[K]): Behaviours[K] {
    const list = this.replacements.get(name);
    if (!list) return documented;
    let current: unknown = documented;
    for (const by of list) current = (by as (d: unknown) => unknown)(current);
    return current as Behaviours[K];
  }

  /** Calls the handler through the wrappers of every operation, then of this one, in install order. */
  handle(ctx: RequestContext, handler: Handler): Promise<Reply> {
    const chain = [...(this.wrappers.get("*") ?? []), ...(this.wrappers.get(ctx.op.operationId) ?? [])];
    const call = async (i: number): Promise<Reply> =>
      i === chain.length ? handler(ctx) : chain[i](ctx, () => call(i + 1));
    return call(0);
  }
}
