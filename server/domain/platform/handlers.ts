/**
 * VCS connection, tracker writeback, environments and repos (doc 2 Identity table rows
 * /vcs/connection and /tracker/writeback; doc 2 Environments; doc 2 Repos). Scopes are enforced by
 * the pipeline from the contract (`admin` everywhere except GET /repos, `read`).
 */
import type { HandlerTable } from "../../http/context.ts";
import { created, ok } from "../../http/reply.ts";
import { ApiError, notFound, stated } from "../../http/errors.ts";
import { publicBootstrap, observeBootstrap, startBootstrap } from "./bootstrap.ts";
import { connect, parseConnection, probe, publicHandler } from "./environments.ts";
import { availableRepos, linkedByName, linkRepo, notReachable, providerRepo, publicFile, publicLinkedRepo, readFile } from "./repos.ts";
import { patchWriteback, publicWriteback } from "./settings.ts";

export const handlers: HandlerTable = {
  // doc 2: `connection` null when nothing is connected (a state, not an error).
  getVcsConnection: ({ ws }) => ok({ connection: ws.platform.vcs ? { ...ws.platform.vcs, permissions: { ...ws.platform.vcs.permissions } } : null }),

  getTrackerWriteback: ({ ws }) => ok(publicWriteback(ws.platform.writeback, ws)),

  updateTrackerWriteback: ({ ws, body, server }) => {
    const w = patchWriteback(ws, body);
    // Fault `null-writeback-empty-stamps`: an empty patch stamps `updatedAt`.
    if (server.fault("null-writeback-empty-stamps") && body && typeof body === "object" && Object.keys(body).length === 0) w.updatedAt = ws.now();
    return ok(publicWriteback(w, ws));
  },

  listEnvironmentConnections: ({ ws, server }) =>
    // Fault `env-list-secret-values`: the stored secret bundle is listed with its values.
    ok({ handlers: ws.platform.environments.map((h) => (server.fault("env-list-secret-values") ? { ...publicHandler(h), secrets: { ...h.secrets } } : publicHandler(h))) }),

  createEnvironmentConnection: ({ ws, body, server }) => {
    const h = connect(ws, parseConnection(body));
    const row = publicHandler(h);
    // Fault `env-connect-no-key-names`: the response does not name the stored secret keys.
    if (server.fault("env-connect-no-key-names")) return created({ handler: { ...row, secretKeys: [] } });
    return created({ handler: row, storedSecretKeys: row.secretKeys });
  },

  // Never saved; a refused credential is 200 with `ok` false (doc 2 Errors: results that are NOT errors).
  testEnvironmentConnection: ({ ws, body, server }) => {
    const input = parseConnection(body);
    const result = probe(input);
    // Fault `env-test-saves`: the probed connection is saved.
    if (server.fault("env-test-saves")) connect(ws, input);
    // Fault `env-test-refused-422`: a refused credential is answered as an error.
    if (server.fault("env-test-refused-422") && result.reason === "credential_refused") throw stated(422, "credential_refused", "the cluster refused the credential");
    return ok(result);
  },

  listManifestTypes: ({ ws }) => ok({ manifestTypes: ws.platform.manifestTypes.map((m) => ({ ...m })) }),

  listRepos: ({ ws }) =>
    ok({ repos: [...ws.platform.linked.values()].sort((a, b) => a.seq - b.seq).map((l) => publicLinkedRepo(ws, l)) }),

  listAvailableRepos: ({ ws, query }) => ok(availableRepos(ws, query.q as string | undefined)),

  linkRepo: ({ ws, body, server }) => {
    const { owner, name } = body as { owner: string; name: string };
    const repo = providerRepo(ws, owner, name);
    // Fault `errors-repo-unreachable-422`: the right token under the wrong status.
    if (!repo && server.fault("errors-repo-unreachable-422")) throw new ApiError(422, "repo_not_reachable", `repository ${owner}/${name} cannot be reached`, { reason: "repo_not_reachable" });
    if (!repo) throw notReachable(owner, name);
    // Fault `repos-link-duplicates`: a repository already linked is adopted again under a new id.
    if (linkedByName(ws, owner, name) && server.fault("repos-link-duplicates")) {
      const dup = { repoId: ws.newId("repo"), seq: ws.nextSeq(), owner: repo.owner, name: repo.name, linkedAt: ws.now() };
      ws.platform.linked.set(dup.repoId, dup);
      return ok(publicLinkedRepo(ws, dup));
    }
    // Idempotent: linking a linked repository answers the same `repoId`.
    return ok(publicLinkedRepo(ws, linkRepo(ws, repo)));
  },

  bootstrapRepo: ({ ws, body }) => created(publicBootstrap(startBootstrap(ws, body))),

  getRepoBootstrap: ({ ws, params }) => {
    const job = ws.platform.bootstraps.get(params.jobId);
    if (!job) throw notFound("bootstrap job");
    observeBootstrap(ws, job);
    return ok(publicBootstrap(job));
  },

  getRepoContents: ({ ws, server, params, query }) => {
    // Fault `errors-contents-unlinked-file-not-found`: a repository never adopted reads as a missing file.
    if (server.fault("errors-contents-unlinked-file-not-found") && !linkedByName(ws, params.owner, params.name)) {
      throw stated(404, "file_not_found", `${String(query.path)} is absent`);
    }
    try {
      return ok(publicFile(readFile(ws, params.owner, params.name, query.path as string, query.ref as string | undefined, server.options.fileSizeLimit)));
    } catch (e) {
      if (e instanceof ApiError && e.code === "file_too_large") {
        // Fault `repos-file-too-large-truncated`: served 200, cut at the limit.
        if (server.fault("repos-file-too-large-truncated")) {
          const f = readFile(ws, params.owner, params.name, query.path as string, query.ref as string | undefined, Number.POSITIVE_INFINITY);
          const content = f.content.slice(0, server.options.fileSizeLimit);
          return ok({ ...publicFile({ ...f, content, size: Buffer.byteLength(content, "utf8") }) });
        }
        // Fault `repos-file-too-large-no-figures`: the refusal names neither the size nor the limit.
        if (server.fault("repos-file-too-large-no-figures")) throw new ApiError(422, "file_too_large", "the file is too large to read", { reason: "file_too_large" });
      }
      // Fault `errors-contents-missing-generic-404`: a missing path gets the generic not-found envelope.
      if (e instanceof ApiError && e.code === "file_not_found" && server.fault("errors-contents-missing-generic-404")) throw notFound("file");
      throw e;
    }
  },
};
