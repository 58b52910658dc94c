/**
 * STATE-KEY-REVOKE, passively (doc 1 API key: active → delete → revoked; doc 2 Keys: the list holds
 * live keys only; Authentication 5): once a key was deleted (a 2XX DELETE /keys/{keyId}), a request
 * made with it is refused, and GET /keys no longer lists it. A credential is tied to its key id by
 * the minting or /me (memory/keys.ts).
 */
import type { OperationId } from "../../../contract/operation-ids.ts";
import { is2xx } from "../../traffic/exchange.ts";
import { describe, fail, pass, type Judge } from "../../traffic/judge.ts";
import type { Finding } from "../../common/finding.ts";

/** STATE-KEY-REVOKE: a key deleted before is listed by GET /keys (`listed`: the ids the list holds). */
export function stillListedFinding(listed: readonly string[], keyId: string): Finding | null {
  return listed.includes(keyId)
    ? { received: `revoked key ${keyId} still listed`, documented: "live keys only (doc 2 Keys)" }
    : null;
}

export const keyRevoke: Judge = {
  rule: "STATE-KEY-REVOKE",
  judges: "a deleted key is refused afterwards and no longer listed",
  start: (t) => (x) => {
    const out = [];
    const opId = x.operation?.operationId as OperationId | undefined;
    if (opId === "deleteKey" && is2xx(x.status))
      out.push(pass(x, `key ${x.params.keyId} deleted`, { covered: ["KEY-DELETE"] }));
    const keyId = t.keys.keyIdOf(x.token);
    const deleted = t.keys.deletion(keyId);
    if (deleted && deleted.seq < x.seq && x.operation) {
      if (is2xx(x.status))
        out.push(
          fail(
            x,
            `${describe(x)} with key ${keyId}, deleted by ${describe(deleted)}`,
            "a revoked key is refused (doc 1 API key: active → delete → revoked)",
            { evidence: [deleted, x] },
          ),
        );
      else if (x.status >= 400 && x.status < 500) out.push(pass(x, `the deleted key ${keyId} refused ${x.status}`));
    }
    if (opId === "listKeys" && x.status === 200 && x.jsonOk) {
      const listed = ((x.json as { keys?: { id?: unknown }[] }).keys ?? [])
        .map((k) => k?.id)
        .filter((id): id is string => typeof id === "string");
      for (const id of listed) {
        const d = t.keys.deletion(id);
        // Read in the deleting key's workspace (another's list may hold a key of the same id).
        const f = stillListedFinding(listed, id);
        if (f && d && d.seq < x.seq && t.keys.workspaceOf(x.token) === t.keys.workspaceOf(d.token))
          out.push(fail(x, `${f.received} (${describe(d)}, then ${describe(x)})`, f.documented, { evidence: [d, x] }));
      }
    }
    return out;
  },
};
