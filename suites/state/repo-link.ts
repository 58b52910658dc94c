/**
 * doc 2 Repos, POST /repos/link: "200 object* incl. `repoId`; idempotent". Linking twice answers 200
 * both times with the same `repoId`, and adopts the repository once.
 *
 * Linking adopts a repository for good (no route unlinks), so the rule links one that is already
 * linked whenever it can tell one: GET /repos rows carry `repoId` (doc 1 Repository row), their
 * owner and name are not shown, so a row's `owner` + `name` or an `owner/name` string is taken as a
 * guess, and the guess is confirmed by GET /repos/available `q` (exact `owner/name` = point read;
 * rows carry a `linked` flag, doc 1) before anything is sent. Linking it again changes nothing on a
 * conforming server. Only when no linked repository can be told does the rule adopt a new one, and
 * only on a disposable target (`--disposable`).
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { jsonText } from "../../lib/json/safe.ts";

type Row = Record<string, unknown>;
interface Pair {
  owner: string;
  name: string;
}

/** Owner/name guesses of a repository row: `owner` + `name`, or a value of the exact `owner/name` form. */
function pairsOf(row: Row): Pair[] {
  const out: Pair[] = [];
  if (
    typeof row.owner === "string" &&
    typeof row.name === "string" &&
    !row.owner.includes("/") &&
    !row.name.includes("/")
  )
    out.push({ owner: row.owner, name: row.name });
  for (const v of Object.values(row)) {
    const m = typeof v === "string" ? /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(v) : null;
    if (m && !out.some((p) => p.owner === m[1] && p.name === m[2])) out.push({ owner: m[1], name: m[2] });
  }
  return out;
}

/** GET /repos, a read the rule needs (its 200 is OP-SUCCESS's to judge): a refusal is a refused setup. */
export async function linkedRows(c: CheckContext): Promise<Row[]> {
  const r = await c.call("GET", "/repos");
  if (r.status !== 200) setupRefused(c, "listing the linked repositories (GET /repos)", r);
  return (itemsOf(null, r.json) ?? []) as Row[];
}

export const repoIdsOf = (rows: Row[]) => rows.map((r) => r.repoId).filter((x): x is string => typeof x === "string");

/** The available-repository rows for `q` (omitted: browse). */
async function available(c: CheckContext, q?: string): Promise<Row[]> {
  const r = await c.call("GET", "/repos/available", { query: q === undefined ? {} : { q } });
  return r.status === 200 ? ((itemsOf(null, r.json) ?? []) as Row[]) : [];
}

/** A pair GET /repos lists whose point read says `linked` true; at most three point reads. */
export async function confirmedLinked(c: CheckContext, rows: Row[]): Promise<Pair | null> {
  let reads = 0;
  for (const row of rows) {
    for (const p of pairsOf(row)) {
      if (reads++ >= 3) return null;
      const hits = await available(c, `${p.owner}/${p.name}`);
      if (hits.length === 1 && hits[0].linked === true) return p;
    }
  }
  return null;
}

export const repoLinkIdempotent: Rule = {
  id: "STATE-REPO-LINK-IDEMPOTENT",
  title: "Linking a repository twice answers 200 both times with the same `repoId`, adopting it once",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Repos (POST /repos/link: 200 object* incl. `repoId`; idempotent); doc 1 Repository row (`repoId`); available rows carry a `linked` flag",
  clauses: ["D2-REPOS-LINK-IDEMPOTENT"],
  profile: "standard",
  scope: "global",
  check: async (c) => {
    const before = await linkedRows(c);
    const beforeIds = repoIdsOf(before);
    let pair = await confirmedLinked(c, before);
    const already = pair !== null;
    if (!pair) {
      if (!c.t.disposable) {
        c.notExercised(
          "no repository GET /repos lists could be confirmed linked by GET /repos/available (row owner/name fields are not shown), and linking another adopts it for good: run with --disposable to let the suite link one",
        );
      }
      for (const row of await available(c)) {
        if (row.linked !== false) continue;
        const p = pairsOf(row)[0];
        if (p) {
          pair = p;
          break;
        }
      }
      if (!pair)
        c.notExercised("GET /repos/available shows no unlinked repository with a readable owner and name to link");
    }
    const { owner, name } = pair!;
    const what = `${owner}/${name}${already ? " (already linked)" : " (not linked before, --disposable)"}`;
    const first = await c.call<{ repoId?: unknown }>("POST", "/repos/link", { body: { owner, name } });
    // A repository not linked before: the first link is setup (the second is the idempotent one), and
    // the target may refuse it (404 `repo_not_reachable`, doc 2 Repos). An already linked one: the
    // first link is itself a repeat.
    if (!already && first.status !== 200) setupRefused(c, `linking ${what} a first time`, first);
    c.require(
      first.status === 200,
      `${first.status} linking ${what}`,
      "200 incl. `repoId` (doc 2 Repos)",
      first.exchange,
    );
    const second = await c.call<{ repoId?: unknown }>("POST", "/repos/link", { body: { owner, name } });
    c.require(
      second.status === 200,
      `${second.status} linking ${what} a second time`,
      "200: linking is idempotent (doc 2 Repos)",
      second.exchange,
    );
    const id1 = first.json?.repoId;
    const id2 = second.json?.repoId;
    c.require(
      typeof id1 === "string" && id1.length > 0,
      `repoId ${jsonText(id1)} linking ${what}`,
      "200 incl. `repoId` (doc 2 Repos)",
      first.exchange,
    );
    c.require(
      id2 === id1,
      `repoId ${jsonText(id1)} then ${jsonText(id2)} linking ${what} twice`,
      "the same `repoId`: linking is idempotent (doc 2 Repos)",
      second.exchange,
    );
    // GET /repos rows are read by `repoId` (doc 1 Repository row; "exact field names … not shown"):
    // only rows that carry it can be matched with the link's answer; without them, not judged.
    const afterRows = await linkedRows(c);
    const after = repoIdsOf(afterRows);
    const readable = beforeIds.length === before.length && after.length === afterRows.length && after.length > 0;
    if (!readable) {
      c.pass(
        `${what}: 200 twice with repoId ${id1} (GET /repos rows carry no \`repoId\` to match: adopted-once not read)`,
      );
    }
    if (already) {
      c.require(
        beforeIds.includes(id1 as string),
        `repoId ${id1} linking ${what}, which GET /repos listed under ${jsonText(beforeIds)}`,
        "the repository's existing `repoId`: linking a linked repository adopts nothing new (idempotent, doc 2 Repos)",
        first.exchange,
      );
    }
    const rows = after.filter((id) => id === id1).length;
    c.require(
      rows === 1,
      `GET /repos lists repoId ${id1} ${rows} time(s) after linking ${what} twice`,
      "the repository adopted once (doc 2 Repos: idempotent)",
    );
    if (already) {
      c.require(
        after.length === beforeIds.length,
        `GET /repos lists ${after.length} repositories after linking ${what} twice, ${beforeIds.length} before`,
        "nothing adopted anew by linking a linked repository (idempotent, doc 2 Repos)",
      );
    }
    c.pass(`${what}: 200 twice with repoId ${id1}, listed once by GET /repos`);
  },
};
