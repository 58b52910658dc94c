/**
 * A recipe says how to make one operation succeed on ANY target: which request, built from what the
 * target lists (discovery) or from resources the suite creates for itself, and what it must undo.
 * Recipes are data grouped by tag (one file per group, recipes/); `settle.ts` makes one succeed,
 * for the OP rules (suites/op/run.ts) and for the reference server's route test.
 */
import type { OperationId } from "../../contract/operation-ids.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext, OpCall } from "../../lib/rules/check.ts";
import type { Profile } from "../../lib/rules/types.ts";
import type { BodyOperation } from "../../lib/run/config.ts";
import { errorToken } from "./refusals.ts";

/** One candidate request. */
export interface Attempt extends OpCall {
  /** Names the candidate in messages ("artifact art_1 of run run_1"). */
  label?: string;
  /** Restores what the request changed, once its reply is read (whatever the reply). */
  after?: (c: CheckContext, r: Reply) => Promise<void>;
  /**
   * A body the configuration gave as one the target accepts (`bodies`): no refusal of it is a
   * documented one, so the recipe's `refused` is not asked and the reply is judged as it is.
   */
  configured?: boolean;
}

export interface Recipe {
  /**
   * The lowest profile whose side effects the request has: `safe` for reads, `standard` for writes
   * on the suite's own resources (or documented no-ops), `full` when it starts a pipeline.
   */
  profile: Profile;
  /** Set when no succeeding request can be built without touching what the suite did not create. */
  unexercisable?: string;
  /**
   * What the request changes for good ("starts a run on a task of the suite's own", "acts on a
   * notification card"…), when it does: it is then made only on a disposable target (`--disposable`;
   * the embedded reference server always is), under the `full` profile.
   */
  changes?: string;
  /**
   * The candidates, tried in order until one is not a documented refusal; ends with
   * `c.notExercised(reason)` when the target holds nothing to build one from.
   */
  prepare?: (c: CheckContext, op: Operation) => Promise<Attempt[]>;
  /** Why a reply is a documented refusal of this candidate (the next one is then tried), else null. */
  refused?: (r: Reply) => string | null;
}

export type Recipes = Partial<Record<OperationId, Recipe>>;

/** A read: safe under every profile. */
export function read(prepare: Recipe["prepare"] = async () => [{}], refused?: Recipe["refused"]): Recipe {
  return { profile: "safe", prepare, refused };
}

/** A write on the suite's own resources, or a documented no-op. */
export function own(prepare: NonNullable<Recipe["prepare"]>, refused?: Recipe["refused"]): Recipe {
  return { profile: "standard", prepare, refused };
}

/**
 * A request that changes the target for good (`changes` says how): made only on a disposable target,
 * under the full profile.
 */
export function throwaway(
  changes: string,
  prepare: NonNullable<Recipe["prepare"]>,
  refused?: Recipe["refused"],
): Recipe {
  return { profile: "full", changes, prepare, refused };
}

/**
 * The configured body of an operation whose body the documents type `object*` (config-file key
 * `bodies`; the embedded reference server has defaults), or not exercised naming the key to set.
 */
export function configuredBody(c: CheckContext, operationId: BodyOperation): Record<string, unknown> {
  const body = c.t.info.bodies[operationId];
  if (body === undefined || body === null) {
    c.notExercised(
      `the documents do not show the fields of this body (object*): set bodies.${operationId} in the config file to the body the target accepts`,
    );
  }
  return structuredClone(body);
}

/** Names of body fields whose values are secrets (a write-only secret bundle, a token…). */
const SECRET_FIELD = /secret|token|password|credential|private/i;

/** Teaches the redactor every string under a secret-named field of `body`, so no report shows one. */
export function learnSecrets(c: CheckContext, body: unknown, under = false): void {
  if (typeof body === "string") {
    if (under && body.length >= 6) c.t.redactor.add(body); // shorter ones would redact ordinary text
  } else if (Array.isArray(body)) {
    for (const x of body) learnSecrets(c, x, under);
  } else if (body && typeof body === "object") {
    for (const [k, v] of Object.entries(body)) learnSecrets(c, v, under || SECRET_FIELD.test(k));
  }
}

/** An operation whose success the suite cannot bring about without touching what is not its own. */
export function never(reason: string): Recipe {
  return { profile: "safe", unexercisable: reason };
}

/** A refusal by status (and, when given, by a stated token in `code` or `details.reason`). */
export function refusedWith(
  status: number,
  tokens: string[] = [],
  why = `${status} (documented)`,
): NonNullable<Recipe["refused"]> {
  return (r) => {
    if (r.status !== status) return null;
    if (!tokens.length) return why;
    const got = errorToken(r.json);
    const hit = tokens.find((t) => got.includes(t));
    return hit ? `${status} ${hit} (documented)` : null;
  };
}

/** Any 4XX: for candidates built from shapes the documents leave unshown (a guess may be refused). */
export function refusedAny4xx(why: string): NonNullable<Recipe["refused"]> {
  return (r) => (r.status >= 400 && r.status < 500 ? `${r.status}: ${why}` : null);
}
