import type fc from "fast-check";
import { enc, mustRefuseWith } from "../../kit/api.ts";
import { must } from "../../kit/verdicts.ts";
import { IN_FLIGHT_GRADING, readEntry, type Entry } from "../entries.ts";
import type { AckModel, AckReal } from "../model.ts";

/** Acknowledging an unsettled entry: 409 `kaizen_entry_not_settled`, and the entry does not change. */
export class AckUnsettledCommand implements fc.AsyncCommand<AckModel, AckReal> {
  check(): boolean {
    return true;
  }
  async run(_m: AckModel, real: AckReal): Promise<void> {
    if (!real.unsettledId) return; // none the suite may touch: nothing to drive
    const before = await readEntry(real.c, real.unsettledId);
    if (!IN_FLIGHT_GRADING.has(before.status)) return; // it settled meanwhile
    const r = await real.c.call<Entry>("POST", `/kaizen/entries/${enc(real.unsettledId)}/acknowledge`, {
      key: real.write,
      body: { acknowledged: true },
    });
    if (r.status === 200 && !IN_FLIGHT_GRADING.has(r.json?.status ?? "")) {
      // It settled between the read and the request: admitted rightly; put it back.
      await real.c.call("POST", `/kaizen/entries/${enc(real.unsettledId)}/acknowledge`, {
        key: real.write,
        body: { acknowledged: false },
      });
      return;
    }
    mustRefuseWith(
      r,
      409,
      "kaizen_entry_not_settled",
      `acknowledging a ${before.status} entry`,
      "doc 2 Kaizen: unsettled entry 409; doc 1: only settled entries can be acknowledged",
    );
    const after = await readEntry(real.c, real.unsettledId);
    must(
      after.acknowledged === before.acknowledged && after.acknowledgedAt === before.acknowledgedAt,
      `acknowledged ${after.acknowledged}, acknowledgedAt ${after.acknowledgedAt} after the refusal`,
      "a refusal changes nothing",
    );
  }
  toString(): string {
    return "acknowledge(unsettled entry)";
  }
}
