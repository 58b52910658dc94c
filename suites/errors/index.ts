/** ERRORS: each documented status and reason for its documented condition (doc 2 Errors and the group tables). */
import type { Rule } from "../../lib/rules/types.ts";
import { kaizenNotFound, runNotFound } from "./unknown-id.ts";
import { kaizenNotSettled } from "./kaizen.ts";
import { noMergeRecord } from "./merge-record.ts";
import { webhookLimit, webhookUnknownNull } from "./webhooks.ts";
import { fileNotFound, repoNotLinked, repoNotReachable } from "./repos.ts";
import { environmentTestRefused, serviceUnfinished } from "./unexercisable.ts";

export const rules: Rule[] = [
  // unknown ids
  runNotFound,
  kaizenNotFound,
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
  // stated, not provokable from outside
  serviceUnfinished,
  environmentTestRefused,
];
