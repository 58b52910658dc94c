/**
 * The query string of a request as a table of names to values. The names are the client's: the
 * table has no prototype, so `constructor`, `toString` or `__proto__` are plain keys like any other
 * (never an inherited function, never a prototype assignment). A repeated name collects its values.
 */
import { invalid } from "../state/errors.ts";

export type QueryTable = Record<string, string | string[]>;

/**
 * `application/x-www-form-urlencoded` parsing as URLSearchParams does it (split on `&`, first `=`,
 * `+` is a space), except that a component whose percent-encoding does not decode to UTF-8
 * (`%E0%A4%A`, a lone `%`, an encoded lone surrogate) is refused 400 instead of being replaced.
 */
export function parseQuery(search: string): QueryTable {
  const query: QueryTable = Object.create(null) as QueryTable;
  if (search === "") return query;
  const bad: string[] = [];
  for (const part of search.split("&")) {
    if (part === "") continue;
    const eq = part.indexOf("=");
    const rawName = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? "" : part.slice(eq + 1);
    const name = decode(rawName);
    const value = decode(rawValue);
    if (name === null || value === null) {
      bad.push(part);
      continue;
    }
    const prev = Object.hasOwn(query, name) ? query[name] : undefined;
    query[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  if (bad.length) {
    throw invalid(
      "malformed percent-encoding in the query string",
      bad.slice(0, 10).map((p) => ({ path: "/query", message: `does not decode as UTF-8: ${p.slice(0, 100)}` })),
    );
  }
  return query;
}

function decode(s: string): string | null {
  const spaced = s.includes("+") ? s.replace(/\+/g, " ") : s;
  if (!spaced.includes("%")) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return null;
  }
}
