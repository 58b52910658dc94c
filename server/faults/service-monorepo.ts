/**
 * Faults proving VALID-SERVICE-MONOREPO-SUBDIRECTORY: POST /services takes a service of a monorepo
 * that names no subdirectory, as if it had named one (the monorepo's root): the field left out, or
 * sent empty.
 */
import type { FaultDef } from "./index.ts";

export const faults = {
  "service-monorepo-no-subdirectory-taken": {
    family: "VALID",
    description: "POST /services creates a service of a monorepo that names no subdirectory",
    rules: ["VALID-SERVICE-MONOREPO-SUBDIRECTORY"],
    install(layer) {
      layer.around("createService", (ctx, next) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        if (body && typeof body === "object" && body.repoId !== undefined && body.subdirectory === undefined)
          ctx.body = { ...body, subdirectory: "." };
        return next();
      });
    },
  },
  "service-monorepo-empty-subdirectory-taken": {
    family: "VALID",
    description: "POST /services creates a service of a monorepo whose subdirectory is the empty string",
    rules: ["VALID-SERVICE-MONOREPO-SUBDIRECTORY"],
    install(layer) {
      layer.around("createService", (ctx, next) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        if (body && typeof body === "object" && body.repoId !== undefined && body.subdirectory === "")
          ctx.body = { ...body, subdirectory: "." };
        return next();
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
