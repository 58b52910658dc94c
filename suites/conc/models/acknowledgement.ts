/**
 * A Kaizen entry's acknowledgement, as the documents state it (doc 2 Kaizen, POST /kaizen/entries/
 * {entryId}/acknowledge: "200 PublicKaizenEntry. `{acknowledged: false}` undoes. Acknowledging twice
 * is a no-op keeping the first `acknowledgedAt`"; doc 1 PublicKaizenEntry `acknowledged`,
 * `acknowledgedAt`). The state is the two fields. The first acknowledgement stamps a time the
 * documents do not fix, so the model takes it from the answer; every later one keeps it; the undo
 * clears it. Every answer that succeeds shows the entry as stored after it.
 */
import type { Model } from "../../../lib/history/model.ts";
import { type Answer, refused, said, succeeded } from "./answer.ts";

export interface Acknowledgement {
  acknowledged: boolean;
  at: number | null;
}

export type AckInput = { acknowledge: boolean } | { read: true };

const same = (a: Acknowledgement, b: Acknowledgement) => a.acknowledged === b.acknowledged && a.at === b.at;

export const acknowledgementModel = (
  initial: Acknowledgement,
): Model<Acknowledgement, AckInput, Answer<Acknowledgement>> => ({
  init: () => initial,
  step: (s, input, out) => {
    if (refused(out)) return { ok: true, next: s };
    if (!succeeded(out)) return { ok: false, next: s };
    const shown = out.body!;
    if ("read" in input) return { ok: same(s, shown), next: s };
    if (!input.acknowledge) return { ok: same(shown, { acknowledged: false, at: null }), next: shown };
    // Acknowledged already: a no-op keeping the first stamp. Not yet: stamped now, at a time of the server's.
    if (s.acknowledged) return { ok: same(s, shown), next: s };
    return { ok: shown.acknowledged && shown.at !== null, next: shown };
  },
  shows: (_input, out) => (succeeded(out) ? out.body! : undefined),
  reads: (input) => "read" in input,
  describe: (s) => (s.acknowledged ? `acknowledged at ${s.at}` : "not acknowledged"),
  describeOperation: (input, out) => {
    const what = "read" in input ? "GET" : `acknowledge ${input.acknowledge}`;
    const b = out.body;
    return `${what} → ${said(out, b ? (b.acknowledged ? `acknowledged at ${b.at}` : "not acknowledged") : "")}`;
  },
  key: (s) => `${s.acknowledged}|${s.at}`,
});
