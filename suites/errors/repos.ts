/**
 * Repository errors (doc 2 Repos; doc 2 Errors: 404 `repo_not_reachable` "repository cannot be
 * reached by the connection (covers nonexistent and not granted)", 404 `repo_not_linked`
 * "repository not adopted by the workspace", 404 `file_not_found` "path absent at the ref").
 * Owner and name made of a seeded random string name a repository that cannot exist.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { itemsOf } from "../common/discover.ts";
import { errorToken } from "../common/envelope.ts";
import { absentName, requireStated } from "./stated.ts";

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
  check: async (c) => {
    const op = c.operation;
    const owner = absentName(c, "owner");
    const name = absentName(c, "name");
    const r = await c.callOp(op, { body: { owner, name } });
    requireStated(c, r, 404, "repo_not_reachable", `linking ${owner}/${name}, a repository no code host holds`);
    c.pass();
  },
};

export const repoNotLinked: Rule = {
  id: "ERRORS-REPO-NOT-LINKED",
  title: "Reading a file of a repository the workspace has not adopted is refused 404 `repo_not_linked`",
  level: "MUST",
  family: "ERRORS",
  clause: "doc 2 Errors (404 `repo_not_linked`: repository not adopted by the workspace); doc 2 Repos (contents)",
  clauses: ["D2-ERR-404-REPO-NOT-LINKED", "D2-ERR-REASON-IN-DETAILS"],
  profile: "safe",
  scope: "operation",
  appliesTo: states("repo_not_linked"),
  check: async (c) => {
    const op = c.operation;
    const owner = absentName(c, "owner");
    const name = absentName(c, "name");
    const r = await c.callOp(op, { params: { owner, name }, query: { path: "README.md" } });
    requireStated(c, r, 404, "repo_not_linked", `reading a file of ${owner}/${name}, a repository the workspace never adopted`);
    c.pass();
  },
};

/**
 * Owner and name of linked repositories from GET /repos. The row's field names are not shown (doc 1
 * "Repository row"), so the candidates are the `owner`/`name` the link request names, or a value of
 * the exact `owner/name` form that `q` of GET /repos/available uses.
 */
function linkedCandidates(body: unknown): { owner: string; name: string }[] {
  const out: { owner: string; name: string }[] = [];
  for (const row of itemsOf(null, body) ?? []) {
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
  check: async (c) => {
    const op = c.operation;
    const repos = await c.call("GET", "/repos");
    c.require(repos.status === 200, `${repos.status} from GET /repos`, "200 (doc 2 Repos)");
    const candidates = linkedCandidates(repos.json);
    if (!candidates.length) c.notExercised("GET /repos names no linked repository by owner and name (the row's field names are not shown)");
    const path = absentPath(c);
    for (const { owner, name } of candidates) {
      const r = await c.callOp(op, { params: { owner, name }, query: { path } });
      // Not what GET /repos meant by this pair: the guess of the row's fields was wrong.
      if (r.status === 404 && errorToken(r.json).includes("repo_not_linked")) continue;
      requireStated(c, r, 404, "file_not_found", `reading ${path} (absent) from the linked repository ${owner}/${name}`);
      c.pass(`${owner}/${name}`);
    }
    c.notExercised("no owner/name read from GET /repos named a linked repository (the row's field names are not shown)");
  },
};
