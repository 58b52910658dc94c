/**
 * Headless Chromium for the HTML report's browser tests: Debian's, driven through its command line
 * (no npm package), found or installed by npm's pretest (lib/report/tests/ensure-chromium.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findChromium, INSTALL_COMMAND } from "../../lib/report/tests/ensure-chromium.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

// Found (or installed) by npm's pretest step, ensure-chromium.ts.
export const CHROMIUM =
  findChromium({ env: process.env, exists: existsSync }) ?? process.env.CHROMIUM_BIN ?? "/usr/bin/chromium";
export const OUT = join(tmpdir(), "conformance-test-output");
const SPAWN_TIMEOUT_MS = scaled(60_000);

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs headless Chromium once on a fresh profile, killed (with its children) after the timeout. */
export function chromium(extra: string[], url: string): Promise<Ran> {
  const profile = mkdtempSync(join(tmpdir(), "conformance-chromium-"));
  const args = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
    `--user-data-dir=${profile}`,
    ...extra,
    url,
  ];
  return new Promise<Ran>((resolve, reject) => {
    // Its own process group, so a timeout kills the browser's helper processes too.
    const child = spawn(CHROMIUM, args, { detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, SPAWN_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      rmSync(profile, { recursive: true, force: true });
    };
    child.on("error", (e) => {
      done();
      reject(e);
    });
    child.on("close", (code) => {
      done();
      if (timedOut) reject(new Error(`chromium did not finish within ${SPAWN_TIMEOUT_MS} ms\n${stderr.slice(-2000)}`));
      else resolve({ code, stdout, stderr });
    });
  });
}

/** Chromium is never skipped: its absence fails with the command that installs it. */
export function needChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: run \`${INSTALL_COMMAND}\` (or set CHROMIUM_BIN); npm test's pretest installs it when run as root`,
    );
  }
}
