/**
 * Repository bootstrap (doc 2 Repos: POST /repos/bootstrap "201 object* with a job to poll; names
 * the board service frame it materialises"; GET /repos/bootstrap/{jobId} "incl. `failureKind`
 * (retryable or not)"). Progress is driven by observation like the run engine: the first poll sees
 * the job `running`, the second settles it. Reference choices:
 * - body `{brief?, referenceArchitecture?, name?, title?}`: a brief or a reference architecture is
 *   required (400 otherwise); `referenceArchitecture` ∈ REFERENCE_ARCHITECTURES;
 * - `failureKind` is null, `retryable` or `permanent`: an unknown reference architecture or a name
 *   already taken at the provider fails `permanent`; a brief containing `#provider-outage` fails
 *   `retryable`;
 * - on success the repository is created at the provider, linked, and the named service frame is
 *   added to the board backed by it (the frame exists only once the job succeeded).
 */
import { invalid, type EnvelopeIssue } from "../../state/errors.ts";
import type { Workspace } from "../workspace.ts";
import { addService } from "../services/state.ts";
import { PROVIDER_OWNER, sha, type ProviderRepo } from "./repo-files.ts";
import { linkRepo, providerRepo } from "./repos.ts";

export const REFERENCE_ARCHITECTURES = ["web-app", "rest-api", "worker", "static-site"] as const;
export const TRANSIENT_MARKER = "#provider-outage";

export interface BootstrapJob {
  jobId: string;
  seq: number;
  status: "running" | "succeeded" | "failed";
  phase: "queued" | "scaffolding" | "done";
  polls: number;
  brief: string | null;
  referenceArchitecture: string | null;
  owner: string;
  name: string;
  serviceId: string;
  serviceTitle: string;
  repoId: string | null;
  failureKind: "retryable" | "permanent" | null;
  error: { code: string; message: string } | null;
  createdAt: number;
  updatedAt: number;
}

export function startBootstrap(ws: Workspace, body: unknown): BootstrapJob {
  const b = body as Record<string, unknown>;
  const issues: EnvelopeIssue[] = [];
  const str = (k: string, max: number) => {
    const v = b[k];
    if (v === undefined) return null;
    if (typeof v !== "string" || v.trim() === "" || v.length > max) {
      issues.push({ path: `/${k}`, message: `must be a non-blank string of at most ${max} characters` });
      return null;
    }
    return v;
  };
  const brief = str("brief", 50000);
  const referenceArchitecture = str("referenceArchitecture", 120);
  const title = str("title", 120);
  let name = str("name", 100);
  if (name !== null && !/^[A-Za-z0-9._-]+$/.test(name))
    issues.push({ path: "/name", message: "letters, digits, `.`, `_` or `-`" });
  if (b.brief === undefined && b.referenceArchitecture === undefined) {
    issues.push({ path: "/brief", message: "a brief or a referenceArchitecture is required" });
  }
  if (issues.length) throw invalid("invalid bootstrap request", issues);
  const seq = ws.nextSeq();
  name ??= `${slug(title ?? referenceArchitecture ?? "bootstrapped")}-${seq}`;
  const at = ws.now();
  const job: BootstrapJob = {
    jobId: ws.newId("boot"),
    seq,
    status: "running",
    phase: "queued",
    polls: 0,
    brief,
    referenceArchitecture,
    owner: PROVIDER_OWNER,
    name,
    serviceId: ws.newId("svc"),
    serviceTitle: title ?? name,
    repoId: null,
    failureKind: null,
    error: null,
    createdAt: at,
    updatedAt: at,
  };
  ws.platform.bootstraps.set(job.jobId, job);
  return job;
}

function slug(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "bootstrapped"
  );
}

/** One observation of the job: `queued` → `scaffolding` → settled. */
export function observeBootstrap(ws: Workspace, job: BootstrapJob): void {
  if (job.status !== "running") return;
  job.polls += 1;
  job.updatedAt = ws.now();
  if (job.polls === 1) {
    job.phase = "scaffolding";
    return;
  }
  job.phase = "done";
  const fail = (kind: "retryable" | "permanent", code: string, message: string) => {
    job.status = "failed";
    job.failureKind = kind;
    job.error = { code, message };
  };
  if (
    job.referenceArchitecture &&
    !(REFERENCE_ARCHITECTURES as readonly string[]).includes(job.referenceArchitecture)
  ) {
    return fail(
      "permanent",
      "unknown_reference_architecture",
      `unknown reference architecture ${job.referenceArchitecture}; known: ${REFERENCE_ARCHITECTURES.join(", ")}`,
    );
  }
  if (providerRepo(ws, job.owner, job.name)) {
    return fail("permanent", "repository_exists", `${job.owner}/${job.name} already exists at the provider`);
  }
  if (job.brief?.includes(TRANSIENT_MARKER)) {
    return fail("retryable", "provider_unavailable", "the code host did not answer; retry the bootstrap");
  }
  const repo: ProviderRepo = {
    owner: job.owner,
    name: job.name,
    description: `Bootstrapped from ${job.referenceArchitecture ?? "a brief"}`,
    private: true,
    defaultBranch: "main",
    monorepo: false,
    refs: [
      {
        name: "main",
        kind: "branch",
        commit: sha(job.owner, job.name, "main"),
        files: {
          "README.md": `# ${job.name}\n\n${job.brief ?? `Scaffolded from the ${job.referenceArchitecture} reference architecture.`}\n`,
        },
      },
    ],
  };
  ws.platform.provider.push(repo);
  const linked = linkRepo(ws, repo);
  job.repoId = linked.repoId;
  addService(ws, {
    serviceId: job.serviceId,
    title: job.serviceTitle,
    description: `Bootstrapped repository ${job.owner}/${job.name}.`,
    repoId: linked.repoId,
  });
  job.status = "succeeded";
}

export function publicBootstrap(job: BootstrapJob) {
  return {
    jobId: job.jobId,
    status: job.status,
    phase: job.phase,
    failureKind: job.failureKind,
    error: job.error,
    service: { serviceId: job.serviceId, title: job.serviceTitle, materialised: job.status === "succeeded" },
    repository: { owner: job.owner, name: job.name, repoId: job.repoId },
    referenceArchitecture: job.referenceArchitecture,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    links: { self: `/api/v1/repos/bootstrap/${job.jobId}` },
  };
}
