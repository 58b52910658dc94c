/**
 * Revoking keys (doc 2 Keys DELETE /keys/{keyId}; GET /keys "live keys only"; doc 1 States, API key
 * row "active → delete → revoked"; doc 2 Authentication 5 and 8).
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { PLACEHOLDER_ID } from "../../lib/rules/probes.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { ownKey } from "../common/resources.ts";
import { listKeys, listedIds, meWith, uniqueLabel } from "./helpers.ts";

/** DELETE /keys/{id} with the admin key; a 204 means the suite no longer owes a revocation. */
async function revoke(c: CheckContext, id: string, what: string): Promise<void> {
  const d = await c.call("DELETE", `/keys/${encodeURIComponent(id)}`);
  c.require(d.status === 204, `${d.status} revoking ${what}`, "204 (doc 2 Keys DELETE /keys/{keyId})");
  c.t.fixtures.forget("key", id);
}

export const revokedRefused: Rule = {
  id: "KEYS-REVOKED-REFUSED",
  title: "A revoked key is refused 401",
  level: "MUST",
  family: "KEYS",
  clause: "doc 1 States (API key: active → delete → revoked); doc 2 Authentication 5 (an unknown key is refused 401)",
  clauses: ["D2-KEYS-REVOKE", "D2-AUTH-5-401"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const minted = await ownKey(c, { label: uniqueLabel(c, "revoked"), scope: "read" });
    const live = await meWith(c, minted.secret);
    c.require(live.status === 200, `${live.status} from /me before revocation`, "200 for a live key");
    await revoke(c, minted.id, "a key of the suite's own");
    const after = await meWith(c, minted.secret);
    c.require(after.status === 401, `${after.status} from /me with the revoked key`, "401: a revoked key is no longer a key");
    expectEnvelope(c, after);
    c.pass("refused 401 after revocation");
  },
};

export const revokeIdempotent: Rule = {
  id: "KEYS-REVOKE-IDEMPOTENT",
  title: "Revoking is idempotent: a second revocation and an unknown id both answer 204",
  level: "MUST",
  family: "KEYS",
  clause: "doc 2 Keys (DELETE /keys/{keyId}: 204; idempotent)",
  clauses: ["D2-KEYS-REVOKE-IDEMPOTENT"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const minted = await ownKey(c, { label: uniqueLabel(c, "idempotent"), scope: "read" });
    await revoke(c, minted.id, "the key the first time");
    const again = await c.call("DELETE", `/keys/${encodeURIComponent(minted.id)}`);
    c.require(again.status === 204, `${again.status} revoking the same key a second time`, "204: revocation is idempotent");
    const unknownId = `${PLACEHOLDER_ID}-${c.seed("unknown").toString(36)}`;
    const unknown = await c.call("DELETE", `/keys/${encodeURIComponent(unknownId)}`);
    c.require(unknown.status === 204, `${unknown.status} revoking an id no key has`, "204: revocation is idempotent");
    c.pass("204, 204, 204");
  },
};

export const listLiveOnly: Rule = {
  id: "KEYS-LIST-LIVE-ONLY",
  title: "GET /keys lists a live key and no longer lists it once revoked",
  level: "MUST",
  family: "KEYS",
  clause: "doc 2 Keys (GET /keys: live keys only)",
  clauses: ["D2-KEYS-LIST-LIVE-METADATA"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const minted = await ownKey(c, { label: uniqueLabel(c, "live-only"), scope: "read" });
    const before = await listKeys(c);
    c.require(listedIds(before.keys).has(minted.id), "the live minted key is absent from GET /keys", "GET /keys lists the live keys");
    await revoke(c, minted.id, "a key of the suite's own");
    const after = await listKeys(c);
    const still = after.keys.find((k) => k.id === minted.id);
    c.require(still === undefined, `GET /keys still lists the revoked key (revokedAt ${JSON.stringify(still?.revokedAt)})`, "live keys only", after.reply.exchange);
    c.pass("listed while live, gone once revoked");
  },
};

export const revokeBounded: Rule = {
  id: "KEYS-REVOKE-BOUNDED",
  title: "Revoking a key revokes it and the keys it minted, not its siblings nor the key that minted it",
  level: "MUST",
  family: "KEYS",
  clause: "doc 2 Keys (DELETE revokes the key and every key it minted); doc 1 States (API key row); doc 2 Authentication 8",
  clauses: ["D2-KEYS-REVOKE"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const first = await ownKey(c, { label: uniqueLabel(c, "bounded-1"), scope: "read" });
    const sibling = await ownKey(c, { label: uniqueLabel(c, "bounded-2"), scope: "read" });
    await revoke(c, first.id, "the first of two sibling keys");
    const sib = await meWith(c, sibling.secret);
    c.require(sib.status === 200, `${sib.status} from /me with a sibling minted by the same admin key`, "the sibling stays live: it was not minted by the revoked key");
    const admin = await meWith(c, c.t.keys.admin);
    c.require(admin.status === 200, `${admin.status} from /me with the admin key that minted the revoked key`, "the minting key stays live");
    const list = await listKeys(c);
    c.require(listedIds(list.keys).has(sibling.id), "the sibling is absent from GET /keys", "the sibling stays live");
    c.pass("the sibling and the minting key stay live");
  },
};
