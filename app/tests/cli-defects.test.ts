/**
 * The command line's smaller defects of issue 13, each as a user met it: a typo in the selection,
 * a report folder under /proc, a negative --timeout, a config key that only looks like a secret, a
 * failed preflight's empty folder, a key given as a flag under npm, a preflight that breaks the
 * contract but still reads as an identity, a key ladder cut by the transport, the request budget.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { command, DEV_ADMIN } from "./cli-harness.ts";
import { startServer } from "../../server/index.ts";
import { startProxy } from "./loopback-proxy.ts";
import { added, snapshot } from "./target-snapshot.ts";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { parseCli } from "../cli/args.ts";
import { contractIndex } from "../../lib/contract/operations.ts";
import { FAMILIES, applicableOperations } from "../../lib/rules/types.ts";
import { selectionProblem } from "../../lib/run/select.ts";
import { ALL_RULES } from "../../suites/registry.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const dir = mkdtempSync(join(tmpdir(), "cli-defects-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const oneLine = (s: string) => s.trim().split("\n").length === 1;

describe("a selection that selects nothing is a usage error, with the nearest names", () => {
  it("as the command says it: exit 2, one sentence, nothing run, no folder", async () => {
    const r = await command(["--only", "KEYS-REVOKE-IDEMPOTNT", "--report-dir", join(dir, "never")]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^conformance: --only KEYS-REVOKE-IDEMPOTNT: no rule, family or rule id prefix has this name \(nearest: KEYS-REVOKE-IDEMPOTENT[,)].*--list-rules prints them all\n$/,
    );
    expect(oneLine(r.err)).toBe(true);
    expect(existsSync(join(dir, "never"))).toBe(false);
  });

  const index = contractIndex();
  const problem = (argv: string[]) => {
    const args = parseCli(argv, {});
    if (args.command !== "run") throw new Error("not a run");
    return selectionProblem(args.config, ALL_RULES, index, (rule) =>
      applicableOperations(rule, index).map((op) => op?.operationId ?? null),
    );
  };
  it.each([
    [["--only", "NOTARULE"], /^--only NOTARULE: no rule, family or rule id prefix has this name; --list-rules/],
    [["--exclude", "PAEG"], /^--exclude PAEG: .*nearest: PAGE/],
    [["--operation", "bogusOp"], /^--operation bogusOp: no operation of the contract has this id$/],
    [["--operation", "lstKeys"], /nearest: listKeys/],
    // Every family, from the registry: a family added later is excluded too.
    [["--exclude", FAMILIES.join(",")], /^the selection leaves nothing to run/],
    [["--only", "PAGE-LIMIT-RESPECTED", "--operation", "getMe"], /^the selection leaves nothing to run/],
  ])("%j", (argv, message) => {
    expect(problem(argv)).toMatch(message);
  });
  it.each([[["--only", "PAGE-CURSOR"]], [["--only", "KEYS", "--operation", "createKey"]], [[]]])(
    "%j selects something",
    (argv) => {
      expect(problem(argv)).toBeNull();
    },
  );
});

describe("smaller defects", () => {
  it("a report folder under /proc is refused at once, not waited on", async () => {
    const t0 = Date.now();
    const r = await command(["--only", "AUTH-ME-SCOPE", "--report-dir", "/proc/conformance-x"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^conformance: cannot write reports to \/proc\/conformance-x \(ENOENT\)/);
    expect(Date.now() - t0).toBeLessThan(scaled(20_000));
  });

  it("--timeout -1 is one sentence", async () => {
    const r = await command(["--timeout", "-1"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "conformance: --timeout needs a value; one that starts with a dash is written --timeout=VALUE\n",
    );
    const eq = await command(["--timeout=-1"]);
    expect(eq.code).toBe(2);
    expect(oneLine(eq.err)).toBe(true);
    expect(eq.err).toMatch(/--timeout must be a whole number|--timeout expects a whole number/);
  });

  it("an unknown config key that merely contains 'key' is an unknown key, not a secret", async () => {
    const file = join(dir, "monkey.json");
    writeFileSync(file, JSON.stringify({ monkey: 1 }));
    const r = await command(["--config", file]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown property "monkey"/);
    expect(r.err).not.toMatch(/secret|keys come from/);
    writeFileSync(file, JSON.stringify({ peerAdminKey: "x" }));
    expect((await command(["--config", file])).err).toMatch(/"peerAdminKey" is not read from a config file/);
  });

  it("a failed preflight leaves no empty report folder", async () => {
    const target = join(dir, "preflight-failed");
    const r = await command(["--base-url", "http://127.0.0.1:9", "--report-dir", target], {
      CONFORMANCE_ADMIN_KEY: "apk_x.abcdefghijkl",
    });
    expect(r.code).toBe(2);
    expect(existsSync(target)).toBe(false);
  });

  it("a key given as a flag under npm is warned of, without the key", async () => {
    const r = await command(
      ["--base-url", "http://127.0.0.1:9", "--admin-key", "apk_x.abcdefghijkl", "--report-dir", join(dir, "echo")],
      { npm_lifecycle_event: "conformance" },
    );
    expect(r.err).toMatch(
      /warning: npm has echoed the command line above, with the key of --admin-key; give keys through the environment instead \(CONFORMANCE_ADMIN_KEY\)/,
    );
    expect(r.err + r.out).not.toContain("abcdefghijkl");
    const quiet = await command(["--base-url", "http://127.0.0.1:9", "--report-dir", join(dir, "echo")], {
      npm_lifecycle_event: "conformance",
      CONFORMANCE_ADMIN_KEY: "apk_x.abcdefghijkl",
    });
    expect(quiet.err).not.toMatch(/warning/);
    // npx (the installed command) echoes nothing: no warning there.
    const npx = await command(
      ["--base-url", "http://127.0.0.1:9", "--admin-key", "apk_x.abcdefghijkl", "--report-dir", join(dir, "echo")],
      { npm_lifecycle_event: "npx" },
    );
    expect(npx.err).not.toMatch(/warning/);
  });
});

describe("the target's side", () => {
  it("a /me with a wrong content type still starts the run; the rules fail it (exit 1, not 2)", async () => {
    const server = await startServer({ port: 0 });
    const proxy = await startProxy(server.url, async (req, res) => {
      if (!/\/me$/.test(req.url ?? "")) return "forward";
      const r = await fetch(`${server.url}${req.url}`, {
        headers: { authorization: String(req.headers.authorization ?? "") },
      });
      res.writeHead(r.status, { "content-type": "text/plain" });
      res.end(await r.text());
      return "handled";
    });
    try {
      const r = await command(
        [
          "--base-url",
          proxy.url,
          "--only",
          "OP-CONTENT-TYPE",
          "--operation",
          "getMe",
          "--report-dir",
          join(dir, "lenient"),
        ],
        { CONFORMANCE_ADMIN_KEY: DEV_ADMIN },
      );
      expect(r.code, r.out + r.err).toBe(1);
      const report = JSON.parse(readFileSync(join(dir, "lenient", "conformance.json"), "utf8")) as ConformanceReport;
      expect(report.results.find((x) => x.rule === "OP-CONTENT-TYPE" && x.operationId === "getMe")?.outcome).toBe(
        "fail",
      );
    } finally {
      await proxy.close();
      await server.close();
    }
  });

  it("a transport error while minting the key ladder leaves no key live, and the run goes on", async () => {
    const server = await startServer({ port: 0 });
    let posts = 0;
    const proxy = await startProxy(server.url, (req) => {
      // The second mint (write) dies on the wire.
      if (req.method === "POST" && /\/keys$/.test(req.url ?? "") && ++posts === 2) {
        req.socket.destroy();
        return "handled";
      }
      return "forward";
    });
    try {
      const before = await snapshot(server.url, DEV_ADMIN);
      const r = await command(["--base-url", proxy.url, "--only", "AUTH-ME-SCOPE", "--report-dir", join(dir, "mint")], {
        CONFORMANCE_ADMIN_KEY: DEV_ADMIN,
      });
      expect(r.code, r.out + r.err).toBe(0);
      expect(r.err).not.toMatch(/unexpected error/);
      const report = JSON.parse(readFileSync(join(dir, "mint", "conformance.json"), "utf8")) as ConformanceReport;
      const me = report.results.find((x) => x.rule === "AUTH-ME-SCOPE")!;
      expect(me.message).toMatch(/not minted: write \(minting a write key failed: /);
      expect(added(before, await snapshot(server.url, DEV_ADMIN))).toEqual([]);
    } finally {
      await proxy.close();
      await server.close();
    }
  });

  it("--max-requests bounds what the checks send; the rest is not exercised and the cleanup still runs", async () => {
    const server = await startServer({ port: 0 });
    const proxy = await startProxy(server.url);
    try {
      const before = await snapshot(server.url, DEV_ADMIN);
      const seenBefore = proxy.seen;
      const r = await command(
        [
          "--base-url",
          proxy.url,
          "--only",
          "KEYS,AUTH-ME-SCOPE",
          "--max-requests",
          "12",
          "--report-dir",
          join(dir, "budget"),
        ],
        { CONFORMANCE_ADMIN_KEY: DEV_ADMIN },
      );
      expect(r.code, r.out + r.err).toBe(0);
      const report = JSON.parse(readFileSync(join(dir, "budget", "conformance.json"), "utf8")) as ConformanceReport;
      expect(report.results.some((x) => x.outcome === "not-exercised" && /budget of 12 requests/.test(x.message))).toBe(
        true,
      );
      expect(report.summary.failed).toBe(0);
      // The preflight and the ladder (1 + 3 mints + 3 /me), 12 for the checks, and their cleanup.
      expect(proxy.seen - seenBefore).toBeLessThan(40);
      expect(added(before, await snapshot(server.url, DEV_ADMIN))).toEqual([]);
    } finally {
      await proxy.close();
      await server.close();
    }
  });

  it("--rate paces the requests", async () => {
    const server = await startServer({ port: 0 });
    const times: number[] = [];
    const proxy = await startProxy(server.url, () => {
      times.push(performance.now());
      return "forward";
    });
    try {
      const r = await command(
        ["--base-url", proxy.url, "--only", "AUTH-ME-SCOPE", "--rate", "10", "--report-dir", join(dir, "rate")],
        { CONFORMANCE_ADMIN_KEY: DEV_ADMIN },
      );
      expect(r.code, r.out + r.err).toBe(0);
      // Over any 10 consecutive requests of one client, at least 0.9 s (10 per second); the run's
      // own process and its worker pace separately, so the bound is checked on the whole: ≥ n/20 s.
      const span = (times.at(-1)! - times[0]!) / 1000;
      expect(span).toBeGreaterThanOrEqual((times.length - 1) / 20);
    } finally {
      await proxy.close();
      await server.close();
    }
  });
});
