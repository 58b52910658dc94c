/**
 * CONC-DEPENDENCY-IDEMPOTENT and CONC-DEPENDENCY-CYCLE: clients race the same dependency edge's add
 * and remove, or the two edges that would close a cycle, on tasks of the suite's own; the history is
 * checked against models/dependencies.ts. A server that checks "already there" or "closes a cycle"
 * and writes after an `await` lets two requests both pass the check: a duplicate id in `dependsOn`,
 * the wrong edge removed, or both halves of a cycle accepted, and no order gives those answers.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { ownService, ownTask } from "../../generators/calls/resources.ts";
import { type Answer, answerOf } from "./models/answer.ts";
import { type DependsOn, type EdgeInput, type Edges, dependenciesModel } from "./models/dependencies.ts";
import { runRace, type Step } from "./race.ts";

type EdgeStep = Step<EdgeInput, Answer<DependsOn>>;

const dependsOn = (j: Record<string, unknown>): DependsOn =>
  Array.isArray(j.dependsOn) ? j.dependsOn.map(String) : ["(no dependsOn array)"];

/** `n` tasks of the suite's own under one service of its own, by id. */
async function ownTasks(c: CheckContext, n: number): Promise<string[]> {
  await ownService(c);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await ownTask(c, { title: `conc dependency ${i + 1}` })).taskId);
  return ids;
}

function edgeSteps(c: CheckContext) {
  const at = (id: string) => `/tasks/${encodeURIComponent(id)}`;
  return {
    add: (from: string, to: string): EdgeStep => ({
      input: { add: [from, to] },
      send: async () =>
        answerOf(await c.call("POST", `${at(from)}/dependencies`, { body: { dependsOnTaskId: to } }), dependsOn),
    }),
    remove: (from: string, to: string): EdgeStep => ({
      input: { remove: [from, to] },
      send: async () =>
        answerOf(await c.call("POST", `${at(from)}/dependencies/remove`, { body: { dependsOnTaskId: to } }), dependsOn),
    }),
    read: (task: string): EdgeStep => ({
      input: { read: task },
      send: async () => answerOf(await c.call("GET", at(task)), dependsOn),
    }),
  };
}

export const dependencyIdempotent: Rule = {
  id: "CONC-DEPENDENCY-IDEMPOTENT",
  title: "a dependency added, or removed, by many clients at once is there once, or gone, and nothing else changes",
  level: "MUST",
  family: "CONC",
  clause: 'doc 2 Tasks, POST /tasks/{taskId}/dependencies and …/remove ("200 PublicTask; idempotent")',
  clauses: ["D2-TASKS-DEPENDENCY-IDEMPOTENT", "D2-ROW-addTaskDependency", "D2-ROW-removeTaskDependency"],
  profile: "standard",
  scope: "global",
  async check(c) {
    const [a, b, other] = await ownTasks(c, 3);
    const s = edgeSteps(c);
    await runRace<Edges, EdgeInput, Answer<DependsOn>>(c, {
      model: dependenciesModel([a, b, other]),
      what: `the dependency ${a} → ${b} (beside ${a} → ${other})`,
      documented:
        "adding and removing a dependency are idempotent (doc 2 Tasks): however many add it at once, it is in `dependsOn` once; however many remove it, it is gone and the task's other dependencies stay",
      step: (_client, round, pick) => {
        if (pick() < 0.2) return s.read(a);
        return round % 2 ? s.add(a, b) : s.remove(a, b);
      },
      // A second edge of a's that no racing request names: a removal by a stale position takes it.
      before: [s.add(a, other)],
    });
  },
};

export const dependencyCycle: Rule = {
  id: "CONC-DEPENDENCY-CYCLE",
  title: "of two dependency edges that close a cycle, added at once, at most one is accepted",
  level: "MUST",
  family: "CONC",
  clause: 'doc 1 Task "add dependency" ("cycle refused"); doc 2 Tasks ("cycle refused")',
  clauses: ["D1-STATE-TASK-ADD-DEPENDENCY", "D2-TASKS-DEPENDENCY-IDEMPOTENT", "D2-ROW-addTaskDependency"],
  profile: "standard",
  scope: "global",
  async check(c) {
    const [a, b] = await ownTasks(c, 2);
    const s = edgeSteps(c);
    await runRace<Edges, EdgeInput, Answer<DependsOn>>(c, {
      model: dependenciesModel([a, b]),
      what: `the edges ${a} → ${b} and ${b} → ${a}`,
      documented:
        "a dependency edge closing a cycle is refused (doc 1 Task, add dependency): of the two, the one added second is refused, whichever that is",
      step: (client) => (client % 2 ? s.add(a, b) : s.add(b, a)),
      // Both edges removed between rounds, so each round races afresh.
      between: () => [s.remove(a, b), s.remove(b, a)],
    });
  },
};
