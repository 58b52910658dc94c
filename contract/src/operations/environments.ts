/**
 * doc 2 Endpoints, "Environments (scope admin)": the 4 rows of that table, in its order. Every body and
 * success is an `object*`; the Notes column is the only stated content. doc 2 Authentication 10: the
 * environment-connection secret bundle is write-only (only key names are readable).
 */
import { untyped } from "../dsl.ts";
import type { OperationGroup } from "./group.ts";

const CONNECT_HINT =
  "binds provisioning to a container-orchestration cluster: control endpoint, TLS verification, namespace template, environment URL derivation, write-only secret bundle";

export const group: OperationGroup = {
  tag: "Environments",
  heading: "Environments (scope admin)",
  operations: [
    {
      operationId: "listEnvironmentConnections",
      method: "get",
      path: "/environments/connections",
      scope: "admin",
      status: 200,
      summary: "List the environment connection handlers",
      notes:
        "lists handlers: provision type, `engine`, `backendKind` (open strings), endpoint, secret key NAMES only (secret values are write-only, doc 2 Authentication 10)",
      success: {
        kind: "json",
        schema: untyped(
          "lists handlers: provision type, `engine`, `backendKind` (open strings), endpoint, secret key NAMES only",
        ),
      },
    },
    {
      operationId: "createEnvironmentConnection",
      method: "post",
      path: "/environments/connections",
      scope: "admin",
      status: 201,
      summary: "Connect provisioning to a container-orchestration cluster",
      notes: `${CONNECT_HINT}; response names stored secret keys; idempotent (re-connect replaces). The secret bundle is write-only: only key names are readable (doc 2 Authentication 10).`,
      body: { schema: untyped(CONNECT_HINT), required: true },
      success: { kind: "json", schema: untyped("names the stored secret keys (names only, never values)") },
    },
    {
      operationId: "testEnvironmentConnection",
      method: "post",
      path: "/environments/connections/test",
      scope: "admin",
      status: 200,
      summary: "Probe an environment connection without saving it",
      notes:
        "probes without saving; a refused credential is a 200 with `ok` false (doc 2 Errors: results that are NOT errors)",
      body: { schema: untyped("connection to probe without saving"), required: true },
      success: { kind: "json", schema: untyped("probe result; a refused credential is a 200 with `ok` false") },
    },
    {
      operationId: "listManifestTypes",
      method: "get",
      path: "/environments/manifest-types",
      scope: "admin",
      status: 200,
      summary: "List the custom manifest types a service's provisioning may name",
      notes:
        "ids a service's custom provisioning may name, each with label, default manifest path, `source` `registered`|`workspace`; a pin is not checked against this list on the way in",
      success: {
        kind: "json",
        schema: untyped(
          "ids a service's custom provisioning may name, each with label, default manifest path, `source` `registered`|`workspace`",
        ),
      },
    },
  ],
};
