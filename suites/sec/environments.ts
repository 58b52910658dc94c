/**
 * The environment-connection secret bundle is write-only (doc 2 Authentication 10: "only key names
 * are readable"; doc 2 Environments: GET /environments/connections shows "secret key NAMES only",
 * POST "write-only secret bundle; response names stored secret keys"; doc 1 Environment connection:
 * "the names (never values) of stored secret keys"). The suite connects with the configured body
 * (`bodies.createEnvironmentConnection`) and looks for the names and values it sent; how the unshown
 * fields are read is in suites/common/environments.ts.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import {
  connect,
  connectionBody,
  holders,
  leaked,
  listConnections,
  marksOf,
  namesIn,
  secretBundle,
  type Body,
} from "../common/environments.ts";
import { setupRefused } from "../../generators/calls/resources.ts";

/**
 * Connects with the configured body. A 4XX is a body the target does not take (the body is
 * configuration: object*, fields not shown): not exercised, with the refused exchange. Where the
 * connect is only the rule's setup (`judged` false), any other answer but a 2XX is a refused setup
 * too; where its response is what the rule judges, it must be the stated success.
 */
async function connectWith(c: CheckContext, body: Body, judged: boolean): Promise<Reply<Body>> {
  const r = await connect(c, body);
  const ok = r.status >= 200 && r.status < 300;
  if (!ok && (!judged || (r.status >= 400 && r.status < 500))) {
    setupRefused(c, "connecting with bodies.createEnvironmentConnection (a connection the target accepts)", r);
  }
  c.require(
    ok,
    `${r.status} connecting with bodies.createEnvironmentConnection`,
    "201 object* (doc 2 Environments)",
    r.exchange,
  );
  return r;
}

export const envListSecretNames: Rule = {
  id: "SEC-ENV-LIST-SECRET-NAMES",
  title: "GET /environments/connections shows the names of the secret keys the suite stored, never their values",
  level: "MUST",
  family: "SEC",
  clause:
    "doc 2 Environments (GET /environments/connections: secret key NAMES only); doc 2 Authentication 10 (only key names are readable); doc 1 Environment connection (names, never values)",
  clauses: ["D2-ENV-LIST-SECRET-NAMES", "D2-AUTH-10-ENV-SECRETS", "D1-PROSE-ENV-CONNECTION"],
  profile: "full",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listEnvironmentConnections",
  check: async (c) => {
    const body = connectionBody(c);
    const bundle = secretBundle(c, body);
    // The connection is the setup; the list is what this rule judges.
    await connectWith(c, body, false);
    const { reply } = await listConnections(c);
    const n = leaked(bundle, reply.text);
    c.require(
      n === 0,
      `the list holds ${n} of the ${bundle.values.length} secret value(s) the suite sent in \`${bundle.field}\``,
      "secret key NAMES only, never values (doc 2 Environments; Authentication 10)",
      reply.exchange,
    );
    // The names in the connection the suite made (the list object holding its settings), else the whole list.
    const marks = marksOf(body, bundle.field);
    const mine = holders(reply.json, marks);
    const scope = mine.length === 1 ? "the listed connection holding the settings the suite sent" : "the list";
    const shown = namesIn(mine.length === 1 ? mine[0] : reply.json);
    const missing = bundle.names.filter((k) => !shown.has(k));
    c.require(
      missing.length === 0,
      `${scope} does not name the stored secret key(s) ${missing.join(", ")}`,
      "the list shows the secret key NAMES (doc 2 Environments)",
      reply.exchange,
    );
    c.pass(
      `${scope} names ${bundle.names.join(", ")} and holds none of the ${bundle.values.length} value(s) sent in \`${bundle.field}\``,
    );
  },
};

export const envConnectNamesKeys: Rule = {
  id: "SEC-ENV-CONNECT-NAMES-KEYS",
  title: "Connecting a cluster answers with the names of the stored secret keys, never their values",
  level: "MUST",
  family: "SEC",
  clause:
    "doc 2 Environments (POST /environments/connections: write-only secret bundle; response names stored secret keys); doc 2 Authentication 10",
  clauses: ["D2-ENV-CONNECT-NAMES-KEYS", "D2-AUTH-10-ENV-SECRETS"],
  profile: "full",
  scope: "operation",
  appliesTo: (op) => op.operationId === "createEnvironmentConnection",
  check: async (c) => {
    const body = connectionBody(c);
    const bundle = secretBundle(c, body);
    const r = await connectWith(c, body, true);
    const n = leaked(bundle, r.text);
    c.require(
      n === 0,
      `the connect response holds ${n} of the ${bundle.values.length} secret value(s) sent in \`${bundle.field}\``,
      "a write-only secret bundle (doc 2 Environments; Authentication 10)",
      r.exchange,
    );
    const shown = namesIn(r.json);
    const missing = bundle.names.filter((k) => !shown.has(k));
    c.require(
      missing.length === 0,
      `the ${r.status} connect response does not name the stored secret key(s) ${missing.join(", ")}`,
      "the response names the stored secret keys (doc 2 Environments)",
      r.exchange,
    );
    c.pass(
      `the ${r.status} names ${bundle.names.join(", ")} (as a value or a key) and holds no value sent in \`${bundle.field}\``,
    );
  },
};
