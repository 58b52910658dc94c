/**
 * The key secret is returned once (doc 2 Keys POST /keys "secret returned once", GET /keys "metadata
 * only"; doc 1 CreatedPublicApiKey `secret` "returned exactly once"; doc 2 Authentication 10).
 */
import type { Rule } from "../../lib/rules/types.ts";
import { ownKey } from "../common/resources.ts";
import { leakedIn, listKeys, meWith, secretForms, uniqueLabel } from "./helpers.ts";

export const secretOnce: Rule = {
  id: "KEYS-SECRET-ONCE",
  title: "The secret comes back in the creation response only: never in GET /keys, never in /me",
  level: "MUST",
  family: "KEYS",
  clause: "doc 2 Keys (secret returned once; GET /keys metadata only); doc 1 CreatedPublicApiKey; doc 2 Authentication 10",
  clauses: ["D2-KEYS-CREATE-SECRET-ONCE", "D2-KEYS-LIST-LIVE-METADATA", "D1-SHAPE-CREATED-KEY", "D2-AUTH-10-KEY-SECRET"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const minted = await ownKey(c, { label: uniqueLabel(c, "secret-once") }, { judged: "201 CreatedPublicApiKey carrying the secret, returned once (doc 2 Keys)" });
    c.require(minted.secret.length > 0, "an empty `secret`", "the raw secret, a non-empty string, in the 201 response");
    const forms = secretForms(minted.secret);
    const list = await listKeys(c);
    c.require(list.keys.some((k) => k.id === minted.id), "the minted key is absent from GET /keys", "GET /keys lists live keys");
    const inList = leakedIn(list.reply.text, forms);
    c.require(inList === null, `GET /keys holds ${inList}`, "GET /keys returns metadata only: the secret is returned once", list.reply.exchange);
    const me = await meWith(c, minted.secret);
    c.require(me.status === 200, `${me.status} from /me with the minted key`, "200 PublicIdentity for a live key");
    const inMe = leakedIn(me.text, forms);
    c.require(inMe === null, `/me with the minted key holds ${inMe}`, "secrets are write-only: the secret is returned once", me.exchange);
    c.pass("the secret appeared in the creation response only");
  },
};
