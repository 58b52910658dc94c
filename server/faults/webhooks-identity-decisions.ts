/** Faults proving the rules of the clause register's long tail (webhooks, identity, decisions); each names the rules it proves. */
import type { FaultDef } from "./index.ts";

export const faults = {
} as const satisfies Record<string, FaultDef>;
