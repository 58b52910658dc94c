/**
 * Prism as a mock target: it answers the contract under /api/v1 (from a prefixed temporary copy),
 * checks only that a bearer header is present, and leaves neither process, port nor copy behind.
 * The answers asserted are the ones Prism 5.14.2 gives in its default static mode.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contractIndex, ContractValidators, loadContract } from "../../../lib/contract/index.ts";
import {
  DEFAULT_STARTUP_DEADLINE_MS,
  portIsFree,
  serverPathPrefix,
  startPrism,
  STARTUP_DEADLINE_ENV,
  withIdentityExample,
  withPrefixedPaths,
  type ServedDocument,
} from "../prism.ts";
import { runScript } from "../../../app/tests/cli-harness.ts";
import { scaled } from "../../../lib/testing/slowdown.ts";

// Prism's start and the tests around it, on a slow or busy machine (the child of fidelity:prism too).
process.env[STARTUP_DEADLINE_ENV] = String(scaled(DEFAULT_STARTUP_DEADLINE_MS));
const PRISM_TIMEOUT_MS = scaled(20_000);

/** This process's copies (another test file may run a Prism of its own at the same time). */
function contractCopies(): Set<string> {
  return new Set(readdirSync(os.tmpdir()).filter((n) => n.startsWith(`prism-contract-${process.pid}-`)));
}

describe("the contract copy Prism serves", () => {
  it("takes the path prefix from the first server URL, variables at their defaults", () => {
    expect(serverPathPrefix(loadContract())).toBe("/api/v1");
    expect(
      serverPathPrefix({ servers: [{ url: "{origin}/x/y/", variables: { origin: { default: "https://h" } } }] }),
    ).toBe("/x/y");
    expect(serverPathPrefix({})).toBe("");
    expect(() => serverPathPrefix({ servers: [{ url: "{origin}/api" }] })).toThrow(/\{origin\} without a default/);
  });

  it("prefixes every path and serves from the root", () => {
    const copy = withPrefixedPaths({
      servers: [{ url: "/api/v1" }],
      paths: { "/me": { get: {} }, "/keys/{keyId}": {} },
    });
    expect(copy.paths).toEqual({ "/api/v1/me": { get: {} }, "/api/v1/keys/{keyId}": {} });
    expect(copy.servers).toEqual([{ url: "/" }]);
  });
});

describe("the identity example", () => {
  it("sets GET /me's 200 example and changes nothing else", () => {
    const served = withPrefixedPaths(loadContract() as unknown as ServedDocument);
    const identity = { scope: "admin" };
    const copy = withIdentityExample(served, "/api/v1", identity);
    const me = (d: typeof served) =>
      (
        d as {
          paths: Record<
            string,
            { get: { responses: Record<string, { content: Record<string, { example?: unknown }> }> } }
          >;
        }
      ).paths["/api/v1/me"].get.responses["200"].content["application/json"];
    expect(me(copy).example).toEqual(identity);
    expect(me(served).example).toBeUndefined();
    const { example: _e, ...rest } = me(copy);
    expect(rest).toEqual(me(served));
    expect(Object.keys(copy.paths!)).toEqual(Object.keys(served.paths!));
  });
});

describe("startPrism", () => {
  it(
    "answers /api/v1/me with a PublicIdentity, refuses a request without a bearer header, and frees its port on close",
    async () => {
      const before = contractCopies();
      const prism = await startPrism();
      const port = Number(new URL(prism.baseUrl).port);
      try {
        expect(prism.baseUrl).toBe(`http://127.0.0.1:${port}`);
        const me = await fetch(`${prism.baseUrl}/api/v1/me`, { headers: { authorization: "Bearer anything" } });
        expect(me.status).toBe(200);
        const identity = (await me.json()) as { scope: string };
        const validate = new ContractValidators(contractIndex()).response("getMe", 200)!;
        expect(validate(identity).issues).toEqual([]);
        // Static mode fills an enum with its first value: /me reports `read`, so the preflight refuses Prism.
        expect(identity.scope).toBe("read");

        const anonymous = await fetch(`${prism.baseUrl}/api/v1/me`);
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers.get("sl-violations")).toMatch(/Invalid security scheme used/);
        expect(await anonymous.json()).toEqual({
          error: { code: "string", message: "string", details: null, issues: [{}] },
        });

        const unprefixed = await fetch(`${prism.baseUrl}/me`, { headers: { authorization: "Bearer anything" } });
        expect(unprefixed.status).toBe(404);
      } finally {
        await prism.close();
      }
      expect(await portIsFree(port)).toBe(true);
      expect([...contractCopies()].filter((n) => !before.has(n))).toEqual([]);
      await prism.close(); // a second close is harmless
    },
    PRISM_TIMEOUT_MS,
  );

  it("refuses a port already taken instead of mistaking its owner for Prism", async () => {
    const holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, "127.0.0.1", r));
    const { port } = holder.address() as net.AddressInfo;
    try {
      await expect(startPrism({ port })).rejects.toThrow(`port ${port} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise((r) => holder.close(r));
    }
  });

  it(
    "reports that Prism exited, with its own last words, when it cannot load the document",
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), "prism-test-"));
      const contractPath = path.join(dir, "empty.json");
      await writeFile(
        contractPath,
        JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {} }),
      );
      try {
        const failure = startPrism({ contractPath });
        await expect(failure).rejects.toThrow(/Prism did not start: it exited \(code 1\)/);
        // Prism's own fatal line comes before the usage text it prints: kept only if that text is dropped.
        await expect(failure).rejects.toThrow(/fatal\s+No operations found/);
        await expect(failure).rejects.not.toThrow(/Positionals:/);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    PRISM_TIMEOUT_MS,
  );

  it("gives up at the deadline and stops the Prism it started", async () => {
    const before = contractCopies();
    await expect(startPrism({ startupDeadlineMs: 1 })).rejects.toThrow(/did not answer within 1 ms/);
    expect([...contractCopies()].filter((n) => !before.has(n))).toEqual([]);
  });

  it("takes the deadline it is not given from PRISM_STARTUP_DEADLINE_MS, refusing one that is not a whole number of ms", async () => {
    const was = process.env[STARTUP_DEADLINE_ENV];
    const before = contractCopies();
    try {
      process.env[STARTUP_DEADLINE_ENV] = "1";
      await expect(startPrism()).rejects.toThrow(/did not answer within 1 ms/);
      process.env[STARTUP_DEADLINE_ENV] = "15s";
      await expect(startPrism()).rejects.toThrow(
        'PRISM_STARTUP_DEADLINE_MS must be a whole number of milliseconds, got "15s"',
      );
    } finally {
      if (was === undefined) delete process.env[STARTUP_DEADLINE_ENV];
      else process.env[STARTUP_DEADLINE_ENV] = was;
    }
    expect([...contractCopies()].filter((n) => !before.has(n))).toEqual([]);
  });

  it("refuses a port out of range before starting anything", async () => {
    await expect(startPrism({ port: 70_000 })).rejects.toThrow("port must be an integer from 1 to 65535, got 70000");
  });

  it("names a contract it cannot read", async () => {
    await expect(startPrism({ contractPath: path.join(os.tmpdir(), "no-such-dir", "openapi.json") })).rejects.toThrow(
      /cannot read the contract .*no-such-dir/,
    );
  });
});

describe("npm run fidelity:prism", () => {
  it(
    "runs the reference and Prism, prints the fidelity score and writes the comparison",
    async () => {
      const out = mkdtempSync(join(tmpdir(), "fidelity-"));
      try {
        const r = await runScript("tools/fidelity/prism-fidelity.ts", [
          "--only",
          "KEYS",
          "--only",
          "OP-SUCCESS",
          "--report-dir",
          out,
        ]);
        expect(r.code, r.err).toBe(0);
        expect(r.out).toMatch(/^fidelity\s+\d+\.\d% \([\d,]+ of [\d,]+ results agree\)/m);
        expect(r.out).toMatch(/^KEYS\s+9\s+\d+/m);
        const c = JSON.parse(readFileSync(join(out, "comparison.json"), "utf8")) as {
          fidelity: number;
          compared: number;
        };
        // Prism keeps no state: the KEYS rules cannot all agree with the reference.
        expect(c.fidelity).toBeGreaterThan(0);
        expect(c.fidelity).toBeLessThan(1);
        expect(readFileSync(join(out, "candidate", "conformance.json"), "utf8")).not.toContain(
          "prism-accepts-any-token",
        );
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
    scaled(60_000),
  );

  it("exits 2 on a bad option", async () => {
    const r = await runScript("tools/fidelity/prism-fidelity.ts", ["--profile", "full"]);
    expect(r.code).toBe(2);
  });
});
