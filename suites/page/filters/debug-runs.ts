/**
 * doc 2 Debug, GET /debug/runs, query `status` (`running`|`blocked`|`done`|`paused`|`failed`) and
 * `since` (integer min 0): only runs of that status; only runs from that time on. The items are
 * `object*`: a run is told apart as PAGE tells items apart, and checked on its own `status`
 * (PublicRun's name) when it carries it; every run whose own `status` matches is listed. The unit of timestamps is not shown (doc 1 Notation), so
 * `since` is only ever sent as a `createdAt` read from the same list; which time of a run it is
 * compared with is not shown either, so a run passes when any of its `…At` times is at or after it
 * (read.ts `sinceCase`).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { closedGroup, judgeFilters, num, readList, sinceCase, type FilterGroup } from "./read.ts";

const RUN_STATUSES = ["running", "blocked", "done", "paused", "failed"] as const;
const STATUS_DOC = "doc 2 Debug: GET /debug/runs `status`";
const SINCE_DOC = "doc 2 Debug: GET /debug/runs `since`";

export const debugRunsStatusFilter: Rule = {
  id: "PAGE-FILTER-DEBUG-RUNS-STATUS",
  title: "GET /debug/runs under `status` lists only runs of that status",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Debug (GET /debug/runs: query `status` running|blocked|done|paused|failed)",
  clauses: ["D2-DEBUG-RUNS-STATUS-FILTER"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listDebugRuns",
  check: async (c) => {
    const ref = { op: c.operation, params: {} };
    const all = await readList(c, ref, {}, { documented: STATUS_DOC });
    if (!all.items.length) c.notExercised(`${all.label} is empty: no run for the filter to keep or drop`);
    // The filter keeps every run whose own status matches (keepsEvery).
    const group = { ...closedGroup("status", RUN_STATUSES), keepsEvery: true };
    const j = await judgeFilters(c, ref, {}, all, [group], STATUS_DOC);
    if (!j.exercised.length) c.notExercised(`the filter could not be told apart: ${j.notes.join("; ")}`);
    c.pass(
      `${j.notes.join("; ")}; each filtered list is part of the unfiltered one, the five are disjoint, and a run carrying \`status\` has the value asked for`,
    );
  },
};

export const debugRunsSinceFilter: Rule = {
  id: "PAGE-FILTER-DEBUG-RUNS-SINCE",
  title: "GET /debug/runs under `since` lists only runs from that time on",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Debug (GET /debug/runs: query `since` integer min 0)",
  clauses: ["D2-DEBUG-RUNS-SINCE-FILTER"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listDebugRuns",
  check: async (c) => {
    const ref = { op: c.operation, params: {} };
    const all = await readList(c, ref, {}, { documented: SINCE_DOC });
    const stamps = all.items.map((r) => num(r, "createdAt"));
    if (!all.items.length || stamps.some((s) => s === undefined)) {
      c.notExercised(
        `the runs of ${all.label} ${all.items.length ? "do not all carry a numeric `createdAt`" : "are none"}: no time to send as \`since\` (the timestamp unit is not shown, so only a value read from the list is sent)`,
      );
    }
    const distinct = [...new Set(stamps as number[])].sort((a, b) => a - b);
    if (distinct.length < 2)
      c.notExercised(`every run of ${all.label} has the same createdAt: the filter has nothing to drop`);
    // A time with older runs behind it and runs at or after it.
    const since = Math.floor(distinct[Math.floor(distinct.length / 2)]);
    const group: FilterGroup = {
      param: "since",
      exclusive: false,
      cases: [sinceCase(since)],
    };
    const j = await judgeFilters(c, ref, {}, all, [group], SINCE_DOC);
    if (!j.exercised.length) c.notExercised(`since=${since} dropped nothing from ${all.label}: ${j.notes.join("; ")}`);
    c.pass(
      `since=${since} (a createdAt of the list; runs older than it exist): ${j.notes.join("; ")}; no listed run has every time of its own (\`…At\`) before it, inclusive or exclusive of the bound alike`,
    );
  },
};
