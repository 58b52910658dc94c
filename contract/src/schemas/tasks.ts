/** doc 1 "Tasks" (bounds cross-checked with doc 2 Limits "Task"). */
import { arr, bool, described, nullable, num, obj, openStrings, ref, str, tagged, type Schema } from "../dsl.ts";
import { TASK_TYPES, taskStatus } from "../common.ts";

/** doc 1 Tasks: `fields` map string -> string | array of string | boolean | number. */
function fieldsMap(description: string): Schema {
  return {
    type: "object",
    additionalProperties: {
      anyOf: [
        { type: "string" },
        { type: "array", items: { type: "string" } },
        { type: "boolean" },
        { type: "number" },
      ],
    },
    description,
  };
}

/** doc 1 Tasks: the `taskType` list stated for CreatePublicTask (it lacks `recurring`), plus "any string". */
const CREATE_TASK_TYPES = TASK_TYPES.filter((t) => t !== "recurring");

export const schemas: Record<string, Schema> = {
  PublicTask: obj(
    {
      autoStartDependents: bool(),
      dependsOn: described(arr(str()), "task ids"),
      description: str(),
      modelPresetId: nullable(str()),
      progress: num(),
      pullRequestUrl: nullable(str()),
      riskPolicyId: nullable(str()),
      runId: nullable(str()),
      serviceId: str(),
      status: taskStatus(),
      taskId: str(),
      taskType: openStrings(TASK_TYPES),
      title: str(),
    },
    "all",
  ),

  PublicTaskList: obj(
    {
      tasks: arr(ref("PublicTask")),
      nextCursor: nullable(str()),
    },
    "all",
  ),

  CreatePublicTask: obj(
    {
      title: str({ min: 1, max: 200 }),
      description: str({ max: 2000 }),
      documents: arr(ref("PublicTaskDocument")),
      fields: fieldsMap("validated against the task-type descriptors"),
      modelPresetId: str({ min: 1, max: 120 }),
      pipelineId: str({ min: 1, max: 120 }),
      riskPolicyId: str({ min: 1, max: 120 }),
      taskType: openStrings(CREATE_TASK_TYPES),
      ticket: ref("PublicTaskTicket"),
    },
    ["title"],
  ),

  PublicTaskTicket: obj(
    {
      ref: str({ min: 1, max: 500 }),
      source: described(str(), "one of four well-known tracker/code-host kind identifiers, or any string"),
    },
    "all",
  ),

  PublicTaskDocument: tagged("kind", {
    source: obj(
      {
        ref: str({ min: 1, max: 500 }),
        source: described(
          str(),
          "one of six identifiers naming a connected document source (a wiki, a notes workspace, a code host, " +
            "two design tools, an issue tracker); the identifiers are not shown",
        ),
      },
      "all",
    ),
    upload: obj(
      {
        title: str({ min: 1, max: 200 }),
        content: str({ min: 1, max: 100000 }),
      },
      "all",
    ),
  }),

  UpdatePublicTask: obj(
    {
      autoStartDependents: bool(),
      description: str({ max: 2000 }),
      fields: fieldsMap("same map type as on creation; MERGED over stored values"),
      modelPresetId: str({ min: 1, max: 120 }),
      riskPolicyId: str({ min: 1, max: 120 }),
      title: str({ min: 1, max: 200 }),
    },
    [],
  ),

  StartPublicTask: obj({ pipelineId: str({ min: 1, max: 120 }) }, []),
};
