/**
 * The programmatic API (app/api.ts) from the source tree: settings resolved as the command resolves
 * them, a run that returns its report and writes nothing, an abort that stops the run in order, and
 * the host process's signal listeners and exit code left as they were. (The same API installed from
 * the packed tarball: package.test.ts.)
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exitCode, resolveOptions, runConformance, UsageError } from "../api.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";

const dir = mkdtempSync(join(tmpdir(), "conformance-api-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("resolveOptions", () => {
  it("gives the command's defaults: full on the embedded server, standard on a base URL", () => {
    expect(resolveOptions({ embedded: true })).toEqual({ ...DEFAULT_RUN_CONFIG, profile: "full" });
    expect(resolveOptions({ baseUrl: "http://127.0.0.1:1", adminKey: "apk_k.secret" }).profile).toBe("standard");
    expect(resolveOptions({ embedded: true, seed: 9, only: ["AUTH"], pipelines: { straight: "pl_x" } })).toMatchObject({
      seed: 9,
      only: ["AUTH"],
      pipelines: { straight: "pl_x", failing: DEFAULT_RUN_CONFIG.pipelines.failing },
    });
  });

  it("refuses what the command refuses, as a UsageError", () => {
    expect(() => resolveOptions({ baseUrl: "http://127.0.0.1:1" })).toThrow(UsageError);
    expect(() => resolveOptions({ embedded: true, adminKey: "apk_k.secret" })).toThrow(/without baseUrl/);
    expect(() => resolveOptions({ embedded: true, profile: "everything" as never })).toThrow(/profile must be one of/);
    expect(() => resolveOptions({ embedded: true, only: ["NO-SUCH-RULE"] })).toThrow(UsageError);
  });
});

describe("runConformance", () => {
  it("returns the report, writes no file, and leaves the process's signals and exit code alone", async () => {
    const listeners = process.listeners("SIGINT");
    // Nothing in the working directory (the project root here), its reports/ folder included.
    const listing = () => [
      ...readdirSync(process.cwd()),
      ...readdirSync(join(process.cwd(), "reports")),
      ...readdirSync(dir),
    ];
    const before = listing();
    process.exitCode = undefined;
    const report = await runConformance({ embedded: true, only: ["AUTH-ME-SCOPE"] });
    expect(report.summary).toMatchObject({ passed: 1, failed: 0 });
    expect(report.interrupted).toBeNull();
    expect(exitCode(report)).toBe(0);
    expect(listing()).toEqual(before);
    expect(process.listeners("SIGINT")).toEqual(listeners);
    expect(process.exitCode).toBeUndefined();
  });

  it("writes every format into reportDir when asked", async () => {
    const out = join(dir, "report");
    await runConformance({ embedded: true, only: ["AUTH-ME-SCOPE"], reportDir: out, allure: false });
    expect(readdirSync(out).sort()).toEqual(["conformance.json", "index.html", "junit.xml", "summary.md"]);
  });

  it("stops in order when its signal is aborted mid-run: interrupted, the rest not exercised", async () => {
    const controller = new AbortController();
    const report = await runConformance({
      embedded: true,
      only: ["AUTH", "KEYS"],
      signal: controller.signal,
      // AUTH's family line: the abort lands between the two families.
      progress: { write: (line: string) => (/^AUTH /m.test(line) ? controller.abort() : undefined) },
    });
    expect(report.interrupted).toBe("abort");
    expect(report.errors.join(" ")).toMatch(/interrupted by abort/);
    const ran = new Set(report.results.filter((r) => r.outcome !== "not-exercised").map((r) => r.family));
    expect([...ran]).toEqual(["AUTH"]);
    expect(report.results.filter((r) => r.family === "KEYS").every((r) => r.outcome === "not-exercised")).toBe(true);
    expect(report.leftovers).toEqual([]);
  });

  it("comes back interrupted, having sent no check, when its signal is already aborted", async () => {
    const report = await runConformance({ embedded: true, only: ["AUTH"], signal: AbortSignal.abort() });
    expect(report.interrupted).toBe("abort");
    expect(report.summary.passed).toBe(0);
    expect(existsSync(join(dir, "conformance.json"))).toBe(false);
  });
});
