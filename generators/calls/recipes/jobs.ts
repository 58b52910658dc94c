/**
 * Jobs (doc 2 Endpoints "Jobs"). Creating a job runs a public pipeline headlessly: the full profile's
 * business. Reads use the jobs the workspace lists (item fields not shown: id-like fields are tried);
 * cancel is exercised only where it is a documented no-op (a finished job is "returned unchanged")
 * or on a job of the suite's own.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { memo } from "../../../lib/run/target.ts";
import { profileIncludes } from "../../../lib/rules/types.ts";
import { getJson, idCandidates, jobItems } from "../discover.ts";
import { read, type Attempt, type Recipes } from "../recipe.ts";
import { capacityRefusal } from "../refusals.ts";

const TERMINAL = ["succeeded", "failed"];

/** Ids of listed jobs that GET /jobs/{id} reads, with the job read (PublicJob). */
function readableJobs(c: CheckContext): Promise<{ jobId: string; status: unknown }[]> {
  return memo(c.t, "op:readable-jobs", async () => {
    const out: { jobId: string; status: unknown }[] = [];
    for (const item of (await jobItems(c)).slice(0, 4)) {
      for (const id of idCandidates(item, ["jobId", "id"]).slice(0, 3)) {
        const job = (await getJson(c, `/jobs/${encodeURIComponent(id)}`)) as { status?: unknown } | undefined;
        if (job) {
          out.push({ jobId: id, status: job.status });
          break;
        }
      }
    }
    return out;
  });
}

/** A public pipeline to run a job on (doc 1 PublicPipeline `public`). */
async function publicPipeline(c: CheckContext): Promise<string> {
  const body = (await getJson(c, "/pipelines")) as
    | { pipelines?: { pipelineId?: unknown; public?: unknown }[] }
    | undefined;
  const p = (body?.pipelines ?? []).find((x) => x.public === true && typeof x.pipelineId === "string");
  if (!p) c.notExercised("GET /pipelines lists no public pipeline to run a job on");
  return p!.pipelineId as string;
}

/** The job request of the suite's own; its undo cancels it (doc 1 Job: cancel frees the slot). */
async function jobRequest(c: CheckContext): Promise<Attempt> {
  const pipelineId = await publicPipeline(c);
  return {
    key: c.t.keys.write ?? c.t.keys.admin,
    body: { input: "Conformance probe: reply with the word ok.", pipelineId, title: "conformance job" },
    label: `a job on public pipeline ${pipelineId}`,
    after: async (cc, r) => {
      const id = (r.json as { jobId?: unknown } | undefined)?.jobId;
      if (r.status >= 200 && r.status < 300 && typeof id === "string")
        cc.t.fixtures.track("job", id, () => cancelJob(cc, id));
    },
  };
}

/** Cancels a job of the suite's own (a finished one is returned unchanged, doc 2 Jobs). */
export async function cancelJob(c: CheckContext, jobId: string): Promise<void> {
  const d = await c.t.client.call("POST", `/jobs/${encodeURIComponent(jobId)}/cancel`, { key: c.t.keys.admin });
  if (d.status !== 200) throw new Error(`POST /jobs/${jobId}/cancel answered ${d.status}`);
}

/** A job of the suite's own (full profile), created once. */
function ownJob(c: CheckContext): Promise<string> {
  return memo(c.t, "op:own-job", async () => {
    const a = await jobRequest(c);
    const r = await c.call<{ jobId?: string }>("POST", "/jobs", { key: a.key ?? undefined, body: a.body });
    await a.after!(c, r);
    if (r.status !== 202 || typeof r.json?.jobId !== "string")
      c.notExercised(`could not start a job of the suite's own (POST /jobs answered ${r.status})`);
    return r.json!.jobId!;
  });
}

/** A listed job GET /jobs/{id} reads; under the full profile, else the suite's own. */
async function someJob(c: CheckContext): Promise<string> {
  const [listed] = await readableJobs(c);
  if (listed) return listed.jobId;
  if (profileIncludes(c.t.profile, "full")) return ownJob(c);
  return c.notExercised(
    "GET /jobs lists no job GET /jobs/{id} reads (the item fields are not shown), and creating one starts a pipeline (full profile)",
  );
}

export const jobs = {
  listJobs: read(),
  getJob: read(async (c) => [{ params: { id: await someJob(c) } }]),
  streamJobEvents: read(async (c) => [{ params: { id: await someJob(c) } }]),
  createJob: {
    profile: "full",
    prepare: async (c) => [await jobRequest(c)],
    refused: (r) => capacityRefusal("createJob", r),
  },
  /** "finished job returned unchanged": a no-op on a listed finished job, else on the suite's own. */
  cancelJob: {
    profile: "standard",
    prepare: async (c) => {
      const finished = (await readableJobs(c)).find((j) => TERMINAL.includes(String(j.status)));
      if (finished)
        return [
          {
            params: { id: finished.jobId },
            key: c.t.keys.write ?? c.t.keys.admin,
            label: `finished job ${finished.jobId} (a no-op)`,
          },
        ];
      if (profileIncludes(c.t.profile, "full"))
        return [{ params: { id: await ownJob(c) }, label: "the suite's own job" }];
      return c.notExercised(
        "no finished job to cancel as a no-op, and a job of the suite's own needs the full profile",
      );
    },
  },
} satisfies Recipes;
