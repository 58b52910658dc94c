/**
 * doc 1 States and transitions, Run "active → workspace budget exceeded → `paused`" (doc 2 Limits:
 * "an exceeded workspace budget pauses runs"). Exceeding the budget changes the workspace for good
 * (use-case invocations answer 429 afterwards), so it is driven only where the configuration names
 * a pipeline that exceeds it (`pipelines.budget`, null by default).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { IN_FLIGHT, keyOf, pipelineOf, readRun, startForSetup } from "../kit/api.ts";
import { poll } from "../kit/poll.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { startableTask } from "../task/fixtures.ts";

export const runBudgetPause: Rule = {
  id: "STATE-RUN-BUDGET-PAUSE",
  title: "An exceeded workspace budget pauses the active runs",
  level: "MUST",
  family: "STATE",
  clause: "doc 1 States and transitions, Run active → workspace budget exceeded → paused; doc 2 Limits (Budget)",
  clauses: ["D2-LIMITS-BUDGET", "D1-STATE-RUN-BUDGET-PAUSE"],
  profile: "full",
  // It spends the workspace budget for good: every run started after it stays paused.
  exclusive: true,
  scope: "global",
  transitions: ["RUN-BUDGET-PAUSE"],
  check: (c) =>
    guarded(c, async () => {
      const budget = pipelineOf(
        c,
        "budget",
        "exceeds the workspace budget (it changes the workspace for good: name one in the configuration to drive this row)",
      );
      const slow = pipelineOf(c, "slow", "is slow enough to stay active while the budget is exceeded");
      const write = keyOf(c, "write");
      const active = await startableTask(c, { title: "conformance active while the budget runs out" });
      await startForSetup(c, active.taskId, slow, write);
      const spender = await startableTask(c, { title: "conformance exceeds the budget" });
      await startForSetup(c, spender.taskId, budget, write);
      // The budget pipeline does its part: the usage reports the budget exceeded (doc 1 PublicUsage.budget.exceeded).
      // Whether it spends enough is the configuration's promise (its timeout is not exercised unless
      // vouched for: --vouch, the embedded server); but a
      // budget whose `costSpent` is above its `costLimit` is exceeded, read as the field's name says
      // (doc 1 leaves its meaning unshown; at equality it is the server's choice), so a usage that
      // shows the spend and calls it not exceeded fails instead of ending not exercised.
      await poll(
        c,
        "report the workspace budget exceeded after the budget pipeline ran",
        async () => {
          await readRun(c, spender.taskId);
          const u = await c.call<{ budget?: { exceeded?: unknown; costSpent?: unknown; costLimit?: unknown } }>(
            "GET",
            "/usage",
            { key: c.t.keys.read ?? c.t.keys.admin },
          );
          return u.json?.budget ?? {};
        },
        (budget) => budget.exceeded === true,
        {
          inconclusiveOnTimeout: true,
          each: ({ exceeded, costSpent, costLimit }) =>
            must(
              !(typeof costSpent === "number" && typeof costLimit === "number" && costSpent > costLimit) ||
                exceeded === true,
              `GET /usage: budget.costSpent ${jsonText(costSpent)} above costLimit ${jsonText(costLimit)}, exceeded ${jsonText(exceeded)}`,
              "an exceeded workspace budget reads `exceeded` true (doc 1 PublicUsage.budget, read as its name says), and pauses runs (doc 2 Limits)",
            ),
        },
      );
      // Only a run that ended (done or failed) before the budget ran out leaves the row unexercised: a
      // status outside the run state set is judged below, as what the pause made of it.
      const now = await readRun(c, active.taskId);
      if (now.status === "done" || now.status === "failed")
        inconclusive(`the run configured as slow ended ${now.status} before the budget was exceeded`);
      const { value: run } = await poll(
        c,
        "pause the active run once the workspace budget was exceeded",
        () => readRun(c, active.taskId),
        (r) => r.status === "paused" || !IN_FLIGHT.has(r.status),
      );
      must(
        run.status === "paused",
        `the active run reads ${jsonText(run.status)} after the budget was exceeded`,
        "`paused` (doc 1 Run active → workspace budget exceeded → paused)",
      );
      c.cover("RUN-BUDGET-PAUSE");
      c.pass("the active run reads `paused` after the budget pipeline ran");
    }),
};
