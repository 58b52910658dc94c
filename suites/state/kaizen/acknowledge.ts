/**
 * doc 2 Kaizen, POST /kaizen/entries/{entryId}/acknowledge, driven as a model on one settled,
 * unacknowledged entry the suite may touch: a grading of a run the suite started, or any entry of
 * the embedded reference server (`mayTouch`). Gradings are the customer's: on a real target nothing
 * else is written. After each sequence the entry is put back unacknowledged, as it was found
 * (acknowledging wrote `acknowledgedBy`/`acknowledgedAt`; the undo clears the acknowledgement).
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { enc, keyOf, mayTouch } from "../kit/api.ts";
import { runModel } from "../kit/model-run.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { ackCommands, ackScripts } from "./commands.ts";
import { listEntries, type Entry } from "./entries.ts";
import type { AckModel, AckReal } from "./model.ts";
import { provokesOn } from "../../common/provokes.ts";

async function firstTouchable(c: CheckContext, entries: Entry[]): Promise<Entry | null> {
  for (const e of entries) if (await mayTouch(c, e.runId)) return e;
  return null;
}

export const kaizenAcknowledge: Rule = {
  id: "STATE-KAIZEN-ACKNOWLEDGE",
  title:
    "Acknowledging a settled entry sets it, a second acknowledge keeps the first acknowledgedAt, false undoes; an unsettled one is refused 409",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Kaizen (acknowledge: twice is a no-op keeping the first acknowledgedAt; {acknowledged: false} undoes; 409 kaizen_entry_not_settled); doc 1 States (only settled entries can be acknowledged)",
  clauses: [
    "D2-KAIZEN-ACK-UNDO",
    "D2-KAIZEN-ACK-TWICE-NOOP",
    "D2-KAIZEN-ACK-UNSETTLED-409",
    "D1-STATES-KAIZEN-SETTLED",
  ],
  profile: "full",
  scope: "global",
  provokes: provokesOn(["acknowledgeKaizenEntry", 200], ["acknowledgeKaizenEntry", 409]),
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const settled = await firstTouchable(
        c,
        (await listEntries(c, { acknowledged: "false", settled: "true" }, 2)).entries,
      );
      if (!settled)
        inconclusive(
          "no unacknowledged settled Kaizen entry grades a run the suite started (gradings are the customer's: none of theirs is acknowledged)",
        );
      const unsettled = await firstTouchable(c, (await listEntries(c, { settled: "false" }, 2)).entries);
      const real: AckReal = { c, write, entryId: settled.entryId, unsettledId: unsettled?.entryId ?? null };
      const { runs } = await runModel<AckModel, AckReal>(c, {
        commands: ackCommands,
        scripts: ackScripts(),
        setup: async () => ({ model: { acknowledged: false, at: null }, real }),
        after: async (m) => {
          if (!m.acknowledged) return;
          const r = await c.call("POST", `/kaizen/entries/${enc(settled.entryId)}/acknowledge`, {
            key: write,
            body: { acknowledged: false },
          });
          must(
            r.status === 200,
            `${r.status} putting the entry back unacknowledged`,
            "200 (doc 2 Kaizen: {acknowledged: false} undoes)",
          );
        },
        numRuns: 4,
        maxCommands: 6,
        subject: `entry ${settled.entryId}`,
      });
      c.pass(
        `${runs} sequences on entry ${settled.entryId} moved as documented${unsettled ? "" : " (no unsettled entry the suite may touch: the 409 was not driven)"}`,
      );
    }),
};
