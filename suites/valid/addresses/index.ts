/**
 * Where a request body that ought to be refused may be sent without risk to data the suite did not
 * create, and with which valid body (the control) to compare. The rules apply to every operation
 * with a JSON body (computed from the contract); this module only decides how to ADDRESS one, by
 * the operation's address recipe (a table keyed by operation id, like generators/calls/recipes/),
 * or, for an operation without one, by placeholder ids:
 *
 * - `own` (own.ts): a resource of the suite's own (its service, tasks, webhooks, keys, a job it
 *   starts under the full profile). A body accepted by mistake can only change or create the suite's
 *   things, and whatever it created is tracked for teardown. Where the operation's success recipe
 *   (generators/calls/recipes/) makes its call on such a resource, the address and the control
 *   body are that call's (recipe.ts `ownAddress`); the webhook PUTs are addressed to an endpoint the
 *   suite registered first, because their rules judge an edit as well as a registration.
 * - `probe` (probe.ts): placeholder path ids (no server holds them), so nothing can be changed
 *   whatever the server does. A server may answer 404 before it validates: the rules compare with a
 *   control. Object* bodies whose fields are configuration get it: the judge's outcome field
 *   (`decisionFields.judgeOutcome`), the configured `bodies.*`.
 * - `harmless` (workspace.ts): the documents state that the operation changes nothing (the connection
 *   test, with the configured `bodies.testEnvironmentConnection` as its control).
 * - the operation has no path id and acts on workspace state the suite did not create (workspace.ts:
 *   an accepted body would replace a cluster binding, adopt a repository, create a repository at the
 *   code host, or change tracker settings): on a disposable target (`--disposable`; the embedded
 *   server always is), under the profile the operation's success needs, `own` with the recipe's call
 *   (the configured body, a repository GET /repos lists, the empty tracker patch); elsewhere not
 *   exercised, with that reason. Any other operation without a path id is not exercised.
 */
import type { Operation } from "../../../lib/contract/operations.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { BodyTarget } from "../targets.ts";
import { ownAddresses } from "./own.ts";
import { placeholderAddress, probeAddresses } from "./probe.ts";
import type { AddressRecipe, AddressRecipes } from "./recipe.ts";
import { workspaceAddresses } from "./workspace.ts";

/** Every operation whose body has an address of its own; the others get placeholder ids. */
export const ADDRESSES: AddressRecipes = { ...ownAddresses, ...workspaceAddresses, ...probeAddresses };

/**
 * How to address `op` with a body (see the module comment); calls `c.notExercised` when there is no
 * safe address under the run's profile.
 */
export async function addressBody(c: CheckContext, op: Operation): Promise<BodyTarget> {
  const recipe: AddressRecipe | undefined = Object.hasOwn(ADDRESSES, op.operationId)
    ? ADDRESSES[op.operationId as keyof AddressRecipes]
    : undefined;
  return recipe ? recipe(c, op) : placeholderAddress(c, op);
}
