/**
 * One workspace: everything a key can see. Each domain keeps its slice here and seeds its part of
 * the fixture world in the order below (later slices may reference what earlier ones seeded).
 */
import type { ServerState } from "./server-state.ts";
import { seedIds } from "../state/seed-ids.ts";
import { createCatalogState, seedCatalog, type CatalogState } from "./catalog/state.ts";
import { createServicesState, seedServices, type ServicesState } from "./services/state.ts";
import { createTasksState, seedTasks, type TasksState } from "./tasks/state.ts";
import { createRunsState, seedRuns, type RunsState } from "./runs/state.ts";
import { createDecisionsState, seedDecisions, type DecisionsState } from "./decisions/state.ts";
import { createJobsState, seedJobs, type JobsState } from "./jobs/state.ts";
import { createNotificationsState, seedNotifications, type NotificationsState } from "./notifications/state.ts";
import { createKaizenState, seedKaizen, type KaizenState } from "./kaizen/state.ts";
import { createEvidenceState, seedEvidence, type EvidenceState } from "./evidence/state.ts";
import { createPlatformState, seedPlatform, type PlatformState } from "./platform/state.ts";
import { createUsageState, seedUsage, type UsageState } from "./usage/state.ts";

export class Workspace {
  /** Insertion order for every keyset-paged list of this workspace. */
  private seqN = 0;
  readonly ids: ReturnType<typeof seedIds>;
  readonly catalog: CatalogState;
  readonly services: ServicesState;
  readonly tasks: TasksState;
  readonly runs: RunsState;
  readonly decisions: DecisionsState;
  readonly jobs: JobsState;
  readonly notifications: NotificationsState;
  readonly kaizen: KaizenState;
  readonly evidence: EvidenceState;
  readonly platform: PlatformState;
  readonly usage: UsageState;

  constructor(
    readonly id: string,
    readonly accountId: string,
    readonly server: ServerState,
  ) {
    this.ids = seedIds(id);
    this.catalog = createCatalogState();
    this.services = createServicesState();
    this.tasks = createTasksState();
    this.runs = createRunsState();
    this.decisions = createDecisionsState();
    this.jobs = createJobsState();
    this.notifications = createNotificationsState();
    this.kaizen = createKaizenState();
    this.evidence = createEvidenceState();
    this.platform = createPlatformState();
    this.usage = createUsageState();
  }

  /** Seeds the fixture world; called once, after construction. */
  seed(): void {
    seedCatalog(this);
    seedPlatform(this);
    seedUsage(this);
    seedServices(this);
    seedTasks(this);
    seedRuns(this);
    seedDecisions(this);
    seedJobs(this);
    seedNotifications(this);
    seedKaizen(this);
    seedEvidence(this);
  }

  nextSeq(): number {
    return ++this.seqN;
  }

  now(): number {
    return this.server.clock.now();
  }

  newId(prefix: string): string {
    return this.server.ids.next(prefix);
  }
}
