/**
 * What two resources described only by prose must show when present, their field names unshown:
 * - doc 1 Source-control connection: "connected account, how the workspace authenticates, and two
 *   permissions; `connection` is null when nothing is connected". A connection that is not null is
 *   something connected, so it shows at least its account: an object holding a string somewhere
 *   (the account's and the authentication's fields and forms are not shown). An empty object shows
 *   nothing of a connection.
 * - doc 2 Environments, GET /environments/manifest-types: "ids a service's custom provisioning may
 *   name, each with label, default manifest path, `source` `registered`|`workspace`". The list's
 *   field is not shown: the reply's one array is the list, and a reply with no array lists no ids.
 *   Each listed type is an object carrying `source` as a string (new values may join the set, doc 2
 *   Versioning, so its value is not judged). An empty list shows nothing to judge.
 * Read only.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** Whether `value` holds a non-empty string at any depth. */
function holdsString(value: unknown): boolean {
  if (typeof value === "string") return value.length > 0;
  if (!value || typeof value !== "object") return false;
  return Object.values(value).some(holdsString);
}

export const vcsConnectionShown: Rule = {
  id: "NULL-VCS-CONNECTION-SHOWN",
  title: "A source-control connection that is not null shows what is connected",
  level: "MUST",
  family: "NULL",
  clause:
    "doc 1 Resources described only by prose (Source-control connection: connected account, how the workspace authenticates, two permissions; `connection` null when nothing is connected); doc 2 Identity, pipelines, models, catalogs (GET /vcs/connection)",
  clauses: ["D1-PROSE-VCS-CONNECTION", "D2-ID-VCS-NULL"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const r = await c.call<{ connection?: unknown }>("GET", "/vcs/connection");
    c.require(
      r.status === 200 && !!r.json && typeof r.json === "object" && "connection" in r.json,
      `${r.status} ${jsonText(r.json)} for GET /vcs/connection`,
      "200 object* with `connection` (doc 2 Identity, pipelines, models, catalogs)",
      r.exchange,
    );
    const conn = r.json!.connection;
    if (conn === null) c.notExercised("`connection` is null: nothing is connected, so nothing is shown to judge");
    c.require(
      !!conn && typeof conn === "object" && !Array.isArray(conn) && holdsString(conn),
      `\`connection\` is ${jsonText(conn)}`,
      "null when nothing is connected, else the connection: its account, how it authenticates and two permissions (doc 1), so at least a string naming the account",
      r.exchange,
    );
    c.pass(
      `\`connection\` is an object holding ${Object.keys(conn as object).length} field(s), the account among its strings`,
    );
  },
};

export const manifestTypesSource: Rule = {
  id: "NULL-MANIFEST-TYPES-SOURCE",
  title: "GET /environments/manifest-types lists its types, each carrying `source`",
  level: "MUST",
  family: "NULL",
  clause:
    "doc 2 Environments (GET /environments/manifest-types: ids a service's custom provisioning may name, each with label, default manifest path, `source` `registered`|`workspace`); doc 2 Versioning (new enum values may appear)",
  clauses: ["D2-ENV-MANIFEST-TYPES-SOURCE"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const r = await c.call<Record<string, unknown>>("GET", "/environments/manifest-types");
    c.require(
      r.status === 200 && !!r.json && typeof r.json === "object" && !Array.isArray(r.json),
      `${r.status} ${jsonText(r.json)} for GET /environments/manifest-types`,
      "200 object* (doc 2 Environments)",
      r.exchange,
    );
    const arrays = Object.entries(r.json!).filter(([, v]) => Array.isArray(v));
    c.require(
      arrays.length > 0,
      `GET /environments/manifest-types answered ${jsonText(r.json)}, which holds no list`,
      "the ids a service's custom provisioning may name, each with label, default manifest path and `source` (doc 2 Environments)",
      r.exchange,
    );
    if (arrays.length > 1)
      c.notExercised(
        `the reply holds ${arrays.length} arrays (${arrays.map(([k]) => k).join(", ")}): which one lists the manifest types is not shown`,
      );
    const [key, items] = arrays[0] as [string, unknown[]];
    if (items.length === 0) c.notExercised(`\`${key}\` lists no manifest type: nothing to judge`);
    const bad = items.filter(
      (m) => !m || typeof m !== "object" || typeof (m as { source?: unknown }).source !== "string",
    );
    c.require(
      bad.length === 0,
      `${bad.length} of the ${items.length} manifest types in \`${key}\` carry no string \`source\`: ${jsonText(bad.slice(0, 3))}`,
      "each with label, default manifest path and `source` `registered`|`workspace` (doc 2 Environments)",
      r.exchange,
    );
    const sources = [...new Set(items.map((m) => (m as { source: string }).source))];
    c.pass(`\`${key}\` lists ${items.length} manifest type(s), each carrying \`source\` (${sources.join(", ")})`);
  },
};
