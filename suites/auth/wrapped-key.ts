/**
 * doc 2 Authentication 5: an unknown key is refused 401. The admin key with one character put before
 * it, or one appended, is a credential no key has: a server matching keys by a pattern without its
 * anchors admits both (mutation testing found it: contract/clauses/mutation-triage/keys.ts, keys/format.ts).
 * So is the admin key followed by a space and a word (`Bearer <key> x`): a server that reads the
 * header's first word after `Bearer` as the token, ignoring the rest, admits it (http/authenticate.ts).
 * Sent to /me only: the unanchored match is one routine whatever the operation.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { expectEnvelope } from "../common/envelope.ts";

export const wrappedKey: Rule = {
  id: "AUTH-401-WRAPPED",
  title: "The admin key with a character before or after it, or a word after it, is refused 401",
  level: "MUST",
  family: "AUTH",
  clause: "doc 2 Authentication 5; Errors (401: key unknown)",
  clauses: ["D2-AUTH-5-401", "D2-ERR-401"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const admin = c.t.keys.admin;
    for (const [what, key] of [
      ["a character put before it", `x${admin}`],
      ["a character appended", `${admin}!`],
      ["a space and a word appended", `${admin} x`],
    ] as const) {
      const r = await c.call("GET", "/me", { key });
      c.require(
        r.status === 401,
        `${r.status} from /me for the admin key with ${what}`,
        "401: an unknown key (no key is the admin key with more around it)",
      );
      expectEnvelope(c, r);
    }
    c.pass("the admin key with a character before it, one after it, and a word after it, refused 401");
  },
};
