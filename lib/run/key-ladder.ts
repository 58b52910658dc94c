/**
 * The key ladder (doc 2 Authentication 4, 8): from the admin key the suite mints one key per
 * provisionable rung through POST /keys, confirms each through /me, and revokes them all at the
 * end — also when the run fails or is interrupted (the caller registers `revoke` for both).
 */
import type { ApiClient } from "../http/client.ts";
import type { Redactor } from "../http/redact.ts";
import { whoAmI } from "./preflight.ts";
import { credentialOf } from "./credential.ts";
import { revokeKey } from "./revoke.ts";

export const RUNGS = ["read", "write", "decide"] as const;
export type Rung = (typeof RUNGS)[number];

export interface Ladder {
  keys: Record<Rung, string | null>;
  problems: Record<string, string>;
  /** Key ids minted, for revocation. */
  minted: string[];
}

/** `keyPrefix`: the admin key's fixed prefix, to compose a credential from a bare secret (credential.ts). */
export async function mintLadder(
  client: ApiClient,
  adminKey: string,
  redactor: Redactor,
  label: string,
  keyPrefix: string | null = null,
  stopping: () => boolean = () => false,
): Promise<Ladder> {
  const ladder: Ladder = { keys: { read: null, write: null, decide: null }, problems: {}, minted: [] };
  for (const rung of RUNGS) {
    if (stopping()) {
      ladder.problems[rung] = `no ${rung} key was minted: the run was interrupted`;
      continue;
    }
    let r;
    try {
      r = await client.call<{ key?: { id?: string }; secret?: string }>("POST", "/keys", {
        key: adminKey,
        body: { label: `${label} ${rung}`, scope: rung },
      });
    } catch (e) {
      // A rung lost to the transport is a rung without a key; those already minted stay listed, to be revoked.
      ladder.problems[rung] = `minting a ${rung} key failed: ${(e as Error).message}`;
      continue;
    }
    // On the ledger before anything else can fail: a key that exists is revoked at the end, whatever its answer holds.
    const id = r.json?.key?.id;
    if (r.status >= 200 && r.status < 300 && typeof id === "string") ladder.minted.push(id);
    if (r.status !== 201 || typeof r.json?.secret !== "string") {
      ladder.problems[rung] =
        `minting a ${rung} key answered ${r.status}${typeof id === "string" ? " without a secret (the key is revoked at the end)" : ""}`;
      continue;
    }
    redactor.add(r.json.secret);
    const credential = credentialOf(keyPrefix, r.json.key?.id, r.json.secret);
    redactor.add(credential);
    try {
      const me = await whoAmI(client, credential, `${rung} key`);
      // Kept all the same: the key exists; AUTH-ME-SCOPE reports the mismatch as a failure.
      if (me.scope !== rung) ladder.problems[rung] = `the minted ${rung} key reports scope ${me.scope} through /me`;
    } catch (e) {
      ladder.problems[rung] = (e as Error).message;
      continue;
    }
    ladder.keys[rung] = credential;
  }
  return ladder;
}

/** Revokes every minted key (idempotent on the server side); returns the ids it could not revoke. */
export async function revokeLadder(client: ApiClient, adminKey: string, minted: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const id of minted) if ((await revokeKey(client, id, adminKey)) !== null) failed.push(id);
  return failed;
}
