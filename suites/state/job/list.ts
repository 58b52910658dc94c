/**
 * doc 2 Jobs, GET /jobs: "only headless runs created through this surface, newest first", with the
 * `status` and `since` filters. The list body is `object*`: its item array and cursor are discovered.
 */
import type { Reply } from "../../../lib/http/client.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { cursorKey, itemsOf } from "../../../generators/calls/list-shapes.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { jsonText } from "../../../lib/json/safe.ts";

interface JobRow {
  jobId: string;
  status: string;
  createdAt: number;
}

async function listJobs(c: CheckContext, query: Record<string, string | number>, pages: number): Promise<JobRow[]> {
  const op = c.t.index.byId("listJobs");
  const rows: JobRow[] = [];
  let cursor: string | null = null;
  for (let p = 0; p < pages; p++) {
    const r: Reply = await c.call("GET", "/jobs", {
      key: c.t.keys.read ?? c.t.keys.admin,
      query: { ...query, limit: 50, ...(cursor ? { cursor } : {}) },
    });
    must(r.status === 200, `${r.status} for GET /jobs ${jsonText(query)}`, "200 (doc 2 Jobs)");
    // The body is `object*` (doc 2 Jobs): its item array and the items' fields are not shown. The
    // suite reads items as PublicJob-like (`jobId`, `status`, `createdAt`); a body it cannot read so
    // is not judged.
    const items = itemsOf(op, r.json);
    if (items === null)
      inconclusive(
        `GET /jobs answered a body with no single array of objects (${jsonText(r.json).slice(0, 200)}): its item array is not shown (object*)`,
      );
    const unread = (items as Record<string, unknown>[]).find(
      (j) => typeof j.jobId !== "string" || typeof j.status !== "string" || typeof j.createdAt !== "number",
    );
    if (unread)
      inconclusive(
        `a GET /jobs item without string \`jobId\`/\`status\` and number \`createdAt\` (${jsonText(unread).slice(0, 200)}): the items' fields are not shown (object*), so order and filters cannot be read`,
      );
    rows.push(...(items as JobRow[]));
    const key = cursorKey(op, r.json);
    const next: unknown = key ? (r.json as Record<string, unknown>)[key] : null;
    if (typeof next !== "string" || !next) break;
    cursor = next;
  }
  return rows;
}

export const jobList: Rule = {
  id: "STATE-JOB-LIST",
  title: "The job list is newest first; its status and since filters return only matching jobs",
  level: "MUST",
  family: "STATE",
  clause: "doc 2 Jobs (GET /jobs: newest first; query status, since)",
  clauses: ["D2-JOBS-LIST-NEWEST-FIRST", "D2-JOBS-LIST-FILTERS"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const all = await listJobs(c, {}, 4);
      if (all.length < 2)
        inconclusive(`the workspace holds ${all.length} job(s): the order and the since filter need two`);
      for (let i = 1; i < all.length; i++) {
        must(
          all[i - 1].createdAt >= all[i].createdAt,
          `job ${all[i].jobId} (createdAt ${all[i].createdAt}) after ${all[i - 1].jobId} (createdAt ${all[i - 1].createdAt})`,
          "newest first (doc 2 Jobs)",
        );
      }
      for (const status of ["running", "succeeded", "failed"]) {
        for (const j of await listJobs(c, { status }, 2))
          must(
            j.status === status,
            `job ${j.jobId} ${j.status} in GET /jobs?status=${status}`,
            "only jobs of that status (doc 2 Jobs: status filter)",
          );
      }
      // `since`: a createdAt that has older jobs behind it; nothing older may come back, every newer job does.
      const newest = Math.floor(all[0].createdAt);
      const older = all.filter((j) => j.createdAt < newest);
      if (!older.length) inconclusive("every listed job has the same createdAt: the since filter cannot be told apart");
      const since = await listJobs(c, { since: newest }, 2);
      for (const j of since)
        must(
          j.createdAt >= newest,
          `job ${j.jobId} (createdAt ${j.createdAt}) in GET /jobs?since=${newest}`,
          "only jobs since that time (doc 2 Jobs: since filter)",
        );
      const ids = new Set(since.map((j) => j.jobId));
      for (const j of all.filter((x) => x.createdAt > newest))
        must(
          ids.has(j.jobId),
          `job ${j.jobId} (createdAt ${j.createdAt}) missing from GET /jobs?since=${newest}`,
          "every job since that time (doc 2 Jobs: since filter)",
        );
      c.pass(`${all.length} jobs newest first; status filters and since=${newest} returned only matching jobs`);
    }),
};
