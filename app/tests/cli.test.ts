/**
 * `npm run conformance` as a user meets it: help, rule listing, exit codes 0/1/2, one clear
 * sentence (never a stack trace) for usage and target errors, and no secret on the console.
 */
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cli, DEV_ADMIN, DEV_PEER } from "./cli-harness.ts";
import { startServer } from "../../server/index.ts";

const dir = mkdtempSync(join(tmpdir(), "cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("conformance command", () => {
  it("prints help with every fixed flag", async () => {
    const r = await cli(["--help"]);
    expect(r.code).toBe(0);
    for (const f of [
      "--base-url",
      "--admin-key",
      "--peer-admin-key",
      "--profile",
      "--seed",
      "--report-dir",
      "--strict",
    ])
      expect(r.out).toContain(f);
  });

  it("lists the rules", async () => {
    const r = await cli(["--list-rules"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/AUTH-401-ABSENT\tMUST\tAUTH/);
    expect(r.out).toMatch(/^\d+ rules$/m);
  });

  it.each([
    [["--profile", "reckless"], /--profile must be one of/],
    [["--seed", "-3"], /--seed/],
    [["--frobnicate"], /^conformance: unknown option --frobnicate \(see --help\)\n$/],
    [["--profle", "safe"], /^conformance: unknown option --profle; did you mean --profile\?\n$/],
    [["--list-rule"], /^conformance: unknown option --list-rule; did you mean --list-rules\?\n$/],
    [["--base-url", "http://127.0.0.1:9"], /needs an admin key/],
  ])("exits 2 on a usage error %j", async (args, message) => {
    const r = await cli(args as string[]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it("exits 2 before the run when the report directory cannot be written", async () => {
    const file = join(dir, "a-file");
    writeFileSync(file, "");
    const r = await cli(["--only", "KEYS", "--report-dir", join(file, "reports")]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^conformance: cannot write reports to .*a-file\/reports \(ENOTDIR\)/);
    expect(r.out).not.toMatch(/KEYS\s+\d+ results/);
  });

  it("exits 2 with one sentence when the target is unreachable", async () => {
    const r = await cli(["--base-url", "http://127.0.0.1:9", "--report-dir", join(dir, "unreachable")], {
      CONFORMANCE_ADMIN_KEY: "apk_x.abcdefghijkl",
    });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unreachable/);
    expect(r.err + r.out).not.toContain("abcdefghijkl");
  });

  it("bounds the preflight by --timeout: a target that never answers is an error naming that deadline", async () => {
    const silent = createServer(() => undefined).listen(0, "127.0.0.1");
    await new Promise((r) => silent.once("listening", r));
    try {
      const r = await cli(
        ["--base-url", `http://127.0.0.1:${(silent.address() as { port: number }).port}`, "--timeout", "300"],
        { CONFORMANCE_ADMIN_KEY: "apk_x.abcdefghijkl" },
      );
      expect(r.code).toBe(2);
      // The deadline the message names is the flag's, not the 10 s default.
      expect(r.err).toMatch(/unreachable .*300 ms/);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("exits 2 when the target is not this API", async () => {
    const other = createServer((_q, s) => s.end("hello")).listen(0, "127.0.0.1");
    await new Promise((r) => other.once("listening", r));
    const port = (other.address() as { port: number }).port;
    try {
      const r = await cli(["--base-url", `http://127.0.0.1:${port}`], { CONFORMANCE_ADMIN_KEY: "apk_x.abcdefghijkl" });
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/did not answer a PublicIdentity|refused/);
    } finally {
      other.close();
    }
  });

  it("exits 2 naming a TLS error when the target does not speak TLS on an https URL", async () => {
    const plain = createServer((_q, s) => s.end("plain")).listen(0, "127.0.0.1");
    await new Promise((r) => plain.once("listening", r));
    try {
      const r = await cli(["--base-url", `https://127.0.0.1:${(plain.address() as { port: number }).port}`], {
        CONFORMANCE_ADMIN_KEY: "apk_x.abcdefghijkl",
      });
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^conformance: TLS error talking to https:\/\/127\.0\.0\.1:\d+/);
      expect(r.err).not.toMatch(/\n\s+at /);
    } finally {
      plain.close();
    }
  });

  it("exits 2 when the target refuses the key", async () => {
    const server = await startServer({ port: 0 });
    try {
      const r = await cli(["--base-url", server.url], {
        CONFORMANCE_ADMIN_KEY: "apk_unknownkey.not-a-key-of-this-server",
      });
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/refused the admin key \(GET \/me answered 401\)/);
      expect(r.err + r.out).not.toContain("not-a-key-of-this-server");
    } finally {
      await server.close();
    }
  });

  it("exits 2 when the key is not an admin key, without printing it", async () => {
    const server = await startServer({ port: 0 });
    try {
      const mint = await fetch(`${server.url}/api/v1/keys`, {
        method: "POST",
        headers: { authorization: `Bearer ${DEV_ADMIN}`, "content-type": "application/json" },
        body: JSON.stringify({ label: "reader", scope: "read" }),
      });
      const { secret } = (await mint.json()) as { secret: string };
      const r = await cli(["--base-url", server.url], { CONFORMANCE_ADMIN_KEY: secret });
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/scope read, not admin/);
      expect(r.err + r.out).not.toContain(secret.split(".")[1]);
    } finally {
      await server.close();
    }
  });

  it("runs against a base URL and exits 0 on a conforming server, writing the report", async () => {
    const server = await startServer({ port: 0 });
    try {
      const reportDir = join(dir, "remote");
      const r = await cli(["--base-url", server.url, "--only", "AUTH", "--report-dir", reportDir], {
        CONFORMANCE_ADMIN_KEY: DEV_ADMIN,
        CONFORMANCE_PEER_ADMIN_KEY: DEV_PEER,
      });
      expect(r.code, r.err + r.out).toBe(0);
      expect(r.out).toMatch(/verdict\s+PASS/);
      const text = readFileSync(join(reportDir, "conformance.json"), "utf8");
      expect(text).not.toContain("reference-server-admin-secret");
      expect(text).not.toContain("reference-server-peer-secret");
      expect(JSON.parse(text).summary.failed).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("exits 1 when a MUST rule fails", async () => {
    const r = await cli([
      "--only",
      "AUTH",
      "--server-fault",
      "auth-unknown-key-403",
      "--report-dir",
      join(dir, "faulty"),
    ]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/verdict\s+FAIL/);
  });
});
