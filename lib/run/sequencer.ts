/**
 * The conformance files run one after another in a fixed order (by path), whatever vitest's
 * duration cache says, so that one seed replays the same requests in the same order and the
 * reference server hands out the same ids. The STATE family runs last: its last rule spends the
 * workspace's budget for good (STATE-RUN-BUDGET-PAUSE, on the embedded server by default), and a
 * run started afterwards stays paused, so every family that starts or parks runs (OP, NULL, VALID)
 * goes before it.
 */
import type { TestSequencer, TestSpecification } from "vitest/node";

/** The family whose rules run last (see above), lower-case as in its folder name. */
const LAST = "state";

/** Orders family names (folder or rule-family spelling): by name, STATE last. */
export function byRunOrder(a: string, b: string): number {
  const last = (x: string) => (x.toLowerCase() === LAST ? 1 : 0);
  return last(a) - last(b) || a.localeCompare(b);
}

/** The family folder of a conformance file (`…/suites/<family>/…`), or its whole path. */
function familyOf(moduleId: string): string {
  return /\/suites\/([^/]+)\//.exec(moduleId)?.[1] ?? moduleId;
}

export class FixedOrderSequencer implements TestSequencer {
  shard(files: TestSpecification[]): TestSpecification[] {
    return files;
  }
  sort(files: TestSpecification[]): TestSpecification[] {
    return [...files].sort((a, b) => byRunOrder(familyOf(a.moduleId), familyOf(b.moduleId)) || a.moduleId.localeCompare(b.moduleId));
  }
}
