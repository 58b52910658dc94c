/**
 * The GitHub Actions example (config/ci/github-actions-shards.yml, shown in docs/ci.md): it parses,
 * its matrix and its `--shard i/N` agree, every command it runs is one the command line accepts,
 * the merge names exactly the shards' report folders, a shard whose target variable is unset fails
 * at once (an empty target must never become a green run of the embedded server), and docs/ci.md
 * shows the file as it is.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseCli } from "../../app/cli/args.ts";
import { UsageError } from "../../lib/report/usage-error.ts";

const FILE = fileURLToPath(new URL("../ci/github-actions-shards.yml", import.meta.url));
const CI_DOC = fileURLToPath(new URL("../../docs/ci.md", import.meta.url));
const text = readFileSync(FILE, "utf8");

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string;
  strategy?: { matrix: { shard: number[] } };
  env?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(text) as { jobs: Record<string, Job> };

/** `npm run conformance -- ARGS` → ARGS, with the matrix value put in. */
function conformanceArgs(run: string, shard: number): string[] | null {
  const m = /^npm run conformance -- (.*)$/.exec(run.trim());
  return m ? m[1]!.replaceAll("${{ matrix.shard }}", String(shard)).split(/\s+/) : null;
}

describe("the CI matrix example", () => {
  const shard = workflow.jobs.shard!;
  const merge = workflow.jobs.merge!;
  const values = shard.strategy!.matrix.shard;

  it("shards 1..N, each running the suite as its N-th slice into its own folder", () => {
    expect(values).toEqual(values.map((_, i) => i + 1));
    const runs = shard.steps.map((s) => s.run).filter((r): r is string => !!r && r.startsWith("npm run conformance"));
    expect(runs).toHaveLength(1);
    const dirs = new Set<string>();
    for (const v of values) {
      const args = parseCli(conformanceArgs(runs[0]!, v)!, {});
      expect(args.command).toBe("run");
      if (args.command !== "run") return;
      expect(args.config.shard).toEqual({ index: v, total: values.length });
      dirs.add(args.reportDir!);
    }
    expect(dirs.size).toBe(values.length);
  });

  it("fails fast when its target variable is unset: the first step, before anything is installed", () => {
    const first = shard.steps[0]!;
    expect(first.run, "the first step checks the target").toMatch(/CONFORMANCE_BASE_URL/);
    expect((first as { "continue-on-error"?: unknown })["continue-on-error"]).toBeUndefined();
    expect(shard.env?.CONFORMANCE_BASE_URL).toMatch(/^\$\{\{ vars\.CONFORMANCE_BASE_URL \}\}$/);
    // GitHub gives an unset variable as the empty string: the step's script, as bash runs it.
    const step = (value: string) => {
      try {
        return {
          code: 0,
          out: execFileSync("bash", ["-e", "-c", first.run!], {
            env: { PATH: process.env.PATH ?? "", CONFORMANCE_BASE_URL: value },
            encoding: "utf8",
            stdio: "pipe",
          }),
        };
      } catch (e) {
        return { code: (e as { status: number }).status, out: String((e as { stdout: unknown }).stdout) };
      }
    };
    const unset = step("");
    expect(unset.code).not.toBe(0);
    expect(unset.out).toMatch(/^::error::.*CONFORMANCE_BASE_URL/);
    expect(step("https://api.example.com").code).toBe(0);
  });

  it("and the command itself refuses the empty target the step would have let through", () => {
    const run = shard.steps.map((s) => s.run).find((r) => r?.startsWith("npm run conformance"))!;
    expect(() =>
      parseCli(conformanceArgs(run, 1)!, { CONFORMANCE_BASE_URL: "", CONFORMANCE_ADMIN_KEY: "apk_x.secret-key" }),
    ).toThrow(UsageError);
    expect(() =>
      parseCli(conformanceArgs(run, 1)!, { CONFORMANCE_BASE_URL: "", CONFORMANCE_ADMIN_KEY: "apk_x.secret-key" }),
    ).toThrow(/CONFORMANCE_BASE_URL is empty/);
  });

  it("keys come from secrets through the environment, never a flag", () => {
    expect(shard.env?.CONFORMANCE_ADMIN_KEY).toMatch(/^\$\{\{ secrets\./);
    expect(text).not.toMatch(/--(peer-)?admin-key/);
  });

  it("merges exactly the shards' folders, after every shard, whatever they answered", () => {
    expect(merge.needs).toBe("shard");
    const run = merge.steps.map((s) => s.run).find((r) => r?.startsWith("npm run conformance -- merge"))!;
    const args = parseCli(conformanceArgs(run, 0)!, {});
    expect(args.command).toBe("merge");
    if (args.command !== "merge") return;
    expect(args.dirs).toEqual(values.map((v) => `reports/shard-${v}`));
    // The shard artifacts land where the merge reads them.
    const download = merge.steps.find((s) => s.uses?.startsWith("actions/download-artifact"))!;
    expect(download.with).toMatchObject({ pattern: "shard-*", path: "reports" });
    const upload = shard.steps.find((s) => s.uses?.startsWith("actions/upload-artifact"))!;
    expect(upload.with).toMatchObject({ name: "shard-${{ matrix.shard }}", path: "reports/shard-${{ matrix.shard }}" });
  });

  it("is shown in docs/ci.md as it is", () => {
    expect(readFileSync(CI_DOC, "utf8")).toContain(`\`\`\`yaml\n${text}\`\`\``);
  });
});
