/**
 * Which triage entry names which undetected mutant. Stryker's ids change from run to run and a span
 * moves with every edit above it, so a mutant is named by what it is: its file, its mutator, the
 * code it mutates and the code it puts there. The span only breaks ties between identical
 * candidates (the same `"open"` mutated twice in a file): each entry goes to the nearest one.
 */
import { pathOf } from "./report-file.ts";

/** A mutant as both the survivor list and the triage spell it. */
export interface NamedMutant {
  /** `path:line:column-line:column`: where it was (an entry) or is (a survivor). */
  at: string;
  mutator: string;
  /** The code the mutant replaces. */
  original: string;
  /** The code it puts there. */
  replacement: string;
}

/**
 * What a mutant is, wherever it sits: file, mutator, original and replacement, with layout folded
 * away — a re-wrap, a re-indent or the formatter's trailing comma is no change.
 */
export function identityOf(m: NamedMutant): string {
  return [pathOf(m.at), m.mutator, fold(m.original), fold(m.replacement)].join("\0");
}

export function fold(code: string): string {
  return code
    .replace(/\s+/g, " ")
    .replace(/,\s*([)\]}])/g, "$1")
    .replace(/([([{]) /g, "$1")
    .replace(/ ([)\]}])/g, "$1")
    .trim();
}

/** The start of a span as [line, column]. */
export function startOf(at: string): [number, number] {
  const m = /:(\d+):(\d+)-\d+:\d+$/.exec(at);
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

export interface TriageMatch<S, E> {
  /** Each survivor an entry names, with that entry. */
  matched: Map<S, E>;
  /** Survivors no entry names: untriaged. */
  untriaged: S[];
  /** Entries of the given files that name no survivor: killed since, or their code changed. */
  stale: E[];
}

/**
 * Pairs survivors with entries of the same identity, one to one. Identical candidates (the same
 * `"open"` mutated twice in a file) keep their order in the file, an edit moves them together, and
 * of the pairings in that order the nearest wins (least distance in lines, then columns, summed):
 * a block that moved keeps its entries, and a new twin far from the entry stays untriaged.
 */
export function matchTriage<S extends NamedMutant, E extends NamedMutant>(
  survivors: readonly S[],
  entries: readonly E[],
): TriageMatch<S, E> {
  const byIdentity = new Map<string, { survivors: S[]; entries: E[] }>();
  const group = (id: string) => byIdentity.get(id) ?? byIdentity.set(id, { survivors: [], entries: [] }).get(id)!;
  for (const s of survivors) group(identityOf(s)).survivors.push(s);
  for (const e of entries) group(identityOf(e)).entries.push(e);
  const matched = new Map<S, E>();
  for (const g of byIdentity.values()) {
    for (const [si, ei] of nearestInOrder(
      g.survivors.map((s) => startOf(s.at)),
      g.entries.map((e) => startOf(e.at)),
    ))
      matched.set(g.survivors[si], g.entries[ei]);
  }
  const taken = new Set(matched.values());
  return { matched, untriaged: survivors.filter((s) => !matched.has(s)), stale: entries.filter((e) => !taken.has(e)) };
}

/**
 * The order-keeping pairing of two position lists that pairs as many as the shorter holds at the
 * least summed distance (a line outweighs any column); index pairs into the lists as given.
 */
export function nearestInOrder(
  a: readonly (readonly [number, number])[],
  b: readonly (readonly [number, number])[],
): [number, number][] {
  if (a.length > b.length) return nearestInOrder(b, a).map(([j, i]) => [i, j]);
  // a is the shorter: each of its positions is paired, some of b's are skipped.
  const ai = a.map((_, i) => i).sort((x, y) => cmp(a[x], a[y]));
  const bi = b.map((_, i) => i).sort((x, y) => cmp(b[x], b[y]));
  const cost = (i: number, j: number) =>
    Math.abs(a[ai[i]][0] - b[bi[j]][0]) * 100_000 + Math.abs(a[ai[i]][1] - b[bi[j]][1]);
  // best[i][j]: the least cost pairing the first i of a within the first j of b.
  const best = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? 0 : i > j ? Infinity : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = i; j <= b.length; j++)
      best[i][j] = Math.min(j > i ? best[i][j - 1] : Infinity, best[i - 1][j - 1] + cost(i - 1, j - 1));
  }
  const pairs: [number, number][] = [];
  for (let i = a.length, j = b.length; i > 0; j--) {
    if (best[i][j] === best[i - 1][j - 1] + cost(i - 1, j - 1)) {
      pairs.push([ai[i - 1], bi[j - 1]]);
      i--;
    }
  }
  return pairs.reverse();
}

function cmp(x: readonly [number, number], y: readonly [number, number]): number {
  return x[0] - y[0] || x[1] - y[1];
}
