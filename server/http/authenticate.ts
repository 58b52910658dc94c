/**
 * doc 2 Authentication 2, 4, 5: a bearer key on every operation (absent, malformed or unknown →
 * 401), and a scope ladder read < write < decide < admin compared against the rung the operation
 * needs, not for equality (below it → 403 `insufficient_scope`).
 */
import { scopeAdmits } from "../../lib/contract/types.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Scope } from "../../lib/contract/types.ts";
import type { KeyRecord } from "../domain/keys/store.ts";
import type { ServerState } from "../domain/server-state.ts";
import { ApiError } from "../state/errors.ts";
import type { Route } from "../state/context.ts";

declare module "../state/behaviours.ts" {
  interface Behaviours {
    /** The key an Authorization header names, its last use stamped; a 401 refusal otherwise. */
    "http.authenticate": (authorization: string | undefined, route: Route) => KeyRecord;
    /** Whether a key of scope `held` may call an operation that needs `needed` (the ladder). */
    "http.scopeAdmits": (held: Scope, needed: Scope) => boolean;
  }
}

/** The token of a `Bearer <token>` header, or undefined for an absent or other header. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const m = authorization ? /^Bearer +(\S+) *$/i.exec(authorization) : null;
  return m ? m[1] : undefined;
}

export function unauthorized(message: string): ApiError {
  return new ApiError(401, "unauthorized", message, undefined, undefined, { "www-authenticate": "Bearer" });
}

export function authenticate(server: ServerState, authorization: string | undefined): KeyRecord {
  const token = bearerToken(authorization);
  if (token === undefined)
    throw unauthorized(
      authorization ? "malformed Authorization header: expected `Bearer <key>`" : "an API key is required",
    );
  const key = server.keys.authenticate(token);
  if (!key) throw unauthorized("unknown or revoked API key");
  if (!server.workspaces.has(key.workspaceId)) throw new ApiError(401, "unauthorized", "unknown or revoked API key");
  key.lastUsedAt = server.clock.now();
  return key;
}

/** The 403 of a key below the rung an operation needs. */
export function assertScope(server: ServerState, key: KeyRecord, op: Operation): void {
  if (server.behaviour("http.scopeAdmits", scopeAdmits)(key.scope, op.scope)) return;
  throw new ApiError(
    403,
    "insufficient_scope",
    `${op.operationId} needs scope ${op.scope}; this key has ${key.scope}`,
    {
      reason: "insufficient_scope",
      required: op.scope,
      scope: key.scope,
    },
  );
}
