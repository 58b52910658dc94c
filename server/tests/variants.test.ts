/**
 * The variant catalogue (server/variants/): each variant really changes what it says it changes,
 * and nothing is on by default. The suite's side — zero failures under each variant — is
 * app/tests/variants-*.test.ts; a variant that changed nothing would make that proof empty.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { CLAUSE_BY_ID } from "../../contract/clauses/index.ts";
import { VARIANTS, type VariantName } from "../variants/index.ts";
import { startServer } from "../index.ts";
import type { ServerOptions } from "../options.ts";
import { ADMIN, PEER, testServer, type TestServer } from "./harness.ts";

const open: TestServer[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

async function on(variant: VariantName, more: Partial<ServerOptions> = {}): Promise<TestServer> {
  const t = await testServer({ port: 0, variants: [variant], ...more });
  open.push(t);
  return t;
}

async function task(t: TestServer, title = "variant task", key = ADMIN): Promise<string> {
  const r = await t.call("POST", "/services/svc_board_a/tasks", { key, body: { title } });
  expect(r.status, r.text).toBe(201);
  return r.body.taskId;
}

/** What each variant changes, observed through the API. */
const PROOFS: Record<VariantName, (t: TestServer) => Promise<void>> = {
  "cursor-garbage-from-start": async (t) => {
    const r = await t.call("GET", "/kaizen/entries?cursor=garbage");
    expect(r.status).toBe(200);
    expect(r.body.entries.length).toBeGreaterThan(0);
  },
  "cursor-foreign-from-start": async (t) => {
    const k = await t.call("GET", "/kaizen/entries?limit=1");
    expect(k.body.nextCursor).toEqual(expect.any(String));
    const r = await t.call(
      "GET",
      `/kaizen/entries?limit=1&status=complete&cursor=${encodeURIComponent(k.body.nextCursor)}`,
    );
    expect(r.status).toBe(200);
  },
  "page-default-limit-5": async (t) => {
    const r = await t.call("GET", "/kaizen/entries");
    expect(r.body.entries).toHaveLength(5);
    expect(r.body.nextCursor).toEqual(expect.any(String));
  },
  "page-empty-with-cursor": async (t) => {
    const first = await t.call("GET", "/kaizen/entries?limit=100");
    expect(first.body.entries.length).toBe(6);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await t.call("GET", `/kaizen/entries?limit=100&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body).toEqual({ entries: [], nextCursor: null });
    const mid = await t.call("GET", "/kaizen/entries?limit=2");
    const gap = await t.call("GET", `/kaizen/entries?limit=2&cursor=${encodeURIComponent(mid.body.nextCursor)}`);
    expect(gap.body.entries).toEqual([]);
    expect(gap.body.nextCursor).toEqual(expect.any(String));
    expect(gap.body.nextCursor).not.toBe(mid.body.nextCursor);
    const next = await t.call("GET", `/kaizen/entries?limit=2&cursor=${encodeURIComponent(gap.body.nextCursor)}`);
    expect(next.body.entries.map((e: { entryId: string }) => e.entryId)).not.toContain(mid.body.entries[0].entryId);
    expect(next.body.entries).toHaveLength(2);
  },
  "page-first-empty": async (t) => {
    const first = await t.call("GET", "/kaizen/entries");
    expect(first.body.entries).toEqual([]);
    const second = await t.call("GET", `/kaizen/entries?cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.entries).toHaveLength(6);
    expect(second.body.nextCursor).toBeNull();
  },
  "cursor-field-next": async (t) => {
    const jobs = await t.call("GET", "/jobs?limit=1");
    expect(jobs.body.nextCursor).toBeUndefined();
    expect(Object.keys(jobs.body)).toContain("next");
    expect(Object.keys((await t.call("GET", "/kaizen/entries?limit=1")).body)).toContain("nextCursor");
  },
  "tasks-newest-first": async (t) => {
    const older = await task(t, "older");
    const newer = await task(t, "newer");
    const ids = (await t.call("GET", "/services/svc_board_a/tasks")).body.tasks.map(
      (x: { taskId: string }) => x.taskId,
    );
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
  },
  "since-exclusive": async (t) => {
    const all = (await t.call("GET", "/kaizen/entries")).body.entries as { entryId: string; createdAt: number }[];
    const newest = all[0];
    const r = await t.call("GET", `/kaizen/entries?since=${newest.createdAt}`);
    expect(r.body.entries.map((e: { entryId: string }) => e.entryId)).not.toContain(newest.entryId);
  },
  "validation-422": async (t) => {
    const r = await t.call("GET", "/kaizen/entries?limit=0");
    expect(r.status).toBe(422);
    expect(r.body.error.issues.length).toBeGreaterThan(0);
  },
  "reason-only-in-details": async (t) => {
    const r = await t.call("GET", "/kaizen/entries/kzn_nope");
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("not_found");
    expect(r.body.error.details.reason).toBe("kaizen_entry_not_found");
  },
  "reason-only-in-code": async (t) => {
    const r = await t.call("GET", "/kaizen/entries/kzn_nope");
    expect(r.body.error.code).toBe("kaizen_entry_not_found");
    expect(r.body.error.details).toBeUndefined();
  },
  "no-error-issues": async (t) => {
    const r = await t.call("GET", "/kaizen/entries?limit=0");
    expect(r.status).toBe(400);
    expect(r.body.error.issues).toBeUndefined();
    expect(r.body.error.message).toMatch(/limit/);
  },
  "unstated-refusals-400": async (t) => {
    const a = await task(t);
    const self = await t.call("POST", `/tasks/${a}/dependencies`, { body: { dependsOnTaskId: a } });
    expect(self.status).toBe(400);
    const unsettled = await t.call("GET", "/kaizen/entries?status=running");
    const ack = await t.call("POST", `/kaizen/entries/${unsettled.body.entries[0].entryId}/acknowledge`, { body: {} });
    expect(ack.status).toBe(409); // stated: 409 kaizen_entry_not_settled stays
  },
  "unstated-refusals-422": async (t) => {
    const [a, b] = [await task(t), await task(t)];
    expect((await t.call("POST", `/tasks/${a}/dependencies`, { body: { dependsOnTaskId: b } })).status).toBe(200);
    expect((await t.call("POST", `/tasks/${b}/dependencies`, { body: { dependsOnTaskId: a } })).status).toBe(422);
  },
  "json-charset": async (t) => {
    expect((await t.call("GET", "/me")).headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect((await t.call("GET", "/me", { key: null })).headers.get("content-type")).toBe(
      "application/json; charset=utf-8",
    );
  },
  "ids-with-colon": async (t) => {
    expect(await task(t)).toMatch(/^tsk:/);
  },
  "ids-uuid": async (t) => {
    expect(await task(t)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  },
  "timestamps-fractional-seconds": async (t) => {
    const id = await task(t);
    const stamps = (await t.call("GET", "/keys")).body.keys.map((k: { createdAt: number }) => k.createdAt);
    expect(stamps.every((s: number) => s > 1e9 && s < 1e11)).toBe(true);
    expect(stamps.some((s: number) => !Number.isInteger(s))).toBe(true);
    expect(id).toBeTruthy();
  },
  "timestamps-whole-seconds": async (t) => {
    const stamps = (await t.call("GET", "/keys")).body.keys.map((k: { createdAt: number }) => k.createdAt);
    expect(stamps.every((s: number) => Number.isInteger(s) && s > 1e9 && s < 1e11)).toBe(true);
  },
  "webhook-cap-1": async (t) => expect(await newHooksAdmitted(t)).toBe(0),
  "webhook-cap-2": async (t) => expect(await newHooksAdmitted(t)).toBe(1),
  "webhook-cap-3": async (t) => expect(await newHooksAdmitted(t)).toBe(2),
  "key-revoke-unknown-404": async (t) => {
    expect((await t.call("DELETE", "/keys/nosuchkey")).status).toBe(404);
    const minted = await t.call("POST", "/keys", { body: { label: "to revoke" } });
    expect((await t.call("DELETE", `/keys/${minted.body.key.id}`)).status).toBe(204);
    expect((await t.call("DELETE", `/keys/${minted.body.key.id}`)).status).toBe(204);
  },
  "key-secret-part-only": async (t) => {
    const minted = await t.call("POST", "/keys", { body: { label: "part only", scope: "read" } });
    expect(minted.body.secret).not.toContain(".");
    expect((await t.call("GET", "/me", { key: `apk_${minted.body.key.id}.${minted.body.secret}` })).status).toBe(200);
  },
  "task-type-default-other": async (t) => {
    const r = await t.call("POST", "/services/svc_board_a/tasks", { body: { title: "no type" } });
    expect(r.body.taskType).toBe("chore");
  },
  "webhook-defaults-other": async (t) => {
    const r = await t.call("PUT", "/notification-webhooks/fresh", { body: { url: "https://hooks.example.com/x" } });
    expect(r.body).toMatchObject({
      enabled: false,
      name: "endpoint fresh",
      runEvents: ["run.started", "run.completed", "run.failed"],
    });
  },
  "dismiss-closed-refused": async (t) => {
    const id = (await t.call("GET", "/notifications")).body.notifications[0].id;
    expect((await t.call("POST", `/notifications/${id}/dismiss`)).status).toBe(200);
    expect((await t.call("POST", `/notifications/${id}/dismiss`)).status).toBe(409);
  },
  "dependency-refusals-422": async (t) => {
    const [a, b] = [await task(t), await task(t)];
    await t.call("POST", `/tasks/${a}/dependencies`, { body: { dependsOnTaskId: b } });
    expect((await t.call("POST", `/tasks/${b}/dependencies`, { body: { dependsOnTaskId: a } })).status).toBe(422);
    expect((await t.call("POST", `/tasks/${a}/dependencies`, { body: { dependsOnTaskId: "tsk_done_b" } })).status).toBe(
      422,
    );
  },
  "unknown-fields-refused": async (t) => {
    expect((await t.call("POST", "/keys", { body: { label: "x", colour: "blue" } })).status).toBe(400);
    expect((await t.call("POST", "/keys", { body: { label: "x" } })).status).toBe(201);
    // An object* body stays open.
    expect((await t.call("POST", "/services", { body: { title: "x", colour: "blue" } })).status).toBe(201);
  },
  "service-title-required": async (t) => {
    expect((await t.call("POST", "/services", { body: {} })).status).toBe(422);
    expect((await t.call("POST", "/services", { body: { title: " " } })).status).toBe(422);
    expect((await t.call("POST", "/services", { body: { title: "Named" } })).status).toBe(201);
  },
  "effort-body-checked-first": async (t) => {
    // The body is checked first: `{}` is refused even for a record that does not exist…
    expect((await t.call("POST", "/merge-records/mrg_unknown/effort", { body: {} })).status).toBe(400);
    expect((await t.call("POST", "/merge-records/mrg_unknown/effort", { body: { effort: "minor" } })).status).toBe(404);
    // …and a tag is still taken.
    expect((await t.call("POST", "/merge-records/mrg_done_a/effort", { body: { effort: "minor" } })).status).toBe(200);
  },
  "job-slots-1": async (t) => {
    expect(t.server.state.options.jobSlots).toBe(1);
    expect((await t.call("POST", "/jobs", { body: { input: "a", pipelineId: "pl_job_echo" } })).status).toBe(202);
    expect((await t.call("POST", "/jobs", { body: { input: "b", pipelineId: "pl_job_echo" } })).status).toBe(429);
  },
  "stream-cap-1": async (t) => {
    expect(t.server.state.options.streamCap).toBe(1);
  },
  "spend-window-default-7d": async (t) => {
    expect((await t.call("GET", "/usage/spend?dimension=model")).body.window).toBe("7d");
  },
  "additive-fields": async (t) => {
    const me = await t.call("GET", "/me");
    expect(me.body.extension).toBe("v1.62");
    expect((await t.call("GET", "/kaizen/entries/kzn_nope")).body.error.extension).toBe("v1.62");
  },
  "lists-reversed": async (t) => {
    const ids = (await t.call("GET", "/services")).body.services.map((s: { serviceId: string }) => s.serviceId);
    expect(ids.indexOf("svc_norepo_a")).toBeLessThan(ids.indexOf("svc_board_a"));
  },
  "writeback-extra-flag": async (t) => {
    expect((await t.call("GET", "/tracker/writeback")).body.managedByAccount).toBe(false);
  },
  "unknown-query-refused": async (t) => {
    expect((await t.call("GET", "/me?colour=blue")).status).toBe(400);
    expect((await t.call("GET", "/kaizen/entries?limit=1")).status).toBe(200);
  },
  "bodyless-refuses-body": async (t) => {
    expect((await t.call("DELETE", "/keys/nosuchkey", { body: {} })).status).toBe(400);
    expect((await t.call("DELETE", "/keys/nosuchkey")).status).toBe(204);
  },
  "sse-unnamed-progress": async (t) => {
    const frames = await streamText(t);
    expect(frames).toMatch(/\ndata: /);
    expect(frames).not.toMatch(/event: progress/);
    expect(frames).toMatch(/event: done/);
  },
  "sse-framing": async (t) => {
    const frames = await streamText(t);
    expect(frames).toMatch(/^retry: 3000\r\n/);
    expect(frames).toMatch(/\r\ndata: \{\r\ndata: {2}"/);
  },
};

/** The raw text of a finished job's event stream. */
async function streamText(t: TestServer): Promise<string> {
  const job = await t.call("POST", "/jobs", { body: { input: "a", pipelineId: "pl_job_echo" } });
  const res = await fetch(`${t.server.url}/api/v1/jobs/${job.body.jobId}/events`, {
    headers: { authorization: `Bearer ${ADMIN}` },
  });
  return res.text();
}

/** How many new webhook ids the workspace admits before 409 `webhook_limit_reached`. */
async function newHooksAdmitted(t: TestServer): Promise<number> {
  for (let n = 0; n < 20; n++) {
    const r = await t.call("PUT", `/notification-webhooks/variant-${n}`, {
      body: { url: "https://hooks.example.com/x" },
    });
    if (r.status === 409) return n;
    expect(r.status, r.text).toBe(200);
  }
  return Infinity;
}

describe("the variant catalogue", () => {
  it("cites existing clause ids and has a proof for every variant", () => {
    for (const [name, def] of Object.entries(VARIANTS)) {
      for (const id of def.clause) expect(CLAUSE_BY_ID.has(id), `${name} cites ${id}`).toBe(true);
      expect(def.description.length, name).toBeGreaterThan(20);
    }
    expect(Object.keys(PROOFS).sort()).toEqual(Object.keys(VARIANTS).sort());
  });

  it("lists every variant in server/README.md's table, and nothing else, and docs/figures.md counts them", () => {
    const readme = readFileSync(fileURLToPath(new URL("../README.md", import.meta.url)), "utf8");
    const rows = [...readme.slice(readme.indexOf("## Variants")).matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
    expect(rows.sort()).toEqual(Object.keys(VARIANTS).sort());
    const figures = readFileSync(fileURLToPath(new URL("../../docs/figures.md", import.meta.url)), "utf8");
    expect(figures).toContain(`| variants (other allowed readings) | ${Object.keys(VARIANTS).length} |`);
  });

  it("refuses an unknown variant, naming the known ones", async () => {
    await expect(startServer({ port: 0, variants: ["no-such-variant"] })).rejects.toThrow(
      /unknown variant no-such-variant; known: cursor-garbage-from-start/,
    );
  });

  it.each(Object.keys(VARIANTS) as VariantName[])("%s changes what it says", async (name) => {
    const t = await on(name, { clockStart: Date.UTC(2026, 0, 1) + 123 });
    await PROOFS[name](t);
  });

  it.each(Object.keys(VARIANTS) as VariantName[])("%s is off by default", async (name) => {
    const t = await testServer({ port: 0, clockStart: Date.UTC(2026, 0, 1) + 123 });
    open.push(t);
    await expect(PROOFS[name](t)).rejects.toThrow();
  });

  it("leaves the peer workspace's seeded ids alone", async () => {
    const t = await on("ids-with-colon");
    expect((await t.call("GET", "/tasks/tsk_done_b", { key: PEER })).status).toBe(200);
  });
});
