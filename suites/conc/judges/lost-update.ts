/**
 * CONC-LOST-UPDATE-TASK, passively: recorded reads and PATCHes of one task whose exchanges overlap in
 * time (a HAR entry's startedDateTime and time) are checked for linearizability against the model
 * the live rule uses (models/task-fields.ts), from a state not known before the first answer. A
 * task's exchanges that never overlap are left to the sequential judges: no race is in them. Judged
 * once the traffic ends (Judge `finish`), since a later entry may overlap an earlier one.
 */
import { checkHistory } from "../../../lib/history/checker.ts";
import type { Operation } from "../../../lib/history/model.ts";
import { timeline } from "../../../lib/history/timeline.ts";
import type { TrafficExchange } from "../../traffic/exchange.ts";
import { fail, type Judge, pass, type Verdict } from "../../traffic/judge.ts";
import type { Answer } from "../models/answer.ts";
import { type TaskText, type TaskTextInput, taskTextModel, textOf } from "../models/task-fields.ts";

type TextOp = Operation<TaskTextInput, Answer<TaskText>>;

/** The model's input for a recorded exchange, or null when it is none of a task's reads and PATCHes. */
function inputOf(x: TrafficExchange): TaskTextInput | null {
  const op = x.operation?.operationId;
  if (op === "getTask") return { read: true };
  if (op !== "updateTask") return null;
  let body: unknown;
  try {
    body = JSON.parse(x.requestBody ?? "");
  } catch {
    return null;
  }
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  const patch: Partial<TaskText> = {};
  if (typeof b.title === "string") patch.title = b.title;
  if (typeof b.description === "string") patch.description = b.description;
  return { patch };
}

/** Whether some two operations overlap in time (sorted by call, one's call before the other's return). */
function overlapping(ops: readonly TextOp[]): boolean {
  const sorted = [...ops].sort((a, b) => a.call - b.call);
  let reach = -Infinity;
  for (const o of sorted) {
    if (o.call <= reach) return true;
    reach = Math.max(reach, o.ret);
  }
  return false;
}

const DOCUMENTED =
  "an omitted request field keeps the stored value (doc 2 Versioning): each PATCH changes the field it names and keeps the other, whatever runs beside it";

export const lostUpdateJudge: Judge = {
  rule: "CONC-LOST-UPDATE-TASK",
  judges: "a task's reads and PATCHes that overlap in time: one order of them gives every answer",
  start: () => {
    const byTask = new Map<string, { ops: TextOp[]; exchanges: TrafficExchange[] }>();
    const feed = (x: TrafficExchange): Verdict[] => {
      const input = inputOf(x);
      const call = Date.parse(x.startedAt);
      if (!input || !Number.isFinite(call) || !x.params.taskId) return [];
      const ok = x.status >= 200 && x.status < 300 && x.jsonOk && x.json && typeof x.json === "object";
      const output = { status: x.status, body: ok ? textOf(x.json as Record<string, unknown>) : null };
      let task = byTask.get(x.params.taskId);
      if (!task) byTask.set(x.params.taskId, (task = { ops: [], exchanges: [] }));
      task.ops.push({ client: task.ops.length + 1, input, output, call, ret: call + x.durationMs });
      task.exchanges.push(x);
      return [];
    };
    const finish = (): Verdict[] =>
      [...byTask.entries()].flatMap(([taskId, { ops, exchanges }]) => {
        if (!overlapping(ops)) return [];
        const model = taskTextModel(null);
        const r = checkHistory(model, ops);
        const last = exchanges.at(-1)!;
        if (r.verdict === "linearizable")
          return [pass(last, `${ops.length} overlapping exchanges on task ${taskId} are linearizable`)];
        if (r.verdict === "too-large") return [];
        const cx = r.counterexample!;
        // Each recorded exchange is a client of its own: a HAR does not say which client sent what.
        const evidence = cx.window.map((o) => exchanges[(o.client as number) - 1]);
        return [
          fail(
            evidence.at(-1)!,
            `no order of the ${ops.length} exchanges on task ${taskId} gives the answers they got; the smallest window:\n${timeline(model, cx)}\n`,
            DOCUMENTED,
            { evidence },
          ),
        ];
      });
    return Object.assign(feed, { finish });
  },
};
