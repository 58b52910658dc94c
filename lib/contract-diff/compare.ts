/**
 * How two values of a schema keyword relate, in the terms the change kinds need: does the new
 * value admit more (wider), less (narrower), or something else (changed)? The kinds then judge it
 * by direction: a wider request is an addition, a wider response is not.
 */
import { isDeepStrictEqual } from "node:util";
import type { JsonSchema } from "../contract/types.ts";
import type { SchemaNode } from "./types.ts";

export type Effect = "wider" | "narrower" | "changed";

export const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** Upper bounds: lowering one, or stating one where none was, admits less. */
const UPPER = ["maxLength", "maximum", "exclusiveMaximum", "maxItems", "maxProperties"] as const;
/** Lower bounds: raising one, or stating one where none was, admits less. */
const LOWER = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties"] as const;
/** Constraints with no order: stating one admits less, dropping it admits more, changing it is neither. */
const OTHER = ["pattern", "format", "const", "multipleOf", "uniqueItems"] as const;

/** Every keyword `constraintChanges` judges (the walk's list of what it knows). */
export const CONSTRAINT_KEYWORDS: readonly string[] = [...UPPER, ...LOWER, ...OTHER];

export interface ConstraintChange {
  keyword: string;
  old: unknown;
  new: unknown;
  effect: Effect;
}

function bound(o: unknown, n: unknown, upper: boolean): Effect {
  if (typeof o !== "number" || typeof n !== "number") {
    // 3.0's boolean exclusiveMinimum/Maximum, or a non-number: judged as a switch.
    if (o === undefined || o === false) return "narrower";
    if (n === undefined || n === false) return "wider";
    return "changed";
  }
  return (upper ? n < o : n > o) ? "narrower" : "wider";
}

/** The constraint keywords whose values differ between two schemas, each with its effect. */
export function constraintChanges(o: JsonSchema, n: JsonSchema): ConstraintChange[] {
  const out: ConstraintChange[] = [];
  for (const keyword of CONSTRAINT_KEYWORDS) {
    const ov = o[keyword];
    const nv = n[keyword];
    if (same(ov, nv)) continue;
    let effect: Effect;
    if ((UPPER as readonly string[]).includes(keyword)) effect = bound(ov, nv, true);
    else if ((LOWER as readonly string[]).includes(keyword)) effect = bound(ov, nv, false);
    else if (keyword === "uniqueItems") effect = nv === true ? "narrower" : "wider";
    else effect = ov === undefined ? "narrower" : nv === undefined ? "wider" : "changed";
    out.push({ keyword, old: ov ?? null, new: nv ?? null, effect });
  }
  return out;
}

/** Whether type set `a` admits every value of type set `b` (empty: any type; integer is a number). */
function admits(a: string[], b: string[]): boolean {
  if (!a.length) return true;
  if (!b.length) return false;
  return b.every((t) => a.includes(t) || (t === "integer" && a.includes("number")));
}

/** How the stated types moved (null aside: nullability is its own change). */
export function typeEffect(o: SchemaNode, n: SchemaNode): Effect | null {
  const a = [...o.types].sort();
  const b = [...n.types].sort();
  if (same(a, b)) return null;
  if (admits(b, a)) return "wider";
  if (admits(a, b)) return "narrower";
  return "changed";
}

/** The closed set of a schema (enum, null aside), or null when it states none. */
export function enumOf(s: JsonSchema): unknown[] | null {
  return Array.isArray(s.enum) ? s.enum.filter((v) => v !== null) : null;
}

/** Values of `a` that `b` lacks. */
export function missing(a: unknown[], b: unknown[]): unknown[] {
  return a.filter((v) => !b.some((w) => same(v, w)));
}

/**
 * What an object admits beyond the fields it names, from most to least: anything (`true` or
 * unstated), values of one schema (a map), nothing (`false`).
 */
export function openness(s: JsonSchema): number {
  const a = s.additionalProperties;
  return a === undefined || a === true ? 2 : a === false ? 0 : 1;
}
const OPENNESS = ["closed (additionalProperties: false)", "a map of one schema", "open"];
export const opennessName = (level: number) => OPENNESS[level]!;

export const requiredOf = (s: JsonSchema): string[] => (Array.isArray(s.required) ? (s.required as string[]) : []);
export const propertiesOf = (s: JsonSchema): Record<string, unknown> =>
  (s.properties !== null && typeof s.properties === "object" ? s.properties : {}) as Record<string, unknown>;
