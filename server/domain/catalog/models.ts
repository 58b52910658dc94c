/**
 * The model catalog, model presets and risk policies (doc 1 "Resources described only by prose":
 * model catalog entry, model preset, risk policy; doc 2 Identity table: GET /models, /model-presets,
 * /risk-policies). Exact field names are not shown; the names below are reference choices.
 */
import type { Workspace } from "../workspace.ts";
import type { KeyRecord } from "../keys/store.ts";

export interface ModelEntry {
  modelId: string;
  name: string;
  provider: string;
  vendor: string | null;
  /** Servable right now (a policy block or a provider outage makes it false). */
  available: boolean;
  policyBlocked: boolean;
  /** Runs on a personal credential (an individual-usage model, doc 2 Authentication 9). */
  personalSubscription: boolean;
  /** For a personal-subscription model: whether the key's person configured it (null: nobody to ask). */
  subscriptionConfigured: boolean;
  /** Superseded by `personalSubscription` (doc 1); kept equal to it. */
  userScoped: boolean;
  /** Served by an inline (non-container) call: use cases can run on it (doc 1 Use cases). */
  inline: boolean;
}

export interface ModelPreset {
  presetId: string;
  name: string;
  baseModelId: string;
  /** Agent kinds that run on another model than the base one. */
  overrides: Record<string, string>;
  isDefault: boolean;
}

export interface RiskPolicy {
  riskPolicyId: string;
  name: string;
  /** The master switch for merging without a human. */
  autoMergeEnabled: boolean;
  /** Agent roles that run without side effects (report what they would do). */
  dryRunRoles: string[];
  caps: { ciFixerAttempts: number; requirementRounds: number; testerRounds: number; releaseHealthWatchMinutes: number };
  isDefault: boolean;
}

const model = (m: Partial<ModelEntry> & Pick<ModelEntry, "modelId" | "name" | "provider">): ModelEntry => ({
  vendor: m.provider,
  available: true,
  policyBlocked: false,
  personalSubscription: false,
  subscriptionConfigured: false,
  userScoped: false,
  inline: true,
  ...m,
});

/** The deployment's models: the same ids in every workspace (a catalogue, not workspace data). */
export function seededModels(): ModelEntry[] {
  return [
    model({ modelId: "model-standard", name: "Standard", provider: "vendor-a" }),
    model({ modelId: "model-fast", name: "Fast", provider: "vendor-a" }),
    model({ modelId: "model-reasoning", name: "Reasoning", provider: "vendor-b" }),
    // Individual-usage models: a personal credential (doc 2 Authentication 9).
    model({
      modelId: "model-personal",
      name: "Personal plan",
      provider: "vendor-b-subscription",
      vendor: null,
      personalSubscription: true,
      userScoped: true,
      subscriptionConfigured: true,
    }),
    model({
      modelId: "model-personal-unset",
      name: "Personal plan (not configured)",
      provider: "vendor-c-subscription",
      vendor: null,
      personalSubscription: true,
      userScoped: true,
      subscriptionConfigured: false,
      available: false,
    }),
    model({
      modelId: "model-blocked",
      name: "Blocked by policy",
      provider: "vendor-c",
      available: false,
      policyBlocked: true,
    }),
    // Served only inside a container: a use case cannot call it inline (cause `container_only`).
    model({ modelId: "model-container", name: "Container-only", provider: "vendor-d", inline: false }),
    // Provider outage (cause `provider_unavailable`).
    model({ modelId: "model-offline", name: "Offline", provider: "vendor-e", available: false }),
  ];
}

export function seededPresets(ws: Workspace): ModelPreset[] {
  const w = ws.id.replace(/^ws_/, "");
  return [
    {
      presetId: `preset_balanced_${w}`,
      name: "Balanced",
      baseModelId: "model-standard",
      overrides: { reviewer: "model-reasoning" },
      isDefault: true,
    },
    { presetId: `preset_fast_${w}`, name: "Fast", baseModelId: "model-fast", overrides: {}, isDefault: false },
    {
      presetId: `preset_personal_${w}`,
      name: "Personal plan",
      baseModelId: "model-personal",
      overrides: { coder: "model-personal" },
      isDefault: false,
    },
  ];
}

export function seededRiskPolicies(ws: Workspace): RiskPolicy[] {
  const w = ws.id.replace(/^ws_/, "");
  return [
    {
      riskPolicyId: `risk_standard_${w}`,
      name: "Standard",
      autoMergeEnabled: false,
      dryRunRoles: [],
      caps: { ciFixerAttempts: 3, requirementRounds: 3, testerRounds: 2, releaseHealthWatchMinutes: 60 },
      isDefault: true,
    },
    {
      riskPolicyId: `risk_autopilot_${w}`,
      name: "Autopilot",
      autoMergeEnabled: true,
      dryRunRoles: [],
      caps: { ciFixerAttempts: 5, requirementRounds: 2, testerRounds: 3, releaseHealthWatchMinutes: 120 },
      isDefault: false,
    },
    {
      riskPolicyId: `risk_cautious_${w}`,
      name: "Cautious (dry run)",
      autoMergeEnabled: false,
      dryRunRoles: ["merger", "releaser"],
      caps: { ciFixerAttempts: 1, requirementRounds: 5, testerRounds: 1, releaseHealthWatchMinutes: 0 },
      isDefault: false,
    },
  ];
}

/**
 * doc 1 model catalog entry: `subscriptionConfigured` is true/false for a personal-subscription
 * model when the key resolves a person, null when nobody could be asked (a key acting as no user);
 * for other models it is false (there is no subscription to configure).
 */
export function publicModel(m: ModelEntry, key: Pick<KeyRecord, "actsAsUserId">) {
  return {
    modelId: m.modelId,
    name: m.name,
    provider: m.provider,
    vendor: m.vendor,
    available: m.available,
    policyBlocked: m.policyBlocked,
    personalSubscription: m.personalSubscription,
    subscriptionConfigured: !m.personalSubscription ? false : key.actsAsUserId ? m.subscriptionConfigured : null,
    userScoped: m.userScoped,
    inline: m.inline,
  };
}

export function publicPreset(p: ModelPreset) {
  return {
    presetId: p.presetId,
    name: p.name,
    baseModelId: p.baseModelId,
    overrides: { ...p.overrides },
    isDefault: p.isDefault,
  };
}

export function publicRiskPolicy(p: RiskPolicy) {
  return {
    riskPolicyId: p.riskPolicyId,
    name: p.name,
    autoMergeEnabled: p.autoMergeEnabled,
    dryRunRoles: [...p.dryRunRoles],
    caps: { ...p.caps },
    isDefault: p.isDefault,
  };
}

export function findModel(ws: Workspace, modelId: string): ModelEntry | undefined {
  return ws.catalog.models.find((m) => m.modelId === modelId);
}

export function findModelPreset(ws: Workspace, presetId: string): ModelPreset | undefined {
  return ws.catalog.presets.find((p) => p.presetId === presetId);
}

export function findRiskPolicy(ws: Workspace, riskPolicyId: string): RiskPolicy | undefined {
  return ws.catalog.riskPolicies.find((p) => p.riskPolicyId === riskPolicyId);
}

/** doc 2 Authentication 9: models that run on a personal credential (individual usage). */
export function individualUsageModelIds(ws: Workspace): string[] {
  return ws.catalog.models.filter((m) => m.personalSubscription).map((m) => m.modelId);
}

/** Whether a preset puts any agent kind on an individual-usage model (start/retry are refused then). */
export function presetUsesIndividualModel(ws: Workspace, presetId: string | null): boolean {
  if (!presetId) return false;
  const p = findModelPreset(ws, presetId);
  if (!p) return false;
  const personal = new Set(individualUsageModelIds(ws));
  return personal.has(p.baseModelId) || Object.values(p.overrides).some((m) => personal.has(m));
}
