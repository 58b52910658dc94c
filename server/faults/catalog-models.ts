/** Faults proving the rules over the model catalog, presets and risk policies (doc 1 prose; doc 2 Authentication 9); each names the rules it proves. */
import type { FaultDef } from "./index.ts";
import { editJson } from "./replies.ts";
import { getTask } from "../domain/tasks/state.ts";

export const faults = {
  "catalog-risk-policy-caps-absent": {
    family: "STATE",
    description:
      "GET /risk-policies lists each policy without its caps (CI-fixer attempts, rounds, release-health watch)",
    rules: ["STATE-CATALOGS-LISTED"],
    install(layer) {
      layer.around("listRiskPolicies", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          riskPolicies: (body.riskPolicies as Record<string, unknown>[]).map(({ caps: _, ...p }) => p),
        })),
      );
    },
  },
  "catalog-personal-preset-starts": {
    family: "STATE",
    description:
      "a task pinned to a model preset on an individual-usage model starts: only the pipeline is checked (doc 2 Authentication 9)",
    rules: ["STATE-TASK-START-PIPELINE"],
    install(layer) {
      // The start is judged as if the task pinned no preset; the pin is put back after.
      layer.around("startTask", async (ctx, next) => {
        const task = getTask(ctx.ws, ctx.params.taskId);
        const pinned = task?.modelPresetId;
        if (!task || !pinned) return next();
        task.modelPresetId = null;
        try {
          return await next();
        } finally {
          task.modelPresetId = pinned;
        }
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
