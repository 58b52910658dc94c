/**
 * JSON text and JSON equality for values a target sent, without recursion limits. JSON.stringify and
 * util.isDeepStrictEqual recurse once per level and throw a RangeError some 5,000 levels down, and
 * a target may nest an undocumented field 100,000 deep: a check that quoted or compared such an
 * answer crashed, and a crash is a failure blamed on the target. These give the same result as the
 * built-ins for every value they can handle.
 */

/** Levels kept when a value too deep to serialise is quoted: no shape of the contract nests near it. */
export const QUOTED_DEPTH = 64;

type Replacer = ((this: unknown, key: string, value: unknown) => unknown) | null;

/** JSON.stringify, except that a value nested too deep for it is quoted cut at QUOTED_DEPTH levels. */
export function jsonText(value: unknown, replacer?: Replacer, space?: string | number): string {
  try {
    return JSON.stringify(value, replacer ?? undefined, space);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return JSON.stringify(cutAt(value, QUOTED_DEPTH), replacer ?? undefined, space);
  }
}

/** A copy of `value` whose containers below `depth` levels are replaced by a note saying so, made without recursion. */
export function cutAt(value: unknown, depth: number): unknown {
  const note = `… (nested deeper than ${depth} levels)`;
  const copyOf = (v: unknown): unknown => (v === null || typeof v !== "object" ? v : Array.isArray(v) ? [] : {});
  const root = copyOf(value);
  const stack: { from: object; to: Record<string, unknown>; level: number }[] = [];
  if (root !== null && typeof root === "object")
    stack.push({ from: value as object, to: root as Record<string, unknown>, level: 1 });
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    for (const [k, v] of Object.entries(at.from)) {
      if (v === null || typeof v !== "object") {
        at.to[k] = v;
      } else if (at.level >= depth) {
        at.to[k] = note;
      } else {
        const copy = copyOf(v) as Record<string, unknown>;
        at.to[k] = copy;
        stack.push({ from: v as object, to: copy, level: at.level + 1 });
      }
    }
  }
  return root;
}

/**
 * util.isDeepStrictEqual for JSON values (plain objects, arrays, strings, numbers, booleans, null,
 * and undefined for a missing member), compared without recursion.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    const [x, y] = at;
    if (Object.is(x, y)) continue;
    if (x === null || y === null || typeof x !== "object" || typeof y !== "object") return false;
    if (Array.isArray(x) !== Array.isArray(y) || Object.getPrototypeOf(x) !== Object.getPrototypeOf(y)) return false;
    const kx = Object.keys(x);
    const ky = Object.keys(y);
    if (kx.length !== ky.length) return false;
    for (const k of kx) {
      if (!Object.hasOwn(y, k)) return false;
      stack.push([(x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]]);
    }
  }
  return true;
}
