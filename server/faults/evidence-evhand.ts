/**
 * Faults of the evidence handlers (server/domain/evidence/handlers.ts), each a hole the mutants of
 * that file showed: an effort tag outside `none`|`minor`|`major`|null taken and stored on the merge
 * record (doc 2 Merge records: the tag is one of the three, or null to clear). Each names the rules
 * it proves.
 */
import { EFFORT_TAGS, getMergeRecord, publicMergeRecord, type EffortTag } from "../domain/evidence/merge-records.ts";
import type { RequestContext } from "../state/context.ts";
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
} as const satisfies Record<string, FaultDef>;
