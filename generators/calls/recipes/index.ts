/**
 * Every operation's recipe, merged from the per-group files. Typed `Record<OperationId, Recipe>`:
 * an operation of the contract without a recipe does not compile (each group keeps its keys in its
 * type through `satisfies Recipes`), and a key that is no operation id does not either.
 */
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
import type { Recipe } from "../recipe.ts";

export const RECIPES: Record<OperationId, Recipe> = {
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

/** The recipe of an operation id read at run time (an id outside the contract has none). */
export function recipeFor(operationId: string): Recipe | undefined {
  return Object.hasOwn(RECIPES, operationId) ? RECIPES[operationId as OperationId] : undefined;
}
