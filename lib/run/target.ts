/** A worker's handle on the target: the client, the keys, the contract and the fixtures. */
import { contractIndex, type OperationIndex } from "../contract/operations.ts";
import { ContractValidators } from "../contract/validators.ts";
import { ApiClient } from "../http/client.ts";
import { Redactor } from "../http/redact.ts";
import type { Profile } from "../rules/types.ts";
import type { LadderKeys, TargetInfo } from "./config.ts";
import { Fixtures, withOwner } from "./fixtures.ts";
import { Ledger, raised, runFiles } from "./ledger.ts";
import { madeCollecting, sharing } from "./readings.ts";
import { RunStopping, selectionGuard } from "./select.ts";

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
}

export function connect(info: TargetInfo): Target {
  const redactor = new Redactor();
  for (const k of Object.values(info.keys)) redactor.add(k);
  const index = contractIndex();
  return {
    info,
    // With --operation, no request leaves for an operation outside the selection (select.ts).
    client: new ApiClient({ baseUrl: info.baseUrl, redactor, deadlineMs: info.timeoutMs, guard: guarded(selectionGuard(index, info.operations), info.runDir) }),
    redactor,
    index,
    validators: new ContractValidators(index),
    fixtures: new Fixtures(new Ledger(info.runDir && runFiles(info.runDir).ledger)),
    keys: info.keys,
    seed: info.seed,
    profile: info.profile,
    strict: info.strict,
    disposable: info.disposable,
    memo: new Map(),
  };
}

/** The selection guard, and nothing at all once the run is stopping at once. */
function guarded(guard: (method: string, path: string) => void, runDir: string | null): (method: string, path: string) => void {
  return (method, path) => {
    if (raised(runDir, "stop")) throw new RunStopping();
    guard(method, path);
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
  // Whoever asks depends on what it was made with (a configured body, a pipeline): readings.ts.
  return sharing(p);
}
