/**
 * The key secret is returned once (doc 2 Keys POST /keys "secret returned once", GET /keys "metadata
 * only"; doc 1 CreatedPublicApiKey `secret` "returned exactly once"; doc 2 Authentication 10).
 */
import type { Rule } from "../../lib/rules/types.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { listKeys, meWith, mintForSetup, secretForms, uniqueLabel } from "./helpers.ts";
import { holds } from "../common/finding.ts";
import { secretLeakFinding } from "./judges/secret.ts";

export const secretOnce: Rule = {
  id: "KEYS-SECRET-ONCE",
  title: "The secret comes back in the creation response only: never in GET /keys, never in /me",
  level: "MUST",
  family: "KEYS",
  clause:
    "doc 2 Keys (secret returned once; GET /keys metadata only); doc 1 CreatedPublicApiKey; doc 2 Authentication 10",
  clauses: [
    "D2-KEYS-CREATE-SECRET-ONCE",
    "D2-KEYS-LIST-LIVE-METADATA",
    "D1-SHAPE-CREATED-KEY",
    "D2-AUTH-10-KEY-SECRET",
  ],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    // Minting is the setup (KEYS-DEFAULT-SCOPE judges a mint): a refusal is not exercised; a 201
    // without the secret fails (helpers.ts `mintForSetup`).
    const minted = await mintForSetup(c, { label: uniqueLabel(c, "secret-once") });
    // The answered value, not the credential composed from it (which is never empty).
    c.require(
      (minted.json.secret as string).length > 0,
      "an empty `secret` in the 201",
      "the raw secret, a non-empty string, in the 201 response (doc 1 CreatedPublicApiKey)",
    );
    const forms = secretForms(minted.secret);
    const list = await listKeys(c);
    c.require(
      list.keys.some((k) => k.id === minted.id),
      "the minted key is absent from GET /keys",
      "GET /keys lists live keys",
    );
    holds(c, secretLeakFinding("listKeys", list.reply.text, forms), list.reply.exchange);
    const me = await meWith(c, minted.secret);
    // Whatever /me answered, its body must not hold the secret; a refusal leaves no identity to read.
    holds(c, secretLeakFinding("getMe", me.text, forms, " with the minted key"), me.exchange);
    if (me.status !== 200) setupRefused(c, "reading /me with the minted key (KEYS-DEFAULT-SCOPE judges it)", me);
    c.pass("the secret appeared in the creation response only");
  },
};
