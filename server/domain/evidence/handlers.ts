/**
 * Evidence, spec and merge records (doc 2 Evidence, Spec, Merge records) plus the debug reads
 * (debug.ts). Every `{runId}` route answers 404 `run_not_found` for a run the key cannot read.
 */
import type { HandlerTable } from "../../http/context.ts";
import { ok } from "../../http/reply.ts";
import { ApiError, invalid, notFound, stated } from "../../http/errors.ts";
import { getService } from "../services/state.ts";
import { getRun } from "../runs/engine.ts";
import { artifactsOfRun, publicArtifact } from "./artifacts.ts";
import { debugHandlers } from "./debug.ts";
import { runFacts } from "./facts.ts";
import { EFFORT_TAGS, getMergeRecord, mergeRecordOfRun, publicMergeRecord, rollups, setEffort, type EffortTag } from "./merge-records.ts";
import { composeOutcome } from "./outcome.ts";
import { composeReport } from "./report.ts";
import { readableRun } from "./run-access.ts";
import { notReadRunSpec, runSpec, serviceSpec } from "./spec.ts";
import { CODE_HOST, repoTree } from "../platform/repos.ts";

export const handlers: HandlerTable = {
  ...debugHandlers,

  getArtifactBlob: ({ server, ws, params }) => {
    const a = ws.evidence.artifacts.get(params.artifactId);
    // Fault `op-error-bare-404`: an unknown artifact is a bare text/plain 404, like a static file server's.
    if (!a && server.fault("op-error-bare-404")) return { kind: "bytes", status: 404, contentType: "text/plain", body: Buffer.from("Not Found") };
    // Fault `evidence-blob-unknown-200`: an unknown artifact id is served as empty bytes.
    if (!a && server.fault("evidence-blob-unknown-200")) return { kind: "bytes", status: 200, contentType: "application/octet-stream", body: Buffer.alloc(0), headers: { "x-content-type-options": "nosniff" } };
    // Unknown in this workspace, or its run's history is gone: 404 (status stated, token not).
    if (!a || !getRun(ws, a.runId)) throw notFound("artifact");
    const bytes = ws.evidence.blobs.get(a.artifactId);
    // Fault `evidence-blob-gone-empty-200`: bytes gone from storage are served as an empty 200.
    if (!bytes && server.fault("evidence-blob-gone-empty-200")) return { kind: "bytes", status: 200, contentType: a.contentType, body: Buffer.alloc(0), headers: { "x-content-type-options": "nosniff" } };
    if (!bytes) throw new ApiError(404, "not_found", "the artifact's bytes are gone from storage", { artifactId: a.artifactId, bytesMissing: true });
    return {
      kind: "bytes",
      status: 200,
      // Fault `op-content-type-blob-alias`: image/png goes out under the non-standard alias image/x-png.
      contentType: server.fault("op-content-type-blob-alias") && a.contentType === "image/png" ? "image/x-png" : a.contentType,
      body: bytes,
      // Fault `sec-artifact-nosniff-missing`: the header is left out.
      headers: server.fault("sec-artifact-nosniff-missing") ? { etag: `"${a.hash}"` } : ({ "x-content-type-options": "nosniff", etag: `"${a.hash}"` } as Record<string, string>),
    };
  },

  listRunArtifacts: ({ ws, params, server }) => {
    const run = readableRun(ws, params.runId);
    const rows = artifactsOfRun(ws, run.runId).map(publicArtifact);
    // Fault `evidence-artifact-bytesize-kib`: `byteSize` in KiB rounded up, not the exact size.
    if (server.fault("evidence-artifact-bytesize-kib")) for (const r of rows) r.byteSize = Math.ceil(r.byteSize / 1024);
    return ok({ artifacts: rows });
  },

  getRunOutcome: ({ ws, params }) => ok(composeOutcome(ws, runFacts(ws, readableRun(ws, params.runId)))),

  getRunReport: ({ ws, params, server }) => {
    const run = readableRun(ws, params.runId);
    // Fault `evidence-report-no-pr-404`: the report is refused for a run with no pull request.
    if (!run.pullRequest && server.fault("evidence-report-no-pr-404")) throw stated(404, "no_pull_request", `run ${run.runId} has no pull request to report on`);
    return ok(composeReport(ws, runFacts(ws, run)));
  },

  getServiceSpec: ({ ws, params, server }) => {
    const svc = getService(ws, params.serviceId);
    if (!svc) throw notFound("service");
    return ok(serviceSpec(ws, svc.serviceId, svc.repoId, server));
  },

  getRunSpec: ({ ws, params, server }) => {
    const f = runFacts(ws, readableRun(ws, params.runId));
    // doc 2 Spec: `not_read` (and `provenance` null) when no tester has reported.
    if (!f.testerReported || !f.service) {
      const spec = notReadRunSpec(f.run.runId);
      // Fault `spec-not-read-with-provenance`: a `not_read` spec names the repository's default branch anyway.
      const repo = f.service?.repoId ? repoTree(ws, f.service.repoId) : undefined;
      if (repo && server.fault("spec-not-read-with-provenance")) {
        return ok({ ...spec, provenance: { commit: repo.at.ref.commit, owner: repo.repo.owner, provider: CODE_HOST, ref: repo.at.ref.name, repo: repo.repo.name } });
      }
      return ok(spec);
    }
    return ok(runSpec(ws, f.run.runId, f.service.repoId, f.run.pullRequest?.branch, server));
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
  setMergeRecordEffort: (ctx) => {
    const { ws, params, body } = ctx;
    const r = getMergeRecord(ws, params.recordId);
    if (!r) throw notFound("merge record");
    const b = (body ?? {}) as Record<string, unknown>;
    if (!("effort" in b)) return ok(publicMergeRecord(r));
    const effort = b.effort;
    // Fault `merge-effort-null-ignored`: null is read as an omitted tag, so the stored one stays.
    if (effort === null && ctx.server.fault("merge-effort-null-ignored")) return ok(publicMergeRecord(r));
    if (effort !== null && !(EFFORT_TAGS as readonly unknown[]).includes(effort)) {
      throw invalid("invalid effort tag", [{ path: "/effort", message: "must be none, minor, major or null" }]);
    }
    return ok(publicMergeRecord(setEffort(ws, r, effort as EffortTag | null)));
  },

  getRunMergeRecord: ({ ws, params, server }) => {
    const run = readableRun(ws, params.runId);
    const r = mergeRecordOfRun(ws, run);
    // Fault `errors-no-merge-record-as-run-not-found`: the wrong one of the two stated 404 reasons.
    if (!r && server.fault("errors-no-merge-record-as-run-not-found")) throw stated(404, "run_not_found", `run ${run.runId} not found`);
    if (!r) throw stated(404, "no_merge_record", `run ${run.runId} has no merge record: its pipeline had no merger step`);
    return ok(publicMergeRecord(r));
  },
};
