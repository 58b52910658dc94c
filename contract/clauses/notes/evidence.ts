/** doc 2 Endpoints › Evidence (scope read). */
import { clause } from "../types.ts";

const S = "Endpoints › Evidence";
const OUTCOME = "the outcome is `object*`: the fields that would show it are not named";

export const EVIDENCE = [
  clause(
    "D2-EVIDENCE-BLOB-TYPE",
    2,
    S,
    "artifact bytes are served with their recorded content type, one of the five stated, and `nosniff`",
    { operationId: "getArtifactBlob" },
  ),
  clause(
    "D2-EVIDENCE-BLOB-UNKNOWN-404",
    2,
    S,
    "404 for an unknown artifact id in the key's workspace (Errors: 404 unknown artifact id)",
    { operationId: "getArtifactBlob" },
  ),
  clause(
    "D2-EVIDENCE-BLOB-GONE-404",
    2,
    S,
    "404 also when the bytes are gone from storage (Errors: 404 bytes missing in storage)",
    { operationId: "getArtifactBlob" },
  ),
  clause(
    "D2-EVIDENCE-ARTIFACTS-UNPAGED",
    2,
    S,
    "GET /runs/{runId}/artifacts is unpaged: screenshots plus reference images",
    {
      operationId: "listRunArtifacts",
      uncheckable: '"unpaged" means the whole list in one answer, and the whole list is not knowable from outside',
    },
  ),
  clause(
    "D2-EVIDENCE-ARTIFACTS-OF-RUN",
    2,
    S,
    "GET /runs/{runId}/artifacts lists run {runId}'s own screenshots and reference images: each in its run's list, a run-scoped artifact (`scope` `run`, doc 1 Artifacts) in no other run's",
    { operationId: "listRunArtifacts" },
  ),
  clause(
    "D2-EVIDENCE-OUTCOME-SECTIONS",
    2,
    S,
    "the outcome: each section states reported or absent with a gap code; `truncations` names bounded lists; counts derived from recorded verdicts",
    { operationId: "getRunOutcome", uncheckable: OUTCOME },
  ),
  clause(
    "D2-EVIDENCE-OUTCOME-LIVE",
    2,
    S,
    "throwaway environments: `state` `live` only while `expiresAt` is ahead; every row keeps its URL (the rows: the outcome's objects carrying both `state` and `expiresAt`, the two fields the statement names)",
    { operationId: "getRunOutcome" },
  ),
  clause(
    "D2-EVIDENCE-REPORT-ANY-RUN",
    2,
    S,
    "the verification report is composed on read and also answers for a run with no pull request",
    { operationId: "getRunReport" },
  ),
] as const;
