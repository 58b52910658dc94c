/** Every operation's recipe, merged from the per-group files. */
import type { OperationId } from "../../../contract/operation-ids.ts";
import { debug } from "./debug.ts";
import { decisions } from "./decisions.ts";
import { environments } from "./environments.ts";
import { evidence } from "./evidence.ts";
import { identity } from "./identity.ts";
import { jobs } from "./jobs.ts";
import { kaizen } from "./kaizen.ts";
import { keys } from "./keys.ts";
import { mergeRecords } from "./merge-records.ts";
import { notifications } from "./notifications.ts";
import { repos } from "./repos.ts";
import { services } from "./services.ts";
import { tasksRecipes } from "./tasks.ts";
import { useCases } from "./use-cases.ts";
import { webhooks } from "./webhooks.ts";
import type { Recipe, Recipes } from "./types.ts";

export const RECIPES: Recipes = {
  ...debug,
  ...decisions,
  ...environments,
  ...evidence,
  ...identity,
  ...jobs,
  ...kaizen,
  ...keys,
  ...mergeRecords,
  ...notifications,
  ...repos,
  ...services,
  ...tasksRecipes,
  ...useCases,
  ...webhooks,
};

export function recipeFor(operationId: string): Recipe | undefined {
  return RECIPES[operationId as OperationId];
}

export type { Attempt, Recipe } from "./types.ts";
