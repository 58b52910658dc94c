/**
 * Environment connections over several requests (doc 2 Environments): POST /environments/connections
 * is "idempotent (re-connect replaces)", and POST /environments/connections/test "probes without
 * saving". Both are read in GET /environments/connections, whose item fields are not shown: a
 * connection is recognised by the settings the suite sent (suites/common/environments.ts).
 */
import type { Rule } from "../../lib/rules/types.ts";
import {
  connected,
  connectionBody,
  holders,
  listConnections,
  marksOf,
  namesIn,
  refusedTestBody,
  secretBundle,
  testConnection,
} from "../common/environments.ts";
import { said } from "../common/use-cases.ts";

export const envConnectReplaces: Rule = {
  id: "STATE-ENV-CONNECT-REPLACES",
  title: "Re-connecting the cluster replaces the connection: the list holds it once, as last sent",
  level: "MUST",
  family: "STATE",
  clause: "doc 2 Environments (POST /environments/connections: idempotent, re-connect replaces)",
  clauses: ["D2-ENV-CONNECT-IDEMPOTENT"],
  profile: "full",
  scope: "operation",
  appliesTo: (op) => op.operationId === "createEnvironmentConnection",
  check: async (c) => {
    const body = connectionBody(c);
    const marks = marksOf(body, null);
    if (!marks.length)
      c.notExercised(
        "bodies.createEnvironmentConnection has no string setting of 8 characters or more to recognise the connection by in the list",
      );
    // With two secret keys or more, the re-connect leaves the last one out: replaced, not merged.
    const bundle = Object.keys(body).some((k) => /secret/i.test(k)) ? secretBundle(c, body) : null;
    const dropped = bundle && bundle.names.length >= 2 ? bundle.names.at(-1)! : null;
    const again = dropped
      ? {
          ...body,
          [bundle!.field]: Object.fromEntries(
            Object.entries(body[bundle!.field] as Record<string, unknown>).filter(([k]) => k !== dropped),
          ),
        }
      : body;
    await connected(c, body);
    const first = await listConnections(c);
    await connected(
      c,
      again,
      dropped
        ? `bodies.createEnvironmentConnection without secret key ${dropped}`
        : "bodies.createEnvironmentConnection",
    );
    const second = await listConnections(c);
    if (first.items && second.items) {
      c.require(
        second.items.length === first.items.length,
        `${first.items.length} listed connection(s) after connecting, ${second.items.length} after connecting again`,
        "re-connect replaces (doc 2 Environments): no connection is added",
        second.reply.exchange,
      );
    }
    const mine = holders(second.reply.json, marks);
    c.require(
      mine.length === 1,
      `${mine.length} listed objects hold the settings sent (${marks.join(", ")}) after connecting twice`,
      "one connection, replaced by the re-connect (doc 2 Environments)",
      second.reply.exchange,
    );
    if (dropped) {
      c.require(
        !namesIn(mine[0]).has(dropped),
        `the connection still names secret key ${dropped}, left out of the re-connect`,
        "re-connect replaces: the bundle is the one last sent (doc 2 Environments)",
        second.reply.exchange,
      );
    }
    c.pass(
      `connected twice; the list holds the connection once (${first.items ? `${second.items?.length} item(s) both times` : "item array unnamed"})${dropped ? `, without the secret key ${dropped} the re-connect left out` : " (the same body twice: one secret key, nothing to leave out)"}`,
    );
  },
};

export const envTestNoSave: Rule = {
  id: "STATE-ENV-TEST-NO-SAVE",
  title: "Testing a connection saves nothing: the list does not show the tested connection",
  level: "MUST",
  family: "STATE",
  clause: "doc 2 Environments (POST /environments/connections/test: probes without saving)",
  clauses: ["D2-ENV-TEST-NO-SAVE"],
  profile: "standard",
  scope: "operation",
  appliesTo: (op) => op.operationId === "testEnvironmentConnection",
  check: async (c) => {
    const body = refusedTestBody(c);
    const before = await listConnections(c);
    // What a save would show: the tested body's longer settings and its secret key names the list lacks.
    const had = namesIn(before.reply.json);
    const bundles = Object.entries(body).filter(
      ([k, v]) => /secret/i.test(k) && v && typeof v === "object" && !Array.isArray(v),
    );
    const marks = [
      ...marksOf(body, bundles[0]?.[0] ?? null),
      ...bundles.flatMap(([, v]) => Object.keys(v as object)),
    ].filter((m) => !had.has(m));
    if (!marks.length)
      c.notExercised(
        "every setting of bodies.testEnvironmentConnection already shows in GET /environments/connections: a save would not show (configure an endpoint the list does not hold)",
      );
    const r = await testConnection(c, body);
    if (r.status >= 400)
      c.notExercised(
        `the target refused the test of bodies.testEnvironmentConnection (${said(r)}): nothing was probed`,
      );
    const after = await listConnections(c);
    const now = namesIn(after.reply.json);
    const shown = marks.filter((m) => now.has(m));
    c.require(
      shown.length === 0,
      `after the test the list shows ${shown.join(", ")} of the tested connection, absent before`,
      "probes without saving (doc 2 Environments)",
      after.reply.exchange,
    );
    if (before.items && after.items) {
      c.require(
        after.items.length === before.items.length,
        `${before.items.length} listed connection(s) before the test, ${after.items.length} after`,
        "probes without saving (doc 2 Environments)",
        after.reply.exchange,
      );
    }
    c.pass(`the test (${r.status}) left the list without ${marks.join(", ")} (bodies.testEnvironmentConnection)`);
  },
};
