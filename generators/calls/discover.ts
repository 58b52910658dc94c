/**
 * What the recipes build requests from, found by reading the target (never assumed): services and
 * their tasks (names stated: `services[].serviceId`, `tasks[].taskId`, `tasks[].runId`), runs, jobs,
 * repositories… Each discovery is made once per run (memo) and reads only. Where the documents leave
 * an item's field names unshown, the candidates are every string field named like an id, tried in
 * order until the target admits one.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { memo } from "../../lib/run/target.ts";
import { itemsOf } from "./list-shapes.ts";
import { firstPageWithItems } from "./pages.ts";

export type Item = Record<string, unknown>;

/** How many parents (services, runs…) a discovery walks at most. */
const WALK = 5;

function str(v: unknown): string | null {
  return typeof v === "string" && v.length > 0 ? v : null;
}

function enc(id: string): string {
  return encodeURIComponent(id);
}

/**
 * The JSON body of a GET when it answered 200, else undefined; on a keyset-paged list, of the first
 * page that holds items (an empty page may still carry a cursor: list-shapes.ts).
 */
export async function getJson(
  c: CheckContext,
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
): Promise<unknown> {
  const r = await firstPageWithItems(c, path, { query });
  return r.status === 200 && r.jsonOk ? r.json : undefined;
}

/** The items of a list whose item array may be unnamed (the only array of objects). */
export async function listItems(
  c: CheckContext,
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
): Promise<Item[]> {
  const body = await getJson(c, path, query);
  const op = c.t.index.match("GET", path)?.operation ?? null;
  return ((itemsOf(op, body) ?? []) as unknown[]).filter(
    (x): x is Item => !!x && typeof x === "object" && !Array.isArray(x),
  );
}

/** Values of `preferred` fields first, then of every other string field named like an id. */
export function idCandidates(item: Item, preferred: string[], exclude: string[] = []): string[] {
  const out: string[] = [];
  const add = (v: unknown) => {
    const s = str(v);
    if (s && !out.includes(s)) out.push(s);
  };
  for (const f of preferred) add(item[f]);
  for (const [k, v] of Object.entries(item)) if (/id$/i.test(k) && !exclude.includes(k)) add(v);
  return out;
}

/** GET /services: `services[].serviceId` (doc 1 PublicServiceList). */
export function serviceIds(c: CheckContext): Promise<string[]> {
  return memo(c.t, "op:services", async () => {
    const body = (await getJson(c, "/services")) as { services?: Item[] } | undefined;
    return (body?.services ?? []).map((s) => str(s?.serviceId)).filter((x): x is string => x !== null);
  });
}

/** The first page of tasks of the first services (doc 1 PublicTaskList `tasks`). */
export function tasks(c: CheckContext): Promise<Item[]> {
  return memo(c.t, "op:tasks", async () => {
    const out: Item[] = [];
    for (const id of (await serviceIds(c)).slice(0, WALK)) {
      const body = (await getJson(c, `/services/${enc(id)}/tasks`, { limit: 100 })) as { tasks?: Item[] } | undefined;
      for (const t of body?.tasks ?? []) if (str(t?.taskId)) out.push(t);
    }
    return out;
  });
}

/** Tasks that have a run (`runId` not null, doc 1 PublicTask). */
export async function tasksWithRun(c: CheckContext): Promise<Item[]> {
  return (await tasks(c)).filter((t) => str(t.runId));
}

/**
 * Run ids: those of tasks (a stated field), then those GET /debug/runs lists (its item fields are
 * not shown: a `runId` field is used only when present).
 */
export function runIds(c: CheckContext): Promise<string[]> {
  return memo(c.t, "op:runs", async () => {
    const ids = (await tasksWithRun(c)).map((t) => t.runId as string);
    for (const it of await listItems(c, "/debug/runs", { limit: 20 })) {
      const id = str(it.runId);
      if (id) ids.push(id);
    }
    return [...new Set(ids)];
  });
}

/** Jobs GET /jobs lists (item array and fields not shown). */
export function jobItems(c: CheckContext): Promise<Item[]> {
  return memo(c.t, "op:jobs", () => listItems(c, "/jobs", { limit: 20 }));
}

/** Owner and name of the linked repositories GET /repos lists (row fields not shown: `owner` + `name`, or an `owner/name` string). */
export function linkedRepos(c: CheckContext): Promise<{ owner: string; name: string }[]> {
  return memo(c.t, "op:repos", async () => {
    const out: { owner: string; name: string }[] = [];
    for (const row of await listItems(c, "/repos")) {
      const owner = str(row.owner);
      const name = str(row.name);
      if (owner && name && !owner.includes("/") && !name.includes("/")) {
        out.push({ owner, name });
        continue;
      }
      const full = Object.values(row)
        .map(str)
        .find((v) => v !== null && /^[^/\s]+\/[^/\s]+$/.test(v));
      if (full) {
        const [o, n] = full.split("/");
        out.push({ owner: o, name: n });
      }
    }
    return out;
  });
}

/** Items of one list under each of the first runs (debug telemetry, artifacts…), with their run. */
export function itemsUnderRuns(
  c: CheckContext,
  path: (runId: string) => string,
  query?: Record<string, string | number>,
): Promise<{ runId: string; item: Item }[]> {
  return memo(c.t, `op:under-runs:${path("{runId}")}`, async () => {
    const out: { runId: string; item: Item }[] = [];
    for (const runId of (await runIds(c)).slice(0, WALK)) {
      for (const item of await listItems(c, path(enc(runId)), query)) out.push({ runId, item });
    }
    return out;
  });
}

/** Ends the check as not exercised when `list` is empty. */
export function need<T>(c: CheckContext, list: T[], reason: string): T[] {
  if (!list.length) c.notExercised(reason);
  return list;
}
