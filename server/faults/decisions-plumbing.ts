/**
 * Faults of the decisions domain's shared plumbing (server/domain/decisions access.ts and state.ts),
 * each a hole the mutants of those files showed; each names the rules it proves.
 */
import type { FaultDef } from "./index.ts";
import type { RequestContext } from "../state/context.ts";
import { refused } from "../state/errors.ts";
import type { Reply } from "../state/reply.ts";

/** The reply's decision list with `taskId` (its own and each decision's) set to the run id. */
function runIdAsTaskId(reply: Reply): Reply {
  if (reply.kind !== "json" || reply.status !== 200) return reply;
  const list = reply.body as { runId?: unknown; taskId?: unknown; decisions?: Record<string, unknown>[] };
  const decisions = (list.decisions ?? []).map((d) => ("taskId" in d ? { ...d, taskId: list.runId } : d));
  return { ...reply, body: { ...list, taskId: list.runId, decisions } };
}

export const faults = {
  "decision-list-run-id-as-task": {
    family: "STATE",
    description:
      "GET /runs/{runId}/decisions names the run id as the list's `taskId` (and each review decision's), not the task the run is for",
    rules: ["STATE-DECISION-AGENT-DECISION", "STATE-DECISION-REQUIREMENTS-REVIEW"],
    install(layer) {
      layer.around("listRunDecisions", async (_ctx: RequestContext, next: () => Promise<Reply>) =>
        runIdAsTaskId(await next()),
      );
    },
  },
  "follow-up-file-no-tracker": {
    family: "STATE",
    description:
      "POST .../follow-ups/items/{itemId}/file refuses every item 409 as if no tracker were connected, though the workspace has one (facts.trackerConnected)",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
    install(layer) {
      layer.around("fileFollowUpItem", async () => {
        throw refused(409, "tracker_not_connected", "no issue tracker is connected to this workspace");
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
