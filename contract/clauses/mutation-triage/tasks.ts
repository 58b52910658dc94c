/** The mutation triage of server/domain/tasks: its surviving mutants, each classed as ./entry.ts says. */
import type { TriageEntry } from "./entry.ts";

export const TASKS_TRIAGE: readonly TriageEntry[] = [
  // server/domain/tasks
  {
    at: "server/domain/tasks/dependencies.ts:13:39-13:62",
    mutator: "OptionalChaining",
    original: "getTask(ws, id)?.status",
    replacement: "getTask(ws, id).status",
    class: "c",
    reason:
      "a dependency id that resolves to no task throws: every id in `dependsOn` names a live task of the workspace (a deleted one is taken out, a foreign one refused)",
  },
  {
    at: "server/domain/tasks/dependencies.ts:18:10-18:67",
    mutator: "MethodExpression",
    original: "listTasks(ws).filter((t) => t.dependsOn.includes(taskId))",
    replacement: "listTasks(ws)",
    class: "c",
    reason:
      "dependentsOf lists every task: its one caller, the delete's edge removal, filters the deleted id out of each list, which leaves the others as they were",
  },
  {
    at: "server/domain/tasks/dependencies.ts:18:31-18:66",
    mutator: "ArrowFunction",
    original: "(t) => t.dependsOn.includes(taskId)",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a task that depended on a deleted task keeps the deleted id in `dependsOn`: what a delete does to the tasks depending on it is not stated (the row: removed; run history removed)",
  },
  {
    at: "server/domain/tasks/dependencies.ts:31:9-31:22",
    mutator: "ConditionalExpression",
    original: "seen.has(cur)",
    replacement: "false",
    class: "c",
    reason:
      "the cycle walk revisits a task: cycles are refused, so the graph is acyclic and the walk ends with the same answer",
  },
  {
    at: "server/domain/tasks/dependencies.ts:33:24-33:51",
    mutator: "OptionalChaining",
    original: "getTask(ws, cur)?.dependsOn",
    replacement: "getTask(ws, cur).dependsOn",
    class: "c",
    reason: "the cycle walk throws on an id that names no task: every id in a `dependsOn` names a live task",
  },
  {
    at: "server/domain/tasks/dependencies.ts:39:73-41:2",
    mutator: "BlockStatement",
    original: "{ for (const t of dependentsOf(ws, taskId)) t.dependsOn = t.dependsOn.filter((id) => id !== taskId); }",
    replacement: "{}",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a delete leaves the deleted id in its dependents' `dependsOn`: what a delete does to the tasks depending on it is not stated",
  },
  {
    at: "server/domain/tasks/dependencies.ts:40:59-40:100",
    mutator: "MethodExpression",
    original: "t.dependsOn.filter((id) => id !== taskId)",
    replacement: "t.dependsOn",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a delete leaves the deleted id in its dependents' `dependsOn`: what a delete does to the tasks depending on it is not stated",
  },
  {
    at: "server/domain/tasks/dependencies.ts:40:86-40:99",
    mutator: "ConditionalExpression",
    original: "id !== taskId",
    replacement: "true",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a delete leaves the deleted id in its dependents' `dependsOn`: what a delete does to the tasks depending on it is not stated",
  },
  {
    at: "server/domain/tasks/documents.ts:18:30-18:38",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    clause: "D2-TASKS-DOCUMENTS-IDENTIFIED",
    reason:
      "uploads are filed under source \"\" instead of `upload`: a row is identified by (`source`, `externalId`) and an upload's source is not stated (the PR report's `origin` of an upload stays `upload`, read from its kind)",
  },
  {
    at: "server/domain/tasks/documents.ts:28:9-28:28",
    mutator: "ConditionalExpression",
    original: 'd.kind !== "source"',
    replacement: "false",
    class: "c",
    reason:
      "an upload goes through the held check too: its key (no source, no ref) names no stored document, so it is never refused",
  },
  {
    at: "server/domain/tasks/documents.ts:31:9-31:59",
    mutator: "LogicalOperator",
    original: "holder && holder !== taskId && getTask(ws, holder)",
    replacement: "holder && holder !== taskId || getTask(ws, holder)",
    class: "b",
    clause: "D2-TASKS-DOCUMENT-HELD-REFUSED",
    reason:
      "attaching a document the task itself already holds: doc 2 Tasks states the refusal only for one held by a different live task and no answer for a repeat, and no rule attaches one twice",
  },
  {
    at: "server/domain/tasks/documents.ts:31:9-31:36",
    mutator: "ConditionalExpression",
    original: "holder && holder !== taskId",
    replacement: "true",
    class: "b",
    clause: "D2-TASKS-DOCUMENT-HELD-REFUSED",
    reason:
      "attaching a document the task itself already holds: doc 2 Tasks states the refusal only for one held by a different live task and no answer for a repeat, and no rule attaches one twice",
  },
  {
    at: "server/domain/tasks/documents.ts:31:9-31:36",
    mutator: "LogicalOperator",
    original: "holder && holder !== taskId",
    replacement: "holder || holder !== taskId",
    class: "b",
    clause: "D2-TASKS-DOCUMENT-HELD-REFUSED",
    reason:
      "attaching a document the task itself already holds: doc 2 Tasks states the refusal only for one held by a different live task and no answer for a repeat, and no rule attaches one twice",
  },
  {
    at: "server/domain/tasks/documents.ts:31:19-31:36",
    mutator: "ConditionalExpression",
    original: "holder !== taskId",
    replacement: "true",
    class: "b",
    clause: "D2-TASKS-DOCUMENT-HELD-REFUSED",
    reason:
      "attaching a document the task itself already holds: doc 2 Tasks states the refusal only for one held by a different live task and no answer for a repeat, and no rule attaches one twice",
  },
  {
    at: "server/domain/tasks/documents.ts:34:9-34:40",
    mutator: "StringLiteral",
    original: '"document_held_by_another_task"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason:
      "the code of the held-document refusal: doc 2 Errors lists it among the refusals whose codes are unspecified",
  },
  {
    at: "server/domain/tasks/documents.ts:35:9-35:109",
    mutator: "StringLiteral",
    original: "`document (${d.source}, ${d.ref}) is held by task ${holder}: detach it there first; it is not moved`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the held-document refusal's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/documents.ts:46:30-46:35",
    mutator: "StringLiteral",
    original: '"doc"',
    replacement: '""',
    class: "b",
    clause: "D1-NOTATION-IDS",
    reason: "an upload's `externalId` loses its `doc` prefix: identifiers are strings of unspecified format",
  },
  {
    at: "server/domain/tasks/documents.ts:47:12-47:74",
    mutator: "ConditionalExpression",
    original: "ws.tasks.documents.has(documentKey(UPLOAD_SOURCE, externalId))",
    replacement: "false",
    class: "c",
    reason: "the retry on an upload id collision: ids come from the server's counter and never collide",
  },
  {
    at: "server/domain/tasks/documents.ts:52:13-52:21",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    clause: "D2-TASKS-DOCUMENTS-IDENTIFIED",
    reason:
      "an upload's `kind` is empty: a document row is identified by (`source`, `externalId`), its other fields not shown (object*); in the PR report its `origin` stays `upload` (its source) and only `url` and `freshness` change, whose values for an upload are not stated",
  },
  {
    at: "server/domain/tasks/documents.ts:61:9-61:13",
    mutator: "ConditionalExpression",
    original: "!rec",
    replacement: "true",
    class: "c",
    reason:
      "an existing source page's record is made again on attach: with the same values (its title is its ref, no content), since the held check already refused one another task holds",
  },
  {
    at: "server/domain/tasks/documents.ts:62:63-62:71",
    mutator: "StringLiteral",
    original: '"source"',
    replacement: '""',
    class: "b",
    clause: "D2-TASKS-DOCUMENTS-IDENTIFIED",
    reason:
      "a source page's row `kind` is empty: a row is identified by (`source`, `externalId`); its other fields are not shown (object*)",
  },
  {
    at: "server/domain/tasks/documents.ts:67:7-67:40",
    mutator: "ConditionalExpression",
    original: "!task.documents.includes(rec.key)",
    replacement: "true",
    class: "b",
    clause: "D2-TASKS-DOCUMENT-HELD-REFUSED",
    reason:
      "a document attached again to the task holding it is listed twice: attaching a document the task itself already holds: doc 2 Tasks states the refusal only for one held by a different live task and no answer for a repeat, and no rule attaches one twice",
  },
  {
    at: "server/domain/tasks/documents.ts:75:24-75:29",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "c",
    reason: "detach reports a change when there was none: only the task's `updatedAt` follows, which no response shows",
  },
  {
    at: "server/domain/tasks/documents.ts:78:7-78:46",
    mutator: "ConditionalExpression",
    original: "rec && rec.heldByTaskId === task.taskId",
    replacement: "true",
    class: "c",
    reason:
      "the detach releases the document whoever holds it: a task lists only documents it holds (one held elsewhere is refused, not moved)",
  },
  {
    at: "server/domain/tasks/documents.ts:78:7-78:46",
    mutator: "LogicalOperator",
    original: "rec && rec.heldByTaskId === task.taskId",
    replacement: "rec || rec.heldByTaskId === task.taskId",
    class: "c",
    reason:
      "the detach releases the document whoever holds it: a task lists only documents it holds (one held elsewhere is refused, not moved)",
  },
  {
    at: "server/domain/tasks/documents.ts:78:14-78:46",
    mutator: "ConditionalExpression",
    original: "rec.heldByTaskId === task.taskId",
    replacement: "true",
    class: "c",
    reason:
      "the detach releases the document whoever holds it: a task lists only documents it holds (one held elsewhere is refused, not moved)",
  },
  {
    at: "server/domain/tasks/documents.ts:79:10-79:14",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "c",
    reason: "detach reports no change: only the task's `updatedAt` follows, which no response shows",
  },
  {
    at: "server/domain/tasks/documents.ts:83:73-89:2",
    mutator: "BlockStatement",
    original:
      "{ for (const key of task.documents) { const rec = ws.tasks.documents.get(key); if (rec && rec.heldByTaskId === task.taskId) rec.heldByTaskId = null; } task.documents = []; }",
    replacement: "{}",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:84:37-87:4",
    mutator: "BlockStatement",
    original:
      "{ const rec = ws.tasks.documents.get(key); if (rec && rec.heldByTaskId === task.taskId) rec.heldByTaskId = null; }",
    replacement: "{}",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:86:9-86:48",
    mutator: "ConditionalExpression",
    original: "rec && rec.heldByTaskId === task.taskId",
    replacement: "true",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:86:9-86:48",
    mutator: "ConditionalExpression",
    original: "rec && rec.heldByTaskId === task.taskId",
    replacement: "false",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:86:9-86:48",
    mutator: "LogicalOperator",
    original: "rec && rec.heldByTaskId === task.taskId",
    replacement: "rec || rec.heldByTaskId === task.taskId",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:86:16-86:48",
    mutator: "ConditionalExpression",
    original: "rec.heldByTaskId === task.taskId",
    replacement: "true",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:86:16-86:48",
    mutator: "EqualityOperator",
    original: "rec.heldByTaskId === task.taskId",
    replacement: "rec.heldByTaskId !== task.taskId",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:88:20-88:22",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason: "a deleted task's document list is set to a junk entry: the task is gone, nothing reads it",
  },
  {
    at: "server/domain/tasks/handlers.ts:53:29-53:56",
    mutator: "StringLiteral",
    original: "`task ${ctx.params.taskId}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 404's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:59:32-59:65",
    mutator: "StringLiteral",
    original: "`service ${ctx.params.serviceId}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 404's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:66:29-66:50",
    mutator: "StringLiteral",
    original: '"task_fields_invalid"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-LIST-NOT-SHOWN",
    reason: "the code of the `fields` refusal: the list of codes is not shown",
  },
  {
    at: "server/domain/tasks/handlers.ts:66:52-66:101",
    mutator: "StringLiteral",
    original: '"fields do not match the task type\'s descriptors"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the `fields` refusal's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:76:39-76:55",
    mutator: "StringLiteral",
    original: '"tasks.listPage"',
    replacement: '""',
    class: "c",
    reason:
      "fault apparatus: no fault replaces the task list's paging, so the behaviour's name only selects the documented default",
  },
  {
    at: "server/domain/tasks/handlers.ts:82:15-82:60",
    mutator: "StringLiteral",
    original: '`tasks:${service.serviceId}:${status ?? "*"}`',
    replacement: "``",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the task list's cursor is no longer bound to its service and status filter: a walk of one list is stated, a cursor carried to another list is not",
  },
  {
    at: "server/domain/tasks/handlers.ts:82:45-82:58",
    mutator: "LogicalOperator",
    original: 'status ?? "*"',
    replacement: 'status && "*"',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the list name no longer tells an unfiltered list from a filtered one: a cursor carried between the two is not stated",
  },
  {
    at: "server/domain/tasks/handlers.ts:82:55-82:58",
    mutator: "StringLiteral",
    original: '"*"',
    replacement: '""',
    class: "c",
    reason: 'the unfiltered list\'s name ends in "" instead of "*": still distinct from every status\'s name',
  },
  {
    at: "server/domain/tasks/handlers.ts:95:62-95:71",
    mutator: "StringLiteral",
    original: '"feature"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-CREATE-TASK",
    reason:
      "a task created without `taskType` has its `fields` validated against no type's descriptors: which type a task without `taskType` gets is not stated (doc 1 CreatePublicTask: `taskType` opt, no default; the variant task-type-chore reads it otherwise)",
  },
  {
    at: "server/domain/tasks/handlers.ts:123:9-123:34",
    mutator: "ConditionalExpression",
    original: "body.fields !== undefined",
    replacement: "false",
    class: "b",
    clause: "D1-TASK-FIELDS-VALIDATED",
    reason:
      "PATCH `fields` are not validated: the documents state validation on creation only (UpdatePublicTask: the same map type, merged)",
  },
  {
    at: "server/domain/tasks/handlers.ts:130:9-130:34",
    mutator: "ConditionalExpression",
    original: "body.fields !== undefined",
    replacement: "true",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason: "a PATCH without `fields` merges nothing into them: the same map",
  },
  {
    at: "server/domain/tasks/handlers.ts:130:9-130:34",
    mutator: "ConditionalExpression",
    original: "body.fields !== undefined",
    replacement: "false",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason:
      "PATCH `fields` are never stored: no response shows `fields` and nothing the server does reads them (the register calls the merge uncheckable)",
  },
  {
    at: "server/domain/tasks/handlers.ts:130:9-130:34",
    mutator: "EqualityOperator",
    original: "body.fields !== undefined",
    replacement: "body.fields === undefined",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason:
      "PATCH `fields` are never stored: no response shows `fields` and nothing the server does reads them (the register calls the merge uncheckable)",
  },
  {
    at: "server/domain/tasks/handlers.ts:130:50-130:84",
    mutator: "ObjectLiteral",
    original: "{ ...task.fields, ...body.fields }",
    replacement: "{}",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason: "a PATCH of `fields` empties them: no response shows `fields` and nothing the server does reads them",
  },
  {
    at: "server/domain/tasks/handlers.ts:149:9-149:13",
    mutator: "BooleanLiteral",
    original: "!dep",
    replacement: "dep",
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/tasks/handlers.ts:150:39-150:50",
    mutator: "StringLiteral",
    original: '"not_found"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason: "the code of the refusal of a dependency outside the workspace: unspecified",
  },
  {
    at: "server/domain/tasks/handlers.ts:150:52-150:95",
    mutator: "StringLiteral",
    original: "`task ${depId} (dependsOnTaskId) not found`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the refusal's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:150:97-150:125",
    mutator: "ObjectLiteral",
    original: '{ field: "dependsOnTaskId" }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the refusal's `details` lose the field name: `details` is optional and its content not stated for this refusal",
  },
  {
    at: "server/domain/tasks/handlers.ts:150:106-150:123",
    mutator: "StringLiteral",
    original: '"dependsOnTaskId"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the refusal's `details.field` is empty: `details` is optional and its content not stated for this refusal",
  },
  {
    at: "server/domain/tasks/handlers.ts:154:9-154:35",
    mutator: "ConditionalExpression",
    original: "dep.taskId === task.taskId",
    replacement: "false",
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason:
      "a task depending on itself is refused as a cycle (409) instead of 422: a self-edge closes a cycle, and the refusal's status is unspecified",
  },
  {
    at: "server/domain/tasks/handlers.ts:154:56-154:78",
    mutator: "StringLiteral",
    original: '"dependency_on_itself"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason: "the code of the self-dependency refusal: a cycle's code is unspecified",
  },
  {
    at: "server/domain/tasks/handlers.ts:154:80-154:112",
    mutator: "StringLiteral",
    original: '"a task cannot depend on itself"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the self-dependency refusal's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:158:80-158:98",
    mutator: "StringLiteral",
    original: '"dependency_cycle"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason: "the code of the cycle refusal: unspecified",
  },
  {
    at: "server/domain/tasks/handlers.ts:158:100-158:184",
    mutator: "StringLiteral",
    original: "`task ${dep.taskId} already depends on ${task.taskId}: the edge would close a cycle`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the cycle refusal's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:169:9-169:39",
    mutator: "ConditionalExpression",
    original: "task.dependsOn.includes(depId)",
    replacement: "true",
    class: "c",
    reason:
      "removing an absent dependency filters the list anyway: it is unchanged, and only `updatedAt`, which no response shows, is stamped",
  },
  {
    at: "server/domain/tasks/handlers.ts:189:9-189:41",
    mutator: "ConditionalExpression",
    original: "task.documents.length !== before",
    replacement: "true",
    class: "c",
    reason: "an attach stamps `updatedAt` even when nothing changed: no response shows it",
  },
  {
    at: "server/domain/tasks/handlers.ts:189:9-189:41",
    mutator: "ConditionalExpression",
    original: "task.documents.length !== before",
    replacement: "false",
    class: "c",
    reason: "an attach never stamps `updatedAt`: no response shows it",
  },
  {
    at: "server/domain/tasks/handlers.ts:189:9-189:41",
    mutator: "EqualityOperator",
    original: "task.documents.length !== before",
    replacement: "task.documents.length === before",
    class: "c",
    reason: "an attach stamps `updatedAt` only when nothing changed: no response shows it",
  },
  {
    at: "server/domain/tasks/handlers.ts:198:9-198:17",
    mutator: "ConditionalExpression",
    original: "detached",
    replacement: "true",
    class: "c",
    reason: "a detach always stamps `updatedAt`: no response shows it",
  },
  {
    at: "server/domain/tasks/handlers.ts:198:9-198:17",
    mutator: "ConditionalExpression",
    original: "detached",
    replacement: "false",
    class: "c",
    reason: "a detach never stamps `updatedAt`: no response shows it",
  },
  {
    at: "server/domain/tasks/lifecycle.ts:25:10-25:35",
    mutator: "ConditionalExpression",
    original: 'task.status !== "planned"',
    replacement: "true",
    class: "b",
    clause: "D2-SERVICES-DELETE-UNFINISHED-422",
    reason:
      "a `planned` task counts as unfinished too: which task states count as unfinished is not shown, and the same row stops running runs first (the register calls the 422 uncheckable)",
  },
  {
    at: "server/domain/tasks/lifecycle.ts:25:26-25:35",
    mutator: "StringLiteral",
    original: '"planned"',
    replacement: '""',
    class: "b",
    clause: "D2-SERVICES-DELETE-UNFINISHED-422",
    reason:
      "a `planned` task counts as unfinished too: which task states count as unfinished is not shown, and the same row stops running runs first (the register calls the 422 uncheckable)",
  },
  {
    at: "server/domain/tasks/projection.ts:30:77-30:100",
    mutator: "LogicalOperator",
    original: "d.title ?? d.externalId",
    replacement: "d.title && d.externalId",
    class: "b",
    clause: "D2-TASKS-DOCUMENTS-IDENTIFIED",
    reason:
      "a document row's `title` is its externalId when it has a title: a row is identified by (`source`, `externalId`), its other fields not shown (object*)",
  },
  {
    at: "server/domain/tasks/state.ts:29:10-29:68",
    mutator: "MethodExpression",
    original: "[...ws.tasks.tasks.values()].sort((a, b) => a.seq - b.seq)",
    replacement: "[...ws.tasks.tasks.values()]",
    class: "b",
    clause: "D1-STATE-TASK-ADD-DEPENDENCY",
    reason:
      "listTasks loses its creation order: the task list's pages sort by sequence themselves, so only the order in which a finished blocker's dependents are started changes, which is not stated",
  },
  {
    at: "server/domain/tasks/state.ts:29:44-29:67",
    mutator: "ArrowFunction",
    original: "(a, b) => a.seq - b.seq",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-STATE-TASK-ADD-DEPENDENCY",
    reason:
      "listTasks loses its creation order: the task list's pages sort by sequence themselves, so only the order in which a finished blocker's dependents are started changes, which is not stated",
  },
  {
    at: "server/domain/tasks/state.ts:29:54-29:67",
    mutator: "ArithmeticOperator",
    original: "a.seq - b.seq",
    replacement: "a.seq + b.seq",
    class: "b",
    clause: "D1-STATE-TASK-ADD-DEPENDENCY",
    reason:
      "listTasks loses its creation order: the task list's pages sort by sequence themselves, so only the order in which a finished blocker's dependents are started changes, which is not stated",
  },
  {
    at: "server/domain/tasks/state.ts:43:10-43:114",
    mutator: "MethodExpression",
    original:
      "task.documents.map((k) => ws.tasks.documents.get(k)).filter((d): d is DocumentRecord => d !== undefined)",
    replacement: "task.documents.map(k => ws.tasks.documents.get(k))",
    class: "c",
    reason:
      "a task's documents are not filtered for missing records: the store never drops a document, so every key resolves",
  },
  {
    at: "server/domain/tasks/state.ts:43:98-43:113",
    mutator: "ConditionalExpression",
    original: "d !== undefined",
    replacement: "true",
    class: "c",
    reason:
      "a task's documents are not filtered for missing records: the store never drops a document, so every key resolves",
  },
  {
    at: "server/domain/tasks/state.ts:69:38-69:43",
    mutator: "StringLiteral",
    original: '"tsk"',
    replacement: '""',
    class: "b",
    clause: "D1-NOTATION-IDS",
    reason: "a task id loses its `tsk` prefix: identifiers are strings of unspecified format",
  },
  {
    at: "server/domain/tasks/state.ts:73:39-73:41",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D1-SHAPE-CREATE-TASK",
    reason:
      'a task created without `description` gets a made-up text instead of "": `description` is optional on create and its default is not shown',
  },
  {
    at: "server/domain/tasks/state.ts:76:91-76:100",
    mutator: "StringLiteral",
    original: '"feature"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-CREATE-TASK",
    reason:
      'a task created without `taskType` gets "" instead of `feature`: the default is not shown, and any string is a task type (the catalogued variant task-type-default-other gives `chore`)',
  },
  {
    at: "server/domain/tasks/state.ts:77:13-77:40",
    mutator: "ObjectLiteral",
    original: "{ ...(input.fields ?? {}) }",
    replacement: "{}",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason:
      "`fields` given on create are not stored: no response shows `fields` and nothing the server does reads them",
  },
  {
    at: "server/domain/tasks/state.ts:77:19-77:37",
    mutator: "LogicalOperator",
    original: "input.fields ?? {}",
    replacement: "input.fields && {}",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason:
      "`fields` given on create are not stored: no response shows `fields` and nothing the server does reads them",
  },
  {
    at: "server/domain/tasks/state.ts:81:16-81:44",
    mutator: "ArrayDeclaration",
    original: "[...(input.dependsOn ?? [])]",
    replacement: "[]",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it (only the seeded planned task is inserted with a dependency)",
  },
  {
    at: "server/domain/tasks/state.ts:88:16-88:18",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "a new task starts with a junk document key: the key names no stored document, so its list, attach, detach and delete are as before",
  },
  {
    at: "server/domain/tasks/state.ts:98:27-98:33",
    mutator: "Regex",
    original: "/^ws_/",
    replacement: "/ws_/",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:98:35-98:37",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:99:10-99:86",
    mutator: "ObjectLiteral",
    original: "{ withSourceDoc: `tsk_planned_${w}`, withUpload: `tsk_planned_norepo_${w}` }",
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:99:27-99:45",
    mutator: "StringLiteral",
    original: "`tsk_planned_${w}`",
    replacement: "``",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:99:59-99:84",
    mutator: "StringLiteral",
    original: "`tsk_planned_norepo_${w}`",
    replacement: "``",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:108:48-161:2",
    mutator: "BlockStatement",
    original:
      '{ const ids = plannedSeedIds(ws); insertTask(ws, { taskId: ws.ids.taskDone, serviceId: ws.ids.service, title: "Add CSV export to the board", description: "Users can export the visible board columns as CSV.", taskType: "feature", ticket: { source: "github", ref: "acme/app#12" }, status: "done", progress: 100, }); insertTask(ws, { taskId: ws.ids.taskFailed, serviceId: ws.ids.service, title: "Fix flaky login redirect", description: "The login page sometimes redirects twice.", taskType: "bug", ticket: { source: "github", ref: "acme/app#15" }, // Placeholder: the runs domain sets the status its failed run implies. status: "in_progress", }); const planned = insertTask(ws, { taskId: ids.withSourceDoc, serviceId: ws.ids.service, title: "Paginate the activity feed", description: "The activity feed loads every event at once; page it.", taskType: "feature", fields: { priority: "high" }, ticket: { source: "jira", ref: "APP-101" }, dependsOn: [ws.ids.taskDone], }); seedDocument(ws, planned, { source: "confluence", externalId: "APP/Activity+feed+design", kind: "source", title: "APP/Activity+feed+design", content: null, }); const noRepo = insertTask(ws, { taskId: ids.withUpload, serviceId: ws.ids.serviceNoRepo, title: "Write the onboarding guide outline", taskType: "document", ticket: { source: "linear", ref: "DOC-7" }, }); seedDocument(ws, noRepo, { source: "upload", externalId: `doc_seed_${ws.id.replace(/^ws_/, "")}`, kind: "upload", title: "Onboarding notes", content: "Audience: new workspace admins. Cover keys, services and the first task.", }); }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:110:18-119:4",
    mutator: "ObjectLiteral",
    original:
      '{ taskId: ws.ids.taskDone, serviceId: ws.ids.service, title: "Add CSV export to the board", description: "Users can export the visible board columns as CSV.", taskType: "feature", ticket: { source: "github", ref: "acme/app#12" }, status: "done", progress: 100, }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:113:12-113:41",
    mutator: "StringLiteral",
    original: '"Add CSV export to the board"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:114:18-114:70",
    mutator: "StringLiteral",
    original: '"Users can export the visible board columns as CSV."',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:115:15-115:24",
    mutator: "StringLiteral",
    original: '"feature"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:116:23-116:31",
    mutator: "StringLiteral",
    original: '"github"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:116:38-116:51",
    mutator: "StringLiteral",
    original: '"acme/app#12"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:117:13-117:19",
    mutator: "StringLiteral",
    original: '"done"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:120:18-129:4",
    mutator: "ObjectLiteral",
    original:
      '{ taskId: ws.ids.taskFailed, serviceId: ws.ids.service, title: "Fix flaky login redirect", description: "The login page sometimes redirects twice.", taskType: "bug", ticket: { source: "github", ref: "acme/app#15" }, // Placeholder: the runs domain sets the status its failed run implies. status: "in_progress", }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:123:12-123:38",
    mutator: "StringLiteral",
    original: '"Fix flaky login redirect"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:124:18-124:61",
    mutator: "StringLiteral",
    original: '"The login page sometimes redirects twice."',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:125:15-125:20",
    mutator: "StringLiteral",
    original: '"bug"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:126:23-126:31",
    mutator: "StringLiteral",
    original: '"github"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:126:38-126:51",
    mutator: "StringLiteral",
    original: '"acme/app#15"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:128:13-128:26",
    mutator: "StringLiteral",
    original: '"in_progress"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:130:34-139:4",
    mutator: "ObjectLiteral",
    original:
      '{ taskId: ids.withSourceDoc, serviceId: ws.ids.service, title: "Paginate the activity feed", description: "The activity feed loads every event at once; page it.", taskType: "feature", fields: { priority: "high" }, ticket: { source: "jira", ref: "APP-101" }, dependsOn: [ws.ids.taskDone], }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:133:12-133:40",
    mutator: "StringLiteral",
    original: '"Paginate the activity feed"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:134:18-134:73",
    mutator: "StringLiteral",
    original: '"The activity feed loads every event at once; page it."',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:135:15-135:24",
    mutator: "StringLiteral",
    original: '"feature"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:136:13-136:33",
    mutator: "ObjectLiteral",
    original: '{ priority: "high" }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:136:25-136:31",
    mutator: "StringLiteral",
    original: '"high"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:137:13-137:47",
    mutator: "ObjectLiteral",
    original: '{ source: "jira", ref: "APP-101" }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:137:23-137:29",
    mutator: "StringLiteral",
    original: '"jira"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:137:36-137:45",
    mutator: "StringLiteral",
    original: '"APP-101"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:138:16-138:33",
    mutator: "ArrayDeclaration",
    original: "[ws.ids.taskDone]",
    replacement: "[]",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:140:29-146:4",
    mutator: "ObjectLiteral",
    original:
      '{ source: "confluence", externalId: "APP/Activity+feed+design", kind: "source", title: "APP/Activity+feed+design", content: null, }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:141:13-141:25",
    mutator: "StringLiteral",
    original: '"confluence"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:142:17-142:43",
    mutator: "StringLiteral",
    original: '"APP/Activity+feed+design"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:143:11-143:19",
    mutator: "StringLiteral",
    original: '"source"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:144:12-144:38",
    mutator: "StringLiteral",
    original: '"APP/Activity+feed+design"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:147:33-153:4",
    mutator: "ObjectLiteral",
    original:
      '{ taskId: ids.withUpload, serviceId: ws.ids.serviceNoRepo, title: "Write the onboarding guide outline", taskType: "document", ticket: { source: "linear", ref: "DOC-7" }, }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:150:12-150:48",
    mutator: "StringLiteral",
    original: '"Write the onboarding guide outline"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:151:15-151:25",
    mutator: "StringLiteral",
    original: '"document"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:152:13-152:47",
    mutator: "ObjectLiteral",
    original: '{ source: "linear", ref: "DOC-7" }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:152:23-152:31",
    mutator: "StringLiteral",
    original: '"linear"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:152:38-152:45",
    mutator: "StringLiteral",
    original: '"DOC-7"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:154:28-160:4",
    mutator: "ObjectLiteral",
    original:
      '{ source: "upload", externalId: `doc_seed_${ws.id.replace(/^ws_/, "")}`, kind: "upload", title: "Onboarding notes", content: "Audience: new workspace admins. Cover keys, services and the first task.", }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:155:13-155:21",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:156:17-156:56",
    mutator: "StringLiteral",
    original: '`doc_seed_${ws.id.replace(/^ws_/, "")}`',
    replacement: "``",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:156:43-156:49",
    mutator: "Regex",
    original: "/^ws_/",
    replacement: "/ws_/",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:156:51-156:53",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:157:11-157:19",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:158:12-158:30",
    mutator: "StringLiteral",
    original: '"Onboarding notes"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:159:14-159:88",
    mutator: "StringLiteral",
    original: '"Audience: new workspace admins. Cover keys, services and the first task."',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:163:111-167:2",
    mutator: "BlockStatement",
    original:
      "{ const key = documentKey(d.source, d.externalId); ws.tasks.documents.set(key, { ...d, key, heldByTaskId: task.taskId }); task.documents.push(key); }",
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:165:31-165:71",
    mutator: "ObjectLiteral",
    original: "{ ...d, key, heldByTaskId: task.taskId }",
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/dependencies.ts:33:55-33:57",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "unreached: the cycle walk's fallback for an id naming no task: every id in a `dependsOn` names a live task",
  },
  {
    at: "server/domain/tasks/state.ts:37:108-39:2",
    mutator: "BlockStatement",
    original: "{ return ws.tasks.documents.get(documentKey(source, externalId)); }",
    replacement: "{}",
    class: "c",
    reason: "unreached: getDocument() serves no handler (the store is read through a task's documents)",
  },
  // server/domain/tasks/handlers.ts (code changed since the pass: --changed, session 16)
  {
    at: "server/domain/tasks/handlers.ts:93:7-93:106",
    mutator: "ObjectLiteral",
    original: '{ list: `tasks:${service.serviceId}:${status ?? "*"}`, workspaceId: ctx.ws.id, newestFirst: false }',
    replacement: "{}",
    class: "b",
    reason:
      "the service's task list pages with no list name or workspace bound into its cursors (still oldest first): doc 2 List paging states a cursor's length, not that one list's cursor is refused by another",
  },
  {
    at: "server/domain/tasks/handlers.ts:93:99-93:104",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    reason:
      "a service's tasks listed newest first: doc 2 Tasks does not state the order of GET /services/{serviceId}/tasks (oldest first is the reference's choice)",
  },
  // state.ts (2026-11-28 pass)
  {
    at: "server/domain/tasks/state.ts:81:53-81:72",
    mutator: "StringLiteral",
    original: '"tasks.defaultType"',
    replacement: '""',
    class: "c",
    reason:
      "fault apparatus: no fault replaces the default task type in the run, so the behaviour's name only selects the documented default",
  },
  {
    at: "server/domain/tasks/state.ts:131:13-131:53",
    mutator: "ObjectLiteral",
    original: '{ source: "github", ref: "acme/app#15" }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
];
