/**
 * CONC-KAIZEN-FIRST-ACKNOWLEDGEMENT: clients race acknowledgements (and reads) of one settled,
 * unacknowledged Kaizen entry the suite may touch (a grading of a run the suite started, or any
 * entry of the embedded reference server: suites/state/kit `mayTouch`), checked against
 * models/acknowledgement.ts. A server that checks "not acknowledged yet", lets another request in,
 * and stamps after it, stamps twice: the second acknowledgement overwrites the first
 * `acknowledgedAt`. Each round ends with the acknowledgement undone, so the entry is left as found.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { keyOf, mayTouch } from "../state/kit/api.ts";
import { listEntries } from "../state/kaizen/entries.ts";
import { type Answer, answerOf } from "./models/answer.ts";
import { type AckInput, type Acknowledgement, acknowledgementModel } from "./models/acknowledgement.ts";
import { runRace, type Step } from "./race.ts";

type AckStep = Step<AckInput, Answer<Acknowledgement>>;

const view = (j: Record<string, unknown>): Acknowledgement => ({
  acknowledged: j.acknowledged === true,
  at: typeof j.acknowledgedAt === "number" ? j.acknowledgedAt : null,
});

/** A settled, unacknowledged entry the suite may touch, or null. */
async function touchableEntry(c: CheckContext): Promise<string | null> {
  for (const e of (await listEntries(c, { acknowledged: "false", settled: "true" }, 2)).entries)
    if (await mayTouch(c, e.runId)) return e.entryId;
  return null;
}

export const kaizenFirstAcknowledgement: Rule = {
  id: "CONC-KAIZEN-FIRST-ACKNOWLEDGEMENT",
  title: "of acknowledgements of one Kaizen entry racing each other, the first one's acknowledgedAt is kept",
  level: "MUST",
  family: "CONC",
  clause:
    'doc 2 Kaizen, POST /kaizen/entries/{entryId}/acknowledge ("Acknowledging twice is a no-op keeping the first `acknowledgedAt`"; "`{acknowledged: false}` undoes")',
  clauses: ["D2-KAIZEN-ACK-TWICE-NOOP", "D2-KAIZEN-ACK-UNDO", "D2-ROW-acknowledgeKaizenEntry"],
  // As STATE-KAIZEN-ACKNOWLEDGE: it writes on a grading, even one of the suite's own run.
  profile: "full",
  scope: "global",
  async check(c) {
    const write = keyOf(c, "write");
    const entryId = await touchableEntry(c);
    if (!entryId)
      return c.notExercised(
        "no unacknowledged settled Kaizen entry grades a run the suite started (gradings are the customer's: none of theirs is acknowledged)",
      );
    const path = `/kaizen/entries/${encodeURIComponent(entryId)}`;
    const ack = (acknowledge: boolean): AckStep => ({
      input: { acknowledge },
      send: async () =>
        answerOf(
          await c.call("POST", `${path}/acknowledge`, { key: write, body: { acknowledged: acknowledge } }),
          view,
        ),
    });
    const read: AckStep = {
      input: { read: true },
      send: async () => answerOf(await c.call("GET", path, { key: c.t.keys.read ?? write }), view),
    };
    await runRace<Acknowledgement, AckInput, Answer<Acknowledgement>>(c, {
      model: acknowledgementModel({ acknowledged: false, at: null }),
      what: `Kaizen entry ${entryId}'s acknowledgement`,
      documented:
        "acknowledging twice is a no-op keeping the first `acknowledgedAt` (doc 2 Kaizen): of acknowledgements racing, one stamps the entry and every other answers that stamp",
      step: (_client, _round, pick) => (pick() < 0.2 ? read : ack(true)),
      // Read (pins the round's outcome), then undone: the entry is left unacknowledged, as it was found.
      between: () => [read, ack(false)],
      unexercised: (history) =>
        history.some((o) => "acknowledge" in o.input && o.input.acknowledge && o.output.status === 200)
          ? null
          : "no acknowledgement answered 200",
    });
  },
};
