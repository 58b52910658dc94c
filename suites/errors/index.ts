/** ERRORS: each documented status and reason for its documented condition (doc 2 Errors and the group tables). */
import type { Rule } from "../../lib/rules/types.ts";
import { kaizenNotFound, runNotFound } from "./unknown-id.ts";
import { kaizenNotSettled } from "./kaizen.ts";
import { noMergeRecord } from "./merge-record.ts";
import { webhookLimit, webhookUnknownNull } from "./webhooks.ts";
import { fileNotFound, repoNotLinked, repoNotReachable } from "./repos.ts";
import { useCaseModelNotAllowed, useCaseModelUnavailable, useCaseParametersInvalid } from "./use-cases.ts";
import { envTestRefusedOkFalse } from "./environments.ts";
import { artifactGone404, artifactUnknown404 } from "./artifacts.ts";
import { artifactKnownBytes } from "./artifact-known-bytes.ts";
import { fileTooLarge } from "./file-too-large.ts";
import { specAbsentNotError, specNoVcs, specRefusalReason } from "./spec.ts";
import { notificationNotActionable, notificationUnknownId } from "./notifications.ts";
import { unknownPathIdNo5xx } from "./unknown-path-id.ts";
import { unknownRouteNo5xx } from "./unknown-route.ts";
import { jobPipelineRefused } from "./job-pipelines.ts";
import { jobSlots } from "./job-slots.ts";
import { taskNoRun } from "./task-no-run.ts";

export const rules: Rule[] = [
  // unknown ids
  runNotFound,
  kaizenNotFound,
  notificationUnknownId,
  unknownPathIdNo5xx,
  unknownRouteNo5xx,
  taskNoRun,
  // notification cards: refusals, asked before the NULL, OP and STATE families act on and dismiss cards
  notificationNotActionable,
  // Kaizen and merge records
  kaizenNotSettled,
  noMergeRecord,
  // webhooks
  webhookLimit,
  webhookUnknownNull,
  // repositories
  repoNotReachable,
  repoNotLinked,
  fileNotFound,
  // use cases and environments (bodies from configuration: bodies.invokeUseCase, bodies.testEnvironmentConnection)
  useCaseParametersInvalid,
  useCaseModelNotAllowed,
  useCaseModelUnavailable,
  envTestRefusedOkFalse,
  // evidence, spec reads, repository files (facts.largeFile, facts.specAbsentService, facts.artifactBytesKept, facts.artifactBytesGone from configuration)
  artifactUnknown404,
  artifactGone404,
  artifactKnownBytes,
  fileTooLarge,
  specRefusalReason,
  specNoVcs,
  specAbsentNotError,
  // jobs, before the families whose jobs hold the workspace's slots: the refused pipelines first, so
  // that a slot the slot rule holds never hides an admitted start; the slot rule alone (exclusive)
  jobPipelineRefused,
  jobSlots,
  // 422 service_has_unfinished_tasks needs a run parked on a decision: STATE-SERVICE-DELETE-UNFINISHED.
];
