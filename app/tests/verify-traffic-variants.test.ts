/**
 * The twin of the fault proofs: a reading the documents allow is never failed. The fixed script is
 * recorded from the reference server under each of its variants (server/variants/: a webhook cap of
 * 1, validation errors as 422, reason codes only in `details.reason`…) and verify-traffic must find
 * no failure in it. Warnings stay allowed: an additive field is drift, reported as a warning, as live.
 */
import { describe, expect, it } from "vitest";
import { VARIANTS } from "../../server/variants/index.ts";
import { TrafficSession } from "../../suites/traffic/session.ts";
import { fromEntry } from "../traffic/har.ts";
import { recordHar } from "./har-recorder.ts";

describe("recordings under every variant of the reference server", () => {
  for (const variant of Object.keys(VARIANTS)) {
    it(`${variant}: no failure`, async () => {
      const { har } = await recordHar([], [variant]);
      const session = new TrafficSession();
      for (const e of har.log.entries) session.feed(fromEntry(e));
      const failed = session.results().filter((r) => r.outcome === "fail");
      expect(failed.map((r) => `${r.rule} ${r.operationId}: ${r.message}`)).toEqual([]);
      // Something was judged: the variant's recording is not an empty pass.
      expect(session.results().filter((r) => r.outcome === "pass").length).toBeGreaterThan(50);
    });
  }
});
