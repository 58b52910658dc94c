/**
 * vitest global setup of the conformance project. Under the CLI the target is already prepared and
 * provided (`target`); under `npm test` nothing is, so this prepares the embedded reference server
 * with the defaults, seeded by CONFORMANCE_SEED when set.
 */
import type { TestProject } from "vitest/node";
import { DEFAULT_RUN_CONFIG } from "./config.ts";
import { prepareTarget } from "./prepare.ts";

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const provided = project.getProvidedContext() as { target?: unknown };
  if (provided.target) return;
  const seed = Number(process.env.CONFORMANCE_SEED ?? DEFAULT_RUN_CONFIG.seed);
  const prepared = await prepareTarget({ ...DEFAULT_RUN_CONFIG, profile: "full", seed });
  project.provide("target", prepared.info);
  return async () => {
    await prepared.close();
  };
}
