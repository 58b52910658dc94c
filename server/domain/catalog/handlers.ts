/**
 * Catalogs and use cases (doc 2 Identity table: /models, /model-presets, /risk-policies,
 * /task-types; doc 2 Use cases; doc 1 "Resources described only by prose"). Response field names
 * are reference choices (doc 1: "Exact field names ... not shown").
 */
import type { HandlerTable } from "../../state/context.ts";
import { ok } from "../../state/reply.ts";
import { notFound } from "../../state/errors.ts";
import { publicModel, publicPreset, publicRiskPolicy } from "./models.ts";
import { publicTaskType } from "./task-types.ts";
import { findUseCase, publicUseCase } from "./use-cases.ts";
import { invoke, type InvocationBody } from "./invoke.ts";

export const handlers: HandlerTable = {
  listModels: ({ ws, key }) => ok({ models: ws.catalog.models.map((m) => publicModel(m, key)) }),

  listModelPresets: ({ ws }) =>
    ok({
      presets: ws.catalog.presets.map(publicPreset),
      defaultPresetId: ws.catalog.presets.find((p) => p.isDefault)?.presetId ?? null,
    }),

  listRiskPolicies: ({ ws }) =>
    ok({
      riskPolicies: ws.catalog.riskPolicies.map(publicRiskPolicy),
      defaultRiskPolicyId: ws.catalog.riskPolicies.find((p) => p.isDefault)?.riskPolicyId ?? null,
    }),

  // doc 1: hidden types are absent.
  listTaskTypes: ({ ws }) => ok({ taskTypes: ws.catalog.taskTypes.filter((t) => !t.hidden).map(publicTaskType) }),

  // doc 2 Use cases: "an empty list means none registered".
  listUseCases: ({ ws }) => ok({ useCases: ws.catalog.useCases.map((u) => publicUseCase(ws, u)) }),

  getUseCase: ({ ws, params }) => {
    const u = findUseCase(ws, params.useCaseId);
    if (!u) throw notFound("use case");
    return ok(publicUseCase(ws, u));
  },

  invokeUseCase: ({ ws, params, body }) => {
    const u = findUseCase(ws, params.useCaseId);
    if (!u) throw notFound("use case");
    return ok(invoke(ws, u, (body ?? {}) as InvocationBody));
  },
};
