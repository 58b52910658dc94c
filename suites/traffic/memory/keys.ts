/**
 * What the traffic tells about its keys: the rung of each bearer credential (doc 2 Authentication
 * 4: `read` < `write` < `decide` < `admin`), its key id, and which keys were deleted. Learned from
 * the answers that state them, strongest first: a minting (`POST /keys` answers the key and its
 * secret), the key list (`GET /keys`), the key describing itself (`GET /me`). A credential none of
 * them names has no known rung, and the ladder judges only compare it with itself.
 *
 * Workspaces are learned too (doc 2 Authentication 3: a key acts within its one workspace): a
 * deletion counts only when the deleting key and the deleted one are known to share a workspace,
 * since revoking an id outside the caller's workspace is a no-op a server may answer 204 (doc 2
 * Keys: revocation is idempotent; suites/README.md on ids no key had).
 */
import { SCOPE_LADDER, type Scope } from "../../../lib/contract/types.ts";
import { credentialOf, keyPrefixOf } from "../../../lib/run/credential.ts";
import type { OperationId } from "../../../contract/operation-ids.ts";
import { is2xx, type TrafficExchange } from "../exchange.ts";

/** Where a rung was read; a stronger source is not overridden by a weaker one. */
const STRENGTH = { me: 1, listed: 2, minted: 3 } as const;
type Source = keyof typeof STRENGTH;

const isScope = (v: unknown): v is Scope => typeof v === "string" && (SCOPE_LADDER as readonly string[]).includes(v);

export class KeyBook {
  private readonly rungs = new Map<string, { scope: Scope; source: Source }>();
  private readonly ids = new Map<string, string>();
  /** Scopes by key id, from the list and from mintings, for credentials whose id is known later. */
  private readonly scopeById = new Map<string, { scope: Scope; source: Source }>();
  private readonly deleted = new Map<string, TrafficExchange>();
  private readonly tokenWorkspace = new Map<string, string>();
  private readonly keyWorkspace = new Map<string, string>();
  private prefix: string | null = null;

  /** `token` acts within `workspaceId`, as something other than the traffic says (a live run knows its own keys). */
  place(token: string, workspaceId: string): void {
    this.tokenWorkspace.set(token, workspaceId);
  }

  learn(x: TrafficExchange): void {
    const op = x.operation?.operationId as OperationId | undefined;
    if (op === "deleteKey" && is2xx(x.status) && x.params.keyId) {
      const ws = x.token ? this.tokenWorkspace.get(x.token) : undefined;
      if (ws !== undefined && ws === this.keyWorkspace.get(x.params.keyId)) this.deleted.set(x.params.keyId, x);
    }
    if (!op || !x.jsonOk) return;
    const body = x.json as Record<string, unknown> | null;
    if (op === "getMe" && x.status === 200 && x.token && body) {
      if (typeof body.keyId === "string") {
        this.ids.set(x.token, body.keyId);
        this.prefix ??= keyPrefixOf(x.token, body.keyId);
        if (typeof body.workspaceId === "string") this.keyWorkspace.set(body.keyId, body.workspaceId);
      }
      if (typeof body.workspaceId === "string") this.tokenWorkspace.set(x.token, body.workspaceId);
      if (isScope(body.scope)) this.setRung(x.token, body.scope, "me");
    }
    if (op === "createKey" && x.status === 201 && body) {
      const key = body.key as Record<string, unknown> | undefined;
      if (key && typeof key.id === "string" && typeof body.secret === "string") {
        const token = credentialOf(this.prefix, key.id, body.secret);
        this.ids.set(token, key.id);
        if (typeof key.workspaceId === "string") {
          this.keyWorkspace.set(key.id, key.workspaceId);
          this.tokenWorkspace.set(token, key.workspaceId);
        }
        if (isScope(key.scope)) {
          this.setRung(token, key.scope, "minted");
          this.scopeById.set(key.id, { scope: key.scope, source: "minted" });
        }
      }
    }
    if (op === "listKeys" && x.status === 200 && body && Array.isArray(body.keys)) {
      for (const k of body.keys as Record<string, unknown>[]) {
        if (typeof k?.id === "string" && typeof k.workspaceId === "string") this.keyWorkspace.set(k.id, k.workspaceId);
        if (typeof k?.id !== "string" || !isScope(k.scope)) continue;
        const had = this.scopeById.get(k.id);
        if (!had || STRENGTH[had.source] <= STRENGTH.listed)
          this.scopeById.set(k.id, { scope: k.scope, source: "listed" });
        for (const [token, id] of this.ids) if (id === k.id) this.setRung(token, k.scope, "listed");
      }
    }
  }

  private setRung(token: string, scope: Scope, source: Source): void {
    const had = this.rungs.get(token);
    if (!had || STRENGTH[had.source] <= STRENGTH[source]) this.rungs.set(token, { scope, source });
  }

  /** The rung of a credential, or null when no answer in the traffic stated it. */
  rungOf(token: string | null): Scope | null {
    if (!token) return null;
    const own = this.rungs.get(token);
    if (own) return own.scope;
    const id = this.keyIdOf(token);
    return id ? (this.scopeById.get(id)?.scope ?? null) : null;
  }

  /** The rung of a credential as an answer other than its own /me stated it (a minting, the key list), or null. */
  statedRungOf(token: string | null): Scope | null {
    if (!token) return null;
    const own = this.rungs.get(token);
    if (own && own.source !== "me") return own.scope;
    const id = this.keyIdOf(token);
    return id ? (this.scopeById.get(id)?.scope ?? null) : null;
  }

  /**
   * The key id of a credential: as /me or the minting stated it, else a known id that the credential
   * carries before its dot (doc 2 Authentication 1: prefix, key id, dot, secret).
   */
  keyIdOf(token: string | null): string | null {
    if (!token) return null;
    const known = this.ids.get(token);
    if (known) return known;
    const head = token.slice(0, token.lastIndexOf("."));
    let best: string | null = null;
    for (const id of this.scopeById.keys()) {
      if (
        head.endsWith(id) &&
        !/[A-Za-z0-9]/.test(head.charAt(head.length - id.length - 1)) &&
        (!best || id.length > best.length)
      )
        best = id;
    }
    return best;
  }

  /** The workspace a credential acts in (doc 2 Authentication 3), as /me or its minting stated it; null when unstated. */
  workspaceOf(token: string | null): string | null {
    if (!token) return null;
    const own = this.tokenWorkspace.get(token);
    if (own !== undefined) return own;
    const id = this.keyIdOf(token);
    return id ? (this.keyWorkspace.get(id) ?? null) : null;
  }

  /** The exchange that deleted key `keyId` (a 2xx DELETE /keys/{keyId}), or null. */
  deletion(keyId: string | null): TrafficExchange | null {
    return keyId ? (this.deleted.get(keyId) ?? null) : null;
  }

  get known(): number {
    return this.rungs.size;
  }
}
