/**
 * Bodies addressed to placeholder path ids (`probe`): no server holds them, so nothing can change
 * whatever the server does. A server may answer 404 before it validates: the rules compare with a
 * control. Every operation with a path id and no recipe of its own is addressed so.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Operation } from "../../../lib/contract/operations.ts";
import { probeParams } from "../../../lib/rules/probes.ts";
import { minimalValue } from "../../../generators/index.ts";
import { BODY_OPERATIONS, type BodyOperation } from "../../../lib/run/config.ts";
import { bodyNode, type BodyTarget } from "../targets.ts";
import { needStandard, nothing, type AddressRecipes } from "./recipe.ts";

/**
 * Placeholder ids, with the body as configured for an `object*` body whose fields are configuration
 * (bodies.setMergeRecordEffort…), else the documents' minimal body.
 */
export function placeholderAddress(c: CheckContext, op: Operation): BodyTarget {
  if (op.pathParams.length === 0)
    c.notExercised(
      "no resource of the suite's own can receive this body: it acts on workspace state the suite did not create",
    );
  needStandard(c);
  // The configured control: the documents' minimal `{}` may be refused as invalid by a server that checks the
  // body before it looks the ids up, and then no probe can be told apart from it (issue 24).
  const configured = (BODY_OPERATIONS as readonly string[]).includes(op.operationId)
    ? c.t.info.bodies[op.operationId as BodyOperation]
    : null;
  if (configured)
    return {
      kind: "probe",
      params: probeParams(op),
      base: structuredClone(configured),
      creates: false,
      accepted: nothing,
      describe: `placeholder ids (bodies.${op.operationId})`,
    };
  return {
    kind: "probe",
    params: probeParams(op),
    base: minimalValue(bodyNode(c, op)),
    creates: false,
    accepted: nothing,
    describe: "placeholder ids",
  };
}

export const probeAddresses = {
  // The judge body's field is configuration (decisionFields.judgeOutcome, doc 2 Decisions: object*),
  // read only once the profile allows the write: reading a setting records it as assumed (lib/run/context.ts).
  resolveJudge: async (c, op) => {
    needStandard(c);
    const judge = c.t.info.decisionFields.judgeOutcome;
    if (!judge) return placeholderAddress(c, op);
    return {
      kind: "probe",
      params: probeParams(op),
      base: { [judge]: "proceed" },
      creates: false,
      accepted: nothing,
      describe: `placeholder ids (decisionFields.judgeOutcome ${judge})`,
    };
  },
} satisfies AddressRecipes;
