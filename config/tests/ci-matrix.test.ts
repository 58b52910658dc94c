/**
 * The GitHub Actions example (config/ci/github-actions-shards.yml, shown in the README): it parses,
 * its matrix and its `--shard i/N` agree, every command it runs is one the command line accepts,
 * the merge names exactly the shards' report folders, and the README shows the file as it is.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseCli } from "../../app/cli/args.ts";

const FILE = fileURLToPath(new URL("../ci/github-actions-shards.yml", import.meta.url));
const README = fileURLToPath(new URL("../../README.md", import.meta.url));
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

  it("is shown in the README as it is", () => {
    expect(readFileSync(README, "utf8")).toContain(`\`\`\`yaml\n${text}\`\`\``);
  });
});
