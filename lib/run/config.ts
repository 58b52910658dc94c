/**
 * The run's configuration as the engine sees it (the CLI and `npm test` both produce one), and
 * the part of it every family's target handle is made from (`TargetInfo`).
 */
import type { Ledger } from "./ledger.ts";
import { DEFAULT_DEADLINE_MS, MAX_RESPONSE_BYTES, type ClientOptions, type InProcessConnect } from "../http/client.ts";
import type { Profile } from "../rules/types.ts";
import { DECISION_KINDS } from "../../contract/src/common.ts";

export interface RunConfig {
  /** Absent: the embedded reference server is started in process. */
  baseUrl?: string;
  adminKey?: string;
  peerAdminKey?: string;
  profile: Profile;
  seed: number;
  strict: boolean;
  /** Rule ids or family names to run (empty: all). */
  only: string[];
  exclude: string[];
  /** Operation ids to run (empty: all). */
  operations: string[];
  timeoutMs: number;
  /** The whole run's time limit (`--max-duration`): reached, the run stops in order, as on Ctrl-C. */
  maxDurationMs: number | null;
  /** At most this many requests per second (`--rate`), or no limit. */
  rate: number | null;
  /** A budget of requests for the checks (`--max-requests`), or none; the cleanup is never held back. */
  maxRequests: number | null;
  /** The largest response body read (`--max-response-bytes`); a larger one fails its check. */
  maxResponseBytes: number;
  /** Generated valid inputs per operation in the property rules (OP-GENERATED-ANSWERED). */
  examples: number;
  /** Checks of a family run at once (1: one at a time); those sharing workspace state take turns (lib/engine/claims.ts). */
  concurrency: number;
  /** Clients racing on one resource in each CONC rule (`--race-clients`), apart from `concurrency`. */
  raceClients: number;
  /** Rounds each CONC rule runs its racing clients for (`--race-rounds`). */
  raceRounds: number;
  /** Run only one slice of the (rule, operation) pairs (`--shard i/n`), or all of them. */
  shard: Shard | null;
  /**
   * `--min-coverage PCT`: the gate fails when less than PCT percent of the documented (operation,
   * status, content type) cells the run's rules try to bring about were observed; null: no such gate.
   */
  minCoverage: number | null;
  /** Faults to switch on in the embedded server (the suite's self-test only). */
  serverFaults: string[];
  /** Allowed readings to switch on in the embedded server (server/variants/; the suite's self-test only). */
  serverVariants: string[];
  /** Pipelines the full profile starts runs on (default: the reference server's deterministic ones). */
  pipelines: PipelineMap;
  /** Request field names the documents leave unshown (null: the rule that needs one is not exercised). */
  decisionFields: { judgeOutcome: string | null };
  /**
   * The target is a throwaway instance (`--disposable`): the suite may start, stop and retry runs,
   * act on and dismiss notification cards, invoke use cases, tag merge records, bootstrap
   * repositories and re-connect the cluster there. The embedded reference server always is.
   */
  disposable: boolean;
  /**
   * The configured pipelines, bodies and facts are vouched for (`--vouch`): a state they promise that
   * never comes within the wait fails, instead of leaving the check not exercised (a promise may be
   * wrong; a vouched one may not). The embedded reference server's are its own: always vouched for.
   */
  vouch: boolean;
  /**
   * Request bodies the documents leave unshown, by operation id (config-file key `bodies`). A missing
   * entry (or null) leaves the operation's success not exercised on a real target; the embedded
   * reference server gets REFERENCE_BODIES under what is configured.
   */
  bodies: OperationBodies;
  /**
   * Facts about the target the documents leave unshown and the suite cannot discover (config-file key
   * `facts`). A missing entry (or null) leaves the rule that needs it not exercised on a real target;
   * the embedded reference server gets REFERENCE_FACTS under what is configured.
   */
  facts: TargetFacts;
  /** The config file the settings were read from (absolute), if any: a re-run names it again. */
  configFile: string | null;
}

/** A file of a linked repository (`owner`/`name`, `path`, optional `ref`). */
export interface RepoFile {
  owner: string;
  name: string;
  path: string;
  ref?: string;
  /** Other refs (branch or tag names) that hold the same file (STATE-REPO-FILE-REFS reads it at each). */
  alsoAt?: string[];
}

export interface TargetFacts {
  /**
   * Whether the target's keyset pages hold the `limit` asked for while more items remain (doc 2 lets a
   * page be short, even empty, while a cursor is set): true lets PAGE-LIMIT-MAX-FILLED require it.
   */
  pagesFilled?: boolean | null;
  /**
   * Whether PublicSpend's `truncated` says rows beyond the `limit` asked for were left out (doc 1 does
   * not show its meaning): true lets PAGE-LIMIT-SPEND-MAX require a `limit` above 100 to show them.
   */
  spendTruncated?: boolean | null;
  /** A file of a linked repository larger than the readable-file size limit (doc 2 Errors 422 `file_too_large`). */
  largeFile?: RepoFile | null;
  /** A service whose repository holds no specification (doc 2 Spec: reads as `anchor` `absent`). */
  specAbsentService?: string | null;
  /**
   * A service whose repository holds a wholly readable specification (what a spec holds is not
   * shown). STATE-SPEC-WHOLE-READ then requires its read served in its shape, `anchor` not `absent`,
   * and, vouched for (--vouch), `present` with no issue: nothing of it went unread.
   */
  specWholeService?: string | null;
  /**
   * A service whose repository holds a partly readable specification (doc 2 Spec: "partially readable
   * spec is served with `issues`"; which spec is partly unreadable is not shown). STATE-SPEC-PARTIAL-ISSUES
   * then requires its read served in its shape (no unreadable item in it) with at least one issue.
   */
  specPartialService?: string | null;
  /**
   * A screenshot or reference image of the workspace whose bytes are kept in storage (doc 2 Evidence:
   * GET /artifacts/{artifactId}/blob answers 200 with them; 404 only for an unknown id or bytes gone;
   * GET /runs/{runId}/artifacts lists a run's screenshots plus reference images): whether an
   * artifact's bytes are gone, and which run holds it, is not visible from outside.
   * ERRORS-ARTIFACT-KNOWN-BYTES then requires its blob read 200, and STATE-RUN-ARTIFACTS-OF-RUN its
   * run to list it, when vouched for (--vouch).
   */
  artifactBytesKept?: string | null;
  /**
   * An artifact of the workspace whose bytes are gone from storage (doc 2 Evidence: 404 also when the
   * bytes are gone). ERRORS-ARTIFACT-KNOWN-BYTES then requires its blob read 404 with the envelope,
   * when vouched for (--vouch).
   */
  artifactBytesGone?: string | null;
  /** The target holds open notification cards when the run starts (doc 2 Notifications: GET /notifications lists them). */
  openCards?: boolean | null;
  /**
   * The target holds Kaizen entries (gradings) when the run starts (doc 2 Kaizen: GET /kaizen/entries
   * lists them): an empty list then fails PAGE-FILTER-KAIZEN instead of leaving it not exercised.
   */
  kaizenEntries?: boolean | null;
  /**
   * The target's catalogs hold entries when the run starts (doc 2 Identity: GET /models, /model-presets,
   * /risk-policies, /task-types; doc 2 Use cases: GET /use-cases, "an empty list means none
   * registered"): STATE-CATALOGS-LISTED then requires each to list entries, and each entry to carry
   * the fields doc 1 names for it, instead of taking an empty catalog for a deployment without any.
   */
  catalogEntries?: boolean | null;
  /**
   * A task type the deployment knows but hides (doc 1 Task type: "hidden types are absent"; which are
   * hidden is not readable). STATE-TASK-TYPE-HIDDEN then requires GET /task-types not to list it.
   */
  hiddenTaskType?: string | null;
  /**
   * How many jobs of a workspace may run at once (doc 2 Limits: "a job concurrency slot", its number
   * not shown): CONC-JOB-SLOTS races more starts than that and requires no more running at once;
   * ERRORS-JOB-SLOTS fills them, requires the next start refused and a cancel to free one at once.
   */
  jobSlots?: number | null;
  /**
   * How many event streams the deployment holds open at once (doc 2 Limits: "a per-deployment
   * connection cap on event streams", its figure not shown; doc 2 Events, Streams: a task run's stream
   * ends with `timeout` "when the connection cap is reached"). EVENTS-STREAM-CAP, on a disposable
   * target only, opens that many and requires the next one ended with `timeout`.
   */
  streamCap?: number | null;
  /**
   * The id of a run on an individual-usage model that an open `ci_failed` or `test_failed` card points
   * at (its `executionId`): acting on that card must be refused (doc 2 Notifications; Authentication 9).
   */
  individualUsageRun?: string | null;
  /**
   * Whether the deployment widened its webhook allow-list (doc 2 Events, Outbound webhook: "publicly
   * routable unless the deployment widened its allow-list"). `false` states it did not: a private
   * host must then be refused (VALID-WEBHOOK-ROUTABLE); `true` or unset leaves that rule not exercised.
   */
  webhookAllowListWidened?: boolean | null;
  /**
   * A task type and three `fields` maps its descriptors judge (doc 1 CreatePublicTask: `fields`
   * "validated against the task-type descriptors", whose layout is not shown): `refused` fails them
   * (a required field left out, a value of the wrong type), `admitted` passes them, and `patch` names
   * only fields other than a required one, so that merged over `admitted` (doc 2 PATCH /tasks: `fields`
   * merged) it still passes. VALID-TASK-FIELDS runs only with it.
   */
  taskFields?: TaskFieldsFact | null;
  /**
   * A document source the target accepts a fresh page of (`{kind: "source", source, ref}`; doc 1
   * PublicTaskDocument: source identifiers are not shown). STATE-TASK-DOCUMENT-HELD then requires a
   * page of it attached (201) instead of trying the sources in use and ending not exercised.
   */
  documentSource?: string | null;
  /**
   * A spend report that holds spend the target could not attribute (doc 1 PublicSpendRow: `key` ""
   * is the unattributed bucket; which spend is unattributed is not shown). STATE-SPEND-UNATTRIBUTED-BUCKET
   * then requires that report (`limit` 500) to show the bucket as one row keyed "".
   */
  unattributedSpend?: UnattributedSpendFact | null;
  /**
   * The id of an archived service of the workspace (doc 2 Services: "archived services absent" from
   * GET /services, "archived service not addressable"; no operation archives one, so the suite cannot
   * make one). STATE-SERVICE-ARCHIVED-HIDDEN then requires it unlisted and every request addressing it refused.
   */
  archivedService?: string | null;
  /**
   * A linked monorepo of the workspace and the body fields that name a subdirectory of it (doc 2
   * Services: "a monorepo service must name its subdirectory"; which repository is a monorepo, and the
   * field that names the subdirectory, are not shown). VALID-SERVICE-MONOREPO-SUBDIRECTORY then requires
   * a service of it naming the subdirectory taken and one naming none refused; a service the suite
   * makes from it (STATE-SERVICE-DELETE) names the subdirectory.
   */
  monorepo?: MonorepoFact | null;
  /**
   * A custom provisioning pin the target stores (doc 1 Services: one variant "pins a custom manifest
   * type by id; other fields not shown"). A PATCH of it must then read back holding it: NULL-OMIT-KEEPS
   * keeps it across the service's other edits, NULL-SERVICE-INFRALESS-ABSENT takes it back.
   */
  provisioningPin?: Record<string, unknown> | null;
  /**
   * A body of POST /repos/bootstrap that names a reference architecture and no brief (doc 2 Repos:
   * "a brief or reference architecture"; the body's fields are not shown), which the target takes.
   * STATE-REPO-BOOTSTRAP-ARCHITECTURE then requires it taken (201), the job polled without a 5XX, and
   * the repository and frame made, on a disposable target.
   */
  bootstrapArchitecture?: Record<string, unknown> | null;
  /**
   * Whether the workspace has an issue tracker connected (doc 1 Follow-up item "file | tracker
   * connected"; the connection is not readable through the API). `true` states it is: a refused file
   * of a `follow_up` item then fails STATE-DECISION-FOLLOW-UPS when vouched for (--vouch, the embedded
   * server's own); unvouched, or `false`/null, a refusal ends filing with a note.
   */
  trackerConnected?: boolean | null;
  /**
   * How many request-changes rounds the approval gate of the pipeline parking on it takes before it
   * reads `exceeded` (doc 2 Limits: approval companions have an iteration cap; the approval-gate shape
   * reports none). STATE-DECISION-APPROVAL-GATE then requires each round below it to park the gate
   * `pending` again and the one reaching it to leave it `exceeded`, when vouched for (--vouch).
   */
  approvalRounds?: number | null;
  /**
   * A task description the input gate of the pipeline parking on it passes (doc 1 Input gate: resolve
   * `recheck`, the task re-evaluated, "blocking findings gone → run released"; doc 2 Decisions: edit
   * the task first with PATCH /tasks/{taskId}; what passes the gate is not stated). STATE-DECISION-INPUT-GATE
   * then requires a recheck after editing the task's description to it to release the run, when
   * vouched for (--vouch); otherwise a gate still blocked is a note.
   */
  inputGateClears?: string | null;
}

export interface MonorepoFact {
  repoId: string;
  /** The fields of a POST /services body that name a subdirectory of it, in the target's words. */
  subdirectory: Record<string, unknown>;
}

export interface UnattributedSpendFact {
  dimension: "model" | "agentKind" | "service" | "repo" | "taskType" | "ticket" | "run";
  window: "24h" | "7d" | "30d" | "90d";
}

export interface TaskFieldsFact {
  taskType: string;
  refused: Record<string, unknown>;
  admitted: Record<string, unknown>;
  patch: Record<string, unknown>;
  /**
   * More `fields` maps, each of a task type, that its descriptors refuse: one for each kind of check
   * a descriptor makes (a value of the wrong type, beyond a bound, outside the options, a field no
   * descriptor names), so that each check is tried and not only the one `refused` fails.
   */
  alsoRefused?: FieldsOfType[];
  /** More maps its descriptors admit: values at their bounds, every option. */
  alsoAdmitted?: FieldsOfType[];
}

/** A `fields` map and the task type whose descriptors judge it. */
export interface FieldsOfType {
  taskType: string;
  fields: Record<string, unknown>;
}

/**
 * The reference server's seeded facts (server/README.md): its large file, its service without a
 * spec, its open cards, the failed run on a personal model its second `ci_failed` card points at,
 * its webhook allow-list, not widened unless started with `webhookAllowHttp`, its `spike` task type's
 * descriptors, its archived service and a custom provisioning pin it stores.
 */
export const REFERENCE_FACTS: Required<TargetFacts> = {
  pagesFilled: true,
  spendTruncated: true,
  // Also on the branch feature/csv-export and the tag v1.0.0 (server/domain/platform/repo-files.ts).
  largeFile: { owner: "acme", name: "app", path: "data/large-fixture.csv", alsoAt: ["feature/csv-export", "v1.0.0"] },
  specAbsentService: "svc_worker_a",
  // server/domain/platform/repo-files.ts: acme/app's spec (items at their bounds) is wholly readable,
  // acme/ledger's only partly (one item of every kind the reader drops).
  specWholeService: "svc_board_a",
  specPartialService: "svc_ledger_a",
  // server/state/seed-ids.ts of the first workspace: the seeded screenshot, and the one whose bytes
  // server/domain/evidence/artifacts.ts deletes from storage.
  artifactBytesKept: "art_done_a",
  artifactBytesGone: "art_gone_a",
  openCards: true,
  kaizenEntries: true,
  // server/domain/catalog: each catalog is seeded, and `internal-maintenance` is its hidden task type.
  catalogEntries: true,
  hiddenTaskType: "internal-maintenance",
  // server/options.ts DEFAULT_OPTIONS.jobSlots; the embedded server reports its own (the variant
  // job-slots-1 lowers it to 1), which prepare.ts puts over this one.
  jobSlots: 2,
  // server/options.ts DEFAULT_OPTIONS.streamCap; the embedded server reports its own (the variant
  // stream-cap-1 lowers it to 1), as it does its job slots.
  streamCap: 64,
  individualUsageRun: "run_personal_a",
  webhookAllowListWidened: false,
  // `spike` requires `question` and bounds `timeboxHours` to 1-40 (server/domain/catalog/task-types.ts).
  documentSource: "confluence",
  // Two ledger entries of the last 30 days carry no attribution (server/domain/usage/state.ts).
  unattributedSpend: { dimension: "model", window: "30d" },
  // server/domain/services/state.ts archivedSeedId of the first workspace (`ws_a`).
  archivedService: "svc_archived_a",
  // server/domain/platform/state.ts monorepoSeedId of the first workspace (`acme/platform`).
  // `subdirectory` is the field the reference server reads (server/domain/services/handlers.ts).
  monorepo: { repoId: "repo_mono_a", subdirectory: { subdirectory: "services/board" } },
  // Stored as given (server/domain/services/handlers.ts); `helm` is a registered manifest type.
  provisioningPin: { type: "custom", manifestTypeId: "helm" },
  // server/domain/platform/bootstrap.ts REFERENCE_ARCHITECTURES: `web-app` is one it knows.
  bootstrapArchitecture: { referenceArchitecture: "web-app", title: "conformance architecture bootstrap" },
  // server/domain/decisions/state.ts: the seeded workspace has a tracker connected.
  trackerConnected: true,
  // server/domain/decisions/limits.ts CAPS.approvalRounds.
  approvalRounds: 2,
  // server/domain/decisions/kinds/input-gate.ts: a description other than the one the gate evaluated passes it.
  inputGateClears:
    "Done when the export button downloads a CSV of the board; affects the board screen and GET /export.",
  taskFields: {
    taskType: "spike",
    refused: { timeboxHours: 4 },
    admitted: { question: "Does the cache survive a restart?" },
    patch: { timeboxHours: 4 },
    // server/domain/catalog/task-types.ts: one map for each check of each kind of descriptor.
    alsoRefused: [
      { taskType: "spike", fields: { question: 42 } },
      { taskType: "spike", fields: { question: "x".repeat(2001) } },
      { taskType: "spike", fields: { question: "   " } },
      { taskType: "spike", fields: { question: "q", timeboxHours: 0 } },
      { taskType: "spike", fields: { question: "q", timeboxHours: 41 } },
      { taskType: "spike", fields: { question: "q", timeboxHours: "4" } },
      { taskType: "spike", fields: { question: "q", owner: "ada" } },
      { taskType: "feature", fields: { priority: "urgent" } },
      { taskType: "feature", fields: { priority: 3 } },
      { taskType: "feature", fields: { components: "board" } },
      { taskType: "feature", fields: { components: ["board", 7] } },
      { taskType: "feature", fields: { components: Array.from({ length: 21 }, (_, i) => `c${i}`) } },
      { taskType: "feature", fields: { components: ["x".repeat(121)] } },
      { taskType: "feature", fields: { uiChange: "yes" } },
      { taskType: "review", fields: { focus: ["speed"] } },
    ],
    alsoAdmitted: [
      { taskType: "spike", fields: { question: "x".repeat(2000), timeboxHours: 1 } },
      { taskType: "spike", fields: { question: "q", timeboxHours: 40 } },
      {
        taskType: "feature",
        fields: {
          priority: "low",
          components: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(120, "c")),
          uiChange: false,
          acceptanceCriteria: "x".repeat(4000),
        },
      },
      { taskType: "feature", fields: { priority: "medium", uiChange: true } },
      { taskType: "feature", fields: { priority: "high" } },
      { taskType: "review", fields: { focus: ["security", "performance", "readability", "tests"] } },
    ],
  },
};

/** The operations whose success needs a body whose fields the documents do not show. */
export const BODY_OPERATIONS = [
  "actOnNotification",
  "bootstrapRepo",
  "createEnvironmentConnection",
  "invokeUseCase",
  "setMergeRecordEffort",
] as const;
export type BodyOperation = (typeof BODY_OPERATIONS)[number];
/**
 * Bodies the suite sends to see the target answer a stated non-success, not a success: a connection
 * test whose credential the target refuses (doc 2 Environments: "a refused credential is a 200 with
 * `ok` false"). Same `bodies` key, same rules: a missing entry leaves the rule not exercised.
 */
export const REFUSED_BODY_OPERATIONS = ["testEnvironmentConnection"] as const;
export type RefusedBodyOperation = (typeof REFUSED_BODY_OPERATIONS)[number];
/**
 * Bodies the suite can guess where none is configured (the shape the documents show first: POST
 * /services with `{}`, then with a `title`; a refusal of every guess leaves the operation not
 * exercised), but that the target must accept where one is: a configured body states what the target
 * takes, so its refusal is the target's failure. Same `bodies` key.
 */
export const GUESSED_BODY_OPERATIONS = ["createService"] as const;
export type GuessedBodyOperation = (typeof GUESSED_BODY_OPERATIONS)[number];
export type OperationBodies = Partial<
  Record<BodyOperation | RefusedBodyOperation | GuessedBodyOperation, Record<string, unknown> | null>
>;

/**
 * What the reference server accepts for those bodies (server/README.md "Reference choices"), as the
 * default pipeline map names its pipelines; any other target is configured (`bodies` in the file).
 */
export const REFERENCE_BODIES: Record<
  BodyOperation | RefusedBodyOperation | GuessedBodyOperation,
  Record<string, unknown>
> = {
  actOnNotification: {},
  // A service with no repository (doc 2 Services: optional `repoId`), with a title: the variant
  // service-title-required, a reading the documents allow, refuses a body without one.
  createService: { title: "conformance service" },
  bootstrapRepo: { brief: "A small web service scaffolded by the conformance suite.", title: "conformance bootstrap" },
  createEnvironmentConnection: {
    endpoint: "https://cluster.conformance.example.com:6443",
    tlsVerify: true,
    namespaceTemplate: "conformance-{runId}",
    environmentUrlTemplate: "https://{runId}.conformance.example.com",
    secrets: { token: "conformance-cluster-token" },
  },
  invokeUseCase: {
    parameters: { text: "The conformance suite checks every operation of the API against its documents." },
    modelId: "model-standard",
    maxOutputTokens: 64,
  },
  setMergeRecordEffort: { effort: "minor" },
  // A credential the reference server refuses (a secret whose value is `refused`): 200 with `ok` false.
  testEnvironmentConnection: {
    endpoint: "https://refused.conformance.example.com:6443",
    tlsVerify: true,
    secrets: { token: "refused" },
  },
};

/**
 * Which pipeline of the target does what, for the full profile. The documents name no pipeline,
 * so this is configuration; the defaults are the reference server's seeded pipelines.
 */
export interface PipelineMap {
  /** Runs straight to done. */
  straight: string | null;
  /** Fails, and can be retried. */
  failing: string | null;
  /** Slow enough to stop while in flight. */
  slow: string | null;
  /** Runs on an individual-usage model (start and retry refused). */
  individual: string | null;
  /** Exceeds the workspace budget (pauses runs; left out by default: it changes the workspace for good). */
  budget: string | null;
  /** One pipeline per decision kind that parks on it. */
  park: Record<string, string | null>;
}

export const REFERENCE_PIPELINES: PipelineMap = {
  straight: "pl_straight",
  failing: "pl_fail",
  slow: "pl_slow",
  individual: "pl_individual",
  budget: null,
  park: Object.fromEntries(DECISION_KINDS.map((k) => [k, `pl_park_${k.replace(/-/g, "_")}`])),
};

export const DEFAULT_RUN_CONFIG: RunConfig = {
  profile: "standard",
  seed: 1,
  strict: false,
  only: [],
  exclude: [],
  operations: [],
  timeoutMs: DEFAULT_DEADLINE_MS,
  maxDurationMs: null,
  rate: null,
  maxRequests: null,
  maxResponseBytes: MAX_RESPONSE_BYTES,
  examples: 3,
  concurrency: 1,
  raceClients: 8,
  raceRounds: 12,
  shard: null,
  minCoverage: null,
  serverFaults: [],
  serverVariants: [],
  pipelines: REFERENCE_PIPELINES,
  decisionFields: { judgeOutcome: null },
  disposable: false,
  vouch: false,
  bodies: {},
  facts: {},
  configFile: null,
};

/** The `index`-th (1-based) of `total` slices. */
export interface Shard {
  index: number;
  total: number;
}

export interface LadderKeys {
  admin: string;
  read: string | null;
  write: string | null;
  decide: string | null;
  /** An admin key of a second workspace, when the run was given one. */
  peer: string | null;
}

/** The settings of the run that the test workers read, as the run was configured: named once, copied by `carriedSettings`. */
const CARRIED = [
  "profile",
  "seed",
  "strict",
  "only",
  "exclude",
  "operations",
  "timeoutMs",
  "rate",
  "maxRequests",
  "maxResponseBytes",
  "examples",
  "concurrency",
  "raceClients",
  "raceRounds",
  "shard",
  "pipelines",
  "decisionFields",
  "disposable",
  "vouch",
  "bodies",
  "facts",
] as const satisfies readonly (keyof RunConfig)[];

type CarriedSettings = Pick<RunConfig, (typeof CARRIED)[number]>;

/** The carried settings of `config`, as configured (prepare.ts then settles what the target decides). */
export function carriedSettings(config: RunConfig): CarriedSettings {
  return Object.fromEntries(CARRIED.map((k) => [k, config[k]])) as CarriedSettings;
}

/** What the one transport takes of the settings (lib/http/client.ts): a request's deadline, the pace, the byte bound. */
export function transportSettings(
  s: Pick<RunConfig, "timeoutMs" | "rate" | "maxResponseBytes">,
): Pick<ClientOptions, "deadlineMs" | "rate" | "maxResponseBytes"> {
  return { deadlineMs: s.timeoutMs, rate: s.rate, maxResponseBytes: s.maxResponseBytes };
}

export interface TargetInfo extends CarriedSettings {
  baseUrl: string;
  embedded: boolean;
  /** The embedded server's in-process connections (no network); undefined for a target over the network. */
  connect?: InProcessConnect;
  keys: LadderKeys;
  /** Why a rung has no key (minting refused…), to explain not-exercised results. */
  keyProblems: Record<string, string>;
  /**
   * The admin key's fixed prefix (doc 2 Authentication 1), to compose the credential of a minted key
   * whose `secret` is only the part after the dot (lib/run/credential.ts); null when it cannot be told.
   */
  keyPrefix?: string | null;
  /** The workspace of the admin key, and of the peer key when given. */
  workspaceId: string;
  peerWorkspaceId: string | null;
  /**
   * The run's ledger (lib/run/ledger.ts): what every family made and removed, whether the run is
   * stopping, the request budget spent. Null: none (a unit test's hand-made target).
   */
  ledger: Ledger | null;
}
