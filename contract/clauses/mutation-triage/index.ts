/**
 * The mutation triage (./entry.ts says what an entry is), one file per area that `npm run mutation`
 * runs (tools/mutation/areas.ts), gathered in the order the areas run. The list is explicit: a file
 * not named here is not read, and tools/mutation/tests/triage.test.ts fails on an entry filed under
 * another area than its own.
 */
import { CATALOG_TRIAGE } from "./catalog.ts";
import { DECISIONS_TRIAGE } from "./decisions.ts";
import type { TriageEntry } from "./entry.ts";
import { EVIDENCE_TRIAGE } from "./evidence.ts";
import { HTTP_TRIAGE } from "./http.ts";
import { JOBS_TRIAGE } from "./jobs.ts";
import { KAIZEN_TRIAGE } from "./kaizen.ts";
import { KEYS_TRIAGE } from "./keys.ts";
import { NOTIFICATIONS_TRIAGE } from "./notifications.ts";
import { PLATFORM_TRIAGE } from "./platform.ts";
import { RUNS_TRIAGE } from "./runs.ts";
import { SERVER_STATE_TRIAGE } from "./server-state.ts";
import { SERVICES_TRIAGE } from "./services.ts";
import { TASKS_TRIAGE } from "./tasks.ts";
import { USAGE_TRIAGE } from "./usage.ts";
import { WORKSPACE_TRIAGE } from "./workspace.ts";

export type { TriageClass, TriageEntry } from "./entry.ts";

/** Each area's entries, by the area as tools/mutation/areas.ts names it. */
export const TRIAGE_BY_AREA: ReadonlyArray<readonly [area: string, entries: readonly TriageEntry[]]> = [
  ["server/domain/catalog", CATALOG_TRIAGE],
  ["server/domain/decisions", DECISIONS_TRIAGE],
  ["server/domain/evidence", EVIDENCE_TRIAGE],
  ["server/domain/jobs", JOBS_TRIAGE],
  ["server/domain/kaizen", KAIZEN_TRIAGE],
  ["server/domain/keys", KEYS_TRIAGE],
  ["server/domain/notifications", NOTIFICATIONS_TRIAGE],
  ["server/domain/platform", PLATFORM_TRIAGE],
  ["server/domain/runs", RUNS_TRIAGE],
  ["server/domain/services", SERVICES_TRIAGE],
  ["server/domain/tasks", TASKS_TRIAGE],
  ["server/domain/usage", USAGE_TRIAGE],
  ["server/domain/server-state.ts", SERVER_STATE_TRIAGE],
  ["server/domain/workspace.ts", WORKSPACE_TRIAGE],
  ["server/http", HTTP_TRIAGE],
];

export const MUTATION_TRIAGE: readonly TriageEntry[] = TRIAGE_BY_AREA.flatMap(([, entries]) => entries);
