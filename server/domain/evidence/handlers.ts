/**
 * Evidence, spec and merge records (doc 2 Evidence, Spec, Merge records) plus the debug reads
 * (debug.ts). Every `{runId}` route answers 404 `run_not_found` for a run the key cannot read.
 */
import type { HandlerTable } from "../../state/context.ts";
import { ok } from "../../state/reply.ts";
import { ApiError, invalid, notFound, stated } from "../../state/errors.ts";
import { getService } from "../services/state.ts";
import { getRun } from "../runs/engine.ts";
import { artifactsOfRun, publicArtifact } from "./artifacts.ts";
import { debugHandlers } from "./debug.ts";
import { runFacts } from "./facts.ts";
import {
  EFFORT_TAGS,
  getMergeRecord,
  mergeRecordOfRun,
  publicMergeRecord,
  rollups,
  setEffort,
  type EffortTag,
} from "./merge-records.ts";
import { composeOutcome } from "./outcome.ts";
import { composeReport } from "./report.ts";
import { readableRun } from "./run-access.ts";
import { notReadRunSpec, runSpec, serviceSpec } from "./spec.ts";

export const handlers: HandlerTable = {
  ...debugHandlers,

  getArtifactBlob: ({ ws, params }) => {
    const a = ws.evidence.artifacts.get(params.artifactId);
    // Unknown in this workspace, or its run's history is gone: 404 (status stated, token not).
    if (!a || !getRun(ws, a.runId)) throw notFound("artifact");
    const bytes = ws.evidence.blobs.get(a.artifactId);
    if (!bytes)
      throw new ApiError(404, "not_found", "the artifact's bytes are gone from storage", {
        artifactId: a.artifactId,
        bytesMissing: true,
      });
    return {
      kind: "bytes",
      status: 200,
      contentType: a.contentType,
      body: bytes,
      headers: { "x-content-type-options": "nosniff", etag: `"${a.hash}"` },
    };
  },

  listRunArtifacts: ({ ws, params }) =>
    ok({ artifacts: artifactsOfRun(ws, readableRun(ws, params.runId).runId).map(publicArtifact) }),

  getRunOutcome: ({ ws, params }) => ok(composeOutcome(ws, runFacts(ws, readableRun(ws, params.runId)))),

  getRunReport: ({ ws, params }) => ok(composeReport(ws, runFacts(ws, readableRun(ws, params.runId)))),

  getServiceSpec: ({ ws, params }) => {
    const svc = getService(ws, params.serviceId);
    if (!svc) throw notFound("service");
    return ok(serviceSpec(ws, svc.serviceId, svc.repoId));
  },

  getRunSpec: ({ ws, params }) => {
    const f = runFacts(ws, readableRun(ws, params.runId));
    // doc 2 Spec: `not_read` (and `provenance` null) when no tester has reported.
    if (!f.testerReported || !f.service) return ok(notReadRunSpec(f.run.runId));
    return ok(runSpec(ws, f.run.runId, f.service.repoId, f.run.pullRequest?.branch));
  },

  getMergeRecordRollups: ({ ws }) => ok(rollups(ws)),

  getMergeRecord: ({ ws, params }) => {
    const r = getMergeRecord(ws, params.recordId);
    if (!r) throw notFound("merge record");
    return ok(publicMergeRecord(r));
  },

  /**
   * Reference choice: the body is `{effort: "none"|"minor"|"major"|null}`; null clears the tag; an
   * absent body or absent `effort` keeps the stored tag (doc 2 Versioning: an omitted field keeps the
   * stored value); any other value is a 400 envelope.
   */
  setMergeRecordEffort: ({ ws, params, body }) => {
    const r = getMergeRecord(ws, params.recordId);
    if (!r) throw notFound("merge record");
    const b = (body ?? {}) as Record<string, unknown>;
    if (!("effort" in b)) return ok(publicMergeRecord(r));
    const effort = b.effort;
    if (effort !== null && !(EFFORT_TAGS as readonly unknown[]).includes(effort)) {
      throw invalid("invalid effort tag", [{ path: "/effort", message: "must be none, minor, major or null" }]);
    }
    return ok(publicMergeRecord(setEffort(ws, r, effort as EffortTag | null)));
  },

  getRunMergeRecord: ({ ws, params }) => {
    const run = readableRun(ws, params.runId);
    const r = mergeRecordOfRun(ws, run);
    if (!r)
      throw stated(404, "no_merge_record", `run ${run.runId} has no merge record: its pipeline had no merger step`);
    return ok(publicMergeRecord(r));
  },
};
