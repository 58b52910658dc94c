/**
 * A job of the suite's own for the job rules of ERRORS: POST /jobs with the write key (doc 2 Jobs).
 * A job the target admits is tracked, so that the teardown cancels it if it still runs (jobs have no
 * delete, doc 2 Jobs); the answer goes back whole, for the rule to judge.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { cancelJob } from "../../generators/calls/recipes/jobs.ts";

export interface JobStart {
  reply: Reply<Record<string, unknown>>;
  /** The id a 2XX answer named, else null (a refusal, or an answer that names no job). */
  jobId: string | null;
}

export async function postJob(c: CheckContext, pipelineId: string, title: string): Promise<JobStart> {
  const reply = await c.call<Record<string, unknown>>("POST", "/jobs", {
    key: c.t.keys.write ?? c.t.keys.admin,
    body: { input: "Conformance suite: a short brief.", pipelineId, title },
  });
  const named = reply.json?.jobId;
  const jobId = reply.status >= 200 && reply.status < 300 && typeof named === "string" ? named : null;
  if (jobId) c.t.fixtures.track("job", jobId, () => cancelJob(c, jobId));
  return { reply, jobId };
}
