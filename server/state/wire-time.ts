/**
 * Timestamps on the wire. The clock counts epoch milliseconds (server/state/clock.ts), which is
 * what the reference writes; the documents leave the unit unshown (doc 1 Notation), so a server may
 * write them as epoch seconds instead and read `since` in seconds (the behaviour
 * "wire.timestampUnit"). Only the wire changes: every stored value and every comparison stays in
 * milliseconds.
 */
import type { BehaviourLookup } from "./behaviours.ts";

/** The unit timestamps are written in: null for milliseconds, else seconds, whole or fractional. */
export type WireUnit = { whole: boolean } | null;

declare module "./behaviours.ts" {
  interface Behaviours {
    /** doc 1 Notation: the unit of a timestamp on the wire; the reference writes epoch milliseconds. */
    "wire.timestampUnit": WireUnit;
    /** The `since` filter of a list (jobs, Kaizen entries, debug runs): the reference keeps items created at or after it. */
    "wire.sinceKeeps": "at or after" | "after";
  }
}

/** Fields holding a timestamp: every `…At`, and the few stated names that are not. */
const NAMED = new Set(["at", "since", "periodStart", "rolledUpThrough", "generatedAt"]);

function isStamp(key: string, value: unknown): value is number {
  // An epoch-millisecond value (after 1973); counters and sizes never come near it.
  return typeof value === "number" && value > 1e11 && (key.endsWith("At") || NAMED.has(key));
}

/** A JSON body with its timestamps in the wire unit (the same object when the unit is milliseconds). */
export function stampsToWire<T>(body: T, unit: WireUnit): T {
  if (!unit) return body;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== "object") return v;
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([k, x]) => [
        k,
        isStamp(k, x) ? (unit.whole ? Math.floor(x / 1000) : x / 1000) : walk(x),
      ]),
    );
  };
  return walk(body) as T;
}

/**
 * The `since` filter of a list (jobs, Kaizen entries, debug runs): `since` as received, in the
 * wire unit, read with the server's behaviours in force.
 */
export function sinceFilter(
  since: number | undefined,
  server: { behaviour: BehaviourLookup },
): (createdAt: number) => boolean {
  if (since === undefined) return () => true;
  const ms = server.behaviour("wire.timestampUnit", null) ? since * 1000 : since;
  if (server.behaviour("wire.sinceKeeps", "at or after") === "after") return (createdAt) => createdAt > ms;
  return (createdAt) => createdAt >= ms;
}
