/** The slowdown the tests' time limits are scaled by (lib/testing/slowdown.ts). */
import { describe, expect, it } from "vitest";
import { combined, measureSlowdown, scaled, slowdown, SLOWDOWN_CAP, SLOWDOWN_ENV } from "../slowdown.ts";

describe("the slowdown", () => {
  it("is the larger of the start factor and the load per core, from 1 to the cap", () => {
    expect(combined(1, 0, 2)).toBe(1);
    expect(combined(0.5, 0.4, 2)).toBe(1);
    expect(combined(2.5, 3, 2)).toBe(2.5);
    expect(combined(1.2, 8, 2)).toBe(4);
    expect(combined(30, 0, 2)).toBe(SLOWDOWN_CAP);
    expect(combined(1, 100, 2)).toBe(SLOWDOWN_CAP);
  });

  it("was measured at the start of the run and handed to this worker", () => {
    const given = Number(process.env[SLOWDOWN_ENV]);
    expect(given).toBeGreaterThanOrEqual(1);
    expect(slowdown()).toBeGreaterThanOrEqual(Math.min(given, SLOWDOWN_CAP));
  });

  it("measures a fixed workload against a quiet machine: never below 1", () => {
    const m = measureSlowdown();
    expect(Number.isFinite(m)).toBe(true);
    expect(m).toBeGreaterThanOrEqual(1);
  });

  it("stretches a limit, within the cap", () => {
    const ms = scaled(1_000);
    expect(ms).toBeGreaterThanOrEqual(1_000);
    expect(ms).toBeLessThanOrEqual(SLOWDOWN_CAP * 1_000);
  });
});
