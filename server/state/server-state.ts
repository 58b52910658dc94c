/** Everything one running reference server holds: options, clock, keys and the two workspaces. */
import { createHash } from "node:crypto";
import { Clock } from "./clock.ts";
import { IdSource } from "./ids.ts";
import { CursorCodec } from "./paging.ts";
import { Workspace } from "./workspace.ts";
import { KeyStore } from "../domain/keys/store.ts";
import { parseKey } from "../domain/keys/format.ts";
import type { ServerOptions } from "../options.ts";
import type { OperationIndex } from "../../lib/contract/operations.ts";
import { effectiveIndex } from "./effective-contract.ts";
import { ContractValidators } from "../../lib/contract/validators.ts";
import { assertKnownFaults, installFaults, type FaultName } from "../faults/index.ts";
import { Layer, type BehaviourName, type Behaviours } from "../faults/layer.ts";
import { assertKnownVariants, withVariantOptions, type VariantName } from "../variants/index.ts";

/** The server's randomness replays under one seed: the suite's own PRNG (lib/rules/seed.ts). */
import { prng } from "../../lib/rules/seed.ts";
export { prng };

export class ServerState {
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly keys = new KeyStore();
  readonly workspaces = new Map<string, Workspace>();
  readonly cursors: CursorCodec;
  readonly index: OperationIndex;
  readonly validators: ContractValidators;
  readonly random: () => number;
  readonly faults: ReadonlySet<FaultName>;
  /** The faults switched on, installed: wrappers of handlers and replaced behaviours (none by default). */
  readonly layer: Layer;
  readonly variants: ReadonlySet<VariantName>;
  /** The options as started, with the figures of the variants switched on applied over them. */
  readonly options: ServerOptions;
  /** Open event streams across the deployment (doc 2 Limits: a per-deployment connection cap). */
  openStreams = 0;

  constructor(started: ServerOptions) {
    assertKnownFaults(started.faults);
    assertKnownVariants(started.variants ?? []);
    const options = withVariantOptions({ ...started, variants: started.variants ?? [] });
    this.options = options;
    this.faults = new Set(options.faults as FaultName[]);
    this.layer = new Layer(this);
    installFaults(this.layer, [...this.faults]);
    this.variants = new Set(options.variants as VariantName[]);
    const start = options.clockStart;
    // VARIANTS timestamps-fractional-seconds / timestamps-whole-seconds change only how stamps are
    // written on the wire (server/variants/identifiers.ts); the clock itself stays in milliseconds.
    this.clock = start === null ? new Clock() : new Clock(() => start);
    // VARIANTS ids-with-colon (`<type>:<counter>`) and ids-uuid (a bare UUID) change minted ids.
    this.ids = new IdSource(
      this.variant("ids-with-colon") ? "colon" : this.variant("ids-uuid") ? "uuid" : "underscore",
    );
    this.random = prng(options.seed);
    // The codec looks up the paging behaviour in force and the paging variants switched on.
    this.cursors = new CursorCodec(
      createHash("sha256").update(`cursor-key:${options.seed}`).digest(),
      (name, documented) => this.behaviour(name, documented),
      (name) => this.variant(name),
    );
    this.index = effectiveIndex(options, (name, documented) => this.behaviour(name, documented));
    // One set of compiled validators per contract index in the process: a test that starts dozens of
    // servers (the variant catalogue) compiles them once.
    this.validators = ContractValidators.for(this.index);
    this.addWorkspace("ws_a", "acct_a", options.adminKey, "admin key");
    this.addWorkspace("ws_b", "acct_b", options.peerAdminKey, "peer admin key");
  }

  /** The behaviour in force under `name`: the documented one, unless a fault switched on replaced it. */
  behaviour<K extends BehaviourName>(name: K, documented: Behaviours[K]): Behaviours[K] {
    return this.layer.behaviour(name, documented);
  }

  /** Whether a reading of the variant catalogue (server/variants/) is switched on. */
  variant(name: VariantName): boolean {
    return this.variants.has(name);
  }

  /** A random token of `n` url-safe characters from the server's seeded PRNG. */
  token(n: number): string {
    const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.random() * alphabet.length)];
    return s;
  }

  private addWorkspace(id: string, accountId: string, adminKey: string, what: string): void {
    const parsed = parseKey(adminKey);
    if (!parsed) {
      throw new Error(
        `the ${what} must look like apk_<key id>.<secret> (lowercase letters and digits, a dot, 8-200 url-safe characters)`,
      );
    }
    if (this.keys.has(parsed.keyId))
      throw new Error(`the ${what} reuses key id ${parsed.keyId}: give each workspace its own key`);
    const ws = new Workspace(id, accountId, this);
    this.workspaces.set(id, ws);
    this.keys.add(
      {
        id: parsed.keyId,
        seq: ws.nextSeq(),
        accountId,
        workspaceId: id,
        label: what,
        scope: "admin",
        createdAt: this.clock.now(),
        createdByKeyId: null,
        createdByUserId: `usr_owner_${id}`,
        externalIdentity: null,
        actsAsUserId: `usr_owner_${id}`,
        lastUsedAt: null,
        revokedAt: null,
      },
      parsed.secret,
    );
    ws.seed();
  }
}

export type { OperationIndex };
