/**
 * Identity and keys (doc 2 Keys; Authentication 1, 4, 8, 10; doc 1 Identity and keys): describe the
 * calling key, mint `read`/`write`/`decide` keys in the caller's own workspace (secret returned
 * once), list live keys without secrets, revoke with the cascade.
 */
import type { HandlerTable } from "../../state/context.ts";
import { created, noContent, ok } from "../../state/reply.ts";
import { invalid } from "../../state/errors.ts";
import type { Scope } from "../../../lib/contract/types.ts";
import { formatKey } from "./format.ts";
import type { KeyRecord } from "./store.ts";

export function publicKey(k: KeyRecord) {
  return {
    accountId: k.accountId,
    actsAsUserId: k.actsAsUserId,
    createdAt: k.createdAt,
    createdByKeyId: k.createdByKeyId,
    createdByUserId: k.createdByUserId,
    externalIdentity: k.externalIdentity,
    id: k.id,
    label: k.label,
    lastUsedAt: k.lastUsedAt,
    revokedAt: k.revokedAt,
    scope: k.scope,
    workspaceId: k.workspaceId,
  };
}

export const handlers: HandlerTable = {
  getMe: ({ key }) =>
    ok({
      accountId: key.accountId,
      createdAt: key.createdAt,
      externalIdentity: key.externalIdentity,
      keyId: key.id,
      label: key.label,
      scope: key.scope,
      workspaceId: key.workspaceId,
    }),

  /** doc 2 Keys: the workspace's live keys, oldest first (reference choice), never a secret. */
  listKeys: ({ server, ws }) =>
    ok({
      keys: server.keys
        .liveInWorkspace(ws.id)
        .sort((a, b) => a.seq - b.seq)
        .map(publicKey),
    }),

  createKey: ({ server, ws, key, body }) => {
    const req = body as { label: string; scope?: Scope; externalIdentity?: string };
    // doc 2 Keys: an omitted scope mints `write`.
    const scope = req.scope ?? "write";
    // The contract's enum already refuses `admin`; this guards the rule itself (doc 2 Authentication 8).
    if (scope === "admin")
      throw invalid("admin keys cannot be minted", [{ path: "/scope", message: "admin cannot be minted" }]);
    let keyId: string;
    do keyId = `k${server.token(11).toLowerCase()}`;
    while (server.keys.has(keyId));
    const secret = server.token(32);
    const rec = server.keys.add(
      {
        id: keyId,
        seq: ws.nextSeq(),
        accountId: key.accountId,
        workspaceId: ws.id,
        label: req.label,
        scope,
        createdAt: server.clock.now(),
        createdByKeyId: key.id,
        createdByUserId: null,
        externalIdentity: req.externalIdentity ?? null,
        actsAsUserId: null,
        lastUsedAt: null,
        revokedAt: null,
      },
      secret,
    );
    return created({ key: publicKey(rec), secret: formatKey(keyId, secret) });
  },

  deleteKey: ({ server, ws, params }) => {
    // Idempotent (doc 2 Keys): an unknown id, an already revoked one, or one of another workspace
    // all answer 204 and change nothing here; only this workspace's keys are revoked.
    const target = server.keys.get(params.keyId);
    if (target && target.workspaceId === ws.id) server.keys.revokeCascade(target.id, server.clock.now());
    return noContent();
  },
};
