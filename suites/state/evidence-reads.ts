/**
 * Evidence reads that depend on a run's state (doc 2 Evidence GET /runs/{runId}/report: "composed on
 * read; also answers for a run with no pull request"; doc 2 Spec GET /runs/{runId}/spec: "`anchor`
 * `not_read` (and `provenance` null) when no tester has reported"; doc 1 Specification: PublicRunSpec
 * `provenance` PublicSpecProvenance|null, "null only when `anchor` is `not_read`").
 *
 * Runs with no pull request are found through stated shapes: GET /services (PublicServiceList) →
 * GET /services/{serviceId}/tasks (PublicTaskList: `runId`, `pullRequestUrl`) → GET /tasks/{taskId}/run
 * (PublicRun `pullRequest` object|null). Whether a tester has reported is not observable, so the
 * spec rule judges the one statement that is: `provenance` is null exactly when `anchor` is `not_read`.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { runsOf } from "../common/evidence.ts";
import { firstPageWithItems } from "../../generators/calls/pages.ts";
import type { Reply } from "../../lib/http/client.ts";
import { jsonText } from "../../lib/json/safe.ts";

const enc = encodeURIComponent;

/** The first schema issues of a validation, as a failure message names them. */
export const issuesText = (issues: { path: string; message: string }[]) =>
  issues
    .slice(0, 5)
    .map((i) => `${i.path || "(root)"} ${i.message}`)
    .join("; ");

/** Candidate tasks read at most (each is one GET /tasks/{taskId}/run). */
const RUN_READS = 8;

interface RunSeen {
  runId: string;
  taskId: string;
  status: unknown;
}

/** A run whose PublicRun shows `pullRequest` null, finished runs first; null when none was found. */
async function runWithoutPullRequest(c: CheckContext): Promise<RunSeen | null> {
  const services = await c.call<{ services?: { serviceId?: unknown }[] }>("GET", "/services");
  if (services.status !== 200 || !Array.isArray(services.json?.services)) return null;
  const candidates: { taskId: string; runId: string; hinted: boolean }[] = [];
  for (const s of services.json!.services.slice(0, 6)) {
    if (typeof s?.serviceId !== "string") continue;
    const r = (await firstPageWithItems(c, `/services/${enc(s.serviceId)}/tasks`, { query: { limit: 100 } })) as Reply<{
      tasks?: Record<string, unknown>[];
    }>;
    if (r.status !== 200 || !Array.isArray(r.json?.tasks)) continue;
    for (const t of r.json!.tasks) {
      if (typeof t?.taskId === "string" && typeof t.runId === "string")
        candidates.push({ taskId: t.taskId, runId: t.runId, hinted: t.pullRequestUrl === null });
    }
  }
  // A task with no pull request URL most likely holds a run without one; the run read decides.
  candidates.sort((a, b) => Number(b.hinted) - Number(a.hinted));
  let fallback: RunSeen | null = null;
  for (const cand of candidates.slice(0, RUN_READS)) {
    const r = await c.call<{ runId?: unknown; pullRequest?: unknown; status?: unknown }>(
      "GET",
      `/tasks/${enc(cand.taskId)}/run`,
    );
    if (r.status !== 200 || !r.json || typeof r.json.runId !== "string" || r.json.pullRequest !== null) continue;
    const seen = { runId: r.json.runId, taskId: cand.taskId, status: r.json.status };
    // A finished run keeps having no pull request while the report is read.
    if (r.json.status === "done" || r.json.status === "failed") return seen;
    fallback ??= seen;
  }
  return fallback;
}

export const reportWithoutPullRequest: Rule = {
  id: "STATE-RUN-REPORT-NO-PR",
  title: "The verification report also answers 200 PrVerificationReport for a run with no pull request",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Evidence (GET /runs/{runId}/report: 200 PrVerificationReport, composed on read; also answers for a run with no pull request)",
  clauses: ["D2-EVIDENCE-REPORT-ANY-RUN"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const run = await runWithoutPullRequest(c);
    if (!run)
      c.notExercised(
        "no run whose PublicRun shows `pullRequest` null was found (GET /services → tasks → GET /tasks/{taskId}/run)",
      );
    const { runId, taskId, status } = run!;
    const r = await c.call("GET", `/runs/${enc(runId)}/report`);
    c.require(
      r.status === 200,
      `${r.status} for the report of run ${runId} (task ${taskId}, status ${jsonText(status)}, pullRequest null)`,
      "200 PrVerificationReport, also for a run with no pull request (doc 2 Evidence)",
      r.exchange,
    );
    const validate = c.t.validators.response("getRunReport", 200);
    if (validate) {
      const v = validate(r.json);
      c.require(
        v.ok,
        `a report for run ${runId} with ${v.issues.length} schema issue(s): ${issuesText(v.issues)}`,
        "200 PrVerificationReport (doc 1 Verification report)",
        r.exchange,
      );
    }
    c.pass(`run ${runId} (status ${jsonText(status)}, pullRequest null): 200 PrVerificationReport`);
  },
};

/** Run spec reads judged at most. */
const SPEC_READS = 8;

export const runSpecProvenance: Rule = {
  id: "STATE-RUN-SPEC-PROVENANCE",
  title: "A run spec's `provenance` is null exactly when its `anchor` is `not_read`",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Spec (GET /runs/{runId}/spec: `anchor` `not_read` and `provenance` null when no tester has reported); doc 1 Specification (PublicRunSpec `provenance` null only when `anchor` is `not_read`)",
  clauses: ["D2-SPEC-RUN-NOT-READ"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const runs = (await runsOf(c)).slice(0, SPEC_READS);
    if (!runs.length) c.notExercised("the workspace lists no run (GET /debug/runs)");
    const notRead: string[] = [];
    const read: string[] = [];
    for (const runId of runs) {
      const r = await c.call<{ anchor?: unknown; provenance?: unknown }>("GET", `/runs/${enc(runId)}/spec`);
      // Refusals are ERRORS-SPEC-503-REASON's to judge.
      if (r.status !== 200 || !r.json || typeof r.json !== "object") continue;
      const { anchor } = r.json;
      const hasKey = "provenance" in r.json;
      const provenance = r.json.provenance;
      if (anchor === "not_read") {
        c.require(
          hasKey && provenance === null,
          `run ${runId}: anchor not_read with provenance ${hasKey ? jsonText(provenance) : "absent"}`,
          "`provenance` null when `anchor` is `not_read` (doc 2 Spec)",
          r.exchange,
        );
        notRead.push(runId);
      } else {
        c.require(
          provenance !== null,
          `run ${runId}: anchor ${jsonText(anchor)} with provenance null`,
          "`provenance` null only when `anchor` is `not_read` (doc 1 Specification)",
          r.exchange,
        );
        read.push(`${runId} (${String(anchor)})`);
      }
    }
    if (!notRead.length && !read.length) c.notExercised(`none of ${runs.length} run spec read(s) answered 200`);
    c.pass(
      `${notRead.length} run spec(s) not_read with provenance null${notRead.length ? ` (${notRead.join(", ")})` : ""}; ${read.length} read with a provenance${read.length ? ` (${read.join(", ")})` : ""}`,
    );
  },
};
