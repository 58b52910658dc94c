/**
 * Finding the per-workspace webhook cap, whose figure the documents do not show (doc 2 Limits: "a
 * per-workspace endpoint cap exists"): new endpoints of the suite's own registered one after another
 * until one is refused. Shared by ERRORS-WEBHOOK-LIMIT and CONC-WEBHOOK-CAP. Every id sent is tracked
 * for removal at teardown; a caller removes them before its verdict (`releaseHooks`), as the cap is
 * shared by the whole run.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";

/** How many new endpoints the suite registers looking for the (unshown) cap before giving up. */
export const CAP_SEARCH = 50;

export function hookUrl(id: string): string {
  return `https://hooks.example.com/conformance/${id}`;
}

export interface Filled {
  created: string[];
  refused: { id: string; reply: Reply } | null;
}

/** Registers new endpoints `${base}-0`, `${base}-1`… until one is refused (at most CAP_SEARCH). */
export async function fillToCap(c: CheckContext, sent: string[], base: string): Promise<Filled> {
  const created: string[] = [];
  for (let i = 0; i < CAP_SEARCH; i++) {
    const id = `${base}-${i}`;
    sent.push(id);
    trackHook(c, id);
    const r = await c.call("PUT", `/notification-webhooks/${id}`, { body: { url: hookUrl(id) } });
    if (r.status === 200) {
      created.push(id);
      continue;
    }
    return { created, refused: { id, reply: r } };
  }
  return { created, refused: null };
}

export function trackHook(c: CheckContext, id: string): void {
  c.t.fixtures.track("webhook", id, async () => {
    const d = await c.t.client.call("DELETE", `/notification-webhooks/${id}`, { key: c.t.keys.admin });
    if (d.status !== 204) throw new Error(`DELETE /notification-webhooks/${id} answered ${d.status}`);
  });
}

/** Removes the endpoints now (the cap is shared by the whole run), leaving teardown what failed. */
export async function releaseHooks(c: CheckContext, ids: string[]): Promise<void> {
  for (const id of ids) {
    const d = await c.t.client.call("DELETE", `/notification-webhooks/${id}`, { key: c.t.keys.admin });
    if (d.status === 204) c.t.fixtures.forget("webhook", id);
  }
}
