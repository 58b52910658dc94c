/**
 * doc 2 Services, POST /services: "A service with no repository holds tasks but cannot start
 * them". A service of the suite's own created with no `repoId` takes a task (201); starting it on
 * the pipeline configured to run straight to done, with a `decide` key (so no scope rung can be the
 * reason), must be refused — status unspecified: a 4XX with the envelope (doc 2 Errors, other
 * refusals) — and the refusal changes nothing: the task still has no run.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { ownService } from "../../../generators/calls/resources.ts";
import { errorToken } from "../../../generators/calls/refusals.ts";
import { keyOf, mustRefuse, pipelineOf, readTask, start } from "../kit/api.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { taskUnder } from "../task/fixtures.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export const noRepoCannotStart: Rule = {
  id: "STATE-SERVICE-NO-REPO-START-REFUSED",
  title: "A service created with no repository holds tasks, but starting one is refused and starts no run",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Services (POST /services: a service with no repository holds tasks but cannot start them); doc 2 Errors (other refusals)",
  clauses: ["D2-SERVICES-NO-REPO-CANNOT-START"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const decide = keyOf(c, "decide");
      const straight = pipelineOf(c, "straight", "runs straight to done");
      const service = await ownService(c);
      const task = await taskUnder(c, service, { title: "conformance task of a service with no repository" });
      const r = await start(c, task.taskId, { pipelineId: straight }, decide);
      mustRefuse(
        r,
        `starting task ${task.taskId} of service ${service} (created with no repository) on ${straight}`,
        "doc 2 Services: a service with no repository cannot start its tasks",
      );
      const after = await readTask(c, task.taskId);
      must(
        after.runId === null,
        `task ${task.taskId} has run ${after.runId} (status ${after.status}) after the refused start`,
        "no run: the start was refused (doc 2 Services)",
      );
      c.pass(
        `service ${service} (no repository) holds task ${task.taskId}; starting it was refused ${r.status} ${jsonText(errorToken(r.json))} and left it without a run`,
      );
    }),
};
