/**
 * Each validator accepts a hand-written valid example and refuses the same example with one field
 * wrong, across the kinds of constraint the contract states: nullable-required, optional-not-nullable,
 * closed enums, bounds, formats and patterns, `object*`, tagged unions, and coerced query parameters.
 */
import { describe, expect, it } from "vitest";
import { contractIndex, ContractValidators } from "../index.ts";

const v = new ContractValidators(contractIndex());

const task = {
  autoStartDependents: false,
  dependsOn: [],
  description: "",
  modelPresetId: null,
  progress: 0,
  pullRequestUrl: null,
  riskPolicyId: null,
  runId: null,
  serviceId: "svc_1",
  status: "planned",
  taskId: "tsk_1",
  taskType: "feature",
  title: "A task",
};
const notification = {
  blockId: null,
  body: "b",
  createdAt: 1,
  executionId: null,
  id: "n1",
  resolvedAt: null,
  status: "open",
  title: "t",
  type: "ci_failed",
};
const identity = {
  accountId: "a",
  createdAt: 1,
  externalIdentity: null,
  keyId: "k",
  label: "l",
  scope: "read",
  workspaceId: "w",
};

function without<T extends object>(o: T, k: keyof T): Partial<T> {
  const c = { ...o };
  delete c[k];
  return c;
}

describe("schema validators", () => {
  it("nullable-required: null is accepted, absence is refused", () => {
    const s = v.schema("PublicTask");
    expect(s(task).ok).toBe(true);
    expect(s({ ...task, runId: "run_1" }).ok).toBe(true);
    const missing = s(without(task, "runId"));
    expect(missing.ok).toBe(false);
    expect(missing.issues[0]).toMatchObject({ keyword: "required", params: { missingProperty: "runId" } });
    expect(s({ ...task, progress: null }).ok).toBe(false);
  });

  it("optional-not-nullable: absence is accepted, null is refused; optional nullable takes null", () => {
    const s = v.schema("Notification");
    expect(s(notification).ok).toBe(true);
    expect(s({ ...notification, severity: "urgent" }).ok).toBe(true);
    expect(s({ ...notification, severity: null }).ok).toBe(false);
    expect(s({ ...notification, payload: null }).ok).toBe(true);
    expect(s({ ...notification, payload: { recordId: "r" } }).ok).toBe(true);
  });

  it("closed enums: exact refuses an unknown value, tolerant accepts it, drift names it", () => {
    const bad = { ...identity, scope: "root" };
    expect(v.schema("PublicIdentity", "exact")(identity).ok).toBe(true);
    expect(v.schema("PublicIdentity", "exact")(bad).ok).toBe(false);
    expect(v.schema("PublicIdentity", "tolerant")(bad).ok).toBe(true);
    expect(v.response("getMe", 200)!(bad).ok).toBe(true);
    expect(v.drift("getMe", 200, bad)).toEqual([
      expect.objectContaining({ kind: "unknown-enum-value", path: "/scope" }),
    ]);
    expect(v.drift("getMe", 200, identity)).toEqual([]);
  });

  it("unknown fields pass the response validator and are reported as drift", () => {
    const extra = { ...identity, shoeSize: 42 };
    expect(v.response("getMe", 200)!(extra).ok).toBe(true);
    expect(v.drift("getMe", 200, extra)).toEqual([
      { kind: "unknown-field", path: "/shoeSize", detail: expect.any(String) },
    ]);
  });

  it("bounds: length limits on request fields", () => {
    const s = v.requestBody("createServiceTask")!;
    expect(s({ title: "x" }).ok).toBe(true);
    expect(s({ title: "x".repeat(200) }).ok).toBe(true);
    expect(s({ title: "" }).ok).toBe(false);
    expect(s({ title: "x".repeat(201) }).ok).toBe(false);
    expect(s({ title: "x", description: "d".repeat(2001) }).ok).toBe(false);
    expect(s({}).ok).toBe(false);
  });

  it("formats and patterns: webhook url https only, secret 16-200, blank findings refused", () => {
    const put = v.schema("PutNotificationWebhook");
    expect(put({ url: "https://hooks.example.com/x", secret: "s".repeat(16) }).ok).toBe(true);
    expect(put({ url: "http://hooks.example.com/x" }).ok).toBe(false);
    expect(put({ url: `https://${"a".repeat(2000)}` }).ok).toBe(false);
    expect(put({ secret: "s".repeat(15) }).ok).toBe(false);
    expect(put({}).ok).toBe(true);
    const fix = v.schema("PublicRequestGateFix");
    expect(fix({ findings: "the button is off" }).ok).toBe(true);
    expect(fix({ findings: "   " }).ok).toBe(false);
  });

  it("mintable scopes: admin cannot be asked for; externalIdentity has no control characters", () => {
    const s = v.schema("CreateHeadlessPublicApiKey");
    expect(s({ label: "ci" }).ok).toBe(true);
    expect(s({ label: "ci", scope: "decide" }).ok).toBe(true);
    expect(s({ label: "ci", scope: "admin" }).ok).toBe(false);
    expect(s({ label: "ci", externalIdentity: "bot\n" }).ok).toBe(false);
  });

  it("object*: any object passes, a non-object does not", () => {
    const run = v.schema("PublicRun");
    const ok = {
      createdAt: 1,
      currentStep: 0,
      error: { anything: [1, 2] },
      externalIdentity: null,
      externalIdentityWithheld: false,
      pullRequest: null,
      runId: "r",
      status: "running",
      steps: [{}],
      taskId: "t",
    };
    expect(run(ok).ok).toBe(true);
    expect(run({ ...ok, error: "boom" }).ok).toBe(false);
    expect(v.drift("getTaskRun", 200, { ...ok, error: { undocumented: true } })).toEqual([]);
  });

  it("tagged unions: each branch by its tag; unknown tag refused exactly, tolerated in responses; no tag refused in both", () => {
    const doc = v.schema("PublicTaskDocument");
    expect(doc({ kind: "upload", title: "notes", content: "hello" }).ok).toBe(true);
    expect(doc({ kind: "source", ref: "PAGE-1", source: "wiki" }).ok).toBe(true);
    expect(doc({ kind: "upload", title: "notes" }).ok).toBe(false);
    expect(doc({ kind: "upload", title: "notes", content: "" }).ok).toBe(false);
    expect(doc({ kind: "carrier-pigeon" }).ok).toBe(false);
    expect(v.schema("PublicTaskDocument", "tolerant")({ kind: "carrier-pigeon" }).ok).toBe(true);
    expect(v.schema("PublicTaskDocument", "tolerant")({ kind: "upload", title: "notes" }).ok).toBe(false);
    // A new tag is tolerated; no tag at all names none of the shapes.
    expect(v.schema("PublicTaskDocument", "tolerant")({ title: "notes", content: "hello" }).ok).toBe(false);
    expect(v.schema("DocumentFreshness", "tolerant")({}).ok).toBe(false);
    expect(v.schema("DocumentFreshness", "tolerant")({ status: "stale" }).ok).toBe(true);
  });

  it("error statuses validate against the error envelope", () => {
    const r = v.response("getKaizenEntry", 404)!;
    expect(
      r({ error: { code: "not_found", message: "no such entry", details: { reason: "kaizen_entry_not_found" } } }).ok,
    ).toBe(true);
    expect(r({ error: { message: "no code" } }).ok).toBe(false);
    expect(r({ message: "bare" }).ok).toBe(false);
  });
});

describe("parameter validators", () => {
  it("coerce decimal strings and enforce the Limits table", () => {
    const p = v.params("listServiceTasks");
    const ok = p({ path: { serviceId: "s" }, query: { limit: "100", cursor: "c" } });
    expect(ok.ok).toBe(true);
    expect(ok.value!.query.limit).toBe(100);
    expect(p({ path: { serviceId: "s" }, query: { limit: "0" } }).ok).toBe(false);
    expect(p({ path: { serviceId: "s" }, query: { limit: "101" } }).ok).toBe(false);
    expect(p({ path: { serviceId: "s" }, query: { limit: "ten" } }).ok).toBe(false);
    expect(p({ path: { serviceId: "s" }, query: { cursor: "c".repeat(201) } }).ok).toBe(false);
    expect(p({ path: { serviceId: "s" }, query: { status: "sleeping" } }).ok).toBe(false);
    expect(p({ path: { serviceId: "s" }, query: { unknownParam: "x" } }).ok).toBe(true);
  });

  it("enforce required query parameters and the spend bounds", () => {
    const p = v.params("getUsageSpend");
    expect(p({ path: {}, query: { dimension: "model" } }).ok).toBe(true);
    expect(p({ path: {}, query: {} }).ok).toBe(false);
    expect(p({ path: {}, query: { dimension: "model", limit: "500" } }).ok).toBe(true);
    expect(p({ path: {}, query: { dimension: "model", limit: "501" } }).ok).toBe(false);
  });

  it("enforce slug webhook ids in the path", () => {
    const p = v.params("putNotificationWebhookById");
    expect(p({ path: { webhookId: "ops-alerts_2" }, query: {} }).ok).toBe(true);
    expect(p({ path: { webhookId: "Ops Alerts" }, query: {} }).ok).toBe(false);
    expect(p({ path: { webhookId: "a".repeat(64) }, query: {} }).ok).toBe(false);
  });
});
