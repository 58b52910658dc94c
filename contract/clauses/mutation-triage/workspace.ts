/** The mutation triage of server/domain/workspace.ts: its surviving mutants, each classed as ./entry.ts says. */
import type { TriageEntry } from "./entry.ts";

export const WORKSPACE_TRIAGE: readonly TriageEntry[] = [];
