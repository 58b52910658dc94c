/**
 * Repository listing, linking and file reading (doc 2 Repos; doc 1 "Resources described only by
 * prose": "Repository row: `repoId` and the service already backing it (null when none, always
 * null for a monorepo); available-repository rows carry a `linked` flag"). Row field names are
 * reference choices. Other domains read linked repositories through the functions exported here.
 */
import { type ApiError, stated } from "../../state/errors.ts";
import type { Workspace } from "../workspace.ts";
import { serviceBackedBy } from "../services/state.ts";
import {
  fileSize,
  isDirectory,
  materialise,
  resolveRef,
  sha,
  type ProviderRepo,
  type ResolvedRef,
} from "./repo-files.ts";

/** doc 1 PublicSpecProvenance `provider`: one of two code-host identifiers (reference choice: this one). */
export const CODE_HOST = "github";

export interface LinkedRepo {
  repoId: string;
  seq: number;
  owner: string;
  name: string;
  linkedAt: number;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function providerRepo(ws: Workspace, owner: string, name: string): ProviderRepo | undefined {
  return ws.platform.provider.find((r) => same(r.owner, owner) && same(r.name, name));
}

export function getLinkedRepo(ws: Workspace, repoId: string): LinkedRepo | undefined {
  return ws.platform.linked.get(repoId);
}

export function linkedByName(ws: Workspace, owner: string, name: string): LinkedRepo | undefined {
  return [...ws.platform.linked.values()].find((l) => same(l.owner, owner) && same(l.name, name));
}

/** The provider repository behind a linked repo id (undefined when not linked here). */
export function repoOf(ws: Workspace, repoId: string): ProviderRepo | undefined {
  const l = getLinkedRepo(ws, repoId);
  return l ? providerRepo(ws, l.owner, l.name) : undefined;
}

export function isMonorepo(ws: Workspace, repoId: string): boolean {
  return repoOf(ws, repoId)?.monorepo ?? false;
}

export function linkRepo(ws: Workspace, repo: ProviderRepo, repoId?: string): LinkedRepo {
  const existing = linkedByName(ws, repo.owner, repo.name);
  if (existing) return existing;
  const rec: LinkedRepo = {
    repoId: repoId ?? ws.newId("repo"),
    seq: ws.nextSeq(),
    owner: repo.owner,
    name: repo.name,
    linkedAt: ws.now(),
  };
  ws.platform.linked.set(rec.repoId, rec);
  return rec;
}

/** GET /repos row: the backing service is null when none, and always null for a monorepo. */
export function publicLinkedRepo(ws: Workspace, l: LinkedRepo) {
  const p = providerRepo(ws, l.owner, l.name);
  const monorepo = p?.monorepo ?? false;
  const svc = monorepo ? undefined : serviceBackedBy(ws, l.repoId);
  return {
    repoId: l.repoId,
    owner: l.owner,
    name: l.name,
    fullName: `${l.owner}/${l.name}`,
    provider: CODE_HOST,
    defaultBranch: p?.defaultBranch ?? "main",
    private: p?.private ?? true,
    monorepo,
    linkedAt: l.linkedAt,
    service: svc ? { serviceId: svc.serviceId, title: svc.title } : null,
  };
}

export function publicAvailableRepo(ws: Workspace, r: ProviderRepo) {
  const l = linkedByName(ws, r.owner, r.name);
  return {
    owner: r.owner,
    name: r.name,
    fullName: `${r.owner}/${r.name}`,
    description: r.description,
    private: r.private,
    defaultBranch: r.defaultBranch,
    monorepo: r.monorepo,
    linked: l !== undefined,
    repoId: l?.repoId ?? null,
  };
}

/** doc 2 Repos `q`: exact `owner/name` = point read; substring = search; omitted = browse. */
export function availableRepos(ws: Workspace, q: string | undefined) {
  const all = ws.platform.provider;
  if (q === undefined || q === "")
    return { mode: "browse" as const, q: q ?? null, repos: all.map((r) => publicAvailableRepo(ws, r)) };
  const exact = all.find((r) => same(`${r.owner}/${r.name}`, q));
  if (exact) return { mode: "point" as const, q, repos: [publicAvailableRepo(ws, exact)] };
  const needle = q.toLowerCase();
  const hits = all.filter(
    (r) => `${r.owner}/${r.name}`.toLowerCase().includes(needle) || r.description.toLowerCase().includes(needle),
  );
  return { mode: "search" as const, q, repos: hits.map((r) => publicAvailableRepo(ws, r)) };
}

export function notReachable(owner: string, name: string): ApiError {
  return stated(404, "repo_not_reachable", `repository ${owner}/${name} cannot be reached by the connection`);
}

export interface FileRead {
  repo: ProviderRepo;
  linked: LinkedRepo;
  at: ResolvedRef;
  path: string;
  content: string;
  size: number;
}

function fileNotFound(path: string, ref: string, extra: Record<string, unknown> = {}): ApiError {
  return stated(404, "file_not_found", `${path} is absent at ${ref}`, { path, ref, ...extra });
}

/**
 * One UTF-8 file of a linked repository (doc 2 Repos contents; doc 2 Errors 404 `repo_not_linked`,
 * 404 `file_not_found`, 422 `file_too_large`). Reference choices: a directory path is 404
 * `file_not_found` (no directory listing, details `kind: "directory"`); a ref that resolves to
 * nothing is 404 `file_not_found` too (the path is absent at that ref).
 */
export function readFile(
  ws: Workspace,
  owner: string,
  name: string,
  rawPath: string,
  ref: string | undefined,
  limit: number,
): FileRead {
  const linked = linkedByName(ws, owner, name);
  const repo = linked ? providerRepo(ws, linked.owner, linked.name) : undefined;
  if (!linked || !repo)
    throw stated(404, "repo_not_linked", `repository ${owner}/${name} is not linked to this workspace`);
  const path = rawPath.replace(/^(\.\/|\/)+/, "");
  const at = resolveRef(repo, ref);
  if (!at) throw fileNotFound(path, ref ?? repo.defaultBranch, { refResolved: false });
  const segments = path.split("/");
  if (path === "" || segments.some((s) => s === "" || s === "." || s === "..")) {
    if (path === "" || isDirectory(at.ref.files, path)) throw fileNotFound(path, at.ref.name, { kind: "directory" });
    throw fileNotFound(path, at.ref.name);
  }
  // Own properties only: the path is the client's (`constructor` is a file name, not Object's).
  const c = Object.hasOwn(at.ref.files, path) ? at.ref.files[path] : undefined;
  if (c === undefined) {
    throw fileNotFound(path, at.ref.name, isDirectory(at.ref.files, path) ? { kind: "directory" } : {});
  }
  const size = fileSize(c);
  if (size > limit) {
    // Never truncated: the refusal carries the size and the limit (doc 2 Errors 422 `file_too_large`).
    throw stated(422, "file_too_large", `${path} is ${size} bytes, beyond the readable limit of ${limit} bytes`, {
      path,
      size,
      limit,
    });
  }
  return { repo, linked, at, path, content: materialise(c), size };
}

export function publicFile(f: FileRead) {
  return {
    repoId: f.linked.repoId,
    owner: f.repo.owner,
    name: f.repo.name,
    path: f.path,
    ref: f.at.ref.name,
    refKind: f.at.kind,
    requestedRef: f.at.requested,
    defaultBranch: f.repo.defaultBranch,
    commit: f.at.ref.commit,
    sha: sha("blob", f.content),
    encoding: "utf-8",
    size: f.size,
    content: f.content,
  };
}

/** For the spec reads (evidence domain): the tree of a linked repository at a ref (default branch when omitted). */
export function repoTree(
  ws: Workspace,
  repoId: string,
  ref?: string,
): { repo: ProviderRepo; at: ResolvedRef } | undefined {
  const repo = repoOf(ws, repoId);
  if (!repo) return undefined;
  const at = resolveRef(repo, ref);
  return at ? { repo, at } : undefined;
}
