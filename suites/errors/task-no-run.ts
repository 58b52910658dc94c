/**
 * The run routes of a task that has no run (doc 2 Errors: "Client errors (validation, unauthorized,
 * not found, conflict, rate limit) are 4XX; server errors are 5XX"; doc 2 Tasks: stop, retry, run,
 * events). A task the suite created and never started has no run: a stop has nothing in flight, a
 * retry no failed run, and its run and events name no run. What each answers is not stated (doc 1:
 * task moves other than those listed are not shown), but the failure, if any, is the client's: never
 * a 5XX. Its events may be refused or opened; a stream the server opens and then closes carries a
 * terminal event (doc 2 Events, Streams), so one that closes with none, or breaks, fails too.
 */
import type { Rule } from "../../lib/rules/types.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { enc } from "../state/kit/api.ts";
import { guarded, must } from "../state/kit/verdicts.ts";
import { taskUnder } from "../state/task/fixtures.ts";
import { ownService } from "../../generators/calls/resources.ts";
import { read, quietWindowMs, summary } from "../events/streams.ts";
import { terminationFinding } from "../events/judges/frames.ts";
import { holds } from "../common/finding.ts";

const CLIENT_ERROR = "never a 5XX: a request on a task with no run is the client's error, a 4XX (doc 2 Errors)";

async function neverServerError(c: CheckContext, method: "GET" | "POST", path: string, key: string): Promise<string> {
  // Stop and retry take no body (doc 2 Tasks: no input).
  const r = await c.call(method, path, { key });
  must(r.status < 500, `${r.status} for ${method} ${path} of a task never started`, CLIENT_ERROR);
  return `${method} ${path.replace(/^\/tasks\/[^/]+/, "")} ${r.status}`;
}

export const taskNoRun: Rule = {
  id: "ERRORS-TASK-NO-RUN",
  title: "Stop, retry, the run and the events of a task never started are never answered with a 5XX",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Errors (client errors, conflict and not found among them, are 4XX); doc 2 Tasks (stop, retry, run, events); doc 2 Events, Streams (a terminal event ends a task run stream)",
  clauses: ["D2-ERR-CLASSES", "D2-EVENTS-TASK-TERMINAL"],
  profile: "standard",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const write = c.t.keys.write ?? c.t.keys.admin;
      const readKey = c.t.keys.read ?? c.t.keys.admin;
      const task = await taskUnder(c, await ownService(c), { title: "conformance task never started" });
      const at = `/tasks/${enc(task.taskId)}`;
      const seen = [
        await neverServerError(c, "GET", `${at}/run`, readKey),
        await neverServerError(c, "POST", `${at}/stop`, write),
        await neverServerError(c, "POST", `${at}/retry`, write),
      ];
      // A quiet stream is not an error: the read stops after a short window and judges only what the
      // server did (its status, and a close without a terminal event).
      const events = await read(c, `${at}/events`, { deadlineMs: quietWindowMs(c) });
      must(events.status < 500, `${events.status} for GET ${at}/events of a task never started`, CLIENT_ERROR);
      if (events.status === 200)
        holds(
          c,
          terminationFinding(events.frames, "task", `the stream of task ${task.taskId}`, events.ended),
          events.exchange,
        );
      seen.push(`GET /events ${summary(events)}`);
      c.pass(`task ${task.taskId}, never started: ${seen.join("; ")}`);
    }),
};
