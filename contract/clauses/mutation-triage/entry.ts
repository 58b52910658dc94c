/**
 * The triage of every mutant of the reference server that survived `npm run mutation` (issue 24):
 * a change to the server's domain or HTTP code after which the embedded conformance run (full
 * profile, seed 1) still passes. Each is one of
 *   (a) it breaks a stated clause: a rule is missing or too weak; `rule` says what would catch it;
 *   (b) it changes only what the documents leave unstated: `clause` names where they leave it open,
 *       or `reason` says why no clause applies;
 *   (c) it is equivalent: no request can tell it from the original.
 * A mutant is named by what it is, not where: its file, its mutator, the code it mutates (`original`) and
 * the code it puts there, so an edit above it does not orphan its entry; `at` (where it was when triaged)
 * only tells identical candidates apart, the nearest taking the entry (tools/mutation/triage-match.ts).
 * Stryker's ids change from run to run. `npm run mutation -- --survivors` marks the survivors this list
 * does not name; `npx tsx tools/mutation/backfill-originals.ts` fills in `original` for an entry written
 * without it, from the source at its `at`. Lab data: not compiled into the package (tsconfig.build.json).
 *
 * The entries live in one file per area (./index.ts lists them); an entry goes in the file of the
 * area its mutant's path lies in.
 */

export type TriageClass = "a" | "b" | "c";

export interface TriageEntry {
  /** `path:line:column-line:column` of the mutated code when it was triaged, as the tool prints it (nested expressions may share a start); breaks ties only. */
  at: string;
  /** Stryker's mutator name. */
  mutator: string;
  /** The code the mutant replaces, as `--survivors` prints it (a span over several lines joined by spaces). */
  original: string;
  /** The code the mutant puts there. */
  replacement: string;
  class: TriageClass;
  /** The clause the mutant breaks (a), or leaves open (b, when one names it). */
  clause?: string;
  /** One line: what the mutant changes, and why it is in its class. */
  reason: string;
  /** (a) only: the rule (new or existing, to be strengthened) that would kill it. */
  rule?: string;
}
