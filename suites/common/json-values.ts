/**
 * The values of a JSON body the target sent, walked without recursion and to a bounded depth: a
 * target may nest a body 100,000 deep or give it a million fields, and a check that walks it must
 * neither run out of stack nor spread it into one call.
 */

/** A JSON object (not null, not an array), as a table of its members. */
export type JsonObject = Record<string, unknown>;
export const isJsonObject = (v: unknown): v is JsonObject => v !== null && typeof v === "object" && !Array.isArray(v);

/** Levels of nesting read: no shape of the contract nests near it, and a deeper value is not read. */
export const JSON_DEPTH = 64;

export interface JsonValue {
  value: unknown;
  /** The member name, for a value held by an object (not for an array item, nor the root). */
  key?: string;
}

/** `v` and every value nested in it, depth first in document order, down to JSON_DEPTH levels. */
export function* valuesIn(v: unknown): Generator<JsonValue> {
  const stack: (JsonValue & { depth: number })[] = [{ value: v, depth: 0 }];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    yield at.key === undefined ? { value: at.value } : { value: at.value, key: at.key };
    const { value, depth } = at;
    if (depth >= JSON_DEPTH || value === null || typeof value !== "object") continue;
    // Children pushed last first, so that they come out in document order.
    if (Array.isArray(value))
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1 });
    else {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i][1], key: entries[i][0], depth: depth + 1 });
    }
  }
}
