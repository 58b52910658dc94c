/**
 * doc 1 States and transitions, Task rows "start", "stop" and "retry" (doc 2 Tasks: start 202,
 * stop 200, retry 202), driven as a model: every sequence runs on a fresh task of the suite's own
 * under its startable service.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { keyOf } from "../kit/api.ts";
import { runModel } from "../kit/model-run.ts";
import { guarded, inconclusive } from "../kit/verdicts.ts";
import { lifecycleCommands, lifecycleScripts } from "./commands.ts";
import { startableTask } from "./fixtures.ts";
import { freshModel, type LifecycleModel, type LifecycleReal } from "./model.ts";
import { provokesOn } from "../../common/provokes.ts";

export const taskLifecycle: Rule = {
  id: "STATE-TASK-LIFECYCLE",
  title:
    "A task starts (202), its run in flight stops into a terminal state and stays retryable, a failed run is retried (202)",
  level: "MUST",
  family: "STATE",
  clause: "doc 1 States and transitions, Task start / stop / retry; doc 2 Tasks (start 202, stop 200, retry 202)",
  clauses: ["D1-STATE-TASK-START", "D1-STATE-TASK-STOP", "D1-STATE-TASK-RETRY"],
  profile: "full",
  scope: "global",
  transitions: ["TASK-START", "TASK-STOP", "TASK-RETRY"],
  provokes: provokesOn(["startTask", 202], ["stopTask", 200], ["retryTask", 202]),
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const pipelines = { slow: c.t.info.pipelines.slow, failing: c.t.info.pipelines.failing };
      if (!pipelines.slow && !pipelines.failing)
        inconclusive(
          "no pipeline configured that is slow enough to stop or that fails (pipelines.slow and pipelines.failing are null)",
        );
      const { runs } = await runModel<LifecycleModel, LifecycleReal>(c, {
        commands: lifecycleCommands,
        scripts: lifecycleScripts(),
        setup: async () => ({
          model: freshModel(),
          real: { c, taskId: (await startableTask(c)).taskId, pipelines, write },
        }),
        numRuns: 2,
        maxCommands: 6,
        subject: "a fresh task of the suite's own",
      });
      const missing = [pipelines.slow ? null : "slow (stop not driven)", pipelines.failing ? null : "failing"].filter(
        Boolean,
      );
      c.pass(
        `${runs} sequences on fresh tasks moved as documented${missing.length ? `; not configured: ${missing.join(", ")}` : ""}`,
      );
    }),
};
