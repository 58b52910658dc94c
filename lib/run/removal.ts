/**
 * How the run's own process removes, by kind, what a check made and a teardown never removed (a
 * second Ctrl-C, a worker lost, a deadline): one request per kind, with the admin or the peer key.
 * The checks' own undo steps (fixtures.ts) stay the first way out; this table is the last one, and
 * says for the kinds it cannot remove why, so the report lists them truthfully.
 */
import type { ApiClient } from "../http/client.ts";
import type { Leftover } from "./fixtures.ts";
import type { Made } from "./ledger.ts";
import { revokeKey } from "./revoke.ts";

type Remover = { path: (id: string) => string; key: "admin" | "peer" };

const enc = encodeURIComponent;
const REMOVERS: Record<string, Remover> = {
  key: { path: (id) => `/keys/${enc(id)}`, key: "admin" },
  task: { path: (id) => `/tasks/${enc(id)}`, key: "admin" },
  service: { path: (id) => `/services/${enc(id)}`, key: "admin" },
  webhook: { path: (id) => `/notification-webhooks/${enc(id)}`, key: "admin" },
  "peer service": { path: (id) => `/services/${enc(id)}`, key: "peer" },
  "peer webhook": { path: (id) => `/notification-webhooks/${enc(id)}`, key: "peer" },
  // Minted by the second workspace's admin key (KEYS-REVOKE-CASCADE), revoked with it.
  "peer key": { path: (id) => `/keys/${enc(id)}`, key: "peer" },
};

/** Kinds that outlive any undo: a job can be cancelled, never deleted (doc 2 Jobs has no DELETE). */
export const PERMANENT = new Set(["job"]);
const PERMANENT_REASON = "jobs cannot be deleted through the API (doc 2 Jobs); cancelled where still running";

/**
 * Removes, newest first, what the ledger still lists; returns what remains, with the reason. A task
 * goes before its service (it is newer), as the teardown does.
 */
export async function removeOutstanding(client: ApiClient, keys: { admin: string; peer: string | null }, made: Made[]): Promise<Leftover[]> {
  const left: Leftover[] = [];
  for (const m of [...made].reverse()) {
    if (PERMANENT.has(m.kind)) {
      left.push({ ...m, reason: PERMANENT_REASON });
      continue;
    }
    const remover = REMOVERS[m.kind];
    const key = remover ? (remover.key === "admin" ? keys.admin : keys.peer) : null;
    if (!remover || !key) {
      left.push({ ...m, reason: "the run stopped before its teardown undid it" });
      continue;
    }
    if (m.kind === "key" || m.kind === "peer key") {
      const why = await revokeKey(client, m.id, key);
      if (why) left.push({ ...m, reason: why });
      continue;
    }
    try {
      const r = await client.call("DELETE", remover.path(m.id), { key });
      // 404: already gone (a check removed it and was stopped before it could say so).
      if (r.status !== 204 && r.status !== 404 && r.status !== 200) left.push({ ...m, reason: `DELETE ${remover.path(m.id)} answered ${r.status}` });
    } catch (e) {
      left.push({ ...m, reason: `DELETE ${remover.path(m.id)} failed: ${(e as Error).message}` });
    }
  }
  return left.reverse();
}
