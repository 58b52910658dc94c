/** Shared by the faults' wrappers: changing what a handler is asked before it runs. */
import type { RequestContext } from "../state/context.ts";

/** Leaves query parameters out of the request, as if the client had not sent them: a filter not applied. */
export function ignoreQuery(ctx: RequestContext, ...names: string[]): void {
  ctx.query = Object.fromEntries(Object.entries(ctx.query).filter(([name]) => !names.includes(name)));
}
