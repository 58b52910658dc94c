/**
 * Ctrl-C in the middle of a run leaves nothing behind on the target: the running family's teardown
 * still runs, the minted keys are revoked, a partial report is written (checks that never ran are
 * not exercised, not failed) and the command exits 2 — no verdict from half a run.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../cli/run.ts";
import type { ConformanceReport } from "../report/report.ts";
import { startServer } from "../../server/index.ts";
import { DEV_ADMIN } from "./cli-harness.ts";

const dir = mkdtempSync(join(tmpdir(), "interrupt-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("an interrupted run", () => {
  it("cleans up, writes a partial report and exits 2", async () => {
    const server = await startServer({ port: 0 });
    const get = async (path: string) => (await fetch(`${server.url}/api/v1${path}`, { headers: { authorization: `Bearer ${DEV_ADMIN}` } })).json();
    const ids = async () => ({
      keys: ((await get("/keys")) as { keys: { id: string }[] }).keys.map((k) => k.id).sort(),
      services: ((await get("/services?limit=100")) as { services: { serviceId: string }[] }).services.map((s) => s.serviceId).sort(),
    });
    try {
      const before = await ids();
      const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/conformance.ts", "--base-url", server.url, "--report-dir", dir], {
        cwd: ROOT,
        env: { ...process.env, CONFORMANCE_ADMIN_KEY: DEV_ADMIN, CONFORMANCE_BASE_URL: "" },
      });
      let out = "";
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      // Interrupt once the first family has finished: the run is under way, most of it still ahead.
      await new Promise<void>((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error(`no family finished within 60 s:\n${out}`)), 60_000);
        child.stdout.on("data", (d: Buffer) => {
          out += d;
          if (/^\w+\s+\d+ results:/m.test(out)) {
            clearTimeout(deadline);
            resolve();
          }
        });
      });
      child.kill("SIGINT");
      const code = await exited;
      expect(code, out).toBe(2);
      expect(out).toMatch(/SIGINT: stopping after the running test and cleaning up/);
      expect(out).toMatch(/interrupted by SIGINT: the report is partial/);
      const report = JSON.parse(readFileSync(join(dir, "conformance.json"), "utf8")) as ConformanceReport;
      expect(report.errors).toContain("the run was interrupted by SIGINT: the report is partial");
      expect(report.summary.failed).toBe(0);
      expect(report.results.some((r) => r.outcome === "not-exercised" && /interrupted \(SIGINT\)/.test(r.message))).toBe(true);
      expect(report.leftovers).toEqual([]);
      // Nothing of the suite's is left on the target: its keys are revoked, its services deleted.
      expect(await ids()).toEqual(before);
    } finally {
      await server.close();
    }
  }, 90_000);
});
