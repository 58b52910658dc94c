/**
 * The fault catalogue: named contract violations the reference server can be told to commit, one
 * at a time, to prove that the suite's rules fail on a faulty server. Off by default; switched on
 * only by the `--fault` option at start-up, never by a request.
 */
export interface FaultDef {
  /** The rule family meant to catch it. */
  family: string;
  description: string;
}

export const FAULTS = {} as const satisfies Record<string, FaultDef>;

export type FaultName = keyof typeof FAULTS extends never ? string : keyof typeof FAULTS;

export function assertKnownFaults(names: readonly string[]): void {
  const unknown = names.filter((n) => !(n in FAULTS));
  if (unknown.length) {
    const known = Object.keys(FAULTS);
    throw new Error(`unknown fault ${unknown.join(", ")}; known: ${known.length ? known.join(", ") : "(none yet)"}`);
  }
}
