import type fc from "fast-check";
import { mustRefuse } from "../../../kit/api.ts";
import { must } from "../../../kit/verdicts.ts";
import { closesCycle, NAMES, type GraphModel, type GraphReal } from "../model.ts";
import { mustHoldEdges, readDeps } from "./check-deps.ts";

/** POST /tasks/{i}/dependencies {dependsOnTaskId: j}: 200 and idempotent, or refused when it closes a cycle. */
export class AddDependencyCommand implements fc.AsyncCommand<GraphModel, GraphReal> {
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
      `/tasks/${encodeURIComponent(taskIds[this.i])}/dependencies`,
      { key: write, body: { dependsOnTaskId: taskIds[this.j] } },
    );
    if (closesCycle(m, this.i, this.j)) {
      mustRefuse(r, `${this.toString()}, which closes a cycle`, "doc 1 Task add dependency: cycle refused");
      mustHoldEdges(
        m,
        real,
        this.i,
        await readDeps(real, this.i),
        "after the refused edge",
        "a refusal changes nothing",
      );
      return;
    }
    must(
      r.status === 200,
      `${r.status} for ${this.toString()}`,
      "200 PublicTask (doc 2 Tasks: dependencies, idempotent)",
    );
    const again = m.deps[this.i].has(this.j);
    m.deps[this.i].add(this.j);
    mustHoldEdges(
      m,
      real,
      this.i,
      r.json?.dependsOn,
      `answered by ${this.toString()}`,
      again ? "adding an edge twice is idempotent" : "the edge is added",
    );
    c.cover("TASK-ADD-DEPENDENCY");
  }
  toString(): string {
    return `addDependency(${NAMES[this.i]} dependsOn ${NAMES[this.j]})`;
  }
}
