/**
 * The outcome summary of a run (doc 2 Evidence /runs/{runId}/outcome, object*: "disposition, pull
 * requests opened, requirement coverage joined to the service spec, tester verdict and concerns,
 * captured views, throwaway environments (`state` `live` only while `expiresAt` is ahead; every row
 * keeps its URL), machine checks; each section states reported or absent with a gap code;
 * `truncations` names bounded lists; every count derived from recorded verdicts").
 * Reference choices: every section is `{status: "reported"|"absent", gap: string|null, ...}`; gap
 * codes `run_in_flight`, `not_reported` (no tester report yet), `no_pull_request`, `no_spec`,
 * `not_captured`, `not_provisioned`, `no_checks`; each item list is bounded to OUTCOME_LIST_CAP and
 * `truncations` names a bounded list as `<section>.items`.
 */
import type { Workspace } from "../workspace.ts";
import { artifactsOfRun } from "./artifacts.ts";
import { environmentState, specRequirements, type RunFacts } from "./facts.ts";
import { mergeRecordOfRun } from "./merge-records.ts";

export const OUTCOME_LIST_CAP = 50;

const reported = <T extends object>(fields: T) => ({ status: "reported" as const, gap: null, ...fields });
const absent = <T extends object>(gap: string, fields: T) => ({ status: "absent" as const, gap, ...fields });

export function disposition(f: RunFacts, merged: boolean): string {
  switch (f.run.status) {
    case "done":
      return merged ? "merged" : f.run.pullRequest ? "pull_request_open" : "completed";
    case "failed":
      return f.run.error?.kind === "cancelled" ? "cancelled" : "failed";
    case "blocked":
      return "parked";
    case "paused":
      return "paused";
    default:
      return "in_progress";
  }
}

export function composeOutcome(ws: Workspace, f: RunFacts) {
  const { run } = f;
  const now = ws.now();
  const truncations: string[] = [];
  const bound = <T>(name: string, items: T[]): T[] => {
    if (items.length <= OUTCOME_LIST_CAP) return items;
    truncations.push(`${name}.items`);
    return items.slice(0, OUTCOME_LIST_CAP);
  };
  const record = mergeRecordOfRun(ws, run);
  const merged =
    record !== undefined && ["auto_merged", "merged_in_app", "merged_on_provider"].includes(record.outcome);

  // Requirement coverage: the spec's requirements joined to the recorded verdicts.
  const reqs = f.spec ? specRequirements(f.spec) : [];
  const verdictOf = new Map(f.verdicts.map((v) => [v.requirementId, v.verdict]));
  const rows = reqs.map((r) => ({
    requirementId: r.id,
    title: r.title,
    priority: r.priority,
    verdict: verdictOf.get(r.id) ?? "not_covered",
  }));
  const met = rows.filter((r) => r.verdict === "met").length;
  const notMet = rows.filter((r) => r.verdict === "not_met").length;
  const gapOfTester = run.status === "done" || run.status === "failed" ? "not_reported" : "run_in_flight";

  const artifacts = artifactsOfRun(ws, run.runId);
  const checksFailed = f.checks.filter((c) => c.conclusion === "failure").length;

  return {
    runId: run.runId,
    taskId: run.taskId,
    status: run.status,
    generatedAt: now,
    disposition: reported({ value: disposition(f, merged), error: run.error ? { ...run.error } : null }),
    pullRequests: run.pullRequest
      ? reported({
          total: 1,
          items: [{ url: run.pullRequest.url, branch: run.pullRequest.branch, state: merged ? "merged" : "open" }],
        })
      : absent("no_pull_request", { total: 0, items: [] }),
    requirements: !f.testerReported
      ? absent(gapOfTester, { total: rows.length, met: 0, notMet: 0, notCovered: rows.length, items: [] })
      : reqs.length === 0
        ? absent("no_spec", { total: 0, met: 0, notMet: 0, notCovered: 0, items: [] })
        : reported({
            total: rows.length,
            met,
            notMet,
            notCovered: rows.length - met - notMet,
            items: bound("requirements", rows),
          }),
    tester: f.testerReported
      ? reported({
          verdict: notMet === 0 && f.testOutcomes.every((o) => o.status === "passed") ? "pass" : "fail",
          concerns: bound("tester.concerns", f.concerns),
          outcomes: bound("tester.outcomes", f.testOutcomes),
        })
      : absent(gapOfTester, { verdict: null, concerns: [], outcomes: [] }),
    views: artifacts.length
      ? reported({
          total: artifacts.length,
          items: bound(
            "views",
            artifacts.map((a) => ({
              artifactId: a.artifactId,
              kind: a.kind,
              view: a.view,
              contentType: a.contentType,
            })),
          ),
        })
      : absent("not_captured", { total: 0, items: [] }),
    environments: f.environments.length
      ? reported({
          total: f.environments.length,
          live: f.environments.filter((e) => environmentState(e, now) === "live").length,
          items: bound(
            "environments",
            f.environments.map((e) => ({
              environmentId: e.environmentId,
              url: e.url,
              provisionedAt: e.provisionedAt,
              expiresAt: e.expiresAt,
              tornDownAt: e.tornDownAt,
              state: environmentState(e, now),
            })),
          ),
        })
      : absent("not_provisioned", { total: 0, live: 0, items: [] }),
    checks: f.checks.length
      ? reported({
          total: f.checks.length,
          passed: f.checks.length - checksFailed,
          failed: checksFailed,
          items: bound(
            "checks",
            f.checks.map((c) => ({ ...c })),
          ),
        })
      : absent(run.pullRequest ? "no_checks" : "no_pull_request", { total: 0, passed: 0, failed: 0, items: [] }),
    truncations,
  };
}
