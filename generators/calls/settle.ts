/**
 * Making an operation succeed on the target: its recipe, once the run's profile and target admit
 * its request, prepared and its candidates sent in turn until one is not a documented refusal.
 * The OP rules judge the reply (suites/op/run.ts shares it among them); the reference server's
 * route test (server/tests/routes.test.ts) holds every operation to its documented success with it.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { profileIncludes } from "../../lib/rules/types.ts";
import type { Attempt, Recipe } from "./recipe.ts";
import { recipeFor } from "./recipes/index.ts";
import { sendForSuccess, type SuccessReply } from "../../lib/rules/success-read.ts";

/** Candidates tried at most per operation. */
const MAX_ATTEMPTS = 12;

const WHY_PROFILE = {
  safe: "",
  standard: "writes (on the suite's own resources)",
  full: "starts a pipeline",
} as const;

/**
 * The recipe of `op`, once the run's profile and target admit its request (a profile that includes
 * the recipe's, and a disposable target when it changes the target for good); otherwise the check
 * ends not exercised, saying what is missing. Other families making the same kind of request (a
 * run parked on a decision kind, a bootstrap job) ask here first.
 */
export function admittedRecipe(c: CheckContext, op: Operation): Recipe {
  const recipe = recipeFor(op.operationId);
  if (!recipe) return c.fail(`the suite has no recipe for ${op.operationId} (a defect of the suite)`);
  if (recipe.unexercisable) c.notExercised(recipe.unexercisable);
  const missing: string[] = [];
  if (!profileIncludes(c.t.profile, recipe.profile)) {
    missing.push(
      `a succeeding request ${recipe.changes ?? WHY_PROFILE[recipe.profile]}: the ${c.t.profile} profile excludes it (it needs ${recipe.profile})`,
    );
  }
  if (recipe.changes && !c.t.info.disposable) {
    missing.push(
      `${missing.length ? "it also" : `a succeeding request ${recipe.changes}:`} needs a disposable target — pass --disposable (CONFORMANCE_DISPOSABLE, config "disposable") when the target is a throwaway instance`,
    );
  }
  if (missing.length) c.notExercised(missing.join("; "));
  return recipe;
}

/**
 * The operation's succeeding request, sent: the first candidate whose reply is not a documented
 * refusal, with that reply. `adjust` changes a candidate before it is sent (the route test sends
 * each with a key at the operation's own rung). Ends the check not exercised when the target holds
 * nothing to build a candidate from, or every candidate met a documented refusal.
 */
export async function succeed(
  c: CheckContext,
  op: Operation,
  adjust: (a: Attempt) => Attempt = (a) => a,
): Promise<{ reply: SuccessReply; attempt: Attempt }> {
  const recipe = admittedRecipe(c, op);
  const attempts = (await recipe.prepare!(c, op)).slice(0, MAX_ATTEMPTS);
  if (!attempts.length) c.notExercised("the target holds nothing to build a succeeding request from");
  const refusals: string[] = [];
  for (const candidate of attempts) {
    const a = adjust(candidate);
    const reply = await sendForSuccess(c, op, a);
    if (a.after) await a.after(c, reply);
    const why = a.configured ? null : (recipe.refused?.(reply) ?? null);
    if (why === null) return { reply, attempt: a };
    refusals.push(`${a.label ?? "candidate"}: ${why}`);
  }
  return c.notExercised(`every candidate met a documented refusal — ${refusals.join("; ")}`);
}
