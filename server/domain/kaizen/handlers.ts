/**
 * Kaizen entries (doc 2 Kaizen; doc 1 Kaizen entries; doc 2 Errors 404 `kaizen_entry_not_found`,
 * 409 `kaizen_entry_not_settled`).
 */
import type { HandlerTable, RequestContext } from "../../state/context.ts";
import { ok } from "../../state/reply.ts";
import { stated } from "../../state/errors.ts";
import { paginate } from "../../state/paging.ts";
import { sinceFilter } from "../../state/wire-time.ts";
import { isSettled, type KaizenEntryRecord, type KaizenStatus } from "./state.ts";
import { acknowledge, type AcknowledgeRequest } from "./acknowledge.ts";
import { publicKaizenEntry } from "./projection.ts";

function findEntry(ctx: RequestContext): KaizenEntryRecord {
  const e = ctx.ws.kaizen.entries.get(ctx.params.entryId);
  if (!e) throw stated(404, "kaizen_entry_not_found", `Kaizen entry ${ctx.params.entryId} not found`);
  return e;
}

export const handlers: HandlerTable = {
  listKaizenEntries: (ctx) => {
    const q = ctx.query as {
      acknowledged?: boolean;
      settled?: boolean;
      status?: KaizenStatus;
      agentKind?: string;
      since?: number;
      limit?: number;
      cursor?: string;
    };
    // Drainable backlog = acknowledged=false & settled=true; acknowledged=false alone also returns
    // in-flight gradings (doc 2 Kaizen). `since`: createdAt >= since (reference choice: inclusive; VARIANT since-exclusive: >).
    const all = [...ctx.ws.kaizen.entries.values()].filter(
      (e) =>
        (q.acknowledged === undefined || e.acknowledged === q.acknowledged) &&
        (q.settled === undefined || isSettled(e) === q.settled) &&
        (q.status === undefined || e.status === q.status) &&
        (q.agentKind === undefined || e.agentKind === q.agentKind) &&
        sinceFilter(q.since, ctx.server)(e.createdAt),
    );
    const list = `kaizen?ack=${q.acknowledged ?? ""}&settled=${q.settled ?? ""}&status=${q.status ?? ""}&agentKind=${encodeURIComponent(q.agentKind ?? "")}&since=${q.since ?? ""}`;
    const page = paginate(
      ctx.server.cursors,
      all,
      { limit: q.limit, cursor: q.cursor },
      { list, workspaceId: ctx.ws.id, newestFirst: true },
    );
    return ok({ entries: page.items.map((e) => publicKaizenEntry(ctx.ws, e)), nextCursor: page.nextCursor });
  },

  getKaizenEntry: (ctx) => ok(publicKaizenEntry(ctx.ws, findEntry(ctx))),

  acknowledgeKaizenEntry: (ctx) => {
    const e = findEntry(ctx);
    acknowledge(e, (ctx.body ?? {}) as AcknowledgeRequest, ctx.key.id, () => ctx.ws.now());
    return ok(publicKaizenEntry(ctx.ws, e));
  },
};
