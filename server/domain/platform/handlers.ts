/**
 * VCS connection, tracker writeback, environments and repos (doc 2 Identity table rows
 * /vcs/connection and /tracker/writeback; doc 2 Environments; doc 2 Repos). Scopes are enforced by
 * the pipeline from the contract (`admin` everywhere except GET /repos, `read`).
 */
import type { HandlerTable } from "../../state/context.ts";
import { created, ok } from "../../state/reply.ts";
import { notFound } from "../../state/errors.ts";
import { publicBootstrap, observeBootstrap, startBootstrap } from "./bootstrap.ts";
import { connect, parseConnection, probe, publicHandler } from "./environments.ts";
import {
  availableRepos,
  linkRepo,
  notReachable,
  providerRepo,
  publicFile,
  publicLinkedRepo,
  readFile,
} from "./repos.ts";
import { patchWriteback, publicWriteback } from "./settings.ts";

export const handlers: HandlerTable = {
  // doc 2: `connection` null when nothing is connected (a state, not an error).
  getVcsConnection: ({ ws }) =>
    ok({
      connection: ws.platform.vcs ? { ...ws.platform.vcs, permissions: { ...ws.platform.vcs.permissions } } : null,
    }),

  getTrackerWriteback: ({ ws }) => ok(publicWriteback(ws.platform.writeback, ws)),

  updateTrackerWriteback: ({ ws, body }) => ok(publicWriteback(patchWriteback(ws, body), ws)),

  listEnvironmentConnections: ({ ws }) => ok({ handlers: ws.platform.environments.map(publicHandler) }),

  createEnvironmentConnection: ({ ws, body }) => {
    const row = publicHandler(connect(ws, parseConnection(body)));
    return created({ handler: row, storedSecretKeys: row.secretKeys });
  },

  // Never saved; a refused credential is 200 with `ok` false (doc 2 Errors: results that are NOT errors).
  testEnvironmentConnection: ({ body }) => ok(probe(parseConnection(body))),

  listManifestTypes: ({ ws }) => ok({ manifestTypes: ws.platform.manifestTypes.map((m) => ({ ...m })) }),

  listRepos: ({ ws }) =>
    ok({ repos: [...ws.platform.linked.values()].sort((a, b) => a.seq - b.seq).map((l) => publicLinkedRepo(ws, l)) }),

  listAvailableRepos: ({ ws, query }) => ok(availableRepos(ws, query.q as string | undefined)),

  linkRepo: ({ ws, body }) => {
    const { owner, name } = body as { owner: string; name: string };
    const repo = providerRepo(ws, owner, name);
    if (!repo) throw notReachable(owner, name);
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

  getRepoContents: ({ ws, server, params, query }) =>
    ok(
      publicFile(
        readFile(
          ws,
          params.owner,
          params.name,
          query.path as string,
          query.ref as string | undefined,
          server.options.fileSizeLimit,
        ),
      ),
    ),
};
