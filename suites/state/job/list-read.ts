/**
 * Reading GET /jobs for the job rules (doc 2 Jobs: "only headless runs created through this surface,
 * newest first", query `status`, `since`). The list body is `object*`: its item array and cursor are
 * discovered, and its items are read as PublicJob-like (`jobId`, `status`, `createdAt`); an item
 * without them, or a body whose item array cannot be told apart, is not judged. A body holding no
 * array at all lists no job.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { walkPages } from "../../../generators/calls/pages.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { inconclusive, must } from "../kit/verdicts.ts";

export interface JobRow {
  jobId: string;
  status: string;
  createdAt: number;
}

export interface JobsRead {
  rows: JobRow[];
  /** The walk ended on a null or absent cursor: the list was read whole. */
  complete: boolean;
  /** `GET /jobs?status=…`, for messages. */
  label: string;
}

/** Reads GET /jobs under `query`, 50 items a page, following its cursor up to `pages` pages. */
export async function readJobs(
  c: CheckContext,
  query: Record<string, string | number>,
  pages: number,
): Promise<JobsRead> {
  const op = c.t.index.byId("listJobs");
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const label = `GET /jobs${qs ? `?${qs}` : ""}`;
  const rows: JobRow[] = [];
  const walk = await walkPages(
    c,
    "/jobs",
    { key: c.t.keys.read ?? c.t.keys.admin, query: { ...query, limit: 50 }, maxPages: pages },
    ({ reply: r }) => {
      must(r.status === 200, `${r.status} for ${label}`, "200 (doc 2 Jobs)");
      const body = r.json as Record<string, unknown> | undefined;
      const arrays = Object.values(body ?? {}).filter(Array.isArray).length;
      const items = itemsOf(op, body) ?? (arrays === 0 ? [] : null);
      if (items === null)
        inconclusive(
          `${label} answered a body whose item array cannot be told apart (${jsonText(body)?.slice(0, 200)}): its item array is not shown (object*)`,
        );
      const unread = (items as Record<string, unknown>[]).find(
        (j) => typeof j.jobId !== "string" || typeof j.status !== "string" || typeof j.createdAt !== "number",
      );
      if (unread)
        inconclusive(
          `a ${label} item without string \`jobId\`/\`status\` and number \`createdAt\` (${jsonText(unread)?.slice(0, 200)}): the items' fields are not shown (object*), so they cannot be read`,
        );
      rows.push(...(items as JobRow[]));
    },
  );
  // A cursor repeated ends the walk as the last page does: nothing further can be read.
  return { rows, complete: walk.end !== "bound", label };
}
