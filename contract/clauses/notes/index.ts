/** doc 2 Endpoints: the notes column of each group's table (and the group's rows of the Errors table), one file per group. */
import { DEBUG } from "./debug.ts";
import { DECISIONS } from "./decisions.ts";
import { ENVIRONMENTS } from "./environments.ts";
import { EVIDENCE } from "./evidence.ts";
import { IDENTITY } from "./identity.ts";
import { JOBS } from "./jobs.ts";
import { KAIZEN } from "./kaizen.ts";
import { KEYS } from "./keys.ts";
import { MERGE_RECORDS } from "./merge-records.ts";
import { NOTIFICATIONS } from "./notifications.ts";
import { REPOS } from "./repos.ts";
import { SERVICES } from "./services.ts";
import { SPEC } from "./spec.ts";
import { TASKS } from "./tasks.ts";
import { USE_CASES } from "./use-cases.ts";
import { WEBHOOKS } from "./webhooks.ts";

export const NOTES = [
  ...DEBUG,
  ...DECISIONS,
  ...ENVIRONMENTS,
  ...EVIDENCE,
  ...IDENTITY,
  ...JOBS,
  ...KAIZEN,
  ...KEYS,
  ...MERGE_RECORDS,
  ...NOTIFICATIONS,
  ...REPOS,
  ...SERVICES,
  ...SPEC,
  ...TASKS,
  ...USE_CASES,
  ...WEBHOOKS,
] as const;
