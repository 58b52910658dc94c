/**
 * Environment (cluster) connections and manifest types (doc 2 Environments; doc 1 "Resources
 * described only by prose": "handler with provision type, `engine` and `backendKind` (open strings),
 * endpoint, and the names (never values) of stored secret keys"; doc 2 Authentication 10: the secret
 * bundle is write-only). Body and row field names are reference choices:
 * body `{endpoint (req, http(s) URL), tlsVerify?, namespaceTemplate?, environmentUrlTemplate?,
 * engine?, backendKind?, secrets?: {name: value}}`.
 */
import { invalid, type EnvelopeIssue } from "../../state/errors.ts";
import type { Workspace } from "../workspace.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Environments: the cluster binding a (re-)connect replaces ("idempotent"), if there is one. */
    "environments.boundCluster": (handlers: readonly EnvironmentHandler[]) => EnvironmentHandler | undefined;
  }
}

export interface EnvironmentHandler {
  handlerId: string;
  provisionType: string;
  engine: string;
  backendKind: string;
  endpoint: string | null;
  tlsVerify: boolean;
  namespaceTemplate: string | null;
  environmentUrlTemplate: string | null;
  /** Write-only: values are kept only to be used, never returned (doc 2 Authentication 10). */
  secrets: Record<string, string>;
  connectedAt: number;
}

export interface ManifestType {
  manifestTypeId: string;
  label: string;
  defaultManifestPath: string;
  source: "registered" | "workspace";
}

/** The provision type a connection binds (one cluster binding per workspace: re-connect replaces it). */
export const CLUSTER = "cluster";

export function publicHandler(h: EnvironmentHandler) {
  return {
    handlerId: h.handlerId,
    provisionType: h.provisionType,
    engine: h.engine,
    backendKind: h.backendKind,
    endpoint: h.endpoint,
    tlsVerify: h.tlsVerify,
    namespaceTemplate: h.namespaceTemplate,
    environmentUrlTemplate: h.environmentUrlTemplate,
    // Names only, sorted; the values never leave the server.
    secretKeys: Object.keys(h.secrets).sort(),
    connectedAt: h.connectedAt,
  };
}

export interface ConnectionInput {
  endpoint: string;
  tlsVerify: boolean;
  namespaceTemplate: string | null;
  environmentUrlTemplate: string | null;
  engine: string;
  backendKind: string;
  secrets: Record<string, string>;
}

const optString = (b: Record<string, unknown>, k: string, issues: EnvelopeIssue[], max = 500): string | undefined => {
  const v = b[k];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string" || v.length < 1 || v.length > max) {
    issues.push({ path: `/${k}`, message: `must be a string of 1-${max} characters` });
    return undefined;
  }
  return v;
};

/** Checks a connect/test body; every problem is named at once in a 400 envelope. */
export function parseConnection(body: unknown): ConnectionInput {
  const b = body as Record<string, unknown>;
  const issues: EnvelopeIssue[] = [];
  const endpoint = optString(b, "endpoint", issues, 2000);
  if (b.endpoint === undefined) issues.push({ path: "/endpoint", message: "required" });
  else if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint))
    issues.push({ path: "/endpoint", message: "must be an http(s) URL" });
  if (b.tlsVerify !== undefined && typeof b.tlsVerify !== "boolean")
    issues.push({ path: "/tlsVerify", message: "must be a boolean" });
  const namespaceTemplate = optString(b, "namespaceTemplate", issues, 200);
  const environmentUrlTemplate = optString(b, "environmentUrlTemplate", issues, 2000);
  const engine = optString(b, "engine", issues, 120);
  const backendKind = optString(b, "backendKind", issues, 120);
  // Secret names are the client's: a table without a prototype keeps `__proto__` as a plain name.
  const secrets = Object.create(null) as Record<string, string>;
  if (b.secrets !== undefined) {
    if (b.secrets === null || typeof b.secrets !== "object" || Array.isArray(b.secrets)) {
      issues.push({ path: "/secrets", message: "must be an object of secret name to string value" });
    } else {
      for (const [k, v] of Object.entries(b.secrets as Record<string, unknown>)) {
        if (!/^[A-Za-z0-9_.-]{1,64}$/.test(k))
          issues.push({ path: `/secrets/${k}`, message: "secret names are 1-64 letters, digits, `_`, `.` or `-`" });
        else if (typeof v !== "string" || v.length === 0)
          issues.push({ path: `/secrets/${k}`, message: "must be a non-empty string" });
        else secrets[k] = v;
      }
    }
  }
  if (issues.length) throw invalid("invalid environment connection", issues);
  return {
    endpoint: endpoint!,
    tlsVerify: (b.tlsVerify as boolean | undefined) ?? true,
    namespaceTemplate: namespaceTemplate ?? null,
    environmentUrlTemplate: environmentUrlTemplate ?? null,
    engine: engine ?? "kubernetes",
    backendKind: backendKind ?? "managed-cluster",
    secrets,
  };
}

/** The connection provisioning is bound to now, which a (re-)connect replaces. */
function boundCluster(handlers: readonly EnvironmentHandler[]): EnvironmentHandler | undefined {
  return handlers.find((h) => h.provisionType === CLUSTER);
}

/** doc 2: binds provisioning to the cluster; idempotent (re-connect replaces the whole binding, secrets included). */
export function connect(ws: Workspace, input: ConnectionInput): EnvironmentHandler {
  const handlers = ws.platform.environments;
  const existing = ws.server.behaviour("environments.boundCluster", boundCluster)(handlers);
  const h: EnvironmentHandler = {
    handlerId: existing?.handlerId ?? ws.newId("envh"),
    provisionType: CLUSTER,
    ...input,
    secrets: { ...input.secrets },
    connectedAt: ws.now(),
  };
  if (existing) handlers[handlers.indexOf(existing)] = h;
  else handlers.push(h);
  return h;
}

/**
 * doc 2: probes without saving; a refused credential is a 200 with `ok` false. Reference choices
 * (deterministic simulation): a secret whose value is `refused` is a refused credential; an endpoint
 * whose host contains `unreachable` cannot be reached.
 */
export function probe(input: ConnectionInput) {
  const host = input.endpoint.replace(/^https?:\/\//, "").split(/[/:]/)[0];
  const reachable = !host.includes("unreachable");
  const refused = Object.values(input.secrets).some((v) => v === "refused");
  const checks = [
    { name: "endpoint", ok: reachable, detail: reachable ? `reached ${host}` : `cannot reach ${host}` },
    {
      name: "credentials",
      ok: reachable && !refused,
      detail: !reachable ? "not attempted" : refused ? "the cluster refused the credential" : "accepted",
    },
    {
      name: "namespace",
      ok: reachable && !refused,
      detail: reachable && !refused ? `may create ${input.namespaceTemplate ?? "preview-{runId}"}` : "not attempted",
    },
  ];
  const ok = checks.every((c) => c.ok);
  return {
    ok,
    reason: ok ? null : !reachable ? "endpoint_unreachable" : "credential_refused",
    endpoint: input.endpoint,
    engine: input.engine,
    backendKind: input.backendKind,
    secretKeys: Object.keys(input.secrets).sort(),
    checks,
    saved: false,
  };
}

export function seededHandlers(ws: Workspace): EnvironmentHandler[] {
  const w = ws.id.replace(/^ws_/, "");
  const at = ws.now();
  return [
    {
      handlerId: `envh_local_${w}`,
      provisionType: "runner-pool",
      engine: "docker",
      backendKind: "local-runner",
      endpoint: null,
      tlsVerify: true,
      namespaceTemplate: null,
      environmentUrlTemplate: "http://localhost:{port}",
      secrets: {},
      connectedAt: at,
    },
    {
      handlerId: `envh_cluster_${w}`,
      provisionType: CLUSTER,
      engine: "kubernetes",
      backendKind: "managed-cluster",
      endpoint: `https://k8s-${w}.example.invalid:6443`,
      tlsVerify: true,
      namespaceTemplate: "preview-{runId}",
      environmentUrlTemplate: "https://{runId}.preview.example.invalid",
      secrets: { caCert: "-----BEGIN CERTIFICATE-----seeded", token: `seeded-token-${w}` },
      connectedAt: at,
    },
  ];
}

export function seededManifestTypes(): ManifestType[] {
  return [
    {
      manifestTypeId: "helm",
      label: "Helm chart",
      defaultManifestPath: "deploy/helm/Chart.yaml",
      source: "registered",
    },
    {
      manifestTypeId: "kustomize",
      label: "Kustomize overlay",
      defaultManifestPath: "deploy/kustomize/kustomization.yaml",
      source: "registered",
    },
    {
      manifestTypeId: "compose-preview",
      label: "Compose preview",
      defaultManifestPath: "preview/docker-compose.yml",
      source: "workspace",
    },
  ];
}
