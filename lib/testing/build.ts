/**
 * `npm test`'s first step: one tsc pass over every source file, tests included, that checks the
 * types (the step fails on any error) and emits the JavaScript into .build/, from which the tests
 * start their child processes (lib/testing/compiled.ts says why). Incremental: a second run after a
 * small edit rewrites little. The contract travels with the code, as in `npm run build`.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { BUILD_DIR, ROOT, STAMP } from "./compiled.ts";

// Without a stamp the last build failed, never ran, or .build/ was tampered with: tsc's incremental
// record may then claim outputs that are not there, so it starts over.
if (!existsSync(STAMP)) rmSync(join(BUILD_DIR, ".tsbuildinfo"), { force: true });
rmSync(STAMP, { force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const r = spawnSync(process.execPath, [tsc, "-p", join(ROOT, "tsconfig.tests.json")], { cwd: ROOT, stdio: "inherit" });
if (r.status !== 0) {
  process.stderr.write(`the type check failed (tsc -p tsconfig.tests.json, exit ${r.status ?? r.signal})\n`);
  process.exit(1);
}
mkdirSync(join(BUILD_DIR, "contract"), { recursive: true });
copyFileSync(join(ROOT, "contract", "openapi.json"), join(BUILD_DIR, "contract", "openapi.json"));
writeFileSync(STAMP, `${new Date().toISOString()}\n`);
