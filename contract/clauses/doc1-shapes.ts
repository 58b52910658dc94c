/**
 * doc 1 "Resources and their fields": each named shape (or small family of shapes) as one clause,
 * and the statements about a field that its type alone does not carry.
 */
import { clause } from "./types.ts";

const R = "Resources and their fields";

export const SHAPES = [
  // Identity and keys
  clause(
    "D1-SHAPE-IDENTITY",
    1,
    `${R} › Identity and keys`,
    "PublicIdentity: accountId, createdAt, externalIdentity|null, keyId, label, scope, workspaceId",
  ),
  clause(
    "D1-SHAPE-API-KEY",
    1,
    `${R} › Identity and keys`,
    "PublicApiKey (and PublicApiKeyList): every field required, nullable where stated",
  ),
  clause(
    "D1-SHAPE-API-KEY-CREATED-BY",
    1,
    `${R} › Identity and keys`,
    "`createdByKeyId` names the key that provisioned it headlessly",
  ),
  clause(
    "D1-SHAPE-CREATE-KEY",
    1,
    `${R} › Identity and keys`,
    "CreateHeadlessPublicApiKey: `label` 1-120; `scope` read|write|decide (default write; admin cannot be minted); `externalIdentity` 1-200, no control characters",
  ),
  clause(
    "D1-SHAPE-CREATED-KEY",
    1,
    `${R} › Identity and keys`,
    "CreatedPublicApiKey: `key` and `secret`, the raw secret, returned exactly once",
  ),
  // Services and tasks
  clause(
    "D1-SHAPE-SERVICE",
    1,
    `${R} › Services`,
    "PublicService (and PublicServiceList): description, provisioning opt, serviceId, status, title, type",
  ),
  clause(
    "D1-SHAPE-PROVISIONING-INFRALESS",
    1,
    `${R} › Services`,
    "provisioning `type` `infraless` reads back as no provisioning at all",
  ),
  clause(
    "D1-SHAPE-TASK",
    1,
    `${R} › Tasks`,
    "PublicTask (and PublicTaskList with `nextCursor`): every field required, nullable where stated",
  ),
  clause(
    "D1-SHAPE-CREATE-TASK",
    1,
    `${R} › Tasks`,
    "CreatePublicTask, PublicTaskTicket, PublicTaskDocument (by `kind`): the stated fields and bounds",
  ),
  clause(
    "D1-TASK-FIELDS-VALIDATED",
    1,
    `${R} › Tasks`,
    "`fields` on task creation is validated against the task-type descriptors",
    {
      fact: {
        key: "taskFields",
        why: "the descriptors' layout is not shown (doc 1 prose: task types): only where the config's facts name fields a task type refuses and admits is a value known to fail them",
      },
    },
  ),
  clause(
    "D1-SHAPE-UPDATE-TASK",
    1,
    `${R} › Tasks`,
    "UpdatePublicTask (all optional) and StartPublicTask: the stated fields and bounds",
  ),
  // Pipelines, jobs, runs
  clause(
    "D1-SHAPE-PIPELINE",
    1,
    `${R} › Pipelines`,
    "PublicPipeline and PublicPipelineList (`unattendedDefaultPipelineId` string|null)",
  ),
  clause(
    "D1-SHAPE-JOB",
    1,
    `${R} › Jobs`,
    "CreatePublicJob, PublicJobAccepted (`links` events and self) and PublicJob",
  ),
  clause("D1-SHAPE-RUN", 1, `${R} › Run`, "PublicRun: every field required, nullable where stated"),
  clause(
    "D1-SHAPE-RUN-PARTS",
    1,
    `${R} › Run`,
    "PublicRun's parts as stated: `error` the failure kind and message, `pullRequest` its url and branch, each of `steps` its status, progress and subtasks; the run a task's route answers is that task's (`taskId`)",
  ),
  // Decisions
  clause(
    "D1-SHAPE-DECISION-LIST",
    1,
    `${R} › Decisions`,
    "PublicDecisionList: decisions, parked, runId, status, taskId, unanswerable",
  ),
  clause(
    "D1-DECISION-LIST-TASK",
    1,
    `${R} › Decisions`,
    "a task's run lists its decisions under that task: the list's `taskId`, and a review decision's, is the task the run is for",
  ),
  clause(
    "D1-DECISION-PARKED-ONLY-BLOCKED",
    1,
    `${R} › Decisions`,
    "`parked` is true only when the run has stopped, i.e. status `blocked`",
  ),
  clause(
    "D1-DECISION-UNANSWERABLE",
    1,
    `${R} › Decisions`,
    "an empty `decisions` beside a non-empty `unanswerable` means a wait no route of this API can settle",
    { uncheckable: "a definition of what such a list means; no request can tell it false" },
  ),
  clause(
    "D1-SHAPE-DECISION-KINDS",
    1,
    `${R} › Decisions`,
    "PublicDecision: one of 13 shapes discriminated by `kind`, with PublicReviewFinding, PublicInterviewQuestion, PublicFollowUpItem, PublicHumanTestEnvironment",
  ),
  clause(
    "D1-SHAPE-VISUAL-PAIRS",
    1,
    `${R} › Decisions`,
    "a visual confirmation's `pairs` carry artifact ids only; images are not readable through this API",
  ),
  clause(
    "D1-SHAPE-DECISION-BODIES",
    1,
    `${R} › Decisions`,
    "decision request bodies: the stated fields, sets and bounds of each shape",
  ),
  // Notifications and webhooks
  clause(
    "D1-SHAPE-NOTIFICATION",
    1,
    `${R} › Notifications and outbound webhooks`,
    "Notification (type one of 23) and PublicNotificationList",
  ),
  clause(
    "D1-SHAPE-WEBHOOK",
    1,
    `${R} › Notifications and outbound webhooks`,
    "NotificationWebhook, PublicNotificationWebhook (`webhook` nullable) and its list",
  ),
  clause(
    "D1-WEBHOOK-HAS-SECRET",
    1,
    `${R} › Notifications and outbound webhooks`,
    "`hasSecret` says whether a signing secret is set; the secret is never returned",
  ),
  clause(
    "D1-SHAPE-PUT-WEBHOOK",
    1,
    `${R} › Notifications and outbound webhooks`,
    "PutNotificationWebhook: all optional; name 1-100, secret 16-200, url max 2000 starting `https://`",
  ),
  clause(
    "D1-WEBHOOK-SECRET-ROTATES",
    1,
    `${R} › Notifications and outbound webhooks`,
    "supplying `secret` rotates the signing secret",
    { uncheckable: "the signature scheme is not shown, so the secret in use cannot be observed" },
  ),
  // Kaizen, usage, artifacts, spec
  clause(
    "D1-SHAPE-KAIZEN",
    1,
    `${R} › Kaizen entries`,
    "PublicKaizenEntry, its combo and task, the list with `nextCursor`, AcknowledgeKaizenEntry",
  ),
  clause("D1-KAIZEN-GRADE-SCALE", 1, `${R} › Kaizen entries`, "a grading is on a 1..5 scale (`grade` number|null)"),
  clause("D1-KAIZEN-TASK-NULL-DELETED", 1, `${R} › Kaizen entries`, "`task` is null when the task was deleted"),
  clause("D1-SHAPE-USAGE", 1, `${R} › Usage and spend`, "PublicUsage: budget, currency, periodStart, rows"),
  clause(
    "D1-USAGE-SUBSCRIPTION-NOT-SUMMED",
    1,
    `${R} › Usage and spend`,
    "costs on `subscription` rows are illustrative and must not be summed with metered cost",
    { uncheckable: "a duty of the reader of the figures; no total of the two is stated" },
  ),
  clause(
    "D1-SHAPE-SPEND",
    1,
    `${R} › Usage and spend`,
    'PublicSpend, PublicSpendRow (`key` "" is the unattributed bucket), PublicSpendTotals',
  ),
  clause("D1-SHAPE-ARTIFACT", 1, `${R} › Artifacts`, "PublicRunArtifact and its list"),
  clause("D1-ARTIFACT-BYTESIZE-EXACT", 1, `${R} › Artifacts`, "`byteSize` is the exact size of the artifact's bytes"),
  clause("D1-SHAPE-SPEC", 1, `${R} › Specification`, "PublicServiceSpec, PublicRunSpec, SpecDoc and their parts"),
  clause(
    "D1-SHAPE-REPORT",
    1,
    `${R} › Verification report`,
    "PrVerificationReport: every section carries `status` `reported`|`absent`",
  ),
  clause(
    "D1-REPORT-RUN-PIPELINE",
    1,
    `${R} › Verification report`,
    "the report's run section (PrReportRun) names the run's pipeline: `pipelineId` the pipeline the run was started on, `pipelineName` that pipeline's `name` (PublicPipeline)",
  ),
  clause(
    "D1-REPORT-SAME-AS-PR",
    1,
    `${R} › Verification report`,
    "the report is identical to the JSON block placed in a pull request body",
    { uncheckable: "pull request bodies are on the code host, not readable through the API" },
  ),
] as const;
