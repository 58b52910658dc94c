/**
 * Faults proving the rules of repository reads (doc 2 Repos: the available repositories' `q`, a
 * linked repository's files; doc 2 Spec: a service's spec read), each naming the rules it proves.
 */
import type { FaultDef } from "./index.ts";
import { stated } from "../state/errors.ts";
import { ok } from "../state/reply.ts";
import { availableRepos, linkedByName } from "../domain/platform/repos.ts";
import { editJson, type JsonObject } from "./replies.ts";

export const faults = {
  "repos-available-query-ignored": {
    family: "STATE",
    description:
      "GET /repos/available ignores `q`: a point read of an exact `owner/name` and a search both answer the browse of every repository",
    rules: ["STATE-REPOS-AVAILABLE-QUERY"],
    install(layer) {
      layer.around("listAvailableRepos", async (ctx) => ok(availableRepos(ctx.ws, undefined)));
    },
  },
  "repos-available-all-linked": {
    family: "STATE",
    description:
      "every row of GET /repos/available reads `linked` true, a repository the workspace never adopted included",
    rules: ["STATE-REPOS-AVAILABLE-QUERY"],
    install(layer) {
      layer.around("listAvailableRepos", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          repos: body.repos.map((r: JsonObject) => ({ ...r, linked: true })),
        })),
      );
    },
  },
  "repos-file-read-empty": {
    family: "STATE",
    description: "GET /repos/{owner}/{name}/contents answers a readable file 200 `{}`: no file in the answer",
    rules: ["STATE-REPO-FILE-READ"],
    install(layer) {
      layer.around("getRepoContents", async (_ctx, next) => {
        const reply = await next();
        return reply.kind === "json" && reply.status === 200 ? ok({}) : reply;
      });
    },
  },
  "repos-file-read-all-too-large": {
    family: "STATE",
    description:
      "every file read is refused 422 `file_too_large`, however small, its details giving the file's size and a limit above it",
    rules: ["STATE-REPO-FILE-READ"],
    install(layer) {
      layer.around("getRepoContents", async (ctx, next) => {
        const reply = await next();
        if (reply.kind !== "json" || reply.status !== 200) return reply;
        const { size } = reply.body as { size: number };
        const limit = ctx.server.options.fileSizeLimit;
        throw stated(422, "file_too_large", `${ctx.query.path} is too large to read`, { size, limit });
      });
    },
  },
  "repos-file-read-linked-refused": {
    family: "ERRORS",
    description:
      "every file read of a linked repository is refused 404 `repo_not_linked`, as if the workspace had not adopted it",
    rules: ["ERRORS-FILE-TOO-LARGE"],
    install(layer) {
      layer.around("getRepoContents", async (ctx, next) => {
        const { owner, name } = ctx.params;
        if (linkedByName(ctx.ws, owner, name))
          throw stated(404, "repo_not_linked", `repository ${owner}/${name} is not linked to this workspace`);
        return next();
      });
    },
  },
  "spec-service-read-always-failed": {
    family: "ERRORS",
    description:
      "every service spec read is refused 503 `spec_read_failed`, a readable repository's too (a permanent outage)",
    rules: ["ERRORS-SPEC-ABSENT-NOT-ERROR"],
    install(layer) {
      layer.around("getServiceSpec", async () => {
        throw stated(503, "spec_read_failed", "the specification could not be read from the repository");
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
