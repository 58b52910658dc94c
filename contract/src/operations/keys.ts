/**
 * doc 2 Endpoints, "Keys (scope admin)": the 3 rows of that table, in its order; doc 2 Authentication 8 and 10;
 * doc 1 Identity and keys, States (API key row).
 */
import { ref } from "../dsl.ts";
import type { OperationGroup } from "./group.ts";

export const group: OperationGroup = {
  tag: "Keys",
  heading: "Keys (scope admin)",
  operations: [
    {
      operationId: "listKeys",
      method: "get",
      path: "/keys",
      scope: "admin",
      status: 200,
      summary: "List the live API keys of the workspace",
      notes: "live keys only, metadata only",
      success: { kind: "json", schema: ref("PublicApiKeyList") },
    },
    {
      operationId: "createKey",
      method: "post",
      path: "/keys",
      scope: "admin",
      status: 201,
      summary: "Provision a headless API key",
      notes:
        "key is for the caller's own workspace; secret returned once; omitted scope mints `write`. Keys provisioned over the API can be `read`, `write` or `decide` only, never `admin`, so a provisioned key cannot provision (doc 2 Authentication 8).",
      body: { schema: ref("CreateHeadlessPublicApiKey"), required: true },
      success: { kind: "json", schema: ref("CreatedPublicApiKey") },
    },
    {
      operationId: "deleteKey",
      method: "delete",
      path: "/keys/{keyId}",
      scope: "admin",
      status: 204,
      summary: "Revoke a key and every key it minted",
      notes: "revokes the key and every key it minted; idempotent; may name the calling key",
      success: { kind: "none" },
    },
  ],
};
