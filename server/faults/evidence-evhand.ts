/**
 * Faults of the evidence handlers (server/domain/evidence/handlers.ts), each a hole the mutants of
 * that file showed: an effort tag outside `none`|`minor`|`major`|null taken and stored on the merge
 * record (doc 2 Merge records: the tag is one of the three, or null to clear); every artifact's
 * bytes refused 404 as if gone from storage; and bytes gone from storage answered 5XX instead of the
 * stated 404 (doc 2 Evidence). Each names the rules it proves.
 */
import { EFFORT_TAGS, getMergeRecord, publicMergeRecord, type EffortTag } from "../domain/evidence/merge-records.ts";
import type { RequestContext } from "../state/context.ts";
import { ApiError } from "../state/errors.ts";
import { ok, type Reply } from "../state/reply.ts";
import type { FaultDef } from "./index.ts";

const isTag = (v: unknown): boolean => v === null || (EFFORT_TAGS as readonly unknown[]).includes(v);

export const faults = {
  "merge-effort-stores-any-value": {
    family: "STATE",
    description:
      "POST /merge-records/{recordId}/effort takes a value that is no tag (not none, minor, major or null) and stores it on the record, answering 200",
    rules: ["STATE-MERGE-EFFORT-TAG"],
    install(layer) {
      layer.around("setMergeRecordEffort", async (ctx: RequestContext, next: () => Promise<Reply>) => {
        const effort = (ctx.body as { effort?: unknown } | undefined)?.effort;
        const r = getMergeRecord(ctx.ws, ctx.params.recordId);
        if (!r || effort === undefined || isTag(effort)) return next();
        r.effort = effort as EffortTag;
        r.effortTaggedAt = ctx.ws.now();
        return ok(publicMergeRecord(r));
      });
    },
  },
  "artifact-bytes-all-gone": {
    family: "ERRORS",
    description:
      "GET /artifacts/{artifactId}/blob refuses every artifact's bytes 404 as if they were gone from storage, also those it keeps",
    rules: ["ERRORS-ARTIFACT-KNOWN-BYTES"],
    install(layer) {
      layer.around("getArtifactBlob", async (ctx: RequestContext, next: () => Promise<Reply>) => {
        const reply = await next();
        if (reply.kind !== "bytes") return reply;
        throw new ApiError(404, "not_found", "the artifact's bytes are gone from storage", {
          artifactId: ctx.params.artifactId,
        });
      });
    },
  },
  "artifact-gone-bytes-5xx": {
    family: "ERRORS",
    description:
      "GET /artifacts/{artifactId}/blob answers 500 for an artifact whose bytes are gone from storage, instead of the stated 404",
    rules: ["ERRORS-ARTIFACT-KNOWN-BYTES"],
    install(layer) {
      layer.around("getArtifactBlob", async (ctx: RequestContext, next: () => Promise<Reply>) => {
        const a = ctx.ws.evidence.artifacts.get(ctx.params.artifactId);
        if (a && !ctx.ws.evidence.blobs.has(a.artifactId))
          throw new ApiError(500, "internal_error", "unexpected server error");
        return next();
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
