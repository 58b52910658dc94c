/**
 * STATE, consistency across resources (doc 2 Webhooks, Events; Authentication 11; Merge records;
 * Notifications; Services; Tasks; doc 1 Decisions, Kaizen entries). Listed before the notification
 * rules: the merge_tag_request card must still be open when it is read.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { webhookUnnamedDefault } from "./webhook-default.ts";
import { webhookDeleteOthers } from "./webhook-delete-others.ts";
import { webhookNotificationsKept } from "./webhook-deliveries-only.ts";
import { keyExternalIdentity } from "./external-identity.ts";
import { mergeEffortTag } from "./merge-effort.ts";
import { mergeTagCard } from "./merge-tag-card.ts";
import { noRepoCannotStart } from "./no-repo-start.ts";
import { serviceCreateMount } from "./create-mount.ts";
import { serviceArchived } from "./service-archived.ts";
import { serviceCreateRepoLinked } from "./create-repo-linked.ts";
import { serviceRepoBackedRule } from "./repo-backed.ts";
import { repoBootstrapArchitecture } from "./bootstrap-architecture.ts";
import { decisionParkedBlocked } from "./decision-parked.ts";
import { humanTestUrl } from "./human-test-url.ts";
import { kaizenGradeScale } from "./kaizen-grade.ts";
import { taskDocumentsIdentified } from "./task-documents-identified.ts";
import { spendUnattributedBucket } from "./spend-unattributed.ts";

export const consistencyRules: Rule[] = [
  // webhooks (standard)
  webhookUnnamedDefault,
  webhookDeleteOthers,
  webhookNotificationsKept,
  // identity (full: creates a job)
  keyExternalIdentity,
  // services and tasks
  serviceCreateMount,
  serviceArchived,
  serviceCreateRepoLinked,
  serviceRepoBackedRule,
  repoBootstrapArchitecture,
  noRepoCannotStart,
  taskDocumentsIdentified,
  // merge records and their notification card (before the notification rules dismiss cards)
  mergeTagCard,
  mergeEffortTag,
  // decisions and Kaizen (reads, then one parked run)
  decisionParkedBlocked,
  humanTestUrl,
  kaizenGradeScale,
  // usage (a read)
  spendUnattributedBucket,
];
