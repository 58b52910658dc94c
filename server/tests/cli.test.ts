/**
 * `npm run serve`: prints `listening http://HOST:PORT` once ready, answers, stops cleanly on
 * SIGTERM; bad flags exit 2 with one clear line, never a stack trace.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { entryArgs } from "../../lib/testing/compiled.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

function run(
  args: string[],
  stopWhen?: RegExp,
): Promise<{ code: number | null; stdout: string; stderr: string; url?: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entryArgs("server/cli.ts"), ...args], { cwd: root });
    let stdout = "";
    let stderr = "";
    let url: string | undefined;
    const ms = scaled(20_000);
    const deadline = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no exit within ${ms} ms: ${stdout} ${stderr}`));
    }, ms);
    child.stdout.on("data", async (d: Buffer) => {
      stdout += d.toString();
      const m = stopWhen && /listening (http:\/\/\S+)/.exec(stdout);
      if (m && !url) {
        url = m[1];
        const me = await fetch(`${url}/api/v1/me`, {
          headers: { authorization: "Bearer apk_devadmin.reference-server-admin-secret" },
        });
        stdout += `\nGET /me ${me.status}\n`;
        child.kill("SIGTERM");
      }
    });
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("exit", (code) => {
      clearTimeout(deadline);
      resolve({ code, stdout, stderr, url });
    });
  });
}

describe("npm run serve", () => {
  it("prints one listening line, serves, and stops on SIGTERM", async () => {
    const r = await run(["--port", "0", "--host", "127.0.0.1"], /listening/);
    expect(r.stdout.match(/^listening http:\/\/127\.0\.0\.1:\d+$/m)).not.toBeNull();
    expect(r.stdout).toContain("GET /me 200");
    expect(r.stdout).toContain("stopped (SIGTERM)");
    expect(r.code).toBe(0);
  });

  it.each([
    [["--port", "abc"], /--port expects a whole number/],
    [["--bogus"], /Unknown option/],
    [["--admin-key", "not-a-key"], /must look like apk_/],
    [["--fault", "no-such-fault"], /unknown fault/],
    [["--variant", "no-such-variant"], /unknown variant no-such-variant; known: cursor-garbage-from-start/],
  ])("refuses %j with exit 2 and one clear message", async (args, message) => {
    const r = await run(args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("prints help with every option", async () => {
    const r = await run(["--help"]);
    expect(r.code).toBe(0);
    for (const flag of [
      "--host",
      "--port",
      "--admin-key",
      "--peer-admin-key",
      "--webhook-allow-http",
      "--fault",
      "--variant",
      "--list-variants",
    ])
      expect(r.stdout).toContain(flag);
  });
});
