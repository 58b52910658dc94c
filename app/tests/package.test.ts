/**
 * The package as a user gets it: packed (`npm pack`, whose prepack builds it and writes the
 * lockfile's non-dev part as npm-shrinkwrap.json) from a copy of the project, installed from the
 * tarball into an empty project offline (every dependency the shrinkwrap pins is one `npm ci` put in
 * npm's cache: no network, no tsx; `installOffline` says how), then:
 * the installed command's usage, `serve`, a safe-profile run against that server writing its report,
 * the programmatic API (a run that writes no file, an aborted run that comes back interrupted with
 * its keys revoked) and a typecheck of a small TypeScript file against the installed declarations.
 * Everything is written under the system's temporary directory. The figures (tarball size and file
 * count, install and first-run time) are printed.
 */
import { spawn, type SpawnOptions } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT } from "../cli/run.ts";
import { DEV_ADMIN } from "./cli-harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const MINUTES = 60_000;

interface Done {
  code: number | null;
  out: string;
  err: string;
  ms: number;
}

/** The environment of a user's shell: none of this project's npm script variables or CONFORMANCE_* settings. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const keep = Object.entries(process.env).filter(
    ([k]) =>
      !k.startsWith("CONFORMANCE_") &&
      !k.startsWith("npm_package_") &&
      !k.startsWith("npm_lifecycle_") &&
      k !== "FORCE_COLOR" &&
      k !== "VITEST" &&
      !k.startsWith("VITEST_"),
  );
  return { ...Object.fromEntries(keep), NO_COLOR: "1", ...extra };
}

function run(cmd: string, args: string[], opts: SpawnOptions & { env?: NodeJS.ProcessEnv } = {}): Promise<Done> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: userEnv(), ...opts, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout!.on("data", (d: Buffer) => (out += d));
    child.stderr!.on("data", (d: Buffer) => (err += d));
    child.on("close", (code) => resolve({ code, out, err, ms: Date.now() - started }));
  });
}

/** Every file under dir, relative to it (node_modules left out). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .filter((p) => !p.split(sep).includes("node_modules"))
    .sort();
}

/** Every package the install placed (the lockfile npm wrote: one entry per node_modules folder). */
function installedPackages(dir: string): string[] {
  const lock = JSON.parse(readFileSync(join(dir, "node_modules", ".package-lock.json"), "utf8")) as {
    packages: Record<string, unknown>;
  };
  return Object.keys(lock.packages).filter((k) => k.includes("node_modules/"));
}

/** Bytes of every file under dir. */
function duBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .reduce((sum, d) => sum + statSync(join(d.parentPath, d.name)).size, 0);
}

/**
 * Installs the tarball into an empty project at `dir` with no network: every request npm makes is
 * answered from its cache or fails (`--offline`). `npm install --offline <tarball>` cannot do it on a
 * machine whose cache only `npm ci` filled: npm reads a local tarball's shrinkwrap only once it has
 * placed the package, and first asks the registry for the full metadata of each dependency, which
 * `npm ci` never fetches (ENOTCACHED). So the project gets the lockfile npm writes for a package
 * that comes with a shrinkwrap (`hasShrinkwrap`: its dependencies are the shrinkwrap's), naming
 * the tarball, and `npm ci` installs from it: what the shrinkwrap pins, from the cache.
 */
function installOffline(dir: string, tgz: string, integrity: string): Promise<Done> {
  const spec = `file:${relative(dir, tgz)}`;
  const { name, version, bin } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    name: string;
    version: string;
    bin: Record<string, string>;
  };
  const user = { name: "conformance-user", version: "1.0.0" };
  mkdirSync(dir);
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ ...user, private: true, type: "module", dependencies: { [name]: spec } }, null, 2),
  );
  const lock = {
    ...user,
    lockfileVersion: 3,
    requires: true,
    packages: {
      "": { ...user, dependencies: { [name]: spec } },
      [`node_modules/${name}`]: { version, resolved: spec, integrity, hasShrinkwrap: true, bin },
    },
  };
  writeFileSync(join(dir, "package-lock.json"), JSON.stringify(lock, null, 2));
  return run("npm", ["ci", "--offline", "--no-audit", "--no-fund"], { cwd: dir });
}

let tmp = "";
let project = "";
let tarball = "";
let packed: {
  filename: string;
  integrity: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
};
let installMs = 0;
const figures: string[] = [];

beforeAll(
  async () => {
    tmp = mkdtempSync(join(tmpdir(), "conformance-package-"));
    const src = join(tmp, "src");
    project = join(tmp, "project");
    // A copy of the project (its node_modules linked), so the build and the tarball stay under tmp.
    cpSync(ROOT, src, {
      recursive: true,
      filter: (from) => !/^(node_modules|dist|reports|\.git)$/.test(relative(ROOT, from).split(sep)[0] ?? ""),
    });
    symlinkSync(join(ROOT, "node_modules"), join(src, "node_modules"), "dir");
    // The prepack hook builds and writes the shrinkwrap; the postpack one removes it.
    const pack = await run("npm", ["pack", "--json", "--pack-destination", tmp], { cwd: src });
    expect(pack.code, pack.err).toBe(0);
    expect(existsSync(join(src, "dist", "app", "cli", "bin.js"))).toBe(true);
    packed = (JSON.parse(pack.out) as (typeof packed)[])[0]!;
    tarball = join(tmp, packed.filename);
    figures.push(
      `tarball ${(packed.size / 1024).toFixed(0)} kB packed, ${(packed.unpackedSize / 1024 / 1024).toFixed(1)} MB unpacked, ${packed.entryCount} files`,
    );

    const install = await installOffline(project, tarball, packed.integrity);
    expect(install.code, install.err).toBe(0);
    installMs = install.ms;
    figures.push(`install from the tarball ${(installMs / 1000).toFixed(1)} s`);
    figures.push(
      `packages installed ${installedPackages(project).length}, ${(duBytes(join(project, "node_modules")) / 1024 / 1024).toFixed(1)} MB`,
    );
  },
  scaled(6 * MINUTES),
);

afterAll(() => {
  console.log(`package figures:\n  ${figures.join("\n  ")}`);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe("the packed package", () => {
  // docs/ is packed: the README links its pages and action.yml names docs/configuration.md, so an
  // installed package reads them offline (about a hundred kB unpacked).
  it("holds the compiled code, the contract, the config schema and the docs, and no sources, tests or reports", () => {
    const paths = packed.files.map((f) => f.path);
    for (const p of [
      "dist/app/cli/bin.js",
      "dist/app/api.js",
      "dist/app/api.d.ts",
      "dist/app/vitest.js",
      "dist/contract/openapi.json",
      "dist/server/index.js",
      "dist/suites/registry.js",
      "dist/config/conformance.schema.json",
      "README.md",
      "docs/configuration.md",
      "docs/ci.md",
      "package.json",
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(paths.filter((p) => p.endsWith(".ts") && !p.endsWith(".d.ts"))).toEqual([]);
    expect(
      paths.filter(
        (p) => /(^|\/)tests\//.test(p) || p.startsWith("reports/") || p.startsWith("lib/") || p.startsWith("suites/"),
      ),
    ).toEqual([]);
    // The lab tools (tools/: peer comparisons, Prism fidelity, benchmarks, mutation testing) are not the product.
    expect(paths.filter((p) => /(^|\/)(tools|peers|fidelity|bench|mutation)(\/|$)|bench|prism/i.test(p))).toEqual([]);
    // tsx is the source tree's runner only: the installed package does not bring it.
    expect(existsSync(join(project, "node_modules", "tsx"))).toBe(false);
    expect(existsSync(join(project, "node_modules", "app-conformance", "node_modules", "tsx"))).toBe(false);
  });

  it("is the size docs/figures.md says, within what a few edits change (npm run figures refreshes it)", () => {
    const figures = readFileSync(join(ROOT, "docs", "figures.md"), "utf8");
    const files = Number(/\| tarball, files \| ([\d,]+) \|/.exec(figures)?.[1]?.replace(/,/g, ""));
    const kB = Number(/\| tarball, packed \| ([\d,]+) kB \|/.exec(figures)?.[1]?.replace(/,/g, ""));
    expect(
      Math.abs(files - packed.entryCount) / packed.entryCount,
      `${files} files said, ${packed.entryCount} packed`,
    ).toBeLessThan(0.15);
    expect(Math.abs(kB - packed.size / 1024) / (packed.size / 1024), `${kB} kB said`).toBeLessThan(0.15);
  });

  it("pins the dependencies it runs with, and none of the project's development tools, in its shrinkwrap", () => {
    expect(packed.files.map((f) => f.path)).toContain("npm-shrinkwrap.json");
    const installed = join(project, "node_modules", "app-conformance");
    const pinned = (
      JSON.parse(readFileSync(join(installed, "npm-shrinkwrap.json"), "utf8")) as {
        packages: Record<string, { version?: string; dev?: boolean }>;
      }
    ).packages;
    const own = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const dep of Object.keys(own.dependencies))
      expect(pinned[`node_modules/${dep}`]?.version, dep).toBe(own.dependencies[dep]);
    for (const dep of Object.keys(own.devDependencies)) expect(pinned[`node_modules/${dep}`], dep).toBeUndefined();
    expect(
      Object.entries(pinned)
        .filter(([, p]) => p.dev)
        .map(([k]) => k),
    ).toEqual([]);
    // Installed as pinned: every package the shrinkwrap names is there, at its version.
    for (const [at, p] of Object.entries(pinned)) {
      if (at === "" || p.version === undefined) continue;
      const got = JSON.parse(readFileSync(join(installed, at, "package.json"), "utf8")) as { version: string };
      expect(got.version, at).toBe(p.version);
    }
  });
});

describe("the package on a registry", () => {
  it(
    "publishes cleanly (npm publish --dry-run): not private, no warning",
    async () => {
      const src = join(tmp, "src");
      // Built by the pack above; its scripts would only build it again.
      const dry = await run("npm", ["publish", "--dry-run", "--ignore-scripts"], { cwd: src });
      expect(dry.code, dry.err).toBe(0);
      // The one warning a machine with no npm login gives (a dry run needs none) is not the package's.
      const warnings = dry.err
        .split("\n")
        .filter((l) => /npm warn/i.test(l) && !/requires you to be logged in/.test(l));
      expect(warnings).toEqual([]);
      // npm prints the package it would publish on stdout, its notices on stderr.
      expect(dry.out).toMatch(/^\+ app-conformance@/m);
    },
    scaled(2 * MINUTES),
  );
});

describe("the installed command", () => {
  it(
    "prints its usage with --help",
    async () => {
      const help = await run("npx", ["app-conformance", "--help"], { cwd: project });
      expect(help.code, help.err).toBe(0);
      // Under npx, the usage names the command as the user typed it.
      expect(help.out).toMatch(/^Usage: npx app-conformance \[options\]/);
      expect(help.out).toMatch(/serve \[options\] +start the reference server \(npx app-conformance serve --help\)/);
      const serveHelp = await run("npx", ["app-conformance", "serve", "--help"], { cwd: project });
      expect(serveHelp.code, serveHelp.err).toBe(0);
      expect(serveHelp.out).toMatch(/^Usage: npx app-conformance serve \[options\]/);
      // The bin itself, run directly, names itself.
      const bin = await run(join(project, "node_modules", ".bin", "app-conformance"), ["--help"], { cwd: project });
      expect(bin.out).toMatch(/^Usage: app-conformance \[options\]/);
      // …and so do its passive commands, never as the source tree's npm scripts.
      for (const [command, rest] of [
        ["proxy", "--target URL"],
        ["verify-traffic", "FILE.har"],
      ]) {
        const passive = await run("npx", ["app-conformance", command, "--help"], { cwd: project });
        expect(passive.code, passive.err).toBe(0);
        expect(passive.out).toMatch(new RegExp(`^Usage: npx app-conformance ${command} ${rest.replace(".", "\\.")}`));
      }
    },
    scaled(2 * MINUTES),
  );

  it(
    "prints its version, and installs without allure, which allure DIR says how to get",
    async () => {
      const version = await run("npx", ["app-conformance", "--version"], { cwd: project });
      expect(version.code, version.err).toBe(0);
      const own = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
      expect(version.out).toBe(`app-conformance ${own.version}\n`);
      expect(existsSync(join(project, "node_modules", "allure"))).toBe(false);
      const results = join(tmp, "no-allure");
      mkdirSync(join(results, "allure-results"), { recursive: true });
      writeFileSync(join(results, "allure-results", "x-result.json"), "{}");
      const allure = await run("npx", ["app-conformance", "allure", results], { cwd: project });
      expect(allure.code).toBe(2);
      expect(allure.err).toMatch(
        /^conformance: allure DIR needs the optional package allure .*npm install --save-dev allure@/,
      );
      expect(allure.err).not.toMatch(/\n\s+at /);
    },
    scaled(2 * MINUTES),
  );

  it(
    "serves the reference server, and a safe-profile run against it passes and writes its report",
    async () => {
      // Its own process group, so the server npx starts goes with it.
      const server = spawn("npx", ["app-conformance", "serve", "--port", "0"], {
        cwd: project,
        env: userEnv(),
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let out = "";
          let err = "";
          server.stdout!.on("data", (d: Buffer) => {
            out += d;
            const m = /^listening (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out);
            if (m) resolve(m[1]!);
          });
          server.stderr!.on("data", (d: Buffer) => (err += d));
          server.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${out}${err}`)));
        });
        const reportDir = join(tmp, "safe-report");
        const gate = await run(
          "npx",
          ["app-conformance", "--base-url", url, "--profile", "safe", "--report-dir", reportDir],
          { cwd: project, env: userEnv({ CONFORMANCE_ADMIN_KEY: DEV_ADMIN }) },
        );
        figures.push(`first run from the tarball (safe profile, against serve) ${(gate.ms / 1000).toFixed(1)} s`);
        expect(gate.code, `${gate.out}\n${gate.err}`).toBe(0);
        const report = JSON.parse(readFileSync(join(reportDir, "conformance.json"), "utf8")) as {
          profile: string;
          summary: { passed: number; failed: number };
        };
        expect(report.profile).toBe("safe");
        expect(report.summary.passed).toBeGreaterThan(0);
        expect(report.summary.failed).toBe(0);

        // The programmatic API against the same server, aborted once its first family (AUTH) is done:
        // the report is interrupted, the rest not exercised, and every key the run minted is revoked.
        writeFileSync(
          join(project, "abort.mjs"),
          `import { runConformance } from "app-conformance";
const ac = new AbortController();
const report = await runConformance({
  baseUrl: process.env.TARGET, adminKey: process.env.ADMIN, profile: "safe", only: ["AUTH", "KEYS"], signal: ac.signal,
  progress: { write: (line) => { if (/^AUTH /m.test(line)) ac.abort(); } },
});
const keys = await (await fetch(process.env.TARGET + "/api/v1/keys", { headers: { authorization: "Bearer " + process.env.ADMIN } })).json();
// The server lists only keys still in force: the suite's ladder keys are labelled "conformance <time>".
const active = keys.keys.filter((k) => k.label.startsWith("conformance ")).length;
console.log(JSON.stringify({ interrupted: report.interrupted, summary: report.summary, families: [...new Set(report.results.filter((r) => r.outcome !== "not-exercised").map((r) => r.family))], keyLeftovers: report.leftovers.filter((l) => l.kind === "key").length, active, listed: keys.keys.length }));
`,
        );
        const aborted = await run(process.execPath, ["abort.mjs"], {
          cwd: project,
          env: userEnv({ TARGET: url, ADMIN: DEV_ADMIN }),
        });
        expect(aborted.code, aborted.err).toBe(0);
        const a = JSON.parse(aborted.out.trim().split("\n").pop()!) as {
          interrupted: string;
          summary: { passed: number; failed: number; notExercised: number };
          families: string[];
          keyLeftovers: number;
          active: number;
          listed: number;
        };
        expect(a.interrupted).toBe("abort");
        expect(a.families).toEqual(["AUTH"]);
        expect(a.summary.passed).toBeGreaterThan(0);
        expect(a.summary.notExercised).toBeGreaterThan(0);
        expect(a.keyLeftovers).toBe(0);
        // AUTH passed with the ladder's read, write and decide keys; none of them (nor the command
        // run's) is still in force: the list holds the server's own admin key only.
        expect(a.listed).toBeGreaterThan(0);
        expect(a.active).toBe(0);
      } finally {
        if (server.pid) process.kill(-server.pid, "SIGTERM");
      }
    },
    scaled(8 * MINUTES),
  );
});

describe("the programmatic API", () => {
  it(
    "runs against the embedded server, returns the report and writes no file",
    async () => {
      writeFileSync(
        join(project, "embedded.mjs"),
        `import { runConformance, exitCode } from "app-conformance";
const report = await runConformance({ embedded: true, only: ["AUTH-ME-SCOPE"] });
console.log(JSON.stringify({ failed: report.summary.failed, passed: report.summary.passed, interrupted: report.interrupted, gate: exitCode(report), exitCode: process.exitCode ?? null }));
`,
      );
      const work = join(tmp, "api-work");
      mkdirSync(work);
      const before = filesUnder(project);
      const done = await run(process.execPath, [join(project, "embedded.mjs")], { cwd: work });
      expect(done.code, done.err).toBe(0);
      const r = JSON.parse(done.out.trim().split("\n").pop()!) as {
        failed: number;
        passed: number;
        interrupted: string | null;
        gate: number;
        exitCode: number | null;
      };
      expect(r).toEqual({ failed: 0, passed: 1, interrupted: null, gate: 0, exitCode: null });
      expect(readdirSync(work)).toEqual([]);
      expect(filesUnder(project)).toEqual(before);
    },
    scaled(3 * MINUTES),
  );

  it(
    "comes back interrupted when its signal is aborted",
    async () => {
      writeFileSync(
        join(project, "abort-embedded.mjs"),
        `import { runConformance } from "app-conformance";
const report = await runConformance({ embedded: true, only: ["AUTH"], signal: AbortSignal.abort() });
console.log(JSON.stringify({ interrupted: report.interrupted, passed: report.summary.passed, errors: report.errors }));
`,
      );
      const done = await run(process.execPath, ["abort-embedded.mjs"], { cwd: project });
      expect(done.code, done.err).toBe(0);
      const r = JSON.parse(done.out.trim().split("\n").pop()!) as {
        interrupted: string;
        passed: number;
        errors: string[];
      };
      expect(r.interrupted).toBe("abort");
      expect(r.passed).toBe(0);
      expect(r.errors.join(" ")).toMatch(/interrupted by abort/);
    },
    scaled(3 * MINUTES),
  );

  it(
    "typechecks against the installed declarations",
    async () => {
      writeFileSync(
        join(project, "use.ts"),
        `import { runConformance, exitCode, UsageError, type ConformanceOptions, type ConformanceReport } from "app-conformance";

const options: ConformanceOptions = { baseUrl: "http://127.0.0.1:4010", adminKey: "k", profile: "safe", only: ["AUTH"], seed: 7, reportDir: "out", signal: new AbortController().signal, progress: process.stderr };
export const report: Promise<ConformanceReport> = runConformance(options);
export const gate = report.then((r) => exitCode(r) + r.summary.failed);
export const isUsage = (e: unknown): boolean => e instanceof UsageError;
// @ts-expect-error: a profile the API does not have
runConformance({ profile: "everything" });
`,
      );
      writeFileSync(
        join(project, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            target: "ES2022",
            module: "NodeNext",
            moduleResolution: "NodeNext",
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            types: ["node"],
            typeRoots: [join(ROOT, "node_modules", "@types")],
          },
          files: ["use.ts"],
        }),
      );
      const tsc = await run(
        process.execPath,
        [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "--noEmit", "-p", project],
        { cwd: project },
      );
      expect(tsc.code, `${tsc.out}${tsc.err}`).toBe(0);
    },
    scaled(3 * MINUTES),
  );
});

/** One step of action.yml: a shell step (run) or an action it uses (uses). */
interface ActionStep {
  id?: string;
  name: string;
  if?: string;
  shell?: string;
  env?: Record<string, string>;
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}

describe("the GitHub Action (action.yml)", () => {
  it(
    "runs its steps' shell, as a runner would, against the reference server it starts: summary written, report uploaded, gate passed",
    async () => {
      const action = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as {
        runs: { using: string; steps: ActionStep[] };
        inputs: Record<string, { default?: string; required?: boolean }>;
      };
      expect(action.runs.using).toBe("composite");
      const own = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; version: string };
      expect(action.inputs.package?.default).toBe(`${own.name}@${own.version}`);
      const runner = join(tmp, "runner");
      mkdirSync(runner);
      // The runner's tool folder holds the tarball's install already (as a restored cache would): no network.
      symlinkSync(project, join(runner, "app-conformance"), "dir");
      const port = await new Promise<number>((resolve) => {
        const s = createNetServer().listen(0, "127.0.0.1", () => {
          const p = (s.address() as { port: number }).port;
          s.close(() => resolve(p));
        });
      });
      const inputs: Record<string, string> = {
        ...Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default ?? ""])),
        "base-url": `http://127.0.0.1:${port}`,
        "admin-key": DEV_ADMIN,
        profile: "safe",
        server: `${join(project, "node_modules", ".bin", "app-conformance")} serve --port ${port}`,
        "report-dir": join(runner, "report"),
        package: tarball,
      };
      const summaryFile = join(runner, "summary.md");
      const outputs: Record<string, Record<string, string>> = {};
      /** `${{ inputs.x }}`, `${{ runner.temp }}`, `${{ steps.id.outputs.k }}`: the expressions the action uses. */
      const expand = (text: string) =>
        text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, expr: string) => {
          const [scope, a, , b] = expr.split(".");
          if (scope === "inputs") return inputs[a!] ?? "";
          if (scope === "runner" && a === "temp") return runner;
          if (scope === "steps") return outputs[a!]?.[b!] ?? "";
          throw new Error(`an expression the test does not know: ${expr}`);
        });
      const log: string[] = [];
      let failed = false;
      for (const step of action.runs.steps) {
        if (failed && step.if !== "always()") continue;
        if (step.uses) {
          // The upload runs whatever happened, and uploads the report folder under the name summary.md gives.
          expect(step.uses).toMatch(/^actions\/upload-artifact@v\d+$/);
          expect(step.if).toBe("always()");
          expect(expand(step.with!.path!)).toBe(inputs["report-dir"]);
          expect(step.with!.name).toBe("conformance-report");
          continue;
        }
        expect(step.shell).toBe("bash");
        const outFile = join(runner, `${step.id ?? step.name}.out`);
        writeFileSync(outFile, "");
        const script = join(runner, `${step.id ?? step.name.replace(/\W+/g, "-")}.sh`);
        writeFileSync(script, expand(step.run!));
        const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(v)]));
        const done = await run("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
          cwd: runner,
          env: userEnv({ ...env, GITHUB_OUTPUT: outFile, GITHUB_STEP_SUMMARY: summaryFile }),
        });
        log.push(`${step.name}: exit ${done.code}\n${done.out}${done.err}`);
        if (step.id)
          outputs[step.id] = Object.fromEntries(
            readFileSync(outFile, "utf8")
              .split("\n")
              .filter(Boolean)
              .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
          );
        if (done.code !== 0) failed = true;
      }
      const text = log.join("\n");
      expect(failed, text).toBe(false);
      expect(outputs.run?.["exit-code"], text).toBe("0");
      expect(text).toMatch(/app-conformance \d+\.\d+\.\d+/);
      expect(text).toMatch(/server under test ready at/);
      expect(readFileSync(summaryFile, "utf8")).toMatch(/^## API conformance: ✅ PASS/);
      expect(existsSync(join(inputs["report-dir"]!, "index.html"))).toBe(true);
      // The key went through the environment only: neither the log nor the report holds it.
      expect(text).not.toContain(DEV_ADMIN);
      expect(readFileSync(join(inputs["report-dir"]!, "conformance.json"), "utf8")).not.toContain(DEV_ADMIN);
      // The server the action started is stopped.
      const refused = await fetch(`${inputs["base-url"]}/api/v1/`).then(
        () => false,
        () => true,
      );
      expect(refused).toBe(true);
    },
    scaled(6 * MINUTES),
  );
});
