/**
 * JSON-pointer placement shared by the case generators: put a value (or the absence of one) at a
 * path inside a copy of a base value, after first putting in place the containers the path needs.
 */

/** Stands for "this key is not sent" wherever a generated value may be a missing key. */
export const ABSENT: unique symbol = Symbol("absent");
export type Absent = typeof ABSENT;

/**
 * A container a case needs before its value can be placed: the minimal value of an optional or
 * nullable object, of a union branch, of an array with one item or of a map with one entry. Set in
 * place of whatever the base holds at `path` (a valid base stays valid).
 */
export interface Scaffold {
  path: string;
  value: unknown;
}

export function pointerSegments(path: string): string[] {
  if (path === "") return [];
  if (!path.startsWith("/")) throw new Error(`not a JSON pointer: ${path}`);
  return path
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

export function joinPointer(path: string, segment: string | number): string {
  return `${path}/${String(segment).replace(/~/g, "~0").replace(/\//g, "~1")}`;
}

/** The pointer of the container of `path` ("" for a top-level key). */
export function parentPointer(path: string): string {
  const i = path.lastIndexOf("/");
  return i <= 0 ? "" : path.slice(0, i);
}

/** The last segment of `path`, unescaped. */
export function lastSegment(path: string): string {
  const segs = pointerSegments(path);
  return segs[segs.length - 1] ?? "";
}

export function valueAt(base: unknown, path: string): unknown {
  let cur: unknown = base;
  for (const seg of pointerSegments(path)) {
    if (cur === null || typeof cur !== "object") return ABSENT;
    if (!Object.hasOwn(cur, seg)) return ABSENT;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

/**
 * A copy of `base` with `value` at `path` (`ABSENT` removes the key). Only the containers along the
 * path are copied; a missing or non-container intermediate becomes `{}` (an array when the next
 * segment is an index).
 */
export function withValueAt(base: unknown, path: string, value: unknown): unknown {
  const segs = pointerSegments(path);
  if (segs.length === 0) return value;
  const place = (cur: unknown, i: number): unknown => {
    const seg = segs[i];
    const last = i === segs.length - 1;
    const isIndex = /^(0|[1-9]\d*)$/.test(seg);
    let copy: Record<string, unknown> | unknown[];
    if (Array.isArray(cur)) copy = [...cur];
    else if (cur !== null && typeof cur === "object") copy = { ...(cur as Record<string, unknown>) };
    else copy = isIndex ? [] : {};
    const child = (copy as Record<string, unknown>)[seg];
    const next = last ? value : place(child, i + 1);
    if (next === ABSENT) {
      if (Array.isArray(copy) && isIndex) copy.splice(Number(seg), 1);
      else delete (copy as Record<string, unknown>)[seg];
    } else {
      (copy as Record<string, unknown>)[seg] = next;
    }
    return copy;
  };
  return place(base, 0);
}

/** `scaffold` extended so that it also holds `value` at `path` (which lies inside or below it). */
export function extendScaffold(scaffold: Scaffold | undefined, path: string, value: unknown): Scaffold {
  if (!scaffold) return { path, value };
  if (!(path === scaffold.path || path.startsWith(`${scaffold.path}/`))) {
    throw new Error(`${path} is not inside the scaffold at ${scaffold.path}`);
  }
  return { path: scaffold.path, value: withValueAt(scaffold.value, path.slice(scaffold.path.length), value) };
}

/** Places `value` at `path` into `base`, first putting the scaffold (if any) in place. */
export function placeAt(base: unknown, placed: { path: string; value: unknown; scaffold?: Scaffold }): unknown {
  const scaffolded = placed.scaffold ? withValueAt(base, placed.scaffold.path, placed.scaffold.value) : base;
  return withValueAt(scaffolded, placed.path, placed.value);
}
