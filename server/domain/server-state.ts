/** Everything one running reference server holds: options, clock, keys and the two workspaces. */
import { createHash } from "node:crypto";
import { Clock } from "../state/clock.ts";
import { IdSource } from "../state/ids.ts";
import { CursorCodec } from "../state/paging.ts";
import { Workspace } from "./workspace.ts";
import { KeyStore } from "./keys/store.ts";
import { parseKey } from "./keys/format.ts";
import type { ServerOptions } from "../options.ts";
import type { OperationIndex } from "../../lib/contract/operations.ts";
import { effectiveIndex } from "../state/effective-contract.ts";
import { ContractValidators } from "../../lib/contract/validators.ts";
import { BehaviourTable, type BehaviourName, type Behaviours } from "../state/behaviours.ts";
import type { IdStyle } from "../state/ids.ts";
// The server's randomness replays under one seed: the suite's own PRNG (lib/rules/seed.ts).
import { prng } from "../../lib/rules/seed.ts";

export { prng };

declare module "../state/behaviours.ts" {
  interface Behaviours {
    /** How minted ids are written (doc 1 leaves their form open): the reference's `<type>_<counter>`. */
    "ids.style": IdStyle;
  }
}

export class ServerState {
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly keys = new KeyStore();
  readonly workspaces = new Map<string, Workspace>();
  readonly cursors: CursorCodec;
  readonly index: OperationIndex;
  readonly validators: ContractValidators;
  readonly random: () => number;
  /** The options as started (startServer applies the figures of the variants switched on over them). */
  readonly options: ServerOptions;
  /** The behaviours the layers of startServer replaced (server/http/layer.ts); none by default. */
  private readonly behaviours: BehaviourTable;
  /** Open event streams across the deployment (doc 2 Limits: a per-deployment connection cap). */
  openStreams = 0;

  constructor(options: ServerOptions, behaviours: BehaviourTable = new BehaviourTable()) {
    this.options = options;
    this.behaviours = behaviours;
    const start = options.clockStart;
    // The clock counts milliseconds whatever unit the wire writes (state/wire-time.ts).
    this.clock = start === null ? new Clock() : new Clock(() => start);
    this.ids = new IdSource(this.behaviour("ids.style", "underscore"));
    this.random = prng(options.seed);
    // The codec looks up the paging behaviours in force.
    this.cursors = new CursorCodec(
      createHash("sha256").update(`cursor-key:${options.seed}`).digest(),
      (name, documented) => this.behaviour(name, documented),
    );
    this.index = effectiveIndex(options, (name, documented) => this.behaviour(name, documented));
    // One set of compiled validators per contract index in the process: a test that starts dozens of
    // servers (the variant catalogue) compiles them once.
    this.validators = ContractValidators.for(this.index);
    this.addWorkspace("ws_a", "acct_a", options.adminKey, "admin key");
    this.addWorkspace("ws_b", "acct_b", options.peerAdminKey, "peer admin key");
  }

  /** The behaviour in force under `name`: the documented one, unless a variant or a fault switched on replaced it. */
  behaviour<K extends BehaviourName>(name: K, documented: Behaviours[K]): Behaviours[K] {
    return this.behaviours.behaviour(name, documented);
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
