/** doc 2 Endpoints › Repos. */
import { clause } from "../types.ts";

const S = "Endpoints › Repos";

export const REPOS = [
  clause("D2-REPOS-LIST-BACKING", 2, S, "GET /repos: linked repositories with the backing service (null when none)", {
    operationId: "listRepos",
    disposable:
      "the suite knows a whole repository backing a service only where it made one: a bootstrapped repository (which no route removes) it creates a service from; the backing service's field is not shown, so its id is looked for among the row's values",
  }),
  clause(
    "D2-REPOS-AVAILABLE-QUERY",
    2,
    S,
    "GET /repos/available `q`: exact `owner/name` is a point read, a substring searches, omitted browses; reaches the provider on every call",
    { operationId: "listAvailableRepos" },
  ),
  clause(
    "D2-REPOS-BOOTSTRAP-JOB",
    2,
    S,
    "POST /repos/bootstrap: 201 with a job to poll, naming the board service frame it materialises",
    {
      operationId: "bootstrapRepo",
      disposable:
        "a bootstrap creates a repository at the code host, which no route removes; the frame's field is not shown, so the id of the service it materialises (the one GET /services adds) is looked for among the reply's values",
    },
  ),
  clause(
    "D2-REPOS-BOOTSTRAP-BODY",
    2,
    S,
    "POST /repos/bootstrap: the body is required and names a brief or a reference architecture",
    {
      operationId: "bootstrapRepo",
      disposable:
        "a body the target admits creates a repository at the code host, which no route removes: only a throwaway target can be sent one to see it refused or taken",
    },
  ),
  clause(
    "D2-REPOS-BOOTSTRAP-FAILURE-KIND",
    2,
    S,
    "GET /repos/bootstrap/{jobId} includes `failureKind` (retryable or not)",
    { operationId: "getRepoBootstrap" },
  ),
  clause("D2-REPOS-LINK-IDEMPOTENT", 2, S, "POST /repos/link: 200 including `repoId`; idempotent", {
    operationId: "linkRepo",
  }),
  clause("D2-REPOS-LINK-UNREACHABLE", 2, S, "linking an unreachable repository: 404 reason `repo_not_reachable`", {
    operationId: "linkRepo",
  }),
  clause(
    "D2-REPOS-CONTENTS-FILE",
    2,
    S,
    "GET /repos/{owner}/{name}/contents: one UTF-8 file, no directory listing; the default branch when `ref` is omitted, and the response says which",
    { operationId: "getRepoContents" },
  ),
  clause(
    "D2-REPOS-CONTENTS-REF",
    2,
    S,
    "GET /repos/{owner}/{name}/contents `ref`: a branch, tag or commit sha, the default branch when omitted",
    {
      operationId: "getRepoContents",
      fact: {
        key: "largeFile",
        why: "which files a repository holds is not shown (no directory listing): the configuration names one, whose read answers 422 `file_too_large` wherever it is found",
      },
    },
  ),
] as const;
