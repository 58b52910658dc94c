/**
 * Keyset walks of a service's task list while tasks are created and deleted, as the documents state
 * them (doc 2 Endpoints conventions, "Keyset paging": a walk follows `nextCursor` until it is null,
 * serving each item once; doc 2 Tasks: POST /services/{serviceId}/tasks creates a task, DELETE
 * /tasks/{taskId} removes it; GET /services/{serviceId}/tasks lists the service's tasks). The
 * documents state no order and no snapshot, so the model holds a walk to two things only: no task is
 * served twice, and a task that lived through the whole walk — there when its first page was read,
 * not deleted before its last — is served. A task created or deleted during the walk may be served
 * or not. Each task is its own part of the history (its creation, its deletion, and the pages of the
 * walks it could meet), and the model's state is that task's: whether it lives, and, in the walk
 * under way, whether it lived when the walk began and has been served since.
 */
import type { History, Model, Operation } from "../../../lib/history/model.ts";

/** A walk's page `page` (1 for the first) of walk `walk`; `about`: the task of the part it was put in. */
export interface PageInput {
  walk: number;
  page: number;
  about?: string;
}

export type WalkInput = { create: true } | { remove: string } | PageInput;

/** What the model reads of an answer: its status, a created task's id, a page's task ids and whether its cursor is null. */
export interface WalkOutput {
  status: number;
  id?: string;
  ids?: string[];
  last?: boolean;
}

export interface TaskState {
  alive: boolean;
  /** It lived when the walk under way read its first page, and no deletion was placed since. */
  stable: boolean;
  /** The walk under way served it. */
  served: boolean;
}

export type WalkOperation = Operation<WalkInput, WalkOutput>;

const isPage = (i: WalkInput): i is PageInput => "walk" in i;
const refused = (o: WalkOutput) => o.status >= 400 && o.status < 500;
const succeeded = (o: WalkOutput) => o.status >= 200 && o.status < 300;

export function walkModel(): Model<TaskState, WalkInput, WalkOutput> {
  return {
    init: () => ({ alive: false, stable: false, served: false }),
    step: (s, input, out) => {
      if (refused(out)) return { ok: true, next: s };
      if (!succeeded(out)) return { ok: false, next: s };
      if ("create" in input) return { ok: true, next: { ...s, alive: true } };
      if ("remove" in input) return { ok: true, next: { ...s, alive: false, stable: false } };
      // A list the walk could not follow shows no task (the walk ends there): nothing to judge.
      if (out.ids === undefined) return { ok: true, next: s };
      const times = (out.ids ?? []).filter((id) => id === input.about).length;
      const first = input.page === 1;
      const twice = times > 1 || (!first && s.served && times > 0);
      const stable = first ? s.alive : s.stable;
      const served = (!first && s.served) || times > 0;
      const missed = out.last === true && stable && !served;
      return { ok: !twice && !missed, next: { alive: s.alive, stable, served } };
    },
    partition: partitionByTask,
    describe: (s) =>
      `${s.alive ? "lives" : "does not live"}; in the walk under way ${s.stable ? "lived at its start" : "did not live at its start"} and ${s.served ? "served" : "not served"}`,
    describeOperation: (input, out) => {
      if ("create" in input) return `POST task → ${out.status}${out.id ? ` ${out.id}` : ""}`;
      if ("remove" in input) return `DELETE ${input.remove} → ${out.status}`;
      const ids = out.ids ? ` [${out.ids.join(", ")}]${out.last ? " end" : ""}` : "";
      return `walk ${input.walk} page ${input.page}${input.about ? ` (of ${input.about})` : ""} → ${out.status}${ids}`;
    },
  };
}

/** A walk's span: from its first page's call to its last page's answer. */
interface Walk {
  pages: WalkOperation[];
  from: number;
  to: number;
  ids: Set<string>;
}

/**
 * One part a task: its creation and deletion, and the pages of every walk that could meet it (one
 * whose span meets the task's, from its creation's call to its deletion's answer, or one that served
 * it). A walk that ended before the creation was called, or began after the deletion answered, can
 * neither miss the task (it never lived through it) nor serve it twice unless it served it at all,
 * so leaving it out of the part changes no verdict. Creations refused (no id) are a part of their own.
 */
function partitionByTask(history: History<WalkInput, WalkOutput>): History<WalkInput, WalkOutput>[] {
  const walks = new Map<number, Walk>();
  const life = new Map<string, { ops: WalkOperation[]; from: number; to: number }>();
  const unnamed: WalkOperation[] = [];
  const task = (id: string) => {
    const known = life.get(id) ?? { ops: [], from: Infinity, to: Infinity };
    life.set(id, known);
    return known;
  };
  for (const o of history) {
    const input = o.input;
    if (isPage(input)) {
      const w = walks.get(input.walk) ?? { pages: [], from: o.call, to: o.ret, ids: new Set<string>() };
      w.pages.push(o);
      w.from = Math.min(w.from, o.call);
      w.to = Math.max(w.to, o.ret);
      for (const id of o.output.ids ?? []) w.ids.add(id);
      walks.set(input.walk, w);
    } else if ("create" in input) {
      if (o.output.id === undefined) unnamed.push(o);
      else Object.assign(task(o.output.id), { from: o.call }).ops.push(o);
    } else {
      const t = task(input.remove);
      t.ops.push(o);
      if (succeeded(o.output)) t.to = Math.min(t.to, o.ret);
    }
  }
  for (const w of walks.values()) for (const id of w.ids) task(id);
  const parts: History<WalkInput, WalkOutput>[] = unnamed.length ? [unnamed] : [];
  for (const [id, t] of life) {
    const met = [...walks.values()].filter((w) => w.ids.has(id) || (w.to >= t.from && w.from <= t.to));
    const pages = met.flatMap((w) => w.pages.map((p) => ({ ...p, input: { ...(p.input as PageInput), about: id } })));
    parts.push([...t.ops, ...pages]);
  }
  return parts;
}
