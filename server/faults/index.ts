/**
 * The fault catalogue: named contract violations the reference server can be told to commit, one
 * at a time, to prove that the suite's rules fail on a faulty server. Off by default; switched on
 * only by the `--fault` option at start-up, never by a request. One file per rule family, merged
 * here from an explicit list; each fault names the family meant to catch it.
 */
import { faults as op } from "./op.ts";
import { faults as auth } from "./auth.ts";
import { faults as keys } from "./keys.ts";
import { faults as valid } from "./valid.ts";
import { faults as jsonBodies } from "./json-bodies.ts";
import { faults as page } from "./page.ts";
import { faults as nullability } from "./null.ts";
import { faults as nullWrites } from "./null-writes.ts";
import { faults as errors } from "./errors.ts";
import { faults as sec } from "./sec.ts";
import { faults as state } from "./state.ts";
import { faults as events } from "./events.ts";
import { faults as useCasesEnvironments } from "./use-cases-environments.ts";
import { faults as lists } from "./lists.ts";
import { faults as evidenceSpecRepos } from "./evidence-spec-repos.ts";
import { faults as servicesMergeNotifications } from "./services-merge-notifications.ts";
import { faults as webhooksIdentityDecisions } from "./webhooks-identity-decisions.ts";
import type { FaultLayer } from "./layer.ts";
import { faults as coverage } from "./coverage.ts";
import { faults as reviewCap } from "./review-cap.ts";
import { faults as bounds } from "./bounds.ts";
import { faults as races } from "./races.ts";
import { faults as platformBootstrap } from "./platform-bootstrap.ts";
import { faults as platformSettings } from "./platform-settings.ts";
import { faults as platformRepos } from "./platform-repos.ts";
import { faults as platformRepoFiles } from "./platform-repo-files.ts";
import { faults as decisionsPlumbing } from "./decisions-plumbing.ts";
import { faults as decisionsReviewItems } from "./decisions-review-items.ts";
import { faults as decisionsReviewExceeded } from "./decisions-review-exceeded.ts";
import { faults as decisionsApprovalGate } from "./decisions-approval-gate.ts";
import { faults as decisionsPrReview } from "./decisions-pr-review.ts";
import { faults as debugLlmBodies } from "./debug-llm-bodies.ts";
import { faults as debugReadsById } from "./debug-reads-by-id.ts";
import { faults as debugFiltersWindows } from "./debug-filters-windows.ts";
import { faults as debugSinkCounts } from "./debug-sink-counts.ts";
import { faults as serviceMonorepo } from "./service-monorepo.ts";
import { faults as decisionsFollowUps } from "./decisions-follow-ups.ts";
import { faults as decisionsInterview } from "./decisions-interview.ts";
import { faults as decisionsJudge } from "./decisions-judge.ts";
import { faults as evidenceReportBuild } from "./evidence-report-build.ts";
import { faults as evidenceReportRead } from "./evidence-report-read.ts";
import { faults as evidenceEvfacts } from "./evidence-evfacts.ts";
import { faults as decisionsFork } from "./decisions-fork.ts";
import { faults as decisionsDeca } from "./decisions-deca.ts";
import { faults as decisionsGate } from "./decisions-gate.ts";
import { faults as evidenceEvhand } from "./evidence-evhand.ts";
import { faults as evidenceEvart } from "./evidence-evart.ts";
import { faults as catalog } from "./catalog.ts";
import { faults as catalogModels } from "./catalog-models.ts";
import { faults as evidenceEvst } from "./evidence-evst.ts";

export interface FaultDef {
  /** The rule family meant to catch it. */
  family: string;
  description: string;
  /**
   * The rule ids it proves able to fail (at least one, all of its family): each of them fails with
   * this fault on (app/tests/fault-harness.ts runs exactly these; list a rule only when it fails
   * under seeds 1 and 7). Every registered rule is named by some fault (app/tests/fault-proof.test.ts).
   */
  rules: readonly [string, ...string[]];
  /**
   * What the fault does, declared here rather than in the handlers: it wraps operations' handlers
   * or replaces named behaviours of the layer (server/http/layer.ts), once per server started
   * with it; state it keeps (a secret seen, a stream's position) lives in this closure.
   */
  install: (layer: FaultLayer) => void;
  /**
   * Rules of other families run with the named ones, unjudged: the answers a rule judging the whole
   * run (COVERAGE) reads. They may fail too under the fault (a 404 answered as 400 fails the rule
   * that asked for the 404); only the named rules are required to.
   */
  alongside?: readonly string[];
}

export const FAULTS = {
  ...op,
  ...auth,
  ...keys,
  ...valid,
  ...jsonBodies,
  ...page,
  ...nullability,
  ...nullWrites,
  ...errors,
  ...sec,
  ...state,
  ...reviewCap,
  ...events,
  // the long tail of the clause register
  ...useCasesEnvironments,
  ...lists,
  ...evidenceSpecRepos,
  ...servicesMergeNotifications,
  ...webhooksIdentityDecisions,
  ...coverage,
  ...bounds,
  ...races,
  ...platformBootstrap,
  ...platformSettings,
  ...platformRepos,
  ...platformRepoFiles,
  ...decisionsPlumbing,
  ...decisionsReviewItems,
  ...decisionsReviewExceeded,
  ...decisionsApprovalGate,
  ...decisionsPrReview,
  ...debugLlmBodies,
  ...debugReadsById,
  ...debugFiltersWindows,
  ...debugSinkCounts,
  ...serviceMonorepo,
  ...decisionsFollowUps,
  ...decisionsInterview,
  ...decisionsJudge,
  ...evidenceReportBuild,
  ...evidenceReportRead,
  ...evidenceEvfacts,
  ...decisionsFork,
  ...decisionsDeca,
  ...decisionsGate,
  ...evidenceEvhand,
  ...evidenceEvart,
  ...catalog,
  ...catalogModels,
  ...evidenceEvst,
} as const satisfies Record<string, FaultDef>;

export type FaultName = keyof typeof FAULTS;

/** Installs each named fault (known: see assertKnownFaults) into the layer of one server. */
export function installFaults(layer: FaultLayer, names: readonly FaultName[]): void {
  for (const name of names) (FAULTS as Record<string, FaultDef>)[name].install(layer);
}

export function assertKnownFaults(names: readonly string[]): void {
  const unknown = names.filter((n) => !Object.hasOwn(FAULTS, n));
  if (unknown.length) throw new Error(`unknown fault ${unknown.join(", ")}; known: ${Object.keys(FAULTS).join(", ")}`);
}
