/**
 * CONC-LOST-UPDATE-TASK: clients race PATCHes of a task's title and description (each naming one
 * field) and reads of it, on a task of the suite's own. doc 2 Versioning: "an omitted request field
 * keeps the stored value"; a server that reads the task, lets another write in, and writes back the
 * whole record it read loses the other write, and no order of the operations gives their answers.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { ownTask } from "../../generators/calls/resources.ts";
import { answerOf } from "./models/answer.ts";
import { type TaskText, type TaskTextInput, taskTextModel, textOf } from "./models/task-fields.ts";
import { runRace } from "./race.ts";

export const lostUpdateTask: Rule = {
  id: "CONC-LOST-UPDATE-TASK",
  title: "PATCHes of different task fields racing each other lose none of them",
  level: "MUST",
  family: "CONC",
  clause: 'doc 2 Versioning ("an omitted request field keeps the stored value"); doc 1 UpdatePublicTask',
  clauses: ["D2-VERSION-ABSENT-NULL", "D1-NOTATION-ABSENT-KEEPS", "D2-ROW-updateTask"],
  profile: "standard",
  scope: "global",
  async check(c) {
    const task = await ownTask(c, { title: "conc title 0", description: "conc description 0" });
    const path = `/tasks/${encodeURIComponent(task.taskId)}`;
    const read = { input: { read: true } as const, send: async () => answerOf(await c.call("GET", path), textOf) };
    await runRace<TaskText | null, TaskTextInput, ReturnType<typeof answerOf<TaskText>>>(c, {
      model: taskTextModel(textOf(task)),
      what: `task ${task.taskId}'s title and description`,
      documented:
        "an omitted request field keeps the stored value (doc 2 Versioning): each PATCH changes the field it names and keeps the other, whatever runs beside it",
      step: (client, round, pick) => {
        const roll = pick();
        if (roll < 0.2) return read;
        const field = roll < 0.6 ? "title" : "description";
        const patch = { [field]: `conc ${field} c${client}r${round}` };
        return {
          input: { patch },
          send: async () => answerOf(await c.call("PATCH", path, { body: patch }), textOf),
        };
      },
      // A read after each round: the task as it stands between rounds is known, so a round no order
      // fits is a failure of its own (lib/history/checker.ts), however many clients raced in it.
      between: () => [read],
    });
  },
};
