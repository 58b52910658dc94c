/** Faults the KEYS family must catch (doc 2 Keys; Authentication 8, 10; doc 1 Identity and keys; doc 1 States, API key row). */
import type { OpenApiDocument } from "../../lib/contract/types.ts";
import { invalid, notFound, refused } from "../state/errors.ts";
import { noContent, ok, type Reply } from "../state/reply.ts";
import type { RequestContext } from "../state/context.ts";
import { parseKey } from "../domain/keys/format.ts";
import { publicKey } from "../domain/keys/handlers.ts";
import { editJson, jsonBody, serverError } from "./replies.ts";
import type { FaultDef } from "./index.ts";
import { onBearerRefused } from "./bearer-refused.ts";

export const faults = {
  "keys-default-scope-read": {
    family: "KEYS",
    description: "a key minted without a scope gets `read` instead of the documented default `write`",
    rules: ["KEYS-DEFAULT-SCOPE"],
    install(layer) {
      layer.around("createKey", async (ctx, next) => {
        const body = ctx.body as { scope?: string };
        if (body.scope === undefined) ctx.body = { ...body, scope: "read" };
        return next();
      });
    },
  },
  "keys-admin-mintable": {
    family: "KEYS",
    description: "POST /keys with scope admin mints an admin key (201)",
    rules: ["KEYS-NO-ADMIN-MINT"],
    install(layer) {
      layer.replace("contract.edits", (edits) => [...edits, admitAdminMint]);
      layer.around("createKey", mintAdmin);
    },
  },
  "keys-admin-created-then-refused": {
    family: "KEYS",
    description:
      "POST /keys with scope admin answers a 400 envelope, but the key was stored before the check and is live",
    rules: ["KEYS-NO-ADMIN-MINT"],
    install(layer) {
      layer.replace("contract.edits", (edits) => [...edits, admitAdminMint]);
      layer.around("createKey", async (ctx, next) => {
        const reply = await mintAdmin(ctx, next);
        // Stored (and live) before the check refuses it.
        if (jsonBody(reply)?.key.scope === "admin")
          throw invalid("admin keys cannot be minted", [{ path: "/scope", message: "admin cannot be minted" }]);
        return reply;
      });
    },
  },
  "keys-secret-in-list": {
    family: "KEYS",
    description: "GET /keys carries each minted key's secret part as a `secretHint` field",
    rules: ["KEYS-SECRET-ONCE"],
    install(layer) {
      // The secret part of each key minted on this server, by key id.
      const secrets = new Map<string, string>();
      layer.around("createKey", async (_ctx, next) => {
        const reply = await next();
        const minted = jsonBody(reply);
        if (minted) secrets.set(minted.key.id, parseKey(minted.secret)?.secret ?? minted.secret);
        return reply;
      });
      layer.around("listKeys", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          keys: body.keys.map((k: { id: string }) => (secrets.has(k.id) ? { ...k, secretHint: secrets.get(k.id) } : k)),
        })),
      );
    },
  },
  "keys-revoked-still-accepted": {
    family: "KEYS",
    description: "revocation stamps revokedAt and hides the key from GET /keys, but authentication never checks it",
    rules: ["KEYS-REVOKED-REFUSED"],
    install(layer) {
      // Revocation is never looked at: a revoked key whose secret matches is let in.
      onBearerRefused(layer, (token) => {
        const revoked = layer.server.keys.holder(token);
        if (revoked) revoked.lastUsedAt = layer.server.clock.now();
        return revoked ?? null;
      });
    },
  },
  "keys-revoke-twice-404": {
    family: "KEYS",
    description: "DELETE /keys/{keyId} of a key already revoked answers 404 instead of an idempotent 204",
    rules: ["KEYS-REVOKE-IDEMPOTENT"],
    install(layer) {
      layer.around("deleteKey", async (ctx, next) => {
        const target = ctx.server.keys.get(ctx.params.keyId);
        if (target && target.workspaceId === ctx.ws.id && target.revokedAt !== null) throw notFound("key");
        return next();
      });
    },
  },
  "keys-revoke-unknown-500": {
    family: "KEYS",
    description:
      "DELETE /keys/{keyId} of an id no key ever had answers 500 (a 4XX or 204 is allowed, a server error is not)",
    rules: ["KEYS-REVOKE-IDEMPOTENT"],
    install(layer) {
      layer.around("deleteKey", async (ctx, next) => {
        if (!ctx.server.keys.get(ctx.params.keyId)) throw serverError();
        return next();
      });
    },
  },
  "keys-list-shows-revoked": {
    family: "KEYS",
    description: "GET /keys lists revoked keys too (with revokedAt set)",
    rules: ["KEYS-LIST-LIVE-ONLY"],
    install(layer) {
      layer.around("listKeys", async (ctx) =>
        ok({
          keys: ctx.server.keys
            .allInWorkspace(ctx.ws.id)
            .sort((a, b) => a.seq - b.seq)
            .map(publicKey),
        }),
      );
    },
  },
  "keys-cascade-siblings": {
    family: "KEYS",
    description: "the cascade walks the wrong way: revoking a key also revokes every key minted by the same key",
    rules: ["KEYS-REVOKE-BOUNDED"],
    install(layer) {
      layer.around("deleteKey", async (ctx, next) => {
        const target = ctx.server.keys.get(ctx.params.keyId);
        const reply = await next();
        // Every key minted by the revoked key's own minter goes too.
        if (target?.createdByKeyId) {
          for (const k of ctx.server.keys.allInWorkspace(ctx.ws.id)) {
            if (k.createdByKeyId === target.createdByKeyId) ctx.server.keys.revokeCascade(k.id, ctx.server.clock.now());
          }
        }
        return reply;
      });
    },
  },
  "keys-revoke-no-cascade": {
    family: "KEYS",
    description: "DELETE /keys/{keyId} revokes only the named key: the keys it minted stay live",
    rules: ["KEYS-REVOKE-CASCADE"],
    install(layer) {
      layer.around("deleteKey", async (ctx) => {
        const target = ctx.server.keys.get(ctx.params.keyId);
        // The named key alone, never its lineage.
        if (target && target.workspaceId === ctx.ws.id && target.revokedAt === null)
          target.revokedAt = ctx.server.clock.now();
        return noContent();
      });
    },
  },
  "keys-revoke-self-refused": {
    family: "KEYS",
    description:
      "DELETE /keys/{keyId} naming the calling key is refused 409 (the documents say it may name it) and the key stays live",
    rules: ["KEYS-REVOKE-CASCADE"],
    install(layer) {
      layer.around("deleteKey", async (ctx, next) => {
        if (ctx.params.keyId === ctx.key.id)
          throw refused(409, "cannot_revoke_calling_key", "a key cannot revoke itself");
        return next();
      });
    },
  },
  "keys-created-by-self": {
    family: "KEYS",
    description: "a headlessly minted key names itself as createdByKeyId instead of the key that provisioned it",
    rules: ["KEYS-MINTED-LINEAGE"],
    install(layer) {
      layer.around("createKey", async (ctx, next) => {
        const reply = await next();
        const minted = jsonBody(reply);
        const rec = minted && ctx.server.keys.get(minted.key.id);
        if (!rec) return reply;
        rec.createdByKeyId = rec.id;
        return editJson(reply, (body) => ({ ...body, key: publicKey(rec) }));
      });
    },
  },
} as const satisfies Record<string, FaultDef>;

/**
 * `keys-admin-mintable`, `keys-admin-created-then-refused`: a request for scope admin is minted —
 * as a write key, then raised to admin.
 */
async function mintAdmin(ctx: RequestContext, next: () => Promise<Reply>): Promise<Reply> {
  const body = ctx.body as { scope?: string };
  if (body.scope !== "admin") return next();
  ctx.body = { ...body, scope: "write" };
  const reply = await next();
  const minted = jsonBody(reply);
  const rec = minted && ctx.server.keys.get(minted.key.id);
  if (!rec) return reply;
  rec.scope = "admin";
  return editJson(reply, (b) => ({ ...b, key: publicKey(rec) }));
}

/** `keys-admin-mintable`, `keys-admin-created-then-refused`: the body check lets scope admin through. */
export function admitAdminMint(doc: OpenApiDocument): void {
  const scope = (doc.components.schemas.CreateHeadlessPublicApiKey as { properties: { scope: { enum: string[] } } })
    .properties.scope;
  scope.enum = [...scope.enum, "admin"];
}
