/**
 * doc 1 States and transitions, Job rows (start with a `write` key → `running`, 202; cancel → slot
 * freed, finished job returned unchanged) and doc 2 Jobs (a job started is listed by GET /jobs; cancel
 * 200 PublicJob, idempotent), driven as a model on the public pipelines of GET /pipelines. Jobs
 * cannot be deleted: those the suite starts stay in the target's history, and the result names them.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { keyOf } from "../kit/api.ts";
import { runModel } from "../kit/model-run.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { jobCommands, jobScripts } from "./commands.ts";
import type { JobModel, JobReal } from "./model.ts";
import { provokesOn } from "../../common/provokes.ts";
import { JOB_MACHINE } from "../judges/machines.ts";
import { watchMachine } from "../judges/live.ts";

export const jobMachine: Rule = {
  id: "STATE-JOB-MACHINE",
  title: "A job starts running (202), cancel is idempotent and frees its slot, a finished job is returned unchanged",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 States and transitions, Job start / cancel; doc 2 Jobs (POST /jobs 202; POST /jobs/{id}/cancel 200, idempotent)",
  clauses: ["D2-JOBS-CANCEL-IDEMPOTENT", "D2-LIMITS-JOB-SLOT", "D2-JOBS-LIST-NEWEST-FIRST"],
  profile: "full",
  scope: "global",
  transitions: ["JOB-START", "JOB-CANCEL"],
  provokes: provokesOn(["createJob", 202], ["cancelJob", 200]),
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      // The Job machine's judge of recorded traffic reads every reply too, in its own words.
      const judged = watchMachine(c, JOB_MACHINE);
      const list = await c.call<{ pipelines?: { pipelineId: string; public: boolean }[] }>("GET", "/pipelines", {
        key: c.t.keys.read ?? c.t.keys.admin,
      });
      must(
        list.status === 200 && Array.isArray(list.json?.pipelines),
        `${list.status} listing pipelines`,
        "200 PublicPipelineList (doc 2 Identity)",
      );
      const pipelines = list.json.pipelines.filter((p) => p.public === true).map((p) => p.pipelineId);
      if (!pipelines.length)
        inconclusive("no public pipeline in GET /pipelines: no job can start (doc 1 Jobs: a public, inline pipeline)");
      const real: JobReal = { c, write, pipelines, started: [] };
      await runModel<JobModel, JobReal>(c, {
        commands: jobCommands,
        scripts: jobScripts(),
        setup: async () => ({ model: { jobs: [] }, real }),
        after: async (m) => {
          // Leave no job of the suite running (cancel is idempotent).
          for (const j of m.jobs)
            if (!j.finished) await c.call("POST", `/jobs/${encodeURIComponent(j.jobId)}/cancel`, { key: write });
        },
        numRuns: 1,
        maxCommands: 5,
        subject: `the public pipelines ${pipelines.join(", ")}`,
      });
      judged.holds();
      c.pass(
        `jobs moved as documented; started ${real.started.length} job(s) that stay in the target's history (jobs cannot be deleted): ${real.started.join(", ")}`,
      );
    }),
};
