/**
 * The dependency graph of a few tasks, as doc 1 "States and transitions" (Task "add dependency")
 * and doc 2 Tasks tell it: adding `i` depends on `j` is idempotent; an edge closing a cycle is
 * refused (a self-edge is the shortest cycle); a task of another workspace is refused; removing is
 * idempotent. Written from the documents, never from a server.
 */
import type { CheckContext } from "../../../../lib/rules/check.ts";

export interface GraphModel {
  /** `deps[i]`: the indexes task `i` depends on. */
  deps: Set<number>[];
}

export interface GraphReal {
  c: CheckContext;
  taskIds: string[];
  write: string;
  /** A task of the suite's own in the peer workspace (null without a peer key). */
  foreignTaskId: string | null;
}

export const NAMES = ["A", "B", "C", "D"];

/** Whether `from` reaches `to` through dependsOn edges (from depends, transitively, on to). */
export function reaches(m: Readonly<GraphModel>, from: number, to: number): boolean {
  const seen = new Set<number>();
  const stack = [from];
  while (stack.length) {
    const cur = stack.pop()!;
    if (cur === to) return true;
    if (seen.has(cur)) continue;
    seen.add(cur);
    stack.push(...m.deps[cur]);
  }
  return false;
}

/** Adding "i depends on j" closes a cycle when j already reaches i (or i is j). */
export function closesCycle(m: Readonly<GraphModel>, i: number, j: number): boolean {
  return i === j || reaches(m, j, i);
}

export function emptyGraph(n: number): GraphModel {
  return { deps: Array.from({ length: n }, () => new Set<number>()) };
}
