/**
 * doc 2 Kaizen, GET /kaizen/entries: `acknowledged` `true`|`false`; `settled` `true`|`false`;
 * `status` (`scheduled`|`running`|`complete`|`failed`); `agentKind` 1-120; `since` integer min 0.
 * PublicKaizenEntry carries `acknowledged`, `status`, `agentKind` and `createdAt` (doc 1), so every
 * listed entry is checked on its own field; "settled" is read from doc 1 States ("A grading is
 * settled when finished whatever it concluded"): `complete` and `failed` are settled, `scheduled`
 * and `running` are not (an entry of a status the documents do not list is not judged on it).
 * `agentKind` values are the target's own; `since` is a `createdAt` read from the list (the unit of
 * timestamps is not shown), and an entry passes when any of its `…At` times is at or after it
 * (which time `since` reads is not shown: read.ts `sinceCase`). Each exact filter keeps every entry
 * whose own field matches (`keepsEvery`), and an empty unfiltered list beside a filtered one that
 * lists entries fails (mutants listing nothing under a filter, or nothing without one, passed before).
 * Whether the target holds gradings is not discoverable: when the facts say it does
 * (`facts.kaizenEntries`, true on the reference server), an empty list fails.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { distinctStrings, judgeFilters, num, readList, sinceCase, str, type FilterGroup, type Rec } from "./read.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const DOC = "doc 2 Kaizen: GET /kaizen/entries";
const SETTLED: Record<string, boolean> = { complete: true, failed: true, scheduled: false, running: false };

function group(
  param: string,
  values: readonly (string | boolean)[],
  read: (x: Rec) => string | boolean | undefined,
  exclusive = true,
): FilterGroup {
  return {
    param,
    exclusive,
    keepsEvery: true,
    cases: values.map((v) => ({
      param,
      value: v,
      matches: (x: Rec) => (read(x) === undefined ? undefined : read(x) === v),
      shows: (x: Rec) => `${param} read as ${jsonText(read(x))}`,
    })),
  };
}

export const kaizenFilters: Rule = {
  id: "PAGE-FILTER-KAIZEN",
  title:
    "The Kaizen entry list under `acknowledged`, `settled`, `status`, `agentKind` or `since` lists only matching entries",
  level: "MUST",
  family: "PAGE",
  clause:
    "doc 2 Kaizen (GET /kaizen/entries: query acknowledged, settled, status, agentKind, since); doc 1 States (settled)",
  clauses: ["D2-KAIZEN-FILTERS"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listKaizenEntries",
  check: async (c) => {
    const ref = { op: c.operation, params: {} };
    const all = await readList(c, ref, {}, { documented: DOC });
    if (!all.items.length) {
      // A filter narrows the list: with nothing unfiltered, no filtered list may hold an entry.
      const probes = [
        ...[false, true].map((v) => ({ acknowledged: v })),
        ...[true, false].map((v) => ({ settled: v })),
        ...Object.keys(SETTLED).map((v) => ({ status: v })),
      ];
      for (const query of probes) {
        const some = await readList(c, ref, query, { documented: DOC, maxPages: 1 });
        c.require(
          some.items.length === 0,
          `${some.label} lists ${some.items.length} entries, though the unfiltered list ${all.label} is empty`,
          `a filter narrows the list: the filtered list is part of the unfiltered one (${DOC})`,
          some.first.exchange,
        );
      }
      c.require(
        c.t.info.facts?.kaizenEntries !== true,
        `${all.label} is empty, while the target holds Kaizen entries (facts.kaizenEntries)`,
        `at least one entry: the list holds the workspace's gradings (${DOC})`,
        all.first.exchange,
      );
      c.notExercised(
        `${all.label} is empty: no entry for a filter to keep or drop (set facts.kaizenEntries to true when the target holds gradings)`,
      );
    }
    const bool = (f: string) => (x: Rec) => (typeof x[f] === "boolean" ? (x[f] as boolean) : undefined);
    const groups = [
      group("acknowledged", [true, false], bool("acknowledged")),
      group("settled", [true, false], (x) => SETTLED[str(x, "status") ?? ""]),
      group("status", ["scheduled", "running", "complete", "failed"], (x) => str(x, "status")),
      group("agentKind", distinctStrings(all.items, "agentKind", 3), (x) => str(x, "agentKind")),
    ];
    const stamps = [
      ...new Set(all.items.map((x) => num(x, "createdAt")).filter((v): v is number => v !== undefined)),
    ].sort((a, b) => a - b);
    let since: number | null = null;
    if (stamps.length >= 2) {
      since = Math.floor(stamps[Math.floor(stamps.length / 2)]);
      const t = since;
      groups.push({
        param: "since",
        exclusive: false,
        cases: [sinceCase(t)],
      });
    }
    const j = await judgeFilters(c, ref, {}, all, groups, DOC);
    const notes =
      since === null ? [...j.notes, "since not exercised: fewer than two distinct createdAt on the list"] : j.notes;
    if (!j.exercised.length) c.notExercised(`no filter could be told apart on ${all.label}: ${notes.join("; ")}`);
    c.pass(`${notes.join("; ")}${since !== null ? ` (since=${since}, a createdAt read from the list)` : ""}`);
  },
};
