/**
 * Key readings (doc 2 Keys): revocation is idempotent and may name the calling key; an id that no
 * key ever had is not covered, and every operation may also answer a 4XX.
 */
import type { ServerLayer } from "../http/layer.ts";
import { notFound } from "../state/errors.ts";
export const variants = {
  "key-revoke-unknown-404": {
    description:
      "DELETE /keys/{keyId} of an id no key of the workspace ever had answers 404 (revoking a revoked key again stays 204)",
    clause: ["D2-KEYS-REVOKE-IDEMPOTENT", "D2-CONV-ERROR-ENVELOPE"],
    // A revoked key of this workspace stays 204.
    install: (layer: ServerLayer) =>
      layer.around("deleteKey", (ctx, next) => {
        const target = ctx.server.keys.get(ctx.params.keyId);
        if (!target || target.workspaceId !== ctx.ws.id) throw notFound("key");
        return next();
      }),
  },
  "key-secret-part-only": {
    description:
      "POST /keys answers in `secret` only the part after the dot; the credential is the fixed prefix, the key's id, a dot and that secret (`apk_<key.id>.<secret>`)",
    clause: ["D2-AUTH-1-CREDENTIAL", "D2-KEYS-CREATE-SECRET-ONCE"],
    install: (layer: ServerLayer) =>
      layer.around("createKey", async (_ctx, next) => {
        const reply = await next();
        if (reply.kind !== "json") return reply;
        const body = reply.body as { secret: string };
        return { ...reply, body: { ...body, secret: body.secret.slice(body.secret.indexOf(".") + 1) } };
      }),
  },
} as const;
