/**
 * Identity and keys (doc 2 Keys; Authentication 1, 4, 8, 10; doc 1 Identity and keys): describe the
 * calling key, mint `read`/`write`/`decide` keys in the caller's own workspace (secret returned
 * once), list live keys without secrets, revoke with the cascade.
 */
import type { HandlerTable } from "../../http/context.ts";
import { created, noContent, ok } from "../../http/reply.ts";
import { ApiError, invalid, notFound } from "../../http/errors.ts";
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

/** Fault `keys-secret-in-list` only: raw secrets kept so the faulty list can show them. */
const faultSecrets = new Map<string, string>();

export const handlers: HandlerTable = {
  getMe: ({ key, server }) =>
    ok({
      accountId: key.accountId,
      createdAt: key.createdAt,
      externalIdentity: key.externalIdentity,
      keyId: key.id,
      label: key.label,
      scope: server.fault("auth-me-reports-admin") ? "admin" : key.scope,
      workspaceId: key.workspaceId,
    }),

  listKeys: ({ server, ws }) => {
    // Fault `keys-list-shows-revoked`: revoked keys are listed too.
    const keys = server.fault("keys-list-shows-revoked") ? server.keys.allInWorkspace(ws.id) : server.keys.liveInWorkspace(ws.id);
    const rows = keys.sort((a, b) => a.seq - b.seq).map(publicKey);
    // Fault `keys-secret-in-list`: each minted key's secret part rides along as `secretHint`.
    if (server.fault("keys-secret-in-list")) return ok({ keys: rows.map((k) => (faultSecrets.has(k.id) ? { ...k, secretHint: faultSecrets.get(k.id) } : k)) });
    return ok({ keys: rows });
  },

  createKey: ({ server, ws, key, body }) => {
    const req = body as { label: string; scope?: Scope; externalIdentity?: string };
    // The contract's enum already refuses `admin`; this guards the rule itself (doc 2 Authentication 8).
    // Fault `keys-default-scope-read`: an omitted scope mints `read`.
    const scope = req.scope ?? (server.fault("keys-default-scope-read") ? "read" : "write");
    // Faults `keys-admin-mintable` / `keys-admin-created-then-refused` (the body check is skipped in
    // http/app.ts): admin is minted, or stored first and refused afterwards.
    const adminThenRefuse = scope === "admin" && server.fault("keys-admin-created-then-refused");
    if (scope === "admin" && !server.fault("keys-admin-mintable") && !adminThenRefuse) {
      throw invalid("admin keys cannot be minted", [{ path: "/scope", message: "admin cannot be minted" }]);
    }
    // Fault `valid-key-label-max-refused`: the label bound 1-120 is read as exclusive.
    if (server.fault("valid-key-label-max-refused") && [...req.label].length >= 120) throw invalid("label too long", [{ path: "/label", message: "must be shorter than 120" }]);
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
        // Fault `keys-created-by-self`: the new key names itself as its provisioner.
        createdByKeyId: server.fault("keys-created-by-self") ? keyId : key.id,
        createdByUserId: null,
        externalIdentity: req.externalIdentity ?? null,
        actsAsUserId: null,
        lastUsedAt: null,
        revokedAt: null,
      },
      secret,
    );
    if (adminThenRefuse) throw invalid("admin keys cannot be minted", [{ path: "/scope", message: "admin cannot be minted" }]);
    if (server.fault("keys-secret-in-list")) faultSecrets.set(keyId, secret);
    // VARIANT key-secret-part-only: `secret` is the part after the dot, not the whole credential.
    return created({ key: publicKey(rec), secret: server.variant("key-secret-part-only") ? secret : formatKey(keyId, secret) });
  },

  deleteKey: ({ server, ws, params }) => {
    // Idempotent (doc 2 Keys): an unknown id, an already revoked one, or one of another workspace
    // all answer 204 and change nothing here; only this workspace's keys are revoked.
    const target = server.keys.get(params.keyId);
    // Fault `keys-revoke-twice-404`: revoking a key of this workspace a second time is a 404.
    if (server.fault("keys-revoke-twice-404") && target && target.workspaceId === ws.id && target.revokedAt !== null) throw notFound("key");
    // Fault `keys-revoke-unknown-500`: revoking an id no key ever had crashes the handler.
    if (server.fault("keys-revoke-unknown-500") && !target) throw new ApiError(500, "internal_error", "unexpected server error");
    // VARIANT key-revoke-unknown-404: an id no key of this workspace ever had is a 404 (a revoked key stays 204).
    if (server.variant("key-revoke-unknown-404") && (!target || target.workspaceId !== ws.id)) throw notFound("key");
    // Fault `state-key-revoke-downgrades`: a provisioned key is downgraded to read, not revoked.
    if (target && target.workspaceId === ws.id && target.scope !== "admin" && target.revokedAt === null && server.fault("state-key-revoke-downgrades")) {
      target.scope = "read";
      return noContent();
    }
    // Fault `sec-peer-revokes-key`: the workspace of the named key is not checked.
    if (target && (target.workspaceId === ws.id || server.fault("sec-peer-revokes-key"))) server.keys.revokeCascade(target.id, server.clock.now());
    // Fault `keys-cascade-siblings`: every key minted by the revoked key's own minter goes too.
    if (server.fault("keys-cascade-siblings") && target?.createdByKeyId) {
      for (const k of server.keys.allInWorkspace(ws.id)) if (k.createdByKeyId === target.createdByKeyId) server.keys.revokeCascade(k.id, server.clock.now());
    }
    // Fault `op-delete-key-200`: the revoked key is answered 200 instead of 204.
    if (server.fault("op-delete-key-200") && target && target.workspaceId === ws.id) return ok(publicKey(target));
    return noContent();
  },
};
