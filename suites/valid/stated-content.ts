/**
 * doc 2 Endpoints: an `object*` body's fields are not shown, but where a row's Input cell says what
 * the body must carry, a body carrying none of it is a bad request (doc 2 Errors: client errors are
 * 4XX with the envelope). POST /repos/bootstrap is "object* (required; a brief or reference
 * architecture)": `{}` names neither, whatever the fields are called, so it must be refused, and
 * bootstrap nothing. Each row whose stated content an empty body lacks is listed here; a body the
 * target admits creates a repository no route removes, so the check runs on a disposable target only.
 */
import type { Rule } from "../../lib/rules/types.ts";
import type { OperationId } from "../../contract/operation-ids.ts";
import type { ClauseId } from "../../contract/clauses/index.ts";
import { expectBodiesRefused, type BodyProbe } from "./refuse-bodies.ts";
import { bodyShares } from "./targets.ts";
import { disposableOnly } from "../common/disposable.ts";

interface StatedContent {
  /** What the row says the body carries, in its words. */
  states: string;
  clauses: readonly ClauseId[];
  probes: BodyProbe[];
}

/** The `object*` bodies whose row states content an empty body lacks. */
export const STATED_CONTENT: Partial<Record<OperationId, StatedContent>> = {
  bootstrapRepo: {
    states: "a brief or a reference architecture (doc 2 Repos, POST /repos/bootstrap: object*, required)",
    clauses: ["D2-REPOS-BOOTSTRAP-BODY"],
    probes: [{ label: "`{}`, naming neither a brief nor a reference architecture", body: () => ({}) }],
  },
};

const statedContent: Rule = {
  id: "VALID-BODY-STATED-CONTENT",
  title: "An object* body lacking the content its row says it carries is refused with a 4XX envelope",
  level: "MUST",
  family: "VALID",
  clause:
    "doc 2 Repos (POST /repos/bootstrap: object*, required; a brief or reference architecture); doc 2 Errors (client errors are 4XX)",
  clauses: ["D2-REPOS-BOOTSTRAP-BODY", "D2-ERR-CLASSES"],
  profile: "full",
  shares: bodyShares,
  scope: "operation",
  appliesTo: (op) => STATED_CONTENT[op.operationId as OperationId] !== undefined,
  check: async (c) => {
    const stated = STATED_CONTENT[c.operation.operationId as OperationId]!;
    await expectBodiesRefused(
      c,
      stated.probes,
      "bodies lacking the stated content",
      `a body without ${stated.states} is refused with a 4XX and the error envelope`,
    );
  },
};

export const bodyStatedContent = disposableOnly(
  statedContent,
  "a body the target admits would bootstrap a repository, which no route removes",
);
