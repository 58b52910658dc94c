/**
 * A walk of one run per decision kind (the cap rules, review/cap-exact.ts and
 * rework-cap.ts): for each kind with a pipeline configured to park on it, a run of the
 * suite's own is started and walked; a kind without a pipeline, or whose requests the --operation
 * selection withholds, is left out with the reason, and the check ends not exercised when no kind
 * was walked.
 */
import type { CheckContext } from "../../../../lib/rules/check.ts";
import type { DecisionKind } from "../../../../generators/calls/decision-routes.ts";
import { Inconclusive, settle } from "../../kit/verdicts.ts";
import { DecisionRun } from "./run.ts";

/**
 * What a walk sends besides its own routes: DecisionRun's task, start and reads (its cleanup is let
 * through). Asked of the --operation selection first: a request the selection withholds inside
 * DecisionRun would come back as a mismatch, not as "not exercised".
 */
const WALK_OPS = ["createServiceTask", "startTask", "getTaskRun", "listRunDecisions"] as const;

export async function walkEachKind<K extends DecisionKind>(
  c: CheckContext,
  o: {
    kinds: readonly K[];
    /** The kind's own routes the walk sends. */
    routes: (kind: K) => readonly string[];
    /** Why the kind cannot be walked on this target (checked before a run is started), or null. */
    unfit?: (kind: K) => string | null;
    /** Walks the parked run; what it saw (or a Mismatch, or Inconclusive with the reason). */
    walk: (run: DecisionRun, kind: K) => Promise<string>;
    /** What was to be walked, for the not-exercised message: "no … could be driven to its cap". */
    subject: string;
  },
): Promise<void> {
  if (!c.t.keys.decide)
    c.notExercised(`no decide key: ${c.t.info.keyProblems.decide ?? "the key ladder could not mint one"}`);
  const judged: string[] = [];
  const skipped: string[] = [];
  for (const kind of o.kinds) {
    const pipelineId = c.t.info.pipelines.park[kind] ?? null;
    if (!pipelineId) {
      skipped.push(`${kind}: no pipeline configured that parks on it (pipelines.park["${kind}"] is null)`);
      continue;
    }
    const outside = [...WALK_OPS, ...o.routes(kind)].filter((op) => !c.selects(op));
    if (outside.length) {
      skipped.push(`${kind}: needs ${outside.join(", ")}, outside the --operation selection`);
      continue;
    }
    const unfit = o.unfit?.(kind) ?? null;
    if (unfit) {
      skipped.push(`${kind}: ${unfit}`);
      continue;
    }
    let run: DecisionRun | null = null;
    try {
      run = await DecisionRun.start(c, kind, pipelineId, { judgeField: null, notes: new Set() });
      judged.push(await o.walk(run, kind));
    } catch (e) {
      if (!(e instanceof Inconclusive)) settle(c, e);
      skipped.push(`${kind}: ${e.message}`);
    } finally {
      await run?.cleanup();
    }
  }
  if (!judged.length) c.notExercised(`no ${o.subject} could be driven to its cap: ${skipped.join("; ")}`);
  c.pass(`${judged.join("; ")}${skipped.length ? `; not driven: ${skipped.join("; ")}` : ""}`);
}
