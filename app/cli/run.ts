/**
 * The command's run: the engine (lib/engine/conformance-run.ts) with this project's wiring, and
 * where the code runs from — the source tree (`.ts`, through tsx) or the compiled package (`dist/`,
 * `.js`, `npm run build`). CODE_ROOT holds app/, lib/ and suites/ either way (the project root, or
 * dist/); ROOT is the package root (the project root, or dist/'s parent).
 */
import { fileURLToPath } from "node:url";
import { runConformance as runWith, type RunOptions, type RunOutcome } from "../../lib/engine/conformance-run.ts";
import type { RunConfig } from "../../lib/run/config.ts";
import { WIRING } from "../wiring.ts";
import { checkFaults } from "../catalogues.ts";
import { FLAG_NAMING } from "../../lib/run/settings/resolve.ts";

const HERE = fileURLToPath(import.meta.url);
export const EXT: "ts" | "js" = HERE.endsWith(".ts") ? "ts" : "js";
export const COMPILED = EXT === "js";
export const CODE_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const ROOT = COMPILED ? fileURLToPath(new URL("../../..", import.meta.url)) : CODE_ROOT;

export type { RunOptions, RunOutcome };

export async function runConformance<D extends string | null>(
  config: RunConfig,
  reportDir: D,
  opts: RunOptions = {},
): Promise<RunOutcome<D>> {
  // The fault catalogue is loaded only now, for a run that names a fault (app/catalogues.ts).
  await checkFaults(config, FLAG_NAMING);
  return runWith(WIRING, config, reportDir, opts);
}
