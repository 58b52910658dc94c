/**
 * One succeeding request per operation of the contract (used by routes.test.ts). A recipe returns
 * the operation's path parameters, query and body; the test fills the contract's path template,
 * sends the request with a key at the operation's own rung (`x-scope`) and checks the documented
 * success. Ids are the seeded fixtures (`seedIds("ws_a")`) or resources the recipe creates first
 * through the API, so that destructive recipes (deletes, stops, decisions) only touch their own.
 *
 * The table is typed `Record<OperationId, Recipe>`: an operation of the contract without a recipe
 * does not compile.
 */
import type { OperationId } from "../../contract/operation-ids.ts";
import type { Scope } from "../../lib/contract/index.ts";
import { seedIds } from "../state/seed-ids.ts";
import { ADMIN, type TestServer } from "./harness.ts";

export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export type Recipe = (w: World) => Promise<RouteRequest>;

type Json = any;

/** Setup helpers shared by the recipes: every setup call must succeed with its stated status. */
export class World {
  readonly ids = seedIds("ws_a");
  private job: string | undefined;

  constructor(
    readonly t: TestServer,
    readonly keys: Record<Scope, string>,
  ) {}

  /** A setup call that must answer `status`; returns the parsed body. */
  async must(status: number, method: string, path: string, body?: unknown, key: string = ADMIN): Promise<Json> {
    const r = await this.t.call(method, path, { key, ...(body !== undefined ? { body } : {}) });
    if (r.status !== status) throw new Error(`setup ${method} ${path}: expected ${status}, got ${r.status} ${r.text}`);
    return r.body;
  }

  /** A fresh service with no repository (admin). */
  async service(title = "routes: own service"): Promise<string> {
    return (await this.must(201, "POST", "/services", { title })).serviceId;
  }

  /** A fresh `planned` task on the repo-backed seeded service (so it can start). */
  async task(body: Record<string, unknown> = {}): Promise<string> {
    return (await this.must(201, "POST", `/services/${this.ids.service}/tasks`, { title: "routes: own task", ...body }, this.keys.write)).taskId;
  }

  /** Starts `taskId` on `pipelineId` with a `decide` key (pipelines that can park need it); returns the run id. */
  async start(taskId: string, pipelineId: string): Promise<string> {
    return (await this.must(202, "POST", `/tasks/${taskId}/start`, { pipelineId }, this.keys.decide)).runId;
  }

  /** Reads the task's run (each read advances it) until `until` holds; bounded, no sleeps. */
  async runUntil(taskId: string, until: (run: Json) => boolean, max = 60): Promise<Json> {
    for (let i = 0; i < max; i++) {
      const run = await this.must(200, "GET", `/tasks/${taskId}/run`, undefined, this.keys.read);
      if (until(run)) return run;
    }
    throw new Error(`run of task ${taskId} did not reach the expected state within ${max} reads`);
  }

  /** Polls the decision list (each read advances the run) until the run is parked; bounded. */
  async untilParked(runId: string, max = 60): Promise<Json> {
    for (let i = 0; i < max; i++) {
      const list = await this.must(200, "GET", `/runs/${runId}/decisions`, undefined, this.keys.read);
      if (list.parked) return list;
    }
    throw new Error(`run ${runId} did not park within ${max} reads`);
  }

  /** A new run parked on a decision of `kind` (seeded pipeline `pl_park_<kind>`), with that decision. */
  async park(kind: string): Promise<{ runId: string; taskId: string; decision: Json }> {
    const taskId = await this.task({ title: `routes: parks on ${kind}`, description: "Export the board as a file." });
    const pipelineId = `pl_park_${kind.replace(/-/g, "_")}`;
    const listed = await this.must(200, "GET", "/pipelines", undefined, this.keys.read);
    if (!listed.pipelines.some((p: Json) => p.pipelineId === pipelineId)) throw new Error(`GET /pipelines lists no ${pipelineId}`);
    const runId = await this.start(taskId, pipelineId);
    const list = await this.untilParked(runId);
    return { runId, taskId, decision: decisionOf(list, kind) };
  }

  /** A running job of the seeded public pipeline, created once and shared by the read recipes. */
  async sharedJob(): Promise<string> {
    this.job ??= await this.newJob();
    return this.job;
  }

  async newJob(): Promise<string> {
    await this.freeJobSlots();
    return (await this.must(202, "POST", "/jobs", { input: "Summarise the release notes.", pipelineId: "pl_job_echo" }, this.keys.write)).jobId;
  }

  /**
   * Job slots are few (doc 2 Limits, "a job concurrency slot"): reads advance a job, so read every
   * running job to its end before a recipe starts another one.
   */
  async freeJobSlots(): Promise<void> {
    const running = await this.must(200, "GET", "/jobs?status=running&limit=100", undefined, this.keys.read);
    for (const j of running.jobs as Json[]) {
      let status = j.status;
      for (let i = 0; status === "running"; i++) {
        if (i > 30) throw new Error(`job ${j.jobId} did not finish within 30 reads`);
        status = (await this.must(200, "GET", `/jobs/${j.jobId}`, undefined, this.keys.read)).status;
      }
    }
  }

  /** A first open notification card that satisfies `pred`. */
  async card(pred: (n: Json) => boolean): Promise<Json> {
    const list = await this.must(200, "GET", "/notifications", undefined, this.keys.read);
    const n = list.notifications.find(pred);
    if (!n) throw new Error("no such open notification card");
    return n;
  }
}

export function decisionOf(list: Json, kind: string): Json {
  const d = list.decisions.find((x: Json) => x.kind === kind);
  if (!d) throw new Error(`no ${kind} decision in ${JSON.stringify(list)}`);
  return d;
}

const D = (runId: string) => `/runs/${runId}/decisions`;

/** The six review routes of one review kind (requirements, clarity, brainstorm). */
function reviewRecipes(kind: "requirements-review" | "clarity-review" | "brainstorm") {
  const itemsOf = (d: Json): Json[] => (kind === "brainstorm" ? d.options : d.findings);
  const prefix = (runId: string, d: Json) =>
    kind === "brainstorm" ? `${D(runId)}/brainstorm/${d.stage}` : `${D(runId)}/${kind === "clarity-review" ? "clarity" : "requirements"}`;
  const params = (runId: string, d: Json, extra: Record<string, string> = {}) => ({
    runId,
    ...(kind === "brainstorm" ? { stage: d.stage } : {}),
    ...extra,
  });
  const itemPath = (runId: string, d: Json, itemId: string) =>
    `${prefix(runId, d)}/${kind === "brainstorm" ? "options" : "findings"}/${itemId}`;

  return {
    setStatus: (async (w) => {
      const p = await w.park(kind);
      return { params: params(p.runId, p.decision, { itemId: itemsOf(p.decision)[0].itemId }), body: { status: "dismissed" } };
    }) as Recipe,
    reply: (async (w) => {
      const p = await w.park(kind);
      return { params: params(p.runId, p.decision, { itemId: itemsOf(p.decision)[0].itemId }), body: { reply: "Only board admins." } };
    }) as Recipe,
    incorporate: (async (w) => {
      // Only open items block incorporation: dismiss them all first.
      const p = await w.park(kind);
      for (const i of itemsOf(p.decision)) {
        await w.must(200, "PATCH", itemPath(p.runId, p.decision, i.itemId), { status: "dismissed" }, w.keys.decide);
      }
      return { params: params(p.runId, p.decision), body: { feedback: "Keep it small." } };
    }) as Recipe,
    proceed: (async (w) => {
      const p = await w.park(kind);
      return { params: params(p.runId, p.decision) };
    }) as Recipe,
    reReview: (async (w) => {
      const p = await w.park(kind);
      return { params: params(p.runId, p.decision) };
    }) as Recipe,
    resolveExceeded: (async (w) => {
      // Re-review with open items until the session exceeds its iteration cap.
      const p = await w.park(kind);
      let d = p.decision;
      for (let i = 0; d.status !== "exceeded"; i++) {
        if (i > 10) throw new Error(`${kind} never exceeded its cap`);
        const r = await w.must(200, "POST", `${prefix(p.runId, d)}/re-review`, undefined, w.keys.decide);
        d = decisionOf(r, kind);
        if (d.status === "reviewing") d = decisionOf(await w.untilParked(p.runId), kind);
      }
      return { params: params(p.runId, d), body: { choice: "proceed" } };
    }) as Recipe,
  };
}

const requirements = reviewRecipes("requirements-review");
const clarity = reviewRecipes("clarity-review");
const brainstorm = reviewRecipes("brainstorm");

/** A parked approval gate's route. */
const approval = (body: unknown): Recipe => async (w) => {
  const p = await w.park("approval-gate");
  return { params: { runId: p.runId, approvalId: p.decision.approvalId }, body };
};

/** A follow-ups item route on an item of `itemKind`. */
const followUp = (itemKind: "follow_up" | "question", body?: unknown): Recipe => async (w) => {
  const p = await w.park("follow-ups");
  const item = p.decision.items.find((i: Json) => i.kind === itemKind);
  if (!item) throw new Error(`no ${itemKind} item in the follow-ups decision`);
  return { params: { runId: p.runId, itemId: item.itemId }, ...(body !== undefined ? { body } : {}) };
};

/** A route of the run parked on `kind` that needs only the run id. */
const parkedOn = (kind: string, body?: (decision: Json) => unknown): Recipe => async (w) => {
  const p = await w.park(kind);
  return { params: { runId: p.runId }, ...(body ? { body: body(p.decision) } : {}) };
};

const prFinding = (body?: unknown): Recipe => async (w) => {
  const p = await w.park("pr-review");
  return { params: { runId: p.runId, findingId: p.decision.findings[0].findingId }, ...(body !== undefined ? { body } : {}) };
};

const environmentConnection = {
  endpoint: "https://k8s.example.com:6443",
  tlsVerify: true,
  namespaceTemplate: "pr-{runId}",
  secrets: { token: "routes-token-value" },
};

const webhook = {
  url: "https://hooks.example.com/agent-pipeline",
  name: "routes test",
  types: ["merge_review", "ci_failed"],
  runEvents: ["run.completed"],
  alertEvents: ["platform_health.firing"],
  enabled: true,
  secret: "0123456789abcdef-routes",
};

const debugRun = (w: World) => ({ runId: w.ids.runDone });

export const RECIPES: Record<OperationId, Recipe> = {
  // ---- Debug
  getDebugAgentContext: async (w) => {
    const list = await w.must(200, "GET", `/debug/runs/${w.ids.runDone}/agent-context`, undefined, w.keys.read);
    return { params: { snapshotId: list.snapshots[0].snapshotId }, query: { bodyOffset: "0", bodyChars: "200" } };
  },
  getDebugLlmCall: async (w) => {
    const list = await w.must(200, "GET", `/debug/runs/${w.ids.runDone}/llm-calls`, undefined, w.keys.read);
    return { params: { callId: list.calls[0].callId }, query: { view: "messages", bodyChars: "200" } };
  },
  listDebugRuns: async () => ({ query: { limit: "5", since: "0" } }),
  getDebugRun: async (w) => ({ params: debugRun(w) }),
  listDebugRunAgentContext: async (w) => ({ params: debugRun(w), query: { limit: "10" } }),
  listDebugRunLlmCalls: async (w) => ({ params: debugRun(w), query: { order: "newest", limit: "5", bodyChars: "40" } }),
  exportDebugRunLlmCalls: async (w) => ({ params: debugRun(w), query: { limit: "2", order: "oldest", bodyChars: "40" } }),
  listDebugRunLogs: async (w) => ({ params: debugRun(w), query: { limit: "10" } }),
  listDebugRunSearchQueries: async (w) => ({ params: debugRun(w) }),
  listDebugRunToolCalls: async (w) => ({ params: debugRun(w), query: { order: "trajectory" } }),

  // ---- Environments
  listEnvironmentConnections: async () => ({}),
  createEnvironmentConnection: async () => ({ body: environmentConnection }),
  testEnvironmentConnection: async () => ({ body: environmentConnection }),
  listManifestTypes: async () => ({}),

  // ---- Evidence
  getArtifactBlob: async (w) => ({ params: { artifactId: w.ids.artifact } }),
  listRunArtifacts: async (w) => ({ params: { runId: w.ids.runDone } }),
  getRunOutcome: async (w) => ({ params: { runId: w.ids.runDone } }),
  getRunReport: async (w) => ({ params: { runId: w.ids.runDone } }),

  // ---- Identity, pipelines, catalogs, usage, VCS, tracker
  getMe: async () => ({}),
  listPipelines: async () => ({}),
  listModels: async () => ({}),
  listModelPresets: async () => ({}),
  listRiskPolicies: async () => ({}),
  listTaskTypes: async () => ({}),
  getUsage: async () => ({}),
  getUsageSpend: async () => ({ query: { dimension: "model", window: "7d", limit: "10" } }),
  getVcsConnection: async () => ({}),
  getTrackerWriteback: async () => ({}),
  updateTrackerWriteback: async () => ({ body: { commentOnPullRequestOpen: true } }),

  // ---- Jobs
  listJobs: async () => ({ query: { limit: "10" } }),
  createJob: async (w) => {
    await w.freeJobSlots();
    return { body: { input: "Draft release notes for v1.2.", pipelineId: "pl_job_echo", title: "routes" } };
  },
  getJob: async (w) => ({ params: { id: await w.sharedJob() } }),
  cancelJob: async (w) => ({ params: { id: await w.newJob() } }),
  streamJobEvents: async (w) => ({ params: { id: await w.sharedJob() } }),

  // ---- Kaizen
  listKaizenEntries: async () => ({ query: { limit: "10", settled: "true" } }),
  getKaizenEntry: async (w) => {
    const list = await w.must(200, "GET", "/kaizen/entries", undefined, w.keys.read);
    return { params: { entryId: list.entries[0].entryId } };
  },
  acknowledgeKaizenEntry: async (w) => {
    const list = await w.must(200, "GET", "/kaizen/entries?acknowledged=false&settled=true", undefined, w.keys.read);
    return { params: { entryId: list.entries[0].entryId }, body: { acknowledged: true, note: "routes: seen" } };
  },

  // ---- Keys
  listKeys: async () => ({}),
  createKey: async () => ({ body: { label: "routes: minted", scope: "read", externalIdentity: "routes-suite" } }),
  deleteKey: async (w) => {
    const created = await w.must(201, "POST", "/keys", { label: "routes: to revoke", scope: "read" });
    return { params: { keyId: created.key.id } };
  },

  // ---- Merge records
  getMergeRecordRollups: async () => ({}),
  getMergeRecord: async (w) => ({ params: { recordId: w.ids.mergeRecord } }),
  setMergeRecordEffort: async (w) => ({ params: { recordId: w.ids.mergeRecord }, body: { effort: "minor" } }),
  getRunMergeRecord: async (w) => ({ params: { runId: w.ids.runDone } }),

  // ---- Notifications
  listNotifications: async () => ({}),
  actOnNotification: async (w) => {
    const n = await w.card((x) => x.type === "merge_review");
    return { params: { id: n.id }, body: {} };
  },
  dismissNotification: async (w) => {
    const n = await w.card((x) => !["merge_review", "pipeline_complete", "ci_failed", "test_failed"].includes(x.type));
    return { params: { id: n.id } };
  },

  // ---- Webhooks
  getNotificationWebhook: async (w) => {
    await w.must(200, "PUT", "/notification-webhook", webhook);
    return {};
  },
  putNotificationWebhook: async () => ({ body: webhook }),
  deleteNotificationWebhook: async (w) => {
    await w.must(200, "PUT", "/notification-webhook", webhook);
    return {};
  },
  listNotificationWebhooks: async (w) => {
    await w.must(200, "PUT", "/notification-webhooks/routes-listed", webhook);
    return {};
  },
  getNotificationWebhookById: async (w) => {
    await w.must(200, "PUT", "/notification-webhooks/routes-read", webhook);
    return { params: { webhookId: "routes-read" } };
  },
  putNotificationWebhookById: async () => ({ params: { webhookId: "routes-put" }, body: webhook }),
  deleteNotificationWebhookById: async (w) => {
    await w.must(200, "PUT", "/notification-webhooks/routes-delete", webhook);
    return { params: { webhookId: "routes-delete" } };
  },

  // ---- Repos
  listRepos: async () => ({}),
  listAvailableRepos: async () => ({ query: { q: "app" } }),
  bootstrapRepo: async () => ({ body: { brief: "A small todo service with a REST API.", title: "Todo service", name: "todo-routes" } }),
  getRepoBootstrap: async (w) => {
    const b = await w.must(201, "POST", "/repos/bootstrap", { brief: "A tiny notes service." });
    return { params: { jobId: b.jobId } };
  },
  linkRepo: async () => ({ body: { owner: "acme", name: "app" } }),
  getRepoContents: async () => ({ params: { owner: "acme", name: "app" }, query: { path: "README.md" } }),

  // ---- Services and spec
  listServices: async () => ({}),
  createService: async () => ({ body: { title: "routes: created service", description: "made by the routes test" } }),
  updateService: async (w) => ({ params: { serviceId: await w.service() }, body: { title: "routes: renamed", provisioning: { type: "infraless" } } }),
  deleteService: async (w) => ({ params: { serviceId: await w.service("routes: to delete") } }),
  getServiceSpec: async (w) => ({ params: { serviceId: w.ids.service } }),
  getRunSpec: async (w) => ({ params: { runId: w.ids.runDone } }),

  // ---- Tasks
  listServiceTasks: async (w) => ({ params: { serviceId: w.ids.service }, query: { limit: "5" } }),
  createServiceTask: async (w) => ({
    params: { serviceId: w.ids.service },
    body: { title: "routes: created task", description: "d", taskType: "feature", documents: [{ kind: "upload", title: "Notes", content: "n" }] },
  }),
  getTask: async (w) => ({ params: { taskId: w.ids.taskDone } }),
  updateTask: async (w) => ({ params: { taskId: await w.task() }, body: { title: "routes: updated", autoStartDependents: true } }),
  deleteTask: async (w) => ({ params: { taskId: await w.task() } }),
  addTaskDependency: async (w) => ({ params: { taskId: await w.task() }, body: { dependsOnTaskId: await w.task() } }),
  removeTaskDependency: async (w) => {
    const [a, b] = [await w.task(), await w.task()];
    await w.must(200, "POST", `/tasks/${a}/dependencies`, { dependsOnTaskId: b }, w.keys.write);
    return { params: { taskId: a }, body: { dependsOnTaskId: b } };
  },
  listTaskDocuments: async (w) => ({ params: { taskId: await w.task({ documents: [{ kind: "source", source: "wiki", ref: "routes-listed" }] }) } }),
  attachTaskDocument: async (w) => ({ params: { taskId: await w.task() }, body: { kind: "upload", title: "Spec notes", content: "Export as CSV." } }),
  detachTaskDocument: async (w) => {
    const taskId = await w.task({ documents: [{ kind: "source", source: "wiki", ref: "routes-detach" }] });
    const docs = await w.must(200, "GET", `/tasks/${taskId}/documents`, undefined, w.keys.read);
    const d = docs.documents[0];
    return { params: { taskId }, body: { source: d.source, externalId: d.externalId } };
  },
  streamTaskEvents: async (w) => ({ params: { taskId: w.ids.taskDone } }),
  retryTask: async (w) => {
    const taskId = await w.task();
    await w.start(taskId, "pl_fail");
    await w.runUntil(taskId, (r) => r.status === "failed");
    return { params: { taskId } };
  },
  getTaskRun: async (w) => ({ params: { taskId: w.ids.taskDone } }),
  // `write` is this operation's rung: a pipeline that cannot park (doc 2 Authentication 7).
  startTask: async (w) => ({ params: { taskId: await w.task() }, body: { pipelineId: "pl_straight" } }),
  stopTask: async (w) => {
    const taskId = await w.task();
    await w.start(taskId, "pl_slow");
    return { params: { taskId } };
  },

  // ---- Use cases
  listUseCases: async () => ({}),
  getUseCase: async () => ({ params: { useCaseId: "summarize-text" } }),
  invokeUseCase: async () => ({ params: { useCaseId: "summarize-text" }, body: { parameters: { text: "The board export writes CSV files." } } }),

  // ---- Decisions
  listRunDecisions: async (w) => ({ params: { runId: (await w.park("approval-gate")).runId } }),

  approveRunDecision: approval({ proposal: "Edited proposal: export as CSV." }),
  rejectRunDecision: approval({ reason: "Out of scope." }),
  requestRunDecisionChanges: approval({ feedback: "Name the failure path of the job." }),
  resolveExceededRunApproval: async (w) => {
    // request-changes until the gate's quality companion exceeds its cap.
    const p = await w.park("approval-gate");
    let gate = p.decision;
    for (let i = 0; !gate.exceeded; i++) {
      if (i > 10) throw new Error("approval gate never exceeded its cap");
      await w.must(200, "POST", `${D(p.runId)}/approvals/${gate.approvalId}/request-changes`, { feedback: `round ${i + 1}` }, w.keys.decide);
      gate = decisionOf(await w.untilParked(p.runId), "approval-gate");
    }
    return { params: { runId: p.runId, approvalId: gate.approvalId }, body: { choice: "proceed" } };
  },

  setRequirementsFindingStatus: requirements.setStatus,
  replyRequirementsFinding: requirements.reply,
  incorporateRequirements: requirements.incorporate,
  proceedRequirements: requirements.proceed,
  reReviewRequirements: requirements.reReview,
  resolveExceededRequirements: requirements.resolveExceeded,

  setClarityFindingStatus: clarity.setStatus,
  replyClarityFinding: clarity.reply,
  incorporateClarity: clarity.incorporate,
  proceedClarity: clarity.proceed,
  reReviewClarity: clarity.reReview,
  resolveExceededClarity: clarity.resolveExceeded,

  setBrainstormOptionStatus: brainstorm.setStatus,
  replyBrainstormOption: brainstorm.reply,
  incorporateBrainstorm: brainstorm.incorporate,
  proceedBrainstorm: brainstorm.proceed,
  reReviewBrainstorm: brainstorm.reReview,
  resolveExceededBrainstorm: brainstorm.resolveExceeded,

  // doc 2 Decisions: answer is refused for a `follow_up` item, file and send-back for a `question` item.
  answerFollowUpItem: followUp("question", { answer: "Yes, keep it.", resolution: "answered" }),
  dismissFollowUpItem: followUp("follow_up"),
  fileFollowUpItem: followUp("follow_up"),
  sendBackFollowUpItem: followUp("follow_up"),

  chooseFork: parkedOn("fork", (d) => ({ forkId: d.forks[0].forkId, note: "simplest" })),
  confirmHumanTest: parkedOn("human-test"),
  requestHumanTestFix: parkedOn("human-test", () => ({ findings: "The export button is disabled." })),
  resolveInputGate: parkedOn("input-gate", () => ({ choice: "proceed" })),
  answerInterviewQuestion: parkedOn("interview", (d) => ({ questionId: d.questions[0].questionId, answer: "Board admins." })),
  continueInterview: parkedOn("interview"),
  proceedInterview: parkedOn("interview"),
  resolveJudge: parkedOn("judge", () => ({ outcome: "proceed" })),
  challengePrReviewFinding: prFinding({ question: "Is this reachable?" }),
  dismissPrReviewFinding: prFinding(),
  resolvePrReview: parkedOn("pr-review", () => ({ action: "finish" })),
  answerAgentDecision: async (w) => {
    const p = await w.park("agent-decision");
    return { params: { runId: p.runId, decisionId: p.decision.decisionId }, body: { choice: p.decision.options[0] } };
  },
  approveVisualConfirmation: parkedOn("visual-confirmation"),
  requestVisualConfirmationFix: parkedOn("visual-confirmation", () => ({ findings: "The logo is cut off." })),
};
