/**
 * Repository errors (doc 2 Repos; doc 2 Errors: 404 `repo_not_reachable` "repository cannot be
 * reached by the connection (covers nonexistent and not granted)", 404 `repo_not_linked`
 * "repository not adopted by the workspace", 404 `file_not_found` "path absent at the ref").
 * Owner and name made of a seeded random string name a repository that cannot exist.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { absentName, requireStated } from "./stated.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { provokesOwn } from "../common/provokes.ts";
import { jsonText } from "../../lib/json/safe.ts";

const states = (token: string) => (op: Operation) => op.errors.some((e) => e.status === 404 && e.token === token);

function absentPath(c: CheckContext): string {
  return `${absentName(c, "dir")}/${absentName(c, "file")}.txt`;
}

export const repoNotReachable: Rule = {
  id: "ERRORS-REPO-NOT-REACHABLE",
  title: "Linking a repository that cannot exist is refused 404 `repo_not_reachable`",
  level: "MUST",
  family: "ERRORS",
  clause: "doc 2 Repos (POST /repos/link: unreachable repository: 404 reason `repo_not_reachable`); doc 2 Errors",
  clauses: ["D2-ERR-404-REPO-NOT-REACHABLE", "D2-REPOS-LINK-UNREACHABLE", "D2-ERR-REASON-IN-DETAILS"],
  profile: "standard",
  scope: "operation",
  appliesTo: states("repo_not_reachable"),
  provokes: provokesOwn(404),
  check: async (c) => {
    const op = c.operation;
    // "cannot be reached by the connection": with nothing connected there is no connection to
    // reach through, and what linking answers then is not shown.
    const conn = await c.call<{ connection?: unknown }>("GET", "/vcs/connection");
    if (
      conn.status === 200 &&
      conn.json &&
      typeof conn.json === "object" &&
      "connection" in conn.json &&
      conn.json.connection === null
    ) {
      c.notExercised(
        "the workspace has no source-control connection (GET /vcs/connection: `connection` null): what linking answers without one is not shown",
        conn.exchange,
      );
    }
    const owner = absentName(c, "owner");
    const name = absentName(c, "name");
    const r = await c.callOp(op, { body: { owner, name } });
    requireStated(c, r, 404, "repo_not_reachable", `linking ${owner}/${name}, a repository no code host holds`);
    c.pass();
  },
};

export const repoNotLinked: Rule = {
  id: "ERRORS-REPO-NOT-LINKED",
  title:
    "Reading a file of a repository the workspace has not adopted is refused 404 `repo_not_linked` (`repo_not_reachable` admitted when the repository cannot be reached either)",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Errors (404 `repo_not_linked`: repository not adopted by the workspace; 404 `repo_not_reachable`: cannot be reached by the connection); doc 2 Repos (contents; available rows carry a `linked` flag)",
  clauses: ["D2-ERR-404-REPO-NOT-LINKED", "D2-ERR-404-REPO-NOT-REACHABLE", "D2-ERR-REASON-IN-DETAILS"],
  profile: "safe",
  scope: "operation",
  appliesTo: states("repo_not_linked"),
  provokes: provokesOwn(404),
  check: async (c) => {
    const op = c.operation;
    // A repository the connection reaches but the workspace has not adopted: a row of GET
    // /repos/available whose `linked` flag is false (doc 1 "Repository row"); only its condition
    // is `repo_not_linked` alone.
    const available = await c.call("GET", "/repos/available");
    const unlinked =
      available.status === 200
        ? pairsOf(
            (itemsOf(null, available.json) ?? []).filter((row) => (row as { linked?: unknown })?.linked === false),
          )
        : [];
    for (const { owner, name } of unlinked.slice(0, 3)) {
      const r = await c.callOp(op, { params: { owner, name }, query: { path: "README.md" } });
      // Not a pair the code host knows: the guess of the row's fields was wrong.
      if (r.status === 404 && errorToken(r.json).includes("repo_not_reachable")) continue;
      requireStated(
        c,
        r,
        404,
        "repo_not_linked",
        `reading a file of ${owner}/${name}, listed by GET /repos/available with \`linked\` false`,
      );
      c.pass(`${owner}/${name} (available, not linked): 404 repo_not_linked`);
    }
    // Else a repository no code host holds: it is not adopted AND cannot be reached, and which of
    // the two stated 404s wins is not shown.
    const owner = absentName(c, "owner");
    const name = absentName(c, "name");
    const r = await c.callOp(op, { params: { owner, name }, query: { path: "README.md" } });
    const what = `reading a file of ${owner}/${name}, a repository the workspace never adopted and no code host holds`;
    c.require(
      r.status === 404,
      `${r.status} for ${what}`,
      "404 `repo_not_linked` (not adopted) or `repo_not_reachable` (cannot be reached) (doc 2 Errors)",
      r.exchange,
    );
    expectEnvelope(c, r);
    const tokens = errorToken(r.json);
    const hit = ["repo_not_linked", "repo_not_reachable"].find((t) => tokens.includes(t));
    c.require(
      hit,
      `404 ${jsonText(tokens)} for ${what}`,
      "`repo_not_linked` or `repo_not_reachable` as error.code or error.details.reason (doc 2 Errors: both conditions hold)",
      r.exchange,
    );
    c.pass(
      `${owner}/${name} (absent everywhere): 404 ${hit}; GET /repos/available ${available.status === 200 ? "listed no unlinked repository" : `answered ${available.status}`}`,
    );
  },
};

/**
 * Owner and name of linked repositories from GET /repos. The row's field names are not shown (doc 1
 * "Repository row"), so the candidates are the `owner`/`name` the link request names, or a value of
 * the exact `owner/name` form that `q` of GET /repos/available uses.
 */
function linkedCandidates(body: unknown): { owner: string; name: string }[] {
  return pairsOf(itemsOf(null, body) ?? []);
}

/** Owner and name of repository rows, read as `linkedCandidates` says. */
function pairsOf(rows: unknown[]): { owner: string; name: string }[] {
  const out: { owner: string; name: string }[] = [];
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    if (typeof r.owner === "string" && typeof r.name === "string") out.push({ owner: r.owner, name: r.name });
    for (const v of Object.values(r)) {
      const m = typeof v === "string" ? /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(v) : null;
      if (m && !out.some((o) => o.owner === m[1] && o.name === m[2])) out.push({ owner: m[1], name: m[2] });
    }
  }
  return out.slice(0, 5);
}

export const fileNotFound: Rule = {
  id: "ERRORS-FILE-NOT-FOUND",
  title: "Reading a path absent from a linked repository is refused 404 `file_not_found`",
  level: "MUST",
  family: "ERRORS",
  clause: "doc 2 Errors (404 `file_not_found`: path absent at the ref); doc 2 Repos (contents)",
  clauses: ["D2-ERR-404-FILE-NOT-FOUND", "D2-ERR-REASON-IN-DETAILS"],
  profile: "safe",
  scope: "operation",
  appliesTo: states("file_not_found"),
  provokes: provokesOwn(404),
  check: async (c) => {
    const op = c.operation;
    const repos = await c.call("GET", "/repos");
    // Setup, not what this rule judges (OP-SUCCESS judges the list).
    if (repos.status !== 200) setupRefused(c, "listing the linked repositories (GET /repos)", repos);
    const candidates = linkedCandidates(repos.json);
    if (!candidates.length)
      c.notExercised("GET /repos names no linked repository by owner and name (the row's field names are not shown)");
    const path = absentPath(c);
    for (const { owner, name } of candidates) {
      const r = await c.callOp(op, { params: { owner, name }, query: { path } });
      // Not what GET /repos meant by this pair: the guess of the row's fields was wrong.
      if (r.status === 404 && errorToken(r.json).includes("repo_not_linked")) continue;
      requireStated(
        c,
        r,
        404,
        "file_not_found",
        `reading ${path} (absent) from the linked repository ${owner}/${name}`,
      );
      c.pass(`${owner}/${name}`);
    }
    c.notExercised(
      "no owner/name read from GET /repos named a linked repository (the row's field names are not shown)",
    );
  },
};
