/**
 * Which concrete list a PAGE rule walks for a paged operation. Path ids come from the target
 * itself: a list's parent id is read from the parent list named by the path (`{serviceId}` from
 * GET /services, `{runId}` from GET /debug/runs), trying a few and keeping the one whose list holds
 * the most items. The one exception is a list the suite can fill itself (a paged list with a create
 * on the same path under a parent id: the service task list): from the standard profile on, the
 * suite walks its own service holding only tasks it created, so "the union of pages equals the
 * set" is checked on data it controls.
 */
import type { Operation, OperationIndex } from "../../lib/contract/operations.ts";
import { fillPath } from "../../lib/contract/path-matcher.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { memo } from "../../lib/run/target.ts";
import { cursorKey, itemsOf } from "../../generators/calls/list-shapes.ts";
import { ownService, ownTask } from "../../generators/calls/resources.ts";
import { identityOf } from "./walk.ts";

export interface ListTarget {
  op: Operation;
  params: Record<string, string>;
  /** The path with its ids filled in. */
  path: string;
  /** Items on a first page of limit 100 when the list was chosen (a hint for small limits). */
  size: number;
  /** True for the suite's own service task list. */
  own: boolean;
}

type Found = { ok: true; target: ListTarget } | { ok: false; reason: string };

/** Parent ids tried per path parameter. */
const PARENTS_TRIED = 5;
/** Tasks the suite creates in its own service: several pages at a small limit. */
export const OWN_TASKS = 7;

/** The paged lists the suite can fill on its own: a create (POST) on the same path under a parent id. */
export function fillable(op: Operation, index: OperationIndex): boolean {
  return (
    op.paging !== null &&
    op.method === "GET" &&
    op.pathParams.length > 0 &&
    index.all.some((o) => o.method === "POST" && o.path === op.path)
  );
}

/** The list a rule walks; not exercised when the target offers none (or, with `needItems`, an empty one). */
export async function listTarget(c: CheckContext, op: Operation, o: { needItems: boolean }): Promise<ListTarget> {
  const found = await findList(c, op);
  if (!found.ok) c.notExercised(found.reason);
  if (o.needItems && found.target.size === 0)
    c.notExercised(`${op.method} ${found.target.path} is empty on the target: nothing to page through`);
  return found.target;
}

export async function findList(c: CheckContext, op: Operation): Promise<Found> {
  if (fillable(op, c.t.index) && c.t.profile !== "safe") {
    const own = await ownTasks(c);
    const params = { [op.pathParams[0].name]: own.serviceId };
    return { ok: true, target: { op, params, path: fillPath(op.path, params), size: own.ids.size, own: true } };
  }
  return memo(c.t, `page:list:${op.operationId}`, () => discover(c, op));
}

// ---------------------------------------------------------------------------------------------
// The suite's own task list

export interface OwnTasks {
  serviceId: string;
  /** Every task the PAGE family created in its own service (the insert rule adds to it). */
  ids: Set<string>;
}

/**
 * The family's own tasks, as shared workspace state (lib/engine/locks.ts): the walks read the lists
 * they are in whole, PAGE-INSERT adds to them; so the walks never run while it inserts.
 */
const OWN_LISTS = "the paging family's own tasks";
export const readsOwnTasks = () => ({ reads: [OWN_LISTS] });
export const writesOwnTasks = () => ({ writes: [OWN_LISTS] });

export function ownTasks(c: CheckContext): Promise<OwnTasks> {
  return memo(c.t, "page:own-tasks", async () => {
    const serviceId = await ownService(c);
    const own: OwnTasks = { serviceId, ids: new Set() };
    for (let i = 0; i < OWN_TASKS; i++) await addOwnTask(c, own);
    return own;
  });
}

export async function addOwnTask(c: CheckContext, own: OwnTasks): Promise<string> {
  const task = await ownTask(c, { title: `conformance paging ${own.ids.size + 1}` });
  own.ids.add(task.taskId);
  return task.taskId;
}

// ---------------------------------------------------------------------------------------------
// Lists found on the target

async function discover(c: CheckContext, op: Operation): Promise<Found> {
  if (op.pathParams.length === 0) {
    const size = await sizeOf(c, op, {});
    return typeof size === "string"
      ? { ok: false, reason: size }
      : { ok: true, target: { op, params: {}, path: op.path, size, own: false } };
  }
  if (op.pathParams.length > 1)
    return { ok: false, reason: `${op.path} needs ${op.pathParams.length} path ids: the suite discovers one` };
  const name = op.pathParams[0].name;
  const ids = await parentIds(c, name);
  if (typeof ids === "string") return { ok: false, reason: ids };
  let best: ListTarget | null = null;
  const problems: string[] = [];
  for (const id of ids) {
    const params = { [name]: id };
    const size = await sizeOf(c, op, params);
    if (typeof size === "string") problems.push(size);
    else if (!best || size > best.size) best = { op, params, path: fillPath(op.path, params), size, own: false };
  }
  return best ? { ok: true, target: best } : { ok: false, reason: problems.join("; ") };
}

/** Items on a first page of limit 100, or why the list could not be read. */
async function sizeOf(c: CheckContext, op: Operation, params: Record<string, string>): Promise<number | string> {
  const r = await c.callOp(op, { params, query: { limit: 100 } });
  if (r.status !== op.status) return `${op.method} ${fillPath(op.path, params)}?limit=100 answered ${r.status}`;
  return itemsOf(op, r.json)?.length ?? 0;
}

/**
 * Ids for the path parameter `name` (`serviceId`, `runId`), read from the unparameterised GET list
 * whose last path segment names it (`/services`, `/debug/runs`).
 */
export async function parentIds(c: CheckContext, name: string): Promise<string[] | string> {
  const parent = c.t.index.all.find(
    (o) => o.method === "GET" && o.pathParams.length === 0 && `${singular(o.path.split("/").at(-1)!)}Id` === name,
  );
  if (!parent) return `no list of the contract names {${name}}`;
  const takesLimit = parent.queryParams.some((p) => p.name === "limit");
  const r = await c.callOp(parent, { query: takesLimit ? { limit: 10 } : undefined });
  if (r.status !== parent.status)
    return `${parent.method} ${parent.path} answered ${r.status}: no {${name}} to address the list with`;
  const items = itemsOf(parent, r.json);
  if (!items)
    return `the item array of ${parent.method} ${parent.path} cannot be told apart: no {${name}} to address the list with`;
  const body = r.json as Record<string, unknown>;
  const key = Object.entries(body).find(([, v]) => v === items)![0];
  const field = items.every((x) => typeof (x as Record<string, unknown>)[name] === "string")
    ? name
    : identityOf(key, items).field;
  const ids = field
    ? items
        .map((x) => (x as Record<string, unknown>)[field])
        .filter((v): v is string => typeof v === "string" && v.length > 0)
    : [];
  if (!ids.length)
    return `${parent.method} ${parent.path} lists no ${name.replace(/Id$/, "")} on the target: the lists under {${name}} cannot be addressed`;
  return ids.slice(0, PARENTS_TRIED);
}

function singular(segment: string): string {
  if (/ies$/.test(segment)) return `${segment.slice(0, -3)}y`;
  return segment.replace(/s$/, "");
}

// ---------------------------------------------------------------------------------------------
// A cursor of another list

/**
 * A cursor answered by a paged list other than `op` (the first, in contract order, that answers one
 * at limit 1); only lists the run's `--operation` selection admits are asked.
 */
export async function foreignCursor(
  c: CheckContext,
  op: Operation,
): Promise<{ cursor: string; from: ListTarget } | null> {
  for (const other of c.t.index.all) {
    if (!other.paging || other.operationId === op.operationId || !c.selects(other.operationId)) continue;
    const found = await findList(c, other);
    if (!found.ok || found.target.size < 2) continue;
    const r = await c.callOp(other, { params: found.target.params, query: { limit: 1 } });
    if (r.status !== 200) continue;
    const key = cursorKey(other, r.json);
    const v = key ? (r.json as Record<string, unknown>)[key] : undefined;
    if (typeof v === "string" && v.length > 0) return { cursor: v, from: found.target };
  }
  return null;
}
