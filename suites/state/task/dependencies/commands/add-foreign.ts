import type fc from "fast-check";
import { mustRefuse } from "../../../kit/api.ts";
import { NAMES, type GraphModel, type GraphReal } from "../model.ts";
import { mustHoldEdges, readDeps } from "./check-deps.ts";

/** A dependency on a task of another workspace (the suite's own task there): refused, nothing changes. */
export class AddForeignDependencyCommand implements fc.AsyncCommand<GraphModel, GraphReal> {
  constructor(readonly i: number) {}
  check(m: Readonly<GraphModel>): boolean {
    return this.i < m.deps.length;
  }
  async run(m: GraphModel, real: GraphReal): Promise<void> {
    if (!real.foreignTaskId) return; // no peer key: nothing to drive
    const r = await real.c.call("POST", `/tasks/${encodeURIComponent(real.taskIds[this.i])}/dependencies`, {
      key: real.write,
      body: { dependsOnTaskId: real.foreignTaskId },
    });
    mustRefuse(
      r,
      `${this.toString()}`,
      "doc 1 Task add dependency: both tasks in the workspace; doc 2 Errors: dependency outside the workspace",
    );
    mustHoldEdges(
      m,
      real,
      this.i,
      await readDeps(real, this.i),
      "after the refused foreign edge",
      "a refusal changes nothing",
    );
  }
  toString(): string {
    return `addDependency(${NAMES[this.i]} dependsOn <task of another workspace>)`;
  }
}
