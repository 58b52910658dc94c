/**
 * The documented statuses no rule of the suite can bring about, each with why (the report's status
 * coverage lists them; `--list-coverage` prints them with everything else). A status some rule's
 * `provokes` names is not listed here, except for content types no rule can choose (then the entry
 * names the type). suites/coverage/tests/coverage.test.ts holds the table and the rules together:
 * every documented cell is provoked or listed, and no entry is stale or names a provoked status whole.
 */
import { contractIndex } from "../../lib/contract/operations.ts";
import type { Unprovocable } from "../../lib/coverage/matrix.ts";
import type { OperationId } from "../../contract/operation-ids.ts";
import { recipeFor } from "../../generators/calls/recipes/index.ts";

type Entry = Unprovocable & { operationId: OperationId };

/**
 * The artifact blob is served in the type the artifact was recorded with (doc 2 Evidence), one of
 * five; the suite makes no artifact, it reads those the target's runs recorded, so which types a
 * run sees is the target's, not the suite's, to decide.
 */
function blobTypes(): Entry[] {
  const op = contractIndex().byId("getArtifactBlob");
  return op.successContentTypes.map((contentType) => ({
    operationId: "getArtifactBlob",
    status: op.status,
    contentType: contentType.toLowerCase(),
    reason:
      "served in the type the artifact was recorded with: the suite records no artifact, it reads those the target's runs recorded, so which of the five stated types it sees is the target's to decide",
  }));
}

/** A success no recipe can bring about (suites/op/recipes: `never`), with the recipe's reason. */
function neverSucceeded(): Entry[] {
  return contractIndex()
    .all.filter((op) => recipeFor(op.operationId)?.unexercisable)
    .map((op) => ({
      operationId: op.operationId as OperationId,
      status: op.status,
      reason: `OP-SUCCESS: ${recipeFor(op.operationId)!.unexercisable!}`,
    }));
}

export const UNPROVOCABLE: readonly Unprovocable[] = [...blobTypes(), ...neverSucceeded()];
