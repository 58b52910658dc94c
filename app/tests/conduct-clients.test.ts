/**
 * `serve --check-clients` on two small clients of the API (app/tests/clients/): one on
 * openapi-fetch with the contract's generated types, which keeps every duty; one on undici, which
 * breaks two on purpose (a RetryAgent that retries POST, a walk that does not stop on an echoed
 * cursor). The server runs as the command, with both provocations, and stops on SIGTERM: the report
 * names exactly those two duties for the undici client's key, none for the other's, and exits 1.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../cli/run.ts";
import { DEV_ADMIN } from "./cli-harness.ts";
import { behavingClient } from "./clients/fetch-client.ts";
import { misbehavingClient } from "./clients/undici-client.ts";
import { generateApiTypes, TYPES_FILE } from "./fixtures/generate-api-types.ts";
import { DUTIES, RETRY_NON_IDEMPOTENT, STOP_ON_ECHOED_CURSOR } from "../../server/conduct/duties/index.ts";
import type { ConductReport } from "../../server/conduct/report.ts";
import { entryArgs } from "../../lib/testing/compiled.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

interface Serving {
  url: string;
  /** SIGTERM, then the exit code and everything printed. */
  stop(): Promise<{ code: number | null; out: string; err: string }>;
}

/** `npm run serve -- ARGS` on a free port; resolves once it prints its listening line. */
function serve(args: string[]): Promise<Serving> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [...entryArgs("server/cli.ts"), "--port", "0", "--host", "127.0.0.1", ...args],
    { cwd: ROOT },
  );
  let out = "";
  let err = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.stdout.on("data", (d: Buffer) => (out += d));
  child.stderr.on("data", (d: Buffer) => (err += d));
  return new Promise((resolve, reject) => {
    const ms = scaled(20_000);
    const deadline = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no listening line within ${ms} ms: ${out} ${err}`));
    }, ms);
    const onData = () => {
      const m = /listening (http:\/\/\S+)/.exec(out);
      if (!m) return;
      clearTimeout(deadline);
      child.stdout.off("data", onData);
      resolve({
        url: m[1],
        stop: async () => {
          child.kill("SIGTERM");
          const code = await exited;
          return { code, out, err };
        },
      });
    };
    child.stdout.on("data", onData);
    void exited.then(() => reject(new Error(`the server exited before listening: ${err}`)));
  });
}

async function mintKey(url: string, label: string): Promise<{ id: string; secret: string }> {
  const res = await fetch(`${url}/api/v1/keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${DEV_ADMIN}`, "content-type": "application/json" },
    body: JSON.stringify({ label, scope: "write" }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { key: { id: string }; secret: string };
  return { id: body.key.id, secret: body.secret };
}

describe("serve --check-clients on an openapi-fetch client and an undici client", () => {
  it("reports the two duties the undici client breaks, none for the openapi-fetch client, and exits 1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "conduct-clients-"));
    dirs.push(dir);
    const server = await serve(["--check-clients", "--echo-cursor-once", "--add-unknown", "--report-dir", dir]);
    let good: { id: string; secret: string } | undefined;
    let bad: { id: string; secret: string } | undefined;
    let stopped: Awaited<ReturnType<Serving["stop"]>>;
    try {
      good = await mintKey(server.url, "behaving client");
      bad = await mintKey(server.url, "misbehaving client");
      const g = await behavingClient(server.url, good.secret);
      const b = await misbehavingClient(server.url, bad.secret);
      // Both ran the whole flow: the six seeded entries (the undici client counts the echoed page
      // twice), the 503, a job the stream saw to `done`.
      expect(g.entries).toBe(6);
      expect(b.entries).toBe(8);
      for (const o of [g, b]) expect(o.events.at(-1)).toBe("done");
      expect(g.invocationStatus).toBe(503);
      expect(g.reported).toEqual([
        "the server returned the cursor just sent",
        "invocation failed: 503 use_case_generation_failed",
      ]);
      // The unknown enum value reached the behaving client, which took it as a status it does not know.
      expect(g.jobStatus).toBe("unknown");
      expect(b.reported).toHaveLength(1);
      expect(b.reported[0]).toMatch(/^invocation failed: /);
    } finally {
      stopped = await server.stop();
    }
    expect(stopped.code, stopped.err).toBe(1);

    const report = JSON.parse(readFileSync(join(dir, "conduct.json"), "utf8")) as ConductReport;
    const of = (id: string) => report.clients.find((c) => c.client === id)!;
    const broken = [RETRY_NON_IDEMPOTENT.id, STOP_ON_ECHOED_CURSOR.id];
    expect(of(bad!.id).broke.sort()).toEqual([...broken].sort());
    expect(of(good!.id).broke).toEqual([]);
    // Every duty was put to both clients: kept where not broken, never "not exercised".
    for (const r of of(good!.id).results) expect(r.outcome, r.rule).toBe("pass");
    for (const r of of(bad!.id).results) expect(r.outcome, r.rule).toBe(broken.includes(r.rule) ? "fail" : "pass");
    expect(of(good!.id).results.map((r) => r.rule)).toEqual(DUTIES.map((d) => d.id));
    // The admin key that minted the two keys broke nothing either.
    expect(of("devadmin").broke).toEqual([]);
    expect(report.verdict).toBe("broken");
    expect(report.summary).toMatchObject({ brokenClients: 1, failures: 2 });

    // The retry is shown by its two attempts, the echo by the page and the request that repeated it.
    const retry = of(bad!.id).results.find((r) => r.rule === RETRY_NON_IDEMPOTENT.id)!;
    expect(retry.violations[0].evidence.map((x) => [x.method, x.status])).toEqual([
      ["POST", 503],
      ["POST", 503],
    ]);
    const echo = of(bad!.id).results.find((r) => r.rule === STOP_ON_ECHOED_CURSOR.id)!;
    expect(echo.violations[0].evidence[1].cursorSent).toBe(echo.violations[0].evidence[0].cursorSent);

    // Printed and written; key ids only, never a secret.
    const markdown = readFileSync(join(dir, "conduct.md"), "utf8");
    expect(stopped.out).toContain("# Client conduct: 1 of 3 client(s) broke 2 duty(ies)");
    expect(markdown).toContain(`## \`${bad!.id}\`: 2 duty(ies) broken`);
    for (const secret of [good!.secret, bad!.secret, DEV_ADMIN, DEV_ADMIN.split(".")[1]]) {
      for (const text of [stopped.out, stopped.err, markdown, JSON.stringify(report)])
        expect(text).not.toContain(secret);
    }
  });

  it("has the committed client types the generator makes from the contract now", async () => {
    expect(readFileSync(TYPES_FILE, "utf8")).toBe(await generateApiTypes());
  });
});
