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
import { jsonText } from "../../../lib/json/safe.ts";

/** Pages of entries read at most (each of up to 100 entries): the whole list of any workspace the suite is likely to meet. */
const MAX_PAGES = 50;
/** Distinct tasks looked up at most (each costs one read): those whose entries show a task, then those whose entries show none. */
const MAX_SHOWN = 16;
const MAX_NULL = 8;

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
      // Every page (issue 24): an entry of a deleted task may be anywhere in the workspace's history.
      const { entries, truncated } = await listEntries(c, {}, MAX_PAGES);
      if (!entries.length) inconclusive("the workspace has no Kaizen entry");
      const byTask = new Map<string, { entryId: string; task: unknown }[]>();
      for (const e of entries as unknown as { entryId: string; taskId?: unknown; task?: unknown }[]) {
        if (typeof e.taskId !== "string") continue;
        const list = byTask.get(e.taskId) ?? [];
        list.push({ entryId: e.entryId, task: e.task });
        byTask.set(e.taskId, list);
      }
      // Tasks of entries that still show a task first: those are the ones a stale view would betray;
      // then a few whose entries show none, the likely deleted ones, so a keeping server shows it.
      const tasks = [...byTask.entries()];
      const shows = ([, list]: (typeof tasks)[number]) => list.some((x) => x.task !== null);
      const order = [...tasks.filter(shows).slice(0, MAX_SHOWN), ...tasks.filter((t) => !shows(t)).slice(0, MAX_NULL)];
      let gone = 0;
      for (const [taskId, list] of order) {
        const r = await c.call("GET", `/tasks/${enc(taskId)}`, { key: c.t.keys.read ?? c.t.keys.admin });
        if (r.status !== 404) continue;
        gone++;
        for (const e of list) {
          must(
            e.task === null,
            `entry ${e.entryId} shows task ${jsonText(e.task)} while GET /tasks/${taskId} answers 404`,
            "`task` null when the task was deleted (doc 1 Kaizen entries)",
          );
        }
      }
      const read = `${entries.length} entries${truncated ? ` (the first ${MAX_PAGES} pages)` : ""}, ${order.length} of their ${tasks.length} tasks looked up`;
      if (!gone)
        inconclusive(`none of the tasks the entries name is deleted (GET /tasks/{taskId} answered no 404; ${read})`);
      c.pass(`${gone} deleted task(s): every entry of theirs carries task null (${read})`);
    }),
};
