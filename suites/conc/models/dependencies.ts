/**
 * The dependency edges among tasks of the suite's own, as the documents state them (doc 1 Task
 * "add dependency": "cycle refused"; doc 2 Tasks: add and remove each "200 PublicTask; idempotent";
 * doc 1 PublicTask `dependsOn`, the task ids it depends on): adding an edge already there changes
 * nothing, adding one that closes a cycle is refused, removing an edge not there changes nothing,
 * and each answers the task with its `dependsOn` as stored after it. The order of `dependsOn` is not
 * stated, so it is compared as a set, but an id twice is never the same set (one edge is one id).
 */
import type { Model } from "../../../lib/history/model.ts";
import { type Answer, refused, said, succeeded } from "./answer.ts";

/** Each task's `dependsOn`, sorted. */
export type Edges = Readonly<Record<string, readonly string[]>>;

export type EdgeInput = { add: [from: string, to: string] } | { remove: [from: string, to: string] } | { read: string };

/** What the model reads of an answer: the answered task's `dependsOn`, as given (sorted here). */
export type DependsOn = readonly string[];

/** Whether `to` reaches `from` along the edges (or is `from`): the edge from → to would close a cycle. */
export function closesCycle(edges: Edges, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [to];
  while (stack.length) {
    const cur = stack.pop()!;
    if (cur === from) return true;
    if (seen.has(cur)) continue;
    seen.add(cur);
    stack.push(...(edges[cur] ?? []));
  }
  return false;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function dependenciesModel(tasks: readonly string[]): Model<Edges, EdgeInput, Answer<DependsOn>> {
  return {
    init: () => Object.fromEntries(tasks.map((t) => [t, []])),
    step: (s, input, out) => {
      if (refused(out)) {
        // A refusal changes nothing; an add that would close a cycle is the refusal the documents state.
        return { ok: true, next: s };
      }
      if (!succeeded(out)) return { ok: false, next: s };
      let task: string;
      let next: Edges = s;
      if ("add" in input) {
        const [from, to] = input.add;
        task = from;
        if (!s[from].includes(to)) {
          if (closesCycle(s, from, to)) return { ok: false, next: s };
          next = { ...s, [from]: [...s[from], to].sort() };
        }
      } else if ("remove" in input) {
        const [from, to] = input.remove;
        task = from;
        next = { ...s, [from]: s[from].filter((id) => id !== to) };
      } else task = input.read;
      return { ok: sameList([...out.body!].sort(), next[task]), next };
    },
    reads: (input) => "read" in input,
    describe: (s) =>
      Object.entries(s)
        .map(([t, deps]) => `${t} → [${deps.join(", ")}]`)
        .join("; "),
    describeOperation: (input, out) => {
      const what =
        "add" in input
          ? `add ${input.add[0]} → ${input.add[1]}`
          : "remove" in input
            ? `remove ${input.remove[0]} → ${input.remove[1]}`
            : `GET ${input.read}`;
      return `${what} → ${said(out, `dependsOn [${(out.body ?? []).join(", ")}]`)}`;
    },
  };
}
