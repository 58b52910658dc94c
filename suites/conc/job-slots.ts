/**
 * CONC-JOB-SLOTS: where the target's facts state how many jobs of a workspace may run at once
 * (`facts.jobSlots`; doc 2 Limits: "a job concurrency slot", its number not shown), more clients
 * than that start a job each at once, then the running jobs are listed and every job the round
 * started is cancelled. Checked against models/job-slots.ts: no list shows more of a round's jobs
 * running than the slots hold. A server that checks the count of running jobs, lets other starts in,
 * and records its job after admits every racing start. A job may finish on its own, so the list is
 * the judge, not the admissions. Jobs cannot be deleted (doc 2 Jobs): those a round admits stay in
 * the target's history, so the rule is of the full profile, as STATE-JOB-MACHINE; it runs alone,
 * since its jobs fill the slots other rules' jobs need.
 */
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { publicPipeline } from "../events/subjects.ts";
import { type Answer, answerOf } from "./models/answer.ts";
import { type JobSlotsInput, type JobsShown, jobSlotsModel } from "./models/job-slots.ts";
import { runRace, type Step } from "./race.ts";

type JobStep = Step<JobSlotsInput, Answer<JobsShown>>;

export const jobSlotsRace: Rule = {
  id: "CONC-JOB-SLOTS",
  title: "Jobs started at once beyond the workspace's job slots never run more at once than the slots hold",
  level: "MUST",
  family: "CONC",
  clause:
    'doc 2 Limits ("a job concurrency slot"), with the target\'s facts.jobSlots; doc 1 States and transitions, Job ("start job → running; slot used"; "cancel → slot freed")',
  clauses: ["D2-LIMITS-JOB-SLOT"],
  profile: "full",
  scope: "global",
  exclusive: true,
  async check(c) {
    const slots = c.t.info.facts?.jobSlots;
    if (typeof slots !== "number")
      c.notExercised("facts.jobSlots is not set: the documents do not show how many jobs may run at once");
    const clients = c.t.info.raceClients;
    if (clients <= slots!)
      c.notExercised(
        `${clients} racing clients cannot start more jobs than the ${slots} slot(s): raise --race-clients`,
      );
    const pipelineId = await publicPipeline(c);
    /** The jobs the current round started. */
    let round: string[] = [];
    const start: JobStep = {
      input: { start: true },
      send: async () => {
        const r = await c.call("POST", "/jobs", {
          body: { input: "Conformance suite: a short brief, racing for a job slot.", pipelineId, title: "conc slots" },
        });
        const a = answerOf(r, (j) => ({ started: typeof j.jobId === "string" ? j.jobId : null }));
        const id = a.body?.started;
        if (id) {
          round.push(id);
          c.t.fixtures.track("job", id, async () => {
            await c.t.client.call("POST", `/jobs/${encodeURIComponent(id)}/cancel`, { key: c.t.keys.admin });
          });
        }
        return a;
      },
    };
    const list: JobStep = {
      input: { list: true },
      send: async () => {
        const mine = new Set(round);
        const r = await c.call("GET", "/jobs", { query: { status: "running", limit: 100 } });
        return answerOf(r, (j) => ({
          running: (itemsOf(null, j) ?? [])
            .map((i) => (i as Record<string, unknown>).jobId)
            .filter((id): id is string => typeof id === "string" && mine.has(id)),
        }));
      },
    };
    const cancel = (id: string): JobStep => ({
      input: { cancel: id },
      send: async () => ({
        status: (await c.call("POST", `/jobs/${encodeURIComponent(id)}/cancel`)).status,
        body: null,
      }),
    });
    await runRace<number, JobSlotsInput, Answer<JobsShown>>(c, {
      model: jobSlotsModel(slots!),
      what: `the workspace's ${slots} job slot(s), jobs on pipeline ${pipelineId}`,
      documented: `at most ${slots} job(s) of a workspace run at once (doc 2 Limits: a job concurrency slot; facts.jobSlots): a start beyond them is refused, whatever runs beside it`,
      prepare: async () => {
        round = [];
      },
      step: () => start,
      // The running jobs listed after each round, then every job it started cancelled (slot freed).
      between: () => [list, ...round.map(cancel)],
      // The slots were pressed when a start was refused, or a list showed them all held by the race.
      unexercised: (h) => {
        const starts = h.filter((o) => "start" in o.input);
        if (!starts.some((o) => o.output.status >= 200 && o.output.status < 300))
          return "every racing start was refused";
        const refusal = starts.some((o) => o.output.status >= 400 && o.output.status < 500);
        const full = h.some((o) => "list" in o.input && (o.output.body?.running?.length ?? 0) >= slots!);
        return refusal || full
          ? null
          : "no racing start was refused and no list showed the slots full: the race's jobs finished before they could fill them";
      },
    });
  },
};
