/** STATE, the task machine (doc 1 States and transitions, Task rows; doc 2 Tasks). */
import type { Rule } from "../../../lib/rules/types.ts";
import { taskCreate } from "./create.ts";
import { taskDependencies } from "./dependencies.ts";
import { autoStartDependents, dependencyGate } from "./dependency-gate.ts";
import { taskDelete } from "./delete.ts";
import { taskDocumentHeld, taskDocuments } from "./documents.ts";
import { taskLifecycle } from "./lifecycle.ts";
import { startPipeline } from "./start-pipeline.ts";
import { taskPatchPins } from "./patch-pins.ts";

export const taskRules: Rule[] = [
  // create and documents
  taskCreate,
  taskDocuments,
  taskDocumentHeld,
  // edits
  taskPatchPins,
  // dependencies
  taskDependencies,
  dependencyGate,
  autoStartDependents,
  // the run of a task: start, stop, retry
  startPipeline,
  taskLifecycle,
  // delete
  taskDelete,
];
