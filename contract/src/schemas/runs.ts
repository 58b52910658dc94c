/** doc 1 "Run". */
import { arr, bool, nullable, num, obj, str, untyped, type Schema } from "../dsl.ts";
import { runStatus } from "../common.ts";

export const schemas: Record<string, Schema> = {
  PublicRun: obj(
    {
      createdAt: num(),
      currentStep: num(),
      error: nullable(untyped("failure kind and message")),
      externalIdentity: nullable(str()),
      externalIdentityWithheld: bool(),
      pullRequest: nullable(untyped("url and branch")),
      runId: str(),
      status: runStatus(),
      steps: arr(untyped("per-step status, progress, subtasks")),
      taskId: str(),
    },
    "all",
  ),
};
