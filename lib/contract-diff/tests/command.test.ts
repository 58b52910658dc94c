/**
 * `diff-contract OLD NEW [--out DIR]` as a user meets it: Markdown on stdout or diff.json and
 * diff.md in a folder, exit 0 / 1 / 2, and bad input as one line on stderr. Most cases call the
 * command's function; two spawn it, once through the npm script's entry and once through the
 * conformance command's dispatcher.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stringify as toYaml } from "yaml";
import { diffContractMain } from "../command.ts";
import type { ContractDiff } from "../types.ts";
import { BASE, derive, op, schema } from "./derive.ts";
import { entryArgs } from "../../testing/compiled.ts";

const dir = mkdtempSync(join(tmpdir(), "diff-contract-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const OLD = file("old.json", BASE);
const RAISED = file(
  "raised.json",
  derive((d) => (op(d, "get", "/debug/runs")["x-scope"] = "write")),
);
const DOC_ONLY = file(
  "doc-only.json",
  derive((d) => (op(d, "get", "/debug/runs").summary = "List runs | newest first")),
);

const ROOT = new URL("../../../", import.meta.url).pathname;

/**
 * Spawns an entry point as npm would run it. (app/tests/cli-harness.ts does the same, but importing
 * it loads the whole run engine: seconds per test file for a path to the project root.)
 */
function spawnEntry(script: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...entryArgs(script), ...args], { cwd: ROOT });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (err += d));
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

async function run(argv: string[]) {
  let out = "";
  let err = "";
  const code = await diffContractMain(argv, { stdout: (t) => void (out += t), stderr: (t) => void (err += t) });
  return { code, out, err };
}

describe("diff-contract, called as a function", () => {
  it("prints Markdown and exits 0 for a documentation-only change", async () => {
    const r = await run([OLD, DOC_ONLY]);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toMatch(/\*\*Verdict: non-breaking\*\* — 0 breaking, 0 additive, 0 compatible, 1 documentation\./);
    // The pipe in the new summary stays inside its cell.
    expect(r.out).toMatch(
      /^\| operation summary, description or tags changed \(summary\) \| `listDebugRuns` \| operation \| .* \| `List runs \\\| newest first` \| `\/paths\/~1debug~1runs\/get\/summary` \| D2-VERSION-ADDITIVE \|$/m,
    );
  });

  it("writes diff.json and diff.md with --out, prints the verdict, and exits 1 on a breaking change", async () => {
    const out = join(dir, "out", "nested");
    const r = await run([OLD, RAISED, "--out", out]);
    expect([r.code, r.err]).toEqual([1, ""]);
    expect(r.out).toMatch(
      /^breaking: 1 breaking, 0 additive, 0 compatible, 0 documentation\nwrote .*diff\.json and .*diff\.md\n$/,
    );
    const json = JSON.parse(readFileSync(join(out, "diff.json"), "utf8")) as ContractDiff;
    expect(json.verdict).toBe("breaking");
    expect(json.changes.map((c) => [c.kind, c.clause, c.old, c.new, c.where[0]!.operationId])).toEqual([
      ["scope-raised", "D2-VERSION-ADDITIVE", "read", "write", "listDebugRuns"],
    ]);
    expect(json.changes[0]!.sentence).toMatch(/^The API is additive: /);
    expect(readFileSync(join(out, "diff.md"), "utf8")).toMatch(/^## Breaking \(1\)$/m);
  });

  it("reads YAML as it reads JSON", async () => {
    // Two operations and the shapes they name keep the YAML parse quick.
    const small = derive((d) => (d.paths = { "/me": d.paths["/me"], "/keys": d.paths["/keys"] }));
    const r = await run([file("small.yaml", toYaml(small)), file("small.json", small)]);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toMatch(/\*\*Verdict: identical\*\*/);
  });

  it("prints its usage with --help", async () => {
    const r = await run(["--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: diff-contract OLD NEW \[--out DIR\]/);
  });

  const swagger = file("swagger.json", { swagger: "2.0", info: { title: "x", version: "1" }, paths: {} });
  const external = file(
    "external.json",
    derive((d) => (schema(d, "PublicIdentity").properties.label = { $ref: "other.json#/Label" })),
  );
  it.each([
    ["a missing file", [OLD, join(dir, "absent.json")], /absent\.json does not exist$/],
    ["neither JSON nor YAML", [OLD, file("text.md", "# Title\n\n- a: [b\n")], /text\.md is neither JSON nor YAML \(/],
    [
      "JSON that is not OpenAPI",
      [file("package.json", { name: "x" }), OLD],
      /package\.json is not an OpenAPI document \(no "openapi" version field\)$/,
    ],
    [
      "YAML that is a bare string",
      [OLD, file("word.yaml", "hello")],
      /word\.yaml is not an OpenAPI document \(it holds a string, not an object\)$/,
    ],
    ["Swagger 2", [swagger, OLD], /swagger\.json is Swagger 2\.0, not OpenAPI 3/],
    ["a $ref into another file", [OLD, external], /external\.json: .* refers to another file \(other\.json#\/Label\)/],
    ["one document", [OLD], /needs two documents, OLD and NEW \(got 1\)/],
    ["an unknown option", [OLD, OLD, "--colour"], /^diff-contract: Unknown option '--colour'$/],
    ["--out on a file", [OLD, OLD, "--out", OLD], /cannot write to .*old\.json \(/],
  ])("exits 2 on %s, with one line on stderr and nothing on stdout", async (_name, argv, message) => {
    const r = await run(argv as string[]);
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toMatch(/^diff-contract: [^\n]+\n$/);
    expect(r.err.trimEnd()).toMatch(message);
  });
});

describe("diff-contract, spawned", () => {
  it("npm run diff-contract's entry prints Markdown and exits 1 on a breaking change", async () => {
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts["diff-contract"]).toBe("exec node --import tsx app/cli/diff-contract.ts");
    const r = await spawnEntry("app/cli/diff-contract.ts", [OLD, RAISED]);
    expect([r.code, r.err]).toEqual([1, ""]);
    expect(r.out).toMatch(
      /^\| scope raised \(x-scope\) \| `listDebugRuns` \| operation \| `read` \| `write` \| `\/paths\/~1debug~1runs\/get\/x-scope` \| D2-VERSION-ADDITIVE \|$/m,
    );
  });

  it("the conformance command dispatches diff-contract, exiting 0 on a documentation-only change", async () => {
    const r = await spawnEntry("app/cli/conformance.ts", ["diff-contract", OLD, DOC_ONLY]);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toMatch(/^## Documentation only \(1\)$/m);
  });
});
