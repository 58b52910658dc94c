/**
 * doc 2 Tasks, GET /services/{serviceId}/tasks, query `status` (task status set): only tasks of
 * that status. PublicTask carries `status` (doc 1 Tasks), so every listed task is checked. From
 * the standard profile on the list is the suite's own service (tasks it created, all `planned`),
 * so the filter is exercised on any target; under safe, a service found on the target.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { findList } from "../lists.ts";
import { closedGroup, judgeFilters, readList } from "./read.ts";

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
    if (!j.exercised.length) c.notExercised(`the filter could not be told apart on ${all.label}: ${j.notes.join("; ")}`);
    c.pass(`${found.target.own ? "the suite's own service" : "a service of the target"}: ${j.notes.join("; ")}; every listed task's \`status\` is the one asked for`);
  },
};
