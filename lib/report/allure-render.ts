/**
 * `npm run conformance -- allure DIR`: renders DIR/allure-results into DIR/allure-report/index.html, one
 * self-contained file, with Allure Report 3 (the `allure` npm package, pinned; runs on Node 20: no
 * Java). The results are the run's own, already redacted (write.ts); the page is written beside them.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { ALLURE_DIR } from "./write.ts";

export const ALLURE_REPORT_DIR = "allure-report";

export class AllureError extends Error {}

/** The folder holding Allure results: DIR itself, or DIR/allure-results (a run's report folder). */
export function resultsDirOf(dir: string): string {
  const inner = join(dir, ALLURE_DIR);
  if (existsSync(inner)) return inner;
  if (existsSync(dir) && readdirSync(dir).some((f) => f.endsWith("-result.json"))) return dir;
  throw new AllureError(`no Allure results in ${dir} (a report folder holds them in ${ALLURE_DIR}/)`);
}

/** Renders the results under `dir` into `out` (default: beside them); returns the page's path. */
export async function renderAllure(dir: string, out?: string): Promise<string> {
  const results = resultsDirOf(resolve(dir));
  const target = resolve(out ?? join(dirname(results), ALLURE_REPORT_DIR));
  // The package exports only its library; its command line, cli.js, sits at its root beside dist/.
  const cli = join(dirname(createRequire(import.meta.url).resolve("allure")), "..", "cli.js");
  const configDir = mkdtempSync(join(tmpdir(), "allure-config-"));
  const config = join(configDir, "allurerc.mjs");
  // One page, no server, no history file left in the working tree.
  writeFileSync(
    config,
    `export default ${JSON.stringify({ name: "API conformance", output: target, plugins: { awesome: { options: { singleFile: true, reportLanguage: "en", reportName: "API conformance" } } } })};\n`,
  );
  try {
    const { code, err } = await new Promise<{ code: number | null; err: string }>((done) => {
      const child = spawn(process.execPath, [cli, "generate", results, "--config", config, "--output", target], {
        cwd: configDir,
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, NO_COLOR: "1" },
      });
      let err = "";
      child.stderr.on("data", (d: Buffer) => (err += d));
      child.on("close", (c) => done({ code: c, err }));
    });
    const page = join(target, "index.html");
    if (code !== 0 || !existsSync(page))
      throw new AllureError(
        `Allure could not render ${results} (exit ${code}): ${err.trim().split("\n").slice(-3).join(" ")}`,
      );
    return page;
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}
