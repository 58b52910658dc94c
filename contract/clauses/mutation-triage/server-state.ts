/** The mutation triage of server/domain/server-state.ts: its surviving mutants, each classed as ./entry.ts says. */
import type { TriageEntry } from "./entry.ts";

export const SERVER_STATE_TRIAGE: readonly TriageEntry[] = [];
