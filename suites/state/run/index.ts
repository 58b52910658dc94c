/** STATE, the run machine (doc 1 States and transitions, Run rows). */
import type { Rule } from "../../../lib/rules/types.ts";
import { runMachine } from "./machine.ts";
import { runParts } from "./parts.ts";
import { debugRunsListed } from "./debug-listed.ts";
import { debugListedReadable } from "./debug-by-id.ts";
import { debugRunMapSteps } from "./debug-map-steps.ts";
import { debugLateStepReadable } from "./debug-late-steps.ts";

export const runRules: Rule[] = [
  // park, advance, reject (with retry)
  runMachine,
  // the parts of the runs the workspace lists (reads)
  runParts,
  // a run of its own, listed by GET /debug/runs
  debugRunsListed,
  // debug reads by a listed id, and the diagnostic map's steps
  debugListedReadable,
  debugRunMapSteps,
  // dispatches and calls of a late step of a run of its own, read by id
  debugLateStepReadable,
  // The budget row is listed last of the whole family (state/index.ts): an exceeded budget pauses
  // every later run of the workspace.
];
