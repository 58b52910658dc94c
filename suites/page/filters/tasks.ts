/**
 * doc 2 Tasks, GET /services/{serviceId}/tasks, query `status` (task status set): only tasks of
 * that status. PublicTask carries `status` (doc 1 Tasks), so every listed task is checked. From
 * the standard profile on the list is the suite's own service (tasks it created, all `planned`),
 * so the filter is exercised on any target; under safe, a service found on the target.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { findList } from "../lists.ts";
import { closedGroup, judgeFilters, readList, type ListRead, type ListRef, type Rec } from "./read.ts";

const TASK_STATUSES = ["planned", "ready", "in_progress", "blocked", "pr_ready", "done"] as const;
const DOC = "doc 2 Tasks: GET /services/{serviceId}/tasks `status`";

export const tasksStatusFilter: Rule = {
  id: "PAGE-FILTER-TASKS-STATUS",
  title: "The service task list under `status` lists only tasks of that status",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Tasks (GET /services/{serviceId}/tasks: query `status`, task status set)",
  clauses: ["D2-TASKS-LIST-STATUS-FILTER"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listServiceTasks",
  check: async (c) => {
    const found = await findList(c, c.operation);
    if (!found.ok) return c.notExercised(found.reason);
    const ref = { op: c.operation, params: found.target.params };
    const all = await readList(c, ref, {}, { documented: DOC });
    if (!all.items.length) c.notExercised(`${all.label} is empty: no task for the filter to keep or drop`);
    const group = closedGroup("status", TASK_STATUSES);
    const j = await judgeFilters(c, ref, {}, all, [group], DOC);
    if (!j.exercised.length)
      c.notExercised(`the filter could not be told apart on ${all.label}: ${j.notes.join("; ")}`);
    const kept = await keepsEveryMatch(c, ref, all);
    c.pass(
      `${found.target.own ? "the suite's own service" : "a service of the target"}: ${j.notes.join("; ")}; every listed task's \`status\` is the one asked for; ${kept}`,
    );
  },
};

/**
 * The filter selects the tasks of the subtree with that status, so it keeps each of them, not only
 * drops the others (an always-empty filtered list lists "only tasks of that status" too). Judged on
 * an unfiltered list read whole; a task missing is looked for again once, with the unfiltered list
 * re-read, since a task of a target's service may have changed status meanwhile.
 */
async function keepsEveryMatch(c: CheckContext, ref: ListRef, all: ListRead): Promise<string> {
  if (!all.complete) return "the unfiltered list was not read whole: that each task of a status is kept is not judged";
  const idOf = (t: Rec) => (typeof t.taskId === "string" ? t.taskId : undefined);
  const statuses = [...new Set(all.items.map((t) => t.status).filter((s): s is string => typeof s === "string"))];
  for (const status of statuses) {
    const want = (items: Rec[]) =>
      items
        .filter((t) => t.status === status)
        .map(idOf)
        .filter((id): id is string => id !== undefined);
    const listed = async () => {
      const r = await readList(c, ref, { status }, { documented: DOC });
      return { r, ids: new Set(r.items.map(idOf)) };
    };
    let { r, ids } = await listed();
    let missing = want(all.items).filter((id) => !ids.has(id));
    if (missing.length) {
      const again = await readList(c, ref, {}, { documented: DOC });
      ({ r, ids } = await listed());
      const still = new Set(want(again.items));
      missing = missing.filter((id) => still.has(id) && !ids.has(id));
    }
    if (!r.complete) continue;
    c.require(
      missing.length === 0,
      `${r.label} leaves out ${missing.slice(0, 3).join(", ")}, of status ${status} in the unfiltered list (both read twice)`,
      `every task of the subtree with that status (${DOC})`,
      r.first.exchange,
    );
  }
  return `each task of ${statuses.join(", ")} is kept under its status`;
}
