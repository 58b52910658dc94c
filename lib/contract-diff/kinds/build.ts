/** Small builders the kind tables share, so each row stays a row. */
import { child } from "../pointer.ts";
import { same } from "../compare.ts";
import type { ChangeKind, Finding, Site } from "../types.ts";

export function finding(
  old: unknown,
  neu: unknown,
  oldPointer: string | null,
  newPointer: string | null,
  more: { field?: string; detail?: string } = {},
): Finding {
  return { old: old === undefined ? null : old, new: neu === undefined ? null : neu, oldPointer, newPointer, ...more };
}

/** Types a table: each row's detector receives the site its `site` names. */
export function kinds<S extends Site>(rows: ChangeKind<S>[]): ChangeKind<S>[] {
  return rows;
}

type Obj = Record<string, unknown> | undefined;

/** The keys (among those `select` keeps) whose values differ between two objects, one finding each. */
export function keyChanges(
  old: Obj,
  neu: Obj,
  oldPointer: string | null,
  newPointer: string | null,
  select: (key: string) => boolean,
): Finding[] {
  if (!old || !neu) return [];
  const keys = [...new Set([...Object.keys(old), ...Object.keys(neu)])].filter(select);
  return keys
    .filter((k) => !same(old[k], neu[k]))
    .map((k) =>
      finding(
        old[k],
        neu[k],
        old[k] === undefined || oldPointer === null ? null : child(oldPointer, k),
        neu[k] === undefined || newPointer === null ? null : child(newPointer, k),
        { detail: k },
      ),
    );
}

/** A member present on one side only: `added` (new only) or `removed` (old only). */
export function presence(
  s: { old?: unknown; new?: unknown; oldPointer?: string | null; newPointer?: string | null },
  which: "added" | "removed",
  describe: (v: unknown) => unknown = (v) => v,
): Finding[] {
  if (which === "added" && !s.old && s.new) return [finding(null, describe(s.new), null, s.newPointer ?? null)];
  if (which === "removed" && s.old && !s.new) return [finding(describe(s.old), null, s.oldPointer ?? null, null)];
  return [];
}
