/**
 * `npm run conformance -- allure DIR`: renders DIR/allure-results into DIR/allure-report/index.html, one
 * self-contained file, with Allure Report 3 (the `allure` npm package; runs on Node 20: no Java). The
 * package is an optional peer dependency: some 150 packages only this command uses, so an install
 * brings it only when asked, and the command says how when it is missing. The results are the run's
 * own, already redacted (write.ts); the page is written beside them.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { ALLURE_DIR } from "./write.ts";

export const ALLURE_REPORT_DIR = "allure-report";

export class AllureError extends Error {}

/** The version the package's optional peer dependency names (package.json; app/tests/package.test.ts keeps them equal). */
export const ALLURE_VERSION = "3.18.0";

/**
 * Allure's command line (the package exports only its library; cli.js sits at its root beside dist/),
 * or an AllureError saying how to install it. `resolveModule` is require.resolve; tests hand in one that finds nothing.
 */
export function allureCli(resolveModule: (id: string) => string = createRequire(import.meta.url).resolve): string {
  let main: string;
  try {
    main = resolveModule("allure");
  } catch {
    throw new AllureError(
      `allure DIR needs the optional package allure (Allure Report 3), which is not installed: npm install --save-dev allure@${ALLURE_VERSION} (or npx --package allure@${ALLURE_VERSION} allure generate DIR/allure-results), then run it again`,
    );
  }
  return join(dirname(main), "..", "cli.js");
}

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
  const cli = allureCli();
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
