/**
 * Faults of the platform area (repository bootstrap, source-control connection, manifest types):
 * each breaks what the documents state of it, and names the rules that catch it.
 */
import type { FaultDef } from "./index.ts";

export const faults = {
  "valid-bootstrap-empty-admitted": {
    family: "VALID",
    description:
      "POST /repos/bootstrap admits a body naming neither a brief nor a reference architecture, bootstrapping from a brief of its own",
    rules: ["VALID-BODY-STATED-CONTENT"],
    install(layer) {
      layer.around("bootstrapRepo", async (ctx, next) => {
        const b = ctx.body as Record<string, unknown>;
        if (b && b.brief === undefined && b.referenceArchitecture === undefined)
          ctx.body = { ...b, brief: "A repository bootstrapped from nothing." };
        return next();
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
