/**
 * CONC-KEY-REVOCATION-IMMEDIATE: each round mints a key of the suite's own; its clients use it (GET
 * /me, one request after another) while one of them revokes it, and the history is checked against
 * models/key-revocation.ts: every request that begins after the revoking 204 is refused, and none
 * that answered before the revocation began was. A server that answers 204 and lets the revocation
 * land later (a cache of admitted keys, a queue) admits requests the documents say it refuses.
 * CONC-KEY-DELETE-IDEMPOTENT (below) races the revocations themselves against the same model.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { ownKey } from "../../generators/calls/resources.ts";
import { type KeyInput, type Status, keyRevocationModel } from "./models/key-revocation.ts";
import { runRace, type Step } from "./race.ts";

type KeyStep = Step<KeyInput, Status>;

type Key = { id: string; secret: string };

function keySteps(c: CheckContext, k: Key) {
  return {
    use: (): KeyStep => ({
      input: { use: k.id },
      send: async () => (await c.call("GET", "/me", { key: k.secret })).status,
    }),
    revoke: (): KeyStep => ({
      input: { revoke: k.id },
      send: async () => (await c.call("DELETE", `/keys/${encodeURIComponent(k.id)}`)).status,
    }),
  };
}

/**
 * A race on keys of the suite's own, a fresh one minted for each round (`label` and the round name
 * it): `step` gives what each client sends with the round's key (`s`), one after another; checked
 * against models/key-revocation.ts.
 */
function raceKeys(
  c: CheckContext,
  spec: {
    label: string;
    what: string;
    documented: string;
    step: (s: ReturnType<typeof keySteps>, client: number) => KeyStep[];
  },
): Promise<never> {
  const keys: Key[] = [];
  return runRace<boolean, KeyInput, Status>(c, {
    model: keyRevocationModel,
    what: spec.what,
    documented: spec.documented,
    prepare: async (round) => {
      keys[round] = await ownKey(c, { label: `${spec.label} ${round}`, scope: "read" });
    },
    step: (client, round) => spec.step(keySteps(c, keys[round]), client),
    unexercised: (history) =>
      history.some((o) => "revoke" in o.input && o.output === 204) ? null : "no revocation answered 204",
  });
}

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
    await raceKeys(c, {
      label: "conc revocation",
      what: "keys of the suite's own, one a round, revoked while in use",
      documented:
        "DELETE /keys/{keyId} revokes the key (doc 2 Keys; doc 1 States): once it has answered 204 the key is revoked, so every request that begins after that is refused",
      // Client 1 uses the key, revokes it and uses it again; the others use it throughout.
      step: (s, client) =>
        client === 1 ? [s.use(), s.revoke(), s.use()] : Array.from({ length: USES }, () => s.use()),
    });
  },
};

/**
 * CONC-KEY-DELETE-IDEMPOTENT: each round mints a key of the suite's own and every client revokes it at
 * once, then uses it. Against the same model: every revocation of the key answers 204 (doc 2 Keys:
 * idempotent, as KEYS-REVOKE-IDEMPOTENT holds one after another), and each client's use after its own
 * 204 is refused: the key ends revoked. A server that reads the key active, lets another revocation in,
 * and then finds nothing to revoke answers the loser a refusal (or a 5XX) the documents do not give.
 */
export const keyDeleteIdempotent: Rule = {
  id: "CONC-KEY-DELETE-IDEMPOTENT",
  title: "revocations of one key racing each other all answer 204, and the key ends revoked",
  level: "MUST",
  family: "CONC",
  clause:
    'doc 2 Keys, DELETE /keys/{keyId} ("204 | revokes the key …; idempotent"); doc 1 States (API key: active → delete → revoked)',
  clauses: ["D2-KEYS-REVOKE-IDEMPOTENT", "D2-KEYS-REVOKE", "D2-ROW-deleteKey"],
  profile: "standard",
  scope: "global",
  async check(c) {
    await raceKeys(c, {
      label: "conc key delete",
      what: "keys of the suite's own, one a round, revoked by every client at once",
      documented:
        "DELETE /keys/{keyId} is idempotent and answers 204 (doc 2 Keys): every revocation of a key the suite minted answers 204, however many race, and the key is revoked after the first",
      step: (s) => [s.revoke(), s.use()],
    });
  },
};
