/**
 * The fault proofs of verify-traffic, shared by the two test files that split them (so they run on
 * two workers): each named fault of the reference server (server/faults/) is recorded through the
 * fixed script, and the rule its judge speaks for must fail on that recording (OP-DRIFT warns: it is
 * a SHOULD reported as a warning, as live).
 */
import { expect, it } from "vitest";
import { exitCode } from "../../lib/report/report.ts";
import { TrafficSession } from "../../suites/traffic/session.ts";
import { fromEntry } from "../traffic/har.ts";
import { trafficReport } from "../traffic/report.ts";
import { recordHar } from "./har-recorder.ts";

export interface FaultCase {
  fault: string;
  /** The rules that must not pass on its recording. */
  rules: string[];
  outcome?: "fail" | "warn";
}

export function proveFaults(cases: readonly FaultCase[]): void {
  for (const c of cases) {
    it(`${c.fault}: ${c.rules.join(", ")} ${c.outcome ?? "fail"}`, async () => {
      const { har } = await recordHar([c.fault]);
      const session = new TrafficSession();
      for (const e of har.log.entries) session.feed(fromEntry(e));
      const report = trafficReport(session, `recording under ${c.fault}`, new Date(), 0);
      for (const rule of c.rules) {
        const hit = report.results.filter((r) => r.rule === rule && r.outcome === (c.outcome ?? "fail"));
        expect(
          hit.map((r) => r.rule),
          `${rule} under ${c.fault}: ${report.results
            .filter((r) => r.rule === rule && r.outcome !== "not-exercised")
            .map((r) => `${r.operationId} ${r.outcome}: ${r.message}`)
            .join(" | ")}`,
        ).toContain(rule);
        // The failure points at the exchange that showed it.
        expect(hit[0].evidence.length).toBeGreaterThan(0);
      }
      expect(exitCode(report)).toBe((c.outcome ?? "fail") === "fail" ? 1 : 0);
    });
  }
}
