/**
 * The workspace document store and a task's attachments (doc 2 Tasks, documents rows; doc 1 Task
 * "create" row: "ticket and documents attached if given"). A document is identified by
 * (`source`, `externalId`); an upload gets source `upload` and a new externalId, a named source
 * page's externalId is its `ref`. Detaching releases the document: it survives in the store.
 */
import type { Workspace } from "../workspace.ts";
import { refused } from "../../state/errors.ts";
import { getTask } from "./state.ts";
import { documentKey, type DocumentRecord, type TaskRecord } from "./types.ts";

/** PublicTaskDocument (doc 1 Tasks), as the contract has already validated it. */
export type DocumentInput =
  | { kind: "source"; source: string; ref: string }
  | { kind: "upload"; title: string; content: string };

/** The source an uploaded document is filed under (doc 1 PrReportContext `origin`: `upload`). */
export const UPLOAD_SOURCE = "upload";

/**
 * Refuses, before anything changes, a document held by a different live task (doc 2 Tasks: "a
 * document held by a different live task is refused, not moved"). Status: doc 2 Errors lists it
 * under "Other refusals whose codes are unspecified"; it conflicts with current state, so 409.
 * `taskId` is the task attaching (null while the task is being created: any holder is another).
 */
export function assertAttachable(ws: Workspace, taskId: string | null, docs: DocumentInput[]): void {
  for (const d of docs) {
    if (d.kind !== "source") continue; // an upload is always a new document
    const existing = ws.tasks.documents.get(documentKey(d.source, d.ref));
    const holder = existing?.heldByTaskId;
    if (holder && holder !== taskId && getTask(ws, holder)) {
      throw refused(
        409,
        "document_held_by_another_task",
        `document (${d.source}, ${d.ref}) is held by task ${holder}: detach it there first; it is not moved`,
      );
    }
  }
}

/** Attaches one document to `task` (call `assertAttachable` first). Attaching one it already holds is a no-op. */
export function attachDocument(ws: Workspace, task: TaskRecord, d: DocumentInput): DocumentRecord {
  let rec: DocumentRecord | undefined;
  if (d.kind === "upload") {
    let externalId: string;
    do externalId = ws.newId("doc");
    while (ws.tasks.documents.has(documentKey(UPLOAD_SOURCE, externalId)));
    rec = {
      key: documentKey(UPLOAD_SOURCE, externalId),
      source: UPLOAD_SOURCE,
      externalId,
      kind: "upload",
      title: d.title,
      content: d.content,
      heldByTaskId: null,
    };
    ws.tasks.documents.set(rec.key, rec);
  } else {
    const key = documentKey(d.source, d.ref);
    rec = ws.tasks.documents.get(key);
    if (!rec) {
      rec = {
        key,
        source: d.source,
        externalId: d.ref,
        kind: "source",
        title: d.ref,
        content: null,
        heldByTaskId: null,
      };
      ws.tasks.documents.set(key, rec);
    }
  }
  rec.heldByTaskId = task.taskId;
  if (!task.documents.includes(rec.key)) task.documents.push(rec.key);
  return rec;
}

/** Detaches (`source`, `externalId`) from `task`; idempotent (doc 2 Tasks). Returns whether anything changed. */
export function detachDocument(ws: Workspace, task: TaskRecord, source: string, externalId: string): boolean {
  const key = documentKey(source, externalId);
  const i = task.documents.indexOf(key);
  if (i === -1) return false;
  task.documents.splice(i, 1);
  const rec = ws.tasks.documents.get(key);
  if (rec && rec.heldByTaskId === task.taskId) rec.heldByTaskId = null;
  return true;
}

/** Releases every document a task holds (task delete): they survive in the store, held by nobody. */
export function releaseDocuments(ws: Workspace, task: TaskRecord): void {
  for (const key of task.documents) {
    const rec = ws.tasks.documents.get(key);
    if (rec && rec.heldByTaskId === task.taskId) rec.heldByTaskId = null;
  }
  task.documents = [];
}
