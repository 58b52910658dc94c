/** Faults proving the rules of the clause register's long tail (evidence, spec, repos); each names the rules it proves. */
import type { FaultDef } from "./index.ts";

export const faults = {
  // ── artifacts (doc 2 Evidence; doc 1 Artifacts)
  "evidence-blob-unknown-200": {
    family: "ERRORS",
    description: "GET /artifacts/{artifactId}/blob answers an unknown artifact id 200 with an empty application/octet-stream body instead of 404",
    rules: ["ERRORS-ARTIFACT-UNKNOWN-404"],
  },
  "evidence-blob-gone-empty-200": {
    family: "ERRORS",
    description: "an artifact whose bytes are gone from storage is answered 200 with an empty body of its recorded content type instead of 404",
    rules: ["ERRORS-ARTIFACT-GONE-404"],
  },
  "evidence-artifact-bytesize-kib": {
    family: "SEC",
    description: "GET /runs/{runId}/artifacts reports `byteSize` in KiB rounded up (1 for a 70-byte image) instead of the exact size of the bytes served",
    rules: ["SEC-ARTIFACT-BYTESIZE"],
  },
  "evidence-report-no-pr-404": {
    family: "STATE",
    description: "GET /runs/{runId}/report answers 404 `no_pull_request` for a run with no pull request instead of composing the report",
    rules: ["STATE-RUN-REPORT-NO-PR"],
  },
  // ── repository files and links (doc 2 Repos; doc 2 Errors 422 `file_too_large`; doc 2 Limits)
  "repos-file-too-large-truncated": {
    family: "ERRORS",
    description: "a file beyond the readable size is served 200, truncated to the limit, instead of 422 `file_too_large`",
    rules: ["ERRORS-FILE-TOO-LARGE"],
  },
  "repos-file-too-large-no-figures": {
    family: "ERRORS",
    description: "422 `file_too_large` carries neither the file's size nor the limit (a bare message, no details figures)",
    rules: ["ERRORS-FILE-TOO-LARGE"],
  },
  "repos-link-duplicates": {
    family: "STATE",
    description: "POST /repos/link of a repository already linked adopts it again under a new `repoId` (a second row) instead of answering the same one",
    rules: ["STATE-REPO-LINK-IDEMPOTENT"],
  },
  // ── spec reads (doc 2 Spec; doc 1 Specification)
  "spec-refusal-unstated-reason": {
    family: "ERRORS",
    description: "spec reads refused for want of a repository or connection answer 503 `service_unavailable` with no stated reason (neither code nor details.reason is one of the three)",
    rules: ["ERRORS-SPEC-503-REASON"],
  },
  "spec-no-vcs-reads-absent": {
    family: "ERRORS",
    description: "in a workspace with no source-control connection, a repository-backed service's spec reads 200 `anchor` `absent` (with a made-up provenance) instead of 503 `vcs_not_configured`",
    rules: ["ERRORS-SPEC-NO-VCS"],
  },
  "spec-absent-as-404": {
    family: "ERRORS",
    description: "a service whose repository holds no spec answers GET /services/{serviceId}/spec 404 `spec_not_found` instead of 200 `anchor` `absent`",
    rules: ["ERRORS-SPEC-ABSENT-NOT-ERROR"],
  },
  "spec-not-read-with-provenance": {
    family: "STATE",
    description: "a run spec that is `not_read` carries the service repository's provenance at its default branch instead of null",
    rules: ["STATE-RUN-SPEC-PROVENANCE"],
  },
} as const satisfies Record<string, FaultDef>;
