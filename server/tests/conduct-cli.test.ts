/**
 * The serve command's --check-clients flags: listed in --help with every duty and the header a
 * client reports its failures with; a provocation without --check-clients is one line and exit 2.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DUTIES } from "../conduct/duties/index.ts";
import { CLIENT_ERROR_HEADER } from "../conduct/types.ts";
import { entryArgs } from "../../lib/testing/compiled.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

function serve(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entryArgs("server/cli.ts"), ...args], { cwd: root });
    let stdout = "";
    let stderr = "";
    const ms = scaled(20_000);
    const deadline = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no exit within ${ms} ms: ${stdout} ${stderr}`));
    }, ms);
    child.stdout.on("data", (d: Buffer) => (stdout += d));
    child.stderr.on("data", (d: Buffer) => (stderr += d));
    child.on("exit", (code) => {
      clearTimeout(deadline);
      resolve({ code, stdout, stderr });
    });
  });
}

describe("serve --check-clients on the command line", () => {
  it("lists its flags, the duties and the failure header in --help", async () => {
    const r = await serve(["--help"]);
    expect(r.code).toBe(0);
    for (const text of [
      "--check-clients",
      "--echo-cursor-once",
      "--add-unknown",
      "--report-dir DIR",
      CLIENT_ERROR_HEADER,
      ...DUTIES.map((d) => d.id),
    ]) {
      expect(r.stdout).toContain(text);
    }
  });

  it("refuses a provocation without --check-clients: one line, exit 2", async () => {
    const r = await serve(["--port", "0", "--echo-cursor-once"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^serve: --echo-cursor-once needs --check-clients\n/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stdout).toBe("");
  });
});
