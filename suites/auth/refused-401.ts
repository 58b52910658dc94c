/**
 * doc 2 Authentication 2 and 5: every operation requires a key sent as a bearer token; an absent
 * or unknown key is refused 401 (with the error envelope, doc 2 Errors).
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { probeParams } from "../../lib/rules/probes.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { holds } from "../common/finding.ts";
import { refused401Finding } from "./judges/refused.ts";
import type { ClauseId } from "../../contract/clauses/index.ts";
import { provokesOwn } from "../common/provokes.ts";

/** One way of sending a request without a usable key: its headers and how the finding names it. */
interface Sent {
  what: string;
  headers: Record<string, string>;
}

function refused401(id: string, title: string, sent: (c: CheckContext) => Sent[], clauses: readonly ClauseId[]): Rule {
  return {
    id,
    title,
    level: "MUST",
    family: "AUTH",
    clause: "doc 2 Authentication 2, 5; Errors (401: key absent or unknown)",
    clauses,
    profile: "safe",
    scope: "operation",
    provokes: provokesOwn(401),
    check: async (c) => {
      const op = c.operation;
      for (const { what, headers } of sent(c)) {
        const r = await c.callOp(op, { params: probeParams(op), key: null, headers, body: op.body ? {} : undefined });
        holds(c, refused401Finding(r, what), r.exchange);
      }
      c.pass();
    },
  };
}

export const absentKey = refused401(
  "AUTH-401-ABSENT",
  "A request without a key is refused 401",
  () => [{ what: "a request without Authorization", headers: {} }],
  ["D2-AUTH-2-BEARER", "D2-AUTH-5-401", "D2-ERR-401"],
);

/** A well-formed key (fixed prefix, key id, dot, secret) that no server issued. */
export const unknownKey = refused401(
  "AUTH-401-UNKNOWN",
  "A request with an unknown key is refused 401",
  (c) => {
    const unknown = unknownKeyLike(c.t.keys.admin);
    // No server issued it: its reproduction writes it out, so the line replays the refusal.
    c.t.redactor.names.showLiterally(unknown);
    return [{ what: "an unknown key", headers: { authorization: `Bearer ${unknown}` } }];
  },
  ["D2-AUTH-5-401", "D2-ERR-401"],
);

/**
 * The admin key under two other schemes: Basic, and one whose name only ends in `Bearer` (a server
 * that looks for `Bearer <key>` anywhere in the header, not as its scheme, admits the second).
 */
export const malformedScheme = refused401(
  "AUTH-401-SCHEME",
  "A key sent in another scheme than bearer is refused 401",
  (c) => [
    {
      what: "the admin key sent with the Basic scheme",
      headers: { authorization: `Basic ${Buffer.from(`user:${c.t.keys.admin}`).toString("base64")}` },
    },
    { what: "the admin key sent with the XBearer scheme", headers: { authorization: `XBearer ${c.t.keys.admin}` } },
  ],
  ["D2-AUTH-2-BEARER", "D2-ERR-401"],
);

/** Keeps the shape of the admin key (so it is not merely malformed) and changes its secret. */
export function unknownKeyLike(admin: string): string {
  const dot = admin.lastIndexOf(".");
  if (dot <= 0) return `${admin}x`;
  const secret = admin.slice(dot + 1);
  const flipped = [...secret].map((ch) => (ch === "a" ? "b" : "a")).join("");
  return `${admin.slice(0, dot + 1)}${flipped}`;
}
