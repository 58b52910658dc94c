/**
 * Outbound webhooks (doc 2 Webhooks; doc 1 NotificationWebhook, PutNotificationWebhook; doc 2
 * Events, Outbound webhook; doc 2 Errors 409 `webhook_limit_reached`; doc 2 Authentication 10).
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { ContractValidators, contractIndex } from "../../lib/contract/index.ts";
import { PEER, testServer, type ApiResponse, type TestServer } from "./harness.ts";
import { webhookUrlProblem } from "../domain/notifications/webhook-url.ts";

const v = new ContractValidators(contractIndex());
let t: TestServer;
const servers: TestServer[] = [];

function valid(op: string, r: ApiResponse, status: number): void {
  expect(r.status, `${op}: ${r.text}`).toBe(status);
  if (status === 204) return;
  const check = v.response(op, status)!(r.body);
  expect(check.ok, `${op}: ${JSON.stringify(check.issues)}`).toBe(true);
}

function reason(r: ApiResponse): string | undefined {
  return r.body?.error?.details?.reason ?? r.body?.error?.code;
}

async function fresh(options: Parameters<typeof testServer>[0] = {}): Promise<TestServer> {
  const s = await testServer(options);
  servers.push(s);
  return s;
}

const SECRET = "s3cr3t-signing-value-0123456789";
const URL1 = "https://hooks.example.com/a";

beforeEach(async () => {
  t = await fresh();
});
afterAll(async () => {
  for (const s of servers) await s.close();
});

describe("unnamed routes (id `default`)", () => {
  it("GET answers 200 with `webhook` null when nothing is registered", async () => {
    const r = await t.call("GET", "/notification-webhook");
    valid("getNotificationWebhook", r, 200);
    expect(r.body).toEqual({ webhook: null });
  });

  it("PUT without `url` on first registration is refused 422 naming `url` (reference choice)", async () => {
    const r = await t.call("PUT", "/notification-webhook", { body: { name: "x" } });
    expect(r.status).toBe(422);
    expect(reason(r)).toBe("webhook_url_required");
    expect(r.body.error.issues.map((i: any) => i.path)).toContain("/url");
    expect((await t.call("GET", "/notification-webhook")).body.webhook).toBeNull();
  });

  it("PUT registers with the reference defaults and is listed under id `default`", async () => {
    const r = await t.call("PUT", "/notification-webhook", { body: { url: URL1 } });
    valid("putNotificationWebhook", r, 200);
    expect(r.body).toMatchObject({
      id: "default",
      name: "default",
      url: URL1,
      enabled: true,
      hasSecret: false,
      types: [],
      runEvents: [],
      alertEvents: [],
    });
    expect(r.body.updatedAt).toBeTypeOf("number");
    const g = await t.call("GET", "/notification-webhook");
    valid("getNotificationWebhook", g, 200);
    expect(g.body.webhook).toEqual(r.body);
    const byId = await t.call("GET", "/notification-webhooks/default");
    expect(byId.body.webhook).toEqual(r.body);
    const list = await t.call("GET", "/notification-webhooks");
    expect(list.body.webhooks.map((h: any) => h.id)).toContain("default");
  });

  it("DELETE answers 204, idempotently, and leaves other endpoints alone", async () => {
    await t.call("PUT", "/notification-webhook", { body: { url: URL1 } });
    const before = (await t.call("GET", "/notification-webhooks")).body.webhooks.filter((h: any) => h.id !== "default");
    valid("deleteNotificationWebhook", await t.call("DELETE", "/notification-webhook"), 204);
    valid("deleteNotificationWebhook", await t.call("DELETE", "/notification-webhook"), 204);
    expect((await t.call("GET", "/notification-webhook")).body.webhook).toBeNull();
    expect((await t.call("GET", "/notification-webhooks")).body.webhooks).toEqual(before);
  });
});

describe("PUT keep-on-omit, secrets and updatedAt", () => {
  it("keeps every omitted field on a later PUT", async () => {
    const first = await t.call("PUT", "/notification-webhooks/team", {
      body: {
        url: URL1,
        name: "Team",
        enabled: false,
        types: ["ci_failed"],
        runEvents: ["run.failed"],
        alertEvents: ["platform_health.firing"],
        secret: SECRET,
      },
    });
    valid("putNotificationWebhookById", first, 200);
    const second = await t.call("PUT", "/notification-webhooks/team", { body: { name: "Team 2" } });
    valid("putNotificationWebhookById", second, 200);
    expect(second.body).toMatchObject({ ...first.body, name: "Team 2", updatedAt: second.body.updatedAt });
    expect(second.body.hasSecret).toBe(true);
    const third = await t.call("PUT", "/notification-webhooks/team", {
      body: { types: [], url: "https://hooks.example.com/b" },
    });
    expect(third.body).toMatchObject({
      name: "Team 2",
      types: [],
      url: "https://hooks.example.com/b",
      runEvents: ["run.failed"],
      enabled: false,
    });
  });

  it("never returns the secret: only `hasSecret` (doc 2 Authentication 10)", async () => {
    const p = await t.call("PUT", "/notification-webhooks/sig", { body: { url: URL1, secret: SECRET } });
    expect(p.body.hasSecret).toBe(true);
    const texts = [
      p.text,
      (await t.call("GET", "/notification-webhooks/sig")).text,
      (await t.call("GET", "/notification-webhooks")).text,
      (await t.call("PUT", "/notification-webhooks/sig", { body: { name: "renamed" } })).text,
    ];
    for (const text of texts) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('"secret"');
    }
  });

  it("stamps updatedAt on a change only (a secret always rotates)", async () => {
    const a = await t.call("PUT", "/notification-webhooks/stamp", { body: { url: URL1, name: "n" } });
    const same = await t.call("PUT", "/notification-webhooks/stamp", { body: { url: URL1, name: "n" } });
    expect(same.body.updatedAt).toBe(a.body.updatedAt);
    const empty = await t.call("PUT", "/notification-webhooks/stamp", { body: {} });
    expect(empty.body).toEqual(a.body);
    const changed = await t.call("PUT", "/notification-webhooks/stamp", { body: { enabled: false } });
    expect(changed.body.updatedAt).toBeGreaterThan(a.body.updatedAt);
    const rotated = await t.call("PUT", "/notification-webhooks/stamp", { body: { secret: SECRET } });
    const rotatedAgain = await t.call("PUT", "/notification-webhooks/stamp", { body: { secret: SECRET } });
    expect(rotatedAgain.body.updatedAt).toBeGreaterThan(rotated.body.updatedAt);
  });
});

describe("URL rules (doc 1 PutNotificationWebhook; doc 2 Events, Outbound webhook)", () => {
  it("refuses http: at the contract (400) and a non-public host with 422", async () => {
    expect(
      (await t.call("PUT", "/notification-webhooks/h", { body: { url: "http://hooks.example.com/a" } })).status,
    ).toBe(400);
    for (const url of [
      "https://localhost/hook",
      "https://127.0.0.1/hook",
      "https://10.1.2.3/x",
      "https://192.168.1.1/x",
      "https://[::1]/x",
      "https://intranet/x",
    ]) {
      const r = await t.call("PUT", "/notification-webhooks/h", { body: { url } });
      expect(r.status, url).toBe(422);
      expect(reason(r)).toBe("webhook_url_invalid");
    }
    expect((await t.call("GET", "/notification-webhooks/h")).body.webhook).toBeNull();
  });

  it("admits non-public https hosts when the deployment widened its allow-list (webhookAllowHttp)", async () => {
    const s = await fresh({ webhookAllowHttp: true });
    const r = await s.call("PUT", "/notification-webhooks/local", { body: { url: "https://localhost:8443/hook" } });
    valid("putNotificationWebhookById", r, 200);
    // The widened deployment validates against a contract that also admits http: (state/effective-contract.ts).
    const http = await s.call("PUT", "/notification-webhooks/local", { body: { url: "http://localhost/hook" } });
    valid("putNotificationWebhookById", http, 200);
    expect(http.body.url).toBe("http://localhost/hook");
  });

  it("webhookUrlProblem: https public only unless widened, then http and private hosts too", () => {
    expect(webhookUrlProblem("https://hooks.example.com/x", false)).toBeNull();
    expect(webhookUrlProblem("http://hooks.example.com/x", false)).toMatch(/https/);
    expect(webhookUrlProblem("https://172.16.0.1/x", false)).toMatch(/publicly routable/);
    expect(webhookUrlProblem("https://172.32.0.1/x", false)).toBeNull();
    expect(webhookUrlProblem("http://localhost/x", true)).toBeNull();
    expect(webhookUrlProblem("ftp://example.com/x", true)).not.toBeNull();
    expect(webhookUrlProblem("not a url", false)).not.toBeNull();
  });
});

describe("named routes", () => {
  it("GET of an unknown id is 200 with `webhook` null (not an error)", async () => {
    const r = await t.call("GET", "/notification-webhooks/nobody-here");
    valid("getNotificationWebhookById", r, 200);
    expect(r.body).toEqual({ webhook: null });
  });

  it("lists every endpoint ordered by id, unpaged, including the seeded one", async () => {
    for (const id of ["zeta", "alpha", "mid_1"])
      await t.call("PUT", `/notification-webhooks/${id}`, { body: { url: URL1 } });
    const r = await t.call("GET", "/notification-webhooks");
    valid("listNotificationWebhooks", r, 200);
    const ids = r.body.webhooks.map((h: any) => h.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining(["alpha", "mid_1", "zeta", "ops-alerts"]));
  });

  it("PUT is idempotent by id", async () => {
    const a = await t.call("PUT", "/notification-webhooks/idem", {
      body: { url: URL1, types: ["merge_review", "merge_review"] },
    });
    valid("putNotificationWebhookById", a, 200);
    expect(a.body.types).toEqual(["merge_review"]);
    const b = await t.call("PUT", "/notification-webhooks/idem", { body: { url: URL1, types: ["merge_review"] } });
    expect(b.body).toEqual(a.body);
    const list = (await t.call("GET", "/notification-webhooks")).body.webhooks.filter((h: any) => h.id === "idem");
    expect(list.length).toBe(1);
  });

  it("DELETE by id answers 204, idempotently, other endpoints untouched", async () => {
    await t.call("PUT", "/notification-webhooks/one", { body: { url: URL1 } });
    await t.call("PUT", "/notification-webhooks/two", { body: { url: URL1 } });
    valid("deleteNotificationWebhookById", await t.call("DELETE", "/notification-webhooks/one"), 204);
    valid("deleteNotificationWebhookById", await t.call("DELETE", "/notification-webhooks/one"), 204);
    valid("deleteNotificationWebhookById", await t.call("DELETE", "/notification-webhooks/never-was"), 204);
    const ids = (await t.call("GET", "/notification-webhooks")).body.webhooks.map((h: any) => h.id);
    expect(ids).not.toContain("one");
    expect(ids).toContain("two");
    // Notifications stay listable (doc 2 Events: endpoints change deliveries only).
    expect((await t.call("GET", "/notifications")).status).toBe(200);
  });

  it("refuses an id that is not a slug (contract: 400)", async () => {
    expect((await t.call("PUT", "/notification-webhooks/Bad.Id", { body: { url: URL1 } })).status).toBe(400);
    expect((await t.call("GET", "/notification-webhooks/UPPER")).status).toBe(400);
    expect((await t.call("GET", `/notification-webhooks/${"a".repeat(64)}`)).status).toBe(400);
  });
});

describe("per-workspace cap (options.webhookCap)", () => {
  it("refuses a NEW id beyond the cap with 409 webhook_limit_reached; editing existing ids is admitted", async () => {
    const s = await fresh({ webhookCap: 3 });
    // The seeded `ops-alerts` endpoint takes one place.
    expect((await s.call("PUT", "/notification-webhooks/a", { body: { url: URL1 } })).status).toBe(200);
    expect((await s.call("PUT", "/notification-webhook", { body: { url: URL1 } })).status).toBe(200);
    const over = await s.call("PUT", "/notification-webhooks/b", { body: { url: URL1 } });
    expect(over.status).toBe(409);
    expect(reason(over)).toBe("webhook_limit_reached");
    expect((await s.call("GET", "/notification-webhooks/b")).body.webhook).toBeNull();
    // Editing is admitted at the cap, on both routes.
    expect((await s.call("PUT", "/notification-webhooks/a", { body: { name: "A" } })).status).toBe(200);
    expect((await s.call("PUT", "/notification-webhook", { body: { enabled: false } })).status).toBe(200);
    expect((await s.call("PUT", "/notification-webhooks/ops-alerts", { body: { name: "Ops" } })).status).toBe(200);
    // The unnamed route registers `default`, a new id that can also exceed the cap.
    await s.call("DELETE", "/notification-webhook");
    expect((await s.call("PUT", "/notification-webhooks/b", { body: { url: URL1 } })).status).toBe(200);
    const def = await s.call("PUT", "/notification-webhook", { body: { url: URL1 } });
    expect(def.status).toBe(409);
    expect(reason(def)).toBe("webhook_limit_reached");
    // The cap is per workspace.
    expect((await s.call("PUT", "/notification-webhooks/c", { key: PEER, body: { url: URL1 } })).status).toBe(200);
  });
});

describe("scope and isolation", () => {
  it("every webhook route needs an admin key", async () => {
    const write = await t.mint("write");
    const decide = await t.mint("decide");
    for (const key of [write, decide]) {
      expect((await t.call("GET", "/notification-webhook", { key })).status).toBe(403);
      expect((await t.call("PUT", "/notification-webhook", { key, body: { url: URL1 } })).status).toBe(403);
      expect((await t.call("DELETE", "/notification-webhook", { key })).status).toBe(403);
      expect((await t.call("GET", "/notification-webhooks", { key })).status).toBe(403);
      expect((await t.call("GET", "/notification-webhooks/x", { key })).status).toBe(403);
      expect((await t.call("PUT", "/notification-webhooks/x", { key, body: { url: URL1 } })).status).toBe(403);
      expect((await t.call("DELETE", "/notification-webhooks/x", { key })).status).toBe(403);
    }
  });

  it("a workspace sees and deletes only its own endpoints", async () => {
    await t.call("PUT", "/notification-webhooks/mine", { body: { url: URL1 } });
    expect((await t.call("GET", "/notification-webhooks/mine", { key: PEER })).body.webhook).toBeNull();
    expect((await t.call("DELETE", "/notification-webhooks/mine", { key: PEER })).status).toBe(204);
    expect((await t.call("GET", "/notification-webhooks/mine")).body.webhook).not.toBeNull();
  });
});
