/**
 * doc 2 Jobs, GET /jobs: "only headless runs created through this surface, newest first", with the
 * `status` and `since` filters (list-read.ts reads the `object*` body). A status filter lists only
 * jobs of that status, and every job of it: a job the unfiltered list shows `succeeded` or `failed`
 * does not move any more (doc 1 States and transitions, Job), so a filtered list read whole after it
 * must hold it; and jobs are never deleted (doc 2 Jobs has no DELETE), so every job a filtered list
 * shows is in the unfiltered list read whole after it. (A filter that lists nothing, or a list that
 * is empty without a filter, passed before: each check only looked at what was listed.)
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { readJobs, type JobRow } from "./list-read.ts";
import { JOB_STATUSES } from "./model.ts";

/** Statuses a job does not leave (doc 1 State sets: a job ends `succeeded` or `failed`). */
const FINISHED = new Set(["succeeded", "failed"]);
/** Pages of 50 read of each list: the whole list on the reference server, and far beyond any first page. */
const PAGES = 4;

const ids = (rows: JobRow[], max = 3) =>
  `${rows
    .slice(0, max)
    .map((j) => j.jobId)
    .join(", ")}${rows.length > max ? ` and ${rows.length - max} more` : ""}`;

export const jobList: Rule = {
  id: "STATE-JOB-LIST",
  title: "The job list is newest first; its status and since filters return every matching job and only those",
  level: "MUST",
  family: "STATE",
  clause: "doc 2 Jobs (GET /jobs: newest first; query status, since)",
  clauses: ["D2-JOBS-LIST-NEWEST-FIRST", "D2-JOBS-LIST-FILTERS"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const all = await readJobs(c, {}, PAGES);
      const filtered: JobRow[] = [];
      for (const status of JOB_STATUSES) {
        const some = await readJobs(c, { status }, PAGES);
        for (const j of some.rows)
          must(
            j.status === status,
            `job ${j.jobId} ${j.status} in ${some.label}`,
            "only jobs of that status (doc 2 Jobs: status filter)",
          );
        filtered.push(...some.rows);
        if (!FINISHED.has(status) || !all.complete || !some.complete) continue;
        const listed = new Set(some.rows.map((j) => j.jobId));
        const left = all.rows.filter((j) => j.status === status && !listed.has(j.jobId));
        must(
          left.length === 0,
          `${some.label} (read whole) leaves out ${ids(left)}, listed ${status} by GET /jobs just before`,
          `every job of that status: a ${status} job does not move (doc 2 Jobs: status filter; doc 1 States and transitions, Job)`,
        );
      }
      const again = await readJobs(c, {}, PAGES);
      if (again.complete) {
        const listed = new Set(again.rows.map((j) => j.jobId));
        const absent = filtered.filter((j) => !listed.has(j.jobId));
        must(
          absent.length === 0,
          `${ids(absent)} listed under a status filter, absent from GET /jobs read whole just after (${again.rows.length} job(s))`,
          "a filter narrows the list: GET /jobs lists every job created through this surface, and none is ever deleted (doc 2 Jobs)",
        );
      }
      if (all.rows.length < 2)
        inconclusive(
          `the workspace holds ${all.rows.length} job(s): the order and the since filter need two (the status filters held)`,
        );
      for (let i = 1; i < all.rows.length; i++) {
        const [a, b] = [all.rows[i - 1], all.rows[i]];
        must(
          a.createdAt >= b.createdAt,
          `job ${b.jobId} (createdAt ${b.createdAt}) after ${a.jobId} (createdAt ${a.createdAt})`,
          "newest first (doc 2 Jobs)",
        );
      }
      // `since`: a createdAt that has older jobs behind it; nothing older may come back, every newer job does.
      const newest = Math.floor(all.rows[0].createdAt);
      if (!all.rows.some((j) => j.createdAt < newest))
        inconclusive("every listed job has the same createdAt: the since filter cannot be told apart");
      const since = await readJobs(c, { since: newest }, 2);
      for (const j of since.rows)
        must(
          j.createdAt >= newest,
          `job ${j.jobId} (createdAt ${j.createdAt}) in ${since.label}`,
          "only jobs since that time (doc 2 Jobs: since filter)",
        );
      const sinceIds = new Set(since.rows.map((j) => j.jobId));
      for (const j of all.rows.filter((x) => x.createdAt > newest))
        must(
          sinceIds.has(j.jobId),
          `job ${j.jobId} (createdAt ${j.createdAt}) missing from ${since.label}`,
          "every job since that time (doc 2 Jobs: since filter)",
        );
      c.pass(
        `${all.rows.length} jobs newest first${all.complete ? "" : " (first pages)"}; each status filter listed only and${all.complete ? "" : " (where read whole)"} every job of its status; since=${newest} returned only matching jobs`,
      );
    }),
};
