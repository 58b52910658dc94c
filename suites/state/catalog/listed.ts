/**
 * doc 2 Identity: GET /models "catalog with availability flags", GET /model-presets, GET
 * /risk-policies, GET /task-types (each `200 object*`); doc 2 Use cases: GET /use-cases, "an empty
 * list means none registered"; doc 1 "Resources described only by prose": a model catalog entry
 * carries the flags `available`, `policyBlocked`, `personalSubscription`, `subscriptionConfigured`
 * (true, false or null) and `userScoped`; a model preset `baseModelId` and `overrides`; a risk policy
 * `autoMergeEnabled` and `dryRunRoles`. An empty catalog is a valid answer for a deployment without
 * entries, so the rule runs only where the configuration says the target's catalogs hold some
 * (`facts.catalogEntries`, true on the reference server): each must then list entries, each entry an
 * object carrying the fields doc 1 names for it. The entries' array is not named: it is the reply's
 * one non-empty array (of objects, when several are), and two candidates leave the rule not exercised.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { factGated } from "../../common/fact-gated.ts";
import { brief, guarded, inconclusive, must } from "../kit/verdicts.ts";

type Rec = Record<string, unknown>;

const isRecord = (v: unknown): v is Rec => !!v && typeof v === "object" && !Array.isArray(v);
const isBoolean = (v: unknown) => typeof v === "boolean";

interface Catalog {
  path: string;
  /** The lowest scope that reads it (doc 2 Identity; Use cases). */
  scope: "read" | "admin";
  /** The fields doc 1 names for an entry, each with the test its value must pass and what that test says. */
  fields: readonly (readonly [name: string, ok: (v: unknown) => boolean, what: string])[];
}

const FLAG = "a flag: true or false";

const CATALOGS: readonly Catalog[] = [
  {
    path: "/models",
    scope: "admin",
    fields: [
      ["available", isBoolean, FLAG],
      ["policyBlocked", isBoolean, FLAG],
      ["personalSubscription", isBoolean, FLAG],
      ["subscriptionConfigured", (v) => v === null || isBoolean(v), "true, false or null"],
      ["userScoped", isBoolean, FLAG],
    ],
  },
  {
    path: "/model-presets",
    scope: "admin",
    fields: [
      ["baseModelId", (v) => typeof v === "string", "a model id"],
      ["overrides", (v) => v !== undefined, "present"],
    ],
  },
  {
    path: "/risk-policies",
    scope: "admin",
    fields: [
      ["autoMergeEnabled", isBoolean, "the master switch: true or false"],
      ["dryRunRoles", (v) => v !== undefined, "present"],
    ],
  },
  { path: "/task-types", scope: "read", fields: [] },
  { path: "/use-cases", scope: "read", fields: [] },
];

/** The entries of a catalog reply: its one non-empty array, or its one array of objects among several. */
function entriesOf(path: string, body: unknown): unknown[] {
  must(isRecord(body), `GET ${path} answered ${brief(body)}`, "200 object* (doc 2 Endpoints)");
  const arrays = Object.entries(body).filter((e): e is [string, unknown[]] => Array.isArray(e[1]) && e[1].length > 0);
  if (arrays.length <= 1) return arrays[0]?.[1] ?? [];
  const ofObjects = arrays.filter(([, a]) => a.every(isRecord));
  if (ofObjects.length !== 1)
    inconclusive(
      `GET ${path} holds ${arrays.length} non-empty arrays (${arrays.map(([k]) => k).join(", ")}): which one holds the entries is not shown`,
    );
  return ofObjects[0][1];
}

async function readCatalog(c: CheckContext, catalog: Catalog): Promise<string> {
  const key = catalog.scope === "read" ? (c.t.keys.read ?? c.t.keys.admin) : c.t.keys.admin;
  const r = await c.call("GET", catalog.path, { key });
  must(r.status === 200, `${r.status} for GET ${catalog.path}`, "200 object* (doc 2 Endpoints)");
  const entries = entriesOf(catalog.path, r.json);
  must(
    entries.length > 0,
    `GET ${catalog.path} lists no entry (${brief(r.json)}), while facts.catalogEntries says the target's catalogs hold some`,
    `the catalog's entries (doc 2: GET ${catalog.path}${catalog.path === "/use-cases" ? '; "an empty list means none registered"' : ""})`,
  );
  entries.forEach((entry, i) => {
    must(
      isRecord(entry),
      `entry ${i} of GET ${catalog.path} is ${brief(entry)}`,
      "each entry an object (doc 1 Resources described only by prose)",
    );
    must(
      Object.keys(entry as Rec).length > 0,
      `entry ${i} of GET ${catalog.path} is an empty object`,
      "each entry describes its item (doc 1 Resources described only by prose)",
    );
    for (const [name, ok, what] of catalog.fields)
      must(
        ok(entry[name]),
        `entry ${i} of GET ${catalog.path} has \`${name}\` ${name in entry ? brief(entry[name]) : "absent"} (${brief(entry)})`,
        `\`${name}\` ${what} (doc 1 Resources described only by prose)`,
      );
  });
  return `${catalog.path}: ${entries.length}`;
}

const catalogsListedRule: Rule = {
  id: "STATE-CATALOGS-LISTED",
  title: "Each catalog lists its entries, each carrying the fields doc 1 names for it",
  level: "MUST",
  family: "STATE",
  clause:
    'doc 2 Identity (GET /models: catalog with availability flags; GET /model-presets, /risk-policies, /task-types); doc 2 Use cases (GET /use-cases: "an empty list means none registered"); doc 1 Resources described only by prose (model catalog entry, model preset, risk policy, task type, use case)',
  clauses: [
    "D2-ID-MODELS-FLAGS",
    "D1-PROSE-MODEL-CATALOG",
    "D1-PROSE-MODEL-PRESET",
    "D1-PROSE-RISK-POLICY",
    "D1-PROSE-TASK-TYPE",
    "D1-PROSE-USE-CASE",
    "D2-UC-EMPTY-LIST",
  ],
  profile: "standard",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const counts: string[] = [];
      for (const catalog of CATALOGS) counts.push(await readCatalog(c, catalog));
      c.pass(`entries listed, each carrying its named fields: ${counts.join("; ")}`);
    }),
};

export const catalogsListed = factGated(
  catalogsListedRule,
  "catalogEntries",
  "true when the target's catalogs hold entries: an empty catalog is otherwise a deployment without any",
);
