/**
 * How many times longer work takes on this machine now than on a quiet one of the project's kind
 * (2 cores): the factor the tests' time limits are multiplied by (`scaled`), so that no test fails
 * only because the machine is slow or busy (another `npm test`, a build, other people's work), while
 * a test that hangs still ends, within SLOWDOWN_CAP times its limit.
 *
 * The larger of two measures counts:
 * - at the start of the test run (vitest's globalSetup, lib/testing/global-setup.ts), the wall time
 *   of a fixed CPU workload over what it takes on a quiet machine: a slower processor and a busy one
 *   both show. The workers are handed it in SLOWDOWN_ENV; a process started otherwise (a bench)
 *   measures it itself, once. Set by hand, SLOWDOWN_ENV is taken as it is.
 * - when asked, the load average per core: load that came after the start (a second `npm test`
 *   begun a minute later) shows there. (It is 0 where the system has none: Windows.)
 * Both count the test run's own load too, so even on a machine nothing else uses the limits come out
 * longer than they were set: a limit too long costs only the wait for a test that hangs.
 */
import { availableParallelism, loadavg } from "node:os";

export const SLOWDOWN_ENV = "TEST_SLOWDOWN";
/** A hung test still ends: no limit is stretched more than this many times. */
export const SLOWDOWN_CAP = 10;
/**
 * The workload's wall time on a quiet machine of the project's kind, in ms: its CPU time there (the
 * first quartile of 41 runs, 16 ms; a busy machine stretches the wall time, hardly the CPU time).
 */
const REFERENCE_MS = 16;
const SAMPLES = 7;

/** vitest's limits for a test and a hook that set none of their own, on a quiet machine (vitest.config.ts). */
export const TEST_TIMEOUT_MS = 60_000;
export const HOOK_TIMEOUT_MS = 30_000;

/** JSON-shaped work, like most of the suite's: build, sort, serialise and parse ten thousand records. */
function workload(): number {
  const items: { id: string; n: number; tags: number[] }[] = [];
  let x = 1;
  for (let i = 0; i < 10_000; i++) {
    x = (x * 48271) % 2147483647;
    items.push({ id: `r${x}`, n: x % 1000, tags: [x & 7, x & 15] });
  }
  items.sort((a, b) => a.n - b.n || (a.id < b.id ? -1 : 1));
  return (JSON.parse(JSON.stringify(items)) as unknown[]).length;
}

/** The median wall time of SAMPLES runs of the workload (after one to warm it up) over REFERENCE_MS. */
export function measureSlowdown(): number {
  workload();
  const walls: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    workload();
    walls.push(performance.now() - t0);
  }
  walls.sort((a, b) => a - b);
  return Math.max(1, walls[SAMPLES >> 1]! / REFERENCE_MS);
}

let atStart: number | undefined;

function startFactor(): number {
  if (atStart === undefined) {
    const given = Number(process.env[SLOWDOWN_ENV]);
    atStart = Number.isFinite(given) && given > 0 ? given : measureSlowdown();
  }
  return atStart;
}

/** The larger of the start factor and the load per core, from 1 (a quiet machine) to SLOWDOWN_CAP. */
export function combined(atStart: number, load: number, cores: number): number {
  return Math.min(SLOWDOWN_CAP, Math.max(1, atStart, load / cores));
}

/** The slowdown now. */
export function slowdown(): number {
  return combined(startFactor(), loadavg()[0]!, availableParallelism());
}

/** A time limit of `ms` on a quiet machine, as it stands on this one now. */
export function scaled(ms: number): number {
  return Math.ceil(ms * slowdown());
}
