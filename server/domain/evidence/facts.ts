/**
 * What the evidence domain knows about a run beyond the engine's RunRecord: recorded requirement
 * verdicts, tester concerns and outcomes, throwaway environments and machine checks. Seeded for
 * `ws.ids.runDone`; for every other run composed on read, deterministically, from the RunRecord
 * (reference choice: the tester has reported exactly when the run is `done`; composed runs
 * provision no throwaway environment; a run with a pull request has passing checks).
 */
import type { Workspace } from "../workspace.ts";
import { getPipeline } from "../runs/engine.ts";
import type { PipelineDef, RunRecord } from "../runs/types.ts";
import { getService } from "../services/state.ts";
import type { ServiceRecord } from "../services/types.ts";
import { getTask } from "../tasks/state.ts";
import type { TaskRecord } from "../tasks/types.ts";
import { readSpecAt, type SpecRead } from "./spec.ts";

export type Verdict = "met" | "not_met";

export interface EnvironmentRow {
  environmentId: string;
  url: string;
  provisionedAt: number;
  expiresAt: number;
  tornDownAt: number | null;
}

export interface SeededFacts {
  verdicts: { requirementId: string; verdict: Verdict; detail: string }[];
  concerns: { severity: "low" | "medium" | "high"; title: string }[];
  testOutcomes: { name: string; status: "passed" | "failed"; detail?: string }[];
  environments: EnvironmentRow[];
  checks: { name: string; conclusion: "success" | "failure"; url: string }[];
}

export interface RunFacts extends SeededFacts {
  run: RunRecord;
  pipeline: PipelineDef | undefined;
  task: TaskRecord | undefined;
  service: ServiceRecord | undefined;
  /** The service spec at the default branch, when one could be read. */
  spec: SpecRead | undefined;
  testerReported: boolean;
}

export function seedFacts(ws: Workspace): void {
  const at = ws.now();
  const w = ws.id.replace(/^ws_/, "");
  const pr = `https://code.example.invalid/acme/app`;
  ws.evidence.facts.set(ws.ids.runDone, {
    verdicts: [
      { requirementId: "REQ-EXPORT-1", verdict: "met", detail: "CSV downloaded with one header per visible column" },
      { requirementId: "REQ-EXPORT-2", verdict: "met", detail: "5000 cards exported in 1.6 s" },
    ],
    concerns: [{ severity: "low", title: "The export button has no keyboard shortcut" }],
    testOutcomes: [
      { name: "export downloads a CSV", status: "passed" },
      { name: "hidden columns are not exported", status: "passed", detail: "checked with one hidden column" },
    ],
    environments: [
      // Still live: `expiresAt` lies a week ahead of the seed.
      {
        environmentId: `env_live_${w}`,
        url: `https://run-done-${w}.preview.example.invalid`,
        provisionedAt: at - 3_600_000,
        expiresAt: at + 7 * 86_400_000,
        tornDownAt: null,
      },
      // Expired an hour before the seed: not `live`, but the row keeps its URL.
      {
        environmentId: `env_old_${w}`,
        url: `https://run-done-${w}-first.preview.example.invalid`,
        provisionedAt: at - 7_200_000,
        expiresAt: at - 3_600_000,
        tornDownAt: at - 3_500_000,
      },
    ],
    checks: [
      { name: "build", conclusion: "success", url: `${pr}/actions/runs/1` },
      { name: "unit-tests", conclusion: "success", url: `${pr}/actions/runs/2` },
    ],
  });
}

export function runFacts(ws: Workspace, run: RunRecord): RunFacts {
  const task = run.taskId ? getTask(ws, run.taskId) : undefined;
  const service = task ? getService(ws, task.serviceId) : undefined;
  const spec = service?.repoId ? readSpecAt(ws, service.repoId) : undefined;
  const base = {
    run,
    pipeline: getPipeline(ws, run.pipelineId),
    task,
    service,
    spec,
    testerReported: run.status === "done",
  };
  const seeded = ws.evidence.facts.get(run.runId);
  if (seeded) return { ...base, ...seeded };
  const requirements = spec?.ok ? specRequirements(spec) : [];
  return {
    ...base,
    // Composed: a finished run's tester met every requirement of the must/should priorities; `could` ones stay uncovered.
    verdicts: base.testerReported
      ? requirements
          .filter((r) => r.priority !== "could")
          .map((r) => ({ requirementId: r.id, verdict: "met" as const, detail: "verified by the simulated tester" }))
      : [],
    concerns: [],
    testOutcomes: base.testerReported ? [{ name: "simulated acceptance run", status: "passed" as const }] : [],
    environments: [],
    checks: run.pullRequest
      ? [
          { name: "build", conclusion: "success" as const, url: `${run.pullRequest.url}/checks/build` },
          { name: "unit-tests", conclusion: "success" as const, url: `${run.pullRequest.url}/checks/unit-tests` },
        ]
      : [],
  };
}

export interface RequirementRef {
  id: string;
  title: string;
  priority: string;
  module: string;
  group: string;
}

export function specRequirements(spec: SpecRead): RequirementRef[] {
  const out: RequirementRef[] = [];
  if (!spec.ok || !spec.doc) return out;
  for (const m of spec.doc.modules ?? []) {
    for (const g of m.groups ?? []) {
      for (const r of g.requirements ?? [])
        out.push({ id: r.id, title: r.title, priority: r.priority, module: m.name, group: g.name });
    }
  }
  return out;
}

/** doc 1 outcome environments: `state` `live` only while `expiresAt` is ahead. */
export function environmentState(e: EnvironmentRow, now: number): "live" | "torn_down" | "expired" {
  if (e.expiresAt > now && e.tornDownAt === null) return "live";
  return e.tornDownAt !== null ? "torn_down" : "expired";
}
