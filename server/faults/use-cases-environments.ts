/** Faults proving the rules of the clause register's long tail (use cases, the budget, environments); each names the rules it proves. */
import type { FaultDef } from "./index.ts";
import { ApiError, stated } from "../http/errors.ts";
import { editJson } from "./replies.ts";

export const faults = {
  "uc-invoke-no-truncated": {
    family: "OP",
    description: "a use-case invocation answers 200 without the `truncated` flag beside `finishReason`",
    rules: ["OP-USE-CASE-INVOKE-RESULT"],
    install(layer) {
      layer.around("invokeUseCase", async (_ctx, next) => editJson(await next(), ({ truncated: _left, ...rest }) => rest));
    },
  },
  "uc-parameters-first-problem-only": {
    family: "ERRORS",
    description: "422 `use_case_parameters_invalid` names only the first problem of the parameters, not all of them at once",
    rules: ["ERRORS-USE-CASE-PARAMETERS-INVALID"],
    install(layer) {
      layer.around("invokeUseCase", async (_ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (!(e instanceof ApiError) || e.code !== "use_case_parameters_invalid" || (e.issues?.length ?? 0) < 2) throw e;
          // Only the first problem is named (and counted).
          throw new ApiError(e.status, e.code, e.message.replace(/^\d+/, "1"), { ...e.details, problems: 1 }, e.issues!.slice(0, 1));
        }
      });
    },
  },
  "uc-undeclared-model-served": {
    family: "ERRORS",
    description: "an invocation on a model outside the use case's declared list is served (200) instead of 422 `use_case_model_not_allowed`",
    rules: ["ERRORS-USE-CASE-MODEL-NOT-ALLOWED"],
    install(layer) {
      layer.replace("useCases.modelDeclared", () => () => true);
    },
  },
  "uc-unavailable-model-422": {
    family: "ERRORS",
    description: "a declared model that cannot be served inline is refused 422 `use_case_model_not_allowed` instead of 503 `use_case_model_unavailable`",
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
    description: "use-case invocations are still served (200) once the workspace budget is exceeded, instead of 429 `budget_exhausted`",
    rules: ["STATE-USE-CASE-BUDGET-EXHAUSTED"],
    install(layer) {
      layer.replace("useCases.budgetExhausted", () => () => false);
    },
  },
  "env-list-secret-values": {
    family: "SEC",
    description: "GET /environments/connections shows the stored secret bundle with its values instead of the key names only",
    rules: ["SEC-ENV-LIST-SECRET-NAMES"],
  },
  "env-connect-no-key-names": {
    family: "SEC",
    description: "the connect response does not name the stored secret keys",
    rules: ["SEC-ENV-CONNECT-NAMES-KEYS"],
  },
  "env-reconnect-appends": {
    family: "STATE",
    description: "re-connecting the cluster adds a second connection instead of replacing the first",
    rules: ["STATE-ENV-CONNECT-REPLACES"],
  },
  "env-test-saves": {
    family: "STATE",
    description: "testing a connection saves it (replacing the cluster binding) instead of probing without saving",
    rules: ["STATE-ENV-TEST-NO-SAVE"],
  },
  "env-test-refused-422": {
    family: "ERRORS",
    description: "a connection test with a refused credential answers 422 `credential_refused` instead of 200 with `ok` false",
    rules: ["ERRORS-ENV-TEST-REFUSED-OK-FALSE"],
  },
} as const satisfies Record<string, FaultDef>;
