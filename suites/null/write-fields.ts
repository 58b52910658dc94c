/**
 * Absent versus null on every write, field by field: for each optional field of each write body
 * of the contract (generators/write-fields.ts lists them, `*` standing for the unshown fields of an
 * `object*`), what leaving it out does and which rules check it, or why nothing is stated that a
 * rule could check. Nullable fields say the same of null. For a field that is not nullable, null
 * is refused: NULL-VALUE-REFUSED sends it (up to its probes per operation), and that needs no
 * entry. app/tests/null-write-fields.test.ts holds this table to the contract: one entry per
 * field, every rule named exists and applies to the operation.
 */
import type { ClauseId } from "../../contract/clauses/index.ts";

export type Cover =
  | { rules: readonly string[]; clauses: readonly ClauseId[]; note?: string }
  | { unstated: string; clauses?: readonly ClauseId[] };

export interface FieldTriage {
  /** What an omitted field does. */
  absent: Cover;
  /** What null does, for a nullable field (or a body whose fields are not shown but whose null is stated). */
  null?: Cover;
}

const checked = (rules: readonly string[], clauses: readonly ClauseId[], note?: string): Cover => ({
  rules,
  clauses,
  ...(note ? { note } : {}),
});
const unstated = (why: string, clauses?: readonly ClauseId[]): Cover => ({
  unstated: why,
  ...(clauses ? { clauses } : {}),
});

const SHOWN_NOWHERE = (what: string) =>
  unstated(`${what} is shown by no response or read: neither an omitted nor a given value can be read back`);
const OBJECT_STAR = (hint: string) =>
  unstated(`object*: fields not shown (${hint}); nothing is stated about a field it leaves out`);
const CREATE_DEFAULT = (field: string) =>
  unstated(`the value a task created without \`${field}\` takes is not stated (only its type: doc 1 PublicTask)`);

const webhookKeeps = (field: string, more: readonly string[] = []): FieldTriage => ({
  absent: checked(
    ["NULL-OMIT-KEEPS", ...more],
    ["D2-WEBHOOKS-PUT-KEEP-OMITTED", "D2-WEBHOOKS-PUT-BY-ID-IDEMPOTENT", "D2-VERSION-ABSENT-NULL"],
    `a PUT naming only one other field keeps \`${field}\`; on a first registration the defaults are not stated (variant webhook-defaults-other)`,
  ),
});

const WEBHOOK_FIELDS = (op: string): Record<string, FieldTriage> => ({
  [`${op} /alertEvents`]: webhookKeeps("alertEvents"),
  [`${op} /enabled`]: webhookKeeps("enabled"),
  [`${op} /name`]: webhookKeeps("name"),
  [`${op} /runEvents`]: webhookKeeps("runEvents"),
  [`${op} /secret`]: webhookKeeps("secret (read as `hasSecret`)"),
  [`${op} /types`]: webhookKeeps("types"),
  [`${op} /url`]: webhookKeeps("url (required only on a first registration)", ["STATE-WEBHOOK-MACHINE"]),
});

const taskKeeps = (field: string): FieldTriage => ({
  absent: checked(
    ["NULL-OMIT-KEEPS"],
    ["D1-NOTATION-ABSENT-KEEPS", "D2-VERSION-ABSENT-NULL"],
    `a PATCH naming only another field keeps \`${field}\``,
  ),
});

export const WRITE_FIELDS: Record<string, FieldTriage> = {
  // Environments
  "createEnvironmentConnection *": {
    absent: checked(
      ["STATE-ENV-CONNECT-REPLACES"],
      ["D2-ENV-CONNECT-IDEMPOTENT"],
      "a re-connect replaces: a secret key left out is dropped, not kept (the stated exception to keep-on-omit)",
    ),
  },
  "testEnvironmentConnection *": {
    absent: unstated("a probe without saving: nothing is stored that an omitted field could keep", [
      "D2-ENV-TEST-NO-SAVE",
    ]),
  },
  // Jobs
  "createJob /title": { absent: SHOWN_NOWHERE("a job's title (PublicJob and PublicJobAccepted carry none)") },
  // Kaizen
  "acknowledgeKaizenEntry /acknowledged": {
    absent: unstated(
      "what an omitted `acknowledged` means is not stated (only `{acknowledged: false}` undoes); the reference reads it as true",
    ),
  },
  "acknowledgeKaizenEntry /note": {
    absent: checked(
      ["NULL-KAIZEN-NOTE"],
      ["D1-NOTATION-ABSENT-KEEPS", "D2-VERSION-ABSENT-NULL"],
      "an acknowledgement without `note` keeps the stored `acknowledgementNote`",
    ),
    null: checked(
      ["NULL-KAIZEN-NOTE", "NULL-VALUE-ALLOWED"],
      ["D2-VERSION-ABSENT-NULL", "D1-NOTATION-NULLABLE"],
      "`note: null` is admitted and stored as null",
    ),
  },
  // Keys
  "createKey /scope": {
    absent: checked(["KEYS-DEFAULT-SCOPE"], ["D2-KEYS-CREATE-DEFAULT-WRITE"], "an omitted scope mints `write`"),
  },
  "createKey /externalIdentity": {
    absent: unstated("what a key minted without `externalIdentity` reports (null, or its minter's) is not stated"),
  },
  // Merge records
  "setMergeRecordEffort *": {
    absent: OBJECT_STAR("the effort tag's field is configuration, `bodies.setMergeRecordEffort`"),
    null: checked(["STATE-MERGE-EFFORT-TAG"], ["D2-MERGE-EFFORT-TAG"], "null clears the tag, which reads back null"),
  },
  // Webhooks
  ...WEBHOOK_FIELDS("putNotificationWebhook"),
  ...WEBHOOK_FIELDS("putNotificationWebhookById"),
  // Notifications, repos
  "actOnNotification *": { absent: OBJECT_STAR("required, no field named") },
  "bootstrapRepo *": { absent: OBJECT_STAR("a brief or reference architecture") },
  "linkRepo *": { absent: OBJECT_STAR("`owner` and `name` are the fields named, both needed") },
  // Decisions
  "approveRunDecision /proposal": {
    absent: checked(
      ["STATE-DECISION-APPROVAL-GATE"],
      ["D1-STATE-APPROVAL-APPROVE"],
      "an approve without `proposal` is a plain approve; the proposal that flows downstream is not shown",
    ),
  },
  "rejectRunDecision /reason": { absent: SHOWN_NOWHERE("a rejection's reason") },
  "incorporateBrainstorm /feedback": { absent: SHOWN_NOWHERE("incorporate feedback") },
  "incorporateClarity /feedback": { absent: SHOWN_NOWHERE("incorporate feedback") },
  "incorporateRequirements /feedback": { absent: SHOWN_NOWHERE("incorporate feedback") },
  "answerFollowUpItem /resolution": {
    absent: unstated("the resolution an answer without one takes (`answered` or `closed`) is not stated"),
  },
  "chooseFork /forkId": {
    absent: SHOWN_NOWHERE("the fork chosen"),
    null: checked(
      ["NULL-VALUE-ALLOWED"],
      ["D1-NOTATION-NULLABLE", "D2-VERSION-ABSENT-NULL"],
      "admitted by validation; what the choice was is shown nowhere",
    ),
  },
  "chooseFork /custom": {
    absent: SHOWN_NOWHERE("the custom approach chosen"),
    null: checked(
      ["NULL-VALUE-ALLOWED"],
      ["D1-NOTATION-NULLABLE", "D2-VERSION-ABSENT-NULL"],
      "admitted by validation; what the choice was is shown nowhere",
    ),
  },
  "chooseFork /note": {
    absent: SHOWN_NOWHERE("a fork choice's note"),
    null: checked(
      ["NULL-VALUE-ALLOWED"],
      ["D1-NOTATION-NULLABLE", "D2-VERSION-ABSENT-NULL"],
      "admitted by validation; the note is shown nowhere",
    ),
  },
  "resolveJudge *": { absent: OBJECT_STAR("outcomes proceed, bounce, stop") },
  "challengePrReviewFinding /question": { absent: SHOWN_NOWHERE("a challenge's question") },
  "resolvePrReview /action": { absent: unstated("which action a resolve without one takes is not stated") },
  "resolvePrReview /findingIds": {
    absent: checked(
      ["STATE-DECISION-PR-REVIEW"],
      ["D1-STATE-PR-REVIEW-RESOLVE", "D1-NOTATION-ABSENT-KEEPS"],
      "resolve sends no `findingIds`: the stored selection (`selectedFindingIds`) decides whether fix/post is refused",
    ),
  },
  // Services
  "createService *": {
    absent: OBJECT_STAR(
      "the authored fields; the reference titles a service without one, variant service-title-required refuses it",
    ),
  },
  "createService /repoId": {
    absent: checked(
      ["STATE-SERVICE-NO-REPO-START-REFUSED"],
      ["D2-ROW-createService"],
      "a service created without a repository holds tasks but cannot start them",
    ),
  },
  "updateService *": {
    absent: checked(
      ["NULL-OMIT-KEEPS"],
      ["D2-VERSION-ABSENT-NULL", "D1-NOTATION-ABSENT-KEEPS"],
      "a PATCH naming one authored field (the fields PublicService shows) stores it and keeps the others",
    ),
  },
  "updateService /provisioning": {
    absent: checked(
      ["NULL-OMIT-KEEPS"],
      ["D2-SERVICES-PATCH-KEEPS-PROVISIONING"],
      "a PATCH without `provisioning` keeps the pin",
    ),
  },
  // Tasks
  "createServiceTask /description": { absent: CREATE_DEFAULT("description") },
  "createServiceTask /documents": {
    absent: unstated(
      "doc 1 Task create: documents are attached if given; a task created without them is not stated to hold none (a ticket may bring its own)",
      ["D1-STATE-TASK-CREATE"],
    ),
  },
  "createServiceTask /fields": { absent: unstated("no response or read shows `fields`") },
  "createServiceTask /modelPresetId": { absent: CREATE_DEFAULT("modelPresetId") },
  "createServiceTask /pipelineId": {
    absent: unstated(
      "which pipeline a task with no pin starts on when the start names none is not stated (a pin, when given, is STATE-TASK-START-PIPELINE's)",
    ),
  },
  "createServiceTask /riskPolicyId": { absent: CREATE_DEFAULT("riskPolicyId") },
  "createServiceTask /taskType": { absent: CREATE_DEFAULT("taskType") },
  "createServiceTask /ticket": {
    absent: unstated("doc 1 Task create: a ticket is attached if given; nothing is stated of a task without one", [
      "D1-STATE-TASK-CREATE",
    ]),
  },
  "updateTask /autoStartDependents": taskKeeps("autoStartDependents"),
  "updateTask /description": taskKeeps("description"),
  "updateTask /fields": {
    absent: unstated(
      "`fields` merged over stored values (an omitted key keeps its value), but no response shows `fields`",
      ["D2-TASKS-PATCH-FIELDS-MERGED"],
    ),
  },
  "updateTask /modelPresetId": taskKeeps("modelPresetId"),
  "updateTask /riskPolicyId": taskKeeps("riskPolicyId"),
  "updateTask /title": taskKeeps("title"),
  "addTaskDependency *": { absent: OBJECT_STAR("`dependsOnTaskId` is the field named, and needed") },
  "removeTaskDependency *": { absent: OBJECT_STAR("`dependsOnTaskId` is the field named, and needed") },
  "detachTaskDocument *": { absent: OBJECT_STAR("`source` and `externalId` are the fields named, both needed") },
  "startTask /pipelineId": {
    absent: checked(
      ["STATE-TASK-START-PIPELINE"],
      ["D1-STATE-TASK-START"],
      "a start without `pipelineId` runs the task's pinned pipeline",
    ),
  },
  // Tracker writeback
  "updateTrackerWriteback *": {
    absent: checked(
      ["NULL-OMIT-KEEPS", "NULL-EMPTY-WRITEBACK", "NULL-WRITEBACK-ONE-ACTION"],
      ["D2-ID-WRITEBACK-MERGED", "D2-ID-WRITEBACK-EMPTY-NOOP"],
      "merged: a patch naming one action keeps the others; the empty patch is a no-op",
    ),
  },
  // Use cases
  "invokeUseCase *": {
    absent: OBJECT_STAR("parameters, model choice, `maxOutputTokens`; the defaults of the model choice are not stated"),
  },
  "invokeUseCase /maxOutputTokens": {
    absent: unstated("the bound an invocation without `maxOutputTokens` gets is not stated, and nothing is stored"),
  },
};
