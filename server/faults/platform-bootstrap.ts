/**
 * Faults of the platform area (repository bootstrap, source-control connection, manifest types):
 * each breaks what the documents state of it, and names the rules that catch it.
 */
import type { FaultDef } from "./index.ts";
import { editJson } from "./replies.ts";
import { invalid } from "../state/errors.ts";

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
        layer.around(op, async (_ctx, next) => editJson(await next(), frameUnnamed));
    },
  },
  "null-vcs-connection-empty": {
    family: "NULL",
    description:
      "GET /vcs/connection answers a connected workspace's `connection` as `{}`: no account, authentication or permission shown",
    rules: ["NULL-VCS-CONNECTION-SHOWN"],
    install(layer) {
      layer.around("getVcsConnection", async (_ctx, next) =>
        editJson(await next(), (b) => (b.connection ? { ...b, connection: {} } : b)),
      );
    },
  },
  "null-manifest-types-sourceless": {
    family: "NULL",
    description: "GET /environments/manifest-types lists each manifest type without its `source`",
    rules: ["NULL-MANIFEST-TYPES-SOURCE"],
    install(layer) {
      layer.around("listManifestTypes", async (_ctx, next) =>
        editJson(await next(), (b) => ({
          ...b,
          manifestTypes: (b.manifestTypes as Record<string, unknown>[]).map(({ source: _, ...m }) => m),
        })),
      );
    },
  },
  "state-bootstrap-architecture-refused": {
    family: "STATE",
    description:
      "POST /repos/bootstrap refuses a body naming a reference architecture and no brief 400, as if a brief were required",
    rules: ["STATE-REPO-BOOTSTRAP-ARCHITECTURE"],
    install(layer) {
      layer.around("bootstrapRepo", async (ctx, next) => {
        if ((ctx.body as Record<string, unknown>)?.brief === undefined)
          throw invalid("invalid bootstrap request", [{ path: "/brief", message: "a brief is required" }]);
        return next();
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
