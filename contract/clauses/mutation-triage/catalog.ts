/** The mutation triage of server/domain/catalog: its surviving mutants, each classed as ./entry.ts says. */
import type { TriageEntry } from "./entry.ts";

export const CATALOG_TRIAGE: readonly TriageEntry[] = [];
