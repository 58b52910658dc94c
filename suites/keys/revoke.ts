/**
 * Revoking keys (doc 2 Keys DELETE /keys/{keyId}; GET /keys "live keys only"; doc 1 States, API key
 * row "active → delete → revoked"; doc 2 Authentication 5 and 8).
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { PLACEHOLDER_ID } from "../../lib/rules/probes.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { ownKey, setupRefused } from "../../generators/calls/resources.ts";
import { listKeys, listedIds, meWith, uniqueLabel } from "./helpers.ts";
import { provokesOn } from "../common/provokes.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** DELETE /keys/{id} with the admin key; a 204 means the suite no longer owes a revocation. */
async function revoke(c: CheckContext, id: string, what: string): Promise<void> {
  const d = await c.call("DELETE", `/keys/${encodeURIComponent(id)}`);
  c.require(d.status === 204, `${d.status} revoking ${what}`, "204 (doc 2 Keys DELETE /keys/{keyId})");
  c.t.fixtures.forget("key", id);
}

/**
 * What a revoked key is answered: refused. doc 2 Authentication 5 states 401 for "an absent or
 * unknown key" and Errors "401: key absent or unknown"; a revoked key is neither absent nor plainly
 * unknown (doc 1 keeps it as a key in state `revoked`, with `revokedAt`), and no status is stated
 * for it. What is stated is that it is revoked (doc 2 Keys; doc 1 States) — no longer admitted —
 * and that a refusal of a client's request is a 4XX with the envelope (Errors; Endpoints
 * conventions). 401 is the likely reading, not the only one the documents leave.
 */
export function refusedAsRevoked(c: CheckContext, r: Reply, what: string): void {
  c.require(
    r.status >= 400 && r.status < 500,
    `${r.status} from /me with ${what}`,
    "refused with a 4XX: a revoked key is no longer admitted (doc 2 Keys DELETE revokes; doc 1 States: revoked)",
    r.exchange,
  );
  expectEnvelope(c, r);
}

export const revokedRefused: Rule = {
  id: "KEYS-REVOKED-REFUSED",
  title: "A revoked key is refused (a 4XX with the envelope)",
  level: "MUST",
  family: "KEYS",
  clause:
    "doc 1 States (API key: active → delete → revoked); doc 2 Keys (DELETE revokes the key); doc 2 Errors (client errors are 4XX, with the envelope)",
  clauses: ["D2-KEYS-REVOKE", "D2-ERR-CLASSES", "D2-CONV-ERROR-ENVELOPE"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const minted = await ownKey(c, { label: uniqueLabel(c, "revoked"), scope: "read" });
    // Setup: the key works before it is revoked, so that a refusal after says something about revocation.
    const live = await meWith(c, minted.secret);
    if (live.status !== 200)
      setupRefused(c, "reading /me with the minted key before revoking it (KEYS-DEFAULT-SCOPE judges it)", live);
    await revoke(c, minted.id, "a key of the suite's own");
    const after = await meWith(c, minted.secret);
    refusedAsRevoked(c, after, "the revoked key");
    c.pass(`refused ${after.status} after revocation`);
  },
};

/**
 * doc 2 Keys states revocation idempotent: revoking a key that existed a second time answers what the
 * first did (204) and changes nothing (the key stays revoked). An id no key ever had is not a
 * revocation of anything, and "every operation may also answer a 4XX" (doc 2 Endpoints
 * conventions): a 204 or a 4XX with the envelope are both readings the documents allow; a 5XX is a
 * server error for a client's request (doc 2 Errors), and a 2XX other than 204 is not the stated success.
 */
export const revokeIdempotent: Rule = {
  id: "KEYS-REVOKE-IDEMPOTENT",
  title:
    "Revoking a key a second time answers 204 and it stays revoked (refused); an id no key had answers 204 or a 4XX, never a 5XX",
  level: "MUST",
  family: "KEYS",
  clause:
    "doc 2 Keys (DELETE /keys/{keyId}: 204; idempotent); doc 2 Endpoints conventions (every operation may also answer a 4XX with the envelope); doc 2 Errors (client errors are 4XX, server errors 5XX)",
  clauses: ["D2-KEYS-REVOKE-IDEMPOTENT", "D2-CONV-ERROR-ENVELOPE", "D2-ERR-CLASSES"],
  profile: "safe",
  scope: "global",
  provokes: provokesOn(["deleteKey", 204]),
  check: async (c) => {
    const minted = await ownKey(c, { label: uniqueLabel(c, "idempotent"), scope: "read" });
    await revoke(c, minted.id, "the key the first time");
    const again = await c.call("DELETE", `/keys/${encodeURIComponent(minted.id)}`);
    c.require(
      again.status === 204,
      `${again.status} revoking the same key a second time`,
      "204: revocation is idempotent (doc 2 Keys)",
    );
    const after = await meWith(c, minted.secret);
    refusedAsRevoked(c, after, "the key after its second revocation");
    const unknownId = `${PLACEHOLDER_ID}-${c.seed("unknown").toString(36)}`;
    const unknown = await c.call("DELETE", `/keys/${encodeURIComponent(unknownId)}`);
    const allowed = unknown.status === 204 || (unknown.status >= 400 && unknown.status < 500);
    c.require(
      allowed,
      `${unknown.status} revoking an id no key ever had`,
      "204, or a 4XX with the error envelope: the documents leave an unknown id open, but it is the client's matter, never a server error (doc 2 Errors)",
    );
    if (unknown.status !== 204) expectEnvelope(c, unknown);
    c.pass(
      `204 twice, the key stays revoked (${after.status}); ${unknown.status} for an id no key had (204 and a 4XX are both allowed)`,
    );
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
    c.require(
      listedIds(before.keys).has(minted.id),
      "the live minted key is absent from GET /keys",
      "GET /keys lists the live keys",
    );
    await revoke(c, minted.id, "a key of the suite's own");
    const after = await listKeys(c);
    const still = after.keys.find((k) => k.id === minted.id);
    c.require(
      still === undefined,
      `GET /keys still lists the revoked key (revokedAt ${jsonText(still?.revokedAt)})`,
      "live keys only",
      after.reply.exchange,
    );
    c.pass("listed while live, gone once revoked");
  },
};

export const revokeBounded: Rule = {
  id: "KEYS-REVOKE-BOUNDED",
  title: "Revoking a key revokes it and the keys it minted, not its siblings nor the key that minted it",
  level: "MUST",
  family: "KEYS",
  clause:
    "doc 2 Keys (DELETE revokes the key and every key it minted); doc 1 States (API key row); doc 2 Authentication 8",
  clauses: ["D2-KEYS-REVOKE"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const first = await ownKey(c, { label: uniqueLabel(c, "bounded-1"), scope: "read" });
    const sibling = await ownKey(c, { label: uniqueLabel(c, "bounded-2"), scope: "read" });
    await revoke(c, first.id, "the first of two sibling keys");
    const sib = await meWith(c, sibling.secret);
    c.require(
      sib.status === 200,
      `${sib.status} from /me with a sibling minted by the same admin key`,
      "the sibling stays live: it was not minted by the revoked key",
    );
    const admin = await meWith(c, c.t.keys.admin);
    c.require(
      admin.status === 200,
      `${admin.status} from /me with the admin key that minted the revoked key`,
      "the minting key stays live",
    );
    const list = await listKeys(c);
    c.require(listedIds(list.keys).has(sibling.id), "the sibling is absent from GET /keys", "the sibling stays live");
    c.pass("the sibling and the minting key stay live");
  },
};
