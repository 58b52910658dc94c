/**
 * doc 2 Debug, GET /debug/runs/{runId}/agent-context, query `stepIndex` (min 0): only the
 * dispatches of that step. The items are `object*`: a dispatch is told apart as PAGE tells items
 * apart; one dispatch belongs to one step, so the lists of two step indexes are disjoint; an item
 * carrying `stepIndex` (the query's name) is checked on it, and every dispatch whose own `stepIndex`
 * matches is listed; an empty unfiltered list beside a step's list holding dispatches fails. The run is the one PAGE walks for this
 * list (the target's run holding the most dispatches, lists.ts).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { judgeFilters, num, readList, type FilterGroup, ownList } from "./read.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { noneUnderFilters } from "./empty-unfiltered.ts";

const DOC = "doc 2 Debug: GET /debug/runs/{runId}/agent-context `stepIndex`";

export const agentContextStepFilter: Rule = {
  id: "PAGE-FILTER-DEBUG-AGENT-CONTEXT-STEP",
  title: "The agent-context list under `stepIndex` lists only dispatches of that step",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Debug (GET /debug/runs/{runId}/agent-context: query `stepIndex` min 0)",
  clauses: ["D2-DEBUG-AGENT-CONTEXT-STEP-FILTER"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listDebugRunAgentContext",
  check: async (c) => {
    const ref = await ownList(c);
    const all = await readList(c, ref, {}, { documented: DOC });
    await noneUnderFilters(
      c,
      ref,
      all,
      [0, 1, 2, 3].map((s) => ({ stepIndex: s })),
      DOC,
    );
    if (!all.items.length) c.notExercised(`${all.label} is empty: no dispatch for the filter to keep or drop`);
    // The steps the items name, else the first four step indexes.
    const named = [
      ...new Set(
        all.items
          .map((x) => num(x, "stepIndex"))
          .filter((v): v is number => v !== undefined && Number.isInteger(v) && v >= 0),
      ),
    ].slice(0, 4);
    const steps = named.length ? named : [0, 1, 2, 3];
    const group: FilterGroup = {
      param: "stepIndex",
      exclusive: true,
      keepsEvery: true,
      cases: steps.map((s) => ({
        param: "stepIndex",
        value: s,
        matches: (x) => (num(x, "stepIndex") === undefined ? undefined : num(x, "stepIndex") === s),
        shows: (x) => `stepIndex ${jsonText(x.stepIndex)}`,
      })),
    };
    const j = await judgeFilters(c, ref, {}, all, [group], DOC);
    if (!j.exercised.length)
      c.notExercised(`the filter could not be told apart on ${all.label}: ${j.notes.join("; ")}`);
    c.pass(
      `${all.label}, step indexes ${steps.join(", ")} (${named.length ? "named by the items' `stepIndex`" : "the items name no step: tried 0-3"}): ${j.notes.join("; ")}`,
    );
  },
};
