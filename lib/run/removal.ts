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

/** How one kind is removed, with which key: null once gone, else why it may remain. */
type Remover = {
  key: "admin" | "peer";
  remove: (client: ApiClient, id: string, key: string) => Promise<string | null>;
};

const enc = encodeURIComponent;

/** DELETE `path(id)`; 404 is already gone (a check removed it and was stopped before it could say so). */
function deleting(path: (id: string) => string, key: Remover["key"]): Remover {
  return {
    key,
    remove: async (client, id, withKey) => {
      try {
        const r = await client.call("DELETE", path(id), { key: withKey });
        return r.status === 204 || r.status === 404 || r.status === 200
          ? null
          : `DELETE ${path(id)} answered ${r.status}`;
      } catch (e) {
        return `DELETE ${path(id)} failed: ${(e as Error).message}`;
      }
    },
  };
}

/** Keys are revoked as everywhere else in the run (revoke.ts: asked again until the documented answer). */
const revoking = (key: Remover["key"]): Remover => ({ key, remove: revokeKey });

const REMOVERS: Record<string, Remover> = {
  key: revoking("admin"),
  task: deleting((id) => `/tasks/${enc(id)}`, "admin"),
  service: deleting((id) => `/services/${enc(id)}`, "admin"),
  webhook: deleting((id) => `/notification-webhooks/${enc(id)}`, "admin"),
  "peer service": deleting((id) => `/services/${enc(id)}`, "peer"),
  "peer webhook": deleting((id) => `/notification-webhooks/${enc(id)}`, "peer"),
  // Minted by the second workspace's admin key (KEYS-REVOKE-CASCADE), revoked with it.
  "peer key": revoking("peer"),
};

/** Kinds that outlive any undo: a job can be cancelled, never deleted (doc 2 Jobs has no DELETE). */
export const PERMANENT = new Set(["job"]);
const PERMANENT_REASON = "jobs cannot be deleted through the API (doc 2 Jobs); cancelled where still running";

/**
 * Removes, newest first, what the ledger still lists; returns what remains, with the reason. A task
 * goes before its service (it is newer), as the teardown does.
 */
export async function removeOutstanding(
  client: ApiClient,
  keys: { admin: string; peer: string | null },
  made: Made[],
): Promise<Leftover[]> {
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
    const why = await remover.remove(client, m.id, key);
    if (why) left.push({ ...m, reason: why });
  }
  return left.reverse();
}
