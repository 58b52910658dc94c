import type fc from "fast-check";
import { NAMES, type GraphModel, type GraphReal } from "../model.ts";
import { mustHoldEdges, readDeps } from "./check-deps.ts";

/** GET /tasks/{i}: dependsOn holds exactly the edges added and not removed. */
export class ReadDependenciesCommand implements fc.AsyncCommand<GraphModel, GraphReal> {
  constructor(readonly i: number) {}
  check(m: Readonly<GraphModel>): boolean {
    return this.i < m.deps.length;
  }
  async run(m: GraphModel, real: GraphReal): Promise<void> {
    mustHoldEdges(m, real, this.i, await readDeps(real, this.i), "on a read", "the edges added and not removed");
  }
  toString(): string {
    return `read(${NAMES[this.i]})`;
  }
}
