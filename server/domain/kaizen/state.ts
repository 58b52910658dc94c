/**
 * The Kaizen slice of a workspace (doc 1 Kaizen entries; doc 2 Kaizen): post-run gradings of one
 * completed agent step each, keyed by the combination of agent kind, model and prompt version.
 */
import type { Workspace } from "../workspace.ts";

export type KaizenStatus = "scheduled" | "running" | "complete" | "failed";

export interface KaizenEntryRecord {
  entryId: string;
  seq: number;
  runId: string;
  /** The graded task; the entry's `task` view is read live from the tasks domain (task-view.ts). */
  taskId: string;
  agentKind: string;
  model: string;
  promptVersion: number;
  combo: { consecutiveHighGrades: number; verified: boolean; verifiedAt: number | null } | null;
  stepIndex: number;
  status: KaizenStatus;
  grade: number | null;
  graderModel: string | null;
  summary: string;
  recommendations: string[];
  error: string | null;
  acknowledged: boolean;
  acknowledgedAt: number | null;
  acknowledgedBy: string | null;
  acknowledgementNote: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface KaizenState {
  entries: Map<string, KaizenEntryRecord>;
}

export function createKaizenState(): KaizenState {
  return { entries: new Map() };
}

/** doc 1 States: "A grading is settled when finished whatever it concluded". */
export function isSettled(e: KaizenEntryRecord): boolean {
  return e.status === "complete" || e.status === "failed";
}

export function comboKey(e: Pick<KaizenEntryRecord, "agentKind" | "model" | "promptVersion">): string {
  return `${e.agentKind}:${e.model}:v${e.promptVersion}`;
}

type Seed = Pick<
  KaizenEntryRecord,
  | "agentKind"
  | "model"
  | "promptVersion"
  | "stepIndex"
  | "status"
  | "grade"
  | "graderModel"
  | "summary"
  | "recommendations"
  | "error"
  | "combo"
> &
  Partial<Pick<KaizenEntryRecord, "runId" | "taskId">> & { ack?: string };

/**
 * Six gradings of the seeded finished run (oldest first): two `complete` (one acknowledged), one
 * `failed` (settled), one `scheduled`, one `running`, and one whose task was deleted.
 */
export function seedKaizen(ws: Workspace): void {
  const w = ws.id.replace(/^ws_/, "");
  const adminKeyId = ws.server.keys.liveInWorkspace(ws.id).find((k) => k.scope === "admin")?.id ?? null;
  const seeds: Seed[] = [
    {
      agentKind: "coder",
      model: "claude-sonnet-4",
      promptVersion: 7,
      stepIndex: 2,
      status: "complete",
      grade: 4,
      graderModel: "claude-opus-4",
      summary: "Smooth implementation; one retry after a failing lint check.",
      recommendations: ["Run the linter before committing."],
      error: null,
      combo: { consecutiveHighGrades: 3, verified: true, verifiedAt: null },
      ack: "Lint step added to the coder prompt.",
    },
    {
      agentKind: "reviewer",
      model: "gpt-4.1",
      promptVersion: 3,
      stepIndex: 3,
      status: "complete",
      grade: 2,
      graderModel: "claude-opus-4",
      summary: "Review looped twice on the same finding.",
      recommendations: ["Deduplicate findings across review passes.", "Cite the changed lines."],
      error: null,
      combo: { consecutiveHighGrades: 0, verified: false, verifiedAt: null },
    },
    {
      agentKind: "tester",
      model: "gemini-2.5-pro",
      promptVersion: 1,
      stepIndex: 4,
      status: "failed",
      grade: null,
      graderModel: "claude-opus-4",
      summary: "",
      recommendations: [],
      error: "grader timed out reading the step transcript",
      combo: null,
    },
    {
      agentKind: "merger",
      model: "claude-sonnet-4",
      promptVersion: 2,
      stepIndex: 5,
      status: "scheduled",
      grade: null,
      graderModel: null,
      summary: "",
      recommendations: [],
      error: null,
      combo: null,
    },
    {
      agentKind: "planner",
      model: "claude-sonnet-4",
      promptVersion: 5,
      stepIndex: 0,
      status: "running",
      grade: null,
      graderModel: "claude-opus-4",
      summary: "",
      recommendations: [],
      error: null,
      combo: { consecutiveHighGrades: 1, verified: false, verifiedAt: null },
    },
    {
      agentKind: "coder",
      model: "claude-sonnet-4",
      promptVersion: 6,
      stepIndex: 1,
      status: "complete",
      grade: 5,
      graderModel: "claude-opus-4",
      summary: "Clean single-pass change.",
      recommendations: [],
      error: null,
      combo: { consecutiveHighGrades: 2, verified: false, verifiedAt: null },
      // Its task (and run history) was deleted: `task` reads null, `taskId` stays.
      runId: `run_gone_${w}`,
      taskId: `tsk_gone_${w}`,
    },
  ];
  for (const s of seeds) {
    const at = ws.now();
    const e: KaizenEntryRecord = {
      entryId: ws.newId("kzn"),
      seq: ws.nextSeq(),
      runId: s.runId ?? ws.ids.runDone,
      taskId: s.taskId ?? ws.ids.taskDone,
      agentKind: s.agentKind,
      model: s.model,
      promptVersion: s.promptVersion,
      combo: s.combo ? { ...s.combo, verifiedAt: s.combo.verified ? at : null } : null,
      stepIndex: s.stepIndex,
      status: s.status,
      grade: s.grade,
      graderModel: s.graderModel,
      summary: s.summary,
      recommendations: s.recommendations,
      error: s.error,
      acknowledged: s.ack !== undefined,
      acknowledgedAt: s.ack !== undefined ? at : null,
      acknowledgedBy: s.ack !== undefined ? adminKeyId : null,
      acknowledgementNote: s.ack ?? null,
      createdAt: at,
      updatedAt: at,
    };
    ws.kaizen.entries.set(e.entryId, e);
  }
}
