/**
 * doc 2 Repos, GET /repos/{owner}/{name}/contents: "200 object*: one UTF-8 file" at `ref` ("default
 * branch when omitted"); doc 2 Errors: 422 `file_too_large` "file beyond the readable size; response
 * carries its size and the limit"; doc 2 Spec: a service's spec is read in its repository at the
 * default branch, and PublicSpecProvenance names the `owner`, `repo`, `ref` and `commit` it was read at.
 *
 * Which files a repository holds is not knowable from outside, except where the target itself shows
 * one: a feature file a service's spec read serves whole (PublicSpecFeatureFile `path`, `content`,
 * `truncated` false), in the repository its provenance names. Read through the contents operation,
 * with `ref` omitted and at the provenance's `ref` and `commit`, it must be served, its text among
 * the answer's values (the field holding it is not shown). What `path` is relative to is not stated,
 * so a 404 of the first read leaves the rule not exercised (once it served the path, a 404 at the
 * provenance's ref fails); a 422 `file_too_large` whose figures put the file within
 * the limit is a refusal of a readable file.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { jsonText } from "../../lib/json/safe.ts";
import { isJsonObject as isObj, type JsonObject as Obj, valuesIn } from "../common/json-values.ts";
import { figuresOf } from "../errors/file-too-large.ts";
import { enc } from "./kit/api.ts";

/** Services whose spec is read, at most. */
const SPEC_READS = 4;

interface ShownFile {
  serviceId: string;
  owner: string;
  repo: string;
  refs: string[];
  path: string;
  content: string;
}

/** A feature file a spec read serves whole, with the repository and refs its provenance names. */
function shownFile(serviceId: string, body: unknown): ShownFile | null {
  if (!isObj(body) || !isObj(body.provenance) || !Array.isArray(body.features)) return null;
  const { owner, repo, ref, commit } = body.provenance;
  if (typeof owner !== "string" || typeof repo !== "string" || !owner || !repo) return null;
  const f = body.features.find(
    (x): x is Obj =>
      isObj(x) &&
      typeof x.path === "string" &&
      x.path.length > 0 &&
      typeof x.content === "string" &&
      x.truncated === false,
  );
  if (!f) return null;
  const refs = [ref, commit].filter((r): r is string => typeof r === "string" && r.length > 0 && r.length <= 255);
  return { serviceId, owner, repo, refs, path: f.path as string, content: f.content as string };
}

async function fileShownBySpec(c: CheckContext): Promise<ShownFile> {
  const list = await c.call<{ services?: unknown }>("GET", "/services");
  if (list.status !== 200) setupRefused(c, "listing the services (GET /services)", list);
  const ids = (Array.isArray(list.json?.services) ? (list.json!.services as Obj[]) : [])
    .map((s) => s?.serviceId)
    .filter((x): x is string => typeof x === "string" && x.length > 0);
  for (const serviceId of ids.slice(0, SPEC_READS)) {
    const r = await c.call("GET", `/services/${enc(serviceId)}/spec`);
    const shown = r.status === 200 ? shownFile(serviceId, r.json) : null;
    if (shown) return shown;
  }
  c.notExercised(
    `no spec read of the first ${Math.min(ids.length, SPEC_READS)} service(s) served a whole feature file (\`truncated\` false) with the owner and repository of its provenance`,
  );
}

/**
 * Fails unless `r` serves the file; a 422 putting the file beyond the limit is not exercised, and so is
 * a 404 until a read of the path has served it (`pathServed`: then the path is the repository's).
 */
function requireServed(c: CheckContext, r: Reply, f: ShownFile, what: string, pathServed: boolean): void {
  if (r.status === 404 && !pathServed)
    c.notExercised(
      `404 ${jsonText([...new Set(errorToken(r.json))])} for ${what}: what a spec feature's \`path\` is relative to is not stated`,
      r.exchange,
    );
  if (r.status === 422 && errorToken(r.json).includes("file_too_large")) {
    const size = Buffer.byteLength(f.content, "utf8");
    const figures = figuresOf(r, f.path);
    const within = figures.includes(size) && figures.some((n) => n > size);
    if (!within)
      c.notExercised(
        `422 file_too_large for ${what} (${size} bytes; figures ${jsonText(figures)}): the limit's figure is not shown`,
        r.exchange,
      );
    c.fail(
      `Received: 422 file_too_large for ${what}, ${size} bytes, with the figures ${jsonText(figures)} (a limit above its size) / Documented: 422 \`file_too_large\` only for a file beyond the readable size (doc 2 Errors); one UTF-8 file (doc 2 Repos)`,
      r.exchange,
    );
  }
  c.require(r.status === 200, `${r.status} for ${what}`, "200 object*: one UTF-8 file (doc 2 Repos)", r.exchange);
  const served = [...valuesIn(r.json)].some(({ value }) => value === f.content);
  c.require(
    served,
    `200 for ${what}, the file's text (${f.content.length} characters, as the spec read served it) nowhere in the answer`,
    "one UTF-8 file: its text (doc 2 Repos)",
    r.exchange,
  );
}

export const repoFileRead: Rule = {
  id: "STATE-REPO-FILE-READ",
  title:
    "A file a service's spec read shows in its repository is served by the contents read, at the default branch and at the ref and commit the spec was read at",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Repos (GET /repos/{owner}/{name}/contents: 200 one UTF-8 file; default branch when `ref` omitted); doc 2 Spec (read at the default branch; PublicSpecProvenance); doc 2 Errors (422 `file_too_large` only beyond the readable size)",
  clauses: ["D2-REPOS-CONTENTS-FILE", "D2-ERR-422-FILE-TOO-LARGE"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const f = await fileShownBySpec(c);
    const base = `/repos/${enc(f.owner)}/${enc(f.repo)}/contents`;
    const where = `${f.owner}/${f.repo}: ${f.path} (a feature file of service ${f.serviceId}'s spec read)`;
    const read = await c.call("GET", base, { query: { path: f.path } });
    requireServed(c, read, f, `${where}, \`ref\` omitted`, false);
    for (const ref of f.refs) {
      const at = await c.call("GET", base, { query: { path: f.path, ref } });
      requireServed(c, at, f, `${where} at ${ref} (the spec's provenance)`, true);
    }
    c.pass(`${where}: served whole, \`ref\` omitted${f.refs.length ? ` and at ${f.refs.join(", ")}` : ""}`);
  },
};
