/**
 * doc 2 Debug, GET /debug/runs/{runId}/tool-calls (`jobId`; `order` `recent`|`trajectory`;
 * `outcome` `ok`|`error`): "tool calls in call order; arguments and results retained only when the
 * deployment records agent context and the workspace has not opted out; a `bodies` indicator says
 * which". The items are `object*`.
 *
 * Filters: each filtered list is part of the unfiltered one (an empty unfiltered list beside an
 * `outcome` list holding calls fails), and keeps every call whose own field matches; `jobId` values are the ones the items
 * carry under that name; a call belongs to one job and has one outcome, so the lists of two values
 * are disjoint; an item carrying the field is checked on it. Order: the documents do not say which
 * of `recent` and `trajectory` is which order, nor that one reverses the other, so only that both
 * list the same calls is checked; without `order` the list is "in call order", read on the items'
 * `createdAt` (tool-calls-order.ts). The indicator: a field `bodies` on the list body (or, read
 * leniently, on every item); its values are not shown, so only its presence is checked.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { closedGroup, distinctStrings, identityFor, judgeFilters, readList, ownList, type Rec } from "./read.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { noneUnderFilters } from "./empty-unfiltered.ts";
import { callOrderNote } from "./tool-calls-order.ts";

const DOC = "doc 2 Debug: GET /debug/runs/{runId}/tool-calls";

export const toolCallsFilters: Rule = {
  id: "PAGE-FILTER-DEBUG-TOOL-CALLS",
  title:
    "The run's tool-call list under `jobId` or `outcome` lists only matching calls; `order` recent and trajectory list the same calls",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Debug (GET /debug/runs/{runId}/tool-calls: query jobId, outcome ok|error, order recent|trajectory)",
  clauses: ["D2-DEBUG-TOOL-CALLS-FILTERS", "D2-DEBUG-TOOL-CALLS-CALL-ORDER"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listDebugRunToolCalls",
  check: async (c) => {
    const ref = await ownList(c);
    const all = await readList(c, ref, {}, { documented: DOC });
    await noneUnderFilters(c, ref, all, [{ outcome: "ok" }, { outcome: "error" }], DOC);
    if (!all.items.length) c.notExercised(`${all.label} is empty: no call for a filter to keep or drop`);
    const callOrder = callOrderNote(c, all);
    // Each filter keeps every call whose own field matches (keepsEvery).
    const groups = [
      { ...closedGroup("jobId", distinctStrings(all.items, "jobId", 3)), keepsEvery: true },
      { ...closedGroup("outcome", ["ok", "error"]), keepsEvery: true },
    ];
    const j = await judgeFilters(c, ref, {}, all, groups, DOC);
    // order: the same calls either way (which order each value means is not stated).
    const id = identityFor(all);
    const recent = await readList(c, ref, { order: "recent" }, { documented: DOC });
    const trajectory = await readList(c, ref, { order: "trajectory" }, { documented: DOC });
    let order = "order not compared: a list too long to read whole";
    if (recent.complete && trajectory.complete) {
      const set = (xs: Rec[]) => xs.map(id.of).sort().join("\n");
      c.require(
        set(recent.items) === set(trajectory.items),
        `${recent.label} lists ${recent.items.length} call(s), ${trajectory.label} ${trajectory.items.length}, not the same calls`,
        `\`order\` orders the same calls (${DOC})`,
        recent.first.exchange,
      );
      order = `order recent and trajectory list the same ${recent.items.length} calls (which order each means is not stated: only the set is checked)`;
    }
    if (!j.exercised.length && !(recent.complete && trajectory.complete))
      c.notExercised(`nothing could be told apart on ${all.label}: ${j.notes.join("; ")}; ${order}`);
    c.pass(`${all.label}: ${j.notes.join("; ")}; ${order}; ${callOrder}`);
  },
};

export const toolCallsBodies: Rule = {
  id: "PAGE-DEBUG-TOOL-CALLS-BODIES-INDICATOR",
  title: "The run's tool-call list carries a `bodies` indicator",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Debug (GET /debug/runs/{runId}/tool-calls: a `bodies` indicator says which)",
  clauses: ["D2-DEBUG-TOOL-CALLS-BODIES"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listDebugRunToolCalls",
  check: async (c) => {
    const ref = await ownList(c);
    const r = await c.callOp(ref.op, { params: ref.params, query: { limit: 100 } });
    c.require(
      r.status === ref.op.status,
      `${r.status} for the tool-call list`,
      `${ref.op.status} (${DOC})`,
      r.exchange,
    );
    const body = (r.json ?? {}) as Rec;
    if ("bodies" in body && body.bodies !== undefined)
      c.pass(`the list body carries \`bodies\` = ${jsonText(body.bodies)} (its values are not shown: presence only)`);
    const items = (itemsOf(ref.op, body) ?? []) as Rec[];
    const everyItem = items.length > 0 && items.every((x) => x && x.bodies !== undefined);
    c.require(
      everyItem,
      `no \`bodies\` field on the list body (keys ${Object.keys(body).join(", ")})${items.length ? " nor on every item" : ""}`,
      `a \`bodies\` indicator says whether arguments and results are retained (${DOC})`,
      r.exchange,
    );
    c.pass(`every item carries \`bodies\` (read leniently: the indicator's place is not shown)`);
  },
};
