/** A worker's handle on the target: the client, the keys, the contract and the fixtures. */
import { contractIndex, type OperationIndex } from "../contract/operations.ts";
import { ContractValidators } from "../contract/validators.ts";
import { ApiClient } from "../http/client.ts";
import { Redactor } from "../http/redact.ts";
import { KEY_VARIABLES } from "../http/key-variables.ts";
import type { Profile } from "../rules/types.ts";
import { transportSettings, type LadderKeys, type TargetInfo } from "./config.ts";
import { Fixtures, withOwner } from "./fixtures.ts";
import { Ledger } from "./ledger.ts";
import { madeCollecting, sharing } from "./readings.ts";
import { selectionGuard } from "./select.ts";
import { RunStopping } from "./withheld.ts";
import { inCleanup } from "./fixtures.ts";

export interface Target {
  info: TargetInfo;
  client: ApiClient;
  redactor: Redactor;
  index: OperationIndex;
  validators: ContractValidators;
  fixtures: Fixtures;
  keys: LadderKeys;
  seed: number;
  profile: Profile;
  strict: boolean;
  /** The target is a throwaway instance (`--disposable`; the embedded server always is). */
  disposable: boolean;
  /** Per-run memo of discoveries (a parked run, a settled Kaizen entry…), keyed by name. */
  memo: Map<string, Promise<unknown>>;
  /** Serial numbers of the fixtures it names (`serial`): one sequence per handle, so a run replays. */
  serials: Map<string, number>;
}

/**
 * A family's handle. `redactor`: the run's own (prepare.ts), so that a secret one family learns (a
 * minted key, a webhook secret a target echoes later) is redacted in every other family and in every
 * output; a fresh one only for a handle made outside a run (a unit test's).
 */
export function connect(info: TargetInfo, redactor = new Redactor()): Target {
  for (const k of Object.values(info.keys)) redactor.add(k);
  // A reproduction names the key it needs (lib/http/key-names.ts), never its secret.
  for (const [rung, variable] of KEY_VARIABLES) redactor.names.name(info.keys[rung], variable);
  const index = contractIndex();
  return {
    info,
    // With --operation, no request leaves for an operation outside the selection (select.ts).
    client: new ApiClient({
      baseUrl: info.baseUrl,
      redactor,
      ...transportSettings(info),
      // Enough connections for every CONC client to have a request in flight at once.
      connections: Math.max(8, info.raceClients ?? 0),
      connect: info.connect,
      onAnswer: info.ledger?.mints.observe,
      guard: guarded(selectionGuard(index, info.operations), info.ledger, info.maxRequests),
    }),
    redactor,
    index,
    validators: ContractValidators.for(index),
    fixtures: new Fixtures(info.ledger ?? new Ledger()),
    keys: info.keys,
    seed: info.seed,
    profile: info.profile,
    strict: info.strict,
    disposable: info.disposable,
    memo: new Map(),
    serials: new Map(),
  };
}

/**
 * The next serial number of `name` on this handle (1, 2, …). Held by the handle, not the module:
 * runs in one process (the fault catalogue, the vitest adapter) each start from 1, so one seed
 * names the same fixtures and replays the same requests.
 */
export function serial(t: Target, name: string): number {
  const n = (t.serials.get(name) ?? 0) + 1;
  t.serials.set(name, n);
  return n;
}

/**
 * The selection guard; nothing at all once the run is stopping at once; and nothing past the
 * request budget (`--max-requests`), the removal of what the suite made excepted.
 */
function guarded(
  guard: (method: string, path: string) => void,
  ledger: Ledger | null,
  budget: number | null,
): (method: string, path: string) => void {
  return (method, path) => {
    if (ledger?.raised("stop")) throw new RunStopping();
    guard(method, path);
    if (budget !== null && ledger && !inCleanup()) ledger.spend(budget);
  };
}

/**
 * Runs `make` once per target for `name` and shares the promise (discoveries, shared fixtures). What
 * it creates is shared: it stays until the family's teardown, not released with the check that
 * happened to ask first (fixtures.ts).
 */
export function memo<T>(t: Target, name: string, make: () => Promise<T>): Promise<T> {
  let p = t.memo.get(name) as Promise<T> | undefined;
  if (!p) {
    p = withOwner(null, () => madeCollecting(make));
    t.memo.set(name, p);
  }
  // Whoever asks depends on what it was made with (a configured body, a pipeline): readings.ts. The
  // contexts it enters (no owner, a sink of its own) are described in context.ts.
  return sharing(p);
}
