/** doc 2 Endpoints › Environments (scope admin). */
import { clause } from "../types.ts";

const S = "Endpoints › Environments";

export const ENVIRONMENTS = [
  clause(
    "D2-ENV-LIST-SECRET-NAMES",
    2,
    S,
    "GET /environments/connections lists handlers (provision type, `engine`, `backendKind`, endpoint) and secret key NAMES only, never values",
    { operationId: "listEnvironmentConnections" },
  ),
  clause(
    "D2-ENV-CONNECT-NAMES-KEYS",
    2,
    S,
    "POST /environments/connections binds provisioning to a cluster (write-only secret bundle); the response names the stored secret keys",
    { operationId: "createEnvironmentConnection" },
  ),
  clause("D2-ENV-CONNECT-IDEMPOTENT", 2, S, "connecting is idempotent: a re-connect replaces the connection", {
    operationId: "createEnvironmentConnection",
  }),
  clause("D2-ENV-TEST-NO-SAVE", 2, S, "POST /environments/connections/test probes without saving", {
    operationId: "testEnvironmentConnection",
  }),
  clause(
    "D2-ENV-TEST-REFUSED-OK-FALSE",
    2,
    S,
    "a refused credential is a 200 with `ok` false (also Errors: results that are NOT errors)",
    { operationId: "testEnvironmentConnection" },
  ),
  clause(
    "D2-ENV-MANIFEST-TYPES-SOURCE",
    2,
    S,
    "manifest types: ids with label, default manifest path and `source` `registered`|`workspace`",
    { operationId: "listManifestTypes" },
  ),
  clause(
    "D2-ENV-PIN-NOT-CHECKED",
    2,
    S,
    "a service's custom-provisioning pin is not checked against the manifest-type list on the way in",
    {
      operationId: "updateService",
      uncheckable: 'the field that pins a manifest type is not shown (doc 1: "other fields not shown")',
    },
  ),
] as const;
