/**
 * The report says what it assumed (issue 17, point 5): a check that read the run's configuration of
 * a point the documents leave unshown (`bodies`, `facts`, `decisionFields`, `pipelines`) names the
 * reading it took and the key to set another in its message — also when it read it through a shared
 * discovery another check made (a memoised success).
 */
import { describe, expect, it } from "vitest";
import { assumedNote } from "../../lib/rules/check.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { runSuite } from "../wiring.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

describe("assumedNote", () => {
  it("names each reading with its value, a body by its fields only, and says where to set another", () => {
    const note = assumedNote(
      new Map<string, unknown>([
        ["pipelines.straight", "pl_a"],
        ["bodies.createEnvironmentConnection", { endpoint: "https://x", secrets: { token: "hidden" } }],
      ]),
      "as documented",
    );
    expect(note).toBe(
      ' (assumed: pipelines.straight "pl_a", bodies.createEnvironmentConnection {endpoint, secrets}; the documents leave them unshown: set them in the config file for another reading)',
    );
    expect(note).not.toContain("hidden");
  });

  it("leaves out what the message already names, and sums up a group read whole", () => {
    const park = Object.fromEntries(["a", "b", "c", "d"].map((k) => [`pipelines.park.${k}`, `pl_${k}`]));
    expect(assumedNote(new Map(Object.entries(park)), "")).toBe(
      " (assumed: pipelines.park.* (4 of them); the documents leave them unshown: set them in the config file for another reading)",
    );
    expect(assumedNote(new Map([["facts.largeFile", { owner: "o" }]]), "read o/n: p (facts.largeFile)")).toBe("");
    expect(assumedNote(new Map(), "as documented")).toBe("");
  });
});

describe("a run's messages", () => {
  it("name the pipeline a STATE rule started, and the body an OP rule read from another check's success", {
    timeout: scaled(120_000),
  }, async () => {
    const report = await runSuite({
      ...DEFAULT_RUN_CONFIG,
      profile: "full",
      only: ["STATE-TASK-DELETE", "OP-SUCCESS", "OP-SCHEMA"],
    });
    const message = (rule: string, op: string | null) =>
      report.results.find((r) => r.rule === rule && r.operationId === op)!.message;
    expect(message("STATE-TASK-DELETE", null)).toContain(
      // The service it deletes from was made with the create body the documents leave unshown, too.
      '(assumed: pipelines.straight "pl_straight", bodies.createService {title}; the documents leave them unshown: set them in the config file for another reading)',
    );
    // OP-SCHEMA reads the success OP-SUCCESS made (one shared request): it depends on the same body.
    for (const rule of ["OP-SUCCESS", "OP-SCHEMA"])
      expect(message(rule, "setMergeRecordEffort")).toContain("(assumed: bodies.setMergeRecordEffort {effort}");
  });
});
