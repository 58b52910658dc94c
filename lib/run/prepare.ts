/**
 * Everything before the first rule and after the last: start the embedded reference server when no
 * base URL is given, run the preflight, mint the key ladder; afterwards revoke the keys and stop the
 * server. The CLI and the `npm test` global setup both go through here.
 */
import { createHash, randomBytes } from "node:crypto";
import { Redactor } from "../http/redact.ts";
import type { InProcessConnect } from "../http/client.ts";
import {
  carriedSettings,
  REFERENCE_BODIES,
  REFERENCE_FACTS,
  transportSettings,
  type RunConfig,
  type TargetFacts,
  type TargetInfo,
} from "./config.ts";
import { mintLadder, revokeLadder } from "./key-ladder.ts";
import { keyPrefixOf } from "./credential.ts";
import { preflight, TargetError, whoAmI } from "./preflight.ts";
import type { Leftover } from "./fixtures.ts";
import { Ledger } from "./ledger.ts";
import { removeOutstanding } from "./removal.ts";

export interface PreparedTarget {
  info: TargetInfo;
  redactor: Redactor;
  /** Tells the workers to start no check any more (an orderly stop: the teardowns still run). */
  cancel(): void;
  /** Tells the workers to send nothing more (they look before every request). */
  stop(): void;
  /**
   * Removes what the ledger says is still there, revokes the minted keys and stops the embedded
   * server; returns what could not be cleaned (the embedded server takes everything with it).
   */
  close(): Promise<{ unrevokedKeys: string[]; leftovers: Leftover[] }>;
}

/** Starts the embedded reference server (the entry layer hands it in: lib/ does not know server/). */
export type EmbeddedServerFactory = (options: {
  adminKey: string;
  peerAdminKey: string;
  faults: readonly string[];
  variants: readonly string[];
  seed: number;
  clockStart: number;
}) => Promise<{
  url: string;
  close(): Promise<void>;
  connect?: InProcessConnect;
  /**
   * What the started server was told that the documents leave unshown (its job slots, which a variant
   * may lower): over REFERENCE_FACTS, under the configured facts.
   */
  facts?: TargetFacts;
}>;

export interface PrepareOptions {
  /** Asked between the steps of the set-up: true once the run was interrupted (no more keys minted). */
  stopping?: () => boolean;
  /** Needed when the config gives no base URL. */
  startEmbedded?: EmbeddedServerFactory;
}

/**
 * A key for the embedded server: its id from the seed, so that the same seed sends the same requests
 * (a path naming the key, as KEYS-REVOKE-CASCADE's DELETE /keys/{keyId} does, and its digest); its
 * secret random, so that no one can guess it while the server listens.
 */
function devKey(name: string, seed: number): string {
  const id = createHash("sha256").update(`${name} ${seed}`).digest("hex").slice(0, 6);
  return `apk_${name}${id}.${randomBytes(18).toString("base64url")}`;
}

export async function prepareTarget(config: RunConfig, opts: PrepareOptions = {}): Promise<PreparedTarget> {
  const redactor = new Redactor();
  let baseUrl = config.baseUrl;
  let adminKey = config.adminKey ?? "";
  let peerKey = config.peerAdminKey ?? null;
  let stopServer: (() => Promise<void>) | null = null;
  let connect: InProcessConnect | undefined;
  let embeddedFacts: TargetFacts = {};
  const embedded = !baseUrl;
  if (embedded) {
    // The embedded reference server gets fresh keys per run: nothing outlives the process.
    adminKey = devKey("suite", config.seed);
    peerKey = devKey("peer", config.seed);
    if (!opts.startEmbedded)
      throw new TargetError("no base URL was given and this build has no embedded reference server");
    // A logical clock: the same seed replays the same requests, timestamps (and `since` filters) included.
    const server = await opts.startEmbedded({
      adminKey,
      peerAdminKey: peerKey,
      faults: config.serverFaults,
      variants: config.serverVariants,
      seed: config.seed,
      clockStart: Date.UTC(2026, 0, 1),
    });
    baseUrl = server.url;
    connect = server.connect;
    embeddedFacts = server.facts ?? {};
    stopServer = () => server.close();
  }
  redactor.add(adminKey);
  redactor.add(peerKey);
  let client;
  let me;
  // Made first: the ladder's own POST /keys are watched like every later one (mint-watch.ts).
  const ledger = new Ledger();
  try {
    ({ client, me } = await preflight(baseUrl!, adminKey, redactor, {
      ...transportSettings(config),
      connect,
      onAnswer: ledger.mints.observe,
    }));
  } catch (e) {
    await stopServer?.();
    // A refusal quotes what the target answered (the scope it reported…), which may echo the key.
    throw e instanceof TargetError ? new TargetError(redactor.redact(e.message)) : e;
  }
  const keyProblems: Record<string, string> = {};
  let peerWorkspaceId: string | null = null;
  if (peerKey) {
    try {
      const peer = await whoAmI(client, peerKey, "peer admin key");
      if (peer.workspaceId === me.workspaceId) {
        keyProblems.peer = "the peer admin key belongs to the same workspace as the admin key";
        peerKey = null;
      } else {
        peerWorkspaceId = peer.workspaceId;
        await ledger.mints.know(client, peerKey, peer.keyId);
      }
    } catch (e) {
      keyProblems.peer = (e as Error).message;
      peerKey = null;
    }
  } else {
    keyProblems.peer = "no second workspace key was given (--peer-admin-key)";
  }
  const keyPrefix = keyPrefixOf(adminKey, me.keyId);
  await ledger.mints.know(client, adminKey, me.keyId);
  const ladder = await mintLadder(
    client,
    adminKey,
    redactor,
    `conformance ${new Date().toISOString()}`,
    keyPrefix,
    opts.stopping,
  );
  Object.assign(keyProblems, ladder.problems);
  const info: TargetInfo = {
    baseUrl: baseUrl!,
    embedded,
    connect,
    keys: { admin: adminKey, ...ladder.keys, peer: peerKey },
    keyProblems,
    workspaceId: me.workspaceId,
    peerWorkspaceId,
    keyPrefix,
    ...carriedSettings(config),
    ledger,
    // The embedded server dies with the run, so its budget may be spent for good: the row "workspace
    // budget exceeded → paused" is driven there by default, by the last STATE rule (server/README.md).
    pipelines:
      embedded && config.pipelines.budget === null ? { ...config.pipelines, budget: "pl_budget" } : config.pipelines,
    // The embedded reference server's own name for the judge outcome (server/README.md), as the
    // default pipeline map names its pipelines; any other target must be configured.
    decisionFields: { judgeOutcome: config.decisionFields.judgeOutcome ?? (embedded ? "outcome" : null) },
    // The embedded server dies with the run: it is always disposable; a real target only when told.
    disposable: embedded || config.disposable,
    // And its pipelines and facts are its own: what they promise, it must keep.
    vouch: embedded || config.vouch,
    // Likewise the bodies the documents leave unshown: the reference server's under the configured ones.
    bodies: embedded ? { ...REFERENCE_BODIES, ...config.bodies } : { ...config.bodies },
    // And the facts no request can discover (a file beyond the readable size, a service without a spec).
    facts: embedded ? { ...REFERENCE_FACTS, ...embeddedFacts, ...config.facts } : { ...config.facts },
  };
  let closing: Promise<{ unrevokedKeys: string[]; leftovers: Leftover[] }> | null = null;
  const close = async () => {
    // The minted keys last: what the ledger still lists may need them no more, but the admin key may.
    const left = await removeOutstanding(client, { admin: adminKey, peer: peerKey }, ledger.outstanding());
    const unrevokedKeys = await revokeLadder(client, adminKey, ladder.minted);
    // Then any key a POST /keys minted whose answer named none, found by its label.
    const swept = await ledger.mints.sweep(client);
    await client.close();
    await stopServer?.();
    // The embedded server is discarded with whatever it held: nothing is left behind anywhere.
    return { unrevokedKeys, leftovers: embedded ? [] : [...left, ...swept] };
  };
  return {
    info,
    redactor,
    cancel: () => ledger.raise("cancel"),
    stop: () => ledger.raise("stop"),
    // Called from the run's end, a signal and a deadline alike: one cleaning, whoever asks first.
    close: () => (closing ??= close()),
  };
}

export { TargetError };
