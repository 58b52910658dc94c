/**
 * The platform slice of a workspace: the source-control connection and what it reaches (provider
 * repositories, linked repositories, bootstrap jobs), tracker writeback settings, environment
 * connection handlers and manifest types (doc 2 Identity table, Environments, Repos).
 */
import type { Workspace } from "../workspace.ts";
import type { BootstrapJob } from "./bootstrap.ts";
import { seededHandlers, seededManifestTypes, type EnvironmentHandler, type ManifestType } from "./environments.ts";
import { PROVIDER_OWNER, providerRepos, type ProviderRepo } from "./repo-files.ts";
import { CODE_HOST, linkRepo, providerRepo, type LinkedRepo } from "./repos.ts";
import { defaultWriteback, type VcsConnection, type Writeback } from "./settings.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 1: the writeback of a workspace where nobody has chosen (`updatedAt` null: all three actions on). */
    "writeback.unchosen": () => Writeback;
  }
}

export interface PlatformState {
  vcs: VcsConnection | null;
  writeback: Writeback;
  environments: EnvironmentHandler[];
  manifestTypes: ManifestType[];
  /** What the connection reaches at the code host. */
  provider: ProviderRepo[];
  /** Repositories adopted by the workspace, by `repoId`. */
  linked: Map<string, LinkedRepo>;
  bootstraps: Map<string, BootstrapJob>;
}

export function createPlatformState(): PlatformState {
  return {
    vcs: null,
    writeback: defaultWriteback(),
    environments: [],
    manifestTypes: [],
    provider: [],
    linked: new Map(),
    bootstraps: new Map(),
  };
}

/** Id of the seeded linked monorepo (never backs a service as a whole). */
export function monorepoSeedId(ws: Workspace): string {
  return `repo_mono_${ws.id.replace(/^ws_/, "")}`;
}

/**
 * Seeds (deterministic): the first workspace is connected to the code-host organisation, the
 * second is not (reference choice: GET /vcs/connection answers `connection` null there); in both
 * `acme/app` is linked as `ws.ids.repo` (the services seed backs `ws.ids.service` with it),
 * `acme/platform` is a linked monorepo, `acme/worker` (no specification) is linked as
 * `ws.ids.repoNoSpec` and backs `ws.ids.serviceNoSpec`, `acme/ledger` (a partly readable specification)
 * is linked as `ws.ids.repoPartialSpec` and backs `ws.ids.servicePartialSpec`; other repositories are
 * reachable but not linked.
 * Writeback starts unchosen (`updatedAt` null, all on).
 */
export function seedPlatform(ws: Workspace): void {
  const p = ws.platform;
  const w = ws.id.replace(/^ws_/, "");
  p.vcs = {
    provider: CODE_HOST,
    account: PROVIDER_OWNER,
    accountType: "organization",
    authentication: "app_installation",
    permissions: { createRepositories: true, writeWorkflowFiles: ws.id === "ws_a" },
    connectedAt: ws.now(),
  };
  p.writeback = ws.server.behaviour("writeback.unchosen", defaultWriteback)();
  p.environments = seededHandlers(ws);
  p.manifestTypes = seededManifestTypes();
  // The large seeded file lies beyond the limit in force (and beyond the default one).
  p.provider = providerRepos(w, Math.max(ws.server.options.fileSizeLimit, 1_000_000));
  linkRepo(ws, providerRepo(ws, PROVIDER_OWNER, "app")!, ws.ids.repo);
  linkRepo(ws, providerRepo(ws, PROVIDER_OWNER, "platform")!, monorepoSeedId(ws));
  linkRepo(ws, providerRepo(ws, PROVIDER_OWNER, "worker")!, ws.ids.repoNoSpec);
  linkRepo(ws, providerRepo(ws, PROVIDER_OWNER, "ledger")!, ws.ids.repoPartialSpec);
  // Reference choice: the second workspace has no source-control connection (its repositories were
  // linked before it was removed), so its spec reads are refused 503 `vcs_not_configured`.
  if (ws.id !== "ws_a") p.vcs = null;
}
