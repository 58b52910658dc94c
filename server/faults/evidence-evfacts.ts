/**
 * Faults of the evidence reads of a run whose service's repository holds no specification
 * (server/domain/evidence/facts.ts, specRequirements): the mutants that read a spec with no document
 * as one with modules crash every evidence read of such a run, and no rule read one. Each names the
 * rule it proves.
 */
import type { FaultDef } from "./index.ts";
import { runFacts } from "../domain/evidence/facts.ts";
import { readableRun } from "../domain/evidence/run-access.ts";

type Read = "getRunOutcome" | "getRunReport" | "getRunSpec";

/** A fault of STATE-RUN-EVIDENCE-NO-SPEC: `operationId` crashes (500) for a run whose spec read has no document. */
function crashWithoutSpec(operationId: Read, description: string): FaultDef {
  return {
    family: "STATE",
    description,
    rules: ["STATE-RUN-EVIDENCE-NO-SPEC"],
    install(layer) {
      layer.around(operationId, async (ctx, next) => {
        const spec = runFacts(ctx.ws, readableRun(ctx.ws, ctx.params.runId)).spec;
        // As a server would that walks the document's modules without asking whether there is one.
        if (spec && spec.doc === null) throw new Error("cannot read properties of null (reading 'modules')");
        return next();
      });
    },
  };
}

export const faults = {
  "evidence-outcome-no-spec-500": crashWithoutSpec(
    "getRunOutcome",
    "GET /runs/{runId}/outcome crashes (500) for a run whose service's repository holds no specification, joining requirements to a document that is not there",
  ),
  "evidence-report-no-spec-500": crashWithoutSpec(
    "getRunReport",
    "GET /runs/{runId}/report crashes (500) for a run whose service's repository holds no specification, joining requirements to a document that is not there",
  ),
  "evidence-run-spec-no-spec-500": crashWithoutSpec(
    "getRunSpec",
    "GET /runs/{runId}/spec crashes (500) for a run whose service's repository holds no specification, instead of reading `anchor` `not_read` or `absent`",
  ),
} as const satisfies Record<string, FaultDef>;
