/**
 * doc 1 States and transitions, Task "add dependency" (both tasks in the workspace; cycle refused)
 * and doc 2 Tasks (dependencies add/remove: 200 PublicTask, idempotent; cycle refused), driven as a
 * model over three tasks of the suite's own; each sequence starts from a graph with no edges.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { ownTask } from "../../../generators/calls/resources.ts";
import { keyOf } from "../kit/api.ts";
import { runModel } from "../kit/model-run.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { graphCommands, graphScripts } from "./dependencies/commands.ts";
import { emptyGraph, NAMES, type GraphModel, type GraphReal } from "./dependencies/model.ts";
import { peerTask } from "./fixtures.ts";

const N = 3;

export const taskDependencies: Rule = {
  id: "STATE-TASK-DEPENDENCIES",
  title:
    "Dependencies: add and remove are idempotent, an edge closing a cycle and a task of another workspace are refused",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 States and transitions, Task add dependency; doc 2 Tasks (dependencies, dependencies/remove); doc 2 Errors (other refusals)",
  clauses: ["D2-TASKS-DEPENDENCY-IDEMPOTENT", "D2-ERR-OTHER-REFUSALS"],
  profile: "standard",
  scope: "global",
  transitions: ["TASK-ADD-DEPENDENCY"],
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const taskIds: string[] = [];
      for (let i = 0; i < N; i++)
        taskIds.push((await ownTask(c, { title: `conformance dependency ${"ABC"[i]}` })).taskId);
      const foreignTaskId = (await peerTask(c))?.taskId ?? null;
      const real: GraphReal = { c, taskIds, write, foreignTaskId };
      const { runs } = await runModel<GraphModel, GraphReal>(c, {
        commands: graphCommands(N),
        scripts: graphScripts(),
        setup: async () => {
          // Every sequence starts from no edges: remove whatever the previous one left.
          for (const id of taskIds) {
            const t = await c.call<{ dependsOn?: string[] }>("GET", `/tasks/${encodeURIComponent(id)}`);
            for (const dep of t.json?.dependsOn ?? []) {
              const r = await c.call("POST", `/tasks/${encodeURIComponent(id)}/dependencies/remove`, {
                key: write,
                body: { dependsOnTaskId: dep },
              });
              must(r.status === 200, `${r.status} removing a dependency`, "200 (doc 2 Tasks: dependencies/remove)");
            }
          }
          return { model: emptyGraph(N), real };
        },
        numRuns: 11,
        maxCommands: 10,
        subject: `tasks ${taskIds.map((id, i) => `${NAMES[i]} ${id}`).join(", ")}`,
      });
      c.pass(
        `${runs} sequences over ${N} tasks moved as documented${foreignTaskId ? "" : " (no peer key: the foreign-task refusal was not driven)"}`,
      );
    }),
};
