/**
 * Reading Kaizen entries (doc 2 Kaizen: GET /kaizen/entries, PublicKaizenEntryList `entries` +
 * `nextCursor`, newest first). A grading is settled when finished whatever it concluded (doc 1:
 * `complete` or `failed`); `scheduled` and `running` are in flight.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { must } from "../kit/verdicts.ts";
import { walkPages } from "../../../generators/calls/pages.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export interface Entry {
  entryId: string;
  runId: string;
  status: string;
  acknowledged: boolean;
  acknowledgedAt: number | null;
  acknowledgedBy: string | null;
  createdAt: number;
}

export const IN_FLIGHT_GRADING = new Set(["scheduled", "running"]);
export const SETTLED_GRADING = new Set(["complete", "failed"]);

export interface Listed {
  entries: Entry[];
  /** Whether the page cap cut the list (a cursor was still set). */
  truncated: boolean;
}

export async function listEntries(c: CheckContext, query: Record<string, string>, pages = 5): Promise<Listed> {
  const entries: Entry[] = [];
  const walk = await walkPages<{ entries?: Entry[] }>(
    c,
    "/kaizen/entries",
    { key: c.t.keys.read ?? c.t.keys.admin, query: { ...query, limit: 100 }, maxPages: pages },
    ({ reply: r }) => {
      must(
        r.status === 200 && Array.isArray(r.json?.entries),
        `${r.status} for GET /kaizen/entries ${jsonText(query)}`,
        "200 PublicKaizenEntryList (doc 2 Kaizen)",
      );
      entries.push(...r.json!.entries!);
    },
  );
  // Not read to a last page: the page bound, or a cursor repeated that cannot be followed.
  return { entries, truncated: walk.end !== "last" };
}

export async function readEntry(c: CheckContext, entryId: string): Promise<Entry> {
  const r = await c.call<Entry>("GET", `/kaizen/entries/${encodeURIComponent(entryId)}`, {
    key: c.t.keys.read ?? c.t.keys.admin,
  });
  must(r.status === 200, `${r.status} reading Kaizen entry ${entryId}`, "200 PublicKaizenEntry (doc 2 Kaizen)");
  return r.json!;
}

/** Whether `e` should be in a newest-first list that was cut at `listed` (older than its last entry: unknown). */
export function within(listed: Listed, e: Entry): boolean {
  if (!listed.truncated) return true;
  const last = listed.entries.at(-1);
  return !last || e.createdAt >= last.createdAt;
}
