/**
 * The services slice of a workspace (doc 1 Services; doc 2 Services): the board frames, each
 * optionally backed by a linked repository. Other domains read it through the functions below.
 */
import type { Workspace } from "../workspace.ts";
import type { ServiceRecord } from "./types.ts";

export interface ServicesState {
  services: Map<string, ServiceRecord>;
}

export function createServicesState(): ServicesState {
  return { services: new Map() };
}

/** A live (not archived) service of the workspace; archived ones are not addressable (doc 2 Services). */
export function getService(ws: Workspace, serviceId: string): ServiceRecord | undefined {
  const s = ws.services.services.get(serviceId);
  return s && !s.archived ? s : undefined;
}

/** Live services, oldest first (the order of `GET /services`; doc 2 leaves it unshown). */
export function listServices(ws: Workspace): ServiceRecord[] {
  return [...ws.services.services.values()].filter((s) => !s.archived).sort((a, b) => a.seq - b.seq);
}

/**
 * The live service a repository backs, if any (doc 2 Services: "A whole-repo repository already
 * backing a service in the account is mounted, not duplicated"; doc 1 Repository row: "the service
 * already backing it").
 */
export function serviceBackedBy(ws: Workspace, repoId: string): ServiceRecord | undefined {
  return listServices(ws).find((s) => s.repoId === repoId);
}

export interface NewService {
  title: string;
  description?: string;
  type?: string;
  repoId?: string | null;
  provisioning?: Record<string, unknown>;
  subdirectory?: string;
  serviceId?: string;
  archived?: boolean;
}

/** Adds a service record (used by create, by the seeds, and by other domains such as repo bootstrap). */
export function addService(ws: Workspace, input: NewService): ServiceRecord {
  const rec: ServiceRecord = {
    serviceId: input.serviceId ?? ws.newId("svc"),
    seq: ws.nextSeq(),
    title: input.title,
    description: input.description ?? "",
    type: input.type ?? "service",
    repoId: input.repoId ?? null,
    archived: input.archived ?? false,
    createdAt: ws.now(),
  };
  if (input.provisioning) rec.provisioning = input.provisioning;
  if (input.subdirectory) rec.subdirectory = input.subdirectory;
  ws.services.services.set(rec.serviceId, rec);
  return rec;
}

/** Removes the record itself; the caller has already removed its tasks (see handlers.ts). */
export function removeService(ws: Workspace, serviceId: string): void {
  ws.services.services.delete(serviceId);
}

/** The id of the seeded archived service (absent from `GET /services`, 404 when addressed). */
export function archivedSeedId(ws: Workspace): string {
  return `svc_archived_${ws.id.replace(/^ws_/, "")}`;
}

/**
 * Seeds (deterministic): a repo-backed service (its tasks can start), a service without a
 * repository (holds tasks but cannot start them, doc 2 Services) and one archived service, which
 * exists only to show that archived services are absent from the list.
 */
export function seedServices(ws: Workspace): void {
  addService(ws, {
    serviceId: ws.ids.service,
    title: "Board app",
    description: "The web application of the board, backed by its linked repository.",
    type: "service",
    repoId: ws.ids.repo,
  });
  addService(ws, {
    serviceId: ws.ids.serviceNoRepo,
    title: "Design notes",
    description: "Planning frame with no repository: it holds tasks but cannot start them.",
    type: "document",
    repoId: null,
  });
  addService(ws, {
    serviceId: archivedSeedId(ws),
    title: "Retired frame",
    description: "An archived service: absent from lists, not addressable.",
    type: "library",
    repoId: null,
    archived: true,
  });
  // A service whose linked repository holds no specification: its spec reads `anchor` `absent`
  // (doc 2 Spec), the default of the suite's `facts.specAbsentService` on the embedded server.
  addService(ws, {
    serviceId: ws.ids.serviceNoSpec,
    title: "Job worker",
    description: "Background job worker, backed by a linked repository that holds no specification.",
    type: "service",
    repoId: ws.ids.repoNoSpec,
  });
  // A service whose linked repository's specification is only partly readable: served with a
  // `partial` issue (doc 2 Spec), the default of the suite's `facts.specPartialService`.
  addService(ws, {
    serviceId: ws.ids.servicePartialSpec,
    title: "Ledger",
    description: "Accounting ledger, backed by a linked repository whose specification is partly unreadable.",
    type: "service",
    repoId: ws.ids.repoPartialSpec,
  });
}
