/** Identity, pipelines, models, catalogs, usage, VCS and tracker (doc 2 Endpoints "Identity, pipelines, models, catalogs"). */
import { minimalQuery } from "../../index.ts";
import { own, read, type Recipes } from "../recipe.ts";

export const identity = {
  getMe: read(),
  listPipelines: read(),
  listModels: read(),
  listModelPresets: read(),
  listRiskPolicies: read(),
  listTaskTypes: read(),
  getUsage: read(),
  /** `dimension` is required: its first value. */
  getUsageSpend: read(async (_c, op) => [{ query: minimalQuery(op) }]),
  getVcsConnection: read(),
  getTrackerWriteback: read(),
  /** "empty patch is a no-op and does not stamp `updatedAt`": the one edit that changes nothing. */
  updateTrackerWriteback: own(async () => [{ body: {}, label: "an empty patch (a documented no-op)" }]),
} satisfies Recipes;
