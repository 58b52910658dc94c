/**
 * Timestamps on the wire. The clock counts epoch milliseconds (server/state/clock.ts), which is
 * what the reference writes; the documents leave the unit unshown (doc 1 Notation), so the variants
 * timestamps-fractional-seconds and timestamps-whole-seconds (server/variants/identifiers.ts) write
 * them as epoch seconds instead and read `since` in seconds. Only the wire changes: every stored
 * value and every comparison stays in milliseconds.
 */
import type { VariantName } from "../variants/index.ts";

type Variant = (name: VariantName) => boolean;

/** Fields holding a timestamp: every `…At`, and the few stated names that are not. */
const NAMED = new Set(["at", "since", "periodStart", "rolledUpThrough", "generatedAt"]);

function isStamp(key: string, value: unknown): value is number {
  // An epoch-millisecond value (after 1973); counters and sizes never come near it.
  return typeof value === "number" && value > 1e11 && (key.endsWith("At") || NAMED.has(key));
}

/** The unit the server writes timestamps in: 1 for milliseconds, else a divisor and whether to floor. */
function unit(variant: Variant): { whole: boolean } | null {
  if (variant("timestamps-whole-seconds")) return { whole: true };
  if (variant("timestamps-fractional-seconds")) return { whole: false };
  return null;
}

/** A JSON body with its timestamps in the wire unit (the same object when the unit is milliseconds). */
export function stampsToWire<T>(body: T, variant: Variant): T {
  const u = unit(variant);
  if (!u) return body;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== "object") return v;
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([k, x]) => [
        k,
        isStamp(k, x) ? (u.whole ? Math.floor(x / 1000) : x / 1000) : walk(x),
      ]),
    );
  };
  return walk(body) as T;
}

/**
 * The `since` filter of a list (jobs, Kaizen entries, debug runs): `since` as received, in the
 * wire unit; the reference keeps items created at or after it (VARIANT since-exclusive: after it).
 */
export function sinceFilter(since: number | undefined, variant: Variant): (createdAt: number) => boolean {
  if (since === undefined) return () => true;
  const ms = unit(variant) ? since * 1000 : since;
  if (variant("since-exclusive")) return (createdAt) => createdAt > ms;
  return (createdAt) => createdAt >= ms;
}
