/**
 * CONC-PAGING-UNDER-WRITES: each round one client walks the task list of a service of the suite's
 * own, a few tasks a page, following `nextCursor` to null, while the others create tasks in it and
 * delete tasks of it; the history is checked against models/task-walk.ts: no task served twice in a
 * walk, and every task that lived through the whole walk served. A server that pages by a count of
 * items served (an offset) under its cursor shifts the later pages whenever a task before the cursor
 * is deleted or one is inserted ahead of it: a task is skipped, or served twice.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { freshService, trackTask } from "../../generators/calls/resources.ts";
import { type TaskState, type WalkInput, type WalkOutput, walkModel } from "./models/task-walk.ts";
import { runRace, type Step } from "./race.ts";

type WalkStep = Step<WalkInput, WalkOutput>;

/** Tasks a page: small, so that a walk spans many pages and the writes land between them. */
const LIMIT = 3;
/** Writes each other client sends a round, one after another, so that they spread over the walk. */
const WRITES = 3;
/** Tasks a client, past which the writes only delete: walks stay a few dozen pages long. */
const LIVE_MAX = 3;
/** Pages a walk may take before it is given up (the cursor never null); never reached on a list this size. */
const MAX_PAGES = 200;

export const pagingUnderWrites: Rule = {
  id: "CONC-PAGING-UNDER-WRITES",
  title:
    "a keyset walk of a task list while others create and delete tasks serves none twice and misses none that lived through it",
  level: "MUST",
  family: "CONC",
  clause:
    'doc 2 Endpoints conventions ("Keyset paging": the page is followed until `nextCursor` is null); doc 2 Tasks, GET /services/{serviceId}/tasks',
  clauses: ["D2-CONV-PAGING-KEYSET", "D2-ROW-listServiceTasks"],
  profile: "standard",
  scope: "global",
  async check(c) {
    const serviceId = await freshService(c, "conformance paging race", "creating a service of the suite's own to walk");
    const list = `/services/${encodeURIComponent(serviceId)}/tasks`;
    /** Tasks created and not yet picked for deletion: what a round may delete. */
    const live: string[] = [];
    const create = (): WalkStep => ({
      input: { create: true },
      send: async () => {
        const r = await c.call<{ taskId?: unknown }>("POST", list, { body: { title: "conc paging" } });
        const id = r.status === 201 && typeof r.json?.taskId === "string" ? r.json.taskId : undefined;
        if (id !== undefined) {
          trackTask(c, id);
          live.push(id);
        }
        return { status: r.status, ...(id !== undefined ? { id } : {}) };
      },
    });
    const remove = (id: string): WalkStep => ({
      input: { remove: id },
      send: async () => ({ status: (await c.call("DELETE", `/tasks/${encodeURIComponent(id)}`)).status }),
    });
    // Walk `walk`'s pages, one after another; once a page ends the walk (or is refused) the rest are not sent.
    const walkSteps = (walk: number): WalkStep[] => {
      let cursor: string | undefined;
      let ended = false;
      return Array.from({ length: MAX_PAGES }, (_, i) => ({
        input: { walk, page: i + 1 },
        unless: () => ended,
        send: async () => {
          const query = { limit: LIMIT, cursor };
          const r = await c.call<{ tasks?: unknown; nextCursor?: unknown }>("GET", list, { query });
          const tasks = Array.isArray(r.json?.tasks) ? (r.json.tasks as { taskId?: unknown }[]) : null;
          const next = r.json?.nextCursor;
          const named = tasks?.every((t) => typeof t?.taskId === "string") ?? false;
          // A refusal, or a list the walk cannot follow or read (its shape is the SCHEMA family's to judge), ends it.
          if (r.status !== 200 || !named || (next !== null && typeof next !== "string")) {
            ended = true;
            return { status: r.status };
          }
          ended = next === null;
          cursor = next ?? undefined;
          return { status: r.status, ids: tasks!.map((t) => t.taskId as string), last: ended };
        },
      }));
    };
    const clients = c.t.info.raceClients;
    await runRace<TaskState, WalkInput, WalkOutput>(c, {
      model: walkModel(),
      what: `the task list of service ${serviceId} of the suite's own, walked ${LIMIT} a page while tasks are created and deleted`,
      documented:
        "keyset paging (doc 2 Endpoints conventions): a walk followed to a null `nextCursor` serves each item once, so no task twice, and every task there before the walk began and not deleted before it ended is served",
      before: Array.from({ length: clients }, create),
      // Client 1 walks; each other sends writes, a deletion of a task picked from those that live (each
      // task picked once) or a creation, half and half.
      step: (client, round, pick) => {
        if (client === 1) return walkSteps(round);
        return Array.from({ length: WRITES }, () => {
          const roll = pick();
          const deletes = live.length > 0 && (roll < 0.5 || live.length > LIVE_MAX * clients);
          return deletes ? remove(live.splice(Math.floor(pick() * live.length), 1)[0]) : create();
        });
      },
      unexercised: (history) => {
        const walked = history.some((o) => "walk" in o.input && o.output.last === true);
        const wrote = history.some((o) => !("walk" in o.input) && o.client > 0 && o.output.status < 300);
        return walked && wrote ? null : "no walk reached a null cursor while a creation or deletion was admitted";
      },
    });
  },
};
