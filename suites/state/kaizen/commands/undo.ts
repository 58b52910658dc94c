import type fc from "fast-check";
import { enc } from "../../kit/api.ts";
import { must } from "../../kit/verdicts.ts";
import type { Entry } from "../entries.ts";
import type { AckModel, AckReal } from "../model.ts";
import { mustMatchAck } from "./ack.ts";

/**
 * POST …/acknowledge {acknowledged: false}: undoes an acknowledgement. Sent only on an acknowledged
 * entry: what it does to one that is not is not stated.
 */
export class UndoAckCommand implements fc.AsyncCommand<AckModel, AckReal> {
  check(m: Readonly<AckModel>): boolean {
    return m.acknowledged;
  }
  async run(m: AckModel, real: AckReal): Promise<void> {
    const r = await real.c.call<Entry>("POST", `/kaizen/entries/${enc(real.entryId)}/acknowledge`, {
      key: real.write,
      body: { acknowledged: false },
    });
    must(
      r.status === 200,
      `${r.status} undoing an acknowledgement`,
      "200 PublicKaizenEntry (doc 2 Kaizen: {acknowledged: false} undoes)",
    );
    m.acknowledged = false;
    m.at = null;
    mustMatchAck(m, r.json!, "answered by the undo");
  }
  toString(): string {
    return "acknowledge(entry, {acknowledged: false})";
  }
}
