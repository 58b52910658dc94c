/**
 * The run's configuration as the engine sees it (the CLI and `npm test` both produce one), and
 * the part of it that crosses into the test workers (`TargetInfo`, provided through vitest).
 */
import type { Profile } from "../rules/types.ts";

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
  /** Faults to switch on in the embedded server (the suite's self-test only). */
  serverFaults: string[];
}

export const DEFAULT_RUN_CONFIG: RunConfig = {
  profile: "standard",
  seed: 1,
  strict: false,
  only: [],
  exclude: [],
  operations: [],
  timeoutMs: 10_000,
  serverFaults: [],
};

export interface LadderKeys {
  admin: string;
  read: string | null;
  write: string | null;
  decide: string | null;
  /** An admin key of a second workspace, when the run was given one. */
  peer: string | null;
}

export interface TargetInfo {
  baseUrl: string;
  embedded: boolean;
  keys: LadderKeys;
  /** Why a rung has no key (minting refused…), to explain not-exercised results. */
  keyProblems: Record<string, string>;
  /** The workspace of the admin key, and of the peer key when given. */
  workspaceId: string;
  peerWorkspaceId: string | null;
  profile: Profile;
  seed: number;
  strict: boolean;
  only: string[];
  exclude: string[];
  operations: string[];
  timeoutMs: number;
}
