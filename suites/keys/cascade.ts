/**
 * The revocation cascade and self-revocation (doc 2 Keys DELETE /keys/{keyId}: "also revokes every
 * key it minted", "may name the calling key"; doc 2 Authentication 8; doc 1 States, API key row
 * "active → delete → revoked; every key it minted is revoked too").
 *
 * Only admin keys mint and minted keys are never admin (Authentication 8), so the only keys that have
 * minted others are the admin keys the user lent the suite. On a disposable target the suite spends
 * the second workspace's (`--peer-admin-key`): it mints keys with it, then the key revokes itself.
 * That is the last use of it in the run: the KEYS family runs after every family that reads the
 * second workspace (its phase: suites/registry.ts), and the run's own cleanup needs only the admin key then.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { credentialOf } from "../../lib/run/credential.ts";
import { ownKey, setupRefused, trackKey } from "../../generators/calls/resources.ts";
import { disposableOnly } from "../common/disposable.ts";
import { meWith, uniqueLabel } from "./helpers.ts";
import { refusedAsRevoked } from "./revoke.ts";

const enc = encodeURIComponent;
/** What fixtures call the keys the second workspace's admin key mints (removed with that key). */
const PEER_KEY = "peer key";

interface Minted {
  id: string;
  secret: string;
  scope: string;
}

/** The second workspace's admin key, when this run may spend it; else not exercised with the reason. */
function spendablePeerKey(c: CheckContext): string {
  const peer = c.t.keys.peer;
  if (!peer) {
    c.notExercised(
      `no second workspace's admin key to revoke (${c.t.info.keyProblems.peer ?? "--peer-admin-key not given"}): only admin keys mint, and the suite revokes no other admin key than that one`,
    );
  }
  const shard = c.t.info.shard;
  if (shard && !c.t.info.embedded) {
    c.notExercised(
      `this is shard ${shard.index}/${shard.total}: other shards may still be using the second workspace's key; run this rule on its own after them (--only KEYS-REVOKE-CASCADE)`,
    );
  }
  return peer;
}

/** A key minted by `admin` (the second workspace's), tracked so that it is revoked if the check ends early. */
async function mintWith(c: CheckContext, admin: string, scope: string): Promise<Minted> {
  const r = await c.call<{ key?: { id?: unknown }; secret?: unknown }>("POST", "/keys", {
    key: admin,
    body: { label: uniqueLabel(c, `cascade ${scope}`), scope },
  });
  const id = r.json?.key?.id;
  const secret = r.json?.secret;
  if (r.status !== 201 || typeof id !== "string" || typeof secret !== "string")
    setupRefused(c, `minting a ${scope} key with the second workspace's admin key`, r);
  c.t.redactor.add(secret);
  const credential = credentialOf(c.t.info.keyPrefix, id, secret);
  c.t.redactor.add(credential);
  trackKey(c, id, PEER_KEY, admin);
  return { id, secret: credential, scope };
}

const check = async (c: CheckContext): Promise<void> => {
  const peer = spendablePeerKey(c);
  const me = await meWith(c, peer);
  const peerKeyId = me.json?.keyId;
  if (me.status !== 200 || typeof peerKeyId !== "string")
    setupRefused(c, "reading /me with the second workspace's admin key", me);
  // The root's lineage: keys it minted. Each works before the revocation, so that a refusal after
  // says something about the cascade.
  const minted = [await mintWith(c, peer, "read"), await mintWith(c, peer, "decide")];
  for (const k of minted) {
    const live = await meWith(c, k.secret);
    if (live.status !== 200)
      setupRefused(
        c,
        `reading /me with the ${k.scope} key the second workspace's admin key minted (KEYS-DEFAULT-SCOPE judges minted keys)`,
        live,
      );
  }
  // Outside the lineage: a key of the other workspace, minted by the admin key, and the admin key.
  const outside = await ownKey(c, { label: uniqueLabel(c, "cascade outside"), scope: "read" });

  const revoked = await c.call("DELETE", `/keys/${enc(peerKeyId)}`, { key: peer });
  const self = await meWith(c, peer);
  // Once the root is refused nothing the suite holds can revoke what it minted (no admin key of that
  // workspace is left): the cascade has done it, or the failure below names the keys still live.
  if (self.status >= 400 && self.status < 500) for (const k of minted) c.t.fixtures.forget(PEER_KEY, k.id);
  c.require(
    revoked.status === 204,
    `${revoked.status} from DELETE /keys/${peerKeyId} sent with that key itself`,
    "204: DELETE /keys/{keyId} may name the calling key (doc 2 Keys)",
    revoked.exchange,
  );
  refusedAsRevoked(c, self, "the admin key that revoked itself");
  for (const k of minted) {
    const after = await meWith(c, k.secret);
    c.require(
      after.status >= 400 && after.status < 500,
      `${after.status} from /me with the ${k.scope} key ${k.id}, minted by the revoked key${after.status === 200 ? " (still live, and no admin key of its workspace is left to revoke it)" : ""}`,
      "refused: revoking a key revokes every key it minted (doc 2 Keys; Authentication 8; doc 1 States, API key row)",
      after.exchange,
    );
    refusedAsRevoked(c, after, `the ${k.scope} key minted by the revoked key`);
  }
  const other = await meWith(c, outside.secret);
  c.require(
    other.status === 200,
    `${other.status} from /me with a key of the other workspace`,
    "live: the revocation reaches only the revoked key's lineage (doc 2 Keys; Authentication 3, one workspace per key)",
    other.exchange,
  );
  const admin = await meWith(c, c.t.keys.admin);
  c.require(
    admin.status === 200,
    `${admin.status} from /me with the other workspace's admin key`,
    "live: the revocation reaches only the revoked key's lineage",
    admin.exchange,
  );
  c.pass(
    `the second workspace's admin key revoked itself (204); the ${minted.length} keys it minted are refused (${minted.map((k) => k.scope).join(", ")}); the other workspace's keys stay live. That admin key is revoked for good: give a new one for the next run`,
  );
};

export const revokeCascade: Rule = disposableOnly(
  {
    id: "KEYS-REVOKE-CASCADE",
    title: "A key that revokes itself is revoked with every key it minted; the other workspace's keys stay live",
    level: "MUST",
    family: "KEYS",
    clause:
      "doc 2 Keys (DELETE /keys/{keyId}: also revokes every key it minted; may name the calling key); doc 2 Authentication 8; doc 1 States (API key row)",
    clauses: [
      "D2-KEYS-REVOKE-CASCADE",
      "D2-AUTH-8-REVOKE-CASCADE",
      "D2-KEYS-REVOKE-SELF",
      "D2-KEYS-REVOKE",
      "D1-STATE-KEY-DELETE",
    ],
    // The most invasive thing the suite does: it revokes an admin key it was lent.
    profile: "full",
    scope: "global",
    check,
  },
  "it revokes the second workspace's admin key (--peer-admin-key) for good, the only kind of key that has minted others",
);
