/**
 * Ctrl-C as a terminal sends it — SIGINT to the process group of `npm run conformance` — at each
 * kind of point of a run: the preflight, the minting, a family's start, the final cleanup, and twice
 * (`npm run bench:interrupts` goes through the start of every family).
 * Each time: exit 2, a partial report marked interrupted, every key the suite minted revoked, and the
 * report's leftovers exactly what the target holds that it did not before (jobs only: they cannot be
 * deleted). No secret in any output. `npm run bench:interrupts` repeats the trials for a count.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { interruptTrial, OTHER_ENDS, TEST_POINTS, trialsDone, type Point, type Trial } from "./interrupt-trials.ts";
import { DEV_ADMIN } from "./cli-harness.ts";
import { filesUnder } from "./files.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const SECRET = DEV_ADMIN.split(".")[1]!;
/** Trials of the signal sent while the reports are written, until one lands inside the writing. */
const WRITING_TRIALS = 5;

function judgeTrial(t: Trial, reportDir: string | null, signal = "SIGINT"): void {
  const why = `${t.label}:\n${t.out.slice(-3000)}`;
  expect(t.signalled, why).toBe(true);
  expect(t.code, why).toBe(2);
  expect(t.out, why).toMatch(
    new RegExp(`interrupted by ${signal}: the report is partial and gives no verdict \\(exit 2\\)`),
  );
  expect(t.out, why).not.toMatch(/verdict\s+(PASS|FAIL)/);
  expect(t.report, why).not.toBeNull();
  expect(t.report!.interrupted).toBe(signal);
  expect(t.report!.summary.failed, why).toBe(0);
  judgeTarget(t, reportDir);
}

/** Whatever ended the run: every key of the suite's revoked, what remains listed, no secret written, no stack trace. */
function judgeTarget(t: Trial, reportDir: string | null): void {
  const why = `${t.label}:\n${t.out.slice(-3000)}`;
  expect(t.out, why).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  // Every key of the suite's is revoked; what remains is what the report lists, no more, no less.
  expect(t.after.key, why).toEqual(t.before.key);
  const kinds = new Set(["key", "service", "task", "webhook", "job"]);
  const listed = t
    .report!.leftovers.filter((l) => kinds.has(l.kind))
    .map((l) => `${l.kind} ${l.id}`)
    .sort();
  expect(listed, why).toEqual(t.left);
  expect(
    t.left.filter((l) => !l.startsWith("job ")),
    why,
  ).toEqual([]);
  expect(t.out).not.toContain(SECRET);
  if (reportDir) for (const f of filesUnder(reportDir)) expect(readFileSync(f, "utf8"), f).not.toContain(SECRET);
}

afterAll(trialsDone);

describe.concurrent("Ctrl-C on `npm run conformance`", () => {
  for (const point of TEST_POINTS) {
    it(
      point.label,
      async () => {
        const t = await interruptTrial(point);
        judgeTrial(t, t.reportDir);
        if (point.twice) expect(t.out).toMatch(/SIGINT: stopping at once/);
      },
      scaled(150_000),
    );
  }
});

describe.concurrent("other ends of `npm run conformance`", () => {
  const [hangUp, head, writing] = OTHER_ENDS as [Point, Point, Point];
  it(
    hangUp.label,
    async () => {
      const t = await interruptTrial(hangUp);
      judgeTrial(t, t.reportDir, "SIGHUP");
    },
    scaled(150_000),
  );

  it(
    `${head.label}: the run goes on to its verdict, revokes its keys and writes its report`,
    async () => {
      const t = await interruptTrial(head);
      const why = `${t.label}:\n${t.out.slice(-3000)}`;
      expect(t.signalled, why).toBe(true);
      expect(t.code, why).toBe(0);
      expect(t.report?.interrupted ?? null, why).toBeNull();
      expect(t.report!.summary.passed, why).toBeGreaterThan(0);
      judgeTarget(t, t.reportDir);
    },
    scaled(150_000),
  );

  it(
    `${writing.label}: every file is finished, the verdict stands`,
    async () => {
      // The signal is sent when the first file appears; the writing may be over before it arrives
      // (it is synchronous and short). Whenever it lands, the files are whole and the verdict stands;
      // a trial it landed inside must show it acknowledged, and one of WRITING_TRIALS must land there.
      let acknowledged = false;
      for (let i = 0; i < WRITING_TRIALS && !acknowledged; i++) {
        const t = await interruptTrial(writing);
        const why = `${t.label} (trial ${i + 1}):\n${t.out.slice(-3000)}`;
        expect(t.signalled, why).toBe(true);
        expect(t.code, why).toBe(0);
        expect(t.report?.interrupted ?? null, why).toBeNull();
        const results = readdirSync(join(t.reportDir, "allure-results")).filter((f) => f.endsWith("-result.json"));
        expect(results.length, why).toBe(t.report!.results.length);
        for (const f of ["junit.xml", "summary.md", "index.html"])
          expect(existsSync(join(t.reportDir, f)), f).toBe(true);
        judgeTarget(t, t.reportDir);
        acknowledged = /SIGINT: the run has finished; writing its reports, then exiting/.test(t.out);
      }
      expect(acknowledged, `no trial of ${WRITING_TRIALS} had its signal land inside the writing`).toBe(true);
    },
    scaled(150_000 * WRITING_TRIALS),
  );
});
