/**
 * Repos (doc 2 Endpoints "Repos"). Linked repositories come from GET /repos (row fields not shown:
 * `owner` + `name`, or an `owner/name` string). Linking one already linked is a documented no-op
 * ("idempotent"); bootstrapping creates a repository, so it is never done.
 */
import { linkedRepos, need } from "./discover.ts";
import { never, own, read, refusedWith, type Recipes } from "./types.ts";

/** Paths a repository commonly holds; the API lists no directories, so a file must be guessed. */
const COMMON_FILES = ["README.md", "README", "readme.md", "package.json", ".gitignore", "LICENSE"];

export const repos: Recipes = {
  listRepos: read(),
  /** "reaches the provider on every call, so not for polling": one call. */
  listAvailableRepos: read(),
  bootstrapRepo: never("bootstrapping creates a repository on the code host"),
  getRepoBootstrap: never("no bootstrap job to read: the API lists none, and starting one creates a repository"),
  linkRepo: own(async (c) => {
    const [repo] = need(c, await linkedRepos(c), "GET /repos lists no linked repository with a readable owner and name");
    return [{ body: { owner: repo.owner, name: repo.name }, label: `${repo.owner}/${repo.name}, already linked (idempotent)` }];
  }),
  getRepoContents: read(async (c) => {
    const found = need(c, await linkedRepos(c), "GET /repos lists no linked repository with a readable owner and name");
    return found.slice(0, 2).flatMap((r) =>
      COMMON_FILES.map((path) => ({ params: { owner: r.owner, name: r.name }, query: { path }, label: `${r.owner}/${r.name}: ${path}` })),
    );
  }, (r) => refusedWith(404, ["file_not_found"])(r) ?? refusedWith(422, ["file_too_large"])(r)),
};
