/**
 * Acknowledging a grading (doc 2 Kaizen: POST /kaizen/entries/{entryId}/acknowledge; doc 1
 * States: "only settled entries can be acknowledged").
 */
import { stated } from "../../state/errors.ts";
import { isSettled, type KaizenEntryRecord } from "./state.ts";

export interface AcknowledgeRequest {
  acknowledged?: boolean;
  note?: string | null;
}

/**
 * Applies one acknowledge request. Returns whether the entry changed (only then is `updatedAt`
 * stamped). Rules:
 * - unsettled entry → 409 `kaizen_entry_not_settled` (either direction: such an entry is never
 *   acknowledged, so there is nothing to undo either);
 * - `acknowledged` omitted → reference choice: treated as `true` (the operation's name);
 * - acknowledging an acknowledged entry is a no-op keeping the first `acknowledgedAt` (and, as
 *   the document says "no-op", its `acknowledgedBy` and note too);
 * - `{acknowledged: false}` undoes: acknowledged false, acknowledgedAt/By/Note null; undoing an
 *   unacknowledged entry is a no-op.
 */
export function acknowledge(e: KaizenEntryRecord, req: AcknowledgeRequest, keyId: string, now: () => number): boolean {
  if (!isSettled(e)) {
    throw stated(
      409,
      "kaizen_entry_not_settled",
      `entry ${e.entryId} is ${e.status}: only settled gradings (complete or failed) can be acknowledged`,
    );
  }
  const want = req.acknowledged ?? true;
  if (want) {
    if (e.acknowledged) return false;
    const at = now();
    e.acknowledged = true;
    e.acknowledgedAt = at;
    e.acknowledgedBy = keyId;
    e.acknowledgementNote = req.note !== undefined ? req.note : null;
    e.updatedAt = at;
    return true;
  }
  if (!e.acknowledged) return false;
  e.acknowledged = false;
  e.acknowledgedAt = null;
  e.acknowledgedBy = null;
  e.acknowledgementNote = null;
  e.updatedAt = now();
  return true;
}
