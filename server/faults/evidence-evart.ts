/**
 * Faults of the captured artifacts (server/domain/evidence/artifacts.ts), each a hole the mutants of
 * that file showed: a run's artifact list holding every artifact of the workspace, or none (doc 2
 * Evidence GET /runs/{runId}/artifacts: the run's screenshots plus reference images), and a reference
 * image's bytes served with a type outside the five stated (doc 2 Evidence GET
 * /artifacts/{artifactId}/blob: recorded content type, one of five). Each names the rules it proves.
 */
import { publicArtifact } from "../domain/evidence/artifacts.ts";
import type { RequestContext } from "../state/context.ts";
import { ok, type Reply } from "../state/reply.ts";
import type { FaultDef } from "./index.ts";

export const faults = {
  "run-artifacts-of-every-run": {
    family: "STATE",
    description: "GET /runs/{runId}/artifacts lists every artifact of the workspace under every run, not the run's own",
    rules: ["STATE-RUN-ARTIFACTS-OF-RUN"],
    install(layer) {
      layer.around("listRunArtifacts", async (ctx: RequestContext, next: () => Promise<Reply>) => {
        const reply = await next();
        if (reply.kind !== "json" || reply.status !== 200) return reply;
        const all = [...ctx.ws.evidence.artifacts.values()].sort((a, b) => a.seq - b.seq);
        return ok({ artifacts: all.map(publicArtifact) });
      });
    },
  },
  "run-artifacts-none": {
    family: "STATE",
    description: "GET /runs/{runId}/artifacts answers an empty list for every run, also one that holds screenshots",
    rules: ["STATE-RUN-ARTIFACTS-OF-RUN"],
    install(layer) {
      layer.around("listRunArtifacts", async (_ctx: RequestContext, next: () => Promise<Reply>) => {
        const reply = await next();
        return reply.kind === "json" && reply.status === 200 ? ok({ artifacts: [] }) : reply;
      });
    },
  },
  "artifact-reference-untyped": {
    family: "SEC",
    description:
      "GET /artifacts/{artifactId}/blob serves a reference image's bytes as text/html, outside the five stated types (a run's screenshot keeps its own)",
    rules: ["SEC-ARTIFACT-NOSNIFF"],
    install(layer) {
      layer.around("getArtifactBlob", async (ctx: RequestContext, next: () => Promise<Reply>) => {
        const reply = await next();
        const a = ctx.ws.evidence.artifacts.get(ctx.params.artifactId);
        if (reply.kind !== "bytes" || a?.kind !== "reference") return reply;
        return { ...reply, contentType: "text/html" };
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
