/**
 * vitest's globalSetup: the slowdown measured once, at the start of the run, before any worker
 * starts (lib/testing/slowdown.ts), and handed to the workers in their environment.
 */
import { measureSlowdown, SLOWDOWN_ENV } from "./slowdown.ts";

export default function setup(): void {
  if (process.env[SLOWDOWN_ENV]) return;
  const factor = measureSlowdown();
  process.env[SLOWDOWN_ENV] = factor.toFixed(2);
  console.log(
    `time limits ×${factor.toFixed(1)} at the start (a fixed workload against a quiet machine), more if the load average per core is higher when a test file starts`,
  );
}
