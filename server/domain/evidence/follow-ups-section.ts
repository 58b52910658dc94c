/**
 * The `followUps` section of a run's verification report (doc 1 PrVerificationReport: `followUps`
 * `dismissedByPolicy`, `dropped`, `droppedBudget`, `entries`, `loops`, `maxLoops`, `note` opt,
 * `status`, `total`), composed from the run's follow-ups decisions (doc 1 Follow-up item: "once
 * every item is decided, the coder loops for sent-back items within maxLoops"). Reference choices:
 * `loops` and `total` sum over the run's follow-ups steps, `maxLoops` is the largest cap among them;
 * `dropped` counts the sent-back items a loop could not take (the cap reached); no policy dismisses
 * an item and no budget drops one; an entry is an item as the decision lists it.
 */
import type { Workspace } from "../workspace.ts";
import { recordsOfKind } from "../decisions/state.ts";

/** The cap a run's report states when the run raised no follow-ups (reference choice). */
const DEFAULT_MAX_LOOPS = 2;

export function followUpsSection(ws: Workspace, runId: string) {
  const recs = recordsOfKind(ws, runId, "follow-ups");
  if (!recs.length)
    return {
      status: "absent",
      dismissedByPolicy: 0,
      dropped: 0,
      droppedBudget: null,
      entries: [],
      loops: 0,
      maxLoops: DEFAULT_MAX_LOOPS,
      total: 0,
      note: "no follow-ups were raised",
    };
  const items = recs.flatMap((r) => r.items);
  return {
    status: "reported",
    dismissedByPolicy: 0,
    dropped: items.filter((i) => i.sendBackDropped).length,
    droppedBudget: null,
    entries: items.map((i) => ({
      itemId: i.itemId,
      kind: i.kind,
      title: i.title,
      status: i.status,
      ticketExternalId: i.ticketExternalId,
      ticketUrl: i.ticketUrl,
    })),
    loops: recs.reduce((n, r) => n + r.loops, 0),
    maxLoops: Math.max(...recs.map((r) => r.maxLoops)),
    total: items.length,
  };
}
