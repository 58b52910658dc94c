/** Faults proving the rules of the clause register's long tail (evidence, spec, repos); each names the rules it proves. */
import type { FaultDef } from "./index.ts";
import type { RequestContext } from "../state/context.ts";
import { ApiError, stated } from "../state/errors.ts";
import { ok, type Reply } from "../state/reply.ts";
import { runFacts } from "../domain/evidence/facts.ts";
import { readableRun } from "../domain/evidence/run-access.ts";
import {
  CODE_HOST,
  linkedByName,
  providerRepo,
  publicFile,
  publicLinkedRepo,
  readFile,
  repoTree,
} from "../domain/platform/repos.ts";
import { getService } from "../domain/services/state.ts";
import { editJson, jsonBody, type JsonObject } from "./replies.ts";

/** `evidence-blob-unknown-200`, `evidence-blob-gone-empty-200`: no bytes, served as a success. */
function emptyBytes(contentType: string): Reply {
  return {
    kind: "bytes",
    status: 200,
    contentType,
    body: Buffer.alloc(0),
    headers: { "x-content-type-options": "nosniff" },
  };
}

export const faults = {
  // ── artifacts (doc 2 Evidence; doc 1 Artifacts)
  "evidence-blob-unknown-200": {
    family: "ERRORS",
    description:
      "GET /artifacts/{artifactId}/blob answers an unknown artifact id 200 with an empty application/octet-stream body instead of 404",
    rules: ["ERRORS-ARTIFACT-UNKNOWN-404"],
    install(layer) {
      layer.around("getArtifactBlob", async (ctx, next) =>
        ctx.ws.evidence.artifacts.has(ctx.params.artifactId) ? next() : emptyBytes("application/octet-stream"),
      );
    },
  },
  "evidence-blob-gone-empty-200": {
    family: "ERRORS",
    description:
      "an artifact whose bytes are gone from storage is answered 200 with an empty body of its recorded content type instead of 404",
    rules: ["ERRORS-ARTIFACT-GONE-404"],
    install(layer) {
      layer.around("getArtifactBlob", async (ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (!(e instanceof ApiError && e.details?.bytesMissing)) throw e;
          return emptyBytes(ctx.ws.evidence.artifacts.get(ctx.params.artifactId)!.contentType);
        }
      });
    },
  },
  "evidence-artifact-bytesize-kib": {
    family: "SEC",
    description:
      "GET /runs/{runId}/artifacts reports `byteSize` in KiB rounded up (1 for a 70-byte image) instead of the exact size of the bytes served",
    rules: ["SEC-ARTIFACT-BYTESIZE"],
    install(layer) {
      layer.around("listRunArtifacts", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          artifacts: body.artifacts.map((a: JsonObject) => ({ ...a, byteSize: Math.ceil(a.byteSize / 1024) })),
        })),
      );
    },
  },
  "evidence-report-no-pr-404": {
    family: "STATE",
    description:
      "GET /runs/{runId}/report answers 404 `no_pull_request` for a run with no pull request instead of composing the report",
    rules: ["STATE-RUN-REPORT-NO-PR"],
    install(layer) {
      layer.around("getRunReport", async (ctx, next) => {
        const run = readableRun(ctx.ws, ctx.params.runId, false);
        if (run && !run.pullRequest)
          throw stated(404, "no_pull_request", `run ${run.runId} has no pull request to report on`);
        return next();
      });
    },
  },
  // ── repository files and links (doc 2 Repos; doc 2 Errors 422 `file_too_large`; doc 2 Limits)
  "repos-file-too-large-truncated": {
    family: "ERRORS",
    description:
      "a file beyond the readable size is served 200, truncated to the limit, instead of 422 `file_too_large`",
    rules: ["ERRORS-FILE-TOO-LARGE"],
    install(layer) {
      layer.around("getRepoContents", async (ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (!(e instanceof ApiError && e.code === "file_too_large")) throw e;
          // Served 200, cut at the limit.
          const { owner, name } = ctx.params;
          const f = readFile(
            ctx.ws,
            owner,
            name,
            ctx.query.path as string,
            ctx.query.ref as string | undefined,
            Number.POSITIVE_INFINITY,
          );
          const content = f.content.slice(0, ctx.server.options.fileSizeLimit);
          return ok(publicFile({ ...f, content, size: Buffer.byteLength(content, "utf8") }));
        }
      });
    },
  },
  "repos-file-too-large-no-figures": {
    family: "ERRORS",
    description:
      "422 `file_too_large` carries neither the file's size nor the limit (a bare message, no details figures)",
    rules: ["ERRORS-FILE-TOO-LARGE"],
    install(layer) {
      layer.around("getRepoContents", async (_ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (e instanceof ApiError && e.code === "file_too_large")
            throw new ApiError(422, "file_too_large", "the file is too large to read", { reason: "file_too_large" });
          throw e;
        }
      });
    },
  },
  "repos-link-duplicates": {
    family: "STATE",
    description:
      "POST /repos/link of a repository already linked adopts it again under a new `repoId` (a second row) instead of answering the same one",
    rules: ["STATE-REPO-LINK-IDEMPOTENT"],
    install(layer) {
      layer.around("linkRepo", async (ctx, next) => {
        const { owner, name } = ctx.body as { owner: string; name: string };
        const repo = providerRepo(ctx.ws, owner, name);
        if (!repo || !linkedByName(ctx.ws, owner, name)) return next();
        // Adopted again under a new id.
        const dup = {
          repoId: ctx.ws.newId("repo"),
          seq: ctx.ws.nextSeq(),
          owner: repo.owner,
          name: repo.name,
          linkedAt: ctx.ws.now(),
        };
        ctx.ws.platform.linked.set(dup.repoId, dup);
        return ok(publicLinkedRepo(ctx.ws, dup));
      });
    },
  },
  // ── spec reads (doc 2 Spec; doc 1 Specification)
  "spec-refusal-unstated-reason": {
    family: "ERRORS",
    description:
      "spec reads refused for want of a repository or connection answer 503 `service_unavailable` with no stated reason (neither code nor details.reason is one of the three)",
    rules: ["ERRORS-SPEC-503-REASON"],
    install(layer) {
      const unstated = async (_ctx: RequestContext, next: () => Promise<Reply>) => {
        try {
          return await next();
        } catch (e) {
          if (e instanceof ApiError && e.code === "vcs_not_configured")
            throw new ApiError(503, "service_unavailable", "the specification cannot be read right now");
          throw e;
        }
      };
      layer.around("getServiceSpec", unstated);
      layer.around("getRunSpec", unstated);
    },
  },
  "spec-no-vcs-reads-absent": {
    family: "ERRORS",
    description:
      "in a workspace with no source-control connection, a repository-backed service's spec reads 200 `anchor` `absent` (with a made-up provenance) instead of 503 `vcs_not_configured`",
    rules: ["ERRORS-SPEC-NO-VCS"],
    install(layer) {
      layer.around("getServiceSpec", async (ctx, next) => {
        const svc = getService(ctx.ws, ctx.params.serviceId);
        if (!svc?.repoId || ctx.ws.platform.vcs) return next();
        // A made-up provenance: the linked repository at `main`.
        const l = ctx.ws.platform.linked.get(svc.repoId);
        const provenance = {
          commit: null,
          owner: l?.owner ?? "unknown",
          provider: CODE_HOST,
          ref: "main",
          repo: l?.name ?? "unknown",
        };
        return ok({
          serviceId: svc.serviceId,
          anchor: "absent",
          features: [],
          issues: [],
          provenance,
          spec: null,
          truncations: [],
        });
      });
    },
  },
  "spec-absent-as-404": {
    family: "ERRORS",
    description:
      "a service whose repository holds no spec answers GET /services/{serviceId}/spec 404 `spec_not_found` instead of 200 `anchor` `absent`",
    rules: ["ERRORS-SPEC-ABSENT-NOT-ERROR"],
    install(layer) {
      layer.around("getServiceSpec", async (ctx, next) => {
        const reply = await next();
        if (jsonBody(reply)?.anchor === "absent")
          throw stated(404, "spec_not_found", `service ${ctx.params.serviceId} has no specification`);
        return reply;
      });
    },
  },
  "spec-partial-issue-hidden": {
    family: "STATE",
    description:
      "a partly readable spec is served with its readable part but no issue: the `partial` issue naming what was dropped is left out",
    rules: ["STATE-SPEC-PARTIAL-ISSUES"],
    install(layer) {
      layer.around("getServiceSpec", async (_ctx, next) =>
        editJson(await next(), (body) =>
          Array.isArray(body.issues)
            ? { ...body, issues: body.issues.filter((i: JsonObject) => i.kind !== "partial") }
            : body,
        ),
      );
    },
  },
  "spec-edge-items-unread": {
    family: "STATE",
    description:
      "the spec reader takes a string at its bound (a 120-character title, a 1-character id) for one beyond it: such a requirement is dropped and a wholly readable spec reads as partial",
    rules: ["STATE-SPEC-WHOLE-READ"],
    install(layer) {
      layer.around("getServiceSpec", async (_ctx, next) =>
        editJson(await next(), (body) => {
          if (!body.spec || !Array.isArray(body.spec.modules)) return body;
          const atBound = (q: JsonObject) => q.title?.length === 120 || q.id?.length === 1;
          let dropped = 0;
          const modules = body.spec.modules.map((m: JsonObject) => ({
            ...m,
            groups: (m.groups ?? []).map((g: JsonObject) => {
              const requirements = (g.requirements ?? []).filter((q: JsonObject) => !atBound(q));
              dropped += (g.requirements ?? []).length - requirements.length;
              return { ...g, requirements };
            }),
          }));
          if (!dropped) return body;
          const issues = [...body.issues, { kind: "partial", path: "spec/service.json", dropped }];
          return { ...body, spec: { ...body.spec, modules }, issues };
        }),
      );
    },
  },
  "spec-not-read-with-provenance": {
    family: "STATE",
    description:
      "a run spec that is `not_read` carries the service repository's provenance at its default branch instead of null",
    rules: ["STATE-RUN-SPEC-PROVENANCE"],
    install(layer) {
      layer.around("getRunSpec", async (ctx, next) => {
        const reply = await next();
        if (jsonBody(reply)?.anchor !== "not_read") return reply;
        // The service repository's default branch, though nothing was read.
        const repoId = runFacts(ctx.ws, readableRun(ctx.ws, ctx.params.runId)).service?.repoId;
        const tree = repoId ? repoTree(ctx.ws, repoId) : undefined;
        if (!tree) return reply;
        const provenance = {
          commit: tree.at.ref.commit,
          owner: tree.repo.owner,
          provider: CODE_HOST,
          ref: tree.at.ref.name,
          repo: tree.repo.name,
        };
        return editJson(reply, (body) => ({ ...body, provenance }));
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
