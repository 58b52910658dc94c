/**
 * Ctrl-C as a terminal sends it — SIGINT to the process group of `npm run conformance` — at each
 * kind of point of a run: the preflight, the minting, a family's start, the final cleanup, and twice
 * (`npm run bench:interrupts` goes through the start of every family).
 * Each time: exit 2, a partial report marked interrupted, every key the suite minted revoked, and the
 * report's leftovers exactly what the target holds that it did not before (jobs only: they cannot be
 * deleted). No secret in any output. `npm run bench:interrupts` repeats the trials for a count.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { interruptTrial, TEST_POINTS, trialsDone, type Trial } from "./interrupt-trials.ts";
import { DEV_ADMIN } from "./cli-harness.ts";
import { filesUnder } from "./files.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const SECRET = DEV_ADMIN.split(".")[1]!;

function judgeTrial(t: Trial, reportDir: string | null): void {
  const why = `${t.label}:\n${t.out.slice(-3000)}`;
  expect(t.signalled, why).toBe(true);
  expect(t.code, why).toBe(2);
  expect(t.out, why).toMatch(/interrupted by SIGINT: the report is partial and gives no verdict \(exit 2\)/);
  expect(t.out, why).not.toMatch(/verdict\s+(PASS|FAIL)/);
  expect(t.report, why).not.toBeNull();
  expect(t.report!.interrupted).toBe("SIGINT");
  expect(t.report!.summary.failed, why).toBe(0);
  // Every key of the suite's is revoked; what remains is what the report lists, no more, no less.
  expect(t.after.key, why).toEqual(t.before.key);
  const kinds = new Set(["key", "service", "task", "webhook", "job"]);
  const listed = t.report!.leftovers.filter((l) => kinds.has(l.kind)).map((l) => `${l.kind} ${l.id}`).sort();
  expect(listed, why).toEqual(t.left);
  expect(t.left.filter((l) => !l.startsWith("job ")), why).toEqual([]);
  expect(t.out).not.toContain(SECRET);
  if (reportDir) for (const f of filesUnder(reportDir)) expect(readFileSync(f, "utf8"), f).not.toContain(SECRET);
}

afterAll(trialsDone);

describe.concurrent("Ctrl-C on `npm run conformance`", () => {
  for (const point of TEST_POINTS) {
    it(point.label, async () => {
      const t = await interruptTrial(point);
      judgeTrial(t, t.reportDir);
      if (point.twice) expect(t.out).toMatch(/SIGINT: stopping at once/);
    }, scaled(150_000));
  }
});
