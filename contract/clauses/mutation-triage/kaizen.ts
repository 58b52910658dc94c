/** The mutation triage of server/domain/kaizen: its surviving mutants, each classed as ./entry.ts says. */
import type { TriageEntry } from "./entry.ts";

export const KAIZEN_TRIAGE: readonly TriageEntry[] = [
  // server/domain/kaizen
  {
    at: "server/domain/kaizen/acknowledge.ts:29:7-29:106",
    mutator: "StringLiteral",
    original: "`entry ${e.entryId} is ${e.status}: only settled gradings (complete or failed) can be acknowledged`",
    replacement: "``",
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the 409's message emptied: the message text is not stated",
  },
  {
    at: "server/domain/kaizen/acknowledge.ts:32:16-32:40",
    mutator: "LogicalOperator",
    original: "req.acknowledged ?? true",
    replacement: "req.acknowledged && true",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "what an acknowledge without `acknowledged` does (AcknowledgeKaizenEntry: `acknowledged` opt) is not stated",
  },
  {
    at: "server/domain/kaizen/acknowledge.ts:34:32-34:37",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "c",
    reason: "acknowledge()'s return value (whether the entry changed) is read by no handler",
  },
  {
    at: "server/domain/kaizen/acknowledge.ts:39:29-39:51",
    mutator: "ConditionalExpression",
    original: "req.note !== undefined",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the `note` of an acknowledge is not stored: doc 1 gives AcknowledgeKaizenEntry.note and PublicKaizenEntry.acknowledgementNote by type only, and does not say that one fills the other",
  },
  {
    at: "server/domain/kaizen/acknowledge.ts:41:12-41:16",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "c",
    reason: "acknowledge()'s return value (whether the entry changed) is read by no handler",
  },
  {
    at: "server/domain/kaizen/acknowledge.ts:43:7-43:22",
    mutator: "ConditionalExpression",
    original: "!e.acknowledged",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "undoing an entry that is not acknowledged stamps `updatedAt` (its other fields are already false/null): what `updatedAt` records is not stated",
  },
  {
    at: "server/domain/kaizen/acknowledge.ts:49:10-49:14",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "c",
    reason: "acknowledge()'s return value (whether the entry changed) is read by no handler",
  },
  {
    at: "server/domain/kaizen/handlers.ts:16:55-16:101",
    mutator: "StringLiteral",
    original: "`Kaizen entry ${ctx.params.entryId} not found`",
    replacement: "``",
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the 404's message emptied: the message text is not stated",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:18-41:180",
    mutator: "StringLiteral",
    original:
      '`kaizen?ack=${q.acknowledged ?? ""}&settled=${q.settled ?? ""}&status=${q.status ?? ""}&agentKind=${encodeURIComponent(q.agentKind ?? "")}&since=${q.since ?? ""}`',
    replacement: "``",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:32-41:52",
    mutator: "LogicalOperator",
    original: 'q.acknowledged ?? ""',
    replacement: 'q.acknowledged && ""',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:50-41:52",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:64-41:79",
    mutator: "LogicalOperator",
    original: 'q.settled ?? ""',
    replacement: 'q.settled && ""',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:77-41:79",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:90-41:104",
    mutator: "LogicalOperator",
    original: 'q.status ?? ""',
    replacement: 'q.status && ""',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:102-41:104",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:137-41:154",
    mutator: "LogicalOperator",
    original: 'q.agentKind ?? ""',
    replacement: 'q.agentKind && ""',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:152-41:154",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:165-41:178",
    mutator: "LogicalOperator",
    original: 'q.since ?? ""',
    replacement: 'q.since && ""',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/handlers.ts:41:176-41:178",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists under some filters then share it): which query a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/kaizen/projection.ts:22:22-22:44",
    mutator: "ArrayDeclaration",
    original: "[...e.recommendations]",
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "every entry's `recommendations` empty: which improvements a grading recommends is the grader's output, not a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:72:27-72:33",
    mutator: "Regex",
    original: "/^ws_/",
    replacement: "/ws_/",
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data: the workspace suffix of the seeded run and task ids",
  },
  {
    at: "server/domain/kaizen/state.ts:72:35-72:37",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data: the workspace suffix of the seeded run and task ids",
  },
  {
    at: "server/domain/kaizen/state.ts:73:22-73:104",
    mutator: "LogicalOperator",
    original: 'ws.server.keys.liveInWorkspace(ws.id).find((k) => k.scope === "admin")?.id ?? null',
    replacement: 'ws.server.keys.liveInWorkspace(ws.id).find(k => k.scope === "admin")?.id && null',
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason: "who the seeded acknowledgement names (`acknowledgedBy`) changes: who it names is not stated",
  },
  {
    at: "server/domain/kaizen/state.ts:73:22-73:96",
    mutator: "OptionalChaining",
    original: 'ws.server.keys.liveInWorkspace(ws.id).find((k) => k.scope === "admin")?.id',
    replacement: 'ws.server.keys.liveInWorkspace(ws.id).find(k => k.scope === "admin").id',
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason: "who the seeded acknowledgement names (`acknowledgedBy`) changes: who it names is not stated",
  },
  {
    at: "server/domain/kaizen/state.ts:73:65-73:91",
    mutator: "ArrowFunction",
    original: '(k) => k.scope === "admin"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason: "who the seeded acknowledgement names (`acknowledgedBy`) changes: who it names is not stated",
  },
  {
    at: "server/domain/kaizen/state.ts:73:72-73:91",
    mutator: "ConditionalExpression",
    original: 'k.scope === "admin"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason: "who the seeded acknowledgement names (`acknowledgedBy`) changes: who it names is not stated",
  },
  {
    at: "server/domain/kaizen/state.ts:73:72-73:91",
    mutator: "ConditionalExpression",
    original: 'k.scope === "admin"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason: "who the seeded acknowledgement names (`acknowledgedBy`) changes: who it names is not stated",
  },
  {
    at: "server/domain/kaizen/state.ts:73:72-73:91",
    mutator: "EqualityOperator",
    original: 'k.scope === "admin"',
    replacement: 'k.scope !== "admin"',
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason: "who the seeded acknowledgement names (`acknowledgedBy`) changes: who it names is not stated",
  },
  {
    at: "server/domain/kaizen/state.ts:73:84-73:91",
    mutator: "StringLiteral",
    original: '"admin"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason: "who the seeded acknowledgement names (`acknowledgedBy`) changes: who it names is not stated",
  },
  {
    at: "server/domain/kaizen/state.ts:76:18-76:25",
    mutator: "StringLiteral",
    original: '"coder"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:77:14-77:31",
    mutator: "StringLiteral",
    original: '"claude-sonnet-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:82:20-82:35",
    mutator: "StringLiteral",
    original: '"claude-opus-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:83:16-83:78",
    mutator: "StringLiteral",
    original: '"Smooth implementation; one retry after a failing lint check."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:84:24-84:61",
    mutator: "ArrayDeclaration",
    original: '["Run the linter before committing."]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:84:25-84:60",
    mutator: "StringLiteral",
    original: '"Run the linter before committing."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:86:52-86:56",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:87:12-87:50",
    mutator: "StringLiteral",
    original: '"Lint step added to the coder prompt."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:90:18-90:28",
    mutator: "StringLiteral",
    original: '"reviewer"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:91:14-91:23",
    mutator: "StringLiteral",
    original: '"gpt-4.1"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:96:20-96:35",
    mutator: "StringLiteral",
    original: '"claude-opus-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:97:16-97:58",
    mutator: "StringLiteral",
    original: '"Review looped twice on the same finding."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:98:24-98:97",
    mutator: "ArrayDeclaration",
    original: '["Deduplicate findings across review passes.", "Cite the changed lines."]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:98:25-98:69",
    mutator: "StringLiteral",
    original: '"Deduplicate findings across review passes."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:98:71-98:96",
    mutator: "StringLiteral",
    original: '"Cite the changed lines."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:100:52-100:57",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:103:18-103:26",
    mutator: "StringLiteral",
    original: '"tester"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:104:14-104:30",
    mutator: "StringLiteral",
    original: '"gemini-2.5-pro"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:109:20-109:35",
    mutator: "StringLiteral",
    original: '"claude-opus-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:110:16-110:18",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:111:24-111:26",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:112:14-112:60",
    mutator: "StringLiteral",
    original: '"grader timed out reading the step transcript"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:116:18-116:26",
    mutator: "StringLiteral",
    original: '"merger"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:117:14-117:31",
    mutator: "StringLiteral",
    original: '"claude-sonnet-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:123:16-123:18",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:124:24-124:26",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:129:18-129:27",
    mutator: "StringLiteral",
    original: '"planner"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:130:14-130:31",
    mutator: "StringLiteral",
    original: '"claude-sonnet-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:135:20-135:35",
    mutator: "StringLiteral",
    original: '"claude-opus-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:136:16-136:18",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:137:24-137:26",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:139:52-139:57",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:142:18-142:25",
    mutator: "StringLiteral",
    original: '"coder"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:143:14-143:31",
    mutator: "StringLiteral",
    original: '"claude-sonnet-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:148:20-148:35",
    mutator: "StringLiteral",
    original: '"claude-opus-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:149:16-149:43",
    mutator: "StringLiteral",
    original: '"Clean single-pass change."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:150:24-150:26",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:152:52-152:57",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    reason:
      "the seeded gradings are the reference server's own data (agent kinds, models, grader, summary, recommendations, note, combo flags): none is a clause",
  },
  {
    at: "server/domain/kaizen/state.ts:154:14-154:29",
    mutator: "StringLiteral",
    original: "`run_gone_${w}`",
    replacement: "``",
    class: "b",
    clause: "D1-NOTATION-IDS",
    reason:
      "the seeded gradings are the reference server's own data: the deleted task's run or task id becomes \"\" (it still names no task: `task` null)",
  },
  {
    at: "server/domain/kaizen/state.ts:155:15-155:30",
    mutator: "StringLiteral",
    original: "`tsk_gone_${w}`",
    replacement: "``",
    class: "b",
    clause: "D1-NOTATION-IDS",
    reason:
      "the seeded gradings are the reference server's own data: the deleted task's run or task id becomes \"\" (it still names no task: `task` null)",
  },
  {
    at: "server/domain/kaizen/state.ts:161:25-161:30",
    mutator: "StringLiteral",
    original: '"kzn"',
    replacement: '""',
    class: "b",
    clause: "D1-NOTATION-IDS",
    reason: "entry ids lose their prefix: identifiers are strings of unspecified format",
  },
  {
    at: "server/domain/kaizen/state.ts:176:21-176:40",
    mutator: "ConditionalExpression",
    original: "s.ack !== undefined",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the seeded entries' acknowledgedAt/By beside `acknowledged` disagree: what they hold for an entry never acknowledged through the API is not stated (the acknowledge rules drive their own)",
  },
  {
    at: "server/domain/kaizen/state.ts:177:23-177:42",
    mutator: "ConditionalExpression",
    original: "s.ack !== undefined",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the seeded entries' acknowledgedAt/By beside `acknowledged` disagree: what they hold for an entry never acknowledged through the API is not stated (the acknowledge rules drive their own)",
  },
  {
    at: "server/domain/kaizen/state.ts:177:23-177:42",
    mutator: "ConditionalExpression",
    original: "s.ack !== undefined",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the seeded entries' acknowledgedAt/By beside `acknowledged` disagree: what they hold for an entry never acknowledged through the API is not stated (the acknowledge rules drive their own)",
  },
  {
    at: "server/domain/kaizen/state.ts:177:23-177:42",
    mutator: "EqualityOperator",
    original: "s.ack !== undefined",
    replacement: "s.ack === undefined",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the seeded entries' acknowledgedAt/By beside `acknowledged` disagree: what they hold for an entry never acknowledged through the API is not stated (the acknowledge rules drive their own)",
  },
  {
    at: "server/domain/kaizen/state.ts:178:23-178:42",
    mutator: "ConditionalExpression",
    original: "s.ack !== undefined",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the seeded entries' acknowledgedAt/By beside `acknowledged` disagree: what they hold for an entry never acknowledged through the API is not stated (the acknowledge rules drive their own)",
  },
  {
    at: "server/domain/kaizen/state.ts:178:23-178:42",
    mutator: "ConditionalExpression",
    original: "s.ack !== undefined",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the seeded entries' acknowledgedAt/By beside `acknowledged` disagree: what they hold for an entry never acknowledged through the API is not stated (the acknowledge rules drive their own)",
  },
  {
    at: "server/domain/kaizen/state.ts:178:23-178:42",
    mutator: "EqualityOperator",
    original: "s.ack !== undefined",
    replacement: "s.ack === undefined",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the seeded entries' acknowledgedAt/By beside `acknowledged` disagree: what they hold for an entry never acknowledged through the API is not stated (the acknowledge rules drive their own)",
  },
  {
    at: "server/domain/kaizen/task-view.ts:12:7-12:9",
    mutator: "ConditionalExpression",
    original: "!t",
    replacement: "true",
    class: "b",
    clause: "D1-KAIZEN-TASK-NULL-DELETED",
    reason:
      "`task` null on every entry, its task live or not: doc 1 states null when the task was deleted, not the converse (STATE-KAIZEN-TASK-DELETED judges only that direction)",
  },
  {
    at: "server/domain/kaizen/task-view.ts:14:23-14:42",
    mutator: "LogicalOperator",
    original: "t.serviceId ?? null",
    replacement: "t.serviceId && null",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the task view's serviceId or serviceTitle null: PublicKaizenEntryTask gives them as string|null, what they hold is not stated",
  },
  {
    at: "server/domain/kaizen/task-view.ts:14:58-14:76",
    mutator: "LogicalOperator",
    original: "svc?.title ?? null",
    replacement: "svc?.title && null",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the task view's serviceId or serviceTitle null: PublicKaizenEntryTask gives them as string|null, what they hold is not stated",
  },
  {
    at: "server/domain/kaizen/task-view.ts:14:58-14:68",
    mutator: "OptionalChaining",
    original: "svc?.title",
    replacement: "svc.title",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "the task view's serviceId or serviceTitle null: PublicKaizenEntryTask gives them as string|null, what they hold is not stated",
  },
  {
    at: "server/domain/kaizen/acknowledge.ts:32:36-32:40",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-KAIZEN",
    reason:
      "what an acknowledge without `acknowledged` does (AcknowledgeKaizenEntry: `acknowledged` opt) is not stated",
  },
  {
    at: "server/domain/kaizen/acknowledge.ts:43:31-43:36",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "c",
    reason: "acknowledge()'s return value (whether the entry changed) is read by no handler",
  },
];
