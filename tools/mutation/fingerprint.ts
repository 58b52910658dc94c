/**
 * What an area's kept results depend on besides its own code: the suite (the test) and the rest of
 * the project it runs with. Stryker's incremental mode re-runs a mutant when its own code changed,
 * but cannot see a change to the suite (the one test has no file of its own), so each area's
 * results carry a fingerprint of everything else, and a different fingerprint runs every mutant of
 * the area again: a verdict the suite may since have changed is never reused.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The folders a conformance run reads: the suite, the engine, the contract and the server. */
export const RUN_FOLDERS = ["app", "config", "contract", "generators", "lib", "server", "suites"];

/** Whether a project file (relative, forward slashes) counts toward an area's fingerprint. */
export function countsToward(area: string, file: string): boolean {
  if (!/\.(ts|json)$/.test(file) || /\.test\.ts$/.test(file) || file.includes("/tests/")) return false;
  // The triage is the tool's record, not what the run reads.
  if (file.startsWith("contract/clauses/mutation-triage/")) return false;
  return file !== area && !file.startsWith(`${area}/`);
}

export function fingerprint(root: string, area: string): string {
  const hash = createHash("sha256");
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  for (const folder of RUN_FOLDERS) {
    for (const file of walk(join(root, folder))) {
      const rel = relative(root, file).split("\\").join("/");
      if (countsToward(area, rel)) hash.update(rel).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  return hash.digest("hex");
}
