/**
 * CONC-KEY-REVOCATION-IMMEDIATE: each round mints a key of the suite's own; its clients use it (GET
 * /me, one request after another) while one of them revokes it, and the history is checked against
 * models/key-revocation.ts: every request that begins after the revoking 204 is refused, and none
 * that answered before the revocation began was. A server that answers 204 and lets the revocation
 * land later (a cache of admitted keys, a queue) admits requests the documents say it refuses.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { ownKey } from "../../generators/calls/resources.ts";
import { type KeyInput, type Status, keyRevocationModel } from "./models/key-revocation.ts";
import { runRace, type Step } from "./race.ts";

type KeyStep = Step<KeyInput, Status>;

/** Requests each client sends with the round's key, one after another. */
const USES = 4;

export const keyRevocationImmediate: Rule = {
  id: "CONC-KEY-REVOCATION-IMMEDIATE",
  title: "a key's requests that begin after its revocation answered 204 are refused, however many are in flight",
  level: "MUST",
  family: "CONC",
  clause:
    'doc 2 Keys, DELETE /keys/{keyId} ("204 | revokes the key"); doc 1 States (API key: active → delete → revoked); doc 2 Authentication 5',
  clauses: ["D2-KEYS-REVOKE", "D2-ROW-deleteKey", "D2-AUTH-5-401"],
  profile: "standard",
  scope: "global",
  async check(c) {
    const keys: { id: string; secret: string }[] = [];
    const steps = (k: { id: string; secret: string }) => ({
      use: (): KeyStep => ({
        input: { use: k.id },
        send: async () => (await c.call("GET", "/me", { key: k.secret })).status,
      }),
      revoke: (): KeyStep => ({
        input: { revoke: k.id },
        send: async () => (await c.call("DELETE", `/keys/${encodeURIComponent(k.id)}`)).status,
      }),
    });
    await runRace<boolean, KeyInput, Status>(c, {
      model: keyRevocationModel,
      what: "keys of the suite's own, one a round, revoked while in use",
      documented:
        "DELETE /keys/{keyId} revokes the key (doc 2 Keys; doc 1 States): once it has answered 204 the key is revoked, so every request that begins after that is refused",
      prepare: async (round) => {
        keys[round] = await ownKey(c, { label: `conc revocation ${round}`, scope: "read" });
      },
      // Client 1 uses the key, revokes it and uses it again; the others use it throughout.
      step: (client, round) => {
        const s = steps(keys[round]);
        if (client === 1) return [s.use(), s.revoke(), s.use()];
        return Array.from({ length: USES }, () => s.use());
      },
      unexercised: (history) =>
        history.some((o) => "revoke" in o.input && o.output === 204) ? null : "no revocation answered 204",
    });
  },
};
