/**
 * Faults of the platform area (repository bootstrap, source-control connection, manifest types):
 * each breaks what the documents state of it, and names the rules that catch it.
 */
import type { FaultDef } from "./index.ts";
import { editJson } from "./replies.ts";

/** A bootstrap job's reply without the service frame's id. */
const frameUnnamed = (job: Record<string, any>) => ({ ...job, service: { ...job.service, serviceId: undefined } });

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
  "state-bootstrap-frame-unnamed": {
    family: "STATE",
    description:
      "a repository bootstrap job (its 201 and every poll) no longer names the service frame it materialises: the frame's id is left out",
    rules: ["STATE-SERVICE-REPO-BACKED"],
    install(layer) {
      for (const op of ["bootstrapRepo", "getRepoBootstrap"] as const)
        layer.around(op, async (ctx, next) => editJson(await next(), frameUnnamed));
    },
  },
} as const satisfies Record<string, FaultDef>;
