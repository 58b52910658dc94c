/** Faults proving the catalog rules (doc 2 Identity's catalogs, doc 2 Use cases); each names the rules it proves. */
import type { FaultDef } from "./index.ts";
import { editJson } from "./replies.ts";
import { notFound } from "../state/errors.ts";
import { publicTaskType } from "../domain/catalog/task-types.ts";

export const faults = {
  "catalog-models-unlisted": {
    family: "STATE",
    description: "GET /models answers an empty object: the catalog lists no model",
    rules: ["STATE-CATALOGS-LISTED"],
    install(layer) {
      layer.around("listModels", async (_ctx, next) => editJson(await next(), () => ({})));
    },
  },
  "catalog-model-flag-absent": {
    family: "STATE",
    description: "the model catalog's entries lack `userScoped`, one of the five flags doc 1 names",
    rules: ["STATE-CATALOGS-LISTED"],
    install(layer) {
      layer.around("listModels", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          models: (body.models as Record<string, unknown>[]).map(({ userScoped: _, ...m }) => m),
        })),
      );
    },
  },
  "catalog-task-types-hidden-listed": {
    family: "STATE",
    description: "GET /task-types lists the hidden task types beside the others",
    rules: ["STATE-TASK-TYPE-HIDDEN"],
    install(layer) {
      layer.around("listTaskTypes", async (ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          taskTypes: [...body.taskTypes, ...ctx.ws.catalog.taskTypes.filter((t) => t.hidden).map(publicTaskType)],
        })),
      );
    },
  },
  "catalog-use-case-unreadable": {
    family: "STATE",
    description: "GET /use-cases/{useCaseId} answers 404 for every use case, the listed ones too",
    rules: ["STATE-USE-CASE-ADDRESSABLE"],
    install(layer) {
      layer.around("getUseCase", async () => {
        throw notFound("use case");
      });
    },
  },
  "catalog-use-case-uninvocable": {
    family: "STATE",
    description: "POST /use-cases/{useCaseId}/invocations answers 404 for every use case, those GET reads too",
    rules: ["STATE-USE-CASE-ADDRESSABLE"],
    install(layer) {
      layer.around("invokeUseCase", async () => {
        throw notFound("use case");
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
