/**
 * The clause ids a rule judges for one operation: the operation's endpoint row, the doc-1 shape of
 * its success body or request body (contract/clauses/shapes-by-schema.ts), and the notes of its row
 * that a family checks for every operation it applies to.
 */
import { rowClause, type ClauseId } from "../../contract/clauses/index.ts";
import { CLAUSES_OF_SCHEMA } from "../../contract/clauses/shapes-by-schema.ts";
import type { OperationId } from "../../contract/operation-ids.ts";
import type { Operation } from "../../lib/contract/operations.ts";

function refName(schema: unknown): string | null {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === "string" ? ref.split("/").pop()! : null;
}

/** The operation's endpoint row (`D2-ROW-<operationId>`). */
export function rowOf(op: Operation): ClauseId[] {
  return [rowClause(op.operationId as OperationId)];
}

/** The row, and the doc-1 shape of the success body. */
export function rowAndResponseShape(op: Operation): ClauseId[] {
  const raw = op.raw.responses?.[String(op.status)] as { content?: Record<string, { schema?: unknown }> } | undefined;
  const names = Object.values(raw?.content ?? {}).map((m) => refName(m.schema));
  return [...rowOf(op), ...names.flatMap((n) => (n ? (CLAUSES_OF_SCHEMA[n] ?? []) : []))];
}

/** The doc-1 shape (and the Limits row) of the request body. */
export function requestShape(op: Operation): ClauseId[] {
  const n = refName(op.body?.schema);
  return n ? [...(CLAUSES_OF_SCHEMA[n] ?? [])] : [];
}

/** The Limits rows restating an operation's query bounds. */
export function queryLimits(op: Operation): ClauseId[] {
  const names = new Set(op.queryParams.map((p) => p.name));
  const ids: ClauseId[] = [];
  if (names.has("limit") || names.has("cursor")) ids.push("D2-LIMITS-PAGING", "D2-CONV-PAGING-BOUNDS");
  if (names.has("bodyChars") || names.has("bodyOffset")) ids.push("D2-LIMITS-DEBUG-WINDOWS");
  if (["agentKind", "phase", "contains", "path", "ref"].some((n) => names.has(n))) ids.push("D2-LIMITS-QUERY-STRINGS");
  if (op.operationId === "getUsageSpend") ids.push("D2-ID-SPEND-QUERY");
  return ids;
}

type Notes = Partial<Record<OperationId, readonly ClauseId[]>>;

function notesOf(table: Notes): (op: Operation) => ClauseId[] {
  return (op) => [...(table[op.operationId as OperationId] ?? [])];
}

/** Notes of a row that name fields of its `object*` success body, or say what it holds. */
export const statedFieldNotes = notesOf({
  invokeUseCase: ["D2-UC-INVOKE-RESULT"],
  getRepoBootstrap: ["D2-REPOS-BOOTSTRAP-FAILURE-KIND"],
  getRunMergeRecord: ["D2-MERGE-RUN-RECORD-ID"],
  getVcsConnection: ["D2-ID-VCS-NULL", "D1-PROSE-VCS-CONNECTION"],
  dismissNotification: ["D2-NOTIF-DISMISS"],
  listRunDecisions: ["D2-DECISIONS-KINDS-ANSWERABLE"],
  getServiceSpec: ["D2-LIMITS-SPEC"],
  getRunSpec: ["D2-LIMITS-SPEC"],
  getMe: ["D2-ID-ME-SELFCHECK"],
});

/** The content type a row states: JSON, an event stream, or the artifact blob's five types. */
export function mediaClauses(op: Operation): ClauseId[] {
  if (op.successKind === "binary") return ["D2-EVIDENCE-BLOB-TYPE"];
  if (op.successKind === "event-stream") return ["D2-EVENTS-STREAM-TYPE"];
  return op.successKind === "json" ? ["D2-CONV-JSON"] : [];
}

/** What the scope of some rows says beyond the ladder. */
export function scopeNotes(op: Operation): ClauseId[] {
  const ids: ClauseId[] = [];
  if (op.scope === "decide") ids.push("D1-CONCEPT-DECIDE-TO-ANSWER");
  if (op.operationId === "createKey") ids.push("D2-AUTH-8-NO-ADMIN-MINT");
  return ids;
}

/** Notes of the paged lists: their stated order and content. */
export const listNotes = notesOf({
  listDebugRuns: ["D2-DEBUG-RUNS-NEWEST-FIRST"],
  listJobs: ["D2-JOBS-LIST-NEWEST-FIRST"],
  listKaizenEntries: ["D2-KAIZEN-NEWEST-FIRST"],
  listServiceTasks: ["D2-TASKS-LIST-SUBTREE"],
});

/** Rows that restate keep-on-omit for their own body. */
export const keepOnOmitNotes = notesOf({
  updateTrackerWriteback: ["D2-ID-WRITEBACK-MERGED"],
  updateService: ["D2-SERVICES-PATCH-KEEPS-PROVISIONING", "D2-SERVICES-PATCH-AUTHORED"],
  putNotificationWebhook: ["D2-WEBHOOKS-PUT-KEEP-OMITTED"],
  putNotificationWebhookById: ["D2-WEBHOOKS-PUT-BY-ID-IDEMPOTENT"],
});

/** Rows whose notes scope a read to the workspace. */
export const isolationNotes = notesOf({
  getMergeRecord: ["D2-MERGE-RECORD-WORKSPACE"],
  getArtifactBlob: ["D2-AUTH-12-ARTIFACT-KEY"],
});

/** The termination a stream's row states. */
export const streamNotes = notesOf({
  streamJobEvents: ["D2-EVENTS-JOB-TERMINAL"],
  streamTaskEvents: ["D2-EVENTS-TASK-TERMINAL"],
});
