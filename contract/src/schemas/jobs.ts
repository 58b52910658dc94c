/** doc 1 "Jobs" (bounds cross-checked with doc 2 Limits "Job"). */
import { bool, nullable, num, obj, str, untyped, type Schema } from "../dsl.ts";
import { jobStatus } from "../common.ts";

export const schemas: Record<string, Schema> = {
  CreatePublicJob: obj(
    {
      input: str({ min: 1, max: 50000 }),
      pipelineId: str({ min: 1 }),
      title: str({ max: 200 }),
    },
    ["input", "pipelineId"],
  ),

  PublicJobAccepted: obj(
    {
      jobId: str(),
      links: obj({ events: str(), self: str() }, "all"),
      status: jobStatus(),
    },
    "all",
  ),

  PublicJob: obj(
    {
      createdAt: num(),
      error: nullable(untyped("fields not shown")),
      externalIdentity: nullable(str()),
      externalIdentityWithheld: bool(),
      jobId: str(),
      pipelineId: str(),
      result: nullable(untyped("fields not shown")),
      status: jobStatus(),
    },
    "all",
  ),
};
