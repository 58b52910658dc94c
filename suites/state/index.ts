/** STATE: see DESIGN.md "Rule families". */
import type { Rule } from "../../lib/rules/types.ts";
// ── Non-decision machines (doc 1 rows TASK-*, RUN-*, JOB-*, NOTIFICATION-*, KEY-DELETE; Kaizen, webhooks,
// service deletion): one index per machine folder, each listing its rules explicitly.
import { taskRules } from "./task/index.ts";
import { runRules } from "./run/index.ts";
import { jobRules } from "./job/index.ts";
import { adminRules } from "./admin/index.ts";
import { notificationRules } from "./notification/index.ts";
import { kaizenRules } from "./kaizen/index.ts";
// services, merge records, notifications, webhooks, identity, decision and Kaizen consistency
import { consistencyRules } from "./consistency/index.ts";
// the catalogs: models, presets, risk policies, task types, use cases
import { catalogRules } from "./catalog/index.ts";
// ── end of the non-decision machines' imports
// ── Decision machines (doc 1 rows REVIEW-*, FINDING-*, APPROVAL-*, INPUT-GATE-*, JUDGE-RESOLVE, FORK-CHOOSE,
// AGENT-DECISION-ANSWER, INTERVIEW-*, FOLLOW-UP-*, PR-REVIEW-*, HUMAN-TEST-*, VISUAL-*; doc 2 Decisions): one
// model-based rule per decision kind, listed in decisions/index.ts.
import { decisionRules } from "./decisions/index.ts";
import { reviewCapExact } from "./decisions/review/cap-exact.ts";
import { reworkCap } from "./decisions/rework-cap.ts";
// ── end of the decision machines' imports
import { runBudgetPause } from "./run/budget.ts";
import { envConnectReplaces, envTestNoSave } from "./environments.ts";
import { reportWithoutPullRequest, runSpecProvenance } from "./evidence-reads.ts";
import { reportSections } from "./evidence-report.ts";
import { evidenceWithoutSpec } from "./evidence-no-spec.ts";
import { outcomeEnvironments } from "./evidence-outcome-environments.ts";
import { runArtifactsOfRun } from "./evidence-artifacts.ts";
import { reportStates } from "./run/report-states.ts";
import { repoLinkIdempotent } from "./repo-link.ts";
import { reposAvailableQuery } from "./repos-available.ts";
import { repoFileRead } from "./repo-file-read.ts";
import { specPartialIssues, specWholeRead } from "./spec-reads.ts";
import { repoFileRefs } from "./repo-file-refs.ts";
import { useCaseBudgetExhausted } from "./run/use-case-budget.ts";

export const rules: Rule[] = [
  // ── Non-decision machines. Order matters: notifications and Kaizen come last, since on a real
  // target they may touch only cards and gradings of runs the rules above started.
  ...taskRules,
  ...runRules,
  ...jobRules,
  ...adminRules,
  // services, merge records, notifications, webhooks, identity, decision and Kaizen consistency (before the notification rules dismiss cards)
  ...consistencyRules,
  // the catalogs (reads, and invocations before the budget rules below exhaust the budget)
  ...catalogRules,
  ...notificationRules,
  ...kaizenRules,
  // ── end of the non-decision machines
  // ── Decision machines: the 13 decision kinds and their 40 answering routes.
  ...decisionRules,
  reviewCapExact, // a review session exceeds exactly at its cap (disposable target only)
  reworkCap, // a human test, visual confirmation or judge keeps its maxAttempts / maxBounces (disposable target only)
  // ── end of the decision machines
  // environment connections: re-connect replaces, a test saves nothing
  envConnectReplaces,
  envTestNoSave,
  // evidence, spec reads and repository links (reads, and a link of an already linked repository)
  reportWithoutPullRequest,
  runSpecProvenance,
  outcomeEnvironments,
  runArtifactsOfRun,
  // the report of runs of its own in each state, after the rules that read the workspace's runs
  // (its parked runs would push theirs out of bounded reads) and the notification rules (their cards)
  reportStates,
  reportSections, // likewise: a judge run of the suite's own whose task holds documents
  evidenceWithoutSpec, // likewise: a run of the suite's own under the service whose repository holds no spec
  reposAvailableQuery,
  specWholeRead,
  specPartialIssues,
  repoFileRead,
  repoLinkIdempotent,
  repoFileRefs,
  // Last: an exceeded workspace budget pauses every run started after it (doc 1 Run rows), so the
  // rule that provokes it (only with a configured budget pipeline) must not precede any other run.
  runBudgetPause,
  // use cases: once the budget is exceeded (by the rule above, or by this one when run alone), 429 budget_exhausted
  useCaseBudgetExhausted,
];
