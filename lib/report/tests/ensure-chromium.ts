/**
 * `npm test` needs a headless Chromium for the HTML report's browser test (html-browser.test.ts),
 * and a fresh machine has none. Run as npm's `pretest`: it finds one (CHROMIUM_BIN, /usr/bin/chromium,
 * or `chromium` on the PATH); failing that, as root with apt-get at hand, it installs Debian's
 * package; otherwise it stops the tests with the one command to run. The browser test is never
 * skipped: it either has its browser or the run says why not.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";

export const INSTALL_COMMAND = "sudo apt-get update && sudo apt-get install -y chromium";

export interface Host {
  env: NodeJS.ProcessEnv;
  exists: (path: string) => boolean;
  isRoot: boolean;
  /** Runs a command to its end; false when it failed. */
  run: (command: string, args: string[]) => boolean;
}

/** The Chromium to drive, or null: CHROMIUM_BIN first, then Debian's path, then the PATH. */
export function findChromium(host: Pick<Host, "env" | "exists">): string | null {
  if (host.env.CHROMIUM_BIN) return host.exists(host.env.CHROMIUM_BIN) ? host.env.CHROMIUM_BIN : null;
  if (host.exists("/usr/bin/chromium")) return "/usr/bin/chromium";
  for (const dir of (host.env.PATH ?? "").split(delimiter).filter(Boolean)) {
    for (const name of ["chromium", "chromium-browser"]) if (host.exists(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** Finds Chromium or installs it; returns its path, or throws the sentence to print. */
export function ensureChromium(host: Host): string {
  const found = findChromium(host);
  if (found) return found;
  if (host.env.CHROMIUM_BIN) throw new Error(`CHROMIUM_BIN=${host.env.CHROMIUM_BIN} does not exist`);
  const apt = host.exists("/usr/bin/apt-get");
  if (!host.isRoot || !apt) {
    throw new Error(
      `the HTML report's browser test needs Chromium, and none is installed: run \`${apt ? INSTALL_COMMAND : "your package manager's install of chromium"}\` (or set CHROMIUM_BIN to a Chromium binary), then npm test again`,
    );
  }
  const ok =
    host.run("apt-get", ["update", "-qq"]) &&
    host.run("apt-get", ["install", "-y", "-qq", "--reinstall", "--no-install-recommends", "chromium"]);
  const installed = findChromium(host);
  if (!ok || !installed)
    throw new Error(`installing Debian's chromium failed: run \`${INSTALL_COMMAND}\` and look at its output`);
  return installed;
}

const main = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (main) {
  try {
    const path = ensureChromium({
      env: process.env,
      exists: existsSync,
      isRoot: process.getuid?.() === 0,
      run: (command, args) =>
        spawnSync(command, args, {
          stdio: ["ignore", "ignore", "inherit"],
          env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        }).status === 0,
    });
    // One line, so a CI log shows which browser the tests drove.
    console.log(`chromium: ${path} (${execFileSync(path, ["--version"], { encoding: "utf8" }).trim()})`);
  } catch (e) {
    console.error(`npm test: ${(e as Error).message}`);
    process.exit(1);
  }
}
