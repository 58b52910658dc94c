/**
 * `--baseline conformance.json`: the failures an earlier report already listed are known and do not
 * fail the gate; failures it did not list are new and do; its failures that pass now are fixed.
 * The gate itself is `exitCode` in report.ts, which reads the outcome stored on `report.baseline`.
 */
import type { ConformanceReport } from "./report.ts";
import { resultKey } from "./result-key.ts";

export interface BaselineOutcome {
  /** The baseline file, as given. */
  file: string;
  /** Result keys failing now and in the baseline. */
  known: string[];
  /** Result keys failing now and not failing in the baseline: these alone can fail the gate. */
  new: string[];
  /** Result keys failing in the baseline that pass now (a result not run now is not fixed). */
  fixed: string[];
  /** Differences of settings that make the comparison less meaningful; never an error. */
  warnings: string[];
}

type Settings = Pick<ConformanceReport, "seed" | "profile"> & { contract: { version: string } };

/**
 * One sentence per setting two reports differ in (contract version, seed, profile): results of
 * runs with different settings may differ for reasons other than the server.
 */
export function settingDifferences(ours: Settings, theirs: Settings, ourName: string, theirName: string): string[] {
  const out: string[] = [];
  const subject = `${theirName[0].toUpperCase()}${theirName.slice(1)}`;
  const differ = (what: string, a: string, b: string) => {
    if (a !== b) out.push(`${subject} was run with ${what} ${b}, ${ourName} with ${what} ${a}.`);
  };
  differ("contract version", ours.contract.version, theirs.contract.version);
  differ("seed", String(ours.seed), String(theirs.seed));
  differ("profile", ours.profile, theirs.profile);
  return out;
}

export function applyBaseline(report: ConformanceReport, baseline: ConformanceReport, file: string): BaselineOutcome {
  const failedBefore = new Set(baseline.results.filter((r) => r.outcome === "fail").map(resultKey));
  const now = new Map(report.results.map((r) => [resultKey(r), r.outcome]));
  const known: string[] = [];
  const fresh: string[] = [];
  for (const r of report.results) {
    if (r.outcome !== "fail") continue;
    const key = resultKey(r);
    (failedBefore.has(key) ? known : fresh).push(key);
  }
  const fixed = [...failedBefore].filter((key) => now.get(key) === "pass");
  return {
    file,
    known,
    new: fresh,
    fixed,
    warnings: settingDifferences(report, baseline, "this run", `the baseline ${file}`),
  };
}
