/**
 * A job on a pipeline it may not run is refused (doc 1 What the service does: "a public, inline
 * pipeline is run headlessly"; doc 2 Errors: "Client errors (validation, unauthorized, not found, …)
 * are 4XX"): every pipeline GET /pipelines shows `public` false, and an id no pipeline has. Their
 * statuses are not stated: a 4XX with the envelope is what is asserted, never a 202 (a job started)
 * nor a 5XX. A start the target wrongly admits is tracked, so the teardown cancels it.
 *
 * It runs in ERRORS, before the families whose jobs hold the workspace's slots: a start refused
 * only because every slot was held would hide an admitted one.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { jobPipelines } from "../common/job-pipelines.ts";
import { refusal } from "../../generators/calls/refusals.ts";
import { absentName } from "./stated.ts";
import { postJob } from "./job-start.ts";

/** Pipelines that are not public tried at the most (each one request refused). */
const MAX_NOT_PUBLIC = 25;

export const jobPipelineRefused: Rule = {
  id: "ERRORS-JOB-PIPELINE-REFUSED",
  title:
    "A job on a pipeline GET /pipelines shows not public, or on one no pipeline has, is refused: a 4XX with the envelope, never 202, never a 5XX",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 1 What the service does (Jobs: a public, inline pipeline is run headlessly); doc 2 Errors (client errors, not found among them, are 4XX; the envelope)",
  clauses: ["D1-CONCEPT-JOBS-PUBLIC-PIPELINE", "D2-ERR-CLASSES", "D2-ERR-ENVELOPE"],
  // A start the target wrongly admits runs a pipeline: the full profile's to risk.
  profile: "full",
  scope: "global",
  check: async (c) => {
    const listed = await jobPipelines(c);
    const unknown = absentName(c, "pipeline");
    if ([...listed.public, ...listed.notPublic].includes(unknown))
      c.notExercised(`GET /pipelines lists ${unknown}, the id the suite meant as one no pipeline has`);
    const cases = [
      {
        pipelineId: unknown,
        why: "an id no pipeline has",
        documented: "a 4XX: not found is a client error (doc 2 Errors)",
      },
      ...listed.notPublic.slice(0, MAX_NOT_PUBLIC).map((pipelineId) => ({
        pipelineId,
        why: "GET /pipelines shows it `public` false",
        documented: "refused with a 4XX: a job runs a public pipeline (doc 1 What the service does: Jobs)",
      })),
    ];
    const seen: string[] = [];
    for (const k of cases) {
      const { reply } = await postJob(c, k.pipelineId, "conformance: a job to be refused");
      c.require(
        reply.status >= 400 && reply.status < 500,
        `${reply.status} starting a job on ${k.pipelineId}, ${k.why}`,
        k.documented,
        reply.exchange,
      );
      expectEnvelope(c, reply);
      seen.push(refusal(reply).replace(/^POST \/jobs answered /, ""));
    }
    const hidden = listed.notPublic.length;
    c.pass(
      `refused the unknown pipeline ${unknown} (${seen[0]}) and ${Math.min(hidden, MAX_NOT_PUBLIC)} pipeline(s) that are not public${hidden ? ` (${[...new Set(seen.slice(1))].join(", ")})` : ": GET /pipelines lists none"}${hidden > MAX_NOT_PUBLIC ? `; ${hidden - MAX_NOT_PUBLIC} more not tried` : ""}`,
    );
  },
};
