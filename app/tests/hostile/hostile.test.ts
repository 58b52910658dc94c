/**
 * The hostile-target catalogue (targets.ts), one test each: the command's exit code, whether it
 * wrote a report, its wall time, the outcomes it names, no stack trace, no secret in any output,
 * and the target left as the report says (the suite's keys revoked, nothing else of its own left
 * but jobs, which the report lists).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEV_ADMIN } from "../cli-harness.ts";
import { HOSTILE } from "./targets.ts";
import { runHostile } from "./run.ts";
import { filesUnder } from "../files.ts";
import { scaled, slowdown } from "../../../lib/testing/slowdown.ts";

const SECRET = DEV_ADMIN.split(".")[1]!;
const root = mkdtempSync(join(tmpdir(), "hostile-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.concurrent("hostile targets", () => {
  for (const h of HOSTILE) {
    it(
      `${h.name}: ${h.does}`,
      async () => {
        const r = await runHostile(h, root);
        const why = `${h.name} (${r.seconds.toFixed(1)} s):\n${r.out.slice(-2500)}\n${r.err.slice(-1500)}`;
        expect(r.code, why).toBe(h.expect.code);
        expect(r.seconds, why).toBeLessThan(h.expect.maxSeconds * slowdown());
        expect(r.report !== null, why).toBe(h.expect.report);
        if (!h.expect.report) expect(existsSync(r.dir), "no empty report folder").toBe(false);
        if (h.expect.shows)
          expect(`${r.out}\n${r.err}\n${JSON.stringify(r.report?.results.map((x) => x.message) ?? [])}`, why).toMatch(
            h.expect.shows,
          );
        // No stack trace, whatever the target did.
        expect(r.err, why).not.toMatch(/\n\s+at .+:\d+:\d+/);
        // No secret anywhere.
        for (const text of [r.out, r.err, ...filesUnder(r.dir).map((f) => readFileSync(f, "utf8"))])
          expect(text.includes(SECRET), why).toBe(false);
        // The suite's keys revoked; nothing of its own left but jobs, listed in the report.
        expect(r.after.key, why).toEqual(r.before.key);
        expect(
          r.left.filter((l) => !l.startsWith("job ")),
          why,
        ).toEqual([]);
        if (r.report)
          expect(
            r.report.leftovers
              .filter((l) => l.kind === "job")
              .map((l) => `job ${l.id}`)
              .sort(),
            why,
          ).toEqual(r.left);
        expect(r.elsewhere, "requests that followed a redirect").toBe(0);
        for (const [key, outcome] of Object.entries(h.expect.outcomes ?? {})) {
          const found = r.report?.results.find((x) => `${x.rule} ${x.operationId ?? "-"}` === key);
          expect(found?.outcome, `${key}: ${found?.message ?? "no result"}\n${why}`).toBe(outcome);
        }
      },
      scaled((h.expect.maxSeconds + 60) * 1000),
    );
  }
});
