/** ERRORS: each documented status and reason for its documented condition (doc 2 Errors and the group tables). */
import type { Rule } from "../../lib/rules/types.ts";
import { kaizenNotFound, runNotFound } from "./unknown-id.ts";
import { kaizenNotSettled } from "./kaizen.ts";
import { noMergeRecord } from "./merge-record.ts";
import { webhookLimit, webhookUnknownNull } from "./webhooks.ts";
import { fileNotFound, repoNotLinked, repoNotReachable } from "./repos.ts";

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
  // 422 service_has_unfinished_tasks and the refused-credential test are not provokable from outside: see suites/README.md.
];
