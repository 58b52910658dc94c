/**
 * CONC: the documented invariants hold when clients race (issue 28). Each rule runs --race-clients
 * clients for --race-rounds rounds on resources of the suite's own and checks the history for
 * linearizability against a model written from the documents (suites/conc/models/,
 * lib/history/). See suites/README.md "Conformance under concurrency".
 */
import type { Rule } from "../../lib/rules/types.ts";
import { lostUpdateTask } from "./lost-update.ts";
import { dependencyCycle, dependencyIdempotent } from "./dependencies.ts";
import { kaizenFirstAcknowledgement } from "./acknowledgement.ts";
import { keyDeleteIdempotent, keyRevocationImmediate } from "./revocation.ts";
import { pagingUnderWrites } from "./paging.ts";
import { webhookCapRace } from "./webhook-cap.ts";
import { repoLinkRace } from "./repo-link.ts";
import { webhookKeepOnOmit, webhookPutIdempotent } from "./webhooks.ts";
import { writebackLostUpdate } from "./writeback.ts";
import { jobSlotsRace } from "./job-slots.ts";

export const rules: Rule[] = [
  lostUpdateTask,
  dependencyIdempotent,
  dependencyCycle,
  webhookKeepOnOmit,
  webhookPutIdempotent,
  keyRevocationImmediate,
  kaizenFirstAcknowledgement,
  pagingUnderWrites,
  webhookCapRace,
  keyDeleteIdempotent,
  repoLinkRace,
  writebackLostUpdate,
  jobSlotsRace,
];
