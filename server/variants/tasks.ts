/**
 * Task readings (doc 1 Task "add dependency" row; doc 2 Errors "Other refusals whose codes are
 * unspecified": a dependency edge closing a cycle; a dependency or task outside the workspace).
 */
export const variants = {
  "dependency-refusals-422": {
    description:
      "a dependency edge closing a cycle (the reference: 409) and a dependency on a task outside the workspace (the reference: 404) are refused 422",
    clause: ["D2-ERR-OTHER-REFUSALS", "D2-TASKS-DEPENDENCY-IDEMPOTENT"],
  },
  "task-type-default-other": {
    description:
      "a task created without `taskType` gets `chore`, a value of the open set the documents do not list (the reference: `feature`)",
    clause: ["D1-NOTATION-ENUMS", "D2-TASKS-CREATE-PLANNED"],
  },
} as const;
