/**
 * The verification report of a run (doc 1 "Verification report (`PrVerificationReport`)"; doc 2
 * Evidence: "composed on read; also answers for a run with no pull request"). Every section carries
 * `status` `reported`|`absent`; an absent section says why in `note`, so a step that did not run is
 * distinguishable from one that found nothing. Composed from the RunRecord, the pipeline, the task,
 * the service spec and the recorded facts (facts.ts), never stored. Reference choices: `version` 1;
 * `generatedAt` is the read time; `agentKind` of a step is its pipeline step name; the observability
 * URLs are API paths of this surface.
 */
import type { Workspace } from "../workspace.ts";
import { taskDocuments } from "../tasks/state.ts";
import { CODE_HOST, repoOf } from "../platform/repos.ts";
import { artifactsOfRun } from "./artifacts.ts";
import { environmentState, specRequirements, type RunFacts } from "./facts.ts";
import { mergeRecordOfRun } from "./merge-records.ts";
import { followUpsSection } from "./follow-ups-section.ts";
import { agentKindOf, modelOf } from "./telemetry.ts";

export const REPORT_VERSION = 1;
const MAX_FIXER_ATTEMPTS = 3;

export function composeReport(ws: Workspace, f: RunFacts) {
  const { run, task, pipeline } = f;
  const now = ws.now();
  const repo = f.service?.repoId ? repoOf(ws, f.service.repoId) : undefined;
  const record = mergeRecordOfRun(ws, run);
  const reqs = f.spec ? specRequirements(f.spec) : [];
  const verdictOf = new Map(f.verdicts.map((v) => [v.requirementId, v]));
  const failing = f.checks.filter((c) => c.conclusion === "failure");
  const judgeSteps = (pipeline?.steps ?? [])
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.kind === "decision" && s.decision === "judge");
  const artifacts = artifactsOfRun(ws, run.runId);
  const screenshots = artifacts
    .filter((a) => a.kind === "screenshot")
    .map((a) => ({ artifactId: a.artifactId, view: a.view }));
  const envs = f.environments;
  const docs = task ? taskDocuments(ws, task) : [];
  const untested = !f.testerReported
    ? run.status === "failed"
      ? "the run failed before a tester reported"
      : "no tester has reported yet"
    : undefined;

  return {
    version: REPORT_VERSION,
    generatedAt: now,
    run: {
      status: "reported",
      blockId: task?.taskId ?? run.jobId ?? run.runId,
      blockTitle: task?.title ?? pipeline?.name ?? run.pipelineId,
      executionId: run.runId,
      pipelineId: run.pipelineId,
      pipelineName: pipeline?.name ?? run.pipelineId,
      issues: task?.ticket
        ? [
            {
              externalId: task.ticket.ref,
              source: task.ticket.source,
              title: task.title,
              url: `https://tracker.example.invalid/${task.ticket.source}/${encodeURIComponent(task.ticket.ref)}`,
            },
          ]
        : [],
      steps: run.steps.map((s, index) => ({
        agentKind: agentKindOf(s.name),
        index,
        model: s.status === "pending" ? null : modelOf(s.name, 0),
        state: s.status,
      })),
      provider: repo ? CODE_HOST : null,
      repo: repo ? `${repo.owner}/${repo.name}` : null,
      startedAt: run.createdAt,
    },
    ci: run.pullRequest
      ? {
          status: "reported",
          failingChecks: failing.map((c) => ({ conclusion: c.conclusion, name: c.name, url: c.url })),
          fixerAttempts: 0,
          maxFixerAttempts: MAX_FIXER_ATTEMPTS,
          verdict: failing.length ? "fail" : f.checks.length ? "pass" : "pending",
        }
      : { status: "absent", failingChecks: [], fixerAttempts: 0, note: "no pull request: CI did not run" },
    validation: run.steps.some((s) => s.status === "done")
      ? {
          status: "reported",
          attempts: 1,
          maxAttempts: 3,
          commands: [
            { command: "npm run build", exitCode: 0, label: "build", passed: true, durationMs: 4200 },
            run.status === "failed"
              ? {
                  command: "npm test",
                  exitCode: 1,
                  label: "unit tests",
                  passed: false,
                  durationMs: 9100,
                  outputTail: run.error?.message ?? "tests failed",
                }
              : { command: "npm test", exitCode: 0, label: "unit tests", passed: true, durationMs: 8800 },
          ],
          passed: run.status !== "failed",
        }
      : { status: "absent", attempts: 0, commands: [], note: "no step finished: nothing was validated" },
    reproduction:
      task?.taskType === "bug" && run.steps.some((s) => s.status === "done")
        ? {
            status: "reported",
            attempts: 1,
            maxAttempts: 2,
            testPaths: ["tests/regression.test.ts"],
            command: "npm test -- tests/regression.test.ts",
            verdict: "reproduced",
          }
        : {
            status: "absent",
            attempts: 0,
            testPaths: [],
            note: task?.taskType === "bug" ? "the reproducer has not run" : "only bug tasks are reproduced",
            verdict: null,
          },
    tests: f.testerReported
      ? {
          status: "reported",
          concerns: f.concerns.map((c) => ({ severity: c.severity, title: c.title })),
          fixerAttempts: 0,
          maxFixerAttempts: MAX_FIXER_ATTEMPTS,
          outcomes: f.testOutcomes.map((o) => ({
            name: o.name,
            status: o.status,
            ...(o.detail ? { detail: o.detail } : {}),
          })),
          tested: f.testOutcomes.map((o) => o.name),
          greenlight: f.testOutcomes.every((o) => o.status === "passed"),
          environment: envs.length ? "ephemeral" : "local",
        }
      : {
          status: "absent",
          concerns: [],
          fixerAttempts: 0,
          outcomes: [],
          tested: [],
          greenlight: null,
          note: untested,
        },
    requirements:
      f.testerReported && reqs.length
        ? (() => {
            const entries = reqs.map((r) => ({
              requirementId: r.id,
              title: r.title,
              priority: r.priority,
              verdict: verdictOf.get(r.id)?.verdict ?? "not_covered",
              detail: verdictOf.get(r.id)?.detail ?? null,
            }));
            const met = entries.filter((e) => e.verdict === "met").length;
            const notMet = entries.filter((e) => e.verdict === "not_met").length;
            return {
              status: "reported",
              entries,
              met,
              notMet,
              notCovered: entries.length - met - notMet,
              regressions: 0,
              total: entries.length,
            };
          })()
        : {
            status: "absent",
            entries: [],
            met: 0,
            notMet: 0,
            notCovered: 0,
            regressions: 0,
            total: 0,
            note: untested ?? "the service has no specification",
          },
    environments: envs.length
      ? {
          status: "reported",
          entries: envs.map((e) => ({
            environmentId: e.environmentId,
            url: e.url,
            state: environmentState(e, now),
            expiresAt: e.expiresAt,
          })),
          evidence: {
            capturedAt: artifacts[0]?.createdAt ?? null,
            outcomes: f.testOutcomes.map((o) => ({ name: o.name, status: o.status })),
            ranAgainst: "ephemeral",
            requirementVerdicts: f.verdicts.map((v) => ({ requirementId: v.requirementId, verdict: v.verdict })),
            screenshots,
            status: screenshots.length ? "captured" : "undeclared",
            url: envs[0].url,
          },
          gaps: [],
          proof: screenshots.length ? "complete" : "incomplete",
          teardown: envs.every((e) => e.tornDownAt !== null) ? "confirmed" : "retained",
          timeline: {
            gap: null,
            provisionFailures: 0,
            provisionedAt: Math.min(...envs.map((e) => e.provisionedAt)),
            teardownFailures: 0,
            teardownsUnconfirmed: 0,
            tornDownAt: envs.every((e) => e.tornDownAt !== null) ? Math.max(...envs.map((e) => e.tornDownAt!)) : null,
          },
        }
      : {
          status: "absent",
          entries: [],
          evidence: {
            capturedAt: null,
            outcomes: [],
            ranAgainst: null,
            requirementVerdicts: [],
            screenshots,
            status: screenshots.length ? "local" : "absent",
            url: null,
          },
          gaps: ["not_provisioned"],
          proof: "not_applicable",
          teardown: "not_applicable",
          timeline: {
            gap: "not_provisioned",
            provisionFailures: 0,
            provisionedAt: null,
            teardownFailures: 0,
            teardownsUnconfirmed: 0,
            tornDownAt: null,
          },
          note: "no throwaway environment was provisioned for this run",
        },
    judges: judgeSteps.length
      ? {
          status: "reported",
          verdicts: judgeSteps.map(({ s, i }) => {
            const passed = run.steps[i]?.status === "done";
            return {
              bounces: 0,
              disposition: passed ? "pass" : run.steps[i]?.status === "running" ? "park" : null,
              findings: [],
              maxBounces: 2,
              model: modelOf(s.name, 0),
              rubricName: "Default rubric",
              rubricOverridden: false,
              score: passed ? 0.9 : null,
              stepKind: s.name,
              summary: passed ? "meets the rubric" : null,
              threshold: 0.7,
            };
          }),
        }
      : { status: "absent", verdicts: [], note: "the pipeline has no judge step" },
    merge: record
      ? {
          status: "reported",
          outcome: record.outcome,
          presetName: record.threshold.presetName,
          assessment: {
            changeClass: record.changeClass,
            mergerScore: record.mergerScore,
            minScore: record.threshold.minScore,
          },
        }
      : { status: "absent", note: "no pull request: nothing to merge" },
    context: docs.length
      ? {
          status: "reported",
          documents: docs.map((d) => ({
            movedDuringRun: false,
            origin: d.kind === "upload" ? "upload" : d.source,
            title: d.title ?? d.externalId,
            url:
              d.kind === "upload"
                ? null
                : `https://docs.example.invalid/${d.source}/${encodeURIComponent(d.externalId)}`,
            freshness:
              d.kind === "upload" ? { status: "not-applicable" } : { status: "unconfirmed", reason: "not_connected" },
          })),
        }
      : { status: "absent", documents: [], note: "no document was attached to the task" },
    followUps: followUpsSection(ws, run.runId),
    observability: {
      reportUrl: `/api/v1/runs/${run.runId}/report`,
      runUrl: run.taskId ? `/api/v1/tasks/${run.taskId}/run` : run.jobId ? `/api/v1/jobs/${run.jobId}` : null,
      trajectoryUrl: `/api/v1/debug/runs/${run.runId}`,
    },
    scope: {
      role: "own",
      frameId: f.service?.serviceId ?? null,
      frameIds: f.service ? [f.service.serviceId] : [],
      ownPullRequest: run.pullRequest ? { url: run.pullRequest.url, branch: run.pullRequest.branch } : null,
    },
    truncations: [] as string[],
  };
}
