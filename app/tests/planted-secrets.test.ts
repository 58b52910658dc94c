/**
 * Secrets planted by the target itself (issue 25): the reference server behind a proxy that echoes
 * every secret it has seen — the Authorization header of every scheme, the admin and peer keys,
 * minted key secrets, webhook signing secrets — in every encoding (plain, base64 of `user:secret`,
 * base64url, percent-encoded, JSON `\u` escapes, hex) and in every place an answer has (a body
 * field, a header, an error message, an event-stream frame). The run's every output byte (stdout,
 * stderr, every report file) is then decoded every way a reader could, and no secret may appear.
 * Also: minted secrets too short to look for, or shaped like JSON syntax, leave no key live and
 * cost no report.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request, type IncomingMessage, type ServerResponse } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../server/index.ts";
import { command, DEV_ADMIN, DEV_PEER } from "./cli-harness.ts";
import { startProxy, type Behaviour } from "./loopback-proxy.ts";
import { added, snapshot } from "./target-snapshot.ts";
import { filesUnder } from "./files.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const root = mkdtempSync(join(tmpdir(), "planted-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every way the proxy writes a secret out. */
const ENCODE: Array<(s: string) => string> = [
  (s) => s,
  (s) => Buffer.from(`conformance:${s}`).toString("base64"),
  (s) => Buffer.from(`u:${s}`).toString("base64url"),
  (s) => Buffer.from(s).toString("base64"),
  (s) => encodeURIComponent(s),
  (s) => [...s].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
  (s) => Buffer.from(s).toString("hex"),
];

/** What a request carries that is secret: its credentials (any scheme) and any `secret` field of its body or answer. */
function secretsIn(headers: IncomingMessage["headers"], ...bodies: string[]): string[] {
  const found: string[] = [];
  const auth = headers.authorization ?? "";
  const [scheme, value = ""] = auth.split(/\s+/, 2);
  if (/^basic$/i.test(scheme ?? ""))
    found.push(Buffer.from(value, "base64").toString("utf8").split(":").slice(1).join(":"));
  else if (value) found.push(value);
  for (const b of bodies) for (const m of b.matchAll(/"[A-Za-z]*[sS]ecret"\s*:\s*"([^"]+)"/g)) found.push(m[1]!);
  return found.filter((s) => s.length >= 6);
}

/**
 * The echo target: forwards, then writes every secret seen so far, in every encoding, into the
 * answer — a JSON body gains a field (an error's message included), every answer a header, an event
 * stream a frame of its own. `rewriteSecret`, when given, replaces a minted key's secret in the answer.
 */
function echoing(
  seen: Set<string>,
  upstream: string,
  rewriteSecret?: (s: string) => string,
  basic400 = false,
): Behaviour {
  const up = new URL(upstream);
  return (req: IncomingMessage, res: ServerResponse) =>
    new Promise<"handled">((done) => {
      const sent: Buffer[] = [];
      req.on("data", (d: Buffer) => sent.push(d));
      req.on("end", () => {
        const body = Buffer.concat(sent).toString("utf8");
        for (const s of secretsIn(req.headers, body)) seen.add(s);
        const echo = (last = seen.size) =>
          [...seen]
            .slice(-last)
            .flatMap((s) => ENCODE.map((e) => e(s)))
            .join(" ");
        if (basic400 && /^basic\s/i.test(req.headers.authorization ?? "")) {
          // A common answer to another scheme: 400, quoting the header it could not read.
          res.writeHead(400, { "content-type": "application/json", "x-seen": req.headers.authorization! });
          res.end(
            JSON.stringify({
              error: { code: "bad_request", message: `unreadable Authorization: ${req.headers.authorization}` },
            }),
          );
          return done("handled");
        }
        const out = request(
          {
            host: up.hostname,
            port: up.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, "content-length": String(Buffer.byteLength(body)) },
          },
          (r) => {
            // The newest few only: a header of every secret would pass any client's header limit.
            const headers = { ...r.headers, "x-echo": encodeURIComponent(echo(4)) };
            if (/event-stream/.test(r.headers["content-type"] ?? "")) {
              res.writeHead(r.statusCode ?? 502, headers);
              res.write(`event: echo\ndata: ${JSON.stringify({ note: echo() })}\n\n`);
              r.pipe(res);
              res.on("close", () => r.destroy());
              return done("handled");
            }
            const got: Buffer[] = [];
            r.on("data", (d: Buffer) => got.push(d));
            r.on("end", () => {
              let text = Buffer.concat(got).toString("utf8");
              if (/json/.test(r.headers["content-type"] ?? "") && text) {
                try {
                  const v = JSON.parse(text) as Record<string, unknown>;
                  // What the suite is given is what it must keep secret (a secret it never saw is not its to know).
                  if (rewriteSecret && typeof v.secret === "string") seen.add((v.secret = rewriteSecret(v.secret)));
                  for (const s of secretsIn({}, JSON.stringify(v))) seen.add(s);
                  if (v && typeof v === "object" && !Array.isArray(v)) {
                    if (v.error && typeof v.error === "object")
                      (v.error as Record<string, unknown>).message = `echo ${echo()}`;
                    else v.note = echo();
                  }
                  text = JSON.stringify(v);
                } catch {
                  // not JSON after all: forwarded as it came
                }
              }
              delete headers["content-length"];
              res.writeHead(r.statusCode ?? 502, headers);
              res.end(text);
              done("handled");
            });
          },
        );
        out.on("error", () => {
          res.destroy();
          done("handled");
        });
        out.end(body);
      });
    });
}

/** Every reading of `text` a person could make: as is, its `\u` and `%` escapes read, its base64 and hex runs decoded. */
function readings(text: string): string[] {
  const out = [text, text.replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))];
  out.push(text.replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
  for (const run of text.match(/[A-Za-z0-9+/_-]{12,}={0,2}/g) ?? []) {
    for (let skip = 0; skip < 4; skip++) out.push(Buffer.from(run.slice(skip), "base64").toString("latin1"));
  }
  for (const run of text.match(/(?:[0-9a-fA-F]{2}){6,}/g) ?? []) {
    for (let skip = 0; skip < 2; skip++) out.push(Buffer.from(run.slice(skip), "hex").toString("latin1"));
  }
  return out;
}

/** The secrets, each with the part of a key after its dot (as sensitive as the whole). */
function withParts(secrets: Iterable<string>): string[] {
  const all = new Set<string>();
  for (const s of secrets) {
    all.add(s);
    const dot = s.indexOf(".");
    if (s.startsWith("apk_") && s.length - dot > 8) all.add(s.slice(dot + 1));
  }
  return [...all];
}

async function planted(
  name: string,
  args: string[],
  rewriteSecret?: (s: string) => string,
  basic400 = false,
  replay = false,
) {
  const server = await startServer({ port: 0 });
  const seen = new Set<string>([DEV_ADMIN, DEV_PEER]);
  const proxy = await startProxy(server.url, echoing(seen, server.url, rewriteSecret, basic400));
  const dir = join(root, name);
  try {
    const before = await snapshot(server.url, DEV_ADMIN);
    const r = await command(["--base-url", proxy.url, "--report-dir", dir, "--timeout", "5000", ...args], {
      CONFORMANCE_ADMIN_KEY: DEV_ADMIN,
      CONFORMANCE_PEER_ADMIN_KEY: DEV_PEER,
    });
    // `replay DIR` re-sends the failing checks' recorded requests through the same echoing target.
    const again = replay
      ? await command(["replay", dir, "--base-url", proxy.url], {
          CONFORMANCE_ADMIN_KEY: DEV_ADMIN,
          CONFORMANCE_PEER_ADMIN_KEY: DEV_PEER,
        })
      : null;
    const after = await snapshot(server.url, DEV_ADMIN);
    const outputs: Array<[string, string]> = [
      ["stdout", r.out],
      ["stderr", r.err],
      ...(again
        ? [["replay stdout", again.out] as [string, string], ["replay stderr", again.err] as [string, string]]
        : []),
      ...filesUnder(dir).map((f): [string, string] => [f, readFileSync(f, "utf8")]),
    ];
    const found: string[] = [];
    const secrets = withParts(seen);
    for (const [where, text] of outputs) {
      const read = readings(text);
      for (const s of secrets) if (read.some((t) => t.includes(s))) found.push(`${where}: ${s.slice(0, 6)}…`);
    }
    return { ...r, planted: secrets.length, found, left: added(before, after), dir, replayed: again };
  } finally {
    await proxy.close();
    await server.close();
  }
}

/** Keys, webhooks (signing secrets), the Basic scheme, event streams and error bodies. */
const RUN = [
  "--profile",
  "standard",
  "--only",
  "AUTH-401-SCHEME,AUTH-ME-SCOPE,KEYS,SEC,OP-SUCCESS,OP-ERROR-ENVELOPE,EVENTS",
];

describe("secrets a target echoes", () => {
  it(
    "appear in no output, in any encoding, in any place",
    async () => {
      const r = await planted("echo", RUN);
      const why = `${r.err}\n${r.out.slice(-2000)}`;
      expect([0, 1], why).toContain(r.code);
      // The admin and peer keys, the ladder's three and every key and webhook secret of the rules.
      expect(r.planted, why).toBeGreaterThanOrEqual(10);
      expect(r.found, why).toEqual([]);
      expect(
        r.left.filter((l) => !l.startsWith("job ")),
        why,
      ).toEqual([]);
    },
    scaled(240_000),
  );

  it(
    "in a 400 to the Basic scheme (AUTH-401-SCHEME fails, with its evidence): not in the evidence, not in any form, nor in what `replay` of that run prints through the same target; no key left live",
    async () => {
      const r = await planted(
        "basic-400",
        ["--profile", "safe", "--only", "AUTH-401-SCHEME,AUTH-ME-SCOPE"],
        undefined,
        true,
        true,
      );
      const why = `${r.err}\n${r.out.slice(-2000)}\n${r.replayed?.err}\n${r.replayed?.out.slice(-2000)}`;
      expect(r.code, why).toBe(1);
      expect(r.out, why).toMatch(/AUTH-401-SCHEME/);
      // The target still refuses the Basic scheme 400: replay finds the failing check still failing.
      expect(r.replayed?.code, why).toBe(1);
      expect(r.replayed?.out, why).toMatch(/AUTH-401-SCHEME/);
      expect(r.found, why).toEqual([]);
      expect(
        r.left.filter((l) => !l.startsWith("job ")),
        why,
      ).toEqual([]);
    },
    scaled(240_000),
  );

  it(
    "too short to look for: every minted key is still revoked, and the run ends with a verdict",
    async () => {
      let n = 0;
      const r = await planted("short", RUN, () => `s${(n++ % 10).toString()}`);
      const why = `${r.err}\n${r.out.slice(-2000)}`;
      expect([0, 1], why).toContain(r.code);
      expect(
        r.left.filter((l) => l.startsWith("key ")),
        why,
      ).toEqual([]);
      expect(JSON.parse(readFileSync(join(r.dir, "conformance.json"), "utf8")).summary, why).toBeTruthy();
    },
    scaled(240_000),
  );

  it(
    "shaped like JSON syntax: the report is still JSON and still written, every key revoked",
    async () => {
      let n = 0;
      const r = await planted("json-shaped", RUN, () => `","x${n++}":{"y":[1,2]}`);
      const why = `${r.err}\n${r.out.slice(-2000)}`;
      expect([0, 1], why).toContain(r.code);
      expect(
        r.left.filter((l) => l.startsWith("key ")),
        why,
      ).toEqual([]);
      expect(JSON.parse(readFileSync(join(r.dir, "conformance.json"), "utf8")).summary, why).toBeTruthy();
      expect(r.found, why).toEqual([]);
    },
    scaled(240_000),
  );
});

describe("a refusal that quotes the target", () => {
  it("never puts the admin key on stderr, in any form", async () => {
    const server = await startServer({ port: 0 });
    // /me reports the key itself as its scope: the preflight's "has scope …" sentence quotes it.
    const proxy = await startProxy(server.url, (req, res) => {
      if (!/\/me$/.test(req.url ?? "")) return "forward";
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          keyId: "k",
          workspaceId: "w",
          scope: `${DEV_ADMIN} ${Buffer.from(`x:${DEV_ADMIN}`).toString("base64")}`,
        }),
      );
      return "handled";
    });
    try {
      const r = await command(["--base-url", proxy.url, "--report-dir", join(root, "refused")], {
        CONFORMANCE_ADMIN_KEY: DEV_ADMIN,
      });
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/has scope/);
      const secrets = withParts([DEV_ADMIN]);
      for (const text of [r.out, r.err])
        for (const s of secrets)
          expect(
            readings(text).some((t) => t.includes(s)),
            text,
          ).toBe(false);
    } finally {
      await proxy.close();
      await server.close();
    }
  });
});
