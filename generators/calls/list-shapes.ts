/**
 * Reading shapes the documents leave unshown (`object*` lists whose item array or cursor name is
 * not stated, doc 2 Endpoints conventions): the suite discovers them from the body rather than
 * assuming the reference server's names.
 */
import type { Operation } from "../../lib/contract/operations.ts";

/** The item array of a list body: the stated name (`x-paging.items`), else the only array of objects. */
export function itemsOf(op: Operation | null, body: unknown): unknown[] | null {
  if (!body || typeof body !== "object") return null;
  const rec = body as Record<string, unknown>;
  const stated = op?.paging?.items;
  if (stated) return Array.isArray(rec[stated]) ? (rec[stated] as unknown[]) : null;
  const arrays = Object.entries(rec).filter(
    ([, v]) => Array.isArray(v) && (v as unknown[]).every((x) => x !== null && typeof x === "object"),
  );
  return arrays.length === 1 ? (arrays[0][1] as unknown[]) : null;
}

/** The name of the item array, as `itemsOf` found it. */
export function itemsKey(op: Operation | null, body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  if (op?.paging?.items) return op.paging.items;
  const arrays = Object.entries(body as Record<string, unknown>).filter(([, v]) => Array.isArray(v));
  return arrays.length === 1 ? arrays[0][0] : null;
}

/**
 * How the suite reads a cursor field whose name the documents do not show (doc 2 Endpoints
 * conventions: "Cursor field names of list responses other than tasks and Kaizen entries: not
 * shown"), for messages that depend on it.
 */
export const CURSOR_READING =
  "the one field whose name contains `cursor`, else the one string-or-null field named like a continuation (`next…`, `after…`, `continuation…`, `…token`)";

/** The cursor field of a paged body: the stated name, else as CURSOR_READING says. */
export function cursorKey(op: Operation, body: unknown): string | null {
  if (op.paging?.cursor) return op.paging.cursor;
  if (!body || typeof body !== "object") return null;
  const rec = body as Record<string, unknown>;
  const keys = Object.keys(rec).filter((k) => /cursor/i.test(k));
  if (keys.length) return keys.length === 1 ? keys[0] : null;
  const loose = Object.keys(rec).filter(
    (k) => /^(next|after|continuation)|token$/i.test(k) && (typeof rec[k] === "string" || rec[k] === null),
  );
  return loose.length === 1 ? loose[0] : null;
}

/** The first string value of `field` among the items (an id to address one item). */
export function firstId(items: unknown[] | null, field: string): string | null {
  for (const it of items ?? []) {
    const v = (it as Record<string, unknown>)[field];
    if (typeof v === "string" && v.length > 0) return v;
  }
  return null;
}
