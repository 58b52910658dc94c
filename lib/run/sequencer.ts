/**
 * The conformance files run one after another in a fixed order (by path), whatever vitest's
 * duration cache says, so that one seed replays the same requests in the same order and the
 * reference server hands out the same ids.
 */
import type { TestSequencer, TestSpecification } from "vitest/node";

export class FixedOrderSequencer implements TestSequencer {
  shard(files: TestSpecification[]): TestSpecification[] {
    return files;
  }
  sort(files: TestSpecification[]): TestSpecification[] {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}
