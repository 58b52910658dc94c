import type fc from "fast-check";
import { must } from "../../../kit/verdicts.ts";
import { NAMES, type GraphModel, type GraphReal } from "../model.ts";
import { mustHoldEdges } from "./check-deps.ts";

/** POST /tasks/{i}/dependencies/remove {dependsOnTaskId: j}: 200, idempotent. */
export class RemoveDependencyCommand implements fc.AsyncCommand<GraphModel, GraphReal> {
  constructor(
    readonly i: number,
    readonly j: number,
  ) {}
  check(m: Readonly<GraphModel>): boolean {
    return this.i < m.deps.length && this.j < m.deps.length;
  }
  async run(m: GraphModel, real: GraphReal): Promise<void> {
    const { c, taskIds, write } = real;
    const r = await c.call<{ dependsOn?: unknown }>(
      "POST",
      `/tasks/${encodeURIComponent(taskIds[this.i])}/dependencies/remove`,
      { key: write, body: { dependsOnTaskId: taskIds[this.j] } },
    );
    must(
      r.status === 200,
      `${r.status} for ${this.toString()}`,
      "200 PublicTask (doc 2 Tasks: dependencies/remove, idempotent)",
    );
    const absent = !m.deps[this.i].has(this.j);
    m.deps[this.i].delete(this.j);
    mustHoldEdges(
      m,
      real,
      this.i,
      r.json?.dependsOn,
      `answered by ${this.toString()}`,
      absent ? "removing an absent edge is idempotent" : "the edge is removed",
    );
  }
  toString(): string {
    return `removeDependency(${NAMES[this.i]} dependsOn ${NAMES[this.j]})`;
  }
}
