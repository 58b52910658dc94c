/**
 * Assembles the OpenAPI 3.1 document from the schema modules and the operation groups. The two
 * lists below are explicit on purpose: adding a file means adding it here, and nothing registers
 * itself as a side effect of being imported.
 */
import type { Schema } from "./dsl.ts";
import { SCOPES } from "./common.ts";
import { toOpenApiOperation } from "./operation.ts";
import type { OperationGroup } from "./operations/group.ts";

import { schemas as errors } from "./schemas/errors.ts";
import { schemas as identity } from "./schemas/identity.ts";
import { schemas as services } from "./schemas/services.ts";
import { schemas as tasks } from "./schemas/tasks.ts";
import { schemas as pipelines } from "./schemas/pipelines.ts";
import { schemas as jobs } from "./schemas/jobs.ts";
import { schemas as runs } from "./schemas/runs.ts";
import { schemas as decisions } from "./schemas/decisions.ts";
import { schemas as decisionRequests } from "./schemas/decision-requests.ts";
import { schemas as notifications } from "./schemas/notifications.ts";
import { schemas as kaizen } from "./schemas/kaizen.ts";
import { schemas as usage } from "./schemas/usage.ts";
import { schemas as artifacts } from "./schemas/artifacts.ts";
import { schemas as spec } from "./schemas/spec.ts";
import { schemas as verificationReport } from "./schemas/verification-report.ts";

import { group as debugGroup } from "./operations/debug.ts";
import { group as decisionsGroup } from "./operations/decisions.ts";
import { group as environmentsGroup } from "./operations/environments.ts";
import { group as evidenceGroup } from "./operations/evidence.ts";
import { group as identityGroup } from "./operations/identity.ts";
import { group as jobsGroup } from "./operations/jobs.ts";
import { group as kaizenGroup } from "./operations/kaizen.ts";
import { group as keysGroup } from "./operations/keys.ts";
import { group as mergeRecordsGroup } from "./operations/merge-records.ts";
import { group as notificationsGroup } from "./operations/notifications.ts";
import { group as reposGroup } from "./operations/repos.ts";
import { group as servicesGroup } from "./operations/services.ts";
import { group as specGroup } from "./operations/spec.ts";
import { group as tasksGroup } from "./operations/tasks.ts";
import { group as useCasesGroup } from "./operations/use-cases.ts";
import { group as webhooksGroup } from "./operations/webhooks.ts";

/** Schema modules in the order of doc 1's sections. */
const SCHEMA_MODULES: Record<string, Schema>[] = [
  errors,
  identity,
  services,
  tasks,
  pipelines,
  jobs,
  runs,
  decisions,
  decisionRequests,
  notifications,
  kaizen,
  usage,
  artifacts,
  spec,
  verificationReport,
];

/** The 16 groups of doc 2's Endpoints section, in its order. */
export const GROUPS: OperationGroup[] = [
  debugGroup,
  decisionsGroup,
  environmentsGroup,
  evidenceGroup,
  identityGroup,
  jobsGroup,
  kaizenGroup,
  keysGroup,
  mergeRecordsGroup,
  notificationsGroup,
  reposGroup,
  servicesGroup,
  specGroup,
  tasksGroup,
  useCasesGroup,
  webhooksGroup,
];

export const API_VERSION = "1.61.0";

export function buildDocument(): Record<string, unknown> {
  const schemas: Record<string, Schema> = {};
  for (const mod of SCHEMA_MODULES) {
    for (const [name, s] of Object.entries(mod)) {
      if (name in schemas) throw new Error(`schema ${name} defined twice`);
      schemas[name] = s;
    }
  }
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Set<string>();
  for (const g of GROUPS) {
    for (const op of g.operations) {
      if (ids.has(op.operationId)) throw new Error(`operationId ${op.operationId} used twice`);
      ids.add(op.operationId);
      const item = (paths[op.path] ??= {});
      if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} defined twice`);
      item[op.method] = toOpenApiOperation(op, g.tag);
    }
  }
  const sortedPaths = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((p) => [p, paths[p]]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Agent Pipeline Platform public API",
      version: API_VERSION,
      description:
        "Machine-readable contract of the public API v1.61.0, written from the two API documents " +
        "(concepts/resources/states; endpoints/auth/events/errors). See contract/README.md for how it is made " +
        "and for every point the documents leave unshown.",
    },
    servers: [{ url: "{base_url}/api/v1", variables: { base_url: { default: "http://127.0.0.1:4010" } } }],
    tags: GROUPS.map((g) => ({ name: g.tag, description: g.heading })),
    paths: sortedPaths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "A public-API key: fixed prefix, key id, dot, secret (doc 2 Authentication 1-2).",
        },
      },
    },
    security: [{ bearer: [] }],
    "x-scopes": [...SCOPES],
  };
}
