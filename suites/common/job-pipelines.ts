/**
 * The pipelines a job may name, as GET /pipelines shows them (doc 1 What the service does: "a public,
 * inline pipeline is run headlessly"; PublicPipeline `public`). Only `public` is readable: whether a
 * public pipeline is also inline is not, so a rule that needs a job to start tries the public ones.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { setupRefused } from "../../generators/calls/resources.ts";

export interface JobPipelines {
  /** Listed `public` true, in the list's order. */
  public: string[];
  /** Listed `public` false: a job may not run them. */
  notPublic: string[];
}

export async function jobPipelines(c: CheckContext): Promise<JobPipelines> {
  const r = await c.call<{ pipelines?: { pipelineId?: unknown; public?: unknown }[] }>("GET", "/pipelines", {
    key: c.t.keys.read ?? c.t.keys.admin,
  });
  // Setup, not what the job rules judge (OP-SUCCESS judges the list): a refusal leaves them not exercised.
  if (r.status !== 200 || !Array.isArray(r.json?.pipelines))
    setupRefused(c, "listing the pipelines a job may name (GET /pipelines)", r);
  const named = r.json!.pipelines!.filter((p) => typeof p?.pipelineId === "string");
  return {
    public: named.filter((p) => p.public === true).map((p) => p.pipelineId as string),
    notPublic: named.filter((p) => p.public === false).map((p) => p.pipelineId as string),
  };
}
