/**
 * doc 1 Resources described only by prose (Environment connection: "handler with provision type,
 * `engine` and `backendKind` (open strings), endpoint, and the names (never values) of stored secret
 * keys"); doc 2 Environments (GET /environments/connections lists the same). So every handler the
 * list shows carries an `engine` and a `backendKind`, each a string of any value. The connect body
 * is `object*`, its fields not shown: a body naming `engine` or `backendKind` with a value of another
 * JSON type (a number) may be refused, or the value ignored or coerced, but it is never listed as it
 * came. The suite connects with the configured body, then with each of the two fields set to a
 * number, and reads the list after each connect the target admits. Connecting replaces the target's
 * cluster binding: only on a disposable target (suites/common/environments.ts).
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { connect, connected, connectionBody, listConnections, type Body } from "../common/environments.ts";
import { jsonText } from "../../lib/json/safe.ts";

const FIELDS = ["engine", "backendKind"] as const;
const WRONG = 7;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** Requires every handler of the list to carry `engine` and `backendKind` strings. */
async function notOpenStrings(c: CheckContext, after: string): Promise<void> {
  const { reply, items } = await listConnections(c);
  if (!items)
    c.notExercised(
      `GET /environments/connections shows no array of handlers to read ${after} (its item array is unnamed)`,
      reply.exchange,
    );
  const bad = items
    .filter(isObject)
    .flatMap((h) =>
      FIELDS.filter((f) => typeof h[f] !== "string").map(
        (f) => `${f} ${f in h ? jsonText(h[f]) : "absent"} in ${jsonText(h)}`,
      ),
    );
  c.require(
    bad.length === 0,
    `after ${after}, the list shows ${bad.join("; ")}`,
    "every handler has an `engine` and a `backendKind`, open strings (doc 1 Environment connection; doc 2 Environments)",
    reply.exchange,
  );
}

export const envOpenStrings: Rule = {
  id: "VALID-ENV-OPEN-STRINGS",
  title:
    "Every listed environment connection has engine and backendKind strings, also after a connect naming either with a number",
  level: "MUST",
  family: "VALID",
  clause:
    "doc 1 Resources described only by prose (Environment connection: `engine` and `backendKind`, open strings); doc 2 Environments (GET /environments/connections lists them; POST: object* body)",
  clauses: ["D1-PROSE-ENV-CONNECTION", "D2-ENV-LIST-SECRET-NAMES"],
  profile: "full",
  scope: "operation",
  appliesTo: (op) => op.operationId === "createEnvironmentConnection",
  shares: () => ({ writes: ["/environments/connections"] }),
  check: async (c) => {
    const body: Body = connectionBody(c);
    await connected(c, body);
    await notOpenStrings(c, "connecting with bodies.createEnvironmentConnection");
    const seen: string[] = [];
    for (const field of FIELDS) {
      const r = await connect(c, { ...body, [field]: WRONG });
      seen.push(`${field} ${WRONG}: ${r.status}`);
      if (r.status >= 200 && r.status < 300)
        await notOpenStrings(c, `a connect naming ${field} ${WRONG} answered ${r.status}`);
    }
    c.pass(
      `every listed handler has engine and backendKind strings after the configured connect and after each connect naming one with a number (${seen.join("; ")})`,
    );
  },
};
