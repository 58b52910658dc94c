/**
 * Use cases (doc 1 "Resources described only by prose": "what it generates, allowed models (each
 * with availability; an unavailable one carries cause `provider_unavailable` or `container_only`),
 * accepted parameters, temperature and output bounds"; doc 2 Use cases). Registered by the
 * deployment, so the same ids in every workspace. Field names are reference choices.
 */
import type { Workspace } from "../workspace.ts";
import type { FieldDescriptor } from "./task-types.ts";
import { findModel } from "./models.ts";

export interface UseCaseDef {
  useCaseId: string;
  name: string;
  /** What it generates. */
  generates: string;
  /** The declared model list; the first is the default. */
  modelIds: string[];
  parameters: FieldDescriptor[];
  temperature: { min: number; max: number; default: number };
  output: { defaultMaxOutputTokens: number; maxOutputTokens: number };
}

export type UnavailableCause = "provider_unavailable" | "container_only";

const TEMP = { min: 0, max: 1, default: 0.2 };

export function seededUseCases(): UseCaseDef[] {
  return [
    {
      useCaseId: "summarize-text",
      name: "Summarize text",
      generates: "a plain-text summary of the given text",
      modelIds: ["model-standard", "model-fast", "model-offline"],
      parameters: [
        { name: "text", label: "Text to summarize", type: "string", required: true, maxLength: 20000 },
        { name: "style", label: "Style", type: "enum", required: false, options: ["brief", "detailed"] },
        { name: "bulletPoints", label: "As bullet points", type: "boolean", required: false },
      ],
      temperature: TEMP,
      output: { defaultMaxOutputTokens: 256, maxOutputTokens: 2048 },
    },
    {
      useCaseId: "classify-ticket",
      name: "Classify a ticket",
      generates: "labels for a tracker ticket, one per line",
      modelIds: ["model-fast", "model-standard"],
      parameters: [
        { name: "title", label: "Ticket title", type: "string", required: true, maxLength: 200 },
        { name: "body", label: "Ticket body", type: "string", required: false, maxLength: 10000 },
        {
          name: "candidateLabels",
          label: "Candidate labels",
          type: "string[]",
          required: false,
          maxItems: 20,
          maxLength: 60,
        },
        { name: "maxLabels", label: "Most labels to return", type: "number", required: false, min: 1, max: 10 },
      ],
      temperature: { min: 0, max: 0.5, default: 0 },
      output: { defaultMaxOutputTokens: 64, maxOutputTokens: 256 },
    },
    {
      // Its only model is container-only: every invocation is 503 `use_case_model_unavailable`.
      useCaseId: "draft-release-notes",
      name: "Draft release notes",
      generates: "release notes from a list of merged changes",
      modelIds: ["model-container"],
      parameters: [
        { name: "changes", label: "Merged changes", type: "string[]", required: true, maxItems: 200, maxLength: 500 },
      ],
      temperature: TEMP,
      output: { defaultMaxOutputTokens: 512, maxOutputTokens: 4096 },
    },
    {
      // Provokes the other documented 503 reasons deterministically (doc 2 Errors): `outcome`
      // `empty` → use_case_empty_reply, `fail` → use_case_generation_failed, `slow` →
      // use_case_generation_timeout unless `maxOutputTokens` is at most SLOW_TOKEN_BUDGET.
      useCaseId: "diagnostics-drill",
      name: "Diagnostics drill",
      generates: "a fixed acknowledgement, or a chosen failure of the generation",
      modelIds: ["model-standard"],
      parameters: [
        {
          name: "outcome",
          label: "Outcome to provoke",
          type: "enum",
          required: true,
          options: ["ok", "empty", "fail", "slow"],
        },
      ],
      temperature: TEMP,
      output: { defaultMaxOutputTokens: 256, maxOutputTokens: 1024 },
    },
  ];
}

/** `slow` answers within the per-invocation deadline only for at most this many output tokens. */
export const SLOW_TOKEN_BUDGET = 32;

export function findUseCase(ws: Workspace, useCaseId: string): UseCaseDef | undefined {
  return ws.catalog.useCases.find((u) => u.useCaseId === useCaseId);
}

/** Why a declared model cannot be served inline now, or null when it can. */
export function unavailableCause(ws: Workspace, modelId: string): UnavailableCause | null {
  const m = findModel(ws, modelId);
  if (!m?.available || m.policyBlocked) return "provider_unavailable";
  if (!m.inline) return "container_only";
  return null;
}

export function publicUseCase(ws: Workspace, u: UseCaseDef) {
  return {
    useCaseId: u.useCaseId,
    name: u.name,
    generates: u.generates,
    defaultModelId: u.modelIds[0],
    models: u.modelIds.map((modelId) => {
      const cause = unavailableCause(ws, modelId);
      return { modelId, available: cause === null, cause };
    }),
    parameters: u.parameters.map((d) => ({ ...d, ...(d.options ? { options: [...d.options] } : {}) })),
    temperature: { ...u.temperature },
    output: { ...u.output },
  };
}
