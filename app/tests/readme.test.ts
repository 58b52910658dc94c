/**
 * The GitHub Actions job for a clone of this project (docs/ci.md, "In a clone of this project") works
 * as written: the scripts it calls exist, the server step prints the line the job waits for, and the
 * gate's command line parses with the key from the environment, as the job passes it. The README
 * itself shows the commands the project's CI runs (.ci/run reads its test command there).
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCli } from "../cli/args.ts";
import { ROOT } from "../cli/run.ts";
import { DEV_ADMIN } from "./cli-harness.ts";
import { entryArgs } from "../../lib/testing/compiled.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const ci = readFileSync(join(ROOT, "docs", "ci.md"), "utf8");
/** The job: the YAML block of docs/ci.md that has a job (runs-on) and starts the reference server. */
const job =
  [...ci.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!).find((b) => /runs-on: [\s\S]*npm run serve/.test(b)) ??
  "";
const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> })
  .scripts;
/** `npm run NAME -- ARGS…` commands of the job's run steps. */
const commands = [...job.matchAll(/npm run ([\w:-]+)(?: -- ([^\n>&]*))?/g)].map((m) => ({
  script: m[1],
  args: (m[2] ?? "").trim().split(/\s+/).filter(Boolean),
}));

describe("the README", () => {
  it("shows the two commands, npm test among them, and links every page of docs/ it names", () => {
    expect(readme).toContain("\nnpm ci\nnpm run conformance\n");
    expect(readme).toContain("\nnpm test\n");
    for (const [, path] of readme.matchAll(/\]\(((?:docs|config|suites|server)\/[^)#]+|CONTRIBUTING\.md)\)/g))
      expect(existsSync(join(ROOT, path!)), path).toBe(true);
  });

  it("stays a README: about 150 lines, with the rest in docs/", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(180);
  });
});

describe("docs/", () => {
  it("links only files that exist, from every page", () => {
    const pages = readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md"));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const text = readFileSync(join(ROOT, "docs", page), "utf8");
      for (const [, target] of text.matchAll(/\]\(([^)#:\s]+)(?:#[^)]*)?\)/g))
        expect(existsSync(join(ROOT, "docs", target!)), `${page} links ${target}`).toBe(true);
    }
  });
});

describe("docs/ci.md's GitHub Actions job for a clone", () => {
  it("is there, installs with npm ci, uploads the report and writes the job summary", () => {
    expect(job).toMatch(/runs-on: /);
    expect(job).toMatch(/run: npm ci/);
    expect(job).toMatch(/actions\/upload-artifact/);
    expect(job).toMatch(/GITHUB_STEP_SUMMARY/);
    expect(job).toMatch(/CONFORMANCE_ADMIN_KEY: \$\{\{ secrets\./);
  });

  it("calls only scripts that exist", () => {
    expect(commands.map((c) => c.script).sort()).toEqual(["conformance", "serve"]);
    for (const c of commands) expect(scripts[c.script], c.script).toBeDefined();
  });

  it("runs a gate whose command line parses, with the key from the environment", () => {
    const gate = commands.find((c) => c.script === "conformance")!;
    const args = parseCli(gate.args, { CONFORMANCE_ADMIN_KEY: DEV_ADMIN });
    expect(args.command).toBe("run");
    if (args.command !== "run") return;
    expect(args.config.baseUrl).toBe("http://127.0.0.1:4010");
    expect(args.reportDir).toBe("reports/ci");
    // The summary and upload steps read the directory the gate writes.
    expect(job).toContain(`cat ${args.reportDir}/summary.md`);
    expect(job).toContain(`path: ${args.reportDir}`);
  });

  it(
    "starts a server that prints the line the job waits for",
    async () => {
      const serve = commands.find((c) => c.script === "serve")!;
      expect(job).toMatch(/grep -q "\^listening" server\.log/);
      // The job's own flags, on a free port instead of 4010.
      const args = serve.args.map((a, i, all) => (all[i - 1] === "--port" ? "0" : a));
      const child = spawn(process.execPath, [...entryArgs("server/cli.ts"), ...args], { cwd: ROOT });
      try {
        const line = await new Promise<string>((resolve, reject) => {
          let out = "";
          child.stdout.on("data", (d: Buffer) => {
            out += d;
            if (out.includes("\n")) resolve(out.split("\n")[0]);
          });
          child.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
        });
        expect(line).toMatch(/^listening http:\/\/127\.0\.0\.1:\d+$/);
      } finally {
        child.kill("SIGTERM");
      }
    },
    scaled(30_000),
  );
});
