/** The mutation triage of server/domain/evidence: its surviving mutants, each classed as ./entry.ts says. */
import type { TriageEntry } from "./entry.ts";

export const EVIDENCE_TRIAGE: readonly TriageEntry[] = [
  // server/domain/evidence (spec.ts, telemetry.ts)
  {
    at: "server/domain/evidence/telemetry.ts:84:45-89:2",
    mutator: "ObjectLiteral",
    original:
      '{ plan: "planner", implement: "coder", "open-pull-request": "pr-opener", "expensive-model-call": "coder", }',
    replacement: "{}",
    class: "b",
    reason:
      "every step runs as an agent kind of its own name: the agent kind a step runs as is the deployment's: the documents name no agent kinds (the debug items are `object*`, PrReportRun steps' `agentKind` is any string), and the `agentKind` filter is judged on the values the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:85:9-85:18",
    mutator: "StringLiteral",
    original: '"planner"',
    replacement: '""',
    class: "b",
    reason:
      "one step name's agent kind is empty: the agent kind a step runs as is the deployment's: the documents name no agent kinds (the debug items are `object*`, PrReportRun steps' `agentKind` is any string), and the `agentKind` filter is judged on the values the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:86:14-86:21",
    mutator: "StringLiteral",
    original: '"coder"',
    replacement: '""',
    class: "b",
    reason:
      "one step name's agent kind is empty: the agent kind a step runs as is the deployment's: the documents name no agent kinds (the debug items are `object*`, PrReportRun steps' `agentKind` is any string), and the `agentKind` filter is judged on the values the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:87:24-87:35",
    mutator: "StringLiteral",
    original: '"pr-opener"',
    replacement: '""',
    class: "b",
    reason:
      "one step name's agent kind is empty: the agent kind a step runs as is the deployment's: the documents name no agent kinds (the debug items are `object*`, PrReportRun steps' `agentKind` is any string), and the `agentKind` filter is judged on the values the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:88:27-88:34",
    mutator: "StringLiteral",
    original: '"coder"',
    replacement: '""',
    class: "b",
    reason:
      "one step name's agent kind is empty: the agent kind a step runs as is the deployment's: the documents name no agent kinds (the debug items are `object*`, PrReportRun steps' `agentKind` is any string), and the `agentKind` filter is judged on the values the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:10-97:81",
    mutator: "ConditionalExpression",
    original: 'phaseIndex === 2 || stepName.includes("review") || stepName === "judge"',
    replacement: "true",
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:10-97:81",
    mutator: "ConditionalExpression",
    original: 'phaseIndex === 2 || stepName.includes("review") || stepName === "judge"',
    replacement: "false",
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:10-97:81",
    mutator: "LogicalOperator",
    original: 'phaseIndex === 2 || stepName.includes("review") || stepName === "judge"',
    replacement: '(phaseIndex === 2 || stepName.includes("review")) && stepName === "judge"',
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:10-97:57",
    mutator: "ConditionalExpression",
    original: 'phaseIndex === 2 || stepName.includes("review")',
    replacement: "false",
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:10-97:57",
    mutator: "LogicalOperator",
    original: 'phaseIndex === 2 || stepName.includes("review")',
    replacement: 'phaseIndex === 2 && stepName.includes("review")',
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:10-97:26",
    mutator: "ConditionalExpression",
    original: "phaseIndex === 2",
    replacement: "false",
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:10-97:26",
    mutator: "EqualityOperator",
    original: "phaseIndex === 2",
    replacement: "phaseIndex !== 2",
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:48-97:56",
    mutator: "StringLiteral",
    original: '"review"',
    replacement: '""',
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:61-97:81",
    mutator: "ConditionalExpression",
    original: 'stepName === "judge"',
    replacement: "false",
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:61-97:81",
    mutator: "EqualityOperator",
    original: 'stepName === "judge"',
    replacement: 'stepName !== "judge"',
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:74-97:81",
    mutator: "StringLiteral",
    original: '"judge"',
    replacement: '""',
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:84-97:101",
    mutator: "StringLiteral",
    original: '"model-reasoning"',
    replacement: '""',
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:97:104-97:120",
    mutator: "StringLiteral",
    original: '"model-standard"',
    replacement: '""',
    class: "b",
    reason:
      "another model named for some calls and steps: which model a call or step runs on is the deployment's: the debug items are `object*` and PrReportRun steps' `model` is any string or null",
  },
  {
    at: "server/domain/evidence/telemetry.ts:106:11-106:13",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "every filler body starts with another text: what a recorded prompt, context or response says, and how long it is, is the run's: the debug reads show the bodies as recorded (`contains` and the windows are judged on them)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:107:19-107:31",
    mutator: "EqualityOperator",
    original: "s.length < n",
    replacement: "s.length <= n",
    class: "c",
    reason: "the filler loop runs one round more, and the slice to `n` cuts it off: the same text",
  },
  {
    at: "server/domain/evidence/telemetry.ts:107:33-107:36",
    mutator: "UpdateOperator",
    original: "i++",
    replacement: "i--",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the filler counts down (`[0] [-1] …`): what a recorded prompt, context or response says, and how long it is, is the run's: the debug reads show the bodies as recorded (`contains` and the windows are judged on them)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:108:10-108:23",
    mutator: "MethodExpression",
    original: "s.slice(0, n)",
    replacement: "s",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the filler bodies run past their lengths: what a recorded prompt, context or response says, and how long it is, is the run's: the debug reads show the bodies as recorded (`contains` and the windows are judged on them)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:111:36-113:2",
    mutator: "BlockStatement",
    original: "{ return Math.round(n * 1e6) / 1e6; }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "every call's cost undefined: a call's fields are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:112:10-112:35",
    mutator: "ArithmeticOperator",
    original: "Math.round(n * 1e6) / 1e6",
    replacement: "Math.round(n * 1e6) * 1e6",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "every call's cost scaled wrong: a call's fields are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:112:21-112:28",
    mutator: "ArithmeticOperator",
    original: "n * 1e6",
    replacement: "n / 1e6",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "every call's cost scaled wrong: a call's fields are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:117:19-117:96",
    mutator: "MethodExpression",
    original: 'run.steps.map((s, i) => ({ s, i })).filter(({ s }) => s.status !== "pending")',
    replacement: "run.steps.map((s, i) => ({\n  s,\n  i\n}))",
    class: "b",
    reason:
      "a pending step records telemetry as a started one does: the documents say what the debug reads show of what a run recorded, never which steps record model calls, context, tool calls or searches (nor what a step's status is: doc 1 PublicRun `steps` per-step status, values not shown)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:117:62-117:95",
    mutator: "ArrowFunction",
    original: '({ s }) => s.status !== "pending"',
    replacement: "() => undefined",
    class: "b",
    reason:
      "no step records anything (no dispatch, model call, tool call, search or container event): the documents say what the debug reads show of what a run recorded, never which steps record model calls, context, tool calls or searches (nor what a step's status is: doc 1 PublicRun `steps` per-step status, values not shown)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:117:73-117:95",
    mutator: "ConditionalExpression",
    original: 's.status !== "pending"',
    replacement: "true",
    class: "b",
    reason:
      "a pending step records telemetry as a started one does: the documents say what the debug reads show of what a run recorded, never which steps record model calls, context, tool calls or searches (nor what a step's status is: doc 1 PublicRun `steps` per-step status, values not shown)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:117:73-117:95",
    mutator: "ConditionalExpression",
    original: 's.status !== "pending"',
    replacement: "false",
    class: "b",
    reason:
      "no step records anything (no dispatch, model call, tool call, search or container event): the documents say what the debug reads show of what a run recorded, never which steps record model calls, context, tool calls or searches (nor what a step's status is: doc 1 PublicRun `steps` per-step status, values not shown)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:117:73-117:95",
    mutator: "EqualityOperator",
    original: 's.status !== "pending"',
    replacement: 's.status === "pending"',
    class: "b",
    reason:
      "only the pending steps record telemetry: the documents say what the debug reads show of what a run recorded, never which steps record model calls, context, tool calls or searches (nor what a step's status is: doc 1 PublicRun `steps` per-step status, values not shown)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:117:86-117:95",
    mutator: "StringLiteral",
    original: '"pending"',
    replacement: '""',
    class: "b",
    reason:
      "a pending step records telemetry as a started one does: the documents say what the debug reads show of what a run recorded, never which steps record model calls, context, tool calls or searches (nor what a step's status is: doc 1 PublicRun `steps` per-step status, values not shown)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:119:102-122:4",
    mutator: "BlockStatement",
    original:
      "{ logN += 1; t.logs.push({ seq: logN, eventId: `log_${run.runId}_${logN}`, runId: run.runId, at, source, level, message }); }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the log holds no event: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:120:5-120:14",
    mutator: "AssignmentOperator",
    original: "logN += 1",
    replacement: "logN -= 1",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the log's ordinals count down, so it lists its last event first, under ids ending -1, -2, …: the log's order is not stated, and the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:121:39-121:65",
    mutator: "StringLiteral",
    original: "`log_${run.runId}_${logN}`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "every log event's id changed or empty: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:123:22-123:35",
    mutator: "StringLiteral",
    original: '"environment"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a provisioning event's source, level, words or time changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:123:37-123:43",
    mutator: "StringLiteral",
    original: '"info"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a provisioning event's source, level, words or time changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:123:45-123:80",
    mutator: "StringLiteral",
    original: '"environment requested for the run"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a provisioning event's source, level, words or time changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:124:7-124:28",
    mutator: "ArithmeticOperator",
    original: "run.createdAt + 1_000",
    replacement: "run.createdAt - 1_000",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a provisioning event's source, level, words or time changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:124:30-124:43",
    mutator: "StringLiteral",
    original: '"runner_pool"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a provisioning event's source, level, words or time changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:124:45-124:51",
    mutator: "StringLiteral",
    original: '"info"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a provisioning event's source, level, words or time changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:124:53-124:84",
    mutator: "StringLiteral",
    original: '"runner pool assigned runner-1"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a provisioning event's source, level, words or time changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:126:35-216:4",
    mutator: "BlockStatement",
    original:
      '{ const at = run.createdAt + (i + 1) * MIN; const agentKind = agentKindOf(s.name); const failed = s.status === "failed"; const prompt = text(`You are the ${agentKind}. Carry out step ${s.name} of run ${run.runId}.`, 1200 + 100 * i); const standards = text("Standards: keep functions small; test every public behaviour.", 800); const contextFile = text(`Context file src/board/render.ts for step ${s.name}.`, 2000 + 250 * i); t.snapshots.push({ seq: t.snapshots.length + 1, snapshotId: `ctx_${run.runId}_s${i}`, runId: run.runId, stepIndex: i, agentKind, createdAt: at, parts: [ { kind: "prompt", name: "system", chars: prompt.length }, { kind: "standards", name: "engineering-standards", chars: standards.length }, { kind: "context_file", name: "src/board/render.ts", chars: contextFile.length }, ], body: `${prompt}\\n\\n${standards}\\n\\n${contextFile}`, }); log(at - 2_000, "container", "info", `container started for step ${s.name}`); PHASES.forEach((phase, j) => { const inputTokens = 1200 + 300 * i + 100 * j; const outputTokens = 200 + 50 * j; const carried = j === 0 ? 0 : prevInput; prevInput = inputTokens; const outcome = failed && j === 2 ? "error" : s.name.includes("review") && j === 1 ? "warning" : "ok"; t.calls.push({ seq: t.calls.length + 1, callId: `llm_${run.runId}_s${i}_c${j}`, runId: run.runId, stepIndex: i, agentKind, phase, model: modelOf(s.name, j), outcome, createdAt: at + j * 5_000, latencyMs: 800 + 137 * i + 91 * j, inputTokens, outputTokens, carriedInputTokens: carried, cost: round6(inputTokens * 3e-6 + outputTokens * 15e-6), promptDelta: text(`[${phase}] ${s.name}: decide the next change for ${run.runId}.`, 400 + 40 * j), response: outcome === "error" ? "error: the model call failed (simulated)" : text(`[${phase}] ${s.name}: proposed change to src/board/render.ts`, 600 + 60 * j), reasoning: text(`[${phase}] reasoning about ${s.name}`, 300), }); }); TOOLS.forEach((tool, k) => { t.tools.push({ seq: t.tools.length + 1, toolCallId: `tool_${run.runId}_s${i}_t${k}`, runId: run.runId, stepIndex: i, jobId: `rjob_${run.runId}_s${i}`, agentKind, tool, outcome: failed && k === 1 ? "error" : "ok", createdAt: at + 20_000 + k * 3_000, durationMs: 150 + 40 * k, arguments: tool === "run_command" ? { command: "npm test" } : { path: "src/board/render.ts" }, result: failed && k === 1 ? "exit code 1: 2 tests failed" : tool === "read_file" ? "export function renderBoard(...)" : "ok", }); }); if (i % 2 === 0) { t.searches.push({ seq: t.searches.length + 1, queryId: `sq_${run.runId}_s${i}`, runId: run.runId, stepIndex: i, agentKind, query: `best practice for ${s.name.replace(/-/g, " ")}`, resultCount: 5 + i, createdAt: at + 10_000, }); } log( at + 50_000, "container", failed ? "error" : "info", `container for step ${s.name} exited with code ${failed ? 1 : 0}`, ); }',
    replacement: "{}",
    class: "b",
    reason:
      "no step records anything (no dispatch, model call, tool call, search or container event): the documents say what the debug reads show of what a run recorded, never which steps record model calls, context, tool calls or searches (nor what a step's status is: doc 1 PublicRun `steps` per-step status, values not shown)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:127:33-127:38",
    mutator: "ArithmeticOperator",
    original: "i + 1",
    replacement: "i - 1",
    class: "b",
    reason:
      "every step's telemetry a minute earlier (the first before the run's creation): the recorded times are not shown (`object*`), and the calls keep their order",
  },
  {
    at: "server/domain/evidence/telemetry.ts:129:20-129:41",
    mutator: "ConditionalExpression",
    original: 's.status === "failed"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the steps counted as failed change (none, every one, the others): which calls and tool calls fail, and what a failed step logs, is the run's: the `outcome` filters are judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:129:20-129:41",
    mutator: "ConditionalExpression",
    original: 's.status === "failed"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the steps counted as failed change (none, every one, the others): which calls and tool calls fail, and what a failed step logs, is the run's: the `outcome` filters are judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:129:20-129:41",
    mutator: "EqualityOperator",
    original: 's.status === "failed"',
    replacement: 's.status !== "failed"',
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the steps counted as failed change (none, every one, the others): which calls and tool calls fail, and what a failed step logs, is the run's: the `outcome` filters are judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:129:33-129:41",
    mutator: "StringLiteral",
    original: '"failed"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the steps counted as failed change (none, every one, the others): which calls and tool calls fail, and what a failed step logs, is the run's: the `outcome` filters are judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:130:25-130:98",
    mutator: "StringLiteral",
    original: "`You are the ${agentKind}. Carry out step ${s.name} of run ${run.runId}.`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its text or size): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:130:100-130:114",
    mutator: "ArithmeticOperator",
    original: "1200 + 100 * i",
    replacement: "1200 - 100 * i",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its text or size): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:131:28-131:91",
    mutator: "StringLiteral",
    original: '"Standards: keep functions small; test every public behaviour."',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its text or size): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:132:30-132:84",
    mutator: "StringLiteral",
    original: "`Context file src/board/render.ts for step ${s.name}.`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its text or size): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:132:86-132:100",
    mutator: "ArithmeticOperator",
    original: "2000 + 250 * i",
    replacement: "2000 - 250 * i",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its text or size): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:134:12-134:34",
    mutator: "ArithmeticOperator",
    original: "t.snapshots.length + 1",
    replacement: "t.snapshots.length - 1",
    class: "c",
    reason:
      "the keyset ordinals start at -1 instead of 1: no reply shows an ordinal (the lists drop it), the items sort and page in the same order, and only the opaque cursors' bytes differ",
  },
  {
    at: "server/domain/evidence/telemetry.ts:135:19-135:43",
    mutator: "StringLiteral",
    original: "`ctx_${run.runId}_s${i}`",
    replacement: "``",
    class: "a",
    clause: "D2-ROW-getDebugAgentContext",
    reason:
      "every dispatch listed under an empty `snapshotId`: no listed dispatch can be read by id (GET /debug/agent-context/{snapshotId} 200 for each); killed now (hand-checked: the rule fails, exit 1)",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/telemetry.ts:140:14-144:8",
    mutator: "ArrayDeclaration",
    original:
      '[ { kind: "prompt", name: "system", chars: prompt.length }, { kind: "standards", name: "engineering-standards", chars: standards.length }, { kind: "context_file", name: "src/board/render.ts", chars: contextFile.length }, ]',
    replacement: "[]",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:141:9-141:65",
    mutator: "ObjectLiteral",
    original: '{ kind: "prompt", name: "system", chars: prompt.length }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:141:17-141:25",
    mutator: "StringLiteral",
    original: '"prompt"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:141:33-141:41",
    mutator: "StringLiteral",
    original: '"system"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:142:9-142:86",
    mutator: "ObjectLiteral",
    original: '{ kind: "standards", name: "engineering-standards", chars: standards.length }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:142:17-142:28",
    mutator: "StringLiteral",
    original: '"standards"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:142:36-142:59",
    mutator: "StringLiteral",
    original: '"engineering-standards"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:143:9-143:89",
    mutator: "ObjectLiteral",
    original: '{ kind: "context_file", name: "src/board/render.ts", chars: contextFile.length }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:143:17-143:31",
    mutator: "StringLiteral",
    original: '"context_file"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:143:39-143:60",
    mutator: "StringLiteral",
    original: '"src/board/render.ts"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:145:13-145:58",
    mutator: "StringLiteral",
    original: "`${prompt}\\n\\n${standards}\\n\\n${contextFile}`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "a dispatch's captured context changes (its parts, names, sizes or text): what a dispatch's context holds (its parts, their names and sizes, its text) is not shown: the items are `object*` (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:147:9-147:19",
    mutator: "ArithmeticOperator",
    original: "at - 2_000",
    replacement: "at + 2_000",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a container's start event changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:147:21-147:32",
    mutator: "StringLiteral",
    original: '"container"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a container's start event changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:147:34-147:40",
    mutator: "StringLiteral",
    original: '"info"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a container's start event changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:147:42-147:80",
    mutator: "StringLiteral",
    original: "`container started for step ${s.name}`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a container's start event changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:148:34-176:6",
    mutator: "BlockStatement",
    original:
      '{ const inputTokens = 1200 + 300 * i + 100 * j; const outputTokens = 200 + 50 * j; const carried = j === 0 ? 0 : prevInput; prevInput = inputTokens; const outcome = failed && j === 2 ? "error" : s.name.includes("review") && j === 1 ? "warning" : "ok"; t.calls.push({ seq: t.calls.length + 1, callId: `llm_${run.runId}_s${i}_c${j}`, runId: run.runId, stepIndex: i, agentKind, phase, model: modelOf(s.name, j), outcome, createdAt: at + j * 5_000, latencyMs: 800 + 137 * i + 91 * j, inputTokens, outputTokens, carriedInputTokens: carried, cost: round6(inputTokens * 3e-6 + outputTokens * 15e-6), promptDelta: text(`[${phase}] ${s.name}: decide the next change for ${run.runId}.`, 400 + 40 * j), response: outcome === "error" ? "error: the model call failed (simulated)" : text(`[${phase}] ${s.name}: proposed change to src/board/render.ts`, 600 + 60 * j), reasoning: text(`[${phase}] reasoning about ${s.name}`, 300), }); }',
    replacement: "{}",
    class: "b",
    reason:
      "no step records a model call: the documents say what the debug reads show of what a run recorded, never which steps record model calls, context, tool calls or searches (nor what a step's status is: doc 1 PublicRun `steps` per-step status, values not shown)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:149:27-149:51",
    mutator: "ArithmeticOperator",
    original: "1200 + 300 * i + 100 * j",
    replacement: "1200 + 300 * i - 100 * j",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "a call's token counts changed: a call's token counts are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:149:27-149:41",
    mutator: "ArithmeticOperator",
    original: "1200 + 300 * i",
    replacement: "1200 - 300 * i",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "a call's token counts changed: a call's token counts are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:149:34-149:41",
    mutator: "ArithmeticOperator",
    original: "300 * i",
    replacement: "300 / i",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "a call's token counts changed: a call's token counts are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:149:44-149:51",
    mutator: "ArithmeticOperator",
    original: "100 * j",
    replacement: "100 / j",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "a call's token counts changed: a call's token counts are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:150:28-150:40",
    mutator: "ArithmeticOperator",
    original: "200 + 50 * j",
    replacement: "200 - 50 * j",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "a call's token counts changed: a call's token counts are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:150:34-150:40",
    mutator: "ArithmeticOperator",
    original: "50 * j",
    replacement: "50 / j",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "a call's token counts changed: a call's token counts are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:151:23-151:30",
    mutator: "ConditionalExpression",
    original: "j === 0",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the input tokens a call carries over changed: the export names a carry-cost rollup, but neither a call's carried tokens nor the rollup's figure is shown (`object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:151:23-151:30",
    mutator: "ConditionalExpression",
    original: "j === 0",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the input tokens a call carries over changed: the export names a carry-cost rollup, but neither a call's carried tokens nor the rollup's figure is shown (`object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:151:23-151:30",
    mutator: "EqualityOperator",
    original: "j === 0",
    replacement: "j !== 0",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the input tokens a call carries over changed: the export names a carry-cost rollup, but neither a call's carried tokens nor the rollup's figure is shown (`object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:23-153:40",
    mutator: "ConditionalExpression",
    original: "failed && j === 2",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:23-153:40",
    mutator: "ConditionalExpression",
    original: "failed && j === 2",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:23-153:40",
    mutator: "LogicalOperator",
    original: "failed && j === 2",
    replacement: "failed || j === 2",
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:33-153:40",
    mutator: "ConditionalExpression",
    original: "j === 2",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:33-153:40",
    mutator: "EqualityOperator",
    original: "j === 2",
    replacement: "j !== 2",
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:43-153:50",
    mutator: "StringLiteral",
    original: '"error"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:53-153:89",
    mutator: "ConditionalExpression",
    original: 's.name.includes("review") && j === 1',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:53-153:89",
    mutator: "ConditionalExpression",
    original: 's.name.includes("review") && j === 1',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:53-153:89",
    mutator: "LogicalOperator",
    original: 's.name.includes("review") && j === 1',
    replacement: 's.name.includes("review") || j === 1',
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:69-153:77",
    mutator: "StringLiteral",
    original: '"review"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:104-153:108",
    mutator: "StringLiteral",
    original: '"ok"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the calls' outcomes change: which calls end `ok`, `warning` or `error` is the run's: the `outcome` filter is judged on the outcomes the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:155:14-155:32",
    mutator: "ArithmeticOperator",
    original: "t.calls.length + 1",
    replacement: "t.calls.length - 1",
    class: "c",
    reason:
      "the keyset ordinals start at -1 instead of 1: no reply shows an ordinal (the lists drop it), the items sort and page in the same order, and only the opaque cursors' bytes differ",
  },
  {
    at: "server/domain/evidence/telemetry.ts:156:17-156:47",
    mutator: "StringLiteral",
    original: "`llm_${run.runId}_s${i}_c${j}`",
    replacement: "``",
    class: "a",
    clause: "D2-ROW-getDebugLlmCall",
    reason:
      "every model call listed under an empty `callId`: no listed call can be read by id (GET /debug/llm-calls/{callId} 200 for each); killed now (hand-checked: the rule fails, exit 1)",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/telemetry.ts:163:25-163:34",
    mutator: "ArithmeticOperator",
    original: "j * 5_000",
    replacement: "j / 5_000",
    class: "b",
    reason:
      "a call's recorded time changed (the calls of a step keep their order): the items' times are not shown (`object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:164:20-164:42",
    mutator: "ArithmeticOperator",
    original: "800 + 137 * i + 91 * j",
    replacement: "800 + 137 * i - 91 * j",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "a call's latency changed: the items are `object*`, and the rollups' numbers are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:164:20-164:33",
    mutator: "ArithmeticOperator",
    original: "800 + 137 * i",
    replacement: "800 - 137 * i",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "a call's latency changed: the items are `object*`, and the rollups' numbers are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:164:26-164:33",
    mutator: "ArithmeticOperator",
    original: "137 * i",
    replacement: "137 / i",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "a call's latency changed: the items are `object*`, and the rollups' numbers are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:164:36-164:42",
    mutator: "ArithmeticOperator",
    original: "91 * j",
    replacement: "91 / j",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "a call's latency changed: the items are `object*`, and the rollups' numbers are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:168:22-168:63",
    mutator: "ArithmeticOperator",
    original: "inputTokens * 3e-6 + outputTokens * 15e-6",
    replacement: "inputTokens * 3e-6 - outputTokens * 15e-6",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "a call's cost changed: a call's fields are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:168:22-168:40",
    mutator: "ArithmeticOperator",
    original: "inputTokens * 3e-6",
    replacement: "inputTokens / 3e-6",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "a call's cost changed: a call's fields are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:168:43-168:63",
    mutator: "ArithmeticOperator",
    original: "outputTokens * 15e-6",
    replacement: "outputTokens / 15e-6",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "a call's cost changed: a call's fields are not shown (the items are `object*`), nor the rollups' numbers (llm-export and the diagnostic map are `object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:169:27-169:91",
    mutator: "StringLiteral",
    original: "`[${phase}] ${s.name}: decide the next change for ${run.runId}.`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "a call's prompt delta, response or reasoning changed: what a recorded prompt, context or response says, and how long it is, is the run's: the debug reads show the bodies as recorded (`contains` and the windows are judged on them)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:169:93-169:105",
    mutator: "ArithmeticOperator",
    original: "400 + 40 * j",
    replacement: "400 - 40 * j",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "a call's prompt delta, response or reasoning changed: what a recorded prompt, context or response says, and how long it is, is the run's: the debug reads show the bodies as recorded (`contains` and the windows are judged on them)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:173:84-173:96",
    mutator: "ArithmeticOperator",
    original: "600 + 60 * j",
    replacement: "600 - 60 * j",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "a call's prompt delta, response or reasoning changed: what a recorded prompt, context or response says, and how long it is, is the run's: the debug reads show the bodies as recorded (`contains` and the windows are judged on them)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:174:25-174:63",
    mutator: "StringLiteral",
    original: "`[${phase}] reasoning about ${s.name}`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "a call's prompt delta, response or reasoning changed: what a recorded prompt, context or response says, and how long it is, is the run's: the debug reads show the bodies as recorded (`contains` and the windows are judged on them)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:177:32-197:6",
    mutator: "BlockStatement",
    original:
      '{ t.tools.push({ seq: t.tools.length + 1, toolCallId: `tool_${run.runId}_s${i}_t${k}`, runId: run.runId, stepIndex: i, jobId: `rjob_${run.runId}_s${i}`, agentKind, tool, outcome: failed && k === 1 ? "error" : "ok", createdAt: at + 20_000 + k * 3_000, durationMs: 150 + 40 * k, arguments: tool === "run_command" ? { command: "npm test" } : { path: "src/board/render.ts" }, result: failed && k === 1 ? "exit code 1: 2 tests failed" : tool === "read_file" ? "export function renderBoard(...)" : "ok", }); }',
    replacement: "{}",
    class: "b",
    reason:
      "no step records a tool call: the documents say what the debug reads show of what a run recorded, never which steps record model calls, context, tool calls or searches (nor what a step's status is: doc 1 PublicRun `steps` per-step status, values not shown)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:179:14-179:32",
    mutator: "ArithmeticOperator",
    original: "t.tools.length + 1",
    replacement: "t.tools.length - 1",
    class: "c",
    reason:
      "the keyset ordinals start at -1 instead of 1: no reply shows an ordinal (the lists drop it), the items sort and page in the same order, and only the opaque cursors' bytes differ",
  },
  {
    at: "server/domain/evidence/telemetry.ts:180:21-180:52",
    mutator: "StringLiteral",
    original: "`tool_${run.runId}_s${i}_t${k}`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason: "every tool call's id empty: tool calls have no by-id read, and their fields are not shown (`object*`)",
  },
  {
    at: "server/domain/evidence/telemetry.ts:183:16-183:41",
    mutator: "StringLiteral",
    original: "`rjob_${run.runId}_s${i}`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "every tool call's `jobId` empty: which job a tool call ran in is the run's; the `jobId` filter is judged on the values the items carry",
  },
  {
    at: "server/domain/evidence/telemetry.ts:186:18-186:35",
    mutator: "ConditionalExpression",
    original: "failed && k === 1",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "the tool calls' outcomes change: which tool calls fail, and what they return, is the run's: the `outcome` filter is judged on the outcomes the items carry, and the bodies on the `bodies` indicator only",
  },
  {
    at: "server/domain/evidence/telemetry.ts:186:18-186:35",
    mutator: "ConditionalExpression",
    original: "failed && k === 1",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "the tool calls' outcomes change: which tool calls fail, and what they return, is the run's: the `outcome` filter is judged on the outcomes the items carry, and the bodies on the `bodies` indicator only",
  },
  {
    at: "server/domain/evidence/telemetry.ts:186:18-186:35",
    mutator: "LogicalOperator",
    original: "failed && k === 1",
    replacement: "failed || k === 1",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "the tool calls' outcomes change: which tool calls fail, and what they return, is the run's: the `outcome` filter is judged on the outcomes the items carry, and the bodies on the `bodies` indicator only",
  },
  {
    at: "server/domain/evidence/telemetry.ts:186:28-186:35",
    mutator: "ConditionalExpression",
    original: "k === 1",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "the tool calls' outcomes change: which tool calls fail, and what they return, is the run's: the `outcome` filter is judged on the outcomes the items carry, and the bodies on the `bodies` indicator only",
  },
  {
    at: "server/domain/evidence/telemetry.ts:186:28-186:35",
    mutator: "EqualityOperator",
    original: "k === 1",
    replacement: "k !== 1",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "the tool calls' outcomes change: which tool calls fail, and what they return, is the run's: the `outcome` filter is judged on the outcomes the items carry, and the bodies on the `bodies` indicator only",
  },
  {
    at: "server/domain/evidence/telemetry.ts:186:38-186:45",
    mutator: "StringLiteral",
    original: '"error"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "the tool calls' outcomes change: which tool calls fail, and what they return, is the run's: the `outcome` filter is judged on the outcomes the items carry, and the bodies on the `bodies` indicator only",
  },
  {
    at: "server/domain/evidence/telemetry.ts:186:48-186:52",
    mutator: "StringLiteral",
    original: '"ok"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "the tool calls' outcomes change: which tool calls fail, and what they return, is the run's: the `outcome` filter is judged on the outcomes the items carry, and the bodies on the `bodies` indicator only",
  },
  {
    at: "server/domain/evidence/telemetry.ts:187:20-187:31",
    mutator: "ArithmeticOperator",
    original: "at + 20_000",
    replacement: "at - 20_000",
    class: "b",
    reason:
      "every tool call 20 s before its step's start instead of after: the items' times are not shown (`object*`), and the list keeps call order",
  },
  {
    at: "server/domain/evidence/telemetry.ts:187:34-187:43",
    mutator: "ArithmeticOperator",
    original: "k * 3_000",
    replacement: "k / 3_000",
    class: "b",
    reason:
      "a step's tool calls at one time: the items' times are not shown (`object*`); calls of one time keep any order",
  },
  {
    at: "server/domain/evidence/telemetry.ts:188:21-188:33",
    mutator: "ArithmeticOperator",
    original: "150 + 40 * k",
    replacement: "150 - 40 * k",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason: "a tool call's duration changed: the items are `object*`, none of their fields named",
  },
  {
    at: "server/domain/evidence/telemetry.ts:188:27-188:33",
    mutator: "ArithmeticOperator",
    original: "40 * k",
    replacement: "40 / k",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason: "a tool call's duration changed: the items are `object*`, none of their fields named",
  },
  {
    at: "server/domain/evidence/telemetry.ts:189:20-189:42",
    mutator: "ConditionalExpression",
    original: 'tool === "run_command"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:189:20-189:42",
    mutator: "ConditionalExpression",
    original: 'tool === "run_command"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:189:20-189:42",
    mutator: "EqualityOperator",
    original: 'tool === "run_command"',
    replacement: 'tool !== "run_command"',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:189:29-189:42",
    mutator: "StringLiteral",
    original: '"run_command"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:189:45-189:68",
    mutator: "ObjectLiteral",
    original: '{ command: "npm test" }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:189:56-189:66",
    mutator: "StringLiteral",
    original: '"npm test"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:189:71-189:102",
    mutator: "ObjectLiteral",
    original: '{ path: "src/board/render.ts" }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:189:79-189:100",
    mutator: "StringLiteral",
    original: '"src/board/render.ts"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:191:11-191:28",
    mutator: "ConditionalExpression",
    original: "failed && k === 1",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:191:11-191:28",
    mutator: "ConditionalExpression",
    original: "failed && k === 1",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:191:11-191:28",
    mutator: "LogicalOperator",
    original: "failed && k === 1",
    replacement: "failed || k === 1",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:191:21-191:28",
    mutator: "ConditionalExpression",
    original: "k === 1",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:191:21-191:28",
    mutator: "EqualityOperator",
    original: "k === 1",
    replacement: "k !== 1",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:192:15-192:44",
    mutator: "StringLiteral",
    original: '"exit code 1: 2 tests failed"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:193:15-193:35",
    mutator: "ConditionalExpression",
    original: 'tool === "read_file"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:193:15-193:35",
    mutator: "ConditionalExpression",
    original: 'tool === "read_file"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:193:15-193:35",
    mutator: "EqualityOperator",
    original: 'tool === "read_file"',
    replacement: 'tool !== "read_file"',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:193:24-193:35",
    mutator: "StringLiteral",
    original: '"read_file"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:194:17-194:51",
    mutator: "StringLiteral",
    original: '"export function renderBoard(...)"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:195:17-195:21",
    mutator: "StringLiteral",
    original: '"ok"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a tool call's arguments or result changed: a tool call's arguments and result are not shown: only the `bodies` indicator is (doc 2 Debug), and its values are not",
  },
  {
    at: "server/domain/evidence/telemetry.ts:198:9-198:20",
    mutator: "ConditionalExpression",
    original: "i % 2 === 0",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:198:9-198:20",
    mutator: "ConditionalExpression",
    original: "i % 2 === 0",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:198:9-198:20",
    mutator: "EqualityOperator",
    original: "i % 2 === 0",
    replacement: "i % 2 !== 0",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:198:9-198:14",
    mutator: "ArithmeticOperator",
    original: "i % 2",
    replacement: "i * 2",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:198:22-209:6",
    mutator: "BlockStatement",
    original:
      '{ t.searches.push({ seq: t.searches.length + 1, queryId: `sq_${run.runId}_s${i}`, runId: run.runId, stepIndex: i, agentKind, query: `best practice for ${s.name.replace(/-/g, " ")}`, resultCount: 5 + i, createdAt: at + 10_000, }); }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:200:14-200:35",
    mutator: "ArithmeticOperator",
    original: "t.searches.length + 1",
    replacement: "t.searches.length - 1",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:201:18-201:41",
    mutator: "StringLiteral",
    original: "`sq_${run.runId}_s${i}`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:205:16-205:64",
    mutator: "StringLiteral",
    original: '`best practice for ${s.name.replace(/-/g, " ")}`',
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:205:58-205:61",
    mutator: "StringLiteral",
    original: '" "',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:206:22-206:27",
    mutator: "ArithmeticOperator",
    original: "5 + i",
    replacement: "5 - i",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:207:20-207:31",
    mutator: "ArithmeticOperator",
    original: "at + 10_000",
    replacement: "at - 10_000",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the searches recorded (which steps, their ids, words, counts or times) change: the web searches a run performs are the run's, retained only when the deployment records agent context (the register marks the clause uncheckable); the items are `object*`",
  },
  {
    at: "server/domain/evidence/telemetry.ts:211:7-211:18",
    mutator: "ArithmeticOperator",
    original: "at + 50_000",
    replacement: "at - 50_000",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a container's exit event changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:212:7-212:18",
    mutator: "StringLiteral",
    original: '"container"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a container's exit event changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:213:16-213:23",
    mutator: "StringLiteral",
    original: '"error"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a container's exit event changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:213:26-213:32",
    mutator: "StringLiteral",
    original: '"info"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a container's exit event changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:214:7-214:72",
    mutator: "StringLiteral",
    original: "`container for step ${s.name} exited with code ${failed ? 1 : 0}`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "a container's exit event changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:217:7-217:55",
    mutator: "ConditionalExpression",
    original: 'run.status === "done" || run.status === "failed"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:217:7-217:55",
    mutator: "ConditionalExpression",
    original: 'run.status === "done" || run.status === "failed"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:217:7-217:55",
    mutator: "LogicalOperator",
    original: 'run.status === "done" || run.status === "failed"',
    replacement: 'run.status === "done" && run.status === "failed"',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:217:7-217:28",
    mutator: "ConditionalExpression",
    original: 'run.status === "done"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:217:7-217:28",
    mutator: "EqualityOperator",
    original: 'run.status === "done"',
    replacement: 'run.status !== "done"',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:217:22-217:28",
    mutator: "StringLiteral",
    original: '"done"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:217:32-217:55",
    mutator: "ConditionalExpression",
    original: 'run.status === "failed"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:217:32-217:55",
    mutator: "EqualityOperator",
    original: 'run.status === "failed"',
    replacement: 'run.status !== "failed"',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:217:47-217:55",
    mutator: "StringLiteral",
    original: '"failed"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:217:57-219:4",
    mutator: "BlockStatement",
    original: '{ log(run.createdAt + (run.steps.length + 1) * MIN, "environment", "info", "environment torn down"); }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:218:9-218:53",
    mutator: "ArithmeticOperator",
    original: "run.createdAt + (run.steps.length + 1) * MIN",
    replacement: "run.createdAt - (run.steps.length + 1) * MIN",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:218:25-218:53",
    mutator: "ArithmeticOperator",
    original: "(run.steps.length + 1) * MIN",
    replacement: "(run.steps.length + 1) / MIN",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:218:26-218:46",
    mutator: "ArithmeticOperator",
    original: "run.steps.length + 1",
    replacement: "run.steps.length - 1",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the teardown event logged for other runs, for none, or changed: the provisioning log's events are `object*` (the register marks the clause uncheckable): which events it holds, their times, sources, levels, ids and words are not shown",
  },
  {
    at: "server/domain/evidence/telemetry.ts:225:61-225:83",
    mutator: "Regex",
    original: "/^llm_(.+)_s\\d+_c\\d+$/",
    replacement: "/^llm_(.+)_s\\d+_c\\d$/",
    class: "c",
    reason:
      "a call index read as one digit: a step records three calls (indexes 0 to 2), so every id the server made still matches",
  },
  {
    at: "server/domain/evidence/telemetry.ts:231:10-231:44",
    mutator: "MethodExpression",
    original: "body.slice(offset, offset + chars)",
    replacement: "body",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "`bodyOffset`/`bodyChars` ignored by the by-id reads (the whole body returned): the window's fields are not named (`object*`; the register marks the agent-context window uncheckable)",
  },
  // server/domain/evidence/debug.ts (lines 1 to 104)
  {
    at: "server/domain/evidence/debug.ts:37:34-52:2",
    mutator: "BlockStatement",
    original:
      "{ return { callId: c.callId, stepIndex: c.stepIndex, agentKind: c.agentKind, phase: c.phase, model: c.model, outcome: c.outcome, createdAt: c.createdAt, latencyMs: c.latencyMs, inputTokens: c.inputTokens, outputTokens: c.outputTokens, cost: c.cost, chars: { promptDelta: c.promptDelta.length, response: c.response.length, reasoning: c.reasoning.length }, }; }",
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-BODIES",
    reason:
      "every call's summary lost: a call read without `bodyChars` is null (no call at all) and with it only its three bodies, in the list and the export's window alike",
    rule: "PAGE-DEBUG-LLM-BODIES",
  },
  {
    at: "server/domain/evidence/debug.ts:50:12-50:109",
    mutator: "ObjectLiteral",
    original: "{ promptDelta: c.promptDelta.length, response: c.response.length, reasoning: c.reasoning.length }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason: "a call's body sizes emptied: the call's fields are not shown (`object*`), so no size of a body is stated",
  },
  {
    at: "server/domain/evidence/debug.ts:55:62-64:2",
    mutator: "BlockStatement",
    original:
      "{ const base = callSummary(c); if (bodyChars === undefined) return base; return { ...base, promptDelta: c.promptDelta.slice(0, bodyChars), response: c.response.slice(0, bodyChars), reasoning: c.reasoning.slice(0, bodyChars), }; }",
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-BODIES",
    reason:
      "every call null, in the LLM-call list and the export's window, with or without `bodyChars`: no recorded call is returned at all",
    rule: "PAGE-DEBUG-LLM-BODIES",
  },
  {
    at: "server/domain/evidence/debug.ts:57:7-57:30",
    mutator: "ConditionalExpression",
    original: "bodyChars === undefined",
    replacement: "true",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-BODIES",
    reason:
      "`bodyChars` ignored: no call ever carries its bodies, though bodies are what `bodyChars` returns (its 0-4000 window)",
    rule: "PAGE-DEBUG-LLM-BODIES",
  },
  {
    at: "server/domain/evidence/debug.ts:57:7-57:30",
    mutator: "ConditionalExpression",
    original: "bodyChars === undefined",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-BODIES",
    reason:
      "every call carries its bodies whole without `bodyChars`: bodies are returned only when `bodyChars` is given",
    rule: "PAGE-DEBUG-LLM-BODIES",
  },
  {
    at: "server/domain/evidence/debug.ts:57:7-57:30",
    mutator: "EqualityOperator",
    original: "bodyChars === undefined",
    replacement: "bodyChars !== undefined",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-BODIES",
    reason: "bodies swapped: returned whole without `bodyChars`, withheld when it is given",
    rule: "PAGE-DEBUG-LLM-BODIES",
  },
  {
    at: "server/domain/evidence/debug.ts:58:10-63:4",
    mutator: "ObjectLiteral",
    original:
      "{ ...base, promptDelta: c.promptDelta.slice(0, bodyChars), response: c.response.slice(0, bodyChars), reasoning: c.reasoning.slice(0, bodyChars), }",
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-BODIES",
    reason: "a call read with `bodyChars` is an empty object: neither the call nor its bodies are returned",
    rule: "PAGE-DEBUG-LLM-BODIES",
  },
  {
    at: "server/domain/evidence/debug.ts:60:18-60:51",
    mutator: "MethodExpression",
    original: "c.promptDelta.slice(0, bodyChars)",
    replacement: "c.promptDelta",
    class: "a",
    clause: "D2-LIMITS-DEBUG-WINDOWS",
    reason:
      "the prompt delta returned whole past the `bodyChars` window (run LLM-call list and export: `bodyChars` 0-4000 is the body window)",
    rule: "PAGE-DEBUG-LLM-BODIES",
  },
  {
    at: "server/domain/evidence/debug.ts:61:15-61:45",
    mutator: "MethodExpression",
    original: "c.response.slice(0, bodyChars)",
    replacement: "c.response",
    class: "a",
    clause: "D2-LIMITS-DEBUG-WINDOWS",
    reason:
      "the response returned whole past the `bodyChars` window (run LLM-call list and export: `bodyChars` 0-4000 is the body window)",
    rule: "PAGE-DEBUG-LLM-BODIES",
  },
  {
    at: "server/domain/evidence/debug.ts:62:16-62:47",
    mutator: "MethodExpression",
    original: "c.reasoning.slice(0, bodyChars)",
    replacement: "c.reasoning",
    class: "a",
    clause: "D2-LIMITS-DEBUG-WINDOWS",
    reason:
      "the reasoning returned whole past the `bodyChars` window (run LLM-call list and export: `bodyChars` 0-4000 is the body window)",
    rule: "PAGE-DEBUG-LLM-BODIES",
  },
  {
    at: "server/domain/evidence/debug.ts:67:10-74:4",
    mutator: "ObjectLiteral",
    original:
      '{ calls: calls.length, inputTokens: calls.reduce((n, c) => n + c.inputTokens, 0), outputTokens: calls.reduce((n, c) => n + c.outputTokens, 0), cost: Math.round(calls.reduce((n, c) => n + c.cost, 0) * 1e6) / 1e6, latencyMs: calls.reduce((n, c) => n + c.latencyMs, 0), errors: calls.filter((c) => c.outcome === "error").length, }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "every rollup's numbers dropped (totals, per kind, per phase; the map's LLM rollup): the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:69:31-69:58",
    mutator: "ArrowFunction",
    original: "(n, c) => n + c.inputTokens",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "input tokens summed to nothing: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:69:41-69:58",
    mutator: "ArithmeticOperator",
    original: "n + c.inputTokens",
    replacement: "n - c.inputTokens",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "input tokens subtracted: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:70:32-70:60",
    mutator: "ArrowFunction",
    original: "(n, c) => n + c.outputTokens",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "output tokens summed to nothing: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:70:42-70:60",
    mutator: "ArithmeticOperator",
    original: "n + c.outputTokens",
    replacement: "n - c.outputTokens",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "output tokens subtracted: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:71:11-71:72",
    mutator: "ArithmeticOperator",
    original: "Math.round(calls.reduce((n, c) => n + c.cost, 0) * 1e6) / 1e6",
    replacement: "Math.round(calls.reduce((n, c) => n + c.cost, 0) * 1e6) * 1e6",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the cost total scaled by 1e12: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:71:22-71:65",
    mutator: "ArithmeticOperator",
    original: "calls.reduce((n, c) => n + c.cost, 0) * 1e6",
    replacement: "calls.reduce((n, c) => n + c.cost, 0) / 1e6",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the cost total rounded away (to 0): the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:71:35-71:55",
    mutator: "ArrowFunction",
    original: "(n, c) => n + c.cost",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the cost summed to nothing: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:71:45-71:55",
    mutator: "ArithmeticOperator",
    original: "n + c.cost",
    replacement: "n - c.cost",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the costs subtracted: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:72:29-72:54",
    mutator: "ArrowFunction",
    original: "(n, c) => n + c.latencyMs",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the latency summed to nothing: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:72:39-72:54",
    mutator: "ArithmeticOperator",
    original: "n + c.latencyMs",
    replacement: "n - c.latencyMs",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the latencies subtracted: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:73:13-73:55",
    mutator: "MethodExpression",
    original: 'calls.filter((c) => c.outcome === "error")',
    replacement: "calls",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "every call counted as an error: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:73:26-73:54",
    mutator: "ArrowFunction",
    original: '(c) => c.outcome === "error"',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "no call counted as an error: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:73:33-73:54",
    mutator: "ConditionalExpression",
    original: 'c.outcome === "error"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "every call counted as an error: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:73:33-73:54",
    mutator: "ConditionalExpression",
    original: 'c.outcome === "error"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "no call counted as an error: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:73:33-73:54",
    mutator: "EqualityOperator",
    original: 'c.outcome === "error"',
    replacement: 'c.outcome !== "error"',
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the calls that did not fail counted as errors: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:73:47-73:54",
    mutator: "StringLiteral",
    original: '"error"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "no call counted as an error: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:77:64-80:2",
    mutator: "BlockStatement",
    original:
      "{ const keys = [...new Set(calls.map((c) => c[key]))]; return keys.map((k) => ({ [key]: k, ...sum(calls.filter((c) => c[key] === k)) })); }",
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the per-agent-kind and per-phase rollups dropped from the export: the bundle no longer names any agent kind or phase the calls carry",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT",
  },
  {
    at: "server/domain/evidence/debug.ts:78:16-78:54",
    mutator: "ArrayDeclaration",
    original: "[...new Set(calls.map((c) => c[key]))]",
    replacement: "[]",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "the per-agent-kind and per-phase rollups empty: the bundle names no agent kind or phase the calls carry",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT",
  },
  {
    at: "server/domain/evidence/debug.ts:78:38-78:51",
    mutator: "ArrowFunction",
    original: "(c) => c[key]",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "one group per rollup keyed by no kind or phase: the bundle names no agent kind or phase the calls carry",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT",
  },
  {
    at: "server/domain/evidence/debug.ts:79:19-79:83",
    mutator: "ArrowFunction",
    original: "(k) => ({ [key]: k, ...sum(calls.filter((c) => c[key] === k)) })",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "every per-kind and per-phase rollup null: the bundle names no agent kind or phase the calls carry",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT",
  },
  {
    at: "server/domain/evidence/debug.ts:79:27-79:82",
    mutator: "ObjectLiteral",
    original: "{ [key]: k, ...sum(calls.filter((c) => c[key] === k)) }",
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "every per-kind and per-phase rollup an empty object: the bundle names no agent kind or phase the calls carry",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT",
  },
  {
    at: "server/domain/evidence/debug.ts:79:46-79:79",
    mutator: "MethodExpression",
    original: "calls.filter((c) => c[key] === k)",
    replacement: "calls",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "each kind's and phase's rollup sums every call (its kind still named): the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:79:59-79:78",
    mutator: "ArrowFunction",
    original: "(c) => c[key] === k",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "each kind's and phase's rollup sums no call (its kind still named): the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:79:66-79:78",
    mutator: "ConditionalExpression",
    original: "c[key] === k",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "each kind's and phase's rollup sums every call (its kind still named): the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:79:66-79:78",
    mutator: "ConditionalExpression",
    original: "c[key] === k",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "each kind's and phase's rollup sums no call (its kind still named): the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:79:66-79:78",
    mutator: "EqualityOperator",
    original: "c[key] === k",
    replacement: "c[key] !== k",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "each kind's and phase's rollup sums the other kinds' calls (its kind still named): the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:82:38-85:2",
    mutator: "BlockStatement",
    original:
      "{ const carried = calls.reduce((n, c) => n + c.carriedInputTokens, 0); return { carriedInputTokens: carried, cost: Math.round(carried * 3e-6 * 1e6) / 1e6 }; }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the carry cost dropped (export and map): which value is the carry cost is not shown (`object*`), so its absence cannot be told from a name the documents leave open",
  },
  {
    at: "server/domain/evidence/debug.ts:83:32-83:66",
    mutator: "ArrowFunction",
    original: "(n, c) => n + c.carriedInputTokens",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the carried tokens summed to nothing: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:83:42-83:66",
    mutator: "ArithmeticOperator",
    original: "n + c.carriedInputTokens",
    replacement: "n - c.carriedInputTokens",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the carried tokens subtracted: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:84:10-84:87",
    mutator: "ObjectLiteral",
    original: "{ carriedInputTokens: carried, cost: Math.round(carried * 3e-6 * 1e6) / 1e6 }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the carry cost an empty object: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:84:47-84:85",
    mutator: "ArithmeticOperator",
    original: "Math.round(carried * 3e-6 * 1e6) / 1e6",
    replacement: "Math.round(carried * 3e-6 * 1e6) * 1e6",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the carry cost scaled by 1e12: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:84:58-84:78",
    mutator: "ArithmeticOperator",
    original: "carried * 3e-6 * 1e6",
    replacement: "carried * 3e-6 / 1e6",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the carry cost rounded away: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:84:58-84:72",
    mutator: "ArithmeticOperator",
    original: "carried * 3e-6",
    replacement: "carried / 3e-6",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the carry cost priced by division: the rollups' fields are not shown (llm-export and the run's diagnostic map are `object*`): which numbers a rollup holds, under which names, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:88:46-95:2",
    mutator: "BlockStatement",
    original:
      '{ return { totals: sum(calls), byAgentKind: groupBy(calls, "agentKind"), byPhase: groupBy(calls, "phase"), carryCost: carryCost(calls), }; }',
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the export carries no rollups at all: the bundle names no agent kind or phase the calls carry, and holds nothing beside its window",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT",
  },
  {
    at: "server/domain/evidence/debug.ts:89:10-94:4",
    mutator: "ObjectLiteral",
    original:
      '{ totals: sum(calls), byAgentKind: groupBy(calls, "agentKind"), byPhase: groupBy(calls, "phase"), carryCost: carryCost(calls), }',
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "the export's rollups an empty object: the bundle names no agent kind or phase the calls carry",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT",
  },
  {
    at: "server/domain/evidence/debug.ts:91:33-91:44",
    mutator: "StringLiteral",
    original: '"agentKind"',
    replacement: '""',
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "the per-agent-kind rollup keyed by no field: one group of every call, naming no agent kind the calls carry",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT",
  },
  {
    at: "server/domain/evidence/debug.ts:92:29-92:36",
    mutator: "StringLiteral",
    original: '"phase"',
    replacement: '""',
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "the per-phase rollup keyed by no field: one group of every call, naming no phase the calls carry",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT",
  },
  {
    at: "server/domain/evidence/debug.ts:98:17-98:71",
    mutator: "ArrowFunction",
    original: "(xs: string[]) => xs.reduce((n, s) => n + s.length, 0)",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason: "the diagnostic map's sink sizes dropped: how much each sink holds is not shown under any name (`object*`)",
  },
  {
    at: "server/domain/evidence/debug.ts:98:45-98:67",
    mutator: "ArrowFunction",
    original: "(n, s) => n + s.length",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the diagnostic map's sink sizes read as nothing: how much each sink holds is not shown under any name (`object*`)",
  },
  {
    at: "server/domain/evidence/debug.ts:98:55-98:67",
    mutator: "ArithmeticOperator",
    original: "n + s.length",
    replacement: "n - s.length",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason: "the diagnostic map's sink sizes negated: how much each sink holds is not shown under any name (`object*`)",
  },
  {
    at: "server/domain/evidence/debug.ts:99:83-99:85",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'a made-up string among the signals: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:100:31-103:4",
    mutator: "BlockStatement",
    original:
      '{ if (s.status === "failed") signals.push({ signal: "step_failed", stepIndex: i, detail: run.error?.message ?? `step ${s.name} failed` }); }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'no step_failed signal: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:101:9-101:30",
    mutator: "ConditionalExpression",
    original: 's.status === "failed"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'a step_failed signal for every step: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:101:9-101:30",
    mutator: "ConditionalExpression",
    original: 's.status === "failed"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'no step_failed signal: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:101:9-101:30",
    mutator: "EqualityOperator",
    original: 's.status === "failed"',
    replacement: 's.status !== "failed"',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'step_failed signals for the steps that did not fail: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:101:22-101:30",
    mutator: "StringLiteral",
    original: '"failed"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'no step_failed signal: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:102:20-102:114",
    mutator: "ObjectLiteral",
    original: '{ signal: "step_failed", stepIndex: i, detail: run.error?.message ?? `step ${s.name} failed` }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'the step_failed signal an empty object: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:102:30-102:43",
    mutator: "StringLiteral",
    original: '"step_failed"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'the step_failed signal unnamed: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:102:67-102:112",
    mutator: "LogicalOperator",
    original: "run.error?.message ?? `step ${s.name} failed`",
    replacement: "run.error?.message && `step ${s.name} failed`",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the step_failed detail reads `step NAME failed` instead of the run's error message: the diagnostic map's signals are not shown (`object*`, \"derived signals\"): which signal a run derives, under which name and with which detail, is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:102:67-102:85",
    mutator: "OptionalChaining",
    original: "run.error?.message",
    replacement: "run.error.message",
    class: "c",
    reason:
      "every failed step has its run's error set (failRun and the seeds set both), so `run.error` is never undefined where it is read",
  },
  {
    at: "server/domain/evidence/debug.ts:104:7-104:31",
    mutator: "ConditionalExpression",
    original: 'run.status === "blocked"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'a parked signal for every run: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:104:7-104:31",
    mutator: "ConditionalExpression",
    original: 'run.status === "blocked"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'no parked signal for a blocked run: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:104:7-104:31",
    mutator: "EqualityOperator",
    original: 'run.status === "blocked"',
    replacement: 'run.status !== "blocked"',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'a parked signal for every run that is not blocked, none for a blocked one: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:104:22-104:31",
    mutator: "StringLiteral",
    original: '"blocked"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      'no parked signal for a blocked run: the diagnostic map\'s signals are not shown (`object*`, "derived signals"): which signal a run derives, under which name and with which detail, is not stated',
  },
  {
    at: "server/domain/evidence/debug.ts:102:89-102:112",
    mutator: "StringLiteral",
    original: "`step ${s.name} failed`",
    replacement: "``",
    class: "c",
    reason:
      "unreachable: a step fails only with its run's error set (failRun and the seeds), so the fallback detail is never built",
  },
  // server/domain/evidence/debug.ts (lines 105 to 185)
  {
    at: "server/domain/evidence/debug.ts:105:18-105:105",
    mutator: "ObjectLiteral",
    original: '{ signal: "parked", stepIndex: run.currentStep, detail: "waiting on a human decision" }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the parked run's signal loses its fields, name or detail (never reached: no run the suite reads is blocked when its map is read): derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:105:28-105:36",
    mutator: "StringLiteral",
    original: '"parked"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the parked run's signal loses its fields, name or detail (never reached: no run the suite reads is blocked when its map is read): derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:105:74-105:103",
    mutator: "StringLiteral",
    original: '"waiting on a human decision"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the parked run's signal loses its fields, name or detail (never reached: no run the suite reads is blocked when its map is read): derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:106:7-106:30",
    mutator: "ConditionalExpression",
    original: 'run.status === "paused"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a paused run gets no `paused` signal, or every other run gets one: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:106:7-106:30",
    mutator: "ConditionalExpression",
    original: 'run.status === "paused"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "every run that is not blocked gets a `paused` signal: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:106:7-106:30",
    mutator: "EqualityOperator",
    original: 'run.status === "paused"',
    replacement: 'run.status !== "paused"',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a paused run gets no `paused` signal, or every other run gets one: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:106:22-106:30",
    mutator: "StringLiteral",
    original: '"paused"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a paused run gets no `paused` signal, or every other run gets one: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:107:18-107:110",
    mutator: "ObjectLiteral",
    original: '{ signal: "paused", stepIndex: run.currentStep, detail: "the workspace budget is exceeded" }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the paused run's signal loses its fields, name or detail (never reached: no run the suite reads is paused when its map is read): derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:107:28-107:36",
    mutator: "StringLiteral",
    original: '"paused"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the paused run's signal loses its fields, name or detail (never reached: no run the suite reads is paused when its map is read): derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:107:74-107:108",
    mutator: "StringLiteral",
    original: '"the workspace budget is exceeded"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the paused run's signal loses its fields, name or detail (never reached: no run the suite reads is paused when its map is read): derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:108:21-108:65",
    mutator: "MethodExpression",
    original: 't.calls.filter((c) => c.outcome === "error")',
    replacement: "t.calls",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the count of failed model calls counts other calls, or none: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:108:36-108:64",
    mutator: "ArrowFunction",
    original: '(c) => c.outcome === "error"',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the count of failed model calls counts other calls, or none: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:108:43-108:64",
    mutator: "ConditionalExpression",
    original: 'c.outcome === "error"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the count of failed model calls counts other calls, or none: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:108:43-108:64",
    mutator: "ConditionalExpression",
    original: 'c.outcome === "error"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the count of failed model calls counts other calls, or none: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:108:43-108:64",
    mutator: "EqualityOperator",
    original: 'c.outcome === "error"',
    replacement: 'c.outcome !== "error"',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the count of failed model calls counts other calls, or none: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:108:57-108:64",
    mutator: "StringLiteral",
    original: '"error"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the count of failed model calls counts other calls, or none: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:109:7-109:16",
    mutator: "ConditionalExpression",
    original: "llmErrors",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the failed-calls signal given always (with 0) or never: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:109:7-109:16",
    mutator: "ConditionalExpression",
    original: "llmErrors",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the failed-calls signal given always (with 0) or never: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:109:31-109:117",
    mutator: "ObjectLiteral",
    original: '{ signal: "llm_errors", stepIndex: null, detail: `${llmErrors} model call(s) failed` }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the failed-calls signal loses its fields, name or detail: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:109:41-109:53",
    mutator: "StringLiteral",
    original: '"llm_errors"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the failed-calls signal loses its fields, name or detail: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:109:80-109:115",
    mutator: "StringLiteral",
    original: "`${llmErrors} model call(s) failed`",
    replacement: "``",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the failed-calls signal loses its fields, name or detail: derived signals are stated, but not which ones nor how one is written: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:110:33-110:51",
    mutator: "ArrowFunction",
    original: "(c) => c.latencyMs",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the latencies read as undefined, so the maximum latency is NaN (null on the wire); the mean and count are kept: LLM cost/latency rollups are stated, but not which figures nor their fields: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:112:10-149:4",
    mutator: "ObjectLiteral",
    original:
      '{ runId: run.runId, taskId: run.taskId, jobId: run.jobId, pipelineId: run.pipelineId, status: run.status, currentStep: run.currentStep, createdAt: run.createdAt, steps: run.steps.map((s, index) => ({ index, name: s.name, status: s.status, progress: s.progress, llmCalls: t.calls.filter((c) => c.stepIndex === index).length, toolCalls: t.tools.filter((c) => c.stepIndex === index).length, })), sinks: { llmCalls: { retained: true, count: t.calls.length, chars: chars(t.calls.flatMap((c) => [c.promptDelta, c.response, c.reasoning])), }, agentContext: { retained: true, count: t.snapshots.length, chars: chars(t.snapshots.map((s) => s.body)) }, searchQueries: { retained: true, count: t.searches.length }, toolCalls: { retained: true, count: t.tools.length, bodies: bodiesRetained ? "retained" : "withheld" }, logs: { retained: true, count: t.logs.length }, }, llm: { ...totals, latency: { totalMs: totals.latencyMs, meanMs: latencies.length ? Math.round(totals.latencyMs / latencies.length) : 0, maxMs: latencies.length ? Math.max(...latencies) : 0, }, carry: carryCost(t.calls), }, signals, }',
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-RUN-MAP-STEPS",
    reason:
      "the whole diagnostic map emptied to `{}`: it no longer holds the run's steps, which doc 2 Debug states it holds; the steps (names) are known from GET /tasks/{taskId}/run, so no field name is needed to miss them",
    rule: "STATE-DEBUG-RUN-MAP-STEPS",
  },
  {
    at: "server/domain/evidence/debug.ts:120:26-127:7",
    mutator: "ArrowFunction",
    original:
      "(s, index) => ({ index, name: s.name, status: s.status, progress: s.progress, llmCalls: t.calls.filter((c) => c.stepIndex === index).length, toolCalls: t.tools.filter((c) => c.stepIndex === index).length, })",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-DEBUG-RUN-MAP-STEPS",
    reason:
      "every step of the map emptied (null or `{}`): the map no longer shows the run's steps (doc 2 Debug: `steps`), whose names GET /tasks/{taskId}/run gives",
    rule: "STATE-DEBUG-RUN-MAP-STEPS",
  },
  {
    at: "server/domain/evidence/debug.ts:120:41-127:6",
    mutator: "ObjectLiteral",
    original:
      "{ index, name: s.name, status: s.status, progress: s.progress, llmCalls: t.calls.filter((c) => c.stepIndex === index).length, toolCalls: t.tools.filter((c) => c.stepIndex === index).length, }",
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-RUN-MAP-STEPS",
    reason:
      "every step of the map emptied (null or `{}`): the map no longer shows the run's steps (doc 2 Debug: `steps`), whose names GET /tasks/{taskId}/run gives",
    rule: "STATE-DEBUG-RUN-MAP-STEPS",
  },
  {
    at: "server/domain/evidence/debug.ts:125:17-125:61",
    mutator: "MethodExpression",
    original: "t.calls.filter((c) => c.stepIndex === index)",
    replacement: "t.calls",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a step's count of model calls counts every call of the run, or none: the map's per-step figures are not stated (only `steps`), and the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:125:39-125:60",
    mutator: "ConditionalExpression",
    original: "c.stepIndex === index",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a step's count of model calls counts every call of the run, or none: the map's per-step figures are not stated (only `steps`), and the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:125:39-125:60",
    mutator: "EqualityOperator",
    original: "c.stepIndex === index",
    replacement: "c.stepIndex !== index",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a step's count of model calls counts every call of the run, or none: the map's per-step figures are not stated (only `steps`), and the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:126:18-126:62",
    mutator: "MethodExpression",
    original: "t.tools.filter((c) => c.stepIndex === index)",
    replacement: "t.tools",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a step's count of tool calls counts every call of the run, or none: the map's per-step figures are not stated (only `steps`), and the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:126:33-126:61",
    mutator: "ArrowFunction",
    original: "(c) => c.stepIndex === index",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a step's count of tool calls counts every call of the run, or none: the map's per-step figures are not stated (only `steps`), and the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:126:40-126:61",
    mutator: "ConditionalExpression",
    original: "c.stepIndex === index",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a step's count of tool calls counts every call of the run, or none: the map's per-step figures are not stated (only `steps`), and the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:126:40-126:61",
    mutator: "ConditionalExpression",
    original: "c.stepIndex === index",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a step's count of tool calls counts every call of the run, or none: the map's per-step figures are not stated (only `steps`), and the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:126:40-126:61",
    mutator: "EqualityOperator",
    original: "c.stepIndex === index",
    replacement: "c.stepIndex !== index",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a step's count of tool calls counts every call of the run, or none: the map's per-step figures are not stated (only `steps`), and the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:128:12-138:6",
    mutator: "ObjectLiteral",
    original:
      '{ llmCalls: { retained: true, count: t.calls.length, chars: chars(t.calls.flatMap((c) => [c.promptDelta, c.response, c.reasoning])), }, agentContext: { retained: true, count: t.snapshots.length, chars: chars(t.snapshots.map((s) => s.body)) }, searchQueries: { retained: true, count: t.searches.length }, toolCalls: { retained: true, count: t.tools.length, bodies: bodiesRetained ? "retained" : "withheld" }, logs: { retained: true, count: t.logs.length }, }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the sinks emptied: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:129:17-133:8",
    mutator: "ObjectLiteral",
    original:
      "{ retained: true, count: t.calls.length, chars: chars(t.calls.flatMap((c) => [c.promptDelta, c.response, c.reasoning])), }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "one sink's entry emptied: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:130:19-130:23",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a sink read as not retained though it is: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:132:45-132:85",
    mutator: "ArrayDeclaration",
    original: "[c.promptDelta, c.response, c.reasoning]",
    replacement: "[]",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the model-call sink's size counts no body characters: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:134:21-134:112",
    mutator: "ObjectLiteral",
    original: "{ retained: true, count: t.snapshots.length, chars: chars(t.snapshots.map((s) => s.body)) }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "one sink's entry emptied: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:134:33-134:37",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a sink read as not retained though it is: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:135:22-135:66",
    mutator: "ObjectLiteral",
    original: "{ retained: true, count: t.searches.length }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "one sink's entry emptied: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:135:34-135:38",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a sink read as not retained though it is: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:136:18-136:109",
    mutator: "ObjectLiteral",
    original: '{ retained: true, count: t.tools.length, bodies: bodiesRetained ? "retained" : "withheld" }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "one sink's entry emptied: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:136:30-136:34",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a sink read as not retained though it is: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:136:84-136:94",
    mutator: "StringLiteral",
    original: '"retained"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the tool-call bodies' indicator in the map emptied when retained: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named (the `bodies` indicator D2-DEBUG-TOOL-CALLS-BODIES states is the tool-call list's, which keeps it)",
  },
  {
    at: "server/domain/evidence/debug.ts:136:97-136:107",
    mutator: "StringLiteral",
    original: '"withheld"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the tool-call bodies' indicator in the map emptied when withheld (never reached: the suite reads the map of no run of the opted-out workspace): which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:137:13-137:53",
    mutator: "ObjectLiteral",
    original: "{ retained: true, count: t.logs.length }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "one sink's entry emptied: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:137:25-137:29",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "a sink read as not retained though it is: which sinks are retained and how much each holds is stated, but not how: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:139:10-147:6",
    mutator: "ObjectLiteral",
    original:
      "{ ...totals, latency: { totalMs: totals.latencyMs, meanMs: latencies.length ? Math.round(totals.latencyMs / latencies.length) : 0, maxMs: latencies.length ? Math.max(...latencies) : 0, }, carry: carryCost(t.calls), }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the LLM rollups emptied: LLM cost/latency rollups are stated, but not which figures nor their fields: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:141:16-145:8",
    mutator: "ObjectLiteral",
    original:
      "{ totalMs: totals.latencyMs, meanMs: latencies.length ? Math.round(totals.latencyMs / latencies.length) : 0, maxMs: latencies.length ? Math.max(...latencies) : 0, }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the latency rollup emptied: LLM cost/latency rollups are stated, but not which figures nor their fields: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:143:47-143:82",
    mutator: "ArithmeticOperator",
    original: "totals.latencyMs / latencies.length",
    replacement: "totals.latencyMs * latencies.length",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the mean latency multiplied instead of divided by the call count: LLM cost/latency rollups are stated, but not which figures nor their fields: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:144:35-144:57",
    mutator: "MethodExpression",
    original: "Math.max(...latencies)",
    replacement: "Math.min(...latencies)",
    class: "b",
    clause: "D2-DEBUG-RUN-MAP",
    reason:
      "the maximum latency reports the minimum: LLM cost/latency rollups are stated, but not which figures nor their fields: the map is `object*` (doc 2 Debug): the fields that would show it are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:155:31-155:36",
    mutator: "StringLiteral",
    original: '"ctx"',
    replacement: '""',
    class: "a",
    clause: "D2-ROW-getDebugAgentContext",
    reason:
      "a snapshot id parsed with the model-call pattern finds no run, so every dispatch a run lists is refused 404 when read by its `snapshotId` (the path parameter's own name, an item field of GET /debug/runs/{runId}/agent-context): the row's 200 is never given, which the recipe reads as the wrong id field (not exercised)",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:156:52-156:57",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D2-ERR-404-RUN-NOT-FOUND",
    reason:
      "a well-formed snapshot id of a run the workspace does not hold is refused 404 `run_not_found` instead of a 404 without a stated code: 404 either way, and the documents give this 404 no code",
  },
  {
    at: "server/domain/evidence/debug.ts:157:56-157:82",
    mutator: "ArrowFunction",
    original: "(s) => s.snapshotId === id",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-ROW-getDebugAgentContext",
    reason:
      "no id matches: every dispatch a run lists is refused 404 when read by its `snapshotId` (the path parameter's own name, an item field of GET /debug/runs/{runId}/agent-context): the row's 200 is never given, which the recipe reads as the wrong id field (not exercised)",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:157:63-157:82",
    mutator: "ConditionalExpression",
    original: "s.snapshotId === id",
    replacement: "false",
    class: "a",
    clause: "D2-ROW-getDebugAgentContext",
    reason:
      "no id matches: every dispatch a run lists is refused 404 when read by its `snapshotId` (the path parameter's own name, an item field of GET /debug/runs/{runId}/agent-context): the row's 200 is never given, which the recipe reads as the wrong id field (not exercised)",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:157:63-157:82",
    mutator: "ConditionalExpression",
    original: "s.snapshotId === id",
    replacement: "true",
    class: "a",
    clause: "D2-ROW-getDebugAgentContext",
    reason:
      "any id of a run reads the run's first dispatch: every other listed dispatch, read by its `snapshotId` (the path parameter's own name), answers one that names another id under that field",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:157:63-157:82",
    mutator: "EqualityOperator",
    original: "s.snapshotId === id",
    replacement: "s.snapshotId !== id",
    class: "a",
    clause: "D2-ROW-getDebugAgentContext",
    reason:
      "an id reads another dispatch of its run, and the dispatch of a run that holds only one is refused 404: the dispatch read names another id under the path parameter's own field, and a run with a single dispatch never answers the row's 200",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:158:9-158:14",
    mutator: "ConditionalExpression",
    original: "!snap",
    replacement: "true",
    class: "a",
    clause: "D2-ROW-getDebugAgentContext",
    reason:
      "every read refused 404, a listed id's too: every dispatch a run lists is refused 404 when read by its `snapshotId` (the path parameter's own name, an item field of GET /debug/runs/{runId}/agent-context): the row's 200 is never given, which the recipe reads as the wrong id field (not exercised)",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:158:31-158:55",
    mutator: "StringLiteral",
    original: '"agent-context snapshot"',
    replacement: '""',
    class: "b",
    reason:
      "the 404's message names no resource (\" not found\"): the message's wording is not stated, and this 404 has no stated code",
  },
  {
    at: "server/domain/evidence/debug.ts:159:20-159:69",
    mutator: "LogicalOperator",
    original: "(ctx.query.bodyOffset as number | undefined) ?? 0",
    replacement: "ctx.query.bodyOffset as number | undefined && 0",
    class: "b",
    clause: "D2-DEBUG-CONTEXT-WINDOW",
    reason:
      "no `bodyOffset` reads as an undefined offset (an empty window, the offset left out of the reply), and a given one as 0: the window's fields are not named (`object*`; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/debug.ts:160:19-160:76",
    mutator: "LogicalOperator",
    original: "(ctx.query.bodyChars as number | undefined) ?? MAX_WINDOW",
    replacement: "ctx.query.bodyChars as number | undefined && MAX_WINDOW",
    class: "b",
    clause: "D2-DEBUG-CONTEXT-WINDOW",
    reason:
      "no `bodyChars` reads as an undefined width (an empty window), and a given one as the 200000 maximum: the window's fields are not named (`object*`; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/debug.ts:162:15-174:6",
    mutator: "ObjectLiteral",
    original:
      "{ snapshotId: snap.snapshotId, runId: snap.runId, stepIndex: snap.stepIndex, agentKind: snap.agentKind, createdAt: snap.createdAt, parts: snap.parts, totalChars: snap.body.length, bodyOffset: offset, bodyChars: body.length, truncated: offset + body.length < snap.body.length, body, }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-CONTEXT-WINDOW",
    reason:
      "the snapshot's reply emptied to `{}` (still a 200 JSON object): what the full context is, and under which fields, is not named (`object*`), and no part of it is known to the suite beforehand",
  },
  {
    at: "server/domain/evidence/debug.ts:172:18-172:38",
    mutator: "ArithmeticOperator",
    original: "offset + body.length",
    replacement: "offset - body.length",
    class: "b",
    clause: "D2-DEBUG-CONTEXT-WINDOW",
    reason:
      "the snapshot's `truncated` flag wrong (always, never, at the exact end, inverted, or from offset minus length): the flag is not named for this read (doc 2 names `truncated` for llm-export only), and the reply is `object*`",
  },
  {
    at: "server/domain/evidence/debug.ts:172:18-172:57",
    mutator: "ConditionalExpression",
    original: "offset + body.length < snap.body.length",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-CONTEXT-WINDOW",
    reason:
      "the snapshot's `truncated` flag wrong (always, never, at the exact end, inverted, or from offset minus length): the flag is not named for this read (doc 2 names `truncated` for llm-export only), and the reply is `object*`",
  },
  {
    at: "server/domain/evidence/debug.ts:172:18-172:57",
    mutator: "ConditionalExpression",
    original: "offset + body.length < snap.body.length",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-CONTEXT-WINDOW",
    reason:
      "the snapshot's `truncated` flag wrong (always, never, at the exact end, inverted, or from offset minus length): the flag is not named for this read (doc 2 names `truncated` for llm-export only), and the reply is `object*`",
  },
  {
    at: "server/domain/evidence/debug.ts:172:18-172:57",
    mutator: "EqualityOperator",
    original: "offset + body.length < snap.body.length",
    replacement: "offset + body.length <= snap.body.length",
    class: "b",
    clause: "D2-DEBUG-CONTEXT-WINDOW",
    reason:
      "the snapshot's `truncated` flag wrong (always, never, at the exact end, inverted, or from offset minus length): the flag is not named for this read (doc 2 names `truncated` for llm-export only), and the reply is `object*`",
  },
  {
    at: "server/domain/evidence/debug.ts:172:18-172:57",
    mutator: "EqualityOperator",
    original: "offset + body.length < snap.body.length",
    replacement: "offset + body.length >= snap.body.length",
    class: "b",
    clause: "D2-DEBUG-CONTEXT-WINDOW",
    reason:
      "the snapshot's `truncated` flag wrong (always, never, at the exact end, inverted, or from offset minus length): the flag is not named for this read (doc 2 names `truncated` for llm-export only), and the reply is `object*`",
  },
  {
    at: "server/domain/evidence/debug.ts:179:31-179:36",
    mutator: "StringLiteral",
    original: '"llm"',
    replacement: '""',
    class: "c",
    reason:
      "the prefix emptied reads a model-call id with the model-call pattern all the same: `runIdOf` picks the snapshot pattern only for `ctx`, every other prefix takes the model-call one",
  },
  {
    at: "server/domain/evidence/debug.ts:180:52-180:57",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D2-ERR-404-RUN-NOT-FOUND",
    reason:
      "a well-formed model-call id of a run the workspace does not hold is refused 404 `run_not_found` instead of a 404 without a stated code: 404 either way, and the documents give this 404 no code",
  },
  {
    at: "server/domain/evidence/debug.ts:181:52-181:74",
    mutator: "ArrowFunction",
    original: "(c) => c.callId === id",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-ROW-getDebugLlmCall",
    reason:
      "no id matches: every model call a run lists is refused 404 when read by its `callId` (the path parameter's own name, an item field of GET /debug/runs/{runId}/llm-calls): the row's 200 is never given, which the recipe reads as the wrong id field (not exercised)",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:181:59-181:74",
    mutator: "ConditionalExpression",
    original: "c.callId === id",
    replacement: "false",
    class: "a",
    clause: "D2-ROW-getDebugLlmCall",
    reason:
      "no id matches: every model call a run lists is refused 404 when read by its `callId` (the path parameter's own name, an item field of GET /debug/runs/{runId}/llm-calls): the row's 200 is never given, which the recipe reads as the wrong id field (not exercised)",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:181:59-181:74",
    mutator: "ConditionalExpression",
    original: "c.callId === id",
    replacement: "true",
    class: "a",
    clause: "D2-ROW-getDebugLlmCall",
    reason:
      "any id of a run reads the run's first model call: every other listed model call, read by its `callId` (the path parameter's own name), answers one that names another id under that field",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:181:59-181:74",
    mutator: "EqualityOperator",
    original: "c.callId === id",
    replacement: "c.callId !== id",
    class: "a",
    clause: "D2-ROW-getDebugLlmCall",
    reason:
      "an id reads another model call of its run, and the model call of a run that holds only one is refused 404: the model call read names another id under the path parameter's own field, and a run with a single model call never answers the row's 200",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:182:9-182:14",
    mutator: "ConditionalExpression",
    original: "!call",
    replacement: "true",
    class: "a",
    clause: "D2-ROW-getDebugLlmCall",
    reason:
      "every read refused 404, a listed id's too: every model call a run lists is refused 404 when read by its `callId` (the path parameter's own name, an item field of GET /debug/runs/{runId}/llm-calls): the row's 200 is never given, which the recipe reads as the wrong id field (not exercised)",
    rule: "STATE-DEBUG-LISTED-ITEM-READ",
  },
  {
    at: "server/domain/evidence/debug.ts:182:31-182:43",
    mutator: "StringLiteral",
    original: '"model call"',
    replacement: '""',
    class: "b",
    reason:
      "the 404's message names no resource (\" not found\"): the message's wording is not stated, and this 404 has no stated code",
  },
  {
    at: "server/domain/evidence/debug.ts:183:20-183:69",
    mutator: "LogicalOperator",
    original: "(ctx.query.bodyOffset as number | undefined) ?? 0",
    replacement: "ctx.query.bodyOffset as number | undefined && 0",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "no `bodyOffset` reads as an undefined offset (an empty window, the offset left out of the reply), and a given one as 0: the window's fields are not named (`object*`; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/debug.ts:184:19-184:76",
    mutator: "LogicalOperator",
    original: "(ctx.query.bodyChars as number | undefined) ?? MAX_WINDOW",
    replacement: "ctx.query.bodyChars as number | undefined && MAX_WINDOW",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "no `bodyChars` reads as an undefined width (an empty window), and a given one as the 200000 maximum: the window's fields are not named (`object*`; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/debug.ts:185:18-185:70",
    mutator: "LogicalOperator",
    original: '(ctx.query.view as string | undefined) ?? "messages"',
    replacement: 'ctx.query.view as string | undefined && "messages"',
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "`view=raw` read as `messages` (and no `view` echoed as absent): which view a reply is in is shown by fields not named (`object*`; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/debug.ts:185:60-185:70",
    mutator: "StringLiteral",
    original: '"messages"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the default view echoed as an empty name (still the messages view): the default view and its echo are not stated, and the reply is `object*`",
  },
  // server/domain/evidence/debug.ts (lines 186 to the end)
  {
    at: "server/domain/evidence/debug.ts:186:18-192:6",
    mutator: "ObjectLiteral",
    original:
      "{ ...callSummary(call), runId: call.runId, carriedInputTokens: call.carriedInputTokens, view, bodyOffset: offset, }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the by-id read loses the call's summary fields, `runId`, `view` and `bodyOffset`: the response is `object*`, none of them named",
  },
  {
    at: "server/domain/evidence/debug.ts:193:9-193:23",
    mutator: "ConditionalExpression",
    original: 'view === "raw"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "which view is which (`raw` against `messages`) and how each lays the call out are not shown (the response is `object*`): under either the read still carries the prompt delta, response and reasoning",
  },
  {
    at: "server/domain/evidence/debug.ts:193:9-193:23",
    mutator: "ConditionalExpression",
    original: 'view === "raw"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "which view is which (`raw` against `messages`) and how each lays the call out are not shown (the response is `object*`): under either the read still carries the prompt delta, response and reasoning",
  },
  {
    at: "server/domain/evidence/debug.ts:193:9-193:23",
    mutator: "EqualityOperator",
    original: 'view === "raw"',
    replacement: 'view !== "raw"',
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "which view is which (`raw` against `messages`) and how each lays the call out are not shown (the response is `object*`): under either the read still carries the prompt delta, response and reasoning",
  },
  {
    at: "server/domain/evidence/debug.ts:193:18-193:23",
    mutator: "StringLiteral",
    original: '"raw"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "which view is which (`raw` against `messages`) and how each lays the call out are not shown (the response is `object*`): under either the read still carries the prompt delta, response and reasoning",
  },
  {
    at: "server/domain/evidence/debug.ts:193:25-208:6",
    mutator: "BlockStatement",
    original:
      '{ const raw = JSON.stringify({ model: call.model, messages: [{ role: "user", content: call.promptDelta }], output: call.response, reasoning: call.reasoning, }); const w = windowOf(raw, offset, chars); return ok({ ...head, bodyChars: w.length, totalChars: { raw: raw.length }, truncated: offset + w.length < raw.length, raw: w, }); }',
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "`view=raw` answers as `messages`: which view is which (`raw` against `messages`) and how each lays the call out are not shown (the response is `object*`): under either the read still carries the prompt delta, response and reasoning",
  },
  {
    at: "server/domain/evidence/debug.ts:194:34-199:8",
    mutator: "ObjectLiteral",
    original:
      '{ model: call.model, messages: [{ role: "user", content: call.promptDelta }], output: call.response, reasoning: call.reasoning, }',
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the raw text becomes `{}`: under `view=raw` the read of the call does not carry all of its prompt delta, response and reasoning (the list read with `bodyChars` shows them), though the row states the call is read with them",
    rule: "PAGE-DEBUG-LLM-CALL-BODIES (new: every body text the run's call list shows with `bodyChars` is in the by-id read, under each view)",
  },
  {
    at: "server/domain/evidence/debug.ts:196:19-196:64",
    mutator: "ArrayDeclaration",
    original: '[{ role: "user", content: call.promptDelta }]',
    replacement: "[]",
    class: "a",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the raw text's messages are emptied, so the prompt delta is missing: under `view=raw` the read of the call does not carry all of its prompt delta, response and reasoning (the list read with `bodyChars` shows them), though the row states the call is read with them",
    rule: "PAGE-DEBUG-LLM-CALL-BODIES (new: every body text the run's call list shows with `bodyChars` is in the by-id read, under each view)",
  },
  {
    at: "server/domain/evidence/debug.ts:196:20-196:63",
    mutator: "ObjectLiteral",
    original: '{ role: "user", content: call.promptDelta }',
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the raw text's message is `{}`, so the prompt delta is missing: under `view=raw` the read of the call does not carry all of its prompt delta, response and reasoning (the list read with `bodyChars` shows them), though the row states the call is read with them",
    rule: "PAGE-DEBUG-LLM-CALL-BODIES (new: every body text the run's call list shows with `bodyChars` is in the by-id read, under each view)",
  },
  {
    at: "server/domain/evidence/debug.ts:196:28-196:34",
    mutator: "StringLiteral",
    original: '"user"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason: "the raw message's `role` emptied: the raw layout is not shown",
  },
  {
    at: "server/domain/evidence/debug.ts:201:17-207:8",
    mutator: "ObjectLiteral",
    original:
      "{ ...head, bodyChars: w.length, totalChars: { raw: raw.length }, truncated: offset + w.length < raw.length, raw: w, }",
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the `view=raw` read is `{}`: the read of one model call then carries none of its prompt delta, response and reasoning texts (the list read with `bodyChars` shows them), though the row states the call is read with them",
    rule: "PAGE-DEBUG-LLM-CALL-BODIES (new)",
  },
  {
    at: "server/domain/evidence/debug.ts:204:21-204:40",
    mutator: "ObjectLiteral",
    original: "{ raw: raw.length }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:205:20-205:50",
    mutator: "ConditionalExpression",
    original: "offset + w.length < raw.length",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the raw view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:205:20-205:50",
    mutator: "ConditionalExpression",
    original: "offset + w.length < raw.length",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the raw view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:205:20-205:50",
    mutator: "EqualityOperator",
    original: "offset + w.length < raw.length",
    replacement: "offset + w.length <= raw.length",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the raw view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:205:20-205:50",
    mutator: "EqualityOperator",
    original: "offset + w.length < raw.length",
    replacement: "offset + w.length >= raw.length",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the raw view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:205:20-205:37",
    mutator: "ArithmeticOperator",
    original: "offset + w.length",
    replacement: "offset - w.length",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the raw view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:213:15-223:6",
    mutator: "ObjectLiteral",
    original:
      "{ ...head, bodyChars: chars, totalChars: { promptDelta: parts.promptDelta.length, response: parts.response.length, reasoning: parts.reasoning.length, }, truncated: Object.values(parts).some((v) => offset + chars < v.length), ...win, }",
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the `view=messages` (default) read is `{}`: the read of one model call then carries none of its prompt delta, response and reasoning texts (the list read with `bodyChars` shows them), though the row states the call is read with them",
    rule: "PAGE-DEBUG-LLM-CALL-BODIES (new)",
  },
  {
    at: "server/domain/evidence/debug.ts:216:19-220:8",
    mutator: "ObjectLiteral",
    original:
      "{ promptDelta: parts.promptDelta.length, response: parts.response.length, reasoning: parts.reasoning.length, }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the per-body character counts dropped: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:221:18-221:77",
    mutator: "MethodExpression",
    original: "Object.values(parts).some((v) => offset + chars < v.length)",
    replacement: "Object.values(parts).every(v => offset + chars < v.length)",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the messages view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:221:44-221:76",
    mutator: "ArrowFunction",
    original: "(v) => offset + chars < v.length",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the messages view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:221:51-221:76",
    mutator: "ConditionalExpression",
    original: "offset + chars < v.length",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the messages view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:221:51-221:76",
    mutator: "ConditionalExpression",
    original: "offset + chars < v.length",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the messages view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:221:51-221:76",
    mutator: "EqualityOperator",
    original: "offset + chars < v.length",
    replacement: "offset + chars <= v.length",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the messages view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:221:51-221:76",
    mutator: "EqualityOperator",
    original: "offset + chars < v.length",
    replacement: "offset + chars >= v.length",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the messages view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:221:51-221:65",
    mutator: "ArithmeticOperator",
    original: "offset + chars",
    replacement: "offset - chars",
    class: "b",
    clause: "D2-DEBUG-LLM-CALL-VIEW",
    reason:
      "the messages view's `truncated` flag miscomputed: the by-id read's fields (a `truncated` flag, the character counts) are not named: the response is `object*`, `truncated` is stated for llm-export only",
  },
  {
    at: "server/domain/evidence/debug.ts:231:61-231:80",
    mutator: "ConditionalExpression",
    original: "r.status === status",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-RUNS-STATUS-FILTER",
    reason:
      "`status` lists no run at all though runs of that status are listed unfiltered: a filter keeps the runs of its value, not just none",
    rule: "PAGE-FILTER-DEBUG-RUNS-STATUS (status keeps every run whose own status matches, keepsEvery)",
  },
  {
    at: "server/domain/evidence/debug.ts:232:31-232:74",
    mutator: "StringLiteral",
    original: '`debug-runs:${status ?? ""}:${since ?? ""}`',
    replacement: "``",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:232:45-232:57",
    mutator: "LogicalOperator",
    original: 'status ?? ""',
    replacement: 'status && ""',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:232:55-232:57",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:232:61-232:72",
    mutator: "LogicalOperator",
    original: 'since ?? ""',
    replacement: 'since && ""',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:232:70-232:72",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:243:25-243:51",
    mutator: "LogicalOperator",
    original: "r.pullRequest?.url ?? null",
    replacement: "r.pullRequest?.url && null",
    class: "b",
    clause: "D2-DEBUG-RUNS-NEWEST-FIRST",
    reason:
      "a run's `pullRequestUrl` always null (or absent): the debug run list's items are not shown, the field is not named there",
  },
  {
    at: "server/domain/evidence/debug.ts:258:51-258:110",
    mutator: "ArrowFunction",
    original: "(s) => stepIndex === undefined || s.stepIndex === stepIndex",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-DEBUG-RUN-MAP-SINKS",
    reason:
      "the list then holds fewer items than the run's diagnostic map counts for its sink (empty, for every query or without one)",
    rule: "PAGE-DEBUG-LISTS-MAP-COUNTS",
  },
  {
    at: "server/domain/evidence/debug.ts:258:58-258:110",
    mutator: "ConditionalExpression",
    original: "stepIndex === undefined || s.stepIndex === stepIndex",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-RUN-MAP-SINKS",
    reason:
      "the list then holds fewer items than the run's diagnostic map counts for its sink (empty, for every query or without one)",
    rule: "PAGE-DEBUG-LISTS-MAP-COUNTS",
  },
  {
    at: "server/domain/evidence/debug.ts:258:58-258:110",
    mutator: "LogicalOperator",
    original: "stepIndex === undefined || s.stepIndex === stepIndex",
    replacement: "stepIndex === undefined && s.stepIndex === stepIndex",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "the list is then empty for every query; no other read names this run's dispatches under a stated field, and whether the deployment records them is not readable (a fact, as facts.kaizenEntries does for gradings, would make it checkable)",
  },
  {
    at: "server/domain/evidence/debug.ts:258:58-258:81",
    mutator: "ConditionalExpression",
    original: "stepIndex === undefined",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-AGENT-CONTEXT-STEP-FILTER",
    reason:
      "the unfiltered list is empty while `stepIndex=0` lists dispatches: a filtered list is part of the unfiltered one",
    rule: "PAGE-FILTER-DEBUG-AGENT-CONTEXT-STEP (an empty unfiltered list beside a filtered one that lists items fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:258:58-258:81",
    mutator: "EqualityOperator",
    original: "stepIndex === undefined",
    replacement: "stepIndex !== undefined",
    class: "a",
    clause: "D2-DEBUG-AGENT-CONTEXT-STEP-FILTER",
    reason:
      "the unfiltered list is empty and `stepIndex` lists every step's dispatches: a filtered list is part of the unfiltered one, and lists only that step's",
    rule: "PAGE-FILTER-DEBUG-AGENT-CONTEXT-STEP (an empty unfiltered list beside a filtered one that lists items fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:258:85-258:110",
    mutator: "ConditionalExpression",
    original: "s.stepIndex === stepIndex",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-AGENT-CONTEXT-STEP-FILTER",
    reason:
      "`stepIndex` lists nothing though dispatches of that step are listed unfiltered: the filter keeps the step's dispatches",
    rule: "PAGE-FILTER-DEBUG-AGENT-CONTEXT-STEP (keepsEvery)",
  },
  {
    at: "server/domain/evidence/debug.ts:259:30-259:73",
    mutator: "StringLiteral",
    original: '`debug-ctx:${run.runId}:${stepIndex ?? ""}`',
    replacement: "``",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:259:56-259:71",
    mutator: "LogicalOperator",
    original: 'stepIndex ?? ""',
    replacement: 'stepIndex && ""',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:259:69-259:71",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:259:75-259:80",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason: "the agent-context list newest first: its order is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:260:15-270:6",
    mutator: "ObjectLiteral",
    original:
      "{ snapshots: p.items.map((s) => ({ snapshotId: s.snapshotId, stepIndex: s.stepIndex, agentKind: s.agentKind, createdAt: s.createdAt, totalChars: s.body.length, parts: s.parts, })), nextCursor: p.nextCursor, }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "the list body `{}` (no items, no cursor): the list is then empty for every query; no other read names this run's dispatches under a stated field, and whether the deployment records them is not readable (a fact, as facts.kaizenEntries does for gradings, would make it checkable)",
  },
  {
    at: "server/domain/evidence/debug.ts:261:30-268:9",
    mutator: "ArrowFunction",
    original:
      "(s) => ({ snapshotId: s.snapshotId, stepIndex: s.stepIndex, agentKind: s.agentKind, createdAt: s.createdAt, totalChars: s.body.length, parts: s.parts, })",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason:
      "each item becomes `null`: what an item of the list holds is not shown (the items are untyped), so no stated field tells a null from an item",
  },
  {
    at: "server/domain/evidence/debug.ts:261:38-268:8",
    mutator: "ObjectLiteral",
    original:
      "{ snapshotId: s.snapshotId, stepIndex: s.stepIndex, agentKind: s.agentKind, createdAt: s.createdAt, totalChars: s.body.length, parts: s.parts, }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-AGENT-CONTEXT-SIZES",
    reason: "each item `{}`: the item fields are not named, so neither a size nor a body can be told apart",
  },
  {
    at: "server/domain/evidence/debug.ts:283:30-283:38",
    mutator: "StringLiteral",
    original: '"oldest"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-ORDER",
    reason:
      "the list's `order` field (when none is sent) reads `\"\"`: the list's fields are not named and the default order is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:285:7-289:116",
    mutator: "ArrowFunction",
    original:
      "(c) => (q.agentKind === undefined || c.agentKind === q.agentKind) && (q.phase === undefined || c.phase === q.phase) && (q.outcome === undefined || c.outcome === q.outcome) && (q.contains === undefined || [c.promptDelta, c.response, c.reasoning].some((b) => b.includes(q.contains!)))",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-RUN-CALLS",
    reason:
      "the run's call list is empty under every query though the run's llm-export window lists its calls: the list holds the run's recorded calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty list beside a non-empty llm-export window fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:286:9-289:116",
    mutator: "ConditionalExpression",
    original:
      "(q.agentKind === undefined || c.agentKind === q.agentKind) && (q.phase === undefined || c.phase === q.phase) && (q.outcome === undefined || c.outcome === q.outcome) && (q.contains === undefined || [c.promptDelta, c.response, c.reasoning].some((b) => b.includes(q.contains!)))",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-RUN-CALLS",
    reason:
      "the run's call list is empty under every query though the run's llm-export window lists its calls: the list holds the run's recorded calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty list beside a non-empty llm-export window fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:286:10-286:66",
    mutator: "LogicalOperator",
    original: "q.agentKind === undefined || c.agentKind === q.agentKind",
    replacement: "q.agentKind === undefined && c.agentKind === q.agentKind",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-RUN-CALLS",
    reason:
      "the run's call list is empty under every query though the run's llm-export window lists its calls: the list holds the run's recorded calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty list beside a non-empty llm-export window fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:286:10-286:35",
    mutator: "ConditionalExpression",
    original: "q.agentKind === undefined",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason: "the unfiltered list is empty while `agentKind` lists calls: a filtered list is part of the unfiltered one",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty unfiltered list beside a filtered one that lists items fails; values read off the llm-export window)",
  },
  {
    at: "server/domain/evidence/debug.ts:286:10-286:35",
    mutator: "EqualityOperator",
    original: "q.agentKind === undefined",
    replacement: "q.agentKind !== undefined",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the unfiltered list is empty and `agentKind` lists every call: a filtered list is part of the unfiltered one, and lists only matching calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty unfiltered list beside a filtered one that lists items fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:286:39-286:66",
    mutator: "ConditionalExpression",
    original: "c.agentKind === q.agentKind",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "`agentKind` lists nothing though calls of that value are listed unfiltered: the filter keeps the matching calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (keepsEvery)",
  },
  {
    at: "server/domain/evidence/debug.ts:287:10-287:54",
    mutator: "LogicalOperator",
    original: "q.phase === undefined || c.phase === q.phase",
    replacement: "q.phase === undefined && c.phase === q.phase",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-RUN-CALLS",
    reason:
      "the run's call list is empty under every query though the run's llm-export window lists its calls: the list holds the run's recorded calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty list beside a non-empty llm-export window fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:287:10-287:31",
    mutator: "ConditionalExpression",
    original: "q.phase === undefined",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason: "the unfiltered list is empty while `phase` lists calls: a filtered list is part of the unfiltered one",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty unfiltered list beside a filtered one that lists items fails; values read off the llm-export window)",
  },
  {
    at: "server/domain/evidence/debug.ts:287:10-287:31",
    mutator: "EqualityOperator",
    original: "q.phase === undefined",
    replacement: "q.phase !== undefined",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the unfiltered list is empty and `phase` lists every call: a filtered list is part of the unfiltered one, and lists only matching calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty unfiltered list beside a filtered one that lists items fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:287:35-287:54",
    mutator: "ConditionalExpression",
    original: "c.phase === q.phase",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "`phase` lists nothing though calls of that value are listed unfiltered: the filter keeps the matching calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (keepsEvery)",
  },
  {
    at: "server/domain/evidence/debug.ts:288:10-288:60",
    mutator: "LogicalOperator",
    original: "q.outcome === undefined || c.outcome === q.outcome",
    replacement: "q.outcome === undefined && c.outcome === q.outcome",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-RUN-CALLS",
    reason:
      "the run's call list is empty under every query though the run's llm-export window lists its calls: the list holds the run's recorded calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty list beside a non-empty llm-export window fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:288:10-288:33",
    mutator: "ConditionalExpression",
    original: "q.outcome === undefined",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason: "the unfiltered list is empty while `outcome` lists calls: a filtered list is part of the unfiltered one",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty unfiltered list beside a filtered one that lists items fails; values read off the llm-export window)",
  },
  {
    at: "server/domain/evidence/debug.ts:288:10-288:33",
    mutator: "EqualityOperator",
    original: "q.outcome === undefined",
    replacement: "q.outcome !== undefined",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the unfiltered list is empty and `outcome` lists every call: a filtered list is part of the unfiltered one, and lists only matching calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty unfiltered list beside a filtered one that lists items fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:288:37-288:60",
    mutator: "ConditionalExpression",
    original: "c.outcome === q.outcome",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "`outcome` lists nothing though calls of that value are listed unfiltered: the filter keeps the matching calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (keepsEvery)",
  },
  {
    at: "server/domain/evidence/debug.ts:289:10-289:115",
    mutator: "LogicalOperator",
    original:
      "q.contains === undefined || [c.promptDelta, c.response, c.reasoning].some((b) => b.includes(q.contains!))",
    replacement:
      "q.contains === undefined && [c.promptDelta, c.response, c.reasoning].some(b => b.includes(q.contains!))",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-RUN-CALLS",
    reason:
      "the run's call list is empty under every query though the run's llm-export window lists its calls: the list holds the run's recorded calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty list beside a non-empty llm-export window fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:289:10-289:34",
    mutator: "ConditionalExpression",
    original: "q.contains === undefined",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason: "the unfiltered list is empty while `contains` lists calls: a filtered list is part of the unfiltered one",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty unfiltered list beside a filtered one that lists items fails; values read off the llm-export window)",
  },
  {
    at: "server/domain/evidence/debug.ts:289:10-289:34",
    mutator: "EqualityOperator",
    original: "q.contains === undefined",
    replacement: "q.contains !== undefined",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "the unfiltered list is empty and `contains` lists every call: a filtered list is part of the unfiltered one, and lists only matching calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty unfiltered list beside a filtered one that lists items fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:291:18-291:114",
    mutator: "StringLiteral",
    original: "`debug-llm:${run.runId}:${JSON.stringify([q.agentKind, q.phase, q.outcome, q.contains, order])}`",
    replacement: "``",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:291:59-291:111",
    mutator: "ArrayDeclaration",
    original: "[q.agentKind, q.phase, q.outcome, q.contains, order]",
    replacement: "[]",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:293:15-293:103",
    mutator: "ObjectLiteral",
    original: "{ calls: p.items.map((c) => callItem(c, q.bodyChars)), order, nextCursor: p.nextCursor }",
    replacement: "{}",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-RUN-CALLS",
    reason:
      "the list body `{}`: the run's call list is empty under every query though the run's llm-export window lists its calls: the list holds the run's recorded calls",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS (an empty list beside a non-empty llm-export window fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:293:36-293:67",
    mutator: "ArrowFunction",
    original: "(c) => callItem(c, q.bodyChars)",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LLM-CALLS-BODIES",
    reason:
      "each item becomes `null`: what an item of the list holds is not shown (the items are untyped), so no stated field tells a null from an item",
  },
  {
    at: "server/domain/evidence/debug.ts:299:62-299:70",
    mutator: "StringLiteral",
    original: '"oldest"',
    replacement: '""',
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      'the export without `order` says `order` `""`: the response says which end was kept (`order`), and `""` names no end',
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT (llm-export-bounds.ts): the response's order names oldest or newest when none is sent",
  },
  {
    at: "server/domain/evidence/debug.ts:300:19-300:65",
    mutator: "LogicalOperator",
    original: "(ctx.query.limit as number | undefined) ?? 100",
    replacement: "ctx.query.limit as number | undefined && 100",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "a `limit` sent is read as 100 (and, unsent, the window is every call): the window is bounded by the `limit` sent",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT (llm-export-bounds.ts): the window holds at most `limit` calls",
  },
  {
    at: "server/domain/evidence/debug.ts:303:41-303:77",
    mutator: "MethodExpression",
    original: "[...calls].reverse().slice(0, limit)",
    replacement: "[...calls].reverse()",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "under `order=newest` the window ignores `limit` (every call): the window is bounded by the `limit` sent",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT (llm-export-bounds.ts): the window holds at most `limit` calls under each order",
  },
  {
    at: "server/domain/evidence/debug.ts:303:41-303:51",
    mutator: "ArrayDeclaration",
    original: "[...calls]",
    replacement: "[]",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason: "under `order=newest` the window is empty though the run has calls: the window keeps the newest end",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT (llm-export-bounds.ts): the window under newest holds min(limit, calls) calls",
  },
  {
    at: "server/domain/evidence/debug.ts:303:80-303:101",
    mutator: "MethodExpression",
    original: "calls.slice(0, limit)",
    replacement: "calls",
    class: "a",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "under `order=oldest` (the default) the window ignores `limit` (every call): the window is bounded by the `limit` sent",
    rule: "PAGE-WINDOW-DEBUG-LLM-EXPORT (llm-export-bounds.ts): the window holds at most `limit` calls",
  },
  {
    at: "server/domain/evidence/debug.ts:313:25-313:54",
    mutator: "ArrowFunction",
    original: "(c) => callItem(c, bodyChars)",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LLM-EXPORT-WINDOW",
    reason:
      "each item becomes `null`: what an item of the list holds is not shown (the items are untyped), so no stated field tells a null from an item",
  },
  {
    at: "server/domain/evidence/debug.ts:319:48-319:73",
    mutator: "StringLiteral",
    original: "`debug-logs:${run.runId}`",
    replacement: "``",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:319:75-319:80",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason: "the provisioning log newest first: its order is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:320:15-320:101",
    mutator: "ObjectLiteral",
    original: "{ events: p.items.map(({ seq: _s, runId: _r, ...e }) => e), nextCursor: p.nextCursor }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "the log body `{}`: the list is then empty for every query; no other read names this run's provisioning events under a stated field, and whether the deployment records them is not readable (a fact, as facts.kaizenEntries does for gradings, would make it checkable)",
  },
  {
    at: "server/domain/evidence/debug.ts:320:37-320:72",
    mutator: "ArrowFunction",
    original: "({ seq: _s, runId: _r, ...e }) => e",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-LOGS",
    reason:
      "each item becomes `null`: what an item of the list holds is not shown (the items are untyped), so no stated field tells a null from an item",
  },
  {
    at: "server/domain/evidence/debug.ts:325:52-325:79",
    mutator: "StringLiteral",
    original: "`debug-search:${run.runId}`",
    replacement: "``",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:325:81-325:86",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason: "the search-query list newest first: its order is not stated",
  },
  {
    at: "server/domain/evidence/debug.ts:326:15-326:118",
    mutator: "ObjectLiteral",
    original: "{ retained: true, queries: p.items.map(({ seq: _s, runId: _r, ...q }) => q), nextCursor: p.nextCursor }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the list body `{}`: searches are retained only when the deployment records agent context, which is not readable through the API",
  },
  {
    at: "server/domain/evidence/debug.ts:326:27-326:31",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "the list's `retained` says false: the field is not named, and whether the deployment records agent context is not readable",
  },
  {
    at: "server/domain/evidence/debug.ts:326:54-326:89",
    mutator: "ArrowFunction",
    original: "({ seq: _s, runId: _r, ...q }) => q",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    reason:
      "each item becomes `null`: what an item of the list holds is not shown (the items are untyped), so no stated field tells a null from an item",
  },
  {
    at: "server/domain/evidence/debug.ts:332:19-332:42",
    mutator: "LogicalOperator",
    original: 'q.order ?? "trajectory"',
    replacement: 'q.order && "trajectory"',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "`order` sent is answered as trajectory and none as no `order` field: which order `recent` and `trajectory` mean is not stated, and the list's fields are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:332:30-332:42",
    mutator: "StringLiteral",
    original: '"trajectory"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason: "the list's default `order` field reads `\"\"`: the list's fields are not named",
  },
  {
    at: "server/domain/evidence/debug.ts:335:7-335:116",
    mutator: "ArrowFunction",
    original:
      "(t) => (q.jobId === undefined || t.jobId === q.jobId) && (q.outcome === undefined || t.outcome === q.outcome)",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-DEBUG-RUN-MAP-SINKS",
    reason:
      "the list then holds fewer items than the run's diagnostic map counts for its sink (empty, for every query or without one)",
    rule: "PAGE-DEBUG-LISTS-MAP-COUNTS",
  },
  {
    at: "server/domain/evidence/debug.ts:335:14-335:116",
    mutator: "ConditionalExpression",
    original: "(q.jobId === undefined || t.jobId === q.jobId) && (q.outcome === undefined || t.outcome === q.outcome)",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-RUN-MAP-SINKS",
    reason:
      "the list then holds fewer items than the run's diagnostic map counts for its sink (empty, for every query or without one)",
    rule: "PAGE-DEBUG-LISTS-MAP-COUNTS",
  },
  {
    at: "server/domain/evidence/debug.ts:335:15-335:59",
    mutator: "LogicalOperator",
    original: "q.jobId === undefined || t.jobId === q.jobId",
    replacement: "q.jobId === undefined && t.jobId === q.jobId",
    class: "a",
    clause: "D2-DEBUG-RUN-MAP-SINKS",
    reason:
      "the list then holds fewer items than the run's diagnostic map counts for its sink (empty, for every query or without one)",
    rule: "PAGE-DEBUG-LISTS-MAP-COUNTS",
  },
  {
    at: "server/domain/evidence/debug.ts:335:15-335:36",
    mutator: "ConditionalExpression",
    original: "q.jobId === undefined",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason: "the unfiltered list is empty while `jobId` lists calls: a filtered list is part of the unfiltered one",
    rule: "PAGE-DEBUG-LISTS-MAP-COUNTS (the unfiltered list, empty, holds less than the run's diagnostic map counts for its sink)",
  },
  {
    at: "server/domain/evidence/debug.ts:335:15-335:36",
    mutator: "EqualityOperator",
    original: "q.jobId === undefined",
    replacement: "q.jobId !== undefined",
    class: "a",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "the unfiltered list is empty and `jobId` lists every call: a filtered list is part of the unfiltered one, and lists only matching calls",
    rule: "PAGE-DEBUG-LISTS-MAP-COUNTS (the unfiltered list, empty, holds less than the run's diagnostic map counts for its sink)",
  },
  {
    at: "server/domain/evidence/debug.ts:335:40-335:59",
    mutator: "ConditionalExpression",
    original: "t.jobId === q.jobId",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "`jobId` lists nothing though calls of that value are listed unfiltered: the filter keeps the matching calls",
    rule: "PAGE-FILTER-DEBUG-TOOL-CALLS (keepsEvery)",
  },
  {
    at: "server/domain/evidence/debug.ts:335:65-335:115",
    mutator: "LogicalOperator",
    original: "q.outcome === undefined || t.outcome === q.outcome",
    replacement: "q.outcome === undefined && t.outcome === q.outcome",
    class: "a",
    clause: "D2-DEBUG-RUN-MAP-SINKS",
    reason:
      "the list then holds fewer items than the run's diagnostic map counts for its sink (empty, for every query or without one)",
    rule: "PAGE-DEBUG-LISTS-MAP-COUNTS",
  },
  {
    at: "server/domain/evidence/debug.ts:335:65-335:88",
    mutator: "ConditionalExpression",
    original: "q.outcome === undefined",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason: "the unfiltered list is empty while `outcome` lists calls: a filtered list is part of the unfiltered one",
    rule: "PAGE-FILTER-DEBUG-TOOL-CALLS (an empty unfiltered list beside a filtered one that lists items fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:335:65-335:88",
    mutator: "EqualityOperator",
    original: "q.outcome === undefined",
    replacement: "q.outcome !== undefined",
    class: "a",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "the unfiltered list is empty and `outcome` lists every call: a filtered list is part of the unfiltered one, and lists only matching calls",
    rule: "PAGE-FILTER-DEBUG-TOOL-CALLS (an empty unfiltered list beside a filtered one that lists items fails)",
  },
  {
    at: "server/domain/evidence/debug.ts:335:92-335:115",
    mutator: "ConditionalExpression",
    original: "t.outcome === q.outcome",
    replacement: "false",
    class: "a",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "`outcome` lists nothing though calls of that value are listed unfiltered: the filter keeps the matching calls",
    rule: "PAGE-FILTER-DEBUG-TOOL-CALLS (keepsEvery)",
  },
  {
    at: "server/domain/evidence/debug.ts:340:7-340:80",
    mutator: "StringLiteral",
    original: "`debug-tools:${run.runId}:${JSON.stringify([q.jobId, q.outcome, order])}`",
    replacement: "``",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:340:50-340:77",
    mutator: "ArrayDeclaration",
    original: "[q.jobId, q.outcome, order]",
    replacement: "[]",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the key a cursor is bound to changes text (lists of other runs or filters then share it): which list a cursor stays bound to is not stated; a cursor is an opaque string",
  },
  {
    at: "server/domain/evidence/debug.ts:341:7-341:25",
    mutator: "ConditionalExpression",
    original: 'order === "recent"',
    replacement: "true",
    class: "a",
    clause: "D2-DEBUG-TOOL-CALLS-CALL-ORDER",
    reason:
      "the list without `order` (and under `trajectory`) is newest first: the row states tool calls are listed in call order (read on the items' `createdAt`)",
    rule: "PAGE-FILTER-DEBUG-TOOL-CALLS (the default order is call order, oldest first, on createdAt)",
  },
  {
    at: "server/domain/evidence/debug.ts:341:7-341:25",
    mutator: "ConditionalExpression",
    original: 'order === "recent"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "`recent` lists in call order like `trajectory`: which order `recent` means is not stated, only that both list the same calls",
  },
  {
    at: "server/domain/evidence/debug.ts:341:7-341:25",
    mutator: "EqualityOperator",
    original: 'order === "recent"',
    replacement: 'order !== "recent"',
    class: "a",
    clause: "D2-DEBUG-TOOL-CALLS-CALL-ORDER",
    reason:
      "the list without `order` (and under `trajectory`) is newest first: the row states tool calls are listed in call order (read on the items' `createdAt`)",
    rule: "PAGE-FILTER-DEBUG-TOOL-CALLS (the default order is call order, oldest first, on createdAt)",
  },
  {
    at: "server/domain/evidence/debug.ts:341:17-341:25",
    mutator: "StringLiteral",
    original: '"recent"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "`recent` lists in call order like `trajectory`: which order `recent` means is not stated, only that both list the same calls",
  },
  {
    at: "server/domain/evidence/debug.ts:344:26-344:36",
    mutator: "StringLiteral",
    original: '"retained"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      'the `bodies` indicator reads `""` where bodies are retained: its values are not shown, only its presence is stated',
  },
  {
    at: "server/domain/evidence/debug.ts:346:30-347:57",
    mutator: "ArrowFunction",
    original:
      "({ seq: _s, runId: _r, arguments: args, result, ...t }) => retained ? { ...t, arguments: args, result } : t",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-FILTERS",
    reason:
      "each item becomes `null`: what an item of the list holds is not shown (the items are untyped), so no stated field tells a null from an item",
  },
  {
    at: "server/domain/evidence/debug.ts:347:20-347:53",
    mutator: "ObjectLiteral",
    original: "{ ...t, arguments: args, result }",
    replacement: "{}",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "a retaining workspace's items become `{}`: the item fields (arguments, results) are not named, so what is withheld cannot be told",
  },
  {
    at: "server/domain/evidence/debug.ts:344:39-344:49",
    mutator: "StringLiteral",
    original: '"withheld"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      'the `bodies` indicator reads `""` where bodies are withheld: its values are not shown, only its presence is stated',
  },
  // server/domain/evidence/facts.ts
  {
    at: "server/domain/evidence/facts.ts:45:48-82:2",
    mutator: "BlockStatement",
    original:
      '{ const at = ws.now(); const w = ws.id.replace(/^ws_/, ""); const pr = `https://code.example.invalid/acme/app`; ws.evidence.facts.set(ws.ids.runDone, { verdicts: [ { requirementId: "REQ-EXPORT-1", verdict: "met", detail: "CSV downloaded with one header per visible column" }, { requirementId: "REQ-EXPORT-2", verdict: "met", detail: "5000 cards exported in 1.6 s" }, ], concerns: [{ severity: "low", title: "The export button has no keyboard shortcut" }], testOutcomes: [ { name: "export downloads a CSV", status: "passed" }, { name: "hidden columns are not exported", status: "passed", detail: "checked with one hidden column" }, ], environments: [ // Still live: `expiresAt` lies a week ahead of the seed. { environmentId: `env_live_${w}`, url: `https://run-done-${w}.preview.example.invalid`, provisionedAt: at - 3_600_000, expiresAt: at + 7 * 86_400_000, tornDownAt: null, }, // Expired an hour before the seed: not `live`, but the row keeps its URL. { environmentId: `env_old_${w}`, url: `https://run-done-${w}-first.preview.example.invalid`, provisionedAt: at - 7_200_000, expiresAt: at - 3_600_000, tornDownAt: at - 3_500_000, }, ], checks: [ { name: "build", conclusion: "success", url: `${pr}/actions/runs/1` }, { name: "unit-tests", conclusion: "success", url: `${pr}/actions/runs/2` }, ], }); }',
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the seeded finished run records no verdicts, concerns, outcomes, environments or checks and is composed like any other run: what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*); its environments and checks likewise",
  },
  {
    at: "server/domain/evidence/facts.ts:47:27-47:33",
    mutator: "Regex",
    original: "/^ws_/",
    replacement: "/ws_/",
    class: "c",
    reason:
      "workspace ids begin `ws_` (ws_a, ws_b) and hold it once, so the first `ws_` is the leading one and the replace is the same",
  },
  {
    at: "server/domain/evidence/facts.ts:47:35-47:37",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the seeded environments' ids and URLs carry another infix: which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:48:14-48:53",
    mutator: "StringLiteral",
    original: "`https://code.example.invalid/acme/app`",
    replacement: "``",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the seeded checks' URLs lose their host: a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:50:15-53:6",
    mutator: "ArrayDeclaration",
    original:
      '[ { requirementId: "REQ-EXPORT-1", verdict: "met", detail: "CSV downloaded with one header per visible column" }, { requirementId: "REQ-EXPORT-2", verdict: "met", detail: "5000 cards exported in 1.6 s" }, ]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the seeded run records no requirement verdict, so its requirements read `not_covered`: which verdicts a tester recorded is the target's own data, shown only in the report's `requirements.entries` (object[], fields not shown) and its counts, and in the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:51:7-51:117",
    mutator: "ObjectLiteral",
    original:
      '{ requirementId: "REQ-EXPORT-1", verdict: "met", detail: "CSV downloaded with one header per visible column" }',
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the first seeded verdict has no fields (its requirement then reads `not_covered`): which verdicts a tester recorded is the target's own data, shown only in the report's `requirements.entries` (object[], fields not shown) and its counts, and in the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:51:24-51:38",
    mutator: "StringLiteral",
    original: '"REQ-EXPORT-1"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the first seeded verdict names no requirement (REQ-EXPORT-1 then reads `not_covered`): which verdicts a tester recorded is the target's own data, shown only in the report's `requirements.entries` (object[], fields not shown) and its counts, and in the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:51:49-51:54",
    mutator: "StringLiteral",
    original: '"met"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the first seeded verdict reads `\"\"`, neither met nor not met: which verdicts a tester recorded is the target's own data, shown only in the report's `requirements.entries` (object[], fields not shown) and its counts, and in the outcome (object*); `requirementVerdicts`' type is not shown",
  },
  {
    at: "server/domain/evidence/facts.ts:51:64-51:115",
    mutator: "StringLiteral",
    original: '"CSV downloaded with one header per visible column"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the first seeded verdict's detail emptied: which verdicts a tester recorded is the target's own data, shown only in the report's `requirements.entries` (object[], fields not shown) and its counts, and in the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:52:7-52:96",
    mutator: "ObjectLiteral",
    original: '{ requirementId: "REQ-EXPORT-2", verdict: "met", detail: "5000 cards exported in 1.6 s" }',
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the second seeded verdict has no fields (its requirement then reads `not_covered`): which verdicts a tester recorded is the target's own data, shown only in the report's `requirements.entries` (object[], fields not shown) and its counts, and in the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:52:24-52:38",
    mutator: "StringLiteral",
    original: '"REQ-EXPORT-2"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the second seeded verdict names no requirement (REQ-EXPORT-2 then reads `not_covered`): which verdicts a tester recorded is the target's own data, shown only in the report's `requirements.entries` (object[], fields not shown) and its counts, and in the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:52:49-52:54",
    mutator: "StringLiteral",
    original: '"met"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the second seeded verdict reads `\"\"`, neither met nor not met: which verdicts a tester recorded is the target's own data, shown only in the report's `requirements.entries` (object[], fields not shown) and its counts, and in the outcome (object*); `requirementVerdicts`' type is not shown",
  },
  {
    at: "server/domain/evidence/facts.ts:52:64-52:94",
    mutator: "StringLiteral",
    original: '"5000 cards exported in 1.6 s"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the second seeded verdict's detail emptied: which verdicts a tester recorded is the target's own data, shown only in the report's `requirements.entries` (object[], fields not shown) and its counts, and in the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:54:15-54:89",
    mutator: "ArrayDeclaration",
    original: '[{ severity: "low", title: "The export button has no keyboard shortcut" }]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the seeded tester raised no concern: what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:54:28-54:33",
    mutator: "StringLiteral",
    original: '"low"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the seeded concern's severity reads `\"\"`: PrReportTests `concerns.severity`'s type is not shown, and what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:54:42-54:86",
    mutator: "StringLiteral",
    original: '"The export button has no keyboard shortcut"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the seeded concern's title emptied (still a string): what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:55:19-58:6",
    mutator: "ArrayDeclaration",
    original:
      '[ { name: "export downloads a CSV", status: "passed" }, { name: "hidden columns are not exported", status: "passed", detail: "checked with one hidden column" }, ]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the seeded tester recorded no test outcome (`outcomes` and `tested` empty, `greenlight` still true): what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*); how `greenlight` derives is not stated",
  },
  {
    at: "server/domain/evidence/facts.ts:56:15-56:39",
    mutator: "StringLiteral",
    original: '"export downloads a CSV"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the first seeded test outcome's name emptied (still a string): what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:56:49-56:57",
    mutator: "StringLiteral",
    original: '"passed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the first seeded test outcome's status reads `\"\"` (and `greenlight` false): `outcomes.status`' type is not shown and how `greenlight` derives is not stated; what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:57:15-57:48",
    mutator: "StringLiteral",
    original: '"hidden columns are not exported"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the second seeded test outcome's name emptied (still a string): what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:57:58-57:66",
    mutator: "StringLiteral",
    original: '"passed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the second seeded test outcome's status reads `\"\"` (and `greenlight` false): `outcomes.status`' type is not shown and how `greenlight` derives is not stated; what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:57:76-57:108",
    mutator: "StringLiteral",
    original: '"checked with one hidden column"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the second seeded test outcome's detail emptied, so left out (`detail` is optional): what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:59:19-76:6",
    mutator: "ArrayDeclaration",
    original:
      "[ // Still live: `expiresAt` lies a week ahead of the seed. { environmentId: `env_live_${w}`, url: `https://run-done-${w}.preview.example.invalid`, provisionedAt: at - 3_600_000, expiresAt: at + 7 * 86_400_000, tornDownAt: null, }, // Expired an hour before the seed: not `live`, but the row keeps its URL. { environmentId: `env_old_${w}`, url: `https://run-done-${w}-first.preview.example.invalid`, provisionedAt: at - 7_200_000, expiresAt: at - 3_600_000, tornDownAt: at - 3_500_000, }, ]",
    replacement: "[]",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the seeded run provisioned no environment: its environments sections read absent `not_provisioned`, a stated state; which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:62:24-62:39",
    mutator: "StringLiteral",
    original: "`env_live_${w}`",
    replacement: "``",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the live environment's id emptied: no statement names an environment id; which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:63:14-63:61",
    mutator: "StringLiteral",
    original: "`https://run-done-${w}.preview.example.invalid`",
    replacement: "``",
    class: "a",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the live environment's URL emptied: its outcome row keeps no URL, though every row keeps its URL; no rule read the outcome's environment rows",
    rule: "STATE-RUN-OUTCOME-ENVIRONMENTS",
  },
  {
    at: "server/domain/evidence/facts.ts:64:24-64:38",
    mutator: "ArithmeticOperator",
    original: "at - 3_600_000",
    replacement: "at + 3_600_000",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the live environment provisioned an hour after the seed (the report's `timeline.provisionedAt` is the other row's, the earliest): no statement bounds when an environment was provisioned; which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:65:20-65:39",
    mutator: "ArithmeticOperator",
    original: "at + 7 * 86_400_000",
    replacement: "at - 7 * 86_400_000",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the live environment expired a week before the seed, so it reads `expired`, not `live`, as the clause asks of a row whose `expiresAt` is past: when an environment expires is the target's own; which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:65:25-65:39",
    mutator: "ArithmeticOperator",
    original: "7 * 86_400_000",
    replacement: "7 / 86_400_000",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the live environment expires a fraction of a millisecond after the seed, so it reads `expired` from then on, as the clause asks: when an environment expires is the target's own; which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:69:7-75:8",
    mutator: "ObjectLiteral",
    original:
      "{ environmentId: `env_old_${w}`, url: `https://run-done-${w}-first.preview.example.invalid`, provisionedAt: at - 7_200_000, expiresAt: at - 3_600_000, tornDownAt: at - 3_500_000, }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the expired environment's row has no fields (the report's `timeline.provisionedAt` then reads null, number|null): an object with neither `state` nor `expiresAt` cannot be told to be an environment row of the outcome (object*), and which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:70:24-70:38",
    mutator: "StringLiteral",
    original: "`env_old_${w}`",
    replacement: "``",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the expired environment's id emptied: no statement names an environment id; which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:71:14-71:67",
    mutator: "StringLiteral",
    original: "`https://run-done-${w}-first.preview.example.invalid`",
    replacement: "``",
    class: "a",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the expired environment's URL emptied: its outcome row keeps no URL once it is no longer live, though every row keeps its URL; no rule read the outcome's environment rows",
    rule: "STATE-RUN-OUTCOME-ENVIRONMENTS",
  },
  {
    at: "server/domain/evidence/facts.ts:72:24-72:38",
    mutator: "ArithmeticOperator",
    original: "at - 7_200_000",
    replacement: "at + 7_200_000",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the expired environment provisioned two hours after the seed, after its own teardown: no statement orders an environment's times; which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:73:20-73:34",
    mutator: "ArithmeticOperator",
    original: "at - 3_600_000",
    replacement: "at + 3_600_000",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the torn-down environment's expiry an hour ahead: it still reads `torn_down`, not `live` (it is torn down): which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:74:21-74:35",
    mutator: "ArithmeticOperator",
    original: "at - 3_500_000",
    replacement: "at + 3_500_000",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the old environment torn down 58 minutes after the seed (an instant to come; `timeline.tornDownAt` stays null, one row is up): no statement bounds an environment's times; which environments a run had and their ids, URLs and times are the target's own data: the outcome's rows (its objects with `state` and `expiresAt`) are held only to keeping a URL and reading `live` only while ahead (D2-EVIDENCE-OUTCOME-LIVE), and the report's `environments.entries` are object[] (fields not shown)",
  },
  {
    at: "server/domain/evidence/facts.ts:77:13-80:6",
    mutator: "ArrayDeclaration",
    original:
      '[ { name: "build", conclusion: "success", url: `${pr}/actions/runs/1` }, { name: "unit-tests", conclusion: "success", url: `${pr}/actions/runs/2` }, ]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the seeded run's CI ran no check: the report's `ci.verdict` then reads `pending`, not `pass`: which checks a run's CI ran is the target's own data, and how the verdict derives from them is not stated",
  },
  {
    at: "server/domain/evidence/facts.ts:78:7-78:76",
    mutator: "ObjectLiteral",
    original: '{ name: "build", conclusion: "success", url: `${pr}/actions/runs/1` }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the first seeded check has no fields (so it does not fail): a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:78:15-78:22",
    mutator: "StringLiteral",
    original: '"build"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the first seeded check's name emptied: a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:78:36-78:45",
    mutator: "StringLiteral",
    original: '"success"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'the first seeded check concludes `""`, not `failure`, so it is not listed as failing: a check that does not fail is listed by no stated field (the report\'s `failingChecks` lists only failing ones); only the outcome (object*) shows it; `conclusion` is an open string|null',
  },
  {
    at: "server/domain/evidence/facts.ts:78:52-78:74",
    mutator: "StringLiteral",
    original: "`${pr}/actions/runs/1`",
    replacement: "``",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the first seeded check's URL emptied: a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:79:7-79:81",
    mutator: "ObjectLiteral",
    original: '{ name: "unit-tests", conclusion: "success", url: `${pr}/actions/runs/2` }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the second seeded check has no fields (so it does not fail): a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:79:15-79:27",
    mutator: "StringLiteral",
    original: '"unit-tests"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the second seeded check's name emptied: a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:79:41-79:50",
    mutator: "StringLiteral",
    original: '"success"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'the second seeded check concludes `""`, not `failure`, so it is not listed as failing: a check that does not fail is listed by no stated field (the report\'s `failingChecks` lists only failing ones); only the outcome (object*) shows it; `conclusion` is an open string|null',
  },
  {
    at: "server/domain/evidence/facts.ts:79:57-79:79",
    mutator: "StringLiteral",
    original: "`${pr}/actions/runs/2`",
    replacement: "``",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the second seeded check's URL emptied: a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:87:16-87:31",
    mutator: "OptionalChaining",
    original: "service?.repoId",
    replacement: "service.repoId",
    class: "c",
    reason:
      "every run has a task (createRun takes one, the seeded runs name theirs, a task's delete forgets its runs) and a task's service outlives it (a service's delete removes its tasks), so `service` is always there",
  },
  {
    at: "server/domain/evidence/facts.ts:94:21-94:42",
    mutator: "ConditionalExpression",
    original: 'run.status === "done"',
    replacement: "true",
    class: "b",
    clause: "D2-SPEC-RUN-NOT-READ",
    reason:
      "every run counts as tester-reported, in flight or failed: its run spec is read at its branch and its tests and requirements sections reported; whether and when a tester has reported is not observable (no stated field says so; suites/state/evidence-reads.ts), so when a run spec stops reading `not_read` and when the tests and requirements sections are reported is the target's own",
  },
  {
    at: "server/domain/evidence/facts.ts:94:21-94:42",
    mutator: "ConditionalExpression",
    original: 'run.status === "done"',
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-RUN-NOT-READ",
    reason:
      "no run counts as tester-reported: every run spec reads `not_read` with `provenance` null (as stated together), the tests and requirements sections absent (a stated state); whether and when a tester has reported is not observable (no stated field says so; suites/state/evidence-reads.ts), so when a run spec stops reading `not_read` and when the tests and requirements sections are reported is the target's own",
  },
  {
    at: "server/domain/evidence/facts.ts:94:21-94:42",
    mutator: "EqualityOperator",
    original: 'run.status === "done"',
    replacement: 'run.status !== "done"',
    class: "b",
    clause: "D2-SPEC-RUN-NOT-READ",
    reason:
      "only unfinished runs count as tester-reported (a finished run's spec reads `not_read`, an in-flight run's is read): whether and when a tester has reported is not observable (no stated field says so; suites/state/evidence-reads.ts), so when a run spec stops reading `not_read` and when the tests and requirements sections are reported is the target's own",
  },
  {
    at: "server/domain/evidence/facts.ts:94:36-94:42",
    mutator: "StringLiteral",
    original: '"done"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-RUN-NOT-READ",
    reason:
      "no run counts as tester-reported (no run's status is `\"\"`): every run spec reads `not_read` with `provenance` null (as stated together), the tests and requirements sections absent (a stated state); whether and when a tester has reported is not observable (no stated field says so; suites/state/evidence-reads.ts), so when a run spec stops reading `not_read` and when the tests and requirements sections are reported is the target's own",
  },
  {
    at: "server/domain/evidence/facts.ts:97:7-97:13",
    mutator: "ConditionalExpression",
    original: "seeded",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the seeded finished run is composed like any other run (its verdicts, concerns, environments and checks unread): what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*); its environments and checks likewise",
  },
  {
    at: "server/domain/evidence/facts.ts:98:24-98:32",
    mutator: "OptionalChaining",
    original: "spec?.ok",
    replacement: "spec.ok",
    class: "c",
    reason:
      "a run starts only under a service backed by a repository (runs/handlers.ts; doc 2 Services: only such a service can start tasks), whose linked repository always resolves its default branch, and a service's `repoId` is never patched away, so `spec` is always there for a run",
  },
  {
    at: "server/domain/evidence/facts.ts:103:9-104:49",
    mutator: "MethodExpression",
    original: 'requirements .filter((r) => r.priority !== "could")',
    replacement: "requirements",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a finished composed run's tester also meets the `could` requirements: which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:104:19-104:48",
    mutator: "ArrowFunction",
    original: '(r) => r.priority !== "could"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a finished composed run's tester meets no requirement (every one `not_covered`): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:104:26-104:48",
    mutator: "ConditionalExpression",
    original: 'r.priority !== "could"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a finished composed run's tester also meets the `could` requirements: which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:104:26-104:48",
    mutator: "ConditionalExpression",
    original: 'r.priority !== "could"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a finished composed run's tester meets no requirement (every one `not_covered`): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:104:26-104:48",
    mutator: "EqualityOperator",
    original: 'r.priority !== "could"',
    replacement: 'r.priority === "could"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a finished composed run's tester meets only the `could` requirements: which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:104:41-104:48",
    mutator: "StringLiteral",
    original: '"could"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a finished composed run's tester meets every requirement, `could` ones too (no priority is `\"\"`): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:105:24-105:116",
    mutator: "ObjectLiteral",
    original: '{ requirementId: r.id, verdict: "met" as const, detail: "verified by the simulated tester" }',
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a finished composed run's verdicts name no requirement, so every requirement reads `not_covered`: which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:105:80-105:114",
    mutator: "StringLiteral",
    original: '"verified by the simulated tester"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a composed verdict's detail emptied: which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:106:9-106:11",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "an unreported run's composed verdicts gain a string: verdicts are read only joined to the spec's requirements once the tester has reported, or in the environments section, which a composed run never has, so nothing shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:108:41-108:106",
    mutator: "ArrayDeclaration",
    original: '[{ name: "simulated acceptance run", status: "passed" as const }]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a finished composed run's tester records no test outcome (`greenlight` still true): what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*); how `greenlight` derives is not stated",
  },
  {
    at: "server/domain/evidence/facts.ts:108:50-108:76",
    mutator: "StringLiteral",
    original: '"simulated acceptance run"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a composed test outcome's name emptied (still a string): what a run's tester ran and raised is the target's own data, shown only in the report's tests section and the outcome (object*)",
  },
  {
    at: "server/domain/evidence/facts.ts:108:109-108:111",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "an unreported run's composed test outcomes gain a string: outcomes are read only once the tester has reported, or in the environments section, which a composed run never has, so nothing shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:111:9-114:10",
    mutator: "ArrayDeclaration",
    original:
      '[ { name: "build", conclusion: "success" as const, url: `${run.pullRequest.url}/checks/build` }, { name: "unit-tests", conclusion: "success" as const, url: `${run.pullRequest.url}/checks/unit-tests` }, ]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a composed run with a pull request ran no check: the report's `ci.verdict` then reads `pending`, not `pass`: which checks a run's CI ran is the target's own data, and how the verdict derives from them is not stated",
  },
  {
    at: "server/domain/evidence/facts.ts:112:11-112:104",
    mutator: "ObjectLiteral",
    original: '{ name: "build", conclusion: "success" as const, url: `${run.pullRequest.url}/checks/build` }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a composed run's first check has no fields (so it does not fail): a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:112:19-112:26",
    mutator: "StringLiteral",
    original: '"build"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a composed run's first check's name emptied: a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:112:65-112:102",
    mutator: "StringLiteral",
    original: "`${run.pullRequest.url}/checks/build`",
    replacement: "``",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a composed run's first check's URL emptied: a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:113:11-113:114",
    mutator: "ObjectLiteral",
    original: '{ name: "unit-tests", conclusion: "success" as const, url: `${run.pullRequest.url}/checks/unit-tests` }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a composed run's second check has no fields (so it does not fail): a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:113:19-113:31",
    mutator: "StringLiteral",
    original: '"unit-tests"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a composed run's second check's name emptied: a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:113:70-113:112",
    mutator: "StringLiteral",
    original: "`${run.pullRequest.url}/checks/unit-tests`",
    replacement: "``",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a composed run's second check's URL emptied: a check that does not fail is listed by no stated field (the report's `failingChecks` lists only failing ones); only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:115:9-115:11",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a composed run with no pull request lists a string as its check: the report's CI section is absent without a pull request either way; only the outcome (object*) shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:128:33-128:35",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every spec's requirement list opens with a string, a requirement with no fields: it fills one more `requirements.entries` item (object[], fields not shown) and the counts; which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:129:7-129:28",
    mutator: "ConditionalExpression",
    original: "!spec.ok || !spec.doc",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no spec's requirements are ever read, so every requirements section reads absent (a stated state): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:129:7-129:28",
    mutator: "ConditionalExpression",
    original: "!spec.ok || !spec.doc",
    replacement: "false",
    class: "a",
    clause: "D2-EVIDENCE-REPORT-ANY-RUN",
    reason:
      "a run under a service whose repository holds no specification (`anchor` `absent`, no document) throws on every evidence read of it, a 500 for its outcome, report and run spec: no rule reads the evidence of a run under such a service",
    rule: "STATE-RUN-EVIDENCE-NO-SPEC",
  },
  {
    at: "server/domain/evidence/facts.ts:129:7-129:28",
    mutator: "LogicalOperator",
    original: "!spec.ok || !spec.doc",
    replacement: "!spec.ok && !spec.doc",
    class: "a",
    clause: "D2-EVIDENCE-REPORT-ANY-RUN",
    reason:
      "a run under a service whose repository holds no specification (`anchor` `absent`, no document) throws on every evidence read of it, a 500 for its outcome, report and run spec: no rule reads the evidence of a run under such a service",
    rule: "STATE-RUN-EVIDENCE-NO-SPEC",
  },
  {
    at: "server/domain/evidence/facts.ts:129:7-129:15",
    mutator: "BooleanLiteral",
    original: "!spec.ok",
    replacement: "spec.ok",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no spec's requirements are ever read (every read spec is `ok`), so every requirements section reads absent (a stated state): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:129:19-129:28",
    mutator: "BooleanLiteral",
    original: "!spec.doc",
    replacement: "spec.doc",
    class: "a",
    clause: "D2-EVIDENCE-REPORT-ANY-RUN",
    reason:
      "a spec with a document yields no requirement (a stated absent section), and a run under a service whose repository holds no specification (`anchor` `absent`, no document) throws on every evidence read of it, a 500 for its outcome, report and run spec: no rule reads the evidence of a run under such a service",
    rule: "STATE-RUN-EVIDENCE-NO-SPEC",
  },
  {
    at: "server/domain/evidence/facts.ts:130:19-130:41",
    mutator: "LogicalOperator",
    original: "spec.doc.modules ?? []",
    replacement: "spec.doc.modules && []",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no spec's requirements are ever read, so every requirements section reads absent (a stated state): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:130:43-135:4",
    mutator: "BlockStatement",
    original:
      "{ for (const g of m.groups ?? []) { for (const r of g.requirements ?? []) out.push({ id: r.id, title: r.title, priority: r.priority, module: m.name, group: g.name }); } }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no spec's requirements are ever read, so every requirements section reads absent (a stated state): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:131:21-131:35",
    mutator: "LogicalOperator",
    original: "m.groups ?? []",
    replacement: "m.groups && []",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no spec's requirements are ever read, so every requirements section reads absent (a stated state): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:131:37-134:6",
    mutator: "BlockStatement",
    original:
      "{ for (const r of g.requirements ?? []) out.push({ id: r.id, title: r.title, priority: r.priority, module: m.name, group: g.name }); }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no spec's requirements are ever read, so every requirements section reads absent (a stated state): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:132:23-132:43",
    mutator: "LogicalOperator",
    original: "g.requirements ?? []",
    replacement: "g.requirements && []",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no spec's requirements are ever read, so every requirements section reads absent (a stated state): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:133:18-133:99",
    mutator: "ObjectLiteral",
    original: "{ id: r.id, title: r.title, priority: r.priority, module: m.name, group: g.name }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every requirement read has no fields (no id, title or priority; none then met): which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:140:100-143:2",
    mutator: "BlockStatement",
    original:
      '{ if (e.expiresAt > now && e.tornDownAt === null) return "live"; return e.tornDownAt !== null ? "torn_down" : "expired"; }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "no environment has a `state`, so none reads `live`: a row's state set is open (doc 1: it \"includes `live`\"), and the report's `environments.entries` are object[] (fields not shown), and the outcome's rows are held only to keeping a URL and reading `live` only while `expiresAt` is ahead (D2-EVIDENCE-OUTCOME-LIVE), which this leaves true",
  },
  {
    at: "server/domain/evidence/facts.ts:141:7-141:49",
    mutator: "ConditionalExpression",
    original: "e.expiresAt > now && e.tornDownAt === null",
    replacement: "true",
    class: "a",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "every environment reads `live`, the torn-down one whose `expiresAt` is an hour past too, though `live` holds only while `expiresAt` is ahead; no rule read the outcome's environment rows (the register had the clause uncheckable, the outcome being object*)",
    rule: "STATE-RUN-OUTCOME-ENVIRONMENTS",
  },
  {
    at: "server/domain/evidence/facts.ts:141:7-141:49",
    mutator: "ConditionalExpression",
    original: "e.expiresAt > now && e.tornDownAt === null",
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "no environment reads `live`, the one whose `expiresAt` is a week ahead reads `expired`: `live` only while ahead still holds; which of the other states a row reads is not stated, and the report's `environments.entries` are object[] (fields not shown), and the outcome's rows are held only to keeping a URL and reading `live` only while `expiresAt` is ahead (D2-EVIDENCE-OUTCOME-LIVE), which this leaves true",
  },
  {
    at: "server/domain/evidence/facts.ts:141:7-141:49",
    mutator: "LogicalOperator",
    original: "e.expiresAt > now && e.tornDownAt === null",
    replacement: "e.expiresAt > now || e.tornDownAt === null",
    class: "c",
    reason:
      "the seeded rows are the live one (ahead, not torn down) and one both expired and torn down, so `||` and `&&` agree on both, and no other run has an environment",
  },
  {
    at: "server/domain/evidence/facts.ts:141:7-141:24",
    mutator: "ConditionalExpression",
    original: "e.expiresAt > now",
    replacement: "true",
    class: "c",
    reason:
      "the one row not ahead is also torn down, so it is not live either way, and no other run has an environment",
  },
  {
    at: "server/domain/evidence/facts.ts:141:7-141:24",
    mutator: "EqualityOperator",
    original: "e.expiresAt > now",
    replacement: "e.expiresAt >= now",
    class: "c",
    reason: "no row expires at the instant of a read (the live one a week after the seed, the other an hour before it)",
  },
  {
    at: "server/domain/evidence/facts.ts:141:7-141:24",
    mutator: "EqualityOperator",
    original: "e.expiresAt > now",
    replacement: "e.expiresAt <= now",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the row whose `expiresAt` is a week ahead reads `expired` (the other is torn down either way): `live` only while ahead still holds; which of the other states a row reads is not stated, and the report's `environments.entries` are object[] (fields not shown), and the outcome's rows are held only to keeping a URL and reading `live` only while `expiresAt` is ahead (D2-EVIDENCE-OUTCOME-LIVE), which this leaves true",
  },
  {
    at: "server/domain/evidence/facts.ts:141:28-141:49",
    mutator: "ConditionalExpression",
    original: "e.tornDownAt === null",
    replacement: "true",
    class: "c",
    reason: "the one torn-down row has also expired, so it is not live either way, and no other run has an environment",
  },
  {
    at: "server/domain/evidence/facts.ts:141:28-141:49",
    mutator: "EqualityOperator",
    original: "e.tornDownAt === null",
    replacement: "e.tornDownAt !== null",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the live row (not torn down, a week ahead) reads `expired`, the other is not live either way: `live` only while ahead still holds; which of the other states a row reads is not stated, and the report's `environments.entries` are object[] (fields not shown), and the outcome's rows are held only to keeping a URL and reading `live` only while `expiresAt` is ahead (D2-EVIDENCE-OUTCOME-LIVE), which this leaves true",
  },
  {
    at: "server/domain/evidence/facts.ts:141:58-141:64",
    mutator: "StringLiteral",
    original: '"live"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the live row's state reads `\"\"`: the outcome's state set only \"includes `live`\" (doc 1), and the report's `environments.entries` are object[] (fields not shown), and the outcome's rows are held only to keeping a URL and reading `live` only while `expiresAt` is ahead (D2-EVIDENCE-OUTCOME-LIVE), which this leaves true",
  },
  {
    at: "server/domain/evidence/facts.ts:142:10-142:31",
    mutator: "ConditionalExpression",
    original: "e.tornDownAt !== null",
    replacement: "true",
    class: "c",
    reason:
      "every row not live reads `torn_down`: the one such row of the reference is torn down, and no other run has an environment",
  },
  {
    at: "server/domain/evidence/facts.ts:142:10-142:31",
    mutator: "ConditionalExpression",
    original: "e.tornDownAt !== null",
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the torn-down row reads `expired` (its `expiresAt` is past too): which non-live state a row reads is not stated, and the report's `environments.entries` are object[] (fields not shown), and the outcome's rows are held only to keeping a URL and reading `live` only while `expiresAt` is ahead (D2-EVIDENCE-OUTCOME-LIVE), which this leaves true",
  },
  {
    at: "server/domain/evidence/facts.ts:142:10-142:31",
    mutator: "EqualityOperator",
    original: "e.tornDownAt !== null",
    replacement: "e.tornDownAt === null",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the torn-down row reads `expired` (its `expiresAt` is past too): which non-live state a row reads is not stated, and the report's `environments.entries` are object[] (fields not shown), and the outcome's rows are held only to keeping a URL and reading `live` only while `expiresAt` is ahead (D2-EVIDENCE-OUTCOME-LIVE), which this leaves true",
  },
  {
    at: "server/domain/evidence/facts.ts:142:34-142:45",
    mutator: "StringLiteral",
    original: '"torn_down"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      "the torn-down row's state reads `\"\"`: the outcome's state set only \"includes `live`\" (doc 1), and the report's `environments.entries` are object[] (fields not shown), and the outcome's rows are held only to keeping a URL and reading `live` only while `expiresAt` is ahead (D2-EVIDENCE-OUTCOME-LIVE), which this leaves true",
  },
  {
    at: "server/domain/evidence/facts.ts:98:60-98:62",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "a composed run with no spec read gets a string as its requirement, and a verdict with no id once finished: verdicts are read only joined to the spec's requirements (none without a spec) or in the environments section, which a composed run never has, so nothing shows it",
  },
  {
    at: "server/domain/evidence/facts.ts:130:39-130:41",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "reached only for a spec document with no `modules` (none the reference serves to a run): its requirement list then holds rows with no fields; which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:131:33-131:35",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "reached only for a spec module with no `groups` (none the reference serves to a run): its requirement list then holds rows with no fields; which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:132:41-132:43",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "reached only for a spec group with no `requirements` (none the reference serves to a run): its requirement list then holds rows with no fields; which requirements a run is held to is shown only in the report's `requirements.entries` (object[], fields not shown) and counts, and the outcome (object*); an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/facts.ts:142:48-142:57",
    mutator: "StringLiteral",
    original: '"expired"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-LIVE",
    reason:
      'an expired row that is not torn down reads `""`: no row of the reference is so during a run (its live row expires a week after the seed), and then the outcome\'s state set is open (doc 1: it "includes `live`"); the row is still not `live` and keeps its URL',
  },
  // server/domain/evidence/handlers.ts, server/domain/evidence/follow-ups-section.ts, server/domain/evidence/state.ts and server/domain/evidence/run-access.ts
  {
    at: "server/domain/evidence/handlers.ts:33:9-33:35",
    mutator: "ConditionalExpression",
    original: "!a || !getRun(ws, a.runId)",
    replacement: "true",
    class: "a",
    clause: "D2-EVIDENCE-BLOB-GONE-404",
    reason:
      "every artifact's bytes are refused 404 (as if gone from storage), though the row answers 200 with the bytes and 404 only for an unknown id or bytes gone; which artifact's bytes are kept is not visible from outside, so it is checkable only where the configuration names one (a fact, the reference's default its seeded screenshot); killed since: ERRORS-ARTIFACT-KNOWN-BYTES reads facts.artifactBytesKept (the reference's `art_done_a`) and requires 200 when vouched for (hand-checked: the mutant applied, `npm run conformance -- --profile full --seed 1` exits 1), fault artifact-bytes-all-gone",
    rule: "ERRORS-ARTIFACT-KNOWN-BYTES (facts.artifactBytesKept and facts.artifactBytesGone)",
  },
  {
    at: "server/domain/evidence/handlers.ts:33:15-33:35",
    mutator: "BooleanLiteral",
    original: "!getRun(ws, a.runId)",
    replacement: "getRun(ws, a.runId)",
    class: "a",
    clause: "D2-EVIDENCE-BLOB-GONE-404",
    reason:
      "an artifact whose run exists is refused 404 (as if its bytes were gone), so every listed artifact's bytes are refused; which artifact's bytes are kept is not visible from outside, so it is checkable only where the configuration names one (a fact, the reference's default its seeded screenshot); killed since: ERRORS-ARTIFACT-KNOWN-BYTES reads facts.artifactBytesKept (the reference's `art_done_a`) and requires 200 when vouched for (hand-checked: the mutant applied, `npm run conformance -- --profile full --seed 1` exits 1), fault artifact-bytes-all-gone",
    rule: "ERRORS-ARTIFACT-KNOWN-BYTES (facts.artifactBytesKept and facts.artifactBytesGone)",
  },
  {
    at: "server/domain/evidence/handlers.ts:33:52-33:62",
    mutator: "StringLiteral",
    original: '"artifact"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the unknown artifact's 404 message emptied (the code stays `not_found`): the message text is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:35:9-35:15",
    mutator: "ConditionalExpression",
    original: "!bytes",
    replacement: "true",
    class: "a",
    clause: "D2-EVIDENCE-BLOB-GONE-404",
    reason:
      "every artifact's bytes are refused 404 (as if gone from storage), though the row answers 200 with the bytes and 404 only for an unknown id or bytes gone; which artifact's bytes are kept is not visible from outside, so it is checkable only where the configuration names one (a fact, the reference's default its seeded screenshot); killed since: ERRORS-ARTIFACT-KNOWN-BYTES reads facts.artifactBytesKept (the reference's `art_done_a`) and requires 200 when vouched for (hand-checked: the mutant applied, `npm run conformance -- --profile full --seed 1` exits 1), fault artifact-bytes-all-gone",
    rule: "ERRORS-ARTIFACT-KNOWN-BYTES (facts.artifactBytesKept and facts.artifactBytesGone)",
  },
  {
    at: "server/domain/evidence/handlers.ts:35:9-35:15",
    mutator: "ConditionalExpression",
    original: "!bytes",
    replacement: "false",
    class: "a",
    clause: "D2-EVIDENCE-BLOB-GONE-404",
    reason:
      "an artifact whose bytes are gone from storage answers 5XX (the reply reads the length of no bytes) instead of the stated 404; which artifact's bytes are gone is not visible from outside and a 5XX is admitted for a listed one, so it is checkable only where the configuration names one (a fact, the reference's default its seeded `artifactGone`); killed since: ERRORS-ARTIFACT-KNOWN-BYTES reads facts.artifactBytesGone (the reference's `art_gone_a`) and requires 404 with the envelope when vouched for (hand-checked: the mutant applied, `npm run conformance -- --profile full --seed 1` exits 1), fault artifact-gone-bytes-5xx",
    rule: "ERRORS-ARTIFACT-KNOWN-BYTES (facts.artifactBytesKept and facts.artifactBytesGone)",
  },
  {
    at: "server/domain/evidence/handlers.ts:36:31-36:42",
    mutator: "StringLiteral",
    original: '"not_found"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-BLOB-GONE-404",
    reason:
      "the gone bytes' 404 code emptied: doc 2 Errors gives this 404 no code (unspecified), and the envelope keeps its status",
  },
  {
    at: "server/domain/evidence/handlers.ts:36:44-36:88",
    mutator: "StringLiteral",
    original: '"the artifact\'s bytes are gone from storage"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the gone bytes' 404 message emptied: the message text is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:36:90-39:8",
    mutator: "ObjectLiteral",
    original: "{ artifactId: a.artifactId, bytesMissing: true, }",
    replacement: "{}",
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason:
      "the gone bytes' 404 loses its `details` (artifact id, `bytesMissing`): `details` is optional and carries a `reason` only where stated, none for this 404",
  },
  {
    at: "server/domain/evidence/handlers.ts:38:23-38:27",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "`details.bytesMissing` false: the field is the reference's own, not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:45:61-45:74",
    mutator: "StringLiteral",
    original: '`"${a.hash}"`',
    replacement: "``",
    class: "b",
    reason:
      "the blob's `etag` header emptied: no ETag (nor conditional read) is stated for artifact bytes, only the recorded content type and nosniff",
  },
  {
    at: "server/domain/evidence/handlers.ts:58:30-58:39",
    mutator: "StringLiteral",
    original: '"service"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the unknown service's 404 message emptied (the code stays `not_found`): the message text is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:65:9-65:40",
    mutator: "ConditionalExpression",
    original: "!f.testerReported || !f.service",
    replacement: "true",
    class: "b",
    clause: "D2-SPEC-RUN-NOT-READ",
    reason:
      "every run's spec reads `not_read`, also a run a tester has reported on; whether a tester has reported is shown by no stated field (the outcome is object*, the report's `tests.status` values are not shown), so which run must be read is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:65:9-65:40",
    mutator: "ConditionalExpression",
    original: "!f.testerReported || !f.service",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-RUN-NOT-READ",
    reason:
      "a run no tester has reported on is read at its branch instead of `not_read`; whether a tester has reported is shown by no stated field (the outcome is object*, the report's `tests.status` values are not shown), so which run must read `not_read` is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:65:9-65:40",
    mutator: "LogicalOperator",
    original: "!f.testerReported || !f.service",
    replacement: "!f.testerReported && !f.service",
    class: "b",
    clause: "D2-SPEC-RUN-NOT-READ",
    reason:
      "a run no tester has reported on is read at its branch instead of `not_read`; whether a tester has reported is shown by no stated field (the outcome is object*, the report's `tests.status` values are not shown), so which run must read `not_read` is not stated (every run's task is under a live service, so the conjunction is always false)",
  },
  {
    at: "server/domain/evidence/handlers.ts:65:9-65:26",
    mutator: "BooleanLiteral",
    original: "!f.testerReported",
    replacement: "f.testerReported",
    class: "b",
    clause: "D2-SPEC-RUN-NOT-READ",
    reason:
      "the spec is `not_read` exactly when a tester has reported and read otherwise; whether a tester has reported is shown by no stated field (the outcome is object*, the report's `tests.status` values are not shown), so which run must read `not_read` is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:65:30-65:40",
    mutator: "BooleanLiteral",
    original: "!f.service",
    replacement: "f.service",
    class: "b",
    clause: "D2-SPEC-RUN-NOT-READ",
    reason:
      "every run's spec reads `not_read`, also a run a tester has reported on; whether a tester has reported is shown by no stated field (the outcome is object*, the report's `tests.status` values are not shown), so which run must be read is not stated (every run's task is under a live service, so the guard always holds)",
  },
  {
    at: "server/domain/evidence/handlers.ts:66:58-66:83",
    mutator: "OptionalChaining",
    original: "f.run.pullRequest?.branch",
    replacement: "f.run.pullRequest.branch",
    class: "b",
    clause: "D2-SPEC-RUN-NOT-READ",
    reason:
      "a run a tester reported on that opened no pull request fails its spec read 5XX: which branch such a run's spec is read at (it pushed none) is not stated, and a 5XX is admitted for any operation (doc 2 Endpoints conventions)",
  },
  {
    at: "server/domain/evidence/handlers.ts:73:28-73:42",
    mutator: "StringLiteral",
    original: '"merge record"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason:
      "the unknown merge record's 404 message emptied (the code stays `not_found`): the message text is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:84:28-84:42",
    mutator: "StringLiteral",
    original: '"merge record"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason:
      "the unknown merge record's 404 message emptied (the code stays `not_found`): the message text is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:86:9-86:25",
    mutator: "ConditionalExpression",
    original: '!("effort" in b)',
    replacement: "false",
    class: "b",
    clause: "D2-VERSION-ABSENT-NULL",
    reason:
      "an effort body without the tag's field is refused 400 instead of keeping the tag: the body is object* (its fields not shown; the tag's field is configuration), so a body that omits its only content is no omitted field of a shown body, and a documents-only server refuses `{}` (issue 24); absent versus null is checked where a body shows its fields (suites/null/write-fields.ts: OBJECT_STAR)",
  },
  {
    at: "server/domain/evidence/handlers.ts:88:9-88:81",
    mutator: "ConditionalExpression",
    original: "effort !== null && !(EFFORT_TAGS as readonly unknown[]).includes(effort)",
    replacement: "false",
    class: "a",
    clause: "D2-MERGE-EFFORT-TAG",
    reason:
      "a tag outside `none`|`minor`|`major`|null is taken and stored, so the record then holds an effort the documents do not allow (the tag is one of the three, or null); killed since: STATE-MERGE-EFFORT-TAG tags a cleared record with values that are no tag and requires it to stay null (hand-checked: the mutant applied, `npm run conformance -- --profile full --seed 1 --only STATE-MERGE-EFFORT-TAG` exits 1), fault merge-effort-stores-any-value",
    rule: "STATE-MERGE-EFFORT-TAG",
  },
  {
    at: "server/domain/evidence/handlers.ts:97:9-97:11",
    mutator: "ConditionalExpression",
    original: "!r",
    replacement: "false",
    class: "b",
    clause: "D2-MERGE-NO-MERGE-RECORD",
    reason:
      "a run without a merge record fails 5XX instead of 404 `no_merge_record`: which run's pipeline has a merger step (hence must answer a record, or 404 `no_merge_record`) is not shown: a pipeline's `steps` are strings whose meaning is not stated, and no stated field ties a merge record to its run (ERRORS-NO-MERGE-RECORD's reading)",
  },
  {
    at: "server/domain/evidence/handlers.ts:97:9-97:11",
    mutator: "ConditionalExpression",
    original: "!r",
    replacement: "true",
    class: "b",
    clause: "D2-MERGE-NO-MERGE-RECORD",
    reason:
      "every run answers 404 `no_merge_record`, also one with a record: which run's pipeline has a merger step (hence must answer a record, or 404 `no_merge_record`) is not shown: a pipeline's `steps` are strings whose meaning is not stated, and no stated field ties a merge record to its run (ERRORS-NO-MERGE-RECORD's reading)",
  },
  {
    at: "server/domain/evidence/handlers.ts:98:25-98:42",
    mutator: "StringLiteral",
    original: '"no_merge_record"',
    replacement: '""',
    class: "b",
    clause: "D2-MERGE-NO-MERGE-RECORD",
    reason:
      "a run without a merge record answers 404 with an empty reason instead of `no_merge_record`: which run's pipeline has a merger step (hence must answer a record, or 404 `no_merge_record`) is not shown: a pipeline's `steps` are strings whose meaning is not stated, and no stated field ties a merge record to its run (ERRORS-NO-MERGE-RECORD's reading)",
  },
  {
    at: "server/domain/evidence/handlers.ts:98:44-98:115",
    mutator: "StringLiteral",
    original: "`run ${run.runId} has no merge record: its pipeline had no merger step`",
    replacement: "``",
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the `no_merge_record` 404 message emptied: the message text is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:88:83-90:6",
    mutator: "BlockStatement",
    original:
      '{ throw invalid("invalid effort tag", [{ path: "/effort", message: "must be none, minor, major or null" }]); }',
    replacement: "{}",
    class: "a",
    clause: "D2-MERGE-EFFORT-TAG",
    reason:
      "a tag outside `none`|`minor`|`major`|null is not refused but stored, so the record then holds an effort the documents do not allow (the tag is one of the three, or null); killed since: STATE-MERGE-EFFORT-TAG tags a cleared record with values that are no tag and requires it to stay null (hand-checked: the mutant applied, `npm run conformance -- --profile full --seed 1 --only STATE-MERGE-EFFORT-TAG` exits 1), fault merge-effort-stores-any-value",
    rule: "STATE-MERGE-EFFORT-TAG",
  },
  {
    at: "server/domain/evidence/handlers.ts:89:21-89:41",
    mutator: "StringLiteral",
    original: '"invalid effort tag"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the invalid tag's 400 message emptied: the message text is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:89:43-89:111",
    mutator: "ArrayDeclaration",
    original: '[{ path: "/effort", message: "must be none, minor, major or null" }]',
    replacement: "[]",
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason:
      "the invalid tag's 400 issues replaced by one naming the message (invalid() never answers none): `issues` is optional and its entries' form is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:89:44-89:110",
    mutator: "ObjectLiteral",
    original: '{ path: "/effort", message: "must be none, minor, major or null" }',
    replacement: "{}",
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason:
      "the invalid tag's 400 issue loses its path and message: `issues` is optional and its entries' form is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:89:52-89:61",
    mutator: "StringLiteral",
    original: '"/effort"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the invalid tag's issue path emptied: `issues` is optional and its entries' form is not stated",
  },
  {
    at: "server/domain/evidence/handlers.ts:89:72-89:108",
    mutator: "StringLiteral",
    original: '"must be none, minor, major or null"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the invalid tag's issue message emptied: `issues` is optional and its entries' form is not stated",
  },
  {
    at: "server/domain/evidence/follow-ups-section.ts:17:41-17:53",
    mutator: "StringLiteral",
    original: '"follow-ups"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the followUps section always absent (no follow-ups decision is found): PrVerificationReport lists the section's fields only; when it is reported, and that its counts follow the run's follow-ups decisions, is not stated",
  },
  {
    at: "server/domain/evidence/follow-ups-section.ts:18:7-18:19",
    mutator: "ConditionalExpression",
    original: "!recs.length",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the followUps section always absent: PrVerificationReport lists the section's fields only; when it is reported, and that its counts follow the run's follow-ups decisions, is not stated",
  },
  {
    at: "server/domain/evidence/follow-ups-section.ts:20:15-20:23",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the followUps section\'s `status` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/follow-ups-section.ts:28:13-28:40",
    mutator: "StringLiteral",
    original: '"no follow-ups were raised"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "the note emptied: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/follow-ups-section.ts:32:13-32:23",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the followUps section\'s `status` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/follow-ups-section.ts:34:14-34:52",
    mutator: "MethodExpression",
    original: "items.filter((i) => i.sendBackDropped)",
    replacement: "items",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`dropped` counts every item: the section lists `dropped` as a number only; which items it counts is not stated",
  },
  {
    at: "server/domain/evidence/follow-ups-section.ts:34:27-34:51",
    mutator: "ArrowFunction",
    original: "(i) => i.sendBackDropped",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "`dropped` always 0: the section lists `dropped` as a number only; which items it counts is not stated",
  },
  {
    at: "server/domain/evidence/follow-ups-section.ts:36:32-43:6",
    mutator: "ObjectLiteral",
    original:
      "{ itemId: i.itemId, kind: i.kind, title: i.title, status: i.status, ticketExternalId: i.ticketExternalId, ticketUrl: i.ticketUrl, }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "each followUps entry an empty object: `entries` is object[], its fields not shown",
  },
  {
    at: "server/domain/evidence/follow-ups-section.ts:44:34-44:45",
    mutator: "ArithmeticOperator",
    original: "n + r.loops",
    replacement: "n - r.loops",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`loops` counted down (negative once a loop ran): the section lists `loops` with no type or meaning, and no statement ties it to the follow-ups decisions' loops",
  },
  {
    at: "server/domain/evidence/follow-ups-section.ts:45:15-45:55",
    mutator: "MethodExpression",
    original: "Math.max(...recs.map((r) => r.maxLoops))",
    replacement: "Math.min(...recs.map(r => r.maxLoops))",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`maxLoops` the smallest cap among several follow-ups steps (the same for a run with one): which cap the report states over several steps is not stated",
  },
  {
    at: "server/domain/evidence/state.ts:29:25-29:29",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "c",
    reason:
      "every workspace is seeded right after it is made (ServerState makes and seeds each), and seeding sets the flag, so the initial value is never read",
  },
  {
    at: "server/domain/evidence/state.ts:38:36-38:52",
    mutator: "ConditionalExpression",
    original: 'ws.id === "ws_a"',
    replacement: "true",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "the second workspace retains tool-call bodies too: which workspace opted out of tool-call bodies is the target's own setting, shown only by the `bodies` indicator, which follows the same flag: the retained bodies and the indicator stay consistent",
  },
  {
    at: "server/domain/evidence/state.ts:38:36-38:52",
    mutator: "ConditionalExpression",
    original: 'ws.id === "ws_a"',
    replacement: "false",
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "no workspace retains tool-call bodies: which workspace opted out of tool-call bodies is the target's own setting, shown only by the `bodies` indicator, which follows the same flag: the retained bodies and the indicator stay consistent",
  },
  {
    at: "server/domain/evidence/state.ts:38:36-38:52",
    mutator: "EqualityOperator",
    original: 'ws.id === "ws_a"',
    replacement: 'ws.id !== "ws_a"',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "the workspaces' opt-outs swapped: which workspace opted out of tool-call bodies is the target's own setting, shown only by the `bodies` indicator, which follows the same flag: the retained bodies and the indicator stay consistent",
  },
  {
    at: "server/domain/evidence/state.ts:38:46-38:52",
    mutator: "StringLiteral",
    original: '"ws_a"',
    replacement: '""',
    class: "b",
    clause: "D2-DEBUG-TOOL-CALLS-BODIES",
    reason:
      "no workspace retains tool-call bodies: which workspace opted out of tool-call bodies is the target's own setting, shown only by the `bodies` indicator, which follows the same flag: the retained bodies and the indicator stay consistent",
  },
  {
    at: "server/domain/evidence/run-access.ts:12:59-12:83",
    mutator: "StringLiteral",
    original: "`run ${runId} not found`",
    replacement: "``",
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the `run_not_found` 404 message emptied: the message text is not stated",
  },
  // server/domain/evidence/report.ts (lines 1 to 133)
  {
    at: "server/domain/evidence/report.ts:24:16-24:33",
    mutator: "OptionalChaining",
    original: "f.service?.repoId",
    replacement: "f.service.repoId",
    class: "c",
    reason:
      "every run's task is under a live service (a service's delete removes its tasks and their runs; the archived seed holds none), so `f.service` is always there",
  },
  {
    at: "server/domain/evidence/report.ts:26:52-26:54",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "reached only for a run whose service has no repository (no spec to read): a requirement with no fields then fills `requirements.entries` (object[], fields not shown) and its counts, which no statement ties to a spec",
  },
  {
    at: "server/domain/evidence/report.ts:27:51-27:71",
    mutator: "ArrayDeclaration",
    original: "[v.requirementId, v]",
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every requirement reads `not_covered` with no detail: the recorded verdicts are shown by no stated read (the requirements section's `entries` are object[], the outcome is object*), so which verdict an entry carries is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:28:19-28:69",
    mutator: "MethodExpression",
    original: 'f.checks.filter((c) => c.conclusion === "failure")',
    replacement: "f.checks",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every check listed as failing and the verdict `fail`: which checks a run's CI ran and how each concluded is the target's own data, shown by no other read, and `conclusion` is an open string|null; the verdict follows the list it derives from",
  },
  {
    at: "server/domain/evidence/report.ts:28:35-28:68",
    mutator: "ArrowFunction",
    original: '(c) => c.conclusion === "failure"',
    replacement: "() => undefined",
    class: "c",
    reason:
      "no check listed as failing: the reference records no failing check (the seeded run's and every composed run's checks succeed), so the failing list is always empty",
  },
  {
    at: "server/domain/evidence/report.ts:28:42-28:68",
    mutator: "ConditionalExpression",
    original: 'c.conclusion === "failure"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every check listed as failing and the verdict `fail`: which checks a run's CI ran and how each concluded is the target's own data, shown by no other read, and `conclusion` is an open string|null; the verdict follows the list it derives from",
  },
  {
    at: "server/domain/evidence/report.ts:28:42-28:68",
    mutator: "ConditionalExpression",
    original: 'c.conclusion === "failure"',
    replacement: "false",
    class: "c",
    reason:
      "no check listed as failing: the reference records no failing check (the seeded run's and every composed run's checks succeed), so the failing list is always empty",
  },
  {
    at: "server/domain/evidence/report.ts:28:42-28:68",
    mutator: "EqualityOperator",
    original: 'c.conclusion === "failure"',
    replacement: 'c.conclusion !== "failure"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the passing checks listed as failing and the verdict `fail`: which checks a run's CI ran and how each concluded is the target's own data, shown by no other read, and `conclusion` is an open string|null; the verdict follows the list it derives from",
  },
  {
    at: "server/domain/evidence/report.ts:28:59-28:68",
    mutator: "StringLiteral",
    original: '"failure"',
    replacement: '""',
    class: "c",
    reason:
      "no check listed as failing: the reference records no failing check (the seeded run's and every composed run's checks succeed), so the failing list is always empty",
  },
  {
    at: "server/domain/evidence/report.ts:29:22-31:72",
    mutator: "MethodExpression",
    original:
      '(pipeline?.steps ?? []) .map((s, i) => ({s, i})) .filter(({s}) => s.kind === "decision" && s.decision === "judge")',
    replacement: "(pipeline?.steps ?? []).map((s, i) => ({s, i}))",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every pipeline step reported as a judge: which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:29:23-29:44",
    mutator: "LogicalOperator",
    original: "pipeline?.steps ?? []",
    replacement: "pipeline?.steps && []",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no judge step ever found, the judges section always absent: which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:29:23-29:38",
    mutator: "OptionalChaining",
    original: "pipeline?.steps",
    replacement: "pipeline.steps",
    class: "c",
    reason:
      "every run's pipeline is in the seeded catalogue (pipelines are neither created nor removed), so `pipeline` is always there",
  },
  {
    at: "server/domain/evidence/report.ts:29:42-29:44",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "unreachable: every run's pipeline is in the seeded catalogue (pipelines are neither created nor removed), so `pipeline` is always there",
  },
  {
    at: "server/domain/evidence/report.ts:31:13-31:71",
    mutator: "ArrowFunction",
    original: '({s}) => s.kind === "decision" && s.decision === "judge"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no judge step ever found, the judges section always absent: which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:31:24-31:71",
    mutator: "ConditionalExpression",
    original: 's.kind === "decision" && s.decision === "judge"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every pipeline step reported as a judge: which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:31:24-31:71",
    mutator: "ConditionalExpression",
    original: 's.kind === "decision" && s.decision === "judge"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no judge step ever found, the judges section always absent: which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:31:24-31:71",
    mutator: "LogicalOperator",
    original: 's.kind === "decision" && s.decision === "judge"',
    replacement: 's.kind === "decision" || s.decision === "judge"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every decision step reported as a judge: which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:31:24-31:45",
    mutator: "ConditionalExpression",
    original: 's.kind === "decision"',
    replacement: "true",
    class: "c",
    reason:
      "only a decision step names a `decision`, so a step whose decision is `judge` is a decision step either way",
  },
  {
    at: "server/domain/evidence/report.ts:31:24-31:45",
    mutator: "EqualityOperator",
    original: 's.kind === "decision"',
    replacement: 's.kind !== "decision"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no judge step ever found (a step naming a judge decision is a decision step): which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:31:35-31:45",
    mutator: "StringLiteral",
    original: '"decision"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no judge step ever found: which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:31:49-31:71",
    mutator: "ConditionalExpression",
    original: 's.decision === "judge"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every decision step reported as a judge: which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:31:49-31:71",
    mutator: "EqualityOperator",
    original: 's.decision === "judge"',
    replacement: 's.decision !== "judge"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the decision steps of other kinds reported as judges, the judge step not: which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:31:64-31:71",
    mutator: "StringLiteral",
    original: '"judge"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no judge step ever found, the judges section always absent: which steps the judges section reports is not stated: PrReportJudges gives `verdicts` PrReportJudge[] and ties them to no pipeline step, and an absent section is a stated state",
  },
  {
    at: "server/domain/evidence/report.ts:33:23-34:44",
    mutator: "MethodExpression",
    original: 'artifacts .filter((a) => a.kind === "screenshot")',
    replacement: "artifacts",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every artifact counted as a screenshot: the environment evidence's `screenshots` is object[] (fields not shown): which of the run's artifacts it names, and the evidence `status` and `proof` that follow from it, are not stated",
  },
  {
    at: "server/domain/evidence/report.ts:34:13-34:43",
    mutator: "ArrowFunction",
    original: '(a) => a.kind === "screenshot"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no artifact counted as a screenshot: the environment evidence's `screenshots` is object[] (fields not shown): which of the run's artifacts it names, and the evidence `status` and `proof` that follow from it, are not stated",
  },
  {
    at: "server/domain/evidence/report.ts:34:20-34:43",
    mutator: "ConditionalExpression",
    original: 'a.kind === "screenshot"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every artifact counted as a screenshot: the environment evidence's `screenshots` is object[] (fields not shown): which of the run's artifacts it names, and the evidence `status` and `proof` that follow from it, are not stated",
  },
  {
    at: "server/domain/evidence/report.ts:34:20-34:43",
    mutator: "ConditionalExpression",
    original: 'a.kind === "screenshot"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no artifact counted as a screenshot: the environment evidence's `screenshots` is object[] (fields not shown): which of the run's artifacts it names, and the evidence `status` and `proof` that follow from it, are not stated",
  },
  {
    at: "server/domain/evidence/report.ts:34:20-34:43",
    mutator: "EqualityOperator",
    original: 'a.kind === "screenshot"',
    replacement: 'a.kind !== "screenshot"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the artifacts that are not screenshots counted as the screenshots: the environment evidence's `screenshots` is object[] (fields not shown): which of the run's artifacts it names, and the evidence `status` and `proof` that follow from it, are not stated",
  },
  {
    at: "server/domain/evidence/report.ts:34:31-34:43",
    mutator: "StringLiteral",
    original: '"screenshot"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no artifact counted as a screenshot: the environment evidence's `screenshots` is object[] (fields not shown): which of the run's artifacts it names, and the evidence `status` and `proof` that follow from it, are not stated",
  },
  {
    at: "server/domain/evidence/report.ts:35:18-35:60",
    mutator: "ObjectLiteral",
    original: "{artifactId: a.artifactId, view: a.view}",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "each screenshot named as an empty object: the environment evidence's `screenshots` is object[] (fields not shown): which of the run's artifacts it names, and the evidence `status` and `proof` that follow from it, are not stated",
  },
  {
    at: "server/domain/evidence/report.ts:37:49-37:51",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "unreachable: every run belongs to a task that still exists (a task's delete removes its runs, doc 1 Task delete row: run history removed), so `task` is always there",
  },
  {
    at: "server/domain/evidence/report.ts:38:20-38:37",
    mutator: "BooleanLiteral",
    original: "!f.testerReported",
    replacement: "f.testerReported",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the why-untested note set when the tester has reported and left out when not: it shows only as the tests and requirements sections' optional `note`, whose words are not stated",
  },
  {
    at: "server/domain/evidence/report.ts:39:7-39:30",
    mutator: "ConditionalExpression",
    original: 'run.status === "failed"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every untested run's note says it failed: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:39:7-39:30",
    mutator: "ConditionalExpression",
    original: 'run.status === "failed"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a failed run's note says no tester has reported yet: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:39:7-39:30",
    mutator: "EqualityOperator",
    original: 'run.status === "failed"',
    replacement: 'run.status !== "failed"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the two notes swapped: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:39:22-39:30",
    mutator: "StringLiteral",
    original: '"failed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a failed run's note says no tester has reported yet: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:40:9-40:50",
    mutator: "StringLiteral",
    original: '"the run failed before a tester reported"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "the note emptied: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:41:9-41:37",
    mutator: "StringLiteral",
    original: '"no tester has reported yet"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "the note emptied: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:48:15-48:25",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the run section\'s `status` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/report.ts:49:16-49:54",
    mutator: "LogicalOperator",
    original: "task?.taskId ?? run.jobId ?? run.runId",
    replacement: "(task?.taskId ?? run.jobId) && run.runId",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "`blockId` is the run id for a task's run: what a block is, hence which id `blockId` holds, is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:49:16-49:41",
    mutator: "LogicalOperator",
    original: "task?.taskId ?? run.jobId",
    replacement: "task?.taskId && run.jobId",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`blockId` falls back to the run id for a task's run (no job): what a block is, hence which id `blockId` holds, is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:49:16-49:28",
    mutator: "OptionalChaining",
    original: "task?.taskId",
    replacement: "task.taskId",
    class: "c",
    reason:
      "every run belongs to a task that still exists (a task's delete removes its runs, doc 1 Task delete row: run history removed), so `task` is always there",
  },
  {
    at: "server/domain/evidence/report.ts:50:19-50:66",
    mutator: "LogicalOperator",
    original: "task?.title ?? pipeline?.name ?? run.pipelineId",
    replacement: "(task?.title ?? pipeline?.name) && run.pipelineId",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`blockTitle` is the pipeline id for a task's run: what a block is, hence which title `blockTitle` holds, is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:50:19-50:48",
    mutator: "LogicalOperator",
    original: "task?.title ?? pipeline?.name",
    replacement: "task?.title && pipeline?.name",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`blockTitle` is the pipeline's name for a task's run: what a block is, hence which title `blockTitle` holds, is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:50:19-50:30",
    mutator: "OptionalChaining",
    original: "task?.title",
    replacement: "task.title",
    class: "c",
    reason:
      "every run belongs to a task that still exists (a task's delete removes its runs, doc 1 Task delete row: run history removed), so `task` is always there",
  },
  {
    at: "server/domain/evidence/report.ts:50:34-50:48",
    mutator: "OptionalChaining",
    original: "pipeline?.name",
    replacement: "pipeline.name",
    class: "c",
    reason:
      "unreachable: every run belongs to a task that still exists (a task's delete removes its runs), with its required `title`, so the pipeline's name is never the fallback",
  },
  {
    at: "server/domain/evidence/report.ts:53:21-53:53",
    mutator: "LogicalOperator",
    original: "pipeline?.name ?? run.pipelineId",
    replacement: "pipeline?.name && run.pipelineId",
    class: "a",
    clause: "D1-REPORT-RUN-PIPELINE",
    reason:
      "the run section's `pipelineName` is the pipeline's id, not the `name` GET /pipelines gives the pipeline the run was started on",
    rule: "STATE-RUN-REPORT-STATES",
  },
  {
    at: "server/domain/evidence/report.ts:53:21-53:35",
    mutator: "OptionalChaining",
    original: "pipeline?.name",
    replacement: "pipeline.name",
    class: "c",
    reason:
      "every run's pipeline is in the seeded catalogue (pipelines are neither created nor removed), so `pipeline` is always there",
  },
  {
    at: "server/domain/evidence/report.ts:54:15-54:27",
    mutator: "OptionalChaining",
    original: "task?.ticket",
    replacement: "task.ticket",
    class: "c",
    reason:
      "every run belongs to a task that still exists (a task's delete removes its runs, doc 1 Task delete row: run history removed), so `task` is always there",
  },
  {
    at: "server/domain/evidence/report.ts:55:11-62:12",
    mutator: "ArrayDeclaration",
    original:
      "[{externalId: task.ticket.ref, source: task.ticket.source, title: task.title, url: `https://tracker.example.invalid/${task.ticket.source}/${encodeURIComponent(task.ticket.ref)}`}]",
    replacement: "[]",
    class: "b",
    clause: "D1-STATE-TASK-CREATE",
    reason:
      "no issue listed for a task created with a ticket: the ticket attached on create is shown by no stated read (PublicTask has no ticket field), and no statement ties the report's run `issues` to it",
  },
  {
    at: "server/domain/evidence/report.ts:60:20-60:114",
    mutator: "StringLiteral",
    original: "`https://tracker.example.invalid/${task.ticket.source}/${encodeURIComponent(task.ticket.ref)}`",
    replacement: "``",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "the issue's `url` emptied: which address an issue's `url` holds is not stated (a string, given)",
  },
  {
    at: "server/domain/evidence/report.ts:67:16-67:38",
    mutator: "ConditionalExpression",
    original: 's.status === "pending"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "every step's `model` null: which model a step names (`model` opt string|null) is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:67:16-67:38",
    mutator: "ConditionalExpression",
    original: 's.status === "pending"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a pending step names a model too: which model a step names (`model` opt string|null), and whether one not yet run names one, is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:67:16-67:38",
    mutator: "EqualityOperator",
    original: 's.status === "pending"',
    replacement: 's.status !== "pending"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "only pending steps name a model: which model a step names (`model` opt string|null) is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:67:29-67:38",
    mutator: "StringLiteral",
    original: '"pending"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a pending step names a model too: which model a step names (`model` opt string|null), and whether one not yet run names one, is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:71:20-71:48",
    mutator: "StringLiteral",
    original: "`${repo.owner}/${repo.name}`",
    replacement: "``",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the run section's `repo` emptied: `repo` is string|null and its form (owner/name or another) is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:76:19-76:29",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the ci section\'s `status` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/report.ts:77:38-77:101",
    mutator: "ArrowFunction",
    original: "(c) => ({conclusion: c.conclusion, name: c.name, url: c.url})",
    replacement: "() => undefined",
    class: "c",
    reason:
      "each failing check mapped to nothing: the reference records no failing check (the seeded run's and every composed run's checks succeed), so the failing list is always empty",
  },
  {
    at: "server/domain/evidence/report.ts:77:46-77:100",
    mutator: "ObjectLiteral",
    original: "{conclusion: c.conclusion, name: c.name, url: c.url}",
    replacement: "{}",
    class: "c",
    reason:
      "unreachable, each failing check an empty object: the reference records no failing check (the seeded run's and every composed run's checks succeed), so the failing list is always empty",
  },
  {
    at: "server/domain/evidence/report.ts:80:37-80:43",
    mutator: "StringLiteral",
    original: '"fail"',
    replacement: '""',
    class: "c",
    reason:
      "unreachable, the verdict `fail` emptied: the reference records no failing check (the seeded run's and every composed run's checks succeed), so the failing list is always empty",
  },
  {
    at: "server/domain/evidence/report.ts:80:64-80:70",
    mutator: "StringLiteral",
    original: '"pass"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the ci verdict `pass` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/report.ts:80:73-80:82",
    mutator: "StringLiteral",
    original: '"pending"',
    replacement: '""',
    class: "c",
    reason:
      "unreachable, the verdict `pending` emptied: a run with a pull request always records its checks (seeded or composed), so the ci section is never reported without them",
  },
  {
    at: "server/domain/evidence/report.ts:82:19-82:27",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the absent ci section\'s `status` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/report.ts:82:72-82:105",
    mutator: "StringLiteral",
    original: '"no pull request: CI did not run"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the absent ci section's note emptied: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:83:17-83:59",
    mutator: "MethodExpression",
    original: 'run.steps.some((s) => s.status === "done")',
    replacement: 'run.steps.every(s => s.status === "done")',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "validation reported only once every step is done: when the validation section is reported (which step validates) is not stated: a reported section and an absent one with its note both carry `status`",
  },
  {
    at: "server/domain/evidence/report.ts:83:32-83:58",
    mutator: "ArrowFunction",
    original: '(s) => s.status === "done"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the validation section always absent: when the validation section is reported (which step validates) is not stated: a reported section and an absent one with its note both carry `status`",
  },
  {
    at: "server/domain/evidence/report.ts:83:39-83:58",
    mutator: "ConditionalExpression",
    original: 's.status === "done"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the validation section reported for a run with no finished step: when the validation section is reported (which step validates) is not stated: a reported section and an absent one with its note both carry `status`",
  },
  {
    at: "server/domain/evidence/report.ts:83:39-83:58",
    mutator: "ConditionalExpression",
    original: 's.status === "done"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the validation section always absent: when the validation section is reported (which step validates) is not stated: a reported section and an absent one with its note both carry `status`",
  },
  {
    at: "server/domain/evidence/report.ts:83:39-83:58",
    mutator: "EqualityOperator",
    original: 's.status === "done"',
    replacement: 's.status !== "done"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "validation reported when a step is not done: when the validation section is reported (which step validates) is not stated: a reported section and an absent one with its note both carry `status`",
  },
  {
    at: "server/domain/evidence/report.ts:83:52-83:58",
    mutator: "StringLiteral",
    original: '"done"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the validation section always absent: when the validation section is reported (which step validates) is not stated: a reported section and an absent one with its note both carry `status`",
  },
  {
    at: "server/domain/evidence/report.ts:85:19-85:29",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the reported validation section\'s `status` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/report.ts:88:21-100:12",
    mutator: "ArrayDeclaration",
    original:
      '[{command: "npm run build", exitCode: 0, label: "build", passed: true, durationMs: 4200}, run.status === "failed" ? {command: "npm test", exitCode: 1, label: "unit tests", passed: false, durationMs: 9100, outputTail: run.error?.message ?? "tests failed"} : {command: "npm test", exitCode: 0, label: "unit tests", passed: true, durationMs: 8800}]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no command listed in a reported validation: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:89:24-89:39",
    mutator: "StringLiteral",
    original: '"npm run build"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the build command's text emptied: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:89:61-89:68",
    mutator: "StringLiteral",
    original: '"build"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the build command's label emptied: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:89:78-89:82",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the build command reads not passed with exit code 0: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:90:13-90:36",
    mutator: "ConditionalExpression",
    original: 'run.status === "failed"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the test command always failed: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:90:13-90:36",
    mutator: "ConditionalExpression",
    original: 'run.status === "failed"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the test command never failed: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:90:13-90:36",
    mutator: "EqualityOperator",
    original: 'run.status === "failed"',
    replacement: 'run.status !== "failed"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the test command's outcome swapped: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:90:28-90:36",
    mutator: "StringLiteral",
    original: '"failed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the test command never failed: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:92:28-92:38",
    mutator: "StringLiteral",
    original: '"npm test"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the failed test command's text emptied: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:94:26-94:38",
    mutator: "StringLiteral",
    original: '"unit tests"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the failed test command's label emptied: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:95:27-95:32",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the failed test command reads passed with exit code 1: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:97:31-97:67",
    mutator: "LogicalOperator",
    original: 'run.error?.message ?? "tests failed"',
    replacement: 'run.error?.message && "tests failed"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the failed command's output tail is a fixed text instead of the run's error message: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:97:31-97:49",
    mutator: "OptionalChaining",
    original: "run.error?.message",
    replacement: "run.error.message",
    class: "c",
    reason:
      "a failed run always records its error (failRun and the failed seeds set `error` with a message), so `run.error` is always there where it is read",
  },
  {
    at: "server/domain/evidence/report.ts:97:53-97:67",
    mutator: "StringLiteral",
    original: '"tests failed"',
    replacement: '""',
    class: "c",
    reason: "unreachable: a failed run always records its error with a message (failRun and the failed seeds)",
  },
  {
    at: "server/domain/evidence/report.ts:99:28-99:38",
    mutator: "StringLiteral",
    original: '"npm test"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the passing test command's text emptied: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:99:60-99:72",
    mutator: "StringLiteral",
    original: '"unit tests"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the passing test command's label emptied: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:99:82-99:86",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the passing test command reads not passed with exit code 0: the validation commands (`command`, `exitCode`, `label`, `passed`, `durationMs`, `outputTail`) are the target's own record: which commands ran and how each ended is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:101:19-101:42",
    mutator: "ConditionalExpression",
    original: 'run.status !== "failed"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "validation always passed: the section's `passed` (optional) is the target's own verdict: no statement ties it to the run's status or to its commands",
  },
  {
    at: "server/domain/evidence/report.ts:101:19-101:42",
    mutator: "ConditionalExpression",
    original: 'run.status !== "failed"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "validation never passed: the section's `passed` (optional) is the target's own verdict: no statement ties it to the run's status or to its commands",
  },
  {
    at: "server/domain/evidence/report.ts:101:19-101:42",
    mutator: "EqualityOperator",
    original: 'run.status !== "failed"',
    replacement: 'run.status === "failed"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "validation passed swapped: the section's `passed` (optional) is the target's own verdict: no statement ties it to the run's status or to its commands",
  },
  {
    at: "server/domain/evidence/report.ts:101:34-101:42",
    mutator: "StringLiteral",
    original: '"failed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "validation always passed: the section's `passed` (optional) is the target's own verdict: no statement ties it to the run's status or to its commands",
  },
  {
    at: "server/domain/evidence/report.ts:103:19-103:27",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the absent validation section\'s `status` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/report.ts:103:62-103:103",
    mutator: "StringLiteral",
    original: '"no step finished: nothing was validated"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the absent validation section's note emptied: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:105:7-105:77",
    mutator: "ConditionalExpression",
    original: 'task?.taskType === "bug" && run.steps.some((s) => s.status === "done")',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the reproduction section always reported: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:7-105:77",
    mutator: "ConditionalExpression",
    original: 'task?.taskType === "bug" && run.steps.some((s) => s.status === "done")',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the reproduction section always absent: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:7-105:77",
    mutator: "LogicalOperator",
    original: 'task?.taskType === "bug" && run.steps.some((s) => s.status === "done")',
    replacement: 'task?.taskType === "bug" || run.steps.some(s => s.status === "done")',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "reproduction reported for every task with a finished step and for a bug task with none: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:7-105:31",
    mutator: "ConditionalExpression",
    original: 'task?.taskType === "bug"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "reproduction reported for every task with a finished step: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:7-105:31",
    mutator: "EqualityOperator",
    original: 'task?.taskType === "bug"',
    replacement: 'task?.taskType !== "bug"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "reproduction reported for the tasks that are not bugs: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:7-105:21",
    mutator: "OptionalChaining",
    original: "task?.taskType",
    replacement: "task.taskType",
    class: "c",
    reason:
      "every run belongs to a task that still exists (a task's delete removes its runs, doc 1 Task delete row: run history removed), so `task` is always there",
  },
  {
    at: "server/domain/evidence/report.ts:105:26-105:31",
    mutator: "StringLiteral",
    original: '"bug"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the reproduction section always absent: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:35-105:77",
    mutator: "MethodExpression",
    original: 'run.steps.some((s) => s.status === "done")',
    replacement: 'run.steps.every(s => s.status === "done")',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a bug task reproduced only once every step is done: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:50-105:76",
    mutator: "ArrowFunction",
    original: '(s) => s.status === "done"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the reproduction section always absent: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:57-105:76",
    mutator: "ConditionalExpression",
    original: 's.status === "done"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a bug task's run reproduced before any step finished: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:57-105:76",
    mutator: "ConditionalExpression",
    original: 's.status === "done"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the reproduction section always absent: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:57-105:76",
    mutator: "EqualityOperator",
    original: 's.status === "done"',
    replacement: 's.status !== "done"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a bug task reproduced while a step is not done: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:105:70-105:76",
    mutator: "StringLiteral",
    original: '"done"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the reproduction section always absent: which tasks are reproduced, and when the reproduction section is reported, is not stated (PrReportReproduction lists fields only; the reference reproduces bug tasks with a finished step)",
  },
  {
    at: "server/domain/evidence/report.ts:107:21-107:31",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the reported reproduction section\'s `status` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/report.ts:110:24-110:52",
    mutator: "ArrayDeclaration",
    original: '["tests/regression.test.ts"]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no test path listed: the reported reproduction's `testPaths`, `command` and `verdict` are the target's own record: which test reproduces, with which command, is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:110:25-110:51",
    mutator: "StringLiteral",
    original: '"tests/regression.test.ts"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the test path emptied: the reported reproduction's `testPaths`, `command` and `verdict` are the target's own record: which test reproduces, with which command, is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:111:22-111:60",
    mutator: "StringLiteral",
    original: '"npm test -- tests/regression.test.ts"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the reproducing command emptied: the reported reproduction's `testPaths`, `command` and `verdict` are the target's own record: which test reproduces, with which command, is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:112:22-112:34",
    mutator: "StringLiteral",
    original: '"reproduced"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the verdict `reproduced` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/report.ts:115:21-115:29",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the absent reproduction section\'s `status` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/report.ts:117:24-117:26",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the absent reproduction section lists a test path: which test paths a section lists is not stated (`testPaths` string[])",
  },
  {
    at: "server/domain/evidence/report.ts:118:19-118:43",
    mutator: "ConditionalExpression",
    original: 'task?.taskType === "bug"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every absent reproduction's note says the reproducer has not run: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:118:19-118:43",
    mutator: "ConditionalExpression",
    original: 'task?.taskType === "bug"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a bug task's note says only bug tasks are reproduced: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:118:19-118:43",
    mutator: "EqualityOperator",
    original: 'task?.taskType === "bug"',
    replacement: 'task?.taskType !== "bug"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the two notes swapped: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:118:19-118:33",
    mutator: "OptionalChaining",
    original: "task?.taskType",
    replacement: "task.taskType",
    class: "c",
    reason:
      "every run belongs to a task that still exists (a task's delete removes its runs, doc 1 Task delete row: run history removed), so `task` is always there",
  },
  {
    at: "server/domain/evidence/report.ts:118:38-118:43",
    mutator: "StringLiteral",
    original: '"bug"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a bug task's note says only bug tasks are reproduced: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:118:46-118:74",
    mutator: "StringLiteral",
    original: '"the reproducer has not run"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "the note emptied: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:118:77-118:108",
    mutator: "StringLiteral",
    original: '"only bug tasks are reproduced"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "the note emptied: an absent section's `note` is an optional free text: which words say why is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:123:19-123:29",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the reported tests section\'s `status` reads "": an unknown enum value is drift, never refused (doc 2 Versioning: consumers accept new enum values)',
  },
  {
    at: "server/domain/evidence/report.ts:130:28-130:48",
    mutator: "ObjectLiteral",
    original: "{detail: o.detail}",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "an outcome's `detail` (optional) left out: which outcome carries a detail is the target's own record",
  },
  {
    at: "server/domain/evidence/report.ts:133:23-133:73",
    mutator: "MethodExpression",
    original: 'f.testOutcomes.every((o) => o.status === "passed")',
    replacement: 'f.testOutcomes.some(o => o.status === "passed")',
    class: "c",
    reason:
      "greenlight when some outcome passed: every outcome the reference records passes (the seeded run's and the composed one), so some and every agree",
  },
  {
    at: "server/domain/evidence/report.ts:133:44-133:72",
    mutator: "ArrowFunction",
    original: '(o) => o.status === "passed"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "greenlight always false: `greenlight` (optional boolean|null) is the target's own verdict: no statement ties it to the outcomes",
  },
  {
    at: "server/domain/evidence/report.ts:133:51-133:72",
    mutator: "ConditionalExpression",
    original: 'o.status === "passed"',
    replacement: "true",
    class: "c",
    reason:
      "greenlight always true: every outcome the reference records passes (the seeded run's and the composed one), so every outcome passes either way",
  },
  {
    at: "server/domain/evidence/report.ts:133:51-133:72",
    mutator: "ConditionalExpression",
    original: 'o.status === "passed"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "greenlight always false: `greenlight` (optional boolean|null) is the target's own verdict: no statement ties it to the outcomes",
  },
  {
    at: "server/domain/evidence/report.ts:133:51-133:72",
    mutator: "EqualityOperator",
    original: 'o.status === "passed"',
    replacement: 'o.status !== "passed"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "greenlight false when every outcome passed: `greenlight` (optional boolean|null) is the target's own verdict: no statement ties it to the outcomes",
  },
  {
    at: "server/domain/evidence/report.ts:133:64-133:72",
    mutator: "StringLiteral",
    original: '"passed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "greenlight always false: `greenlight` (optional boolean|null) is the target's own verdict: no statement ties it to the outcomes",
  },
  // server/domain/evidence/report.ts (lines 134 to the end)
  {
    at: "server/domain/evidence/report.ts:134:38-134:49",
    mutator: "StringLiteral",
    original: '"ephemeral"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the tests section's `environment` for a run with throwaway environments emptied: PrReportTests gives `environment` by name only (no type, no values)",
  },
  {
    at: "server/domain/evidence/report.ts:137:19-137:27",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the absent tests section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:141:19-141:21",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an absent tests section lists a name under `tested`: PrReportTests gives `tested` as string[] only, and what an absent section's lists hold is not stated (its `status` still says the tester did not report)",
  },
  {
    at: "server/domain/evidence/report.ts:146:7-146:38",
    mutator: "ConditionalExpression",
    original: "f.testerReported && reqs.length",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the requirements section reads reported for every run (not-covered entries before any tester reported, none for a service without a spec): which sections read reported in which state of a run is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:146:7-146:38",
    mutator: "ConditionalExpression",
    original: "f.testerReported && reqs.length",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the requirements section reads absent for every run, recorded verdicts or not: which sections read reported in which state of a run is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:146:7-146:38",
    mutator: "LogicalOperator",
    original: "f.testerReported && reqs.length",
    replacement: "f.testerReported || reqs.length",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the requirements section reads reported also before a tester reported, when the spec names requirements: which sections read reported in which state of a run is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:148:46-154:14",
    mutator: "ObjectLiteral",
    original:
      '{ requirementId: r.id, title: r.title, priority: r.priority, verdict: verdictOf.get(r.id)?.verdict ?? "not_covered", detail: verdictOf.get(r.id)?.detail ?? null, }',
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "each requirement entry is `{}`: PrReportRequirements `entries` is object[], its fields not shown",
  },
  {
    at: "server/domain/evidence/report.ts:152:24-152:69",
    mutator: "LogicalOperator",
    original: 'verdictOf.get(r.id)?.verdict ?? "not_covered"',
    replacement: 'verdictOf.get(r.id)?.verdict && "not_covered"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an entry's verdict reads `not_covered` for a covered requirement and undefined for an uncovered one: the entries' fields are not shown (object[])",
  },
  {
    at: "server/domain/evidence/report.ts:152:56-152:69",
    mutator: "StringLiteral",
    original: '"not_covered"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "an uncovered requirement's entry reads verdict \"\": the entries' fields are not shown (object[])",
  },
  {
    at: "server/domain/evidence/report.ts:153:23-153:58",
    mutator: "LogicalOperator",
    original: "verdictOf.get(r.id)?.detail ?? null",
    replacement: "verdictOf.get(r.id)?.detail && null",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "every entry's `detail` reads null (or absent): the entries' fields are not shown (object[])",
  },
  {
    at: "server/domain/evidence/report.ts:155:25-155:67",
    mutator: "MethodExpression",
    original: 'entries.filter((e) => e.verdict === "met")',
    replacement: "entries",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`met` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:155:40-155:66",
    mutator: "ArrowFunction",
    original: '(e) => e.verdict === "met"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`met` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:155:47-155:66",
    mutator: "ConditionalExpression",
    original: 'e.verdict === "met"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`met` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:155:47-155:66",
    mutator: "ConditionalExpression",
    original: 'e.verdict === "met"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`met` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:155:47-155:66",
    mutator: "EqualityOperator",
    original: 'e.verdict === "met"',
    replacement: 'e.verdict !== "met"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`met` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:155:61-155:66",
    mutator: "StringLiteral",
    original: '"met"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`met` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:156:28-156:74",
    mutator: "MethodExpression",
    original: 'entries.filter((e) => e.verdict === "not_met")',
    replacement: "entries",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`notMet` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:156:43-156:73",
    mutator: "ArrowFunction",
    original: '(e) => e.verdict === "not_met"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`notMet` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:156:50-156:73",
    mutator: "ConditionalExpression",
    original: 'e.verdict === "not_met"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`notMet` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:156:50-156:73",
    mutator: "ConditionalExpression",
    original: 'e.verdict === "not_met"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`notMet` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:156:50-156:73",
    mutator: "EqualityOperator",
    original: 'e.verdict === "not_met"',
    replacement: 'e.verdict !== "not_met"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`notMet` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:156:64-156:73",
    mutator: "StringLiteral",
    original: '"not_met"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`notMet` counts other entries: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:158:23-158:33",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the reported requirements section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:162:27-162:56",
    mutator: "ArithmeticOperator",
    original: "entries.length - met - notMet",
    replacement: "entries.length - met + notMet",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`notCovered` adds `notMet` instead of subtracting it: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:162:27-162:47",
    mutator: "ArithmeticOperator",
    original: "entries.length - met",
    replacement: "entries.length + met",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`notCovered` adds `met` instead of subtracting it: PrReportRequirements gives `met`, `notMet`, `notCovered` and `total` by name and type only, and its `entries` are object[] whose fields are not shown, so no count can be held to them (the outcome's \"every count derived from recorded verdicts\" is the outcome's, an object*)",
  },
  {
    at: "server/domain/evidence/report.ts:168:21-168:29",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the absent requirements section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:175:19-175:65",
    mutator: "LogicalOperator",
    original: 'untested ?? "the service has no specification"',
    replacement: 'untested && "the service has no specification"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the absent requirements section's note changes (absent when the tester reported, the no-spec text otherwise): a section's `note` is optional and its text is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:179:19-179:29",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the reported environments section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:180:37-185:12",
    mutator: "ObjectLiteral",
    original:
      "{ environmentId: e.environmentId, url: e.url, state: environmentState(e, now), expiresAt: e.expiresAt, }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "each environment entry is `{}`: PrReportEnvironments `entries` is object[], its fields not shown",
  },
  {
    at: "server/domain/evidence/report.ts:187:25-187:56",
    mutator: "LogicalOperator",
    original: "artifacts[0]?.createdAt ?? null",
    replacement: "artifacts[0]?.createdAt && null",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`evidence.capturedAt` reads null while screenshots were captured: `capturedAt` is number|null and what it records is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:187:25-187:48",
    mutator: "OptionalChaining",
    original: "artifacts[0]?.createdAt",
    replacement: "artifacts[0].createdAt",
    class: "c",
    reason:
      "the only run with throwaway environments is the seeded done run (composed runs provision none), and it holds artifacts: `artifacts[0]` is defined wherever this runs",
  },
  {
    at: "server/domain/evidence/report.ts:188:42-188:85",
    mutator: "ArrowFunction",
    original: "(o) => ({ name: o.name, status: o.status })",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`evidence.outcomes` lists null for each outcome: PrReportEnvironments `evidence.outcomes` has no type given",
  },
  {
    at: "server/domain/evidence/report.ts:188:50-188:84",
    mutator: "ObjectLiteral",
    original: "{ name: o.name, status: o.status }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "`evidence.outcomes` lists `{}` for each outcome: `evidence.outcomes` has no type given",
  },
  {
    at: "server/domain/evidence/report.ts:189:25-189:36",
    mutator: "StringLiteral",
    original: '"ephemeral"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      '`evidence.ranAgainst` of a run with throwaway environments becomes "": an unknown enum value is drift, never refused (doc 2 Versioning), and which environment the tests ran against is not stated',
  },
  {
    at: "server/domain/evidence/report.ts:190:49-190:112",
    mutator: "ArrowFunction",
    original: "(v) => ({ requirementId: v.requirementId, verdict: v.verdict })",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "`evidence.requirementVerdicts` lists null for each verdict: `requirementVerdicts` has no type given",
  },
  {
    at: "server/domain/evidence/report.ts:190:57-190:111",
    mutator: "ObjectLiteral",
    original: "{ requirementId: v.requirementId, verdict: v.verdict }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "`evidence.requirementVerdicts` lists `{}` for each verdict: `requirementVerdicts` has no type given",
  },
  {
    at: "server/domain/evidence/report.ts:192:42-192:52",
    mutator: "StringLiteral",
    original: '"captured"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      '`evidence.status` with screenshots captured becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:195:17-195:19",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a reported environments section lists a gap: `gaps` is string[], its values and when one is listed are not stated",
  },
  {
    at: "server/domain/evidence/report.ts:196:39-196:49",
    mutator: "StringLiteral",
    original: '"complete"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      '`proof` with screenshots captured becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:197:21-197:61",
    mutator: "MethodExpression",
    original: "envs.every((e) => e.tornDownAt !== null)",
    replacement: "envs.some(e => e.tornDownAt !== null)",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`teardown` reads `confirmed` while one environment is not torn down: the teardown values are named only, what each means is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:197:32-197:60",
    mutator: "ArrowFunction",
    original: "(e) => e.tornDownAt !== null",
    replacement: "() => undefined",
    class: "c",
    reason:
      "the only run with throwaway environments is the seeded done run (composed runs provision none), and one of its two is not torn down: the mutated `every` is false as the original, so no request tells them apart",
  },
  {
    at: "server/domain/evidence/report.ts:197:39-197:60",
    mutator: "ConditionalExpression",
    original: "e.tornDownAt !== null",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`teardown` reads `confirmed` while one environment is not torn down: the teardown values are named only, what each means is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:197:39-197:60",
    mutator: "ConditionalExpression",
    original: "e.tornDownAt !== null",
    replacement: "false",
    class: "c",
    reason:
      "the only run with throwaway environments is the seeded done run (composed runs provision none), and one of its two is not torn down: the mutated `every` is false as the original, so no request tells them apart",
  },
  {
    at: "server/domain/evidence/report.ts:197:39-197:60",
    mutator: "EqualityOperator",
    original: "e.tornDownAt !== null",
    replacement: "e.tornDownAt === null",
    class: "c",
    reason:
      "the only run with throwaway environments is the seeded done run (composed runs provision none), and one of its two is not torn down: the mutated `every` is false as the original, so no request tells them apart",
  },
  {
    at: "server/domain/evidence/report.ts:197:78-197:88",
    mutator: "StringLiteral",
    original: '"retained"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason: '`teardown` `retained` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:201:28-201:73",
    mutator: "MethodExpression",
    original: "Math.min(...envs.map((e) => e.provisionedAt))",
    replacement: "Math.max(...envs.map(e => e.provisionedAt))",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`timeline.provisionedAt` reads the latest provisioning instead of the earliest: `provisionedAt` is number|null and which time it records is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:201:49-201:71",
    mutator: "ArrowFunction",
    original: "(e) => e.provisionedAt",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`timeline.provisionedAt` reads null (NaN) while environments were provisioned: `provisionedAt` is number|null and what it records is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:204:25-204:65",
    mutator: "MethodExpression",
    original: "envs.every((e) => e.tornDownAt !== null)",
    replacement: "envs.some(e => e.tornDownAt !== null)",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`timeline.tornDownAt` reads a time while one environment is not torn down: `tornDownAt` is number|null and what it records is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:204:36-204:64",
    mutator: "ArrowFunction",
    original: "(e) => e.tornDownAt !== null",
    replacement: "() => undefined",
    class: "c",
    reason:
      "the only run with throwaway environments is the seeded done run (composed runs provision none), and one of its two is not torn down: the mutated `every` is false as the original, so no request tells them apart",
  },
  {
    at: "server/domain/evidence/report.ts:204:43-204:64",
    mutator: "ConditionalExpression",
    original: "e.tornDownAt !== null",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`timeline.tornDownAt` reads a time while one environment is not torn down: `tornDownAt` is number|null and what it records is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:204:43-204:64",
    mutator: "ConditionalExpression",
    original: "e.tornDownAt !== null",
    replacement: "false",
    class: "c",
    reason:
      "the only run with throwaway environments is the seeded done run (composed runs provision none), and one of its two is not torn down: the mutated `every` is false as the original, so no request tells them apart",
  },
  {
    at: "server/domain/evidence/report.ts:204:43-204:64",
    mutator: "EqualityOperator",
    original: "e.tornDownAt !== null",
    replacement: "e.tornDownAt === null",
    class: "c",
    reason:
      "the only run with throwaway environments is the seeded done run (composed runs provision none), and one of its two is not torn down: the mutated `every` is false as the original, so no request tells them apart",
  },
  {
    at: "server/domain/evidence/report.ts:208:19-208:27",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the absent environments section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:212:23-212:25",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the absent environments section's `evidence.outcomes` lists a string: `evidence.outcomes` has no type given",
  },
  {
    at: "server/domain/evidence/report.ts:214:34-214:36",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the absent environments section's `evidence.requirementVerdicts` lists a string: `requirementVerdicts` has no type given",
  },
  {
    at: "server/domain/evidence/report.ts:216:52-216:60",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      '`evidence.status` without environments or screenshots becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:219:17-219:36",
    mutator: "ArrayDeclaration",
    original: '["not_provisioned"]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an absent environments section lists no gap: `gaps` is string[], its values and when one is listed are not stated (the timeline's `gap` still reads `not_provisioned`)",
  },
  {
    at: "server/domain/evidence/report.ts:219:18-219:35",
    mutator: "StringLiteral",
    original: '"not_provisioned"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: 'the absent environments section\'s gap reads "": `gaps` is string[], its values not stated',
  },
  {
    at: "server/domain/evidence/report.ts:220:18-220:34",
    mutator: "StringLiteral",
    original: '"not_applicable"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      '`proof` of an absent environments section becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:221:21-221:37",
    mutator: "StringLiteral",
    original: '"not_applicable"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      '`teardown` of an absent environments section becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:223:18-223:35",
    mutator: "StringLiteral",
    original: '"not_provisioned"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      '`timeline.gap` of an absent environments section becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:230:17-230:72",
    mutator: "StringLiteral",
    original: '"no throwaway environment was provisioned for this run"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the absent environments section's note's text emptied: a section's `note` is optional and its text is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:252:19-252:27",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the absent judges section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:252:49-252:81",
    mutator: "StringLiteral",
    original: '"the pipeline has no judge step"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the absent judges section's note's text emptied: a section's `note` is optional and its text is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:255:19-255:29",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the reported merge section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:258:23-262:12",
    mutator: "ObjectLiteral",
    original:
      "{ changeClass: record.changeClass, mergerScore: record.mergerScore, minScore: record.threshold.minScore, }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "the merge section's `assessment` is `{}`: PrReportMerge `assessment` is object|null, its fields not shown",
  },
  {
    at: "server/domain/evidence/report.ts:264:19-264:27",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the absent merge section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:264:35-264:70",
    mutator: "StringLiteral",
    original: '"no pull request: nothing to merge"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "the absent merge section's note's text emptied: a section's `note` is optional and its text is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:280:19-280:27",
    mutator: "StringLiteral",
    original: '"absent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the absent context section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:280:50-280:88",
    mutator: "StringLiteral",
    original: '"no document was attached to the task"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the absent context section's note's text emptied: a section's `note` is optional and its text is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:293:18-293:52",
    mutator: "StringLiteral",
    original: "`/api/v1/runs/${run.runId}/report`",
    replacement: "``",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      '`observability.reportUrl` reads "": the three URLs are string|null by type only, what each points at is not stated',
  },
  {
    at: "server/domain/evidence/report.ts:294:28-294:61",
    mutator: "StringLiteral",
    original: "`/api/v1/tasks/${run.taskId}/run`",
    replacement: "``",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      '`observability.runUrl` reads "": the three URLs are string|null by type only, what each points at is not stated',
  },
  {
    at: "server/domain/evidence/report.ts:295:22-295:55",
    mutator: "StringLiteral",
    original: "`/api/v1/debug/runs/${run.runId}`",
    replacement: "``",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      '`observability.trajectoryUrl` reads "": the three URLs are string|null by type only, what each points at is not stated',
  },
  {
    at: "server/domain/evidence/report.ts:298:13-298:18",
    mutator: "StringLiteral",
    original: '"own"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      "`scope.role` becomes \"\": an unknown enum value is drift, never refused (doc 2 Versioning), and whether a report is the run's own or a peer's is not otherwise stated",
  },
  {
    at: "server/domain/evidence/report.ts:299:16-299:44",
    mutator: "LogicalOperator",
    original: "f.service?.serviceId ?? null",
    replacement: "f.service?.serviceId && null",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`scope.frameId` reads null for a run under a service: `frameId` is string|null opt, which frame it names is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:299:16-299:36",
    mutator: "OptionalChaining",
    original: "f.service?.serviceId",
    replacement: "f.service.serviceId",
    class: "c",
    reason:
      "every run is a task's (createRun) and a task's service is live (deleting a service deletes its tasks and their run history): `f.service` is always defined",
  },
  {
    at: "server/domain/evidence/report.ts:300:29-300:50",
    mutator: "ArrayDeclaration",
    original: "[f.service.serviceId]",
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "`scope.frameIds` reads []: `frameIds` is string[] opt, which frames it names is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:301:41-301:101",
    mutator: "ObjectLiteral",
    original: "{ url: run.pullRequest.url, branch: run.pullRequest.branch }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "`scope.ownPullRequest` is `{}`: object|null, its fields not shown",
  },
  {
    at: "server/domain/evidence/report.ts:134:52-134:59",
    mutator: "StringLiteral",
    original: '"local"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the tests section's `environment` without throwaway environments emptied: PrReportTests gives `environment` by name only (no type, no values)",
  },
  {
    at: "server/domain/evidence/report.ts:175:31-175:65",
    mutator: "StringLiteral",
    original: '"the service has no specification"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "the absent requirements section's no-spec note's text emptied: a section's `note` is optional and its text is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:192:55-192:67",
    mutator: "StringLiteral",
    original: '"undeclared"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      '`evidence.status` without screenshots becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:196:52-196:64",
    mutator: "StringLiteral",
    original: '"incomplete"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason: '`proof` without screenshots becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:197:64-197:75",
    mutator: "StringLiteral",
    original: '"confirmed"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason: '`teardown` `confirmed` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:204:68-204:111",
    mutator: "MethodExpression",
    original: "Math.max(...envs.map((e) => e.tornDownAt!))",
    replacement: "Math.min(...envs.map(e => e.tornDownAt!))",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`timeline.tornDownAt` reads the first teardown instead of the last: `tornDownAt` is number|null and which time it records is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:204:89-204:109",
    mutator: "ArrowFunction",
    original: "(e) => e.tornDownAt!",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "`timeline.tornDownAt` reads null (NaN) once every environment is torn down: `tornDownAt` is number|null and what it records is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:216:42-216:49",
    mutator: "StringLiteral",
    original: '"local"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      '`evidence.status` with screenshots but no environment becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:234:19-234:29",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the reported judges section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:236:28-236:59",
    mutator: "ConditionalExpression",
    original: 'run.steps[i]?.status === "done"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every judge reads passed (disposition pass, a score) before it ran: a judge's `disposition`, `score` and `summary` are given by name and type only: which verdict a judge step's state shows is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:236:28-236:59",
    mutator: "ConditionalExpression",
    original: 'run.steps[i]?.status === "done"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no judge reads passed, a finished one included: a judge's `disposition`, `score` and `summary` are given by name and type only: which verdict a judge step's state shows is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:236:28-236:59",
    mutator: "EqualityOperator",
    original: 'run.steps[i]?.status === "done"',
    replacement: 'run.steps[i]?.status !== "done"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a judge reads passed exactly when its step is not done: a judge's `disposition`, `score` and `summary` are given by name and type only: which verdict a judge step's state shows is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:236:28-236:48",
    mutator: "OptionalChaining",
    original: "run.steps[i]?.status",
    replacement: "run.steps[i].status",
    class: "c",
    reason:
      "a run's steps are its pipeline's, one for one (createRun): `run.steps[i]` is defined for every judge step's index",
  },
  {
    at: "server/domain/evidence/report.ts:236:53-236:59",
    mutator: "StringLiteral",
    original: '"done"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "no judge reads passed, a finished one included: a judge's `disposition`, `score` and `summary` are given by name and type only: which verdict a judge step's state shows is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:239:37-239:43",
    mutator: "StringLiteral",
    original: '"pass"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a passed judge\'s `disposition` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:239:46-239:80",
    mutator: "ConditionalExpression",
    original: 'run.steps[i]?.status === "running"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a judge that has not run reads `park`: a judge's `disposition`, `score` and `summary` are given by name and type only: which verdict a judge step's state shows is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:239:46-239:80",
    mutator: "ConditionalExpression",
    original: 'run.steps[i]?.status === "running"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a running judge reads disposition null instead of `park`: a judge's `disposition`, `score` and `summary` are given by name and type only: which verdict a judge step's state shows is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:239:46-239:80",
    mutator: "EqualityOperator",
    original: 'run.steps[i]?.status === "running"',
    replacement: 'run.steps[i]?.status !== "running"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a running judge reads null and a pending one `park`: a judge's `disposition`, `score` and `summary` are given by name and type only: which verdict a judge step's state shows is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:239:46-239:66",
    mutator: "OptionalChaining",
    original: "run.steps[i]?.status",
    replacement: "run.steps[i].status",
    class: "c",
    reason:
      "a run's steps are its pipeline's, one for one (createRun): `run.steps[i]` is defined for every judge step's index",
  },
  {
    at: "server/domain/evidence/report.ts:239:71-239:80",
    mutator: "StringLiteral",
    original: '"running"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a running judge reads disposition null instead of `park`: a judge's `disposition`, `score` and `summary` are given by name and type only: which verdict a judge step's state shows is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:239:83-239:89",
    mutator: "StringLiteral",
    original: '"park"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a running judge\'s `disposition` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:243:27-243:43",
    mutator: "StringLiteral",
    original: '"Default rubric"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "`rubricName` reads \"\": string|null, the rubric's name is the server's",
  },
  {
    at: "server/domain/evidence/report.ts:244:33-244:38",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "`rubricOverridden` reads true: a boolean by type only, when a rubric counts as overridden is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:247:33-247:51",
    mutator: "StringLiteral",
    original: '"meets the rubric"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason: "a passed judge's `summary` reads \"\": string|null, its text is the server's",
  },
  {
    at: "server/domain/evidence/report.ts:267:19-267:29",
    mutator: "StringLiteral",
    original: '"reported"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the reported context section\'s `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:269:29-269:34",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every document reads `movedDuringRun` true: a boolean by type only, when a document counts as moved is not stated",
  },
  {
    at: "server/domain/evidence/report.ts:270:21-270:40",
    mutator: "ConditionalExpression",
    original: 'd.kind === "upload"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every document reads origin `upload`: which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:270:21-270:40",
    mutator: "ConditionalExpression",
    original: 'd.kind === "upload"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an upload reads its filing source as origin: which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:270:21-270:40",
    mutator: "EqualityOperator",
    original: 'd.kind === "upload"',
    replacement: 'd.kind !== "upload"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "uploads and named pages swap origins: which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:270:32-270:40",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an upload reads its filing source as origin: which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:270:43-270:51",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an upload's origin reads \"\": which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:271:20-271:43",
    mutator: "LogicalOperator",
    original: "d.title ?? d.externalId",
    replacement: "d.title && d.externalId",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an upload's title reads its generated id (every document has a title): which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:273:15-273:34",
    mutator: "ConditionalExpression",
    original: 'd.kind === "upload"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every document's `url` is null: `url` is string|null and which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:273:15-273:34",
    mutator: "ConditionalExpression",
    original: 'd.kind === "upload"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an upload gets a URL: `url` is string|null and which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:273:15-273:34",
    mutator: "EqualityOperator",
    original: 'd.kind === "upload"',
    replacement: 'd.kind !== "upload"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "uploads get URLs and named pages none: `url` is string|null and which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:273:26-273:34",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an upload gets a URL: `url` is string|null and which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:275:19-275:97",
    mutator: "StringLiteral",
    original: "`https://docs.example.invalid/${d.source}/${encodeURIComponent(d.externalId)}`",
    replacement: "``",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "a named page's `url` reads \"\": `url` is string|null and which documents the context section lists, and how a listed one maps to the task's attachments, is not stated (PrReportContext gives the fields by name and type; the six source identifiers are not named)",
  },
  {
    at: "server/domain/evidence/report.ts:277:15-277:34",
    mutator: "ConditionalExpression",
    original: 'd.kind === "upload"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "every document reads freshness not-applicable: which freshness a document reads (not-applicable for an upload, unconfirmed for a page) is not stated; each reading is one of the three DocumentFreshness shapes",
  },
  {
    at: "server/domain/evidence/report.ts:277:15-277:34",
    mutator: "ConditionalExpression",
    original: 'd.kind === "upload"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an upload reads freshness unconfirmed: which freshness a document reads (not-applicable for an upload, unconfirmed for a page) is not stated; each reading is one of the three DocumentFreshness shapes",
  },
  {
    at: "server/domain/evidence/report.ts:277:15-277:34",
    mutator: "EqualityOperator",
    original: 'd.kind === "upload"',
    replacement: 'd.kind !== "upload"',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "uploads and named pages swap freshness: which freshness a document reads (not-applicable for an upload, unconfirmed for a page) is not stated; each reading is one of the three DocumentFreshness shapes",
  },
  {
    at: "server/domain/evidence/report.ts:277:26-277:34",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-REPORT",
    reason:
      "an upload reads freshness unconfirmed: which freshness a document reads (not-applicable for an upload, unconfirmed for a page) is not stated; each reading is one of the three DocumentFreshness shapes",
  },
  {
    at: "server/domain/evidence/report.ts:277:47-277:63",
    mutator: "StringLiteral",
    original: '"not-applicable"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'an upload\'s freshness `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning) (an unknown tag of DocumentFreshness)',
  },
  {
    at: "server/domain/evidence/report.ts:277:78-277:91",
    mutator: "StringLiteral",
    original: '"unconfirmed"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a named page\'s freshness `status` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning) (an unknown tag of DocumentFreshness)',
  },
  {
    at: "server/domain/evidence/report.ts:277:101-277:116",
    mutator: "StringLiteral",
    original: '"not_connected"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a named page\'s freshness `reason` becomes "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/report.ts:294:76-294:103",
    mutator: "StringLiteral",
    original: "`/api/v1/jobs/${run.jobId}`",
    replacement: "``",
    class: "c",
    reason: "every run is a task's (createRun sets `taskId`, `jobId` null): the job branch of `runUrl` is never taken",
  },
  {
    at: "server/domain/evidence/report.ts:300:53-300:55",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "every run is a task's (createRun) and a task's service is live (deleting a service deletes its tasks and their run history): `f.service` is always defined",
  },
  // server/domain/evidence (artifacts.ts, outcome.ts, merge-records.ts)
  {
    at: "server/domain/evidence/artifacts.ts:25:3-25:101",
    mutator: "StringLiteral",
    original: '"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-BLOB-TYPE",
    reason:
      "the seeded screenshots' bytes are empty (`byteSize` 0, served as 0 bytes of image/png): what a capture holds is the server's; the documents state only the recorded content type and the exact `byteSize`, both kept",
  },
  {
    at: "server/domain/evidence/artifacts.ts:26:3-26:11",
    mutator: "StringLiteral",
    original: '"base64"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-BLOB-TYPE",
    reason:
      "the seeded screenshots' bytes are the base64 text read as UTF-8 (its `byteSize` and `hash` follow): what a capture holds is the server's; the documents state only the recorded content type and the exact `byteSize`, both kept",
  },
  {
    at: "server/domain/evidence/artifacts.ts:29:3-29:97",
    mutator: "StringLiteral",
    original: '"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-BLOB-TYPE",
    reason:
      "the seeded reference image's bytes are empty (`byteSize` 0, served as 0 bytes of image/png): what a capture holds is the server's; the documents state only the recorded content type and the exact `byteSize`, both kept",
  },
  {
    at: "server/domain/evidence/artifacts.ts:30:3-30:11",
    mutator: "StringLiteral",
    original: '"base64"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-BLOB-TYPE",
    reason:
      "the seeded reference image's bytes are the base64 text read as UTF-8 (its `byteSize` and `hash` follow): what a capture holds is the server's; the documents state only the recorded content type and the exact `byteSize`, both kept",
  },
  {
    at: "server/domain/evidence/artifacts.ts:34:10-34:66",
    mutator: "StringLiteral",
    original: '`sha256:${createHash("sha256").update(b).digest("hex")}`',
    replacement: "``",
    class: "b",
    clause: "D1-SHAPE-ARTIFACT",
    reason:
      'every artifact\'s `hash` is "" (and the blob\'s etag `""`): `hash` is a required string whose form and tie to the bytes are not stated',
  },
  {
    at: "server/domain/evidence/artifacts.ts:52:7-52:72",
    mutator: "ConditionalExpression",
    original: "artifactsOfRun(ws, runId).length >= ws.server.options.artifactCap",
    replacement: "false",
    class: "b",
    clause: "D2-LIMITS-ARTIFACT-CAP",
    reason:
      "the per-run cap on stored artifacts never applies: its figure is not shown and no request stores an artifact (captures are the pipelines'), so no request can reach it (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/artifacts.ts:52:7-52:72",
    mutator: "EqualityOperator",
    original: "artifactsOfRun(ws, runId).length >= ws.server.options.artifactCap",
    replacement: "artifactsOfRun(ws, runId).length > ws.server.options.artifactCap",
    class: "b",
    clause: "D2-LIMITS-ARTIFACT-CAP",
    reason:
      "a run stores one artifact past the cap: its figure is not shown and no request stores an artifact (captures are the pipelines'), so no request can reach it (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/artifacts.ts:58:23-58:28",
    mutator: "StringLiteral",
    original: '"run"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'an artifact stored without a scope (both seeded screenshots) lists `scope` "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/artifacts.ts:59:11-59:25",
    mutator: "LogicalOperator",
    original: "a.view ?? null",
    replacement: "a.view && null",
    class: "b",
    clause: "D1-SHAPE-ARTIFACT",
    reason: "every artifact's `view` is null: `view` is string|null, and which view a capture shows is not stated",
  },
  {
    at: "server/domain/evidence/artifacts.ts:71:10-71:108",
    mutator: "MethodExpression",
    original: "[...ws.evidence.artifacts.values()].filter((a) => a.runId === runId).sort((a, b) => a.seq - b.seq)",
    replacement: "[...ws.evidence.artifacts.values()].filter(a => a.runId === runId)",
    class: "c",
    reason:
      "the artifacts map iterates in insertion order and `seq` grows with every insertion (ids are never re-stored): sorting by `seq` changes no order",
  },
  {
    at: "server/domain/evidence/artifacts.ts:71:10-71:78",
    mutator: "MethodExpression",
    original: "[...ws.evidence.artifacts.values()].filter((a) => a.runId === runId)",
    replacement: "[...ws.evidence.artifacts.values()]",
    class: "a",
    clause: "D2-EVIDENCE-ARTIFACTS-OF-RUN",
    reason:
      "every run lists every artifact of the workspace (and its outcome's views count them): a run's list holds that run's artifacts, and a run-scoped artifact shows under runs of other tasks",
    rule: "STATE-RUN-ARTIFACTS-OF-RUN",
  },
  {
    at: "server/domain/evidence/artifacts.ts:71:10-71:45",
    mutator: "ArrayDeclaration",
    original: "[...ws.evidence.artifacts.values()]",
    replacement: "[]",
    class: "a",
    clause: "D2-EVIDENCE-ARTIFACTS-OF-RUN",
    reason:
      "no run lists any artifact (nor its outcome's views): the configured artifact whose bytes are kept, a screenshot of the seeded run, is in no run's list",
    rule: "STATE-RUN-ARTIFACTS-OF-RUN",
  },
  {
    at: "server/domain/evidence/artifacts.ts:71:53-71:77",
    mutator: "ArrowFunction",
    original: "(a) => a.runId === runId",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-EVIDENCE-ARTIFACTS-OF-RUN",
    reason:
      "the filter keeps nothing: no run lists any artifact, though the configured one whose bytes are kept is a screenshot of the seeded run",
    rule: "STATE-RUN-ARTIFACTS-OF-RUN",
  },
  {
    at: "server/domain/evidence/artifacts.ts:71:60-71:77",
    mutator: "ConditionalExpression",
    original: "a.runId === runId",
    replacement: "true",
    class: "a",
    clause: "D2-EVIDENCE-ARTIFACTS-OF-RUN",
    reason:
      "every run lists every artifact of the workspace: a run's list holds that run's artifacts, and a run-scoped artifact shows under runs of other tasks",
    rule: "STATE-RUN-ARTIFACTS-OF-RUN",
  },
  {
    at: "server/domain/evidence/artifacts.ts:71:60-71:77",
    mutator: "ConditionalExpression",
    original: "a.runId === runId",
    replacement: "false",
    class: "a",
    clause: "D2-EVIDENCE-ARTIFACTS-OF-RUN",
    reason:
      "no run lists any artifact: the configured one whose bytes are kept, a screenshot of the seeded run, is in no run's list",
    rule: "STATE-RUN-ARTIFACTS-OF-RUN",
  },
  {
    at: "server/domain/evidence/artifacts.ts:71:60-71:77",
    mutator: "EqualityOperator",
    original: "a.runId === runId",
    replacement: "a.runId !== runId",
    class: "a",
    clause: "D2-EVIDENCE-ARTIFACTS-OF-RUN",
    reason:
      "each run lists every other run's artifacts and not its own: the seeded run's screenshots show under every other run, run-scoped ones under runs of other tasks",
    rule: "STATE-RUN-ARTIFACTS-OF-RUN",
  },
  {
    at: "server/domain/evidence/artifacts.ts:71:84-71:107",
    mutator: "ArrowFunction",
    original: "(a, b) => a.seq - b.seq",
    replacement: "() => undefined",
    class: "c",
    reason:
      "a comparator answering undefined keeps the order it was given (the sort is stable), which is already `seq` order (insertion order)",
  },
  {
    at: "server/domain/evidence/artifacts.ts:71:94-71:107",
    mutator: "ArithmeticOperator",
    original: "a.seq - b.seq",
    replacement: "a.seq + b.seq",
    class: "b",
    clause: "D2-EVIDENCE-ARTIFACTS-UNPAGED",
    reason: "a run's artifacts in another order: the order of the unpaged list is not stated",
  },
  {
    at: "server/domain/evidence/artifacts.ts:95:11-95:23",
    mutator: "StringLiteral",
    original: '"screenshot"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason: 'the seeded screenshot lists `kind` "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/artifacts.ts:96:11-96:32",
    mutator: "StringLiteral",
    original: '"board/export-dialog"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-ARTIFACT",
    reason:
      'the seeded screenshot\'s `view` is "": `view` is string|null, and which view a capture shows is not stated',
  },
  {
    at: "server/domain/evidence/artifacts.ts:101:17-101:55",
    mutator: "StringLiteral",
    original: '`art_ref_${ws.id.replace(/^ws_/, "")}`',
    replacement: "``",
    class: "b",
    clause: "D1-SHAPE-ARTIFACT",
    reason:
      "the seeded reference image's id is \"\" (listed, its bytes addressed by no path): an id's form is not stated, and no configured fact names this artifact",
  },
  {
    at: "server/domain/evidence/artifacts.ts:101:42-101:48",
    mutator: "Regex",
    original: "/^ws_/",
    replacement: "/ws_/",
    class: "c",
    reason: "workspace ids are `ws_` and one letter: the unanchored pattern strips the same prefix",
  },
  {
    at: "server/domain/evidence/artifacts.ts:101:50-101:52",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D1-SHAPE-ARTIFACT",
    reason:
      "the seeded reference image's id is spelled otherwise: an id's spelling is the server's, and no configured fact names this artifact",
  },
  {
    at: "server/domain/evidence/artifacts.ts:102:11-102:22",
    mutator: "StringLiteral",
    original: '"reference"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the seeded reference image lists `kind` "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/artifacts.ts:103:12-103:18",
    mutator: "StringLiteral",
    original: '"task"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the seeded reference image lists `scope` "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/artifacts.ts:104:11-104:32",
    mutator: "StringLiteral",
    original: '"board/export-dialog"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-ARTIFACT",
    reason:
      'the seeded reference image\'s `view` is "": `view` is string|null, and which view a capture shows is not stated',
  },
  {
    at: "server/domain/evidence/artifacts.ts:105:18-105:29",
    mutator: "StringLiteral",
    original: '"image/png"',
    replacement: '""',
    class: "a",
    clause: "D2-EVIDENCE-BLOB-TYPE",
    reason:
      'the seeded reference image, whose bytes are kept, is recorded and served with content type "": a 200 of artifact bytes carries one of the five stated types; only the first readable artifact was read',
    rule: "SEC-ARTIFACT-NOSNIFF",
  },
  {
    at: "server/domain/evidence/artifacts.ts:110:11-110:23",
    mutator: "StringLiteral",
    original: '"screenshot"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'the seeded artifact whose bytes are gone lists `kind` "": an unknown enum value is drift, never refused (doc 2 Versioning)',
  },
  {
    at: "server/domain/evidence/artifacts.ts:111:11-111:26",
    mutator: "StringLiteral",
    original: '"board/filters"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-ARTIFACT",
    reason:
      'the seeded artifact whose bytes are gone lists `view` "": `view` is string|null, and which view a capture shows is not stated',
  },
  {
    at: "server/domain/evidence/artifacts.ts:112:18-112:29",
    mutator: "StringLiteral",
    original: '"image/png"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-ARTIFACT",
    reason:
      "the artifact whose bytes are gone lists `contentType` \"\": its blob answers 404, and the listing's `contentType` has no stated values (the five types are the blob's 200)",
  },
  {
    at: "server/domain/evidence/artifacts.ts:115:7-115:11",
    mutator: "ConditionalExpression",
    original: "gone",
    replacement: "true",
    class: "c",
    reason:
      "the seeded run holds three artifacts under a cap of 50 (no variant lowers it): `gone` is always stored, so the test is always true",
  },
  {
    at: "server/domain/evidence/artifacts.ts:54:42-54:47",
    mutator: "StringLiteral",
    original: '"art"',
    replacement: '""',
    class: "c",
    reason:
      "every stored artifact is a seed naming its own id and no request stores one: the generated id's prefix is never reached (no coverage)",
  },
  {
    at: "server/domain/evidence/outcome.ts:19:18-19:106",
    mutator: "ArrowFunction",
    original: '<T extends object>(fields: T) => ({ status: "reported" as const, gap: null, ...fields })',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every section that is reported is left out (`undefined`), the environment rows with it, so no row is left to judge (an environment row is an object with `state` and `expiresAt`), and which throwaway environments a run had is the target's own data, visible only through this `object*`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:19:52-19:105",
    mutator: "ObjectLiteral",
    original: '{ status: "reported" as const, gap: null, ...fields }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every reported section is `{}`: no status, gap or items; no row is left to judge (an environment row is an object with `state` and `expiresAt`), and which throwaway environments a run had is the target's own data, visible only through this `object*`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:20:16-20:109",
    mutator: "ArrowFunction",
    original: '<T extends object>(gap: string, fields: T) => ({ status: "absent" as const, gap, ...fields })',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every absent section is left out (`undefined`) instead of stating `absent` with its gap code: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:20:63-20:108",
    mutator: "ObjectLiteral",
    original: '{ status: "absent" as const, gap, ...fields }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every absent section is `{}`: no status, gap code or zero counts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:22:67-35:2",
    mutator: "BlockStatement",
    original:
      '{ switch (f.run.status) { case "done": return merged ? "merged" : f.run.pullRequest ? "pull_request_open" : "completed"; case "failed": return f.run.error?.kind === "cancelled" ? "cancelled" : "failed"; case "blocked": return "parked"; case "paused": return "paused"; default: return "in_progress"; } }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the disposition's value is left out (`undefined`) for every run: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:24:5-25:88",
    mutator: "ConditionalExpression",
    original: 'case "done": return merged ? "merged" : f.run.pullRequest ? "pull_request_open" : "completed";',
    replacement: 'case "done":',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a done run's disposition falls through to the failed branch (`failed`): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:24:10-24:16",
    mutator: "StringLiteral",
    original: '"done"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a done run's disposition reads `in_progress`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:25:23-25:31",
    mutator: "StringLiteral",
    original: '"merged"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a merged run\'s disposition reads "" instead of `merged`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:25:54-25:73",
    mutator: "StringLiteral",
    original: '"pull_request_open"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a done run with an open pull request reads disposition "": the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:26:5-27:73",
    mutator: "ConditionalExpression",
    original: 'case "failed": return f.run.error?.kind === "cancelled" ? "cancelled" : "failed";',
    replacement: 'case "failed":',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a failed run's disposition falls through to `parked`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:26:10-26:18",
    mutator: "StringLiteral",
    original: '"failed"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a failed run's disposition reads `in_progress`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:27:14-27:47",
    mutator: "ConditionalExpression",
    original: 'f.run.error?.kind === "cancelled"',
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every failed run's disposition reads `cancelled`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:27:14-27:47",
    mutator: "ConditionalExpression",
    original: 'f.run.error?.kind === "cancelled"',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a cancelled run's disposition reads `failed`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:27:14-27:47",
    mutator: "EqualityOperator",
    original: 'f.run.error?.kind === "cancelled"',
    replacement: 'f.run.error?.kind !== "cancelled"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "cancelled and failed swap in a failed run's disposition: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:27:14-27:31",
    mutator: "OptionalChaining",
    original: "f.run.error?.kind",
    replacement: "f.run.error.kind",
    class: "c",
    reason:
      "a failed run always holds its `error` (runs/engine.ts fail() sets it with the status; the seeded failed runs carry one): the optional chain never meets undefined",
  },
  {
    at: "server/domain/evidence/outcome.ts:27:36-27:47",
    mutator: "StringLiteral",
    original: '"cancelled"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a cancelled run's disposition reads `failed`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:32:5-33:28",
    mutator: "ConditionalExpression",
    original: 'default: return "in_progress";',
    replacement: "default:",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a running run's disposition is left out (`undefined`): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:33:14-33:27",
    mutator: "StringLiteral",
    original: '"in_progress"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a running run\'s disposition reads "": the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:40:33-40:35",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      '`truncations` names a list ("Stryker was here") that was not bounded; the statement names `truncations`, but the form of its names is not stated, so a name cannot be matched to a list of the outcome: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:41:55-45:4",
    mutator: "BlockStatement",
    original:
      "{ if (items.length <= OUTCOME_LIST_CAP) return items; truncations.push(`${name}.items`); return items.slice(0, OUTCOME_LIST_CAP); }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every item list is left out (`undefined`), the environment rows with them, so no row is left to judge (an environment row is an object with `state` and `expiresAt`), and which throwaway environments a run had is the target's own data, visible only through this `object*`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:42:9-42:41",
    mutator: "ConditionalExpression",
    original: "items.length <= OUTCOME_LIST_CAP",
    replacement: "true",
    class: "c",
    reason:
      "no list is ever cut or named in `truncations`: differs only for a list over 50 items, and no run's list reaches 50 (the seeded specs hold a handful of requirements; the seeded run has 2 environments, 2 checks, 3 views, 1 concern, 2 test outcomes)",
  },
  {
    at: "server/domain/evidence/outcome.ts:42:9-42:41",
    mutator: "ConditionalExpression",
    original: "items.length <= OUTCOME_LIST_CAP",
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every item list is named in `truncations` though none is cut (the form of its names is not stated, so a name cannot be matched to a list): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:42:9-42:41",
    mutator: "EqualityOperator",
    original: "items.length <= OUTCOME_LIST_CAP",
    replacement: "items.length < OUTCOME_LIST_CAP",
    class: "c",
    reason:
      "differs only for a list of exactly 50 items, and no run's list reaches 50 (the seeded specs hold a handful of requirements; the seeded run has 2 environments, 2 checks, 3 views)",
  },
  {
    at: "server/domain/evidence/outcome.ts:42:9-42:41",
    mutator: "EqualityOperator",
    original: "items.length <= OUTCOME_LIST_CAP",
    replacement: "items.length > OUTCOME_LIST_CAP",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every list of at most 50 items is named in `truncations` though not cut (the form of its names is not stated, so a name cannot be matched to a list): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:48:5-48:108",
    mutator: "ConditionalExpression",
    original: 'record !== undefined && ["auto_merged", "merged_in_app", "merged_on_provider"].includes(record.outcome)',
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every run reads as merged: a done run's disposition `merged` and its pull request `merged`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:48:5-48:108",
    mutator: "ConditionalExpression",
    original: 'record !== undefined && ["auto_merged", "merged_in_app", "merged_on_provider"].includes(record.outcome)',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "no run reads as merged: the merged seeded run's disposition `pull_request_open` and its pull request `open`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:48:29-48:83",
    mutator: "ArrayDeclaration",
    original: '["auto_merged", "merged_in_app", "merged_on_provider"]',
    replacement: "[]",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "no run reads as merged: the merged seeded run's disposition `pull_request_open` and its pull request `open`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:48:30-48:43",
    mutator: "StringLiteral",
    original: '"auto_merged"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "an auto-merged record no longer reads as merged in the disposition and pull request state (no auto-merged record is read): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:48:45-48:60",
    mutator: "StringLiteral",
    original: '"merged_in_app"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a record merged through the app no longer reads as merged: the seeded run's disposition `pull_request_open`, its pull request `open`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:48:62-48:82",
    mutator: "StringLiteral",
    original: '"merged_on_provider"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a record merged on the provider no longer reads as merged in the disposition and pull request state: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:52:51-52:79",
    mutator: "ArrayDeclaration",
    original: "[v.requirementId, v.verdict]",
    replacement: "[]",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the verdict map is keyed by undefined: every requirement reads `not_covered` and the counts follow, though the statement says every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:53:33-58:4",
    mutator: "ObjectLiteral",
    original:
      '{ requirementId: r.id, title: r.title, priority: r.priority, verdict: verdictOf.get(r.id) ?? "not_covered", }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every requirement row is `{}` (no id, title, priority or verdict): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:57:14-57:50",
    mutator: "LogicalOperator",
    original: 'verdictOf.get(r.id) ?? "not_covered"',
    replacement: 'verdictOf.get(r.id) && "not_covered"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a covered requirement reads `not_covered` and an uncovered one no verdict: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:57:37-57:50",
    mutator: "StringLiteral",
    original: '"not_covered"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'an uncovered requirement\'s verdict reads "": the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:59:15-59:54",
    mutator: "MethodExpression",
    original: 'rows.filter((r) => r.verdict === "met")',
    replacement: "rows",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `met` count no longer counts the met verdicts alone, though the statement says every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:59:27-59:53",
    mutator: "ArrowFunction",
    original: '(r) => r.verdict === "met"',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `met` count no longer counts the met verdicts alone, though the statement says every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:59:34-59:53",
    mutator: "ConditionalExpression",
    original: 'r.verdict === "met"',
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `met` count no longer counts the met verdicts alone, though the statement says every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:59:34-59:53",
    mutator: "ConditionalExpression",
    original: 'r.verdict === "met"',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `met` count no longer counts the met verdicts alone, though the statement says every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:59:34-59:53",
    mutator: "EqualityOperator",
    original: 'r.verdict === "met"',
    replacement: 'r.verdict !== "met"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `met` count no longer counts the met verdicts alone, though the statement says every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:59:48-59:53",
    mutator: "StringLiteral",
    original: '"met"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `met` count no longer counts the met verdicts alone, though the statement says every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:60:18-60:61",
    mutator: "MethodExpression",
    original: 'rows.filter((r) => r.verdict === "not_met")',
    replacement: "rows",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `notMet` count (and with it `notCovered` and the tester verdict) no longer counts the unmet verdicts alone, though every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:60:30-60:60",
    mutator: "ArrowFunction",
    original: '(r) => r.verdict === "not_met"',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `notMet` count (and with it `notCovered` and the tester verdict) no longer counts the unmet verdicts alone, though every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:60:37-60:60",
    mutator: "ConditionalExpression",
    original: 'r.verdict === "not_met"',
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `notMet` count (and with it `notCovered` and the tester verdict) no longer counts the unmet verdicts alone, though every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:60:37-60:60",
    mutator: "ConditionalExpression",
    original: 'r.verdict === "not_met"',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `notMet` count (and with it `notCovered` and the tester verdict) no longer counts the unmet verdicts alone, though every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:60:37-60:60",
    mutator: "EqualityOperator",
    original: 'r.verdict === "not_met"',
    replacement: 'r.verdict !== "not_met"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `notMet` count (and with it `notCovered` and the tester verdict) no longer counts the unmet verdicts alone, though every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:60:51-60:60",
    mutator: "StringLiteral",
    original: '"not_met"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `notMet` count (and with it `notCovered` and the tester verdict) no longer counts the unmet verdicts alone, though every count is derived from recorded verdicts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:61:23-61:71",
    mutator: "ConditionalExpression",
    original: 'run.status === "done" || run.status === "failed"',
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "which gap an absent requirement or tester section states (`not_reported` for a finished run, `run_in_flight` otherwise) changes for some runs: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:61:23-61:71",
    mutator: "ConditionalExpression",
    original: 'run.status === "done" || run.status === "failed"',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "which gap an absent requirement or tester section states (`not_reported` for a finished run, `run_in_flight` otherwise) changes for some runs: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:61:23-61:71",
    mutator: "LogicalOperator",
    original: 'run.status === "done" || run.status === "failed"',
    replacement: 'run.status === "done" && run.status === "failed"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "which gap an absent requirement or tester section states (`not_reported` for a finished run, `run_in_flight` otherwise) changes for some runs: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:61:23-61:44",
    mutator: "ConditionalExpression",
    original: 'run.status === "done"',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "which gap an absent requirement or tester section states (`not_reported` for a finished run, `run_in_flight` otherwise) changes for some runs: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:61:23-61:44",
    mutator: "EqualityOperator",
    original: 'run.status === "done"',
    replacement: 'run.status !== "done"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "which gap an absent requirement or tester section states (`not_reported` for a finished run, `run_in_flight` otherwise) changes for some runs: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:61:38-61:44",
    mutator: "StringLiteral",
    original: '"done"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "which gap an absent requirement or tester section states (`not_reported` for a finished run, `run_in_flight` otherwise) changes for some runs: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:61:48-61:71",
    mutator: "ConditionalExpression",
    original: 'run.status === "failed"',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "which gap an absent requirement or tester section states (`not_reported` for a finished run, `run_in_flight` otherwise) changes for some runs: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:61:48-61:71",
    mutator: "EqualityOperator",
    original: 'run.status === "failed"',
    replacement: 'run.status !== "failed"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "which gap an absent requirement or tester section states (`not_reported` for a finished run, `run_in_flight` otherwise) changes for some runs: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:61:63-61:71",
    mutator: "StringLiteral",
    original: '"failed"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "which gap an absent requirement or tester section states (`not_reported` for a finished run, `run_in_flight` otherwise) changes for some runs: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:61:74-61:88",
    mutator: "StringLiteral",
    original: '"not_reported"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a finished run whose tester has not reported reads gap "" instead of `not_reported`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:61:91-61:106",
    mutator: "StringLiteral",
    original: '"run_in_flight"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a run in flight reads gap "" instead of `run_in_flight`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:64:24-64:74",
    mutator: "MethodExpression",
    original: 'f.checks.filter((c) => c.conclusion === "failure")',
    replacement: "f.checks",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `failed` (and so `passed`) count of machine checks no longer counts the failing checks alone: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:64:40-64:73",
    mutator: "ArrowFunction",
    original: '(c) => c.conclusion === "failure"',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `failed` (and so `passed`) count of machine checks no longer counts the failing checks alone: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:64:47-64:73",
    mutator: "ConditionalExpression",
    original: 'c.conclusion === "failure"',
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `failed` (and so `passed`) count of machine checks no longer counts the failing checks alone: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:64:47-64:73",
    mutator: "ConditionalExpression",
    original: 'c.conclusion === "failure"',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `failed` (and so `passed`) count of machine checks no longer counts the failing checks alone: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:64:47-64:73",
    mutator: "EqualityOperator",
    original: 'c.conclusion === "failure"',
    replacement: 'c.conclusion !== "failure"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `failed` (and so `passed`) count of machine checks no longer counts the failing checks alone: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:64:64-64:73",
    mutator: "StringLiteral",
    original: '"failure"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `failed` (and so `passed`) count of machine checks no longer counts the failing checks alone: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:66:10-139:4",
    mutator: "ObjectLiteral",
    original:
      '{ runId: run.runId, taskId: run.taskId, status: run.status, generatedAt: now, disposition: reported({ value: disposition(f, merged), error: run.error ? { ...run.error } : null }), pullRequests: run.pullRequest ? reported({ total: 1, items: [{ url: run.pullRequest.url, branch: run.pullRequest.branch, state: merged ? "merged" : "open" }], }) : absent("no_pull_request", { total: 0, items: [] }), requirements: !f.testerReported ? absent(gapOfTester, { total: rows.length, met: 0, notMet: 0, notCovered: rows.length, items: [] }) : reqs.length === 0 ? absent("no_spec", { total: 0, met: 0, notMet: 0, notCovered: 0, items: [] }) : reported({ total: rows.length, met, notMet, notCovered: rows.length - met - notMet, items: bound("requirements", rows), }), tester: f.testerReported ? reported({ verdict: notMet === 0 && f.testOutcomes.every((o) => o.status === "passed") ? "pass" : "fail", concerns: bound("tester.concerns", f.concerns), outcomes: bound("tester.outcomes", f.testOutcomes), }) : absent(gapOfTester, { verdict: null, concerns: [], outcomes: [] }), views: artifacts.length ? reported({ total: artifacts.length, items: bound( "views", artifacts.map((a) => ({ artifactId: a.artifactId, kind: a.kind, view: a.view, contentType: a.contentType, })), ), }) : absent("not_captured", { total: 0, items: [] }), environments: f.environments.length ? reported({ total: f.environments.length, live: f.environments.filter((e) => environmentState(e, now) === "live").length, items: bound( "environments", f.environments.map((e) => ({ environmentId: e.environmentId, url: e.url, provisionedAt: e.provisionedAt, expiresAt: e.expiresAt, tornDownAt: e.tornDownAt, state: environmentState(e, now), })), ), }) : absent("not_provisioned", { total: 0, live: 0, items: [] }), checks: f.checks.length ? reported({ total: f.checks.length, passed: f.checks.length - checksFailed, failed: checksFailed, items: bound( "checks", f.checks.map((c) => ({ ...c })), ), }) : absent(run.pullRequest ? "no_checks" : "no_pull_request", { total: 0, passed: 0, failed: 0, items: [] }), truncations, }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the whole outcome is `{}`: no run id, status, section or `truncations`, no row is left to judge (an environment row is an object with `state` and `expiresAt`), and which throwaway environments a run had is the target's own data, visible only through this `object*`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:71:27-71:104",
    mutator: "ObjectLiteral",
    original: "{ value: disposition(f, merged), error: run.error ? { ...run.error } : null }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the disposition section holds only its status and gap (no value, no error): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:71:79-71:95",
    mutator: "ObjectLiteral",
    original: "{ ...run.error }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a failed run's disposition error is `{}` (no kind, no message): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:73:18-76:10",
    mutator: "ObjectLiteral",
    original:
      '{ total: 1, items: [{ url: run.pullRequest.url, branch: run.pullRequest.branch, state: merged ? "merged" : "open" }], }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a run's reported pull request section has no total and no items: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:75:18-75:115",
    mutator: "ArrayDeclaration",
    original: '[{ url: run.pullRequest.url, branch: run.pullRequest.branch, state: merged ? "merged" : "open" }]',
    replacement: "[]",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a reported pull request section lists no pull request (total 1): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:75:19-75:114",
    mutator: "ObjectLiteral",
    original: '{ url: run.pullRequest.url, branch: run.pullRequest.branch, state: merged ? "merged" : "open" }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a pull request item is `{}` (no URL, branch or state): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:75:95-75:103",
    mutator: "StringLiteral",
    original: '"merged"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a merged pull request\'s state reads "": the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:75:106-75:112",
    mutator: "StringLiteral",
    original: '"open"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'an open pull request\'s state reads "": the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:77:16-77:33",
    mutator: "StringLiteral",
    original: '"no_pull_request"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a run with no pull request reads gap "" instead of `no_pull_request`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:77:35-77:58",
    mutator: "ObjectLiteral",
    original: "{ total: 0, items: [] }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent pull request section has no total and no items: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:77:54-77:56",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent pull request section lists one item, a string: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:78:19-78:36",
    mutator: "BooleanLiteral",
    original: "!f.testerReported",
    replacement: "f.testerReported",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "requirement coverage is absent exactly when the tester has reported, reported (or `no_spec`) when not: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:79:29-79:106",
    mutator: "ObjectLiteral",
    original: "{ total: rows.length, met: 0, notMet: 0, notCovered: rows.length, items: [] }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent requirement section has no counts and no items: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:79:102-79:104",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent requirement section lists one item, a string: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:80:9-80:26",
    mutator: "ConditionalExpression",
    original: "reqs.length === 0",
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every reported requirement section reads absent `no_spec`, with zero counts: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:80:9-80:26",
    mutator: "ConditionalExpression",
    original: "reqs.length === 0",
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a run whose service has no spec reads requirements reported with no rows instead of absent `no_spec`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:80:9-80:26",
    mutator: "EqualityOperator",
    original: "reqs.length === 0",
    replacement: "reqs.length !== 0",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "`no_spec` and reported swap: a run with requirements reads absent `no_spec`, one with none reads reported: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:81:18-81:27",
    mutator: "StringLiteral",
    original: '"no_spec"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a run with no spec reads gap "" instead of `no_spec`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:81:29-81:86",
    mutator: "ObjectLiteral",
    original: "{ total: 0, met: 0, notMet: 0, notCovered: 0, items: [] }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `no_spec` section has no counts and no items: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:81:82-81:84",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `no_spec` section lists one item, a string: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:82:20-88:12",
    mutator: "ObjectLiteral",
    original:
      '{ total: rows.length, met, notMet, notCovered: rows.length - met - notMet, items: bound("requirements", rows), }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the reported requirement section has no counts and no items: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:86:25-86:51",
    mutator: "ArithmeticOperator",
    original: "rows.length - met - notMet",
    replacement: "rows.length - met + notMet",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "`notCovered` adds the unmet ones instead of subtracting them: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:86:25-86:42",
    mutator: "ArithmeticOperator",
    original: "rows.length - met",
    replacement: "rows.length + met",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "`notCovered` adds the met ones instead of subtracting them: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:87:26-87:40",
    mutator: "StringLiteral",
    original: '"requirements"',
    replacement: '""',
    class: "c",
    reason:
      "the name only enters `truncations` when the requirements list passes 50 items, and no run's does (the seeded specs hold a handful of requirements; the seeded run has 2 environments, 2 checks, 3 views, 1 concern, 2 test outcomes)",
  },
  {
    at: "server/domain/evidence/outcome.ts:90:18-94:10",
    mutator: "ObjectLiteral",
    original:
      '{ verdict: notMet === 0 && f.testOutcomes.every((o) => o.status === "passed") ? "pass" : "fail", concerns: bound("tester.concerns", f.concerns), outcomes: bound("tester.outcomes", f.testOutcomes), }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the reported tester section has no verdict, concerns or outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:20-91:86",
    mutator: "ConditionalExpression",
    original: 'notMet === 0 && f.testOutcomes.every((o) => o.status === "passed")',
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:20-91:86",
    mutator: "ConditionalExpression",
    original: 'notMet === 0 && f.testOutcomes.every((o) => o.status === "passed")',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:20-91:86",
    mutator: "LogicalOperator",
    original: 'notMet === 0 && f.testOutcomes.every((o) => o.status === "passed")',
    replacement: 'notMet === 0 || f.testOutcomes.every(o => o.status === "passed")',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:20-91:32",
    mutator: "ConditionalExpression",
    original: "notMet === 0",
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:20-91:32",
    mutator: "EqualityOperator",
    original: "notMet === 0",
    replacement: "notMet !== 0",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:36-91:86",
    mutator: "MethodExpression",
    original: 'f.testOutcomes.every((o) => o.status === "passed")',
    replacement: 'f.testOutcomes.some(o => o.status === "passed")',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:57-91:85",
    mutator: "ArrowFunction",
    original: '(o) => o.status === "passed"',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:64-91:85",
    mutator: "ConditionalExpression",
    original: 'o.status === "passed"',
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:64-91:85",
    mutator: "ConditionalExpression",
    original: 'o.status === "passed"',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:64-91:85",
    mutator: "EqualityOperator",
    original: 'o.status === "passed"',
    replacement: 'o.status !== "passed"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:77-91:85",
    mutator: "StringLiteral",
    original: '"passed"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the tester verdict `pass`/`fail` is derived otherwise from the unmet requirements and the test outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:89-91:95",
    mutator: "StringLiteral",
    original: '"pass"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a passing tester verdict reads "" instead of `pass`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:92:27-92:44",
    mutator: "StringLiteral",
    original: '"tester.concerns"',
    replacement: '""',
    class: "c",
    reason:
      "the name only enters `truncations` when the tester concerns list passes 50 items, and no run's does (the seeded specs hold a handful of requirements; the seeded run has 2 environments, 2 checks, 3 views, 1 concern, 2 test outcomes)",
  },
  {
    at: "server/domain/evidence/outcome.ts:93:27-93:44",
    mutator: "StringLiteral",
    original: '"tester.outcomes"',
    replacement: '""',
    class: "c",
    reason:
      "the name only enters `truncations` when the tester outcomes list passes 50 items, and no run's does (the seeded specs hold a handful of requirements; the seeded run has 2 environments, 2 checks, 3 views, 1 concern, 2 test outcomes)",
  },
  {
    at: "server/domain/evidence/outcome.ts:95:29-95:74",
    mutator: "ObjectLiteral",
    original: "{ verdict: null, concerns: [], outcomes: [] }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent tester section has no verdict, concerns or outcomes: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:95:56-95:58",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent tester section lists one concern, a string: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:95:70-95:72",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent tester section lists one outcome, a string: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:97:18-108:10",
    mutator: "ObjectLiteral",
    original:
      '{ total: artifacts.length, items: bound( "views", artifacts.map((a) => ({ artifactId: a.artifactId, kind: a.kind, view: a.view, contentType: a.contentType, })), ), }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the reported views section has no total and no items: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:100:13-100:20",
    mutator: "StringLiteral",
    original: '"views"',
    replacement: '""',
    class: "c",
    reason:
      "the name only enters `truncations` when the views list passes 50 items, and no run's does (the seeded specs hold a handful of requirements; the seeded run has 2 environments, 2 checks, 3 views, 1 concern, 2 test outcomes)",
  },
  {
    at: "server/domain/evidence/outcome.ts:101:27-106:15",
    mutator: "ArrowFunction",
    original: "(a) => ({ artifactId: a.artifactId, kind: a.kind, view: a.view, contentType: a.contentType, })",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every captured view is null: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:101:35-106:14",
    mutator: "ObjectLiteral",
    original: "{ artifactId: a.artifactId, kind: a.kind, view: a.view, contentType: a.contentType, }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every captured view is `{}` (no artifact id, kind, view or content type): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:109:16-109:30",
    mutator: "StringLiteral",
    original: '"not_captured"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a run with no capture reads gap "" instead of `not_captured`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:109:32-109:55",
    mutator: "ObjectLiteral",
    original: "{ total: 0, items: [] }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent views section has no total and no items: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:109:51-109:53",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent views section lists one item, a string: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:111:18-125:10",
    mutator: "ObjectLiteral",
    original:
      '{ total: f.environments.length, live: f.environments.filter((e) => environmentState(e, now) === "live").length, items: bound( "environments", f.environments.map((e) => ({ environmentId: e.environmentId, url: e.url, provisionedAt: e.provisionedAt, expiresAt: e.expiresAt, tornDownAt: e.tornDownAt, state: environmentState(e, now), })), ), }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the reported environments section has no total, live count or rows, so no row is left to judge (an environment row is an object with `state` and `expiresAt`), and which throwaway environments a run had is the target's own data, visible only through this `object*`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:113:17-113:82",
    mutator: "MethodExpression",
    original: 'f.environments.filter((e) => environmentState(e, now) === "live")',
    replacement: "f.environments",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `live` count no longer counts the live rows alone (the rows themselves keep their own `state`, so `live` only while `expiresAt` is ahead still holds: D2-EVIDENCE-OUTCOME-LIVE is untouched): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:113:39-113:81",
    mutator: "ArrowFunction",
    original: '(e) => environmentState(e, now) === "live"',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `live` count no longer counts the live rows alone (the rows themselves keep their own `state`, so `live` only while `expiresAt` is ahead still holds: D2-EVIDENCE-OUTCOME-LIVE is untouched): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:113:46-113:81",
    mutator: "ConditionalExpression",
    original: 'environmentState(e, now) === "live"',
    replacement: "true",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `live` count no longer counts the live rows alone (the rows themselves keep their own `state`, so `live` only while `expiresAt` is ahead still holds: D2-EVIDENCE-OUTCOME-LIVE is untouched): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:113:46-113:81",
    mutator: "ConditionalExpression",
    original: 'environmentState(e, now) === "live"',
    replacement: "false",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `live` count no longer counts the live rows alone (the rows themselves keep their own `state`, so `live` only while `expiresAt` is ahead still holds: D2-EVIDENCE-OUTCOME-LIVE is untouched): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:113:46-113:81",
    mutator: "EqualityOperator",
    original: 'environmentState(e, now) === "live"',
    replacement: 'environmentState(e, now) !== "live"',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `live` count no longer counts the live rows alone (the rows themselves keep their own `state`, so `live` only while `expiresAt` is ahead still holds: D2-EVIDENCE-OUTCOME-LIVE is untouched): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:113:75-113:81",
    mutator: "StringLiteral",
    original: '"live"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the `live` count no longer counts the live rows alone (the rows themselves keep their own `state`, so `live` only while `expiresAt` is ahead still holds: D2-EVIDENCE-OUTCOME-LIVE is untouched): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:115:13-115:27",
    mutator: "StringLiteral",
    original: '"environments"',
    replacement: '""',
    class: "c",
    reason:
      "the name only enters `truncations` when the environments list passes 50 items, and no run's does (the seeded specs hold a handful of requirements; the seeded run has 2 environments, 2 checks, 3 views, 1 concern, 2 test outcomes)",
  },
  {
    at: "server/domain/evidence/outcome.ts:116:32-123:15",
    mutator: "ArrowFunction",
    original:
      "(e) => ({ environmentId: e.environmentId, url: e.url, provisionedAt: e.provisionedAt, expiresAt: e.expiresAt, tornDownAt: e.tornDownAt, state: environmentState(e, now), })",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every environment row is null, so no row is left to judge (an environment row is an object with `state` and `expiresAt`), and which throwaway environments a run had is the target's own data, visible only through this `object*`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:116:40-123:14",
    mutator: "ObjectLiteral",
    original:
      "{ environmentId: e.environmentId, url: e.url, provisionedAt: e.provisionedAt, expiresAt: e.expiresAt, tornDownAt: e.tornDownAt, state: environmentState(e, now), }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every environment row is `{}`, so no row is left to judge (an environment row is an object with `state` and `expiresAt`), and which throwaway environments a run had is the target's own data, visible only through this `object*`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:126:16-126:33",
    mutator: "StringLiteral",
    original: '"not_provisioned"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a run with no environment reads gap "" instead of `not_provisioned`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:126:35-126:67",
    mutator: "ObjectLiteral",
    original: "{ total: 0, live: 0, items: [] }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent environments section has no total, live count or rows: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:126:63-126:65",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent environments section lists one row, a string (no `state`/`expiresAt`: not an environment row): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:128:18-136:10",
    mutator: "ObjectLiteral",
    original:
      '{ total: f.checks.length, passed: f.checks.length - checksFailed, failed: checksFailed, items: bound( "checks", f.checks.map((c) => ({ ...c })), ), }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the reported checks section has no counts and no items: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:130:19-130:49",
    mutator: "ArithmeticOperator",
    original: "f.checks.length - checksFailed",
    replacement: "f.checks.length + checksFailed",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "`passed` adds the failed checks instead of subtracting them: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:133:13-133:21",
    mutator: "StringLiteral",
    original: '"checks"',
    replacement: '""',
    class: "c",
    reason:
      "the name only enters `truncations` when the checks list passes 50 items, and no run's does (the seeded specs hold a handful of requirements; the seeded run has 2 environments, 2 checks, 3 views, 1 concern, 2 test outcomes)",
  },
  {
    at: "server/domain/evidence/outcome.ts:134:26-134:43",
    mutator: "ArrowFunction",
    original: "(c) => ({ ...c })",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every machine check item is null: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:134:34-134:42",
    mutator: "ObjectLiteral",
    original: "{ ...c }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "every machine check item is `{}`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:137:48-137:65",
    mutator: "StringLiteral",
    original: '"no_pull_request"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a run with no pull request reads its checks gap "" instead of `no_pull_request`: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:137:67-137:112",
    mutator: "ObjectLiteral",
    original: "{ total: 0, passed: 0, failed: 0, items: [] }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent checks section has no counts and no items: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:137:108-137:110",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "the absent checks section lists one item, a string: the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:25:76-25:87",
    mutator: "StringLiteral",
    original: '"completed"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a done run with no pull request reads disposition "" (no done run without one is read: no coverage): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:30:5-31:23",
    mutator: "ConditionalExpression",
    original: 'case "paused": return "paused";',
    replacement: 'case "paused":',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a paused run's disposition falls through to `in_progress` (no paused run is read: no coverage): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:31:14-31:22",
    mutator: "StringLiteral",
    original: '"paused"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a paused run\'s disposition reads "" (no paused run is read: no coverage): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:43:22-43:37",
    mutator: "StringLiteral",
    original: "`${name}.items`",
    replacement: "``",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a list cut at 50 is named "" in `truncations` (no list reaches 50: no coverage; the form of the names is a reference choice): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:44:12-44:44",
    mutator: "MethodExpression",
    original: "items.slice(0, OUTCOME_LIST_CAP)",
    replacement: "items",
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a list over 50 items is named in `truncations` but not cut (no list reaches 50: no coverage; the bound of 50 is a reference choice): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:51:52-51:54",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      "a run with no spec joins one requirement made of a string (fields undefined) instead of none (no run without a spec reaches it: no coverage): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/outcome.ts:91:98-91:104",
    mutator: "StringLiteral",
    original: '"fail"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a failing tester verdict reads "" instead of `fail` (no run with a failing test is read: no coverage): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/outcome.ts:137:34-137:45",
    mutator: "StringLiteral",
    original: '"no_checks"',
    replacement: '""',
    class: "b",
    clause: "D2-EVIDENCE-OUTCOME-SECTIONS",
    reason:
      'a run with a pull request and no check reads gap "" instead of `no_checks` (no such run is read: no coverage): the outcome is `object*`, its fields not named (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/merge-records.ts:48:28-48:69",
    mutator: "ObjectLiteral",
    original: '{ presetName: "Standard", minScore: 0.8 }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "every composed record's threshold preset is `{}` (no preset name, no minimum score): the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:48:42-48:52",
    mutator: "StringLiteral",
    original: '"Standard"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "every composed record's threshold preset is named \"\": the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:53:15-53:46",
    mutator: "LogicalOperator",
    original: 'rec.recordId ?? ws.newId("mrg")',
    replacement: 'rec.recordId && ws.newId("mrg")',
    class: "b",
    clause: "D2-MERGE-NO-MERGE-RECORD",
    reason:
      "a composed record gets no id, so the runs it was made for answer 404 `no_merge_record` (the seeded record keeps its own): which pipeline has a merger step is not shown (a pipeline's steps are strings of unstated meaning), so a run answering `no_merge_record` cannot be told from one without a merger step",
  },
  {
    at: "server/domain/evidence/merge-records.ts:53:40-53:45",
    mutator: "StringLiteral",
    original: '"mrg"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason: "composed records' ids lose their `mrg` prefix: an id's form is not stated",
  },
  {
    at: "server/domain/evidence/merge-records.ts:58:18-58:27",
    mutator: "StringLiteral",
    original: '"unknown"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      'a composed record (no changed-file list) has change class "" instead of `unknown`, and so falls in no rollup row: the record\'s field names are not shown (doc 1: prose only; the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/merge-records.ts:61:16-61:41",
    mutator: "ObjectLiteral",
    original: "{ ...STANDARD_THRESHOLD }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "a composed record's threshold is `{}` (no preset name, no minimum score): the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:62:14-62:31",
    mutator: "StringLiteral",
    original: '"awaiting_review"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "a composed record's outcome is \"\" instead of `awaiting_review`: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:77:7-77:24",
    mutator: "ConditionalExpression",
    original: "!run?.pullRequest",
    replacement: "false",
    class: "c",
    reason:
      "the seeded done run always has its pull request when merge records are seeded (runs/seed.ts): the early return is never taken",
  },
  {
    at: "server/domain/evidence/merge-records.ts:77:8-77:24",
    mutator: "OptionalChaining",
    original: "run?.pullRequest",
    replacement: "run.pullRequest",
    class: "c",
    reason:
      "the seeded done run always exists when merge records are seeded (runs are seeded first): the optional chain never meets undefined",
  },
  {
    at: "server/domain/evidence/merge-records.ts:80:18-80:28",
    mutator: "StringLiteral",
    original: '"frontend"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "the seeded record's change class is \"\" instead of `frontend`: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:83:14-83:29",
    mutator: "StringLiteral",
    original: '"merged_in_app"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "the seeded record's outcome is \"\" instead of `merged_in_app`: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:91:55-102:2",
    mutator: "BlockStatement",
    original:
      "{ for (const [recordId, r] of ws.evidence.mergeRecords) { if (!getRun(ws, r.runId)) { ws.evidence.mergeRecords.delete(recordId); ws.evidence.mergeByRun.delete(r.runId); } } const runs = listRuns(ws) .filter((r) => r.pullRequest && !ws.evidence.mergeByRun.has(r.runId)) .sort((a, b) => a.seq - b.seq); for (const run of runs) add(ws, run); }",
    replacement: "{}",
    class: "b",
    clause: "D2-MERGE-NO-MERGE-RECORD",
    reason:
      "records are never brought in line with the runs: a run that gains a pull request gets no record (404 `no_merge_record`), and a deleted task's records stay: which pipeline has a merger step is not shown (a pipeline's steps are strings of unstated meaning), so a run answering `no_merge_record` cannot be told from one without a merger step",
  },
  {
    at: "server/domain/evidence/merge-records.ts:92:57-97:4",
    mutator: "BlockStatement",
    original:
      "{ if (!getRun(ws, r.runId)) { ws.evidence.mergeRecords.delete(recordId); ws.evidence.mergeByRun.delete(r.runId); } }",
    replacement: "{}",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a deleted task's run keeps its merge record (readable by id, counted in the rollups): the row removes the run history, and whether a merge record (a prose resource) is part of it is not stated",
  },
  {
    at: "server/domain/evidence/merge-records.ts:93:9-93:29",
    mutator: "ConditionalExpression",
    original: "!getRun(ws, r.runId)",
    replacement: "false",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a deleted task's run keeps its merge record (readable by id, counted in the rollups): the row removes the run history, and whether a merge record (a prose resource) is part of it is not stated",
  },
  {
    at: "server/domain/evidence/merge-records.ts:98:16-100:35",
    mutator: "MethodExpression",
    original:
      "listRuns(ws) .filter((r) => r.pullRequest && !ws.evidence.mergeByRun.has(r.runId)) .sort((a, b) => a.seq - b.seq)",
    replacement: "listRuns(ws).filter(r => r.pullRequest && !ws.evidence.mergeByRun.has(r.runId))",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "composed records are made in another order, so which generated id each gets changes: an id's form and order are not stated",
  },
  {
    at: "server/domain/evidence/merge-records.ts:99:13-99:73",
    mutator: "ArrowFunction",
    original: "(r) => r.pullRequest && !ws.evidence.mergeByRun.has(r.runId)",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-MERGE-NO-MERGE-RECORD",
    reason:
      "no run that gains a pull request gets a record (404 `no_merge_record`): which pipeline has a merger step is not shown (a pipeline's steps are strings of unstated meaning), so a run answering `no_merge_record` cannot be told from one without a merger step",
  },
  {
    at: "server/domain/evidence/merge-records.ts:99:20-99:73",
    mutator: "ConditionalExpression",
    original: "r.pullRequest && !ws.evidence.mergeByRun.has(r.runId)",
    replacement: "false",
    class: "b",
    clause: "D2-MERGE-NO-MERGE-RECORD",
    reason:
      "no run that gains a pull request gets a record (404 `no_merge_record`): which pipeline has a merger step is not shown (a pipeline's steps are strings of unstated meaning), so a run answering `no_merge_record` cannot be told from one without a merger step",
  },
  {
    at: "server/domain/evidence/merge-records.ts:99:37-99:73",
    mutator: "BooleanLiteral",
    original: "!ws.evidence.mergeByRun.has(r.runId)",
    replacement: "ws.evidence.mergeByRun.has(r.runId)",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "a run's record is composed anew on every read (a new `recordId` each time, the seeded one replaced for its run; the old ones stay readable by id and counted): the documents do not state that a run keeps one record, nor that reads leave records alone, and the record's fields are not shown",
  },
  {
    at: "server/domain/evidence/merge-records.ts:100:11-100:34",
    mutator: "ArrowFunction",
    original: "(a, b) => a.seq - b.seq",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "composed records are made in another order, so which generated id each gets changes: an id's form and order are not stated",
  },
  {
    at: "server/domain/evidence/merge-records.ts:100:21-100:34",
    mutator: "ArithmeticOperator",
    original: "a.seq - b.seq",
    replacement: "a.seq + b.seq",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "composed records are made in another order, so which generated id each gets changes: an id's form and order are not stated",
  },
  {
    at: "server/domain/evidence/merge-records.ts:104:90-108:2",
    mutator: "BlockStatement",
    original:
      "{ syncMergeRecords(ws); const id = ws.evidence.mergeByRun.get(run.runId); return id ? ws.evidence.mergeRecords.get(id) : undefined; }",
    replacement: "{}",
    class: "b",
    clause: "D2-MERGE-NO-MERGE-RECORD",
    reason:
      "every run answers 404 `no_merge_record` (the records stay readable by id), and the outcome reads no run as merged: which pipeline has a merger step is not shown (a pipeline's steps are strings of unstated meaning), so a run answering `no_merge_record` cannot be told from one without a merger step",
  },
  {
    at: "server/domain/evidence/merge-records.ts:119:27-119:42",
    mutator: "StringLiteral",
    original: '"merged_in_app"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "acting on a merge card records the pull request's outcome as \"\" instead of `merged_in_app`: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:120:28-129:2",
    mutator: "BlockStatement",
    original:
      "{ syncMergeRecords(ws); const id = ws.evidence.mergeByRun.get(runId); const r = id ? ws.evidence.mergeRecords.get(id) : undefined; if (r && r.outcome !== outcome) { r.outcome = outcome; r.updatedAt = ws.now(); } return r; }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "acting on a merge card leaves the record's outcome (and `updatedAt`) as it was: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:124:7-124:33",
    mutator: "ConditionalExpression",
    original: "r && r.outcome !== outcome",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "acting on a merge card rewrites the outcome and moves `updatedAt` even when the record already holds that outcome: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:124:7-124:33",
    mutator: "ConditionalExpression",
    original: "r && r.outcome !== outcome",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "acting on a merge card never records the merge on the record (outcome, `updatedAt`): the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:124:7-124:33",
    mutator: "LogicalOperator",
    original: "r && r.outcome !== outcome",
    replacement: "r || r.outcome !== outcome",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "acting on a merge card moves `updatedAt` even when the record already holds the outcome (a card always names a run that has a record): the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:124:12-124:33",
    mutator: "ConditionalExpression",
    original: "r.outcome !== outcome",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "acting on a merge card moves `updatedAt` even when the record already holds the outcome: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:124:12-124:33",
    mutator: "EqualityOperator",
    original: "r.outcome !== outcome",
    replacement: "r.outcome === outcome",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "acting on a merge card records the merge only when it is already recorded, and moves `updatedAt` then: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:133:7-133:26",
    mutator: "ConditionalExpression",
    original: "r.effort === effort",
    replacement: "false",
    class: "b",
    clause: "D2-MERGE-EFFORT-TAG",
    reason:
      "the same tag again moves `updatedAt` and `effortTaggedAt` though the tag stays: idempotent holds for the tag, which reads back unchanged; those timestamps are not named fields (`object*`)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:136:22-136:37",
    mutator: "ConditionalExpression",
    original: "effort === null",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "`effortTaggedAt` stays null when a tag is set: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:136:22-136:37",
    mutator: "ConditionalExpression",
    original: "effort === null",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "`effortTaggedAt` keeps a time when the tag is cleared: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:136:22-136:37",
    mutator: "EqualityOperator",
    original: "effort === null",
    replacement: "effort !== null",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "`effortTaggedAt` is null while tagged and a time once cleared: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:150:16-150:34",
    mutator: "ObjectLiteral",
    original: "{ ...r.threshold }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "every record reads its threshold as `{}`: the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:162:19-162:57",
    mutator: "ArrayDeclaration",
    original: "[...ws.evidence.mergeRecords.values()]",
    replacement: "[]",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "the rollups count no record: every class reads zeros and the total 0: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:163:52-182:4",
    mutator: "BlockStatement",
    original:
      '{ const rs = records.filter((r) => r.changeClass === changeClass); const count = (o: MergeOutcome) => rs.filter((r) => r.outcome === o).length; const autoMerged = count("auto_merged"); const mergedInApp = count("merged_in_app"); const mergedOnProvider = count("merged_on_provider"); return { changeClass, records: rs.length, landed: { total: autoMerged + mergedInApp + mergedOnProvider, autoMerged, mergedInApp, mergedOnProvider }, rejected: count("rejected"), awaitingReview: count("awaiting_review"), effort: { none: rs.filter((r) => r.effort === "none").length, minor: rs.filter((r) => r.effort === "minor").length, major: rs.filter((r) => r.effort === "major").length, untagged: rs.filter((r) => r.effort === null).length, }, }; }',
    replacement: "{}",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "every rollup row is undefined (the rows array holds eight nulls): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:164:16-164:68",
    mutator: "MethodExpression",
    original: "records.filter((r) => r.changeClass === changeClass)",
    replacement: "records",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a rollup row counts records of other change classes too (or none): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:164:31-164:67",
    mutator: "ArrowFunction",
    original: "(r) => r.changeClass === changeClass",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a rollup row counts records of other change classes too (or none): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:164:38-164:67",
    mutator: "ConditionalExpression",
    original: "r.changeClass === changeClass",
    replacement: "true",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a rollup row counts records of other change classes too (or none): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:164:38-164:67",
    mutator: "ConditionalExpression",
    original: "r.changeClass === changeClass",
    replacement: "false",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a rollup row counts records of other change classes too (or none): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:164:38-164:67",
    mutator: "EqualityOperator",
    original: "r.changeClass === changeClass",
    replacement: "r.changeClass !== changeClass",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a rollup row counts records of other change classes too (or none): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:165:19-165:80",
    mutator: "ArrowFunction",
    original: "(o: MergeOutcome) => rs.filter((r) => r.outcome === o).length",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's per-outcome counts no longer count the records of that outcome alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:165:40-165:73",
    mutator: "MethodExpression",
    original: "rs.filter((r) => r.outcome === o)",
    replacement: "rs",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's per-outcome counts no longer count the records of that outcome alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:165:50-165:72",
    mutator: "ArrowFunction",
    original: "(r) => r.outcome === o",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's per-outcome counts no longer count the records of that outcome alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:165:57-165:72",
    mutator: "ConditionalExpression",
    original: "r.outcome === o",
    replacement: "true",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's per-outcome counts no longer count the records of that outcome alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:165:57-165:72",
    mutator: "ConditionalExpression",
    original: "r.outcome === o",
    replacement: "false",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's per-outcome counts no longer count the records of that outcome alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:165:57-165:72",
    mutator: "EqualityOperator",
    original: "r.outcome === o",
    replacement: "r.outcome !== o",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's per-outcome counts no longer count the records of that outcome alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:166:30-166:43",
    mutator: "StringLiteral",
    original: '"auto_merged"',
    replacement: '""',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      'a row\'s landed count for one route counts records of outcome "" (none): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/merge-records.ts:167:31-167:46",
    mutator: "StringLiteral",
    original: '"merged_in_app"',
    replacement: '""',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      'a row\'s landed count for one route counts records of outcome "" (none): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/merge-records.ts:168:36-168:56",
    mutator: "StringLiteral",
    original: '"merged_on_provider"',
    replacement: '""',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      'a row\'s landed count for one route counts records of outcome "" (none): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/merge-records.ts:169:12-181:6",
    mutator: "ObjectLiteral",
    original:
      '{ changeClass, records: rs.length, landed: { total: autoMerged + mergedInApp + mergedOnProvider, autoMerged, mergedInApp, mergedOnProvider }, rejected: count("rejected"), awaitingReview: count("awaiting_review"), effort: { none: rs.filter((r) => r.effort === "none").length, minor: rs.filter((r) => r.effort === "minor").length, major: rs.filter((r) => r.effort === "major").length, untagged: rs.filter((r) => r.effort === null).length, }, }',
    replacement: "{}",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "every rollup row is `{}`: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:172:15-172:112",
    mutator: "ObjectLiteral",
    original: "{ total: autoMerged + mergedInApp + mergedOnProvider, autoMerged, mergedInApp, mergedOnProvider }",
    replacement: "{}",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "every row's landed counts are `{}`: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:172:24-172:67",
    mutator: "ArithmeticOperator",
    original: "autoMerged + mergedInApp + mergedOnProvider",
    replacement: "autoMerged + mergedInApp - mergedOnProvider",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's landed total subtracts the pull requests merged on the provider: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:172:24-172:48",
    mutator: "ArithmeticOperator",
    original: "autoMerged + mergedInApp",
    replacement: "autoMerged - mergedInApp",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's landed total subtracts the pull requests merged through the app: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:173:23-173:33",
    mutator: "StringLiteral",
    original: '"rejected"',
    replacement: '""',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      'a row\'s rejected count counts records of outcome "" (none): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/merge-records.ts:174:29-174:46",
    mutator: "StringLiteral",
    original: '"awaiting_review"',
    replacement: '""',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      'a row\'s awaiting-review count counts records of outcome "" (none): the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)',
  },
  {
    at: "server/domain/evidence/merge-records.ts:175:15-180:8",
    mutator: "ObjectLiteral",
    original:
      '{ none: rs.filter((r) => r.effort === "none").length, minor: rs.filter((r) => r.effort === "minor").length, major: rs.filter((r) => r.effort === "major").length, untagged: rs.filter((r) => r.effort === null).length, }',
    replacement: "{}",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "every row's effort distribution is `{}`: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:176:15-176:52",
    mutator: "MethodExpression",
    original: 'rs.filter((r) => r.effort === "none")',
    replacement: "rs",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:176:25-176:51",
    mutator: "ArrowFunction",
    original: '(r) => r.effort === "none"',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:176:32-176:51",
    mutator: "ConditionalExpression",
    original: 'r.effort === "none"',
    replacement: "true",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:176:32-176:51",
    mutator: "ConditionalExpression",
    original: 'r.effort === "none"',
    replacement: "false",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:176:32-176:51",
    mutator: "EqualityOperator",
    original: 'r.effort === "none"',
    replacement: 'r.effort !== "none"',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:176:45-176:51",
    mutator: "StringLiteral",
    original: '"none"',
    replacement: '""',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:177:16-177:54",
    mutator: "MethodExpression",
    original: 'rs.filter((r) => r.effort === "minor")',
    replacement: "rs",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:177:26-177:53",
    mutator: "ArrowFunction",
    original: '(r) => r.effort === "minor"',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:177:33-177:53",
    mutator: "ConditionalExpression",
    original: 'r.effort === "minor"',
    replacement: "true",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:177:33-177:53",
    mutator: "ConditionalExpression",
    original: 'r.effort === "minor"',
    replacement: "false",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:177:33-177:53",
    mutator: "EqualityOperator",
    original: 'r.effort === "minor"',
    replacement: 'r.effort !== "minor"',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:177:46-177:53",
    mutator: "StringLiteral",
    original: '"minor"',
    replacement: '""',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:178:16-178:54",
    mutator: "MethodExpression",
    original: 'rs.filter((r) => r.effort === "major")',
    replacement: "rs",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:178:26-178:53",
    mutator: "ArrowFunction",
    original: '(r) => r.effort === "major"',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:178:33-178:53",
    mutator: "ConditionalExpression",
    original: 'r.effort === "major"',
    replacement: "true",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:178:33-178:53",
    mutator: "ConditionalExpression",
    original: 'r.effort === "major"',
    replacement: "false",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:178:33-178:53",
    mutator: "EqualityOperator",
    original: 'r.effort === "major"',
    replacement: 'r.effort !== "major"',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:178:46-178:53",
    mutator: "StringLiteral",
    original: '"major"',
    replacement: '""',
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:179:19-179:54",
    mutator: "MethodExpression",
    original: "rs.filter((r) => r.effort === null)",
    replacement: "rs",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:179:29-179:53",
    mutator: "ArrowFunction",
    original: "(r) => r.effort === null",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:179:36-179:53",
    mutator: "ConditionalExpression",
    original: "r.effort === null",
    replacement: "true",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:179:36-179:53",
    mutator: "ConditionalExpression",
    original: "r.effort === null",
    replacement: "false",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:179:36-179:53",
    mutator: "EqualityOperator",
    original: "r.effort === null",
    replacement: "r.effort !== null",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "a row's effort distribution no longer counts each tag (or untagged) alone: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:183:10-183:57",
    mutator: "ObjectLiteral",
    original: "{ rollups: rows, totalRecords: records.length }",
    replacement: "{}",
    class: "b",
    clause: "D2-MERGE-ROLLUPS",
    reason:
      "the rollups answer `{}`: no rows, no total: the rollups are `object*`, the class and count field names not shown (the register marks the clause uncheckable)",
  },
  {
    at: "server/domain/evidence/merge-records.ts:93:31-96:6",
    mutator: "BlockStatement",
    original: "{ ws.evidence.mergeRecords.delete(recordId); ws.evidence.mergeByRun.delete(r.runId); }",
    replacement: "{}",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a deleted task's run keeps its merge record (no run with a record is deleted: no coverage): the row removes the run history, and whether a merge record (a prose resource) is part of it is not stated",
  },
  {
    at: "server/domain/evidence/merge-records.ts:124:35-127:4",
    mutator: "BlockStatement",
    original: "{ r.outcome = outcome; r.updatedAt = ws.now(); }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MERGE-RECORD",
    reason:
      "acting on a merge card leaves the record's outcome and `updatedAt` as they were (no record with another outcome is acted on: no coverage): the record's field names are not shown (doc 1: prose only; the register marks the clause uncheckable)",
  },
  // server/domain/evidence/telemetry.ts (the lane's last mutants, session 16)
  {
    at: "server/domain/evidence/telemetry.ts:153:82-153:89",
    mutator: "ConditionalExpression",
    original: "j === 1",
    replacement: "true",
    class: "b",
    reason:
      "which model calls of a review step end in a warning changes (and no run of the gated pass has a step named for review): doc 2 Debug lists `outcome` ok|warning|error as a filter, not which calls take which",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:82-153:89",
    mutator: "EqualityOperator",
    original: "j === 1",
    replacement: "j !== 1",
    class: "b",
    reason:
      "which model calls of a review step end in a warning changes (and no run of the gated pass has a step named for review): doc 2 Debug lists `outcome` ok|warning|error as a filter, not which calls take which",
  },
  {
    at: "server/domain/evidence/telemetry.ts:153:92-153:101",
    mutator: "StringLiteral",
    original: '"warning"',
    replacement: '""',
    class: "b",
    reason:
      'a review step\'s warning call reads outcome "" (and no run of the gated pass has a step named for review): an unknown enum value is drift (D2-VERSION-ADDITIVE), and which calls warn is not stated',
  },
  // spec.ts (2026-11-28 pass)
  {
    at: "server/domain/evidence/spec.ts:47:7-47:60",
    mutator: "ConditionalExpression",
    original: '!raw || typeof raw !== "object" || Array.isArray(raw)',
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:47:7-47:60",
    mutator: "LogicalOperator",
    original: '!raw || typeof raw !== "object" || Array.isArray(raw)',
    replacement: '(!raw || typeof raw !== "object") && Array.isArray(raw)',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:47:7-47:38",
    mutator: "ConditionalExpression",
    original: '!raw || typeof raw !== "object"',
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:47:7-47:38",
    mutator: "LogicalOperator",
    original: '!raw || typeof raw !== "object"',
    replacement: '!raw && typeof raw !== "object"',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:47:15-47:38",
    mutator: "ConditionalExpression",
    original: 'typeof raw !== "object"',
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:49:7-49:59",
    mutator: "ConditionalExpression",
    original: "r.modules !== undefined && !Array.isArray(r.modules)",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:49:7-49:30",
    mutator: "ConditionalExpression",
    original: "r.modules !== undefined",
    replacement: "true",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:49:7-49:30",
    mutator: "EqualityOperator",
    original: "r.modules !== undefined",
    replacement: "r.modules === undefined",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:52:7-52:31",
    mutator: "ConditionalExpression",
    original: "isStr(r.service, 0, 120)",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:53:7-53:32",
    mutator: "ConditionalExpression",
    original: "isStr(r.summary, 0, 2000)",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:57:7-57:19",
    mutator: "AssignmentOperator",
    original: "dropped += 1",
    replacement: "dropped -= 1",
    class: "b",
    reason:
      "the `partial` issue's `dropped` count changes (the issue is still there): SpecReadIssue `dropped` is a number whose meaning is not stated",
  },
  {
    at: "server/domain/evidence/spec.ts:61:9-61:34",
    mutator: "ConditionalExpression",
    original: "isStr(m.summary, 0, 2000)",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:62:74-109:6",
    mutator: "BlockStatement",
    original:
      '{ if (!g || !isStr(g.name, 1, 120)) { dropped += 1; continue; } const group: Json = { name: g.name, requirements: [], rules: [] }; if (isStr(g.summary, 0, 2000)) group.summary = g.summary; for (const q of (Array.isArray(g.requirements) ? g.requirements : []) as Json[]) { const okItem = q && isStr(q.id, 1, 200) && isStr(q.title, 1, 120) && isStr(q.statement, 1, 4000) && ["functional", "nonfunctional", "constraint"].includes(q.kind) && ["must", "should", "could"].includes(q.priority); if (!okItem) { dropped += 1; continue; } const item: Json = { id: q.id, kind: q.kind, priority: q.priority, statement: q.statement, title: q.title }; if (["aspirational", "established"].includes(q.state)) item.state = q.state; if (Array.isArray(q.acceptance)) { item.acceptance = q.acceptance .filter( (a: Json) => a && isStr(a.id, 1, 200) && isStr(a.given, 0, 2000) && isStr(a.when, 0, 2000) && isStr(a.outcome, 0, 2000), ) .map((a: Json) => ({ id: a.id, given: a.given, when: a.when, outcome: a.outcome })); } group.requirements.push(item); } for (const rule of (Array.isArray(g.rules) ? g.rules : []) as Json[]) { if (!rule || !isStr(rule.id, 1, 200) || !isStr(rule.rule, 1, 4000)) { dropped += 1; continue; } group.rules.push({ id: rule.id, rule: rule.rule, ...(isStr(rule.rationale, 0, 2000) ? { rationale: rule.rationale } : {}), }); } mod.groups.push(group); }',
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:64:9-64:21",
    mutator: "AssignmentOperator",
    original: "dropped += 1",
    replacement: "dropped -= 1",
    class: "b",
    reason:
      "the `partial` issue's `dropped` count changes (the issue is still there): SpecReadIssue `dropped` is a number whose meaning is not stated",
  },
  {
    at: "server/domain/evidence/spec.ts:68:11-68:36",
    mutator: "ConditionalExpression",
    original: "isStr(g.summary, 0, 2000)",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:69:88-96:8",
    mutator: "BlockStatement",
    original:
      '{ const okItem = q && isStr(q.id, 1, 200) && isStr(q.title, 1, 120) && isStr(q.statement, 1, 4000) && ["functional", "nonfunctional", "constraint"].includes(q.kind) && ["must", "should", "could"].includes(q.priority); if (!okItem) { dropped += 1; continue; } const item: Json = { id: q.id, kind: q.kind, priority: q.priority, statement: q.statement, title: q.title }; if (["aspirational", "established"].includes(q.state)) item.state = q.state; if (Array.isArray(q.acceptance)) { item.acceptance = q.acceptance .filter( (a: Json) => a && isStr(a.id, 1, 200) && isStr(a.given, 0, 2000) && isStr(a.when, 0, 2000) && isStr(a.outcome, 0, 2000), ) .map((a: Json) => ({ id: a.id, given: a.given, when: a.when, outcome: a.outcome })); } group.requirements.push(item); }',
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:82:13-82:62",
    mutator: "ConditionalExpression",
    original: '["aspirational", "established"].includes(q.state)',
    replacement: "true",
    class: "b",
    reason:
      'an item\'s unknown `state` ("drafted") is served with it instead of left out: the tolerant reading accepts enum values it does not know (doc 2 Versioning), and an item with an unknown state is not one the shape refuses',
  },
  {
    at: "server/domain/evidence/spec.ts:82:13-82:62",
    mutator: "ConditionalExpression",
    original: '["aspirational", "established"].includes(q.state)',
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:82:13-82:44",
    mutator: "ArrayDeclaration",
    original: '["aspirational", "established"]',
    replacement: "[]",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:82:14-82:28",
    mutator: "StringLiteral",
    original: '"aspirational"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:82:30-82:43",
    mutator: "StringLiteral",
    original: '"established"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:83:13-83:40",
    mutator: "ConditionalExpression",
    original: "Array.isArray(q.acceptance)",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:83:42-94:10",
    mutator: "BlockStatement",
    original:
      "{ item.acceptance = q.acceptance .filter( (a: Json) => a && isStr(a.id, 1, 200) && isStr(a.given, 0, 2000) && isStr(a.when, 0, 2000) && isStr(a.outcome, 0, 2000), ) .map((a: Json) => ({ id: a.id, given: a.given, when: a.when, outcome: a.outcome })); }",
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:86:15-91:42",
    mutator: "ArrowFunction",
    original:
      "(a: Json) => a && isStr(a.id, 1, 200) && isStr(a.given, 0, 2000) && isStr(a.when, 0, 2000) && isStr(a.outcome, 0, 2000)",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:87:17-91:42",
    mutator: "ConditionalExpression",
    original:
      "a && isStr(a.id, 1, 200) && isStr(a.given, 0, 2000) && isStr(a.when, 0, 2000) && isStr(a.outcome, 0, 2000)",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:97:77-107:8",
    mutator: "BlockStatement",
    original:
      "{ if (!rule || !isStr(rule.id, 1, 200) || !isStr(rule.rule, 1, 4000)) { dropped += 1; continue; } group.rules.push({ id: rule.id, rule: rule.rule, ...(isStr(rule.rationale, 0, 2000) ? { rationale: rule.rationale } : {}), }); }",
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:99:11-99:23",
    mutator: "AssignmentOperator",
    original: "dropped += 1",
    replacement: "dropped -= 1",
    class: "b",
    reason:
      "the `partial` issue's `dropped` count changes (the issue is still there): SpecReadIssue `dropped` is a number whose meaning is not stated",
  },
  {
    at: "server/domain/evidence/spec.ts:105:48-105:77",
    mutator: "ObjectLiteral",
    original: "{ rationale: rule.rationale }",
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a reader that leaves part of a readable spec out without an issue serves a smaller document in its shape: what a repository's spec holds is not readable through the API (where it lives, and its format, are not shown), so no request can tell it from a smaller file",
  },
  {
    at: "server/domain/evidence/spec.ts:122:7-122:12",
    mutator: "ConditionalExpression",
    original: "!tree",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-503-REASONS",
    reason:
      "a repository or ref the read cannot resolve: the seeded services' repositories always resolve (unreached); a failed read answering a 5XX instead of 503 `spec_read_failed` is admitted (doc 2 Endpoints: every operation may answer a 5XX with the envelope), and which cause draws which stated reason is not shown",
  },
  {
    at: "server/domain/evidence/spec.ts:132:24-134:12",
    mutator: "MethodExpression",
    original: 'Object.keys(files) .filter((p) => p.startsWith(FEATURES_DIR) && p.endsWith(".feature")) .sort()',
    replacement: 'Object.keys(files).filter(p => p.startsWith(FEATURES_DIR) && p.endsWith(".feature"))',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:132:24-133:73",
    mutator: "MethodExpression",
    original: 'Object.keys(files) .filter((p) => p.startsWith(FEATURES_DIR) && p.endsWith(".feature"))',
    replacement: "Object.keys(files)",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:133:13-133:72",
    mutator: "ArrowFunction",
    original: '(p) => p.startsWith(FEATURES_DIR) && p.endsWith(".feature")',
    replacement: "() => undefined",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:133:20-133:72",
    mutator: "ConditionalExpression",
    original: 'p.startsWith(FEATURES_DIR) && p.endsWith(".feature")',
    replacement: "true",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:133:20-133:72",
    mutator: "ConditionalExpression",
    original: 'p.startsWith(FEATURES_DIR) && p.endsWith(".feature")',
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:133:20-133:72",
    mutator: "LogicalOperator",
    original: 'p.startsWith(FEATURES_DIR) && p.endsWith(".feature")',
    replacement: 'p.startsWith(FEATURES_DIR) || p.endsWith(".feature")',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:133:20-133:46",
    mutator: "MethodExpression",
    original: "p.startsWith(FEATURES_DIR)",
    replacement: "p.endsWith(FEATURES_DIR)",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:133:50-133:72",
    mutator: "MethodExpression",
    original: 'p.endsWith(".feature")',
    replacement: 'p.startsWith(".feature")',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:133:61-133:71",
    mutator: "StringLiteral",
    original: '".feature"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:135:20-135:56",
    mutator: "MethodExpression",
    original: "featurePaths.slice(0, FEATURE_FILES)",
    replacement: "featurePaths",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:137:43-137:74",
    mutator: "MethodExpression",
    original: "path.slice(FEATURES_DIR.length)",
    replacement: "path",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:137:81-137:84",
    mutator: "StringLiteral",
    original: '"/"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:138:21-138:49",
    mutator: "MethodExpression",
    original: "text.slice(0, FEATURE_CHARS)",
    replacement: "text",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:142:32-142:44",
    mutator: "Regex",
    original: "/\\.feature$/",
    replacement: "/\\.feature/",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:142:46-142:48",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:146:18-146:46",
    mutator: "ConditionalExpression",
    original: "text.length > content.length",
    replacement: "true",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:146:18-146:46",
    mutator: "ConditionalExpression",
    original: "text.length > content.length",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:146:18-146:46",
    mutator: "EqualityOperator",
    original: "text.length > content.length",
    replacement: "text.length >= content.length",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:146:18-146:46",
    mutator: "EqualityOperator",
    original: "text.length > content.length",
    replacement: "text.length <= content.length",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:150:5-150:40",
    mutator: "ConditionalExpression",
    original: "featurePaths.length > FEATURE_FILES",
    replacement: "true",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:150:5-150:40",
    mutator: "ConditionalExpression",
    original: "featurePaths.length > FEATURE_FILES",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:150:5-150:40",
    mutator: "EqualityOperator",
    original: "featurePaths.length > FEATURE_FILES",
    replacement: "featurePaths.length >= FEATURE_FILES",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:150:5-150:40",
    mutator: "EqualityOperator",
    original: "featurePaths.length > FEATURE_FILES",
    replacement: "featurePaths.length <= FEATURE_FILES",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:155:18-155:22",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "c",
    reason: "`ok` of the internal read: body() never serves it",
  },
  {
    at: "server/domain/evidence/spec.ts:162:17-162:37",
    mutator: "ConditionalExpression",
    original: "parsed === undefined",
    replacement: "false",
    class: "c",
    reason: "sanitise(undefined) is null too: the unparsable file reads `unparsed` either way",
  },
  {
    at: "server/domain/evidence/spec.ts:163:7-163:13",
    mutator: "ConditionalExpression",
    original: "!clean",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:175:34-175:43",
    mutator: "StringLiteral",
    original: '"partial"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-PARTIAL-ISSUES",
    reason:
      'the partial issue\'s `kind` reads "": the issue is still served, the tolerant reading accepts enum values it does not know (doc 2 Versioning), and which kind a partial read carries is not stated ("served with `issues`")',
  },
  {
    at: "server/domain/evidence/spec.ts:176:16-176:20",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "c",
    reason: "`ok` of the internal read: body() never serves it",
  },
  {
    at: "server/domain/evidence/spec.ts:190:48-192:2",
    mutator: "BlockStatement",
    original:
      '{ return stated(503, "vcs_not_configured", `${what} has no source-control repository to read the specification from`); }',
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-503-REASONS",
    reason:
      "the refusal for want of a repository or connection throws nothing usable: the read answers a 5XX with the envelope instead of 503 `vcs_not_configured`; every operation may answer a 5XX (doc 2 Endpoints), a spec read with no connection is still never a 200 (ERRORS-SPEC-NO-VCS), and which cause draws which stated reason is not shown",
  },
  {
    at: "server/domain/evidence/spec.ts:191:44-191:117",
    mutator: "StringLiteral",
    original: "`${what} has no source-control repository to read the specification from`",
    replacement: "``",
    class: "b",
    reason: "the refusal's message text: an error's `message` is not stated",
  },
  {
    at: "server/domain/evidence/spec.ts:196:59-196:81",
    mutator: "StringLiteral",
    original: "`service ${serviceId}`",
    replacement: "``",
    class: "b",
    reason: "the refusal's message text: an error's `message` is not stated",
  },
  {
    at: "server/domain/evidence/spec.ts:198:7-198:9",
    mutator: "ConditionalExpression",
    original: "!s",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-503-REASONS",
    reason:
      "a repository or ref the read cannot resolve: the seeded services' repositories always resolve (unreached); a failed read answering a 5XX instead of 503 `spec_read_failed` is admitted (doc 2 Endpoints: every operation may answer a 5XX with the envelope), and which cause draws which stated reason is not shown",
  },
  {
    at: "server/domain/evidence/spec.ts:208:59-208:73",
    mutator: "StringLiteral",
    original: "`run ${runId}`",
    replacement: "``",
    class: "b",
    reason: "the refusal's message text: an error's `message` is not stated",
  },
  {
    at: "server/domain/evidence/spec.ts:211:7-211:9",
    mutator: "ConditionalExpression",
    original: "!s",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-503-REASONS",
    reason:
      "a repository or ref the read cannot resolve: the seeded services' repositories always resolve (unreached); a failed read answering a 5XX instead of 503 `spec_read_failed` is admitted (doc 2 Endpoints: every operation may answer a 5XX with the envelope), and which cause draws which stated reason is not shown",
  },
  {
    at: "server/domain/evidence/spec.ts:137:21-137:23",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:137:37-137:39",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:151:9-151:84",
    mutator: "ArrayDeclaration",
    original: '[{ section: "features", shown: FEATURE_FILES, total: featurePaths.length }]',
    replacement: "[]",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:151:10-151:83",
    mutator: "ObjectLiteral",
    original: '{ section: "features", shown: FEATURE_FILES, total: featurePaths.length }',
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:151:21-151:31",
    mutator: "StringLiteral",
    original: '"features"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "which files of a repository are feature files, their order, how their path names a module and a group, and the bounds on their number and length are the deployment's: doc 1 PublicSpecFeatureFile names `chars`, `totalChars` and `truncated` without defining them, and no bound is shown",
  },
  {
    at: "server/domain/evidence/spec.ts:159:11-161:4",
    mutator: "BlockStatement",
    original: "{ parsed = undefined; }",
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that is not JSON: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:163:15-173:4",
    mutator: "BlockStatement",
    original:
      '{ return { ok: true, anchor: "unparsed", doc: null, features, issues: [{ kind: "unparsed", path: SPEC_PATH, dropped: null }], truncations, provenance, }; }',
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:164:12-172:6",
    mutator: "ObjectLiteral",
    original:
      '{ ok: true, anchor: "unparsed", doc: null, features, issues: [{ kind: "unparsed", path: SPEC_PATH, dropped: null }], truncations, provenance, }',
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:165:11-165:15",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:166:15-166:25",
    mutator: "StringLiteral",
    original: '"unparsed"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:169:15-169:69",
    mutator: "ArrayDeclaration",
    original: '[{ kind: "unparsed", path: SPEC_PATH, dropped: null }]',
    replacement: "[]",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:169:16-169:68",
    mutator: "ObjectLiteral",
    original: '{ kind: "unparsed", path: SPEC_PATH, dropped: null }',
    replacement: "{}",
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:169:24-169:34",
    mutator: "StringLiteral",
    original: '"unparsed"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-SERVICE-DEFAULT-BRANCH",
    reason:
      "a spec file that parses to no object, or whose `modules` is missing or no array: none is seeded, and the spec file's format is not shown, so what such a file reads as is not stated (`unparsed` is only named)",
  },
  {
    at: "server/domain/evidence/spec.ts:198:29-198:47",
    mutator: "StringLiteral",
    original: '"spec_read_failed"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-503-REASONS",
    reason:
      "a repository or ref the read cannot resolve: the seeded services' repositories always resolve (unreached); a failed read answering a 5XX instead of 503 `spec_read_failed` is admitted (doc 2 Endpoints: every operation may answer a 5XX with the envelope), and which cause draws which stated reason is not shown",
  },
  {
    at: "server/domain/evidence/spec.ts:198:49-198:106",
    mutator: "StringLiteral",
    original: '"the specification could not be read from the repository"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-503-REASONS",
    reason:
      "a repository or ref the read cannot resolve: the seeded services' repositories always resolve (unreached); a failed read answering a 5XX instead of 503 `spec_read_failed` is admitted (doc 2 Endpoints: every operation may answer a 5XX with the envelope), and which cause draws which stated reason is not shown",
  },
  {
    at: "server/domain/evidence/spec.ts:211:29-211:47",
    mutator: "StringLiteral",
    original: '"spec_read_failed"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-503-REASONS",
    reason:
      "a repository or ref the read cannot resolve: the seeded services' repositories always resolve (unreached); a failed read answering a 5XX instead of 503 `spec_read_failed` is admitted (doc 2 Endpoints: every operation may answer a 5XX with the envelope), and which cause draws which stated reason is not shown",
  },
  {
    at: "server/domain/evidence/spec.ts:211:49-211:106",
    mutator: "StringLiteral",
    original: '"the specification could not be read from the repository"',
    replacement: '""',
    class: "b",
    clause: "D2-SPEC-503-REASONS",
    reason:
      "a repository or ref the read cannot resolve: the seeded services' repositories always resolve (unreached); a failed read answering a 5XX instead of 503 `spec_read_failed` is admitted (doc 2 Endpoints: every operation may answer a 5XX with the envelope), and which cause draws which stated reason is not shown",
  },
];
