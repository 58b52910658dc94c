/**
 * One outbound webhook endpoint of the suite's own, as doc 2 Webhooks tells it (written from the
 * documents): PUT registers (a `url` is required when nothing is registered yet) or edits, and
 * every field a PUT omits keeps its stored value; `secret` is write-only and only `hasSecret` reads
 * back (doc 2 Authentication 10); GET reads `webhook` null when none; DELETE is idempotent (204).
 * Values a first registration leaves unset are not shown: the model learns them from the answer.
 */
import type { CheckContext } from "../../../../lib/rules/check.ts";
import { jsonText } from "../../../../lib/json/safe.ts";

export const FIELDS = ["url", "name", "enabled", "types", "runEvents", "alertEvents"] as const;
export type Field = (typeof FIELDS)[number];
export const ARRAYS: ReadonlySet<Field> = new Set(["types", "runEvents", "alertEvents"]);

export interface StoredHook {
  values: Partial<Record<Field, unknown>>;
  hasSecret: boolean | undefined;
}

export interface HookModel {
  stored: StoredHook | null;
}

export interface HookReal {
  c: CheckContext;
  id: string;
}

/** Arrays compare as sets (their order is not stated). */
export function sameValue(field: Field, a: unknown, b: unknown): boolean {
  if (ARRAYS.has(field) && Array.isArray(a) && Array.isArray(b))
    return jsonText([...a].sort()) === jsonText([...b].sort());
  return jsonText(a) === jsonText(b);
}
