/**
 * Decisions (doc 2 Endpoints "Decisions"): the list reads any run; every answering route needs a run
 * parked on its decision kind, which only a started run provides (the STATE family drives those
 * under the full profile), and answering a run the suite did not start would decide for someone.
 */
import { contractIndex } from "../../../lib/contract/operations.ts";
import { need, runIds } from "./discover.ts";
import { never, read, type Recipes } from "./types.ts";

/** The decision kind a route of the decision surface addresses, from its first path segment. */
const KIND_OF_SEGMENT: Record<string, string> = {
  approvals: "approval-gate",
  brainstorm: "brainstorm",
  clarity: "clarity-review",
  "follow-ups": "follow-ups",
  fork: "fork",
  "human-test": "human-test",
  "input-gate": "input-gate",
  interview: "interview",
  judge: "judge",
  "pr-review": "pr-review",
  questions: "agent-decision",
  requirements: "requirements-review",
  "visual-confirmation": "visual-confirmation",
};

const answering = contractIndex().byTag("Decisions").filter((op) => op.method !== "GET");

export const decisions: Recipes = {
  listRunDecisions: read(async (c) => {
    const [runId] = need(c, await runIds(c), "the workspace holds no run to list the decisions of");
    return [{ params: { runId }, label: `run ${runId}` }];
  }),
  ...Object.fromEntries(
    answering.map((op) => {
      const segment = op.path.split("/decisions/")[1]?.split("/")[0] ?? "";
      const kind = KIND_OF_SEGMENT[segment] ?? segment;
      return [
        op.operationId,
        never(`succeeds only on a run parked on a ${kind} decision: a run the suite did not start is not the suite's to answer, and starting one is the STATE family's (full profile)`),
      ];
    }),
  ),
};
