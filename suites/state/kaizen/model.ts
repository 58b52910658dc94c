/**
 * Acknowledging one settled grading, as doc 2 Kaizen tells it (written from the documents):
 * acknowledge → 200, `acknowledged` true with `acknowledgedAt` set; acknowledging
 * twice is a no-op keeping the first `acknowledgedAt`; `{acknowledged: false}` undoes (what
 * `acknowledgedAt` then holds is not shown); an unsettled entry is refused 409
 * `kaizen_entry_not_settled` and does not change.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";

export interface AckModel {
  acknowledged: boolean;
  /** The `acknowledgedAt` of the current acknowledgement (the first one since the last undo). */
  at: number | null;
}

export interface AckReal {
  c: CheckContext;
  write: string;
  entryId: string;
  /** An unsettled entry the suite may touch, or null. */
  unsettledId: string | null;
}
