/**
 * The run's configuration as the engine sees it (the CLI and `npm test` both produce one), and
 * the part of it that crosses into the test workers (`TargetInfo`, provided through vitest).
 */
import type { Profile } from "../rules/types.ts";
import { DECISION_KINDS } from "../../contract/src/common.ts";

export interface RunConfig {
  /** Absent: the embedded reference server is started in process. */
  baseUrl?: string;
  adminKey?: string;
  peerAdminKey?: string;
  profile: Profile;
  seed: number;
  strict: boolean;
  /** Rule ids or family names to run (empty: all). */
  only: string[];
  exclude: string[];
  /** Operation ids to run (empty: all). */
  operations: string[];
  timeoutMs: number;
  /** Generated valid inputs per operation in the property rules (OP-NO-5XX). */
  examples: number;
  /** Rules run at once within the families that allow it (1: one at a time). */
  concurrency: number;
  /** Run only one slice of the (rule, operation) pairs (`--shard i/n`), or all of them. */
  shard: Shard | null;
  /** Faults to switch on in the embedded server (the suite's self-test only). */
  serverFaults: string[];
  /** Pipelines the full profile starts runs on (default: the reference server's deterministic ones). */
  pipelines: PipelineMap;
  /** Request field names the documents leave unshown (null: the rule that needs one is not exercised). */
  decisionFields: { judgeOutcome: string | null };
}

/**
 * Which pipeline of the target does what, for the full profile. The documents name no pipeline,
 * so this is configuration; the defaults are the reference server's seeded pipelines.
 */
export interface PipelineMap {
  /** Runs straight to done. */
  straight: string | null;
  /** Fails, and can be retried. */
  failing: string | null;
  /** Slow enough to stop while in flight. */
  slow: string | null;
  /** Runs on an individual-usage model (start and retry refused). */
  individual: string | null;
  /** Exceeds the workspace budget (pauses runs; left out by default: it changes the workspace for good). */
  budget: string | null;
  /** One pipeline per decision kind that parks on it. */
  park: Record<string, string | null>;
}

export const REFERENCE_PIPELINES: PipelineMap = {
  straight: "pl_straight",
  failing: "pl_fail",
  slow: "pl_slow",
  individual: "pl_individual",
  budget: null,
  park: Object.fromEntries(DECISION_KINDS.map((k) => [k, `pl_park_${k.replace(/-/g, "_")}`])),
};

export const DEFAULT_RUN_CONFIG: RunConfig = {
  profile: "standard",
  seed: 1,
  strict: false,
  only: [],
  exclude: [],
  operations: [],
  timeoutMs: 10_000,
  examples: 3,
  concurrency: 1,
  shard: null,
  serverFaults: [],
  pipelines: REFERENCE_PIPELINES,
  decisionFields: { judgeOutcome: null },
};

/** The `index`-th (1-based) of `total` slices. */
export interface Shard {
  index: number;
  total: number;
}

export interface LadderKeys {
  admin: string;
  read: string | null;
  write: string | null;
  decide: string | null;
  /** An admin key of a second workspace, when the run was given one. */
  peer: string | null;
}

/** The settings of the run that the test workers read, as the run was configured. */
type CarriedSettings = Pick<
  RunConfig,
  "profile" | "seed" | "strict" | "only" | "exclude" | "operations" | "timeoutMs" | "examples" | "concurrency" | "shard" | "pipelines" | "decisionFields"
>;

export interface TargetInfo extends CarriedSettings {
  baseUrl: string;
  embedded: boolean;
  keys: LadderKeys;
  /** Why a rung has no key (minting refused…), to explain not-exercised results. */
  keyProblems: Record<string, string>;
  /** The workspace of the admin key, and of the peer key when given. */
  workspaceId: string;
  peerWorkspaceId: string | null;
  /** Whether the run writes Allure results (the tests then label themselves for it). */
  allure: boolean;
}
