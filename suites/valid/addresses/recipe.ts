/**
 * What an address recipe is (index.ts: how a body check addresses one operation), and the pieces the
 * recipes share: the success recipe's call as the address (`ownAddress`), the profile gate, and the
 * reads that picture what an operation could change.
 */
import type { OperationId } from "../../../contract/operation-ids.ts";
import type { Operation } from "../../../lib/contract/operations.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { recipeFor } from "../../../generators/calls/recipes/index.ts";
import type { BodyTarget } from "../targets.ts";
import { sameJson } from "../../../lib/json/safe.ts";

/** How to address one operation's body; calls `c.notExercised` when it has no safe address under the run. */
export type AddressRecipe = (c: CheckContext, op: Operation) => Promise<BodyTarget>;

export type AddressRecipes = Partial<Record<OperationId, AddressRecipe>>;

export const enc = encodeURIComponent;
export const nothing = async () => {};

export function needStandard(c: CheckContext): void {
  if (c.t.profile === "safe") c.notExercised("the safe profile sends no writes other than minting its own keys");
}

/** The sorted `field` of every item of the list GET `path` answers under `list`. */
export async function ids(c: CheckContext, path: string, list: string, field: string): Promise<string[]> {
  const r = await c.call<Record<string, unknown>>("GET", path, {
    query: list === "tasks" ? { limit: "100" } : undefined,
  });
  const items = r.json?.[list];
  return Array.isArray(items)
    ? items
        .map((x) => (x as Record<string, unknown>)[field])
        .filter((v): v is string => typeof v === "string")
        .sort()
    : [];
}

export async function getBody(c: CheckContext, path: string): Promise<unknown> {
  const r = await c.call("GET", path);
  return { status: r.status, body: r.json };
}

/**
 * The call the operation's success recipe makes (generators/calls/recipes/): its first candidate's
 * path ids and body as the address and the control, the bodies of the further candidates to the
 * same address as fallbacks (a body whose fields the documents do not show may be refused), and its
 * undo as what an accepted body made.
 */
async function recipeAddress(
  c: CheckContext,
  op: Operation,
): Promise<Pick<BodyTarget, "params" | "base" | "fallbacks" | "accepted">> {
  const attempts = (await recipeFor(op.operationId)?.prepare?.(c, op)) ?? [];
  if (!attempts.length) c.notExercised(`the recipe of ${op.operationId} builds no call to address`);
  const [first, ...rest] = attempts;
  const params = first.params ?? {};
  return {
    params,
    base: first.body ?? {},
    fallbacks: rest.filter((a) => sameJson(a.params ?? {}, params)).map((a) => a.body ?? {}),
    accepted: async (cc, r) => {
      await first.after?.(cc, r);
    },
  };
}

/** A resource of the suite's own, addressed as the operation's success recipe makes its call. */
export async function ownAddress(
  c: CheckContext,
  op: Operation,
  t: Omit<BodyTarget, "kind" | "creates" | "params" | "base" | "accepted"> & Partial<Pick<BodyTarget, "creates">>,
): Promise<BodyTarget> {
  return { kind: "own", creates: false, ...(await recipeAddress(c, op)), ...t };
}
