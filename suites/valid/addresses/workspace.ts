/**
 * Bodies of operations without a path id that act on the workspace itself. The connection test
 * changes nothing (doc 2 Environments: "probes without saving"): `harmless`. The others change the
 * workspace for good, and are addressed only on a disposable target (`throwaway`).
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Operation } from "../../../lib/contract/operations.ts";
import { minimalValue } from "../../../generators/index.ts";
import { profileIncludes, type Profile } from "../../../lib/rules/types.ts";
import { bodyNode } from "../targets.ts";
import { getBody, needStandard, nothing, ownAddress, type AddressRecipe, type AddressRecipes } from "./recipe.ts";

/**
 * An operation that changes the workspace for good (`why`), addressed as its success recipe makes it
 * with the target's own values, on a disposable target (`--disposable`; the embedded server always
 * is) under `profile`; elsewhere not exercised, with that reason. The valid control then changes what
 * the documents say it changes, on a target that may be changed; the probes are compared with it.
 */
function throwaway(why: string, profile: Profile, address: AddressRecipe): AddressRecipe {
  return async (c: CheckContext, op: Operation) => {
    const problems: string[] = [];
    if (!profileIncludes(c.t.profile, profile))
      problems.push(`the ${c.t.profile} profile excludes it (it needs ${profile})`);
    if (!c.t.disposable)
      problems.push("the target is not disposable (pass --disposable when it is a throwaway instance)");
    if (problems.length)
      c.notExercised(`no resource of the suite's own can receive this body: ${why}; ${problems.join("; ")}`);
    return address(c, op);
  };
}

export const workspaceAddresses = {
  // The configured cluster binding.
  createEnvironmentConnection: throwaway(
    "an accepted body would replace the workspace's cluster binding (doc 2 Environments: re-connect replaces)",
    "full",
    (c, op) =>
      ownAddress(c, op, {
        snapshot: (cc) => getBody(cc, "/environments/connections"),
        describe: "the cluster binding of a disposable target (bodies.createEnvironmentConnection)",
      }),
  ),
  // A repository GET /repos already lists (re-linking it is idempotent, doc 2 Repos).
  linkRepo: throwaway(
    "an accepted body would adopt a repository into the workspace, and no operation undoes that",
    "standard",
    async (c, op) => {
      const t = await ownAddress(c, op, { snapshot: (cc) => getBody(cc, "/repos"), describe: "" });
      const { owner, name } = t.base as { owner?: string; name?: string };
      return { ...t, describe: `${owner}/${name}, already linked (re-linking is idempotent), on a disposable target` };
    },
  ),
  // Each accepted body creates a repository no route removes: the control's one (bodies.bootstrapRepo).
  bootstrapRepo: throwaway("an accepted body would create a repository at the code host", "full", (c, op) =>
    ownAddress(c, op, { creates: true, describe: "a bootstrap on a disposable target (bodies.bootstrapRepo)" }),
  ),
  // The empty tracker patch (a documented no-op).
  updateTrackerWriteback: throwaway(
    "an accepted body would change the workspace's tracker settings (only the empty patch is a documented no-op)",
    "standard",
    (c, op) =>
      ownAddress(c, op, {
        snapshot: (cc) => getBody(cc, "/tracker/writeback"),
        describe: "the empty tracker patch (a documented no-op), on a disposable target",
      }),
  ),
  testEnvironmentConnection: async (c, op) => {
    needStandard(c);
    // doc 2 Environments: "probes without saving". The body's fields are not shown (object*): the
    // configured connection test (a credential the target refuses: 200 with `ok` false) is the control.
    // (Its credential is one the target refuses, not a secret: ERRORS and STATE send it as it is.)
    const test = c.t.info.bodies.testEnvironmentConnection;
    const base = test ? structuredClone(test) : minimalValue(bodyNode(c, op));
    const describe = `the connection test (probes without saving)${test ? " with bodies.testEnvironmentConnection" : ""}`;
    return { kind: "harmless", params: {}, base, creates: false, accepted: nothing, describe };
  },
} satisfies AddressRecipes;
