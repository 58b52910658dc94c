/**
 * doc 1 Kaizen entries: `task` PublicKaizenEntryTask|null, "null when the task was deleted". Read
 * from outside: an entry whose `taskId` no longer addresses a task (GET /tasks/{taskId} answers
 * 404) must carry `task` null. Only that direction is stated: a null `task` beside a live task is
 * not judged. Reads only, on the entries the workspace holds.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { enc } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { listEntries } from "./entries.ts";

/** Distinct tasks looked up at most (each costs one read). */
const MAX_TASKS = 12;

export const kaizenTaskDeleted: Rule = {
  id: "STATE-KAIZEN-TASK-DELETED",
  title: "A Kaizen entry whose task was deleted carries `task` null",
  level: "MUST",
  family: "STATE",
  clause: "doc 1 Kaizen entries (`task` PublicKaizenEntryTask|null: null when the task was deleted)",
  clauses: ["D1-KAIZEN-TASK-NULL-DELETED"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const { entries } = await listEntries(c, {}, 2);
      if (!entries.length) inconclusive("the workspace has no Kaizen entry");
      const byTask = new Map<string, { entryId: string; task: unknown }[]>();
      for (const e of entries as unknown as { entryId: string; taskId?: unknown; task?: unknown }[]) {
        if (typeof e.taskId !== "string") continue;
        const list = byTask.get(e.taskId) ?? [];
        list.push({ entryId: e.entryId, task: e.task });
        byTask.set(e.taskId, list);
      }
      // Tasks of entries that still show a task first: those are the ones a stale view would betray.
      const order = [...byTask.entries()].sort(([, a], [, b]) => Number(b.some((x) => x.task !== null)) - Number(a.some((x) => x.task !== null)));
      let gone = 0;
      for (const [taskId, list] of order.slice(0, MAX_TASKS)) {
        const r = await c.call("GET", `/tasks/${enc(taskId)}`, { key: c.t.keys.read ?? c.t.keys.admin });
        if (r.status !== 404) continue;
        gone++;
        for (const e of list) {
          must(e.task === null, `entry ${e.entryId} shows task ${JSON.stringify(e.task)} while GET /tasks/${taskId} answers 404`, "`task` null when the task was deleted (doc 1 Kaizen entries)");
        }
      }
      if (!gone) inconclusive(`none of the ${Math.min(order.length, MAX_TASKS)} tasks the entries name is deleted (GET /tasks/{taskId} answered no 404)`);
      c.pass(`${gone} deleted task(s): every entry of theirs carries task null`);
    }),
};
