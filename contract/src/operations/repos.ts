/**
 * doc 2 Endpoints, "Repos": the 6 rows of that table, in its order. Every body and success is an `object*`;
 * the one body whose hint names its fields (`owner` and `name` of /repos/link) states them as strings.
 */
import { anyValue, str, untyped } from "../dsl.ts";
import type { OperationGroup } from "./group.ts";

export const group: OperationGroup = {
  tag: "Repos",
  heading: "Repos",
  operations: [
    {
      operationId: "listRepos",
      method: "get",
      path: "/repos",
      scope: "read",
      status: 200,
      summary: "List the linked repositories",
      notes:
        "linked repositories with the backing service (null when none). doc 1: a repository row has `repoId` and the service already backing it (null when none, always null for a monorepo).",
      success: { kind: "json", schema: untyped("linked repositories with the backing service (null when none)") },
    },
    {
      operationId: "listAvailableRepos",
      method: "get",
      path: "/repos/available",
      scope: "admin",
      status: 200,
      summary: "Browse or search the repositories the connection can reach",
      notes:
        "`q` opt: exact `owner/name` = point read; substring = search; omitted = browse. Reaches the provider on every call, so not for polling. doc 1: available-repository rows carry a `linked` flag.",
      query: { q: str() },
      success: { kind: "json", schema: untyped("reaches the provider on every call, so not for polling") },
    },
    {
      operationId: "bootstrapRepo",
      method: "post",
      path: "/repos/bootstrap",
      scope: "admin",
      status: 201,
      summary: "Bootstrap a repository from a brief or reference architecture",
      notes: "answers with a job to poll; names the board service frame it materialises",
      body: { schema: untyped("a brief or reference architecture"), required: true },
      success: {
        kind: "json",
        schema: untyped("with a job to poll; names the board service frame it materialises"),
      },
    },
    {
      operationId: "getRepoBootstrap",
      method: "get",
      path: "/repos/bootstrap/{jobId}",
      scope: "admin",
      status: 200,
      summary: "Poll a repository bootstrap job",
      notes: "incl. `failureKind` (retryable or not)",
      success: {
        kind: "json",
        schema: untyped("incl. `failureKind` (retryable or not)", {
          properties: { failureKind: anyValue("retryable or not; type not shown") },
          required: ["failureKind"],
        }),
      },
    },
    {
      operationId: "linkRepo",
      method: "post",
      path: "/repos/link",
      scope: "admin",
      status: 200,
      summary: "Link (adopt) a repository into the workspace",
      notes: "incl. `repoId`; idempotent; unreachable repository: 404 reason `repo_not_reachable`",
      body: {
        schema: untyped("`owner` and `name`", {
          properties: { owner: str(), name: str() },
          required: ["owner", "name"],
        }),
        required: true,
      },
      success: {
        kind: "json",
        schema: untyped("incl. `repoId`", { properties: { repoId: str() }, required: ["repoId"] }),
      },
      errors: [
        {
          status: 404,
          token: "repo_not_reachable",
          condition: "repository cannot be reached by the connection (covers nonexistent and not granted)",
        },
      ],
    },
    {
      operationId: "getRepoContents",
      method: "get",
      path: "/repos/{owner}/{name}/contents",
      scope: "admin",
      status: 200,
      summary: "Read one UTF-8 file of a linked repository",
      notes:
        "one UTF-8 file; no directory listing. `ref`: branch, tag or commit sha; default branch when omitted, response says which. A file beyond the readable size is refused, never truncated.",
      query: { path: str({ min: 1, max: 1000 }), ref: str({ min: 1, max: 255 }) },
      requiredQuery: ["path"],
      success: {
        kind: "json",
        schema: untyped("one UTF-8 file; no directory listing; says which ref was read"),
      },
      errors: [
        { status: 404, token: "repo_not_linked", condition: "repository not adopted by the workspace" },
        { status: 404, token: "file_not_found", condition: "path absent at the ref" },
        {
          status: 422,
          token: "file_too_large",
          condition: "file beyond the readable size; response carries its size and the limit; never truncated",
        },
      ],
    },
  ],
};
