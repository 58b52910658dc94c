/**
 * The catalog slice of a workspace: models, model presets, risk policies, task types and use cases
 * (doc 2 Identity table: catalogs; doc 2 Use cases). Models, task types and use cases belong to the
 * deployment (same ids everywhere); presets and risk policies are workspace data (ids carry the
 * workspace suffix, so another workspace's id is unknown here).
 */
import type { Workspace } from "../workspace.ts";
import {
  seededModels,
  seededPresets,
  seededRiskPolicies,
  type ModelEntry,
  type ModelPreset,
  type RiskPolicy,
} from "./models.ts";
import { seededTaskTypes, type TaskTypeDef } from "./task-types.ts";
import { seededUseCases, type UseCaseDef } from "./use-cases.ts";

export interface CatalogState {
  models: ModelEntry[];
  presets: ModelPreset[];
  riskPolicies: RiskPolicy[];
  taskTypes: TaskTypeDef[];
  useCases: UseCaseDef[];
}

export function createCatalogState(): CatalogState {
  return { models: [], presets: [], riskPolicies: [], taskTypes: [], useCases: [] };
}

export function seedCatalog(ws: Workspace): void {
  ws.catalog.models = seededModels();
  ws.catalog.presets = seededPresets(ws);
  ws.catalog.riskPolicies = seededRiskPolicies(ws);
  ws.catalog.taskTypes = seededTaskTypes();
  ws.catalog.useCases = seededUseCases();
}

export {
  findModel,
  findModelPreset,
  findRiskPolicy,
  individualUsageModelIds,
  presetUsesIndividualModel,
} from "./models.ts";
export { findTaskType, validateTaskFields, type FieldIssue } from "./task-types.ts";
export { findUseCase } from "./use-cases.ts";
