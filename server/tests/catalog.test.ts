/**
 * Catalogs and use cases (doc 2 Identity table: /models, /model-presets, /risk-policies,
 * /task-types; doc 2 Use cases; doc 2 Errors: the use-case rows; doc 1 "Resources described only by
 * prose": model catalog entry, model preset, risk policy, task type, use case).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER, testServer, type TestServer, valid, refused } from "./harness.ts";
import { spend } from "../domain/usage/state.ts";
import { individualUsageModelIds, presetUsesIndividualModel, validateTaskFields } from "../domain/catalog/state.ts";

let t: TestServer;
let read: string;
let write: string;

const invoke = (id: string, body: unknown, key = write) =>
  t.call("POST", `/use-cases/${id}/invocations`, { key, body });

beforeAll(async () => {
  t = await testServer();
  read = await t.mint("read");
  write = await t.mint("write");
});
afterAll(() => t.close());

describe("GET /models", () => {
  it("lists the catalog with the five availability flags; subscriptionConfigured is true, false or null", async () => {
    const r = await t.call("GET", "/models");
    valid("listModels", r, 200);
    for (const m of r.body.models) {
      for (const flag of ["available", "policyBlocked", "personalSubscription", "userScoped"])
        expect(typeof m[flag]).toBe("boolean");
      expect([true, false, null]).toContain(m.subscriptionConfigured);
    }
    const byId = Object.fromEntries(r.body.models.map((m: any) => [m.modelId, m]));
    expect(byId["model-standard"]).toMatchObject({
      available: true,
      policyBlocked: false,
      personalSubscription: false,
    });
    expect(byId["model-blocked"]).toMatchObject({ available: false, policyBlocked: true });
    expect(byId["model-personal"]).toMatchObject({
      personalSubscription: true,
      userScoped: true,
      subscriptionConfigured: true,
    });
    expect(byId["model-personal-unset"].subscriptionConfigured).toBe(false);
  });

  it("is admin only (403 for a decide key)", async () => {
    const decide = await t.mint("decide");
    expect((await t.call("GET", "/models", { key: decide })).status).toBe(403);
  });

  it("exports the individual-usage models for the start/retry rule", () => {
    const ws = t.server.state.workspaces.get("ws_a")!;
    expect(individualUsageModelIds(ws).sort()).toEqual(["model-personal", "model-personal-unset"]);
    expect(presetUsesIndividualModel(ws, "preset_personal_a")).toBe(true);
    expect(presetUsesIndividualModel(ws, "preset_balanced_a")).toBe(false);
  });
});

describe("GET /model-presets and /risk-policies", () => {
  it("lists presets with baseModelId, overrides and exactly one default", async () => {
    const r = await t.call("GET", "/model-presets");
    valid("listModelPresets", r, 200);
    expect(r.body.presets.length).toBeGreaterThan(1);
    for (const p of r.body.presets) {
      expect(typeof p.baseModelId).toBe("string");
      expect(typeof p.overrides).toBe("object");
    }
    const defaults = r.body.presets.filter((p: any) => p.isDefault);
    expect(defaults).toHaveLength(1);
    expect(r.body.defaultPresetId).toBe(defaults[0].presetId);
  });

  it("lists risk policies with autoMergeEnabled, dryRunRoles, caps and exactly one default", async () => {
    const r = await t.call("GET", "/risk-policies");
    valid("listRiskPolicies", r, 200);
    for (const p of r.body.riskPolicies) {
      expect(typeof p.autoMergeEnabled).toBe("boolean");
      expect(Array.isArray(p.dryRunRoles)).toBe(true);
      expect(Object.keys(p.caps).sort()).toEqual([
        "ciFixerAttempts",
        "releaseHealthWatchMinutes",
        "requirementRounds",
        "testerRounds",
      ]);
    }
    expect(r.body.riskPolicies.filter((p: any) => p.isDefault)).toHaveLength(1);
    expect(r.body.riskPolicies.some((p: any) => p.autoMergeEnabled)).toBe(true);
  });

  it("keeps presets and risk policies per workspace (ids differ)", async () => {
    const a = await t.call("GET", "/model-presets");
    const b = await t.call("GET", "/model-presets", { key: PEER });
    const idsA = a.body.presets.map((p: any) => p.presetId);
    for (const p of b.body.presets) expect(idsA).not.toContain(p.presetId);
  });
});

describe("GET /task-types", () => {
  it("lists the stated task types with field descriptors, a read key suffices, hidden types absent", async () => {
    const r = await t.call("GET", "/task-types", { key: read });
    valid("listTaskTypes", r, 200);
    const names = r.body.taskTypes.map((x: any) => x.taskType);
    for (const stated of ["feature", "bug", "document", "spike", "review", "ralph", "media", "recurring"])
      expect(names).toContain(stated);
    expect(names).not.toContain("internal-maintenance");
    for (const tt of r.body.taskTypes)
      for (const f of tt.fields) expect(["string", "enum", "string[]", "boolean", "number"]).toContain(f.type);
  });

  it("validates fields against the descriptors, naming every problem", () => {
    const ws = t.server.state.workspaces.get("ws_a")!;
    expect(validateTaskFields(ws, "feature", { priority: "high" })).toEqual([]);
    const issues = validateTaskFields(ws, "spike", { timeboxHours: 99, nope: true });
    expect(issues.map((i) => i.path).sort()).toEqual(["/fields/nope", "/fields/question", "/fields/timeboxHours"]);
    expect(validateTaskFields(ws, "spike", { timeboxHours: 2 }, { partial: true })).toEqual([]);
    expect(validateTaskFields(ws, "custom-type", { anything: 1 })).toEqual([]);
  });
});

describe("use cases", () => {
  it("lists the registered use cases (read key), each with models, availability causes, parameters and bounds", async () => {
    const r = await t.call("GET", "/use-cases", { key: read });
    valid("listUseCases", r, 200);
    expect(r.body.useCases.length).toBeGreaterThanOrEqual(2);
    const drn = r.body.useCases.find((u: any) => u.useCaseId === "draft-release-notes");
    expect(drn.models).toEqual([{ modelId: "model-container", available: false, cause: "container_only" }]);
    const sum = r.body.useCases.find((u: any) => u.useCaseId === "summarize-text");
    expect(sum.models.find((m: any) => m.modelId === "model-offline").cause).toBe("provider_unavailable");
    expect(sum.temperature).toMatchObject({ min: 0, max: 1 });
    expect(sum.output.maxOutputTokens).toBeGreaterThan(0);
  });

  it("reads one use case; an unknown id is 404", async () => {
    const r = await t.call("GET", "/use-cases/summarize-text", { key: read });
    valid("getUseCase", r, 200);
    expect(r.body.useCaseId).toBe("summarize-text");
    expect((await t.call("GET", "/use-cases/nope", { key: read })).status).toBe(404);
  });

  it("invokes synchronously: 200 with text, finishReason stop and truncated false", async () => {
    const r = await invoke("summarize-text", { parameters: { text: "The board export writes CSV files." } });
    valid("invokeUseCase", r, 200);
    expect(r.body.finishReason).toBe("stop");
    expect(r.body.truncated).toBe(false);
    expect(r.body.text).toContain("board export");
    // Deterministic: the same request generates the same text.
    expect(
      (await invoke("summarize-text", { parameters: { text: "The board export writes CSV files." } })).body.text,
    ).toBe(r.body.text);
  });

  it("answers finishReason length with truncated true (a prefix) when maxOutputTokens is small", async () => {
    const full = await invoke("summarize-text", { parameters: { text: "one two three four five six seven eight" } });
    const r = await invoke("summarize-text", {
      parameters: { text: "one two three four five six seven eight" },
      maxOutputTokens: 3,
    });
    valid("invokeUseCase", r, 200);
    expect(r.body).toMatchObject({ finishReason: "length", truncated: true });
    expect(r.body.text.split(/\s+/)).toHaveLength(3);
    expect(full.body.text.startsWith(r.body.text)).toBe(true);
  });

  it("needs a write key (403 for read); an unknown use case is 404", async () => {
    expect((await invoke("summarize-text", { parameters: { text: "x" } }, read)).status).toBe(403);
    expect((await invoke("nope", { parameters: {} })).status).toBe(404);
  });

  it("422 use_case_parameters_invalid names ALL problems at once", async () => {
    const r = await invoke("classify-ticket", {
      parameters: { body: 7, maxLabels: 99, extra: "x" },
      maxOutputTokens: 100000,
      temperature: 0.9,
    });
    refused(r, 422, "use_case_parameters_invalid");
    const paths = r.body.error.issues.map((i: any) => i.path).sort();
    expect(paths).toEqual([
      "/maxOutputTokens",
      "/parameters/body",
      "/parameters/extra",
      "/parameters/maxLabels",
      "/parameters/title",
      "/temperature",
    ]);
    refused(await invoke("summarize-text", { parameters: [] }), 422, "use_case_parameters_invalid");
  });

  it("422 use_case_model_not_allowed for a model outside the declared list", async () => {
    const r = await invoke("summarize-text", { parameters: { text: "x" }, modelId: "model-reasoning" });
    refused(r, 422, "use_case_model_not_allowed");
    expect(r.body.error.details.allowedModelIds).toContain("model-standard");
  });

  it("503 use_case_model_unavailable for a model that cannot be served inline", async () => {
    refused(await invoke("draft-release-notes", { parameters: { changes: ["a"] } }), 503, "use_case_model_unavailable");
    const r = await invoke("summarize-text", { parameters: { text: "x" }, modelId: "model-offline" });
    refused(r, 503, "use_case_model_unavailable");
    expect(r.body.error.details.cause).toBe("provider_unavailable");
  });

  it("503 empty reply, generation failed and timeout are provoked by the diagnostics drill", async () => {
    refused(await invoke("diagnostics-drill", { parameters: { outcome: "empty" } }), 503, "use_case_empty_reply");
    refused(await invoke("diagnostics-drill", { parameters: { outcome: "fail" } }), 503, "use_case_generation_failed");
    refused(await invoke("diagnostics-drill", { parameters: { outcome: "slow" } }), 503, "use_case_generation_timeout");
    // The documented remedy works: a smaller maxOutputTokens answers within the deadline.
    valid(
      "invokeUseCase",
      await invoke("diagnostics-drill", { parameters: { outcome: "slow" }, maxOutputTokens: 16 }),
      200,
    );
  });

  it("429 budget_exhausted once the workspace budget is exceeded, in that workspace only", async () => {
    const s = await testServer();
    try {
      const ws = s.server.state.workspaces.get("ws_a")!;
      spend(ws, ws.usage.costLimit);
      const r = await s.call("POST", "/use-cases/summarize-text/invocations", { body: { parameters: { text: "x" } } });
      refused(r, 429, "budget_exhausted");
      const peer = await s.call("POST", "/use-cases/summarize-text/invocations", {
        key: PEER,
        body: { parameters: { text: "x" } },
      });
      expect(peer.status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it("a non-string modelId is a 400 envelope", async () => {
    const r = await invoke("summarize-text", { parameters: { text: "x" }, modelId: 5 });
    expect(r.status).toBe(400);
    expect(r.body.error.issues[0].path).toBe("/modelId");
  });
});
