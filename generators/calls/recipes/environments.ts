/** Environments (doc 2 Endpoints "Environments", scope admin). */
import type { Attempt } from "../recipe.ts";
import { listItems } from "../discover.ts";
import { configuredBody, learnSecrets, own, read, refusedAny4xx, throwaway, type Recipes } from "../recipe.ts";

export const environments = {
  listEnvironmentConnections: read(),
  listManifestTypes: read(),
  /**
   * "idempotent (re-connect replaces)": the target's cluster binding is replaced, and its write-only
   * secrets cannot be read back to restore it. The body (object*) is configuration
   * (`bodies.createEnvironmentConnection`); its secret values are redacted from every report.
   */
  createEnvironmentConnection: throwaway(
    "re-connects the cluster (replacing the target's binding, whose secrets cannot be restored)",
    async (c) => {
      const body = configuredBody(c, "createEnvironmentConnection");
      learnSecrets(c, body);
      return [{ body, label: "the connection of bodies.createEnvironmentConnection" }];
    },
  ),
  /**
   * "probes without saving; a refused credential is a 200 with `ok` false". The body's fields are
   * not shown: an empty object first, then the non-secret settings of a handler the workspace lists.
   */
  testEnvironmentConnection: own(async (c) => {
    const attempts: Attempt[] = [{ body: {}, label: "an empty connection" }];
    for (const h of (await listItems(c, "/environments/connections")).slice(0, 2)) {
      // Settings only: not the handler's id or timestamps (`…Id`, `…At`), nothing null or nested.
      const scalars = Object.fromEntries(
        Object.entries(h).filter(
          ([k, v]) => !/(Id|At)$/.test(k) && v !== null && ["string", "boolean", "number"].includes(typeof v),
        ),
      );
      attempts.push({ body: scalars, label: "the settings of a listed handler" });
    }
    return attempts;
  }, refusedAny4xx("the connection body's fields are not shown (doc 2 Environments: object*)")),
} satisfies Recipes;
