/**
 * Faults the COVERAGE family must catch: a documented status the target never answers, while the
 * rules that try to bring it about run alongside (`alongside`: the answers the family judges).
 */
import type { FaultDef } from "./index.ts";
import { ApiError } from "../state/errors.ts";

export const faults = {
  "coverage-not-found-as-400": {
    family: "COVERAGE",
    description: "every 404 refusal goes out as 400 with the same envelope: no documented 404 is ever answered",
    rules: ["COVERAGE-DOCUMENTED-OBSERVED"],
    alongside: ["ERRORS-KAIZEN-NOT-FOUND"],
    install(layer) {
      layer.around("*", async (_ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (e instanceof ApiError && e.status === 404)
            throw new ApiError(400, e.code, e.message, e.details, e.issues, e.headers);
          throw e;
        }
      });
    },
  },
  "coverage-created-as-200": {
    family: "COVERAGE",
    description:
      "every 201 goes out as 200 with the same body: no documented 201 is ever answered, though every rule that accepts any 2XX for a valid body passes",
    rules: ["COVERAGE-DOCUMENTED-OBSERVED"],
    alongside: ["VALID-BOUNDARY-ACCEPTED"],
    install(layer) {
      layer.around("*", async (_ctx, next) => {
        const reply = await next();
        return reply.kind === "json" && reply.status === 201 ? { ...reply, status: 200 } : reply;
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
