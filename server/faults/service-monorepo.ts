/**
 * Faults proving VALID-SERVICE-MONOREPO-SUBDIRECTORY: POST /services takes a service of a monorepo
 * that names no subdirectory, as if it had named one (the monorepo's root): the field left out, or
 * sent empty.
 */
import type { FaultDef } from "./index.ts";

/** Installs the fault: a body naming a repository whose `subdirectory` matches `names` is given the root instead. */
const rootWhen =
  (names: (subdirectory: unknown) => boolean): FaultDef["install"] =>
  (layer) => {
    layer.around("createService", (ctx, next) => {
      const body = ctx.body as Record<string, unknown> | undefined;
      if (body && typeof body === "object" && body.repoId !== undefined && names(body.subdirectory))
        ctx.body = { ...body, subdirectory: "." };
      return next();
    });
  };

export const faults = {
  "service-monorepo-no-subdirectory-taken": {
    family: "VALID",
    description: "POST /services creates a service of a monorepo that names no subdirectory",
    rules: ["VALID-SERVICE-MONOREPO-SUBDIRECTORY"],
    install: rootWhen((s) => s === undefined),
  },
  "service-monorepo-empty-subdirectory-taken": {
    family: "VALID",
    description: "POST /services creates a service of a monorepo whose subdirectory is the empty string",
    rules: ["VALID-SERVICE-MONOREPO-SUBDIRECTORY"],
    install: rootWhen((s) => s === ""),
  },
} as const satisfies Record<string, FaultDef>;
