/**
 * doc 2 Endpoints, "Evidence (scope read)": the 4 rows of that table, in its order. doc 2 Authentication 12:
 * artifact bytes are workspace-scoped and require a key.
 */
import { ref, untyped } from "../dsl.ts";
import type { StatedError } from "../operation.ts";
import type { OperationGroup } from "./group.ts";

/** doc 2 Errors: 404 `run_not_found`, "run the key cannot read" (every route with {runId}). */
const RUN_NOT_FOUND: StatedError = { status: 404, token: "run_not_found", condition: "run the key cannot read" };

export const group: OperationGroup = {
  tag: "Evidence",
  heading: "Evidence (scope read)",
  operations: [
    {
      operationId: "getArtifactBlob",
      method: "get",
      path: "/artifacts/{artifactId}/blob",
      scope: "read",
      status: 200,
      summary: "Download the bytes of a captured artifact",
      notes:
        "recorded content type, nosniff; 404 for an unknown id in the key's workspace and also when the bytes are gone from storage. Artifact bytes are workspace-scoped and require a key (doc 2 Authentication 12).",
      success: {
        kind: "binary",
        contentTypes: ["application/octet-stream", "image/gif", "image/jpeg", "image/png", "image/webp"],
        headers: { "X-Content-Type-Options": { type: "string", const: "nosniff" } },
      },
      errors: [{ status: 404, condition: "unknown artifact id in the key's workspace, or bytes missing in storage" }],
    },
    {
      operationId: "listRunArtifacts",
      method: "get",
      path: "/runs/{runId}/artifacts",
      scope: "read",
      status: 200,
      summary: "List the captured artifacts of a run",
      notes: "unpaged; screenshots plus reference images",
      success: { kind: "json", schema: ref("PublicRunArtifactList") },
      errors: [RUN_NOT_FOUND],
    },
    {
      operationId: "getRunOutcome",
      method: "get",
      path: "/runs/{runId}/outcome",
      scope: "read",
      status: 200,
      summary: "Read the outcome summary of a run",
      notes:
        "disposition, pull requests opened, requirement coverage joined to the service spec, tester verdict and concerns, captured views, throwaway environments (`state` `live` only while `expiresAt` is ahead; every row keeps its URL), machine checks; each section states reported or absent with a gap code; `truncations` names bounded lists; every count derived from recorded verdicts",
      success: {
        kind: "json",
        schema: untyped(
          "disposition, pull requests opened, requirement coverage joined to the service spec, tester verdict and concerns, captured views, throwaway environments (`state` `live` only while `expiresAt` is ahead; every row keeps its URL), machine checks; each section states reported or absent with a gap code; `truncations` names bounded lists; every count derived from recorded verdicts",
        ),
      },
      errors: [RUN_NOT_FOUND],
    },
    {
      operationId: "getRunReport",
      method: "get",
      path: "/runs/{runId}/report",
      scope: "read",
      status: 200,
      summary: "Read the verification report of a run",
      notes:
        "composed on read; also answers for a run with no pull request. The report is identical to the JSON block placed in a pull request body (doc 1 Verification report).",
      success: { kind: "json", schema: ref("PrVerificationReport") },
      errors: [RUN_NOT_FOUND],
    },
  ],
};
