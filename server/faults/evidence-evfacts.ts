/**
 * Faults the survivors of server/domain/evidence/facts.ts showed: the evidence reads of a run whose
 * service's repository holds no specification (a spec with no document walked as one with modules
 * crashes them, and no rule read such a run), and the outcome's throwaway environment rows (`live`
 * only while `expiresAt` is ahead, every row keeping its URL). Each names the rule it proves.
 */
import type { FaultDef } from "./index.ts";
import type { Reply } from "../state/reply.ts";
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

type Row = Record<string, unknown>;

/** A fault of STATE-RUN-OUTCOME-ENVIRONMENTS: GET /runs/{runId}/outcome with each environment row changed. */
function eachEnvironmentRow(description: string, change: (row: Row) => Row): FaultDef {
  return {
    family: "STATE",
    description,
    rules: ["STATE-RUN-OUTCOME-ENVIRONMENTS"],
    install(layer) {
      layer.around("getRunOutcome", async (_ctx, next) => {
        const reply: Reply = await next();
        if (reply.kind !== "json" || reply.status !== 200) return reply;
        const body = reply.body as { environments?: { items?: Row[] } };
        const items = body.environments?.items;
        if (!Array.isArray(items)) return reply;
        return { ...reply, body: { ...body, environments: { ...body.environments, items: items.map(change) } } };
      });
    },
  };
}

export const faults = {
  "outcome-environment-expired-live": eachEnvironmentRow(
    "GET /runs/{runId}/outcome reads every throwaway environment `live`, the expired and torn-down ones too",
    (row) => ({ ...row, state: "live" }),
  ),
  "outcome-environment-url-dropped": eachEnvironmentRow(
    "GET /runs/{runId}/outcome drops the URL (null) of every throwaway environment no longer live",
    (row) => (row.state === "live" ? row : { ...row, url: null }),
  ),
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
