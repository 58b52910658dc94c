/**
 * Options of the reference server, with their defaults. Every number the documents leave unshown
 * (doc 2 Limits: "Numeric values of ... not shown") is a reference choice listed here and in
 * server/README.md; no rule of the suite depends on one of them.
 */
import type { ConductSettings } from "./conduct/types.ts";

export interface ServerOptions {
  host: string;
  port: number;
  adminKey: string;
  peerAdminKey: string;
  /** Reference choice: per-workspace webhook endpoint cap. */
  webhookCap: number;
  /** Reference choice: per-run cap on stored artifacts. */
  artifactCap: number;
  /** Reference choice: per-deployment cap on open event streams; the next one gets `timeout`. */
  streamCap: number;
  /** Reference choice: concurrent running jobs per workspace. */
  jobSlots: number;
  /** Reference choice: readable-file size limit of repo contents, in bytes. */
  fileSizeLimit: number;
  /** Reference choice: largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Widen the webhook allow-list to `http:` (doc 2 Events: "unless the deployment widened its allow-list"). */
  webhookAllowHttp: boolean;
  /** Named contract violations to switch on (the fault catalogue); none by default. */
  faults: string[];
  /** Named readings the documents allow that differ from the reference's (server/variants/); none by default. */
  variants: string[];
  /** Seed of the server's own randomness (cursor keys, key secrets); a fixed seed gives fixed output. */
  seed: number;
  /**
   * Null: timestamps follow the wall clock. A number: a logical clock that starts there and moves
   * 1 ms per reading, so that one sequence of requests yields the same timestamps every time (the
   * embedded server of a seeded conformance run).
   */
  clockStart: number | null;
  /**
   * Null: an ordinary server. Set: a recording mock that judges the conduct of its clients
   * (`serve --check-clients`, server/conduct/), with the provocations it names.
   */
  checkClients: ConductSettings | null;
}

/**
 * Well-known development keys of the mock: documented in server/README.md, so `npm run serve` is
 * usable on the first try. They are not secrets of any real deployment.
 */
export const DEV_ADMIN_KEY = "apk_devadmin.reference-server-admin-secret";
export const DEV_PEER_ADMIN_KEY = "apk_devpeer.reference-server-peer-secret";

export const DEFAULT_OPTIONS: ServerOptions = {
  host: "127.0.0.1",
  port: 4010,
  adminKey: DEV_ADMIN_KEY,
  peerAdminKey: DEV_PEER_ADMIN_KEY,
  webhookCap: 10,
  artifactCap: 50,
  streamCap: 64,
  jobSlots: 2,
  fileSizeLimit: 1_000_000,
  maxBodyBytes: 1_048_576,
  webhookAllowHttp: false,
  faults: [],
  variants: [],
  seed: 1,
  clockStart: null,
  checkClients: null,
};
