/**
 * The settings given as objects: the pipeline map (also ROLE=ID pairs as text), the decision field
 * names, the bodies and the facts the documents leave unshown. As data each is checked against its
 * JSON Schema (the same fragment the config file's schema holds) and laid over the layer below.
 */
import { DECISION_KINDS } from "../../../contract/src/common.ts";
import { UsageError } from "../../report/usage-error.ts";
import {
  type BODY_OPERATIONS,
  REFERENCE_PIPELINES,
  type REFUSED_BODY_OPERATIONS,
  type GUESSED_BODY_OPERATIONS,
  type OperationBodies,
  type PipelineMap,
  type TargetFacts,
} from "../config.ts";
import { describeError, schemaErrors } from "./json-problems.ts";
import type { JsonSchema, Kind } from "./kinds.ts";

/** Data checked against `schema`, then laid over `under`. */
function section<T>(schema: JsonSchema, over: (value: T, under: T) => T): Kind<T> {
  return {
    fromText(_text, from) {
      throw new UsageError(`${from} is set in the config file only`);
    },
    fromValue(value, from, under) {
      const problems = schemaErrors(schema, value).map((e) => describeError(e, from));
      if (problems.length) throw new UsageError([...new Set(problems)].join("; "));
      return over(value as T, under);
    },
    schema,
  };
}

const pipelineId = (description: string): JsonSchema => ({
  type: ["string", "null"],
  minLength: 1,
  maxLength: 200,
  description,
});

/** The roles of the pipeline map besides `park`, and what each pipeline does. */
export const PIPELINE_ROLES = {
  straight: "runs straight to done",
  failing: "fails, and can be retried",
  slow: "slow enough to stop while in flight",
  individual: "runs on an individual-usage model",
  budget: "exceeds the workspace budget (pauses the workspace's runs: leave null on a shared target)",
} as const;
type Role = keyof typeof PIPELINE_ROLES;
const ROLES = Object.keys(PIPELINE_ROLES) as Role[];

/** A `fields` map and the task type whose descriptors judge it (facts.taskFields `alsoRefused`, `alsoAdmitted`). */
const FIELDS_OF_TYPE: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["taskType", "fields"],
  properties: { taskType: { type: "string", minLength: 1 }, fields: { type: "object" } },
};

const PIPELINES_SCHEMA: JsonSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(ROLES.map((r) => [r, pipelineId(PIPELINE_ROLES[r])])),
    park: {
      type: "object",
      additionalProperties: false,
      description: "per decision kind, a pipeline that parks on it",
      properties: Object.fromEntries(
        DECISION_KINDS.map((k) => [
          k,
          pipelineId("a pipeline id of the target, or null: the rules that need it are not exercised"),
        ]),
      ),
    },
  },
};

const overMap = (value: Partial<PipelineMap>, under: PipelineMap): PipelineMap => ({
  ...under,
  ...value,
  park: { ...under.park, ...value.park },
});

/** `straight=pl_a,park.judge=pl_j,budget=none` over the map below (the file's, or the reference server's). */
export function parsePipelines(text: string, from: string, under: PipelineMap): PipelineMap {
  const out: PipelineMap = { ...under, park: { ...under.park } };
  for (const pair of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([a-z.-]+)=(.+)$/.exec(pair);
    if (!m) throw new UsageError(`${from} expects ROLE=ID pairs separated by commas, got ${JSON.stringify(pair)}`);
    const [, role, raw] = m;
    const id = raw === "none" ? null : raw;
    if ((ROLES as string[]).includes(role)) out[role as Role] = id;
    else if (role.startsWith("park.") && (DECISION_KINDS as readonly string[]).includes(role.slice(5)))
      out.park[role.slice(5)] = id;
    else
      throw new UsageError(
        `${from}: unknown pipeline role ${JSON.stringify(role)} (roles: ${ROLES.join(", ")}, park.<decision-kind>)`,
      );
  }
  return out;
}

export const pipelines: Kind<PipelineMap> = {
  ...section<PipelineMap>(PIPELINES_SCHEMA, overMap),
  fromText: (text, from, under) =>
    (typeof text === "string" ? [text] : text).reduce((map, t) => parsePipelines(t, from, map), under),
};

/**
 * The roles a re-run must repeat (the reference server's pipelines are the default): ROLE=ID pairs
 * as `--pipelines` reads them, `none` for a role left empty; null when every role is the default.
 */
export function changedPipelines(map: PipelineMap): string | null {
  const roles = Object.entries(map)
    .filter(([role, id]) => role !== "park" && id !== (REFERENCE_PIPELINES as unknown as Record<string, unknown>)[role])
    .map(([role, id]) => `${role}=${id ?? "none"}`);
  const parks = Object.entries(map.park)
    .filter(([kind, id]) => id !== REFERENCE_PIPELINES.park[kind])
    .map(([kind, id]) => `park.${kind}=${id ?? "none"}`);
  return roles.length + parks.length ? [...roles, ...parks].join(",") : null;
}

export const decisionFields = section<{ judgeOutcome: string | null }>(
  {
    type: "object",
    additionalProperties: false,
    properties: {
      judgeOutcome: {
        type: ["string", "null"],
        minLength: 1,
        maxLength: 100,
        description: "the field of the judge decision's outcome",
      },
    },
  },
  (value, under) => ({ ...under, ...value }),
);

/** What each body is, as the config file's schema describes it. */
const BODY_DESCRIPTIONS: Record<
  | (typeof BODY_OPERATIONS)[number]
  | (typeof REFUSED_BODY_OPERATIONS)[number]
  | (typeof GUESSED_BODY_OPERATIONS)[number],
  string
> = {
  actOnNotification: "the body of POST /notifications/{id}/act (doc 2: object*, fields not shown)",
  createService:
    "the body of POST /services that creates a service with no repository (doc 2: object*, optional `repoId`); the suite adds `repoId` where it names one. Without it the suite tries {} and then {title}, and a refusal of both leaves the rules needing a service not exercised; with it, a refusal fails OP-SUCCESS",
  bootstrapRepo: "the body of POST /repos/bootstrap (doc 2: object*, a brief or reference architecture)",
  createEnvironmentConnection:
    "the body of POST /environments/connections (doc 2: object*, control endpoint, TLS verification, namespace template, environment URL derivation, write-only secret bundle); it replaces the target's cluster binding",
  invokeUseCase:
    "the body of POST /use-cases/{useCaseId}/invocations (doc 2: object*, parameters for the use case's descriptors, model choice, maxOutputTokens); tried on each listed use case until one accepts it",
  setMergeRecordEffort:
    "the body of POST /merge-records/{recordId}/effort (doc 2: object*, effort tag none|minor|major, or null to clear)",
  testEnvironmentConnection:
    "the body of POST /environments/connections/test carrying a credential the target REFUSES (doc 2: object*; a refused credential is a 200 with `ok` false); probed, never saved",
};

export const bodies = section<OperationBodies>(
  {
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(
      Object.entries(BODY_DESCRIPTIONS).map(([op, description]) => [op, { type: ["object", "null"], description }]),
    ),
  },
  (value, under) => ({ ...under, ...value }),
);

const nonEmpty = { type: "string", minLength: 1 } as const;

export const facts = section<TargetFacts>(
  {
    type: "object",
    additionalProperties: false,
    properties: {
      pagesFilled: {
        type: ["boolean", "null"],
        description:
          "true when the target's keyset pages hold the `limit` asked for while more items remain: PAGE-LIMIT-MAX-FILLED then requires a page of 100 at limit=100 on a list holding that many; the documents let a page be short, even empty, while a cursor is set",
      },
      spendTruncated: {
        type: ["boolean", "null"],
        description:
          "true when PublicSpend's `truncated` says rows beyond the `limit` asked for were left out: PAGE-LIMIT-SPEND-MAX then requires a dimension holding more than 100 rows to show them at limit=500; doc 1 does not show what `truncated` means",
      },
      largeFile: {
        type: ["object", "null"],
        additionalProperties: false,
        required: ["owner", "name", "path"],
        properties: {
          owner: nonEmpty,
          name: nonEmpty,
          path: { ...nonEmpty, maxLength: 1000 },
          ref: { ...nonEmpty, maxLength: 255 },
          alsoAt: { type: "array", items: { ...nonEmpty, maxLength: 255 } },
        },
        description:
          "a file of a linked repository larger than the target's readable-file size limit (ERRORS-FILE-TOO-LARGE: 422 `file_too_large`; STATE-REPO-FILE-REFS reads it at its default branch named and by commit sha, and at each branch or tag of `alsoAt` that holds it too); the limit's figure is not shown, so the file cannot be found by the suite",
      },
      specAbsentService: {
        type: ["string", "null"],
        minLength: 1,
        description:
          "the id of a service whose repository holds no specification (ERRORS-SPEC-ABSENT-NOT-ERROR: its spec reads 200 `anchor` `absent`); where a spec lives in a repository is not shown, so the suite cannot find one",
      },
      specWholeService: {
        type: ["string", "null"],
        minLength: 1,
        description:
          "the id of a service whose repository holds a wholly readable specification (what a repository's spec holds is not shown): STATE-SPEC-WHOLE-READ then requires its spec read 200 in its shape with a document, `anchor` not `absent`, and when vouched for (--vouch) `present` with no issue",
      },
      specPartialService: {
        type: ["string", "null"],
        minLength: 1,
        description:
          "the id of a service whose repository holds a partly readable specification (doc 2 Spec: served with `issues`; which is partly unreadable is not shown): STATE-SPEC-PARTIAL-ISSUES then requires its spec read 200 in its shape with the readable document and at least one issue",
      },
      artifactBytesKept: {
        type: ["string", "null"],
        minLength: 1,
        description:
          "the id of a screenshot or reference image of the workspace whose bytes are kept in storage (ERRORS-ARTIFACT-KNOWN-BYTES: its blob reads 200 with them; STATE-RUN-ARTIFACTS-OF-RUN: its run lists it; each when the configuration is vouched for (--vouch)); whether an artifact's bytes are gone, and which run holds it, is not visible from outside, so the suite cannot find one",
      },
      artifactBytesGone: {
        type: ["string", "null"],
        minLength: 1,
        description:
          "the id of an artifact of the workspace whose bytes are gone from storage (ERRORS-ARTIFACT-KNOWN-BYTES: its blob reads 404 with the envelope, doc 2 Evidence, when the configuration is vouched for (--vouch)); whether an artifact's bytes are gone is not visible from outside, so the suite cannot find one",
      },
      jobSlots: {
        type: ["integer", "null"],
        minimum: 1,
        description:
          "how many jobs of a workspace may run at once (doc 2 Limits: a job concurrency slot, its number not shown); CONC-JOB-SLOTS races more starts than that and requires at most that many running at once, ERRORS-JOB-SLOTS fills them and requires the next start refused and a cancel to free a slot at once; both are not exercised without it",
      },
      streamCap: {
        type: ["integer", "null"],
        minimum: 1,
        description:
          "how many event streams the deployment holds open at once (doc 2 Limits: a per-deployment connection cap on event streams, its figure not shown); EVENTS-STREAM-CAP, on a disposable target only, opens that many (at most 128) and requires none answered `timeout` and the next one ended with `timeout`; not exercised without it",
      },
      kaizenEntries: {
        type: ["boolean", "null"],
        description:
          "true when the target holds Kaizen entries (gradings) as the run starts (PAGE-FILTER-KAIZEN then requires GET /kaizen/entries to list one); an empty list is otherwise a target without gradings",
      },
      catalogEntries: {
        type: ["boolean", "null"],
        description:
          "true when the target's catalogs (GET /models, /model-presets, /risk-policies, /task-types, /use-cases) hold entries as the run starts: STATE-CATALOGS-LISTED then requires each to list entries, each entry carrying the fields doc 1 names for it (a model's five flags, a preset's `baseModelId` and `overrides`, a risk policy's `autoMergeEnabled` and `dryRunRoles`); an empty catalog is otherwise a deployment without any",
      },
      hiddenTaskType: {
        type: ["string", "null"],
        minLength: 1,
        description:
          "a task type the deployment knows but hides (doc 1: hidden types are absent; which are hidden is not readable): STATE-TASK-TYPE-HIDDEN then requires GET /task-types not to list it",
      },
      openCards: {
        type: ["boolean", "null"],
        description:
          "true when the target holds open notification cards as the run starts (PAGE-FILTER-NOTIFICATIONS-OPEN then requires GET /notifications to list one); an empty list is otherwise a target without cards",
      },
      individualUsageRun: {
        type: ["string", "null"],
        minLength: 1,
        description:
          "the id of a run on an individual-usage model that an open ci_failed or test_failed card points at (its executionId): STATE-NOTIFICATION-ACT requires acting on that card to be refused, and every other retry card to be acted on; which model a run used is not shown",
      },
      webhookAllowListWidened: {
        type: ["boolean", "null"],
        description:
          "whether the deployment widened its webhook allow-list (doc 2 Events: an endpoint must be publicly routable unless it did); false states it did not, and VALID-WEBHOOK-ROUTABLE then requires private hosts refused and public ones admitted; the allow-list is not readable, so the suite cannot find out",
      },
      documentSource: {
        type: ["string", "null"],
        minLength: 1,
        description:
          "a document source the target accepts a fresh page of (source identifiers are not shown): STATE-TASK-DOCUMENT-HELD then requires a page of it attached (201) rather than trying the sources in use in the workspace",
      },
      unattributedSpend: {
        type: ["object", "null"],
        additionalProperties: false,
        required: ["dimension", "window"],
        properties: {
          dimension: { enum: ["model", "agentKind", "service", "repo", "taskType", "ticket", "run"] },
          window: { enum: ["24h", "7d", "30d", "90d"] },
        },
        description:
          'a spend report that holds spend the target could not attribute (which spend is unattributed is not shown): STATE-SPEND-UNATTRIBUTED-BUCKET then requires GET /usage/spend of that dimension and window to show the bucket as one row keyed ""',
      },
      archivedService: {
        type: ["string", "null"],
        minLength: 1,
        description:
          "the id of an archived service of the workspace (no operation archives one, so the suite cannot make one): STATE-SERVICE-ARCHIVED-HIDDEN then requires GET /services not to list it and every request addressing it refused with a 4XX",
      },
      monorepo: {
        type: ["object", "null"],
        required: ["repoId", "subdirectory"],
        additionalProperties: false,
        properties: {
          repoId: { type: "string", minLength: 1 },
          subdirectory: { type: "object", minProperties: 1 },
        },
        description:
          "a linked monorepo of the workspace (`repoId`) and the POST /services body fields that name a subdirectory of it (`subdirectory`; which repository is a monorepo, and that field, are not shown): VALID-SERVICE-MONOREPO-SUBDIRECTORY then requires a service of it naming the subdirectory taken and one naming none refused with a 4XX, creating nothing",
      },
      provisioningPin: {
        type: ["object", "null"],
        description:
          "a custom provisioning pin the target stores (doc 1: it pins a custom manifest type by id, other fields not shown): NULL-OMIT-KEEPS and NULL-SERVICE-INFRALESS-ABSENT then require a PATCH of it to read back holding it, instead of guessing one and leaving an unstored guess unjudged",
      },
      bootstrapArchitecture: {
        type: ["object", "null"],
        description:
          "a body of POST /repos/bootstrap naming a reference architecture and no brief, which the target takes (doc 2 Repos: a brief or reference architecture; the body's fields are not shown): STATE-REPO-BOOTSTRAP-ARCHITECTURE then requires it taken (201), the job polled without a 5XX and its repository and service frame made, on a disposable target",
      },
      approvalRounds: {
        type: ["integer", "null"],
        minimum: 1,
        description:
          "how many request-changes rounds the approval gate of the pipeline parking on it takes before it reads exceeded (doc 2 Limits: approval companions have an iteration cap; the gate reports none): STATE-DECISION-APPROVAL-GATE then requires each round below it to park the gate pending again and the round reaching it to leave it exceeded, when the configuration is vouched for (--vouch); otherwise a gate that does not keep it is a note",
      },
      inputGateClears: {
        type: ["string", "null"],
        minLength: 1,
        description:
          "a task description the input gate of the pipeline parking on it passes (doc 1 Input gate: recheck re-evaluates the task, and the run is released once the blocking findings are gone; what passes the gate is not stated): STATE-DECISION-INPUT-GATE then requires a recheck after editing the task's description to it to release the run, when the configuration is vouched for (--vouch); otherwise a gate still blocked is a note",
      },
      trackerConnected: {
        type: ["boolean", "null"],
        description:
          "whether the workspace has an issue tracker connected (doc 1 Follow-up item: file needs a tracker connected; the connection is not readable): true states it is, and STATE-DECISION-FOLLOW-UPS then fails a refused file of a follow_up item when the configuration is vouched for (--vouch); otherwise a refusal ends filing with a note",
      },
      taskFields: {
        type: ["object", "null"],
        additionalProperties: false,
        required: ["taskType", "refused", "admitted", "patch"],
        properties: {
          taskType: { type: "string", minLength: 1 },
          refused: { type: "object" },
          admitted: { type: "object" },
          patch: { type: "object" },
          alsoRefused: { type: "array", items: FIELDS_OF_TYPE },
          alsoAdmitted: { type: "array", items: FIELDS_OF_TYPE },
        },
        description:
          "a task type and three `fields` maps its descriptors judge (their layout is not shown): `refused` fails them, `admitted` passes them, `patch` names only fields other than a required one (so merged over `admitted` it passes); VALID-TASK-FIELDS then requires creating with `refused` refused 4XX, with `admitted` 201, and a PATCH of `patch` 200 (doc 2: `fields` merged); optional `alsoRefused` and `alsoAdmitted` list more `{taskType, fields}` maps the descriptors refuse (one per kind of check: a wrong type, a value beyond a bound or outside the options, a field no descriptor names) and admit (values at their bounds, every option): each is then tried too",
      },
    },
  },
  (value, under) => ({ ...under, ...value }),
);
