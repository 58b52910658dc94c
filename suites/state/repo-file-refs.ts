/**
 * doc 2 Repos, GET /repos/{owner}/{name}/contents: "`ref` opt 1-255 chars (branch, tag or commit sha;
 * default branch when omitted, response says which)"; doc 2 Spec: GET /services/{serviceId}/spec is
 * "read at the default branch", and doc 1 PublicSpecProvenance names its `owner`, `repo`, `ref` and
 * `commit`.
 *
 * The API lists no directory, so which file a repository holds is configuration: `facts.largeFile`,
 * a file beyond the readable size, whose read answers 422 `file_too_large` wherever it is found (a
 * 422 says the path was found at the ref; a 404 `file_not_found` says it was not). The rule reads it
 * at every kind of ref: as configured (its `ref`, or none: the default branch); at each ref of
 * `alsoAt` (branches or tags the configuration says hold it too); where the file lies at the default
 * branch, at that branch named and at its commit sha, both read off the spec provenance of a service
 * the repository backs; and at two refs naming nothing (a name, and a 40-digit sha no commit has),
 * which must be refused 4XX, not read as some other ref. A configured ref where the file is not
 * found leaves the rule not exercised (the configuration may be wrong), unless it is vouched for
 * (`--vouch`; the embedded server's own facts always are).
 */
import type { RepoFile } from "../../lib/run/config.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { factGated } from "../common/fact-gated.ts";
import { provokesOwn } from "../common/provokes.ts";
import { enc } from "./kit/api.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** Services whose spec is read, at most, to find one the repository backs. */
const SPEC_READS = 8;

interface Provenance {
  ref: string;
  commit: string | null;
}

const found = (r: Reply) => r.status === 422 && errorToken(r.json).includes("file_too_large");
const said = (r: Reply) => `${r.status} ${jsonText([...new Set(errorToken(r.json))])}`;
const same = (a: unknown, b: string) => typeof a === "string" && a.toLowerCase() === b.toLowerCase();

/** The default branch and its commit, off the spec provenance of a service `file`'s repository backs. */
async function defaultBranchOf(c: CheckContext, file: RepoFile): Promise<Provenance | null> {
  const list = await c.call("GET", "/services", { key: c.t.keys.read ?? c.t.keys.admin });
  if (list.status !== 200) return null;
  const ids = ((itemsOf(null, list.json) ?? []) as { serviceId?: unknown }[])
    .map((s) => s?.serviceId)
    .filter((id): id is string => typeof id === "string" && id !== "");
  for (const id of ids.slice(0, SPEC_READS)) {
    const r = await c.call<{ provenance?: Record<string, unknown> | null }>("GET", `/services/${enc(id)}/spec`);
    const p = r.status === 200 ? r.json?.provenance : null;
    if (!p || !same(p.owner, file.owner) || !same(p.repo, file.name) || typeof p.ref !== "string" || p.ref === "")
      continue;
    return { ref: p.ref, commit: typeof p.commit === "string" && p.commit !== "" ? p.commit : null };
  }
  return null;
}

/** A 40-digit hex sha from the run's seed: no commit has it. */
function absentSha(c: CheckContext): string {
  let hex = "";
  for (let i = 0; hex.length < 40; i++) hex += c.seed("repo-ref-absent-sha", String(i)).toString(16);
  return hex.slice(0, 40);
}

const check = async (c: CheckContext) => {
  const op = c.operation;
  const file = c.t.info.facts!.largeFile!;
  const { owner, name, path } = file;
  const where = `${owner}/${name}: ${path} (facts.largeFile)`;
  const read = (ref: string | undefined) =>
    c.callOp(op, { params: { owner, name }, query: ref === undefined ? { path } : { path, ref } });
  const at = (ref: string | undefined) => (ref === undefined ? "with `ref` omitted" : `at ref ${jsonText(ref)}`);
  const seen: string[] = [];

  /** A ref the configuration promises holds the file: not found there is a failure when vouched for. */
  const promised = async (ref: string | undefined, why: string) => {
    const r = await read(ref);
    if (found(r)) return void seen.push(`${at(ref)}: 422 file_too_large`);
    if (!c.t.info.vouch)
      c.notExercised(
        `${said(r)} reading ${where} ${at(ref)} (${why}): a promise of the configuration only, --vouch makes it a failure`,
        r.exchange,
      );
    c.require(
      false,
      `${said(r)} reading ${where} ${at(ref)} (${why}, vouched for)`,
      "the file found at that ref and refused 422 `file_too_large` (doc 2 Repos: `ref` a branch, tag or commit sha, the default branch when omitted)",
      r.exchange,
    );
  };

  await promised(file.ref, file.ref === undefined ? "the file lies at the default branch" : "its configured ref");
  for (const ref of file.alsoAt ?? []) await promised(ref, "facts.largeFile.alsoAt holds it there");

  if (file.ref === undefined) {
    const branch = await defaultBranchOf(c, file);
    if (branch) {
      const refs = [branch.ref, ...(branch.commit ? [branch.commit] : [])];
      for (const ref of refs) {
        const r = await read(ref);
        const what = ref === branch.ref ? "the default branch, named" : "the default branch's commit sha";
        c.require(
          found(r),
          `${said(r)} reading ${where} ${at(ref)} (${what}, from a service's spec provenance), though it is found with \`ref\` omitted`,
          "the file found at its default branch named and at that branch's commit sha, as with `ref` omitted: 422 `file_too_large` (doc 2 Repos: `ref` a branch, tag or commit sha; doc 2 Spec: the service spec is read at the default branch)",
          r.exchange,
        );
        seen.push(`${at(ref)} (${what}): 422 file_too_large`);
      }
    } else
      seen.push("no service's spec provenance names the repository: its default branch by name and commit not tried");
  }

  for (const ref of [`conformance-absent-${c.seed("repo-ref-absent").toString(36)}`, absentSha(c)]) {
    const r = await read(ref);
    c.require(
      r.status >= 400 && r.status < 500 && !found(r),
      `${said(r)} reading ${where} ${at(ref)}, a ref naming no branch, tag or commit`,
      "a 4XX other than `file_too_large`: the file is found at no such ref, so it is not read at some other one (doc 2 Repos: `ref` a branch, tag or commit sha; doc 2 Errors: a client error is a 4XX)",
      r.exchange,
    );
    seen.push(`${at(ref)} (names nothing): ${said(r)}`);
  }
  c.pass(`${where}: ${seen.join("; ")}`);
};

export const repoFileRefs: Rule = factGated(
  {
    id: "STATE-REPO-FILE-REFS",
    title:
      "A file is read at its default branch (omitted, named, or by commit sha) and at the branches and tags that hold it, and a ref naming nothing is refused 4XX",
    level: "MUST",
    family: "STATE",
    clause:
      "doc 2 Repos (GET /repos/{owner}/{name}/contents: `ref` a branch, tag or commit sha; default branch when omitted); doc 2 Spec (the service spec read at the default branch); doc 1 PublicSpecProvenance",
    clauses: ["D2-REPOS-CONTENTS-REF"],
    profile: "safe",
    scope: "operation",
    appliesTo: (op) => op.operationId === "getRepoContents",
    provokes: provokesOwn(422),
    check,
  },
  "largeFile",
  "a file of a linked repository beyond the readable-file size limit, and the refs that hold it",
);
