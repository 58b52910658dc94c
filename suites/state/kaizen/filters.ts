/**
 * doc 2 Kaizen, GET /kaizen/entries: "Drainable backlog = `acknowledged=false` with `settled=true`;
 * `acknowledged=false` alone also returns in-flight gradings". Reads only: checked on any target.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { IN_FLIGHT_GRADING, listEntries, readEntry, within } from "./entries.ts";

export const kaizenFilters: Rule = {
  id: "STATE-KAIZEN-FILTERS",
  title:
    "acknowledged=false&settled=true is the drainable backlog; acknowledged=false alone also returns in-flight gradings",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Kaizen (GET /kaizen/entries: drainable backlog; acknowledged=false alone); doc 1 States (Kaizen: settled)",
  clauses: ["D2-KAIZEN-DRAINABLE-BACKLOG"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const all = await listEntries(c, {}, 2);
      if (!all.entries.length) inconclusive("the workspace has no Kaizen entry");
      const inFlight = [
        ...(await listEntries(c, { status: "scheduled" }, 2)).entries,
        ...(await listEntries(c, { status: "running" }, 2)).entries,
      ];
      const backlog = await listEntries(c, { acknowledged: "false", settled: "true" });
      for (const e of backlog.entries) {
        must(
          e.acknowledged === false && !IN_FLIGHT_GRADING.has(e.status),
          `entry ${e.entryId} (${e.status}, acknowledged ${e.acknowledged}) in the drainable backlog`,
          "only unacknowledged settled entries (doc 2 Kaizen: acknowledged=false with settled=true)",
        );
      }
      const unacked = await listEntries(c, { acknowledged: "false" });
      for (const e of unacked.entries) {
        must(
          e.acknowledged === false,
          `acknowledged entry ${e.entryId} in GET /kaizen/entries?acknowledged=false`,
          "only unacknowledged entries (doc 2 Kaizen)",
        );
      }
      // Completeness, re-reading an entry before calling it missing (it may have moved meanwhile).
      const inUnacked = new Set(unacked.entries.map((e) => e.entryId));
      let inFlightSeen = 0;
      for (const e of inFlight.filter((x) => !x.acknowledged && within(unacked, x))) {
        if (inUnacked.has(e.entryId)) {
          inFlightSeen++;
          continue;
        }
        const now = await readEntry(c, e.entryId);
        must(
          now.acknowledged,
          `in-flight entry ${e.entryId} (${e.status}, unacknowledged) missing from GET /kaizen/entries?acknowledged=false`,
          "acknowledged=false alone also returns in-flight gradings (doc 2 Kaizen)",
        );
      }
      const inBacklog = new Set(backlog.entries.map((e) => e.entryId));
      for (const e of all.entries.filter(
        (x) => !x.acknowledged && !IN_FLIGHT_GRADING.has(x.status) && within(backlog, x),
      )) {
        if (inBacklog.has(e.entryId)) continue;
        const now = await readEntry(c, e.entryId);
        must(
          now.acknowledged || IN_FLIGHT_GRADING.has(now.status),
          `settled unacknowledged entry ${e.entryId} (${e.status}) missing from the drainable backlog`,
          "the backlog holds every unacknowledged settled entry (doc 2 Kaizen)",
        );
      }
      c.pass(
        `backlog of ${backlog.entries.length} unacknowledged settled entries; acknowledged=false returned ${unacked.entries.length}, ${inFlightSeen} of them in flight`,
      );
    }),
};
