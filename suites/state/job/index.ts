/** STATE, the job machine (doc 1 States and transitions, Job rows; doc 2 Jobs). */
import type { Rule } from "../../../lib/rules/types.ts";
import { jobList } from "./list.ts";
import { jobMachine } from "./machine.ts";

export const jobRules: Rule[] = [
  // start, cancel, end
  jobMachine,
  // the list and its filters (reads)
  jobList,
];
