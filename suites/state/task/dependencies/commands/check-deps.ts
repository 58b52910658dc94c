import { must } from "../../../kit/verdicts.ts";
import { NAMES, type GraphModel, type GraphReal } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

/** The task's `dependsOn` holds exactly the model's edges, each once. */
export function mustHoldEdges(
  m: Readonly<GraphModel>,
  real: GraphReal,
  i: number,
  dependsOn: unknown,
  when: string,
  documented: string,
): void {
  must(
    Array.isArray(dependsOn),
    `dependsOn ${jsonText(dependsOn)} ${when}`,
    "PublicTask.dependsOn: array of task ids (doc 1 Tasks)",
  );
  const expected = [...m.deps[i]].map((j) => real.taskIds[j]).sort();
  const got = [...(dependsOn as string[])].sort();
  must(
    jsonText(got) === jsonText(expected),
    `task ${NAMES[i]} dependsOn ${jsonText(got)} ${when}`,
    `${jsonText(expected)}: ${documented}`,
  );
}

export async function readDeps(real: GraphReal, i: number): Promise<unknown> {
  const r = await real.c.call<{ dependsOn?: unknown }>("GET", `/tasks/${encodeURIComponent(real.taskIds[i])}`, {
    key: real.c.t.keys.read ?? real.c.t.keys.admin,
  });
  must(r.status === 200, `${r.status} reading task ${NAMES[i]}`, "200 PublicTask (doc 2 Tasks)");
  return r.json?.dependsOn;
}
