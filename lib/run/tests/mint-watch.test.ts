/**
 * The mint watch: a POST /keys that minted a key but whose answer named none (cut short, a 5XX, no
 * answer) leaves the key live unless the sweep finds it by its label; and the sweep never touches a
 * key that was there before the run, one another key minted, or one under a label the run never sent.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ApiClient } from "../../http/client.ts";
import { Redactor } from "../../http/redact.ts";
import { MintWatch } from "../mint-watch.ts";

const ADMIN = "apk_admin.secretsecretsecret";
const OTHER = "apk_other.secretsecretsecret";
type Answer = "named" | "cut short" | "500" | "dropped" | "400";

interface Row {
  id: string;
  label: string;
  createdByKeyId: string;
  revokedAt: number | null;
}

/** A keys-only target: mints for real, then answers as `answer` says; lists and revokes as documented. */
async function keysTarget(answer: () => Answer) {
  const rows: Row[] = [];
  /** Keys now refused (revoked elsewhere), and whether the list answers 500. */
  const refuse = new Set<string>();
  const state = { broken: false };
  const idOf = (auth: string | undefined) =>
    [ADMIN, OTHER].some((k) => refuse.has(k) && auth === `Bearer ${k}`)
      ? null
      : auth === `Bearer ${ADMIN}`
        ? "admin"
        : auth === `Bearer ${OTHER}`
          ? "other"
          : null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const me = idOf(req.headers.authorization);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (!me) return json(401, { error: { code: "unauthorized", message: "no" } });
      const path = new URL(req.url ?? "/", "http://x").pathname;
      if (req.method === "GET" && path === "/api/v1/keys" && state.broken)
        return json(500, { error: { code: "internal", message: "down" } });
      if (req.method === "GET" && path === "/api/v1/keys")
        return json(200, { keys: rows.filter((r) => r.revokedAt === null) });
      if (req.method === "DELETE" && path.startsWith("/api/v1/keys/")) {
        const row = rows.find((r) => r.id === decodeURIComponent(path.slice("/api/v1/keys/".length)));
        if (row) row.revokedAt ??= 1;
        res.writeHead(204).end();
        return;
      }
      if (req.method === "POST" && path === "/api/v1/keys") {
        const how = answer();
        if (how === "400") return json(400, { error: { code: "invalid_request", message: "no" } });
        const { label } = JSON.parse(Buffer.concat(chunks).toString()) as { label: string };
        const row: Row = { id: `k${rows.length + 1}`, label, createdByKeyId: me, revokedAt: null };
        rows.push(row);
        if (how === "named") return json(201, { key: row, secret: "s".repeat(20) });
        if (how === "500") return json(500, { error: { code: "internal", message: "lost" } });
        if (how === "dropped") return req.socket.destroy();
        res.writeHead(201, { "content-type": "application/json" });
        res.end('{"key": {"id": "');
        return;
      }
      json(404, { error: { code: "not_found", message: "no" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    rows,
    refuse,
    set broken(b: boolean) {
      state.broken = b;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closing) await c();
  closing = [];
});

async function watched(answer: () => Answer) {
  const target = await keysTarget(answer);
  const watch = new MintWatch();
  const client = new ApiClient({
    baseUrl: target.url,
    redactor: new Redactor(),
    onAnswer: watch.observe,
    deadlineMs: 5_000,
  });
  closing.push(
    () => client.close(),
    () => target.close(),
  );
  return { target, watch, client };
}

const mint = (client: ApiClient, label: string, key = ADMIN) =>
  client.call("POST", "/keys", { key, body: { label, scope: "read" } }).catch(() => null);

describe("the mint watch", () => {
  it("revokes the keys minted by answers that named none, and says nothing of the rest", async () => {
    const answers: Answer[] = ["cut short", "500", "dropped", "named", "400"];
    const { target, watch, client } = await watched(() => answers.shift() ?? "named");
    await watch.know(client, ADMIN, "admin");
    for (const label of ["run a", "run b", "run c", "run d", "run e"]) await mint(client, label);
    expect(target.rows.map((r) => r.label)).toEqual(["run a", "run b", "run c", "run d"]);
    const left = await watch.sweep(client);
    expect(left).toEqual([]);
    // The named one too: whatever was minted and not revoked by its owner is swept.
    expect(target.rows.filter((r) => r.revokedAt === null)).toEqual([]);
  });

  it("touches no key that was there before, another key minted, or a label the run never sent", async () => {
    const { target, watch, client } = await watched(() => "cut short");
    await mint(client, "run a"); // before the watch knew the admin key: the user's
    await watch.know(client, ADMIN, "admin");
    await mint(client, "someone else", OTHER); // a sender the watch does not know
    target.rows.push({ id: "user", label: "run a", createdByKeyId: "other", revokedAt: null }); // same label, another minter
    target.rows.push({ id: "later", label: "unrelated", createdByKeyId: "admin", revokedAt: null }); // a label never sent
    await mint(client, "run a");
    const ours = target.rows.at(-1)!.id;
    await watch.sweep(client);
    expect(target.rows.filter((r) => r.revokedAt !== null).map((r) => r.id)).toEqual([ours]);
  });

  it("says a key may be live when its label is nowhere to be found, or the request had none", async () => {
    const { target, watch, client } = await watched(() => "cut short");
    await watch.know(client, ADMIN, "admin");
    await mint(client, "gone");
    target.rows.splice(0); // a target that lost it from its list
    await client.call("POST", "/keys", { key: ADMIN, rawBody: "{}" });
    const left = await watch.sweep(client);
    expect(left.map((l) => l.id)).toEqual(['(labelled "gone")', "(unnamed)"]);
    expect(left.every((l) => l.kind === "key" && /may be live/.test(l.reason))).toBe(true);
  });

  it("a sender refused its own list was revoked with every key it minted: nothing to sweep; an unreadable list is said", async () => {
    const { target, watch, client } = await watched(() => "cut short");
    await watch.know(client, ADMIN, "admin");
    await mint(client, "run a");
    target.refuse.add(ADMIN);
    expect(await watch.sweep(client)).toEqual([]);
    target.refuse.clear();
    target.broken = true;
    expect(await watch.sweep(client)).toEqual([
      { kind: "key", id: '(labelled "run a")', reason: expect.stringMatching(/could not be listed/) },
    ]);
  });
});
