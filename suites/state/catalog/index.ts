/**
 * STATE, the catalogs (doc 2 Identity: models, presets, risk policies, task types; doc 2 Use cases;
 * doc 1 "Resources described only by prose"): reads, then the use cases addressed by the ids they
 * are listed under (invocations: before the budget rules exhaust the workspace's budget).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { catalogsListed } from "./listed.ts";
import { taskTypeHidden } from "./task-type-hidden.ts";
import { useCaseAddressable } from "./use-case-addressable.ts";

export const catalogRules: Rule[] = [catalogsListed, taskTypeHidden, useCaseAddressable];
