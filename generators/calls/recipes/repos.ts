/**
 * Repos (doc 2 Endpoints "Repos"). Linked repositories come from GET /repos (row fields not shown:
 * `owner` + `name`, or an `owner/name` string). Linking one already linked is a documented no-op
 * ("idempotent"); bootstrapping creates a repository, so it is done only on a disposable target.
 */
import { idCandidates, linkedRepos, need } from "../discover.ts";
import { configuredBody, own, read, refusedWith, throwaway, type Recipes } from "../recipe.ts";

const BOOTSTRAPS = "bootstraps a repository (it creates one on the code host, which no route removes)";

/** Paths a repository commonly holds; the API lists no directories, so a file must be guessed. */
const COMMON_FILES = ["README.md", "README", "readme.md", "package.json", ".gitignore", "LICENSE"];

export const repos = {
  listRepos: read(),
  /** "reaches the provider on every call, so not for polling": one call. */
  listAvailableRepos: read(),
  /** The body (a brief or a reference architecture: object*) is configuration (`bodies.bootstrapRepo`). */
  bootstrapRepo: throwaway(BOOTSTRAPS, async (c) => [
    { body: configuredBody(c, "bootstrapRepo"), label: "a bootstrap with bodies.bootstrapRepo" },
  ]),
  /** The API lists no bootstrap job: the suite starts one and reads it, by the id-like fields of the 201 reply. */
  getRepoBootstrap: throwaway(
    BOOTSTRAPS,
    async (c) => {
      const body = configuredBody(c, "bootstrapRepo");
      const r = await c.call("POST", "/repos/bootstrap", { body });
      if (r.status !== 201 || !r.json || typeof r.json !== "object")
        c.notExercised(`could not start a bootstrap job to read (POST /repos/bootstrap answered ${r.status})`);
      const ids = need(
        c,
        idCandidates(r.json as Record<string, unknown>, ["jobId", "id"]).slice(0, 4),
        "the 201 reply of POST /repos/bootstrap names no id-like field (its job's field name is not shown)",
      );
      return ids.map((jobId) => ({ params: { jobId }, label: `the suite's own bootstrap job ${jobId}` }));
    },
    refusedWith(404, [], "404: this id field does not address the job (its name is not shown)"),
  ),
  linkRepo: own(
    async (c) => {
      const [repo] = need(
        c,
        await linkedRepos(c),
        "GET /repos lists no linked repository with a readable owner and name",
      );
      return [
        {
          body: { owner: repo.owner, name: repo.name },
          label: `${repo.owner}/${repo.name}, already linked (idempotent)`,
        },
      ];
    },
    refusedWith(
      404,
      ["repo_not_reachable"],
      "404 repo_not_reachable: the owner/name read from GET /repos (row fields not shown) is not the pair the code host knows",
    ),
  ),
  getRepoContents: read(
    async (c) => {
      const found = need(
        c,
        await linkedRepos(c),
        "GET /repos lists no linked repository with a readable owner and name",
      );
      return found.slice(0, 2).flatMap((r) =>
        COMMON_FILES.map((path) => ({
          params: { owner: r.owner, name: r.name },
          query: { path },
          label: `${r.owner}/${r.name}: ${path}`,
        })),
      );
    },
    (r) =>
      refusedWith(404, ["file_not_found"])(r) ??
      refusedWith(422, ["file_too_large"])(r) ??
      refusedWith(
        404,
        ["repo_not_linked"],
        "404 repo_not_linked: the owner/name read from GET /repos (row fields not shown) is not the linked pair",
      )(r),
  ),
} satisfies Recipes;
