/**
 * Workspace isolation (doc 2 Authentication 3): every id of workspace A read, listed or written
 * with B's admin key is a 404 (or an absent row), never A's data; and every list B sees holds none
 * of A's ids.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedIds } from "../state/seed-ids.ts";
import { PEER, testServer, type TestServer } from "./harness.ts";

let t: TestServer;
const a = seedIds("ws_a");
beforeAll(async () => {
  t = await testServer();
});
afterAll(() => t.close());

describe("workspace isolation", () => {
  it("answers 404 to B for A's seeded ids on every read and write route that addresses them", async () => {
    const probes: [string, string, unknown?][] = [
      ["GET", `/tasks/${a.taskDone}`],
      ["PATCH", `/tasks/${a.taskDone}`, { title: "stolen" }],
      ["DELETE", `/tasks/${a.taskDone}`],
      ["GET", `/tasks/${a.taskDone}/run`],
      ["GET", `/tasks/${a.taskDone}/documents`],
      ["POST", `/tasks/${a.taskFailed}/retry`],
      ["GET", `/runs/${a.runDone}/decisions`],
      ["GET", `/runs/${a.runDone}/report`],
      ["GET", `/runs/${a.runDone}/artifacts`],
      ["GET", `/runs/${a.runDone}/merge-record`],
      ["GET", `/debug/runs/${a.runDone}`],
      ["GET", `/artifacts/${a.artifact}/blob`],
      ["GET", `/merge-records/${a.mergeRecord}`],
      ["PATCH", `/services/${a.service}`, { title: "stolen" }],
      ["DELETE", `/services/${a.service}`],
      ["GET", `/services/${a.service}/spec`],
      ["GET", `/services/${a.service}/tasks`],
    ];
    for (const [method, path, body] of probes) {
      const r = await t.call(method, path, { key: PEER, body });
      expect(r.status, `${method} ${path}: ${r.text}`).toBe(404);
      expect(r.text).not.toContain("Board app");
    }
    // A's data is untouched.
    expect((await t.call("GET", `/tasks/${a.taskDone}`)).status).toBe(200);
    expect(
      (await t.call("GET", `/services/${a.service}`.replace(/\/services\/.*/, "/services"))).body.services.map(
        (s: { serviceId: string }) => s.serviceId,
      ),
    ).toContain(a.service);
  });

  it("lists nothing of A to B", async () => {
    for (const path of [
      "/services",
      "/kaizen/entries",
      "/jobs",
      "/notifications",
      "/keys",
      "/debug/runs",
      "/notification-webhooks",
      "/repos",
    ]) {
      const r = await t.call("GET", path, { key: PEER });
      expect(r.status, path).toBe(200);
      expect(r.text, path).not.toMatch(/_a"|ws_a|devadmin/);
    }
  });
});
