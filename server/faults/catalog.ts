/** Faults proving the catalog rules (doc 2 Identity's catalogs, doc 2 Use cases); each names the rules it proves. */
import type { FaultDef } from "./index.ts";
import { editJson, serverError, type JsonObject } from "./replies.ts";
import { ApiError, notFound, stated } from "../state/errors.ts";
import { ok } from "../state/reply.ts";
import { publicTaskType } from "../domain/catalog/task-types.ts";
import { publicUseCase } from "../domain/catalog/use-cases.ts";

/** A use case's description with the causes of its declared models left out. */
const uncaused = (u: JsonObject): JsonObject => ({
  ...u,
  models: (u.models as JsonObject[]).map(({ cause: _, ...m }) => m),
});

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
  "catalog-use-cases-empty-entries": {
    family: "STATE",
    description: "GET /use-cases lists each use case as an empty object",
    rules: ["STATE-CATALOGS-LISTED"],
    install(layer) {
      layer.around("listUseCases", async (_ctx, next) =>
        editJson(await next(), (body) => ({ ...body, useCases: (body.useCases as unknown[]).map(() => ({})) })),
      );
    },
  },
  "catalog-use-case-read-as-another": {
    family: "STATE",
    description:
      "GET /use-cases/{useCaseId} describes the first registered use case whatever the id, an unknown one too",
    rules: ["STATE-USE-CASE-ADDRESSABLE"],
    install(layer) {
      layer.around("getUseCase", async (ctx) => ok(publicUseCase(ctx.ws, ctx.ws.catalog.useCases[0])));
    },
  },
  "catalog-use-case-listed-without-id": {
    family: "STATE",
    description:
      'GET /use-cases lists its second use case under the id "", which no GET /use-cases/{useCaseId} addresses',
    rules: ["STATE-USE-CASE-ADDRESSABLE"],
    install(layer) {
      layer.around("listUseCases", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          useCases: (body.useCases as JsonObject[]).map((u, i) => (i === 1 ? { ...u, useCaseId: "" } : u)),
        })),
      );
    },
  },
  "catalog-use-case-body-refused": {
    family: "OP",
    description:
      "every use-case invocation is refused 422 `use_case_parameters_invalid`, the body the configuration vouches for too",
    rules: ["OP-USE-CASE-INVOKE-RESULT"],
    install(layer) {
      layer.around("invokeUseCase", async () => {
        throw new ApiError(422, "use_case_parameters_invalid", "1 problem(s) with the invocation", {
          reason: "use_case_parameters_invalid",
          problems: 1,
        });
      });
    },
  },
  "catalog-use-case-uncaused-served": {
    family: "ERRORS",
    description:
      "a declared model that cannot be served inline shows no cause in the use case's description and is served (200): one GET /models flags unavailable",
    rules: ["ERRORS-USE-CASE-MODEL-UNAVAILABLE"],
    install(layer) {
      layer.around("getUseCase", async (_ctx, next) => editJson(await next(), uncaused));
      layer.around("listUseCases", async (_ctx, next) =>
        editJson(await next(), (body) => ({ ...body, useCases: (body.useCases as JsonObject[]).map(uncaused) })),
      );
      layer.around("invokeUseCase", async (ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (!(e instanceof ApiError) || e.code !== "use_case_model_unavailable") throw e;
          return ok({
            useCaseId: ctx.params.useCaseId,
            modelId: e.details?.modelId,
            text: "Served all the same.",
            finishReason: "stop",
            truncated: false,
          });
        }
      });
    },
  },
  "catalog-use-case-null-parameters-500": {
    family: "ERRORS",
    description: "an invocation whose `parameters` is null crashes the server (500) instead of a client error",
    rules: ["ERRORS-USE-CASE-PARAMETERS-INVALID"],
    install(layer) {
      layer.around("invokeUseCase", async (ctx, next) => {
        if ((ctx.body as { parameters?: unknown } | null)?.parameters === null) throw serverError();
        return next();
      });
    },
  },
  "catalog-use-case-budget-refused-early": {
    family: "OP",
    description:
      "every use-case invocation is refused 429 `budget_exhausted` while the workspace budget is not exceeded (GET /usage reads it so)",
    rules: ["OP-USE-CASE-INVOKE-RESULT"],
    install(layer) {
      layer.around("invokeUseCase", async () => {
        throw stated(429, "budget_exhausted", "the workspace budget is exhausted");
      });
    },
  },
  "catalog-use-case-parameter-named-by-the-id-only": {
    family: "ERRORS",
    description:
      "a 422 `use_case_parameters_invalid` leaves out the issues of parameters whose name occurs in the use case's id (`text` of `summarize-text`), which its message still names",
    rules: ["ERRORS-USE-CASE-PARAMETERS-INVALID"],
    install(layer) {
      layer.around("invokeUseCase", async (ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (!(e instanceof ApiError) || e.code !== "use_case_parameters_invalid" || !e.issues) throw e;
          const id = String(ctx.params.useCaseId);
          const kept = e.issues.filter((i) => {
            const name = i.path.split("/").pop() ?? "";
            return !(name && id.includes(name));
          });
          throw new ApiError(e.status, e.code, e.message, { ...e.details, problems: kept.length }, kept);
        }
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
