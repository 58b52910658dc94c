/**
 * ERRORS-JOB-SLOTS: where the target's facts state how many jobs of a workspace may run at once
 * (`facts.jobSlots`; doc 2 Limits: "a job concurrency slot", its number not shown), the rule fills
 * the slots left free with jobs of its own, one at a time: each start is admitted 202 while the
 * running jobs listed (GET /jobs?status=running) are fewer than the slots, the next one is refused
 * (its status is not shown: any 4XX) once they are not, and after it cancels one of its own (doc 1
 * States and transitions, Job: "cancel → slot freed") a start is admitted again. A real target may
 * free the slot a moment after the cancel's answer, so that start is retried within the wait; the
 * embedded server frees it at once. Only `public` is readable of a pipeline, not whether it is
 * inline (doc 1 Jobs): the first start tries the public pipelines until one admits it, and a
 * refusal of all of them fails only while the list shows a slot free.
 *
 * It runs in ERRORS, before the families whose jobs (kept until a family's teardown) hold slots,
 * alone (`exclusive`), and cancels every job it started; slots held by jobs that are not its own
 * when it starts leave it not exercised.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { jsonText } from "../../lib/json/safe.ts";
import { refusal } from "../../generators/calls/refusals.ts";
import { factGated } from "../common/fact-gated.ts";
import { jobPipelines } from "../common/job-pipelines.ts";
import { provokesOn } from "../common/provokes.ts";
import { poll } from "../state/kit/poll.ts";
import { guarded, inconclusive, must } from "../state/kit/verdicts.ts";
import { postJob } from "./job-start.ts";
import { readJobs } from "../state/job/list-read.ts";

const TITLE = "conformance job slots";
const ADMITTED = "202 PublicJobAccepted with its `jobId` (doc 2 Jobs: POST /jobs; doc 1 Jobs: every field required)";

/** A start of the rule's own: admitted (202 naming the job), or refused (4XX); anything else fails. */
async function start(c: CheckContext, pipelineId: string): Promise<{ jobId: string | null; reply: Reply }> {
  const { reply, jobId } = await postJob(c, pipelineId, TITLE);
  // Tracked at once, so that a check ended midway (a failed requirement, an interrupt) leaves no job
  // of the rule's running on the target: the run's teardown cancels it (idempotent), as CONC-JOB-SLOTS.
  if (jobId)
    c.t.fixtures.track("job", jobId, async () => {
      await c.t.client.call("POST", `/jobs/${encodeURIComponent(jobId)}/cancel`, { key: c.t.keys.admin });
    });
  if (reply.status >= 200 && reply.status < 300)
    must(
      reply.status === 202 && jobId !== null,
      `${reply.status} ${jsonText(reply.json)?.slice(0, 200)} starting a job on ${pipelineId}`,
      ADMITTED,
    );
  else
    must(
      reply.status >= 400 && reply.status < 500,
      `${reply.status} starting a job on ${pipelineId}`,
      "202, or a refusal with a 4XX (doc 2 Errors: client errors are 4XX, server errors 5XX)",
    );
  return { jobId, reply };
}

/**
 * The running jobs of the workspace, as GET /jobs?status=running lists them (doc 1 States and
 * transitions, Job: a running job holds a slot): a job listed with another status is not counted
 * (whether the filter holds is STATE-JOB-LIST's to judge).
 */
async function runningJobs(c: CheckContext): Promise<{ ids: string[]; label: string }> {
  const read = await readJobs(c, { status: "running" }, 5);
  return { ids: read.rows.filter((j) => j.status === "running").map((j) => j.jobId), label: read.label };
}

/** A refusal is the slots' only while the running jobs listed fill them. */
async function refusedWhileFull(c: CheckContext, slots: number, what: string): Promise<string[]> {
  const held = await runningJobs(c);
  must(
    held.ids.length >= slots,
    `${what} while ${held.label} lists ${held.ids.length} running job(s), fewer than the ${slots} slot(s)`,
    `a start with a write key on a public pipeline is admitted while a slot is free, and a running job holds one (doc 1 States and transitions, Job: none → start job → running, 202; slot used; doc 2 Limits, with facts.jobSlots)`,
  );
  return held.ids;
}

export const jobSlots: Rule = factGated(
  {
    id: "ERRORS-JOB-SLOTS",
    title:
      "With the job slots the facts state, a start is admitted while one is free and refused once all are held, and a cancel frees one at once",
    level: "MUST",
    family: "ERRORS",
    clause:
      'doc 2 Limits ("a job concurrency slot"), with the target\'s facts.jobSlots; doc 1 States and transitions, Job ("start job → running; 202; slot used"; "cancel → slot freed")',
    clauses: ["D2-LIMITS-JOB-SLOT", "D1-SHAPE-JOB"],
    transitions: ["JOB-START", "JOB-CANCEL"],
    profile: "full",
    scope: "global",
    exclusive: true,
    provokes: provokesOn(["createJob", 202], ["cancelJob", 200]),
    check: (c) =>
      guarded(c, async () => {
        const slots = c.t.info.facts!.jobSlots!;
        const pipelines = (await jobPipelines(c)).public;
        if (!pipelines.length) inconclusive("GET /pipelines lists no public pipeline to run a job on");
        const before = await runningJobs(c);
        if (before.ids.length >= slots)
          inconclusive(
            `${before.label} lists ${before.ids.length} running job(s) before the rule starts one: the ${slots} slot(s) are held by jobs not its own`,
          );
        const write = c.t.keys.write ?? c.t.keys.admin;
        const mine: string[] = [];
        // Every job the rule started, cancelled before it ends (idempotent), so later rules find the slots free.
        const cancelMine = async () => {
          for (const id of mine) await c.call("POST", `/jobs/${encodeURIComponent(id)}/cancel`, { key: write });
        };
        // The first start: on the first public pipeline that admits a job (from the seed's, as the other job rules).
        const order = pipelines.map((_, i) => pipelines[(c.t.seed + i) % pipelines.length]);
        let pipelineId: string | null = null;
        const refused: string[] = [];
        for (const p of order.slice(0, 5)) {
          const s = await start(c, p);
          if (s.jobId) {
            mine.push(s.jobId);
            pipelineId = p;
            break;
          }
          refused.push(`${p}: ${refusal(s.reply)}`);
        }
        if (!pipelineId) {
          await refusedWhileFull(c, slots, `every start refused (${refused.join("; ")})`);
          inconclusive(`every start refused (${refused.join("; ")}), the slots held by others meanwhile`);
        }
        // Fill the slots: start on that pipeline until a start is refused.
        let full: Reply | null = null;
        for (let i = 0; i <= slots + 2 && !full; i++) {
          const s = await start(c, pipelineId!);
          if (s.jobId) mine.push(s.jobId);
          else full = s.reply;
        }
        if (!full) {
          await cancelMine();
          inconclusive(
            `${mine.length} starts on ${pipelineId} admitted and none refused: the rule's jobs end by themselves before the ${slots} slot(s) fill`,
          );
        }
        const filled = mine.length;
        const held = await refusedWhileFull(
          c,
          slots,
          `${refusal(full!)} with ${filled} job(s) of the rule's own started`,
        );
        c.cover("JOB-START");
        // Cancel one of the rule's own that still runs: its slot is freed, so a start is admitted again.
        const freed = mine.find((id) => held.includes(id));
        if (!freed) {
          await cancelMine();
          inconclusive(`none of the rule's jobs (${mine.join(", ")}) is listed running: the slots are held by others`);
        }
        const cancel = await c.call("POST", `/jobs/${encodeURIComponent(freed!)}/cancel`, { key: write });
        must(
          cancel.status === 200,
          `${cancel.status} cancelling the running job ${freed}`,
          "200 PublicJob (doc 2 Jobs: POST /jobs/{id}/cancel)",
        );
        c.cover("JOB-CANCEL");
        const again = await poll(
          c,
          `admit a start once job ${freed} was cancelled (doc 1 Job cancel: slot freed)`,
          async () => {
            const s = await start(c, pipelineId!);
            return { jobId: s.jobId, answered: refusal(s.reply) };
          },
          (s) => s.jobId !== null,
          { each: (s) => (s.jobId ? mine.push(s.jobId) : undefined) },
        );
        await cancelMine();
        c.pass(
          `with ${before.ids.length} running job(s) not the rule's, ${filled} start(s) on ${pipelineId} admitted, then ${refusal(full!)}: the ${slots} slot(s) (facts.jobSlots) full; cancelling ${freed} freed one: the next start admitted (${again.value.answered}) after ${again.polls} attempt(s)`,
        );
      }),
  },
  "jobSlots",
  "how many jobs of a workspace may run at once",
);
