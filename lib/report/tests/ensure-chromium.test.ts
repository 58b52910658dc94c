/** The pretest step that gives the browser test its Chromium on a fresh machine (ensure-chromium.ts). */
import { describe, expect, it } from "vitest";
import { ensureChromium, findChromium, INSTALL_COMMAND, type Host } from "./ensure-chromium.ts";

function host(files: string[], opts: Partial<Host> & { installs?: string } = {}): Host & { ran: string[] } {
  const present = new Set(files);
  const ran: string[] = [];
  return {
    env: { PATH: "/usr/local/bin:/usr/bin:/bin", ...(opts.env ?? {}) },
    exists: (p) => present.has(p),
    isRoot: opts.isRoot ?? false,
    run: (command, args) => {
      ran.push([command, ...args].join(" "));
      if (opts.installs && args.includes("install")) present.add(opts.installs);
      return true;
    },
    ran,
  };
}

describe("finding Chromium", () => {
  it("takes CHROMIUM_BIN, then Debian's path, then the PATH", () => {
    expect(findChromium(host(["/opt/c"], { env: { CHROMIUM_BIN: "/opt/c" } }))).toBe("/opt/c");
    expect(findChromium(host(["/usr/bin/chromium", "/usr/local/bin/chromium"]))).toBe("/usr/bin/chromium");
    expect(findChromium(host(["/usr/local/bin/chromium-browser"]))).toBe("/usr/local/bin/chromium-browser");
    expect(findChromium(host([]))).toBeNull();
  });
});

describe("a machine without Chromium", () => {
  it("as root with apt-get: installs Debian's package and uses it", () => {
    const h = host(["/usr/bin/apt-get"], { isRoot: true, installs: "/usr/bin/chromium" });
    expect(ensureChromium(h)).toBe("/usr/bin/chromium");
    expect(h.ran).toEqual([
      "apt-get update -qq",
      "apt-get install -y -qq --reinstall --no-install-recommends chromium",
    ]);
  });

  it("not root: installs nothing and names the one command to run", () => {
    const h = host(["/usr/bin/apt-get"]);
    expect(() => ensureChromium(h)).toThrow(INSTALL_COMMAND);
    expect(h.ran).toEqual([]);
  });

  it("an install that leaves no browser is an error, not a skipped test", () => {
    const h = host(["/usr/bin/apt-get"], { isRoot: true });
    expect(() => ensureChromium(h)).toThrow(/installing Debian's chromium failed/);
  });

  it("a CHROMIUM_BIN that does not exist is said, not replaced by a guess", () => {
    expect(() => ensureChromium(host(["/usr/bin/chromium"], { env: { CHROMIUM_BIN: "/nope" } }))).toThrow(
      "CHROMIUM_BIN=/nope does not exist",
    );
  });
});
