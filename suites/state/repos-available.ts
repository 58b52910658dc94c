/**
 * doc 2 Repos, GET /repos/available: "query `q` string opt (exact `owner/name` = point read;
 * substring = search; omitted = browse)"; doc 1 "Resources described only by prose": "available-
 * repository rows carry a `linked` flag", and GET /repos lists the linked repositories.
 *
 * The rows' other fields are not shown, so a row is read by its owner and name only where it says
 * them both ways: string `owner` and `name` fields and a value `owner/name` that agrees (a row that
 * does not is no candidate, and a rule with none is not exercised). Then: every row of each answer
 * carries a boolean `linked`; a point read of a repository the browse lists names that one
 * repository alone; a repository a point read finds is one a browse lists some repository beside;
 * a row reads `linked` true exactly when GET /repos lists the same pair (judged only where every
 * GET /repos row says its pair); a search by a substring of a listed `owner/name` (its first and last
 * character dropped) lists that repository, and a search by a made-up string no repository holds
 * lists none. Reads only (the endpoint reaches the provider on every call: a few calls).
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { jsonText } from "../../lib/json/safe.ts";
import { absentName } from "../errors/stated.ts";

type Row = Record<string, unknown>;
interface Pair {
  owner: string;
  name: string;
}

const fullName = (p: Pair) => `${p.owner}/${p.name}`;
const samePair = (a: Pair, b: Pair) => fullName(a).toLowerCase() === fullName(b).toLowerCase();

/** A row's owner and name where it says them both ways (`owner`, `name` and a value `owner/name`), else null. */
export function namedPair(row: unknown): Pair | null {
  if (!row || typeof row !== "object") return null;
  const r = row as Row;
  if (typeof r.owner !== "string" || typeof r.name !== "string") return null;
  if (!r.owner || !r.name || r.owner.includes("/") || r.name.includes("/")) return null;
  const pair = { owner: r.owner, name: r.name };
  return Object.values(r).some((v) => typeof v === "string" && v === fullName(pair)) ? pair : null;
}

/**
 * The rows of an answer, whatever they hold: its one array (none: it lists nothing); of several, the
 * one whose rows all carry a boolean `linked`; null when that cannot be told.
 */
function rowsOf(body: unknown): unknown[] | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  const arrays = Object.values(body as Row).filter((v): v is unknown[] => Array.isArray(v));
  if (arrays.length <= 1) return arrays[0] ?? [];
  const flagged = arrays.filter((a) => a.length > 0 && a.every((x) => typeof (x as Row | null)?.linked === "boolean"));
  return flagged.length === 1 ? flagged[0] : null;
}

/** GET /repos/available with `q` (undefined: browse): its rows, each required to carry a boolean `linked`. */
async function available(c: CheckContext, what: string, q?: string): Promise<{ rows: unknown[]; r: Reply }> {
  const r = await c.call("GET", "/repos/available", { query: q === undefined ? {} : { q } });
  c.require(r.status === 200, `${r.status} for ${what}`, "200 object* (doc 2 Repos: GET /repos/available)", r.exchange);
  const rows = rowsOf(r.json);
  if (rows === null)
    c.notExercised(
      `the answer to ${what} holds several lists, and which holds the repositories is not shown`,
      r.exchange,
    );
  const bad = rows!.find((row) => !row || typeof row !== "object" || typeof (row as Row).linked !== "boolean");
  c.require(
    bad === undefined,
    `a row ${jsonText(bad ?? null).slice(0, 200)} in the answer to ${what}`,
    "available-repository rows carry a `linked` flag (doc 1 Repository row)",
    r.exchange,
  );
  return { rows: rows!, r };
}

const lists = (rows: unknown[], p: Pair) => rows.some((row) => namedPair(row) && samePair(namedPair(row)!, p));

export const reposAvailableQuery: Rule = {
  id: "STATE-REPOS-AVAILABLE-QUERY",
  title:
    "GET /repos/available reads an exact `owner/name` as that one repository, a substring as a search that lists what holds it, and omitted as a browse; every row carries `linked`, true exactly for the linked repositories",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Repos (GET /repos/available: `q` exact `owner/name` = point read; substring = search; omitted = browse); doc 1 Resources described only by prose (available-repository rows carry a `linked` flag; GET /repos: the linked repositories)",
  clauses: ["D2-REPOS-AVAILABLE-QUERY", "D1-PROSE-REPO-ROW"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const linkedReply = await c.call("GET", "/repos");
    if (linkedReply.status !== 200) setupRefused(c, "listing the linked repositories (GET /repos)", linkedReply);
    const linkedRows = itemsOf(null, linkedReply.json);
    const linked = (linkedRows ?? []).map(namedPair).filter((p): p is Pair => p !== null);
    // The linked flag is compared with GET /repos only where every one of its rows says its pair.
    const linkedKnown = linkedRows !== null && linked.length === linkedRows.length;

    const browse = await available(c, "GET /repos/available (browse)");
    const browsed = browse.rows.map((row) => ({ row: row as Row, pair: namedPair(row) }));
    const done: string[] = [];
    if (linkedKnown) {
      for (const { row, pair } of browsed) {
        if (!pair) continue;
        const isLinked = linked.some((l) => samePair(l, pair));
        c.require(
          row.linked === isLinked,
          `${fullName(pair)} browsed with \`linked\` ${row.linked}, while GET /repos ${isLinked ? "lists" : "does not list"} it`,
          "`linked` says whether the workspace has adopted the repository (doc 1 Repository row; GET /repos lists the linked ones)",
          browse.r.exchange,
        );
      }
      done.push(`browse: ${browse.rows.length} row(s), \`linked\` as GET /repos says`);
    }

    // Point reads: of a browsed repository (which the provider reaches), else of a linked one.
    const candidates = browsed.map((b) => b.pair).filter((p): p is Pair => p !== null);
    const fromBrowse = candidates.length > 0;
    if (!fromBrowse) candidates.push(...linked);
    const target = candidates[0];
    if (!target)
      c.notExercised(
        "neither GET /repos/available (browse) nor GET /repos lists a row saying its owner and name both ways (`owner`, `name` and a value `owner/name`: the rows' fields are not shown)",
      );
    const point = await available(c, `GET /repos/available?q=${fullName(target)} (a point read)`, fullName(target));
    if (!fromBrowse && point.rows.length === 0)
      c.notExercised(
        `the browse lists no repository saying its owner and name, and the point read of ${fullName(target)} (linked: GET /repos) lists none: the connection may no longer reach it`,
      );
    c.require(
      point.rows.length === 1 && lists(point.rows, target),
      `${point.rows.length} row(s) for the point read of ${fullName(target)}${lists(point.rows, target) ? "" : ", none of them it"}`,
      `an exact \`owner/name\` is a point read: that one repository, which ${fromBrowse ? "the browse lists" : "GET /repos lists"} (doc 2 Repos)`,
      point.r.exchange,
    );
    c.require(
      browse.rows.length > 0,
      `the browse lists no repository, while the point read of ${fullName(target)} finds it`,
      "`q` omitted browses the repositories the connection reaches (doc 2 Repos)",
      browse.r.exchange,
    );
    done.push(`point read of ${fullName(target)}: that one row`);

    // A search by a substring of the owner/name that is no exact owner/name of any listed repository.
    const full = fullName(target);
    const needle = full.length > 2 ? full.slice(1, -1) : full;
    const exactElsewhere = [...candidates, ...linked].some((p) => fullName(p).toLowerCase() === needle.toLowerCase());
    if (!exactElsewhere) {
      const search = await available(c, `GET /repos/available?q=${needle} (a search)`, needle);
      c.require(
        lists(search.rows, target),
        `${search.rows.length} row(s) for the search of ${jsonText(needle)}, ${full} not among them`,
        `a substring searches: ${full} holds ${jsonText(needle)} (doc 2 Repos)`,
        search.r.exchange,
      );
      done.push(`search of ${jsonText(needle)}: lists ${full}`);
    }
    const nothing = absentName(c, "repos-available-search");
    const none = await available(c, `GET /repos/available?q=${nothing} (a search for a made-up string)`, nothing);
    c.require(
      none.rows.length === 0,
      `${none.rows.length} row(s) for the search of ${jsonText(nothing)}, a made-up string`,
      "a substring searches: what no repository holds finds none (doc 2 Repos)",
      none.r.exchange,
    );
    done.push(`search of a made-up string: none`);
    c.pass(done.join("; "));
  },
};
