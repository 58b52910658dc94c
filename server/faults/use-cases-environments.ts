/** Faults proving the rules of the clause register's long tail (use cases, the budget, environments); each names the rules it proves. */
import type { FaultDef } from "./index.ts";
import { ApiError, stated } from "../state/errors.ts";
import { connect, parseConnection } from "../domain/platform/environments.ts";
import { editJson, jsonBody, type JsonObject } from "./replies.ts";

export const faults = {
  "uc-invoke-no-truncated": {
    family: "OP",
    description: "a use-case invocation answers 200 without the `truncated` flag beside `finishReason`",
    rules: ["OP-USE-CASE-INVOKE-RESULT"],
    install(layer) {
      layer.around("invokeUseCase", async (_ctx, next) =>
        editJson(await next(), ({ truncated: _left, ...rest }) => rest),
      );
    },
  },
  "uc-parameters-first-problem-only": {
    family: "ERRORS",
    description:
      "422 `use_case_parameters_invalid` names only the first problem of the parameters, not all of them at once",
    rules: ["ERRORS-USE-CASE-PARAMETERS-INVALID"],
    install(layer) {
      layer.around("invokeUseCase", async (_ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (!(e instanceof ApiError) || e.code !== "use_case_parameters_invalid" || (e.issues?.length ?? 0) < 2)
            throw e;
          // Only the first problem is named (and counted).
          throw new ApiError(
            e.status,
            e.code,
            e.message.replace(/^\d+/, "1"),
            { ...e.details, problems: 1 },
            e.issues!.slice(0, 1),
          );
        }
      });
    },
  },
  "uc-undeclared-model-served": {
    family: "ERRORS",
    description:
      "an invocation on a model outside the use case's declared list is served (200) instead of 422 `use_case_model_not_allowed`",
    rules: ["ERRORS-USE-CASE-MODEL-NOT-ALLOWED"],
    install(layer) {
      layer.replace("useCases.modelDeclared", () => () => true);
    },
  },
  "uc-unavailable-model-422": {
    family: "ERRORS",
    description:
      "a declared model that cannot be served inline is refused 422 `use_case_model_not_allowed` instead of 503 `use_case_model_unavailable`",
    rules: ["ERRORS-USE-CASE-MODEL-UNAVAILABLE"],
    install(layer) {
      layer.around("invokeUseCase", async (_ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (!(e instanceof ApiError) || e.code !== "use_case_model_unavailable") throw e;
          const modelId = e.details?.modelId;
          throw stated(422, "use_case_model_not_allowed", `model ${modelId} is not allowed`, { modelId });
        }
      });
    },
  },
  "uc-budget-ignored": {
    family: "STATE",
    description:
      "use-case invocations are still served (200) once the workspace budget is exceeded, instead of 429 `budget_exhausted`",
    rules: ["STATE-USE-CASE-BUDGET-EXHAUSTED"],
    install(layer) {
      layer.replace("useCases.budgetExhausted", () => () => false);
    },
  },
  "env-list-secret-values": {
    family: "SEC",
    description:
      "GET /environments/connections shows the stored secret bundle with its values instead of the key names only",
    rules: ["SEC-ENV-LIST-SECRET-NAMES"],
    install(layer) {
      layer.around("listEnvironmentConnections", async (ctx, next) => {
        const stored = new Map(ctx.ws.platform.environments.map((h) => [h.handlerId, h.secrets]));
        return editJson(await next(), (body) => ({
          ...body,
          handlers: body.handlers.map((h: JsonObject) => ({ ...h, secrets: { ...stored.get(h.handlerId) } })),
        }));
      });
    },
  },
  "env-connect-no-key-names": {
    family: "SEC",
    description: "the connect response does not name the stored secret keys",
    rules: ["SEC-ENV-CONNECT-NAMES-KEYS"],
    install(layer) {
      layer.around("createEnvironmentConnection", async (_ctx, next) =>
        editJson(await next(), (body) => ({ handler: { ...body.handler, secretKeys: [] } })),
      );
    },
  },
  "env-reconnect-appends": {
    family: "STATE",
    description: "re-connecting the cluster adds a second connection instead of replacing the first",
    rules: ["STATE-ENV-CONNECT-REPLACES"],
    install(layer) {
      // No binding is ever found to replace: every connect adds one.
      layer.replace("environments.boundCluster", () => () => undefined);
    },
  },
  "env-test-saves": {
    family: "STATE",
    description: "testing a connection saves it (replacing the cluster binding) instead of probing without saving",
    rules: ["STATE-ENV-TEST-NO-SAVE"],
    install(layer) {
      layer.around("testEnvironmentConnection", async (ctx, next) => {
        const reply = await next();
        connect(ctx.ws, parseConnection(ctx.body));
        return reply;
      });
    },
  },
  "env-test-refused-422": {
    family: "ERRORS",
    description:
      "a connection test with a refused credential answers 422 `credential_refused` instead of 200 with `ok` false",
    rules: ["ERRORS-ENV-TEST-REFUSED-OK-FALSE"],
    install(layer) {
      layer.around("testEnvironmentConnection", async (_ctx, next) => {
        const reply = await next();
        if (jsonBody(reply)?.reason === "credential_refused")
          throw stated(422, "credential_refused", "the cluster refused the credential");
        return reply;
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
