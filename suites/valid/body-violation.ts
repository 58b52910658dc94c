/**
 * doc 1 request shapes (bounds, enums, required fields, formats, `https://`), doc 2 Limits, doc 2
 * Errors (client errors are 4XX with the envelope): a body that breaks exactly one stated
 * constraint is refused, and changes nothing.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { applyViolation, violations } from "../../generators/index.ts";
import { pickSpread } from "./judge.ts";
import { expectBodiesRefused } from "./refuse-bodies.ts";
import { bodyNode } from "./targets.ts";
import { requestShape } from "../common/clauses.ts";
import { bodyShares } from "./targets.ts";

/** Violations sent per operation (drawn with the run's seed, spread over constraint kinds). */
export const VIOLATIONS_PER_OPERATION = 12;

export const bodyViolationRefused: Rule = {
  id: "VALID-BODY-VIOLATION",
  title: "A body breaking one stated constraint is refused with a 4XX envelope and changes nothing",
  level: "MUST",
  family: "VALID",
  clause: "doc 1 Resources and their fields (request shapes); doc 2 Limits; doc 2 Errors (client errors are 4XX)",
  clauses: ["D2-ERR-CLASSES", "D1-NOTATION-BOUNDS", "D1-NOTATION-ENUMS", "D1-NOTATION-REQUIRED"],
  clausesFor: requestShape,
  // The safe profile exercises the operation it may write to (minting its own keys); the others
  // say why they were not exercised.
  profile: "safe",
  shares: bodyShares,
  scope: "operation",
  appliesTo: (op) => op.body !== null,
  check: async (c) => {
    const op = c.operation;
    const all = violations(bodyNode(c, op));
    const picked = pickSpread(all, (v) => v.constraint, VIOLATIONS_PER_OPERATION, c.seed());
    await expectBodiesRefused(
      c,
      picked.map((v) => ({ label: v.label, body: (base: unknown) => applyViolation(base, v) })),
      `one-violation bodies (of ${all.length})`,
      "a body breaking one stated constraint is refused with a 4XX and the error envelope",
    );
  },
};
