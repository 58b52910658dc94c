/**
 * doc 1 States and transitions, API key "active → delete (admin key) → revoked"; doc 2 Keys
 * (DELETE 204, idempotent; GET /keys lists live keys only); Authentication 5 (an unknown key is
 * refused 401). The key is one the suite mints itself.
 *
 * The same row's "every key it minted is revoked too" is not claimed: only admin keys mint and
 * minted keys are never admin, so a key the suite can revoke has minted nothing and the cascade
 * could never fail here (suites/README.md, "What the suite does not check"; clause
 * D2-KEYS-REVOKE-CASCADE). KEYS-REVOKE-BOUNDED checks that a revocation stays within its lineage.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { ownKey } from "../../../generators/calls/resources.ts";
import { credentialNote, credentialOf } from "../../../lib/run/credential.ts";
import { enc, mustRefuse, mustStatus } from "../kit/api.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { provokesOn } from "../../common/provokes.ts";
import { stillListedFinding } from "../judges/key-revoke.ts";
import { jsonText } from "../../../lib/json/safe.ts";

interface KeyRow {
  id: string;
  revokedAt: unknown;
}

export const keyRevoke: Rule = {
  id: "STATE-KEY-REVOKE",
  title: "Deleting a key revokes it: refused afterwards, no longer listed, and deleting it again is an idempotent 204",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 States and transitions, API key delete; doc 2 Keys (DELETE 204, idempotent; live keys only); doc 2 Authentication 5",
  clauses: ["D2-KEYS-REVOKE", "D2-KEYS-REVOKE-IDEMPOTENT", "D2-KEYS-LIST-LIVE-METADATA"],
  profile: "safe",
  scope: "global",
  transitions: ["KEY-DELETE"],
  provokes: provokesOn(["deleteKey", 204]),
  check: (c) =>
    guarded(c, async () => {
      const key = await ownKey(c, { label: "conformance state revoke", scope: "read" });
      // Whether `secret` is the whole credential is not stated: lib/run/credential.ts reads it.
      const bearer = credentialOf(c.t.info.keyPrefix, key.id, key.secret);
      const note = credentialNote(c.t.info.keyPrefix, key.id, key.secret);
      const me = await c.call("GET", "/me", { key: bearer });
      // Setup: the key must work before its revocation can show. Minting and using keys are the KEYS
      // family's to judge (and the credential's form is a reading, lib/run/credential.ts).
      if (me.status !== 200)
        c.notExercised(
          `setup refused: GET /me with the freshly minted key answered ${me.status}${note}; its revocation cannot be told from a key that never worked`,
          me.exchange,
        );
      const before = await c.call<{ keys: KeyRow[] }>("GET", "/keys");
      mustStatus(before, 200, "GET /keys", "200 PublicApiKeyList (doc 2 Keys)");
      const row = before.json?.keys?.find((k) => k.id === key.id);
      must(
        row && row.revokedAt === null,
        `the new key ${row ? `with revokedAt ${jsonText(row.revokedAt)}` : "missing from GET /keys"}`,
        "listed, active (revokedAt null) (doc 1 PublicApiKey)",
      );

      for (const round of ["delete", "delete again"]) {
        const d = await c.call("DELETE", `/keys/${enc(key.id)}`);
        mustStatus(d, 204, `${round} of key ${key.id}`, "204; idempotent (doc 2 Keys)");
      }
      c.t.fixtures.forget("key", key.id);
      // Revoked: refused. 401 is stated for an absent or unknown key (doc 2 Authentication 5); whether
      // a revoked key counts as unknown is not said, so any refusal with the envelope is owed.
      const after = await c.call("GET", "/me", { key: bearer });
      mustRefuse(
        after,
        "GET /me with the revoked key",
        "a revoked key is refused (doc 1 API key: active → delete → revoked)",
      );
      const list = await c.call<{ keys: KeyRow[] }>("GET", "/keys");
      mustStatus(list, 200, "GET /keys", "200 PublicApiKeyList (doc 2 Keys)");
      const keys = list.json?.keys ?? [];
      const listed = stillListedFinding(
        keys.map((k) => k.id),
        key.id,
      );
      must(!listed, listed?.received ?? "", listed?.documented ?? "");
      c.cover("KEY-DELETE");
      c.pass(`204 twice; the revoked key is refused ${after.status} and no longer listed${note}`);
    }),
};
