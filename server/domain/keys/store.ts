/**
 * Every key of the server, across workspaces (a key names its workspace). Secrets are kept only as
 * SHA-256 digests: the raw secret leaves the server once, in the creation response.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Scope } from "../../../lib/contract/types.ts";
import { parseKey } from "./format.ts";

export interface KeyRecord {
  id: string;
  seq: number;
  accountId: string;
  workspaceId: string;
  label: string;
  scope: Scope;
  secretDigest: Buffer;
  createdAt: number;
  createdByKeyId: string | null;
  createdByUserId: string | null;
  externalIdentity: string | null;
  actsAsUserId: string | null;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

function digest(secret: string): Buffer {
  return createHash("sha256").update(secret).digest();
}

export class KeyStore {
  private readonly byId = new Map<string, KeyRecord>();

  add(record: Omit<KeyRecord, "secretDigest">, secret: string): KeyRecord {
    if (this.byId.has(record.id)) throw new Error(`key id ${record.id} already exists`);
    const full = { ...record, secretDigest: digest(secret) };
    this.byId.set(record.id, full);
    return full;
  }

  /** The live key a bearer token names, or null (malformed, unknown, wrong secret, revoked). */
  authenticate(token: string): KeyRecord | null {
    const rec = this.holder(token);
    return rec && rec.revokedAt === null ? rec : null;
  }

  /** The key, live or revoked, whose id and secret a token carries, or null. */
  holder(token: string): KeyRecord | null {
    const parsed = parseKey(token);
    const rec = parsed ? this.byId.get(parsed.keyId) : undefined;
    return rec && timingSafeEqual(rec.secretDigest, digest(parsed!.secret)) ? rec : null;
  }

  get(id: string): KeyRecord | undefined {
    return this.byId.get(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  liveInWorkspace(workspaceId: string): KeyRecord[] {
    return [...this.byId.values()].filter((k) => k.workspaceId === workspaceId && k.revokedAt === null);
  }

  /** Live and revoked keys of a workspace. */
  allInWorkspace(workspaceId: string): KeyRecord[] {
    return [...this.byId.values()].filter((k) => k.workspaceId === workspaceId);
  }

  /** Revokes `id` and, transitively, every key it minted (doc 2 Keys). Already-revoked keys keep their stamp. */
  revokeCascade(id: string, at: number): void {
    const queue = [id];
    const seen = new Set<string>();
    while (queue.length) {
      const cur = queue.shift()!;
      if (seen.has(cur)) continue;
      seen.add(cur);
      const rec = this.byId.get(cur);
      if (!rec) continue;
      if (rec.revokedAt === null) rec.revokedAt = at;
      for (const k of this.byId.values()) if (k.createdByKeyId === cur) queue.push(k.id);
    }
  }
}
