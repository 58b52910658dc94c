import type fc from "fast-check";
import { enc } from "../../kit/api.ts";
import { must } from "../../kit/verdicts.ts";
import type { Entry } from "../entries.ts";
import type { AckModel, AckReal } from "../model.ts";
import { jsonText } from "../../../../lib/json/safe.ts";

export function mustMatchAck(m: AckModel, e: Entry, when: string): void {
  must(
    e.acknowledged === m.acknowledged,
    `acknowledged ${e.acknowledged} ${when}`,
    `${m.acknowledged} (doc 2 Kaizen acknowledge)`,
  );
  if (!m.acknowledged) return;
  // `acknowledgedAt` is the time of the acknowledgement (doc 2 Kaizen: acknowledging twice keeps the
  // first one). `acknowledgedBy` is string|null and who it names is not stated (a headless key
  // resolves no person, doc 2 Authentication 9): not judged.
  must(
    typeof e.acknowledgedAt === "number",
    `acknowledgedAt ${jsonText(e.acknowledgedAt)} ${when}`,
    "the time of the acknowledgement, kept by a second one (doc 2 Kaizen; doc 1 PublicKaizenEntry `acknowledgedAt` number|null)",
  );
  if (m.at !== null)
    must(
      e.acknowledgedAt === m.at,
      `acknowledgedAt ${e.acknowledgedAt} ${when}`,
      `${m.at}: acknowledging twice is a no-op keeping the first acknowledgedAt (doc 2 Kaizen)`,
    );
}

/** POST /kaizen/entries/{id}/acknowledge {acknowledged: true, note?}. */
export class AckCommand implements fc.AsyncCommand<AckModel, AckReal> {
  constructor(readonly note: string | null | undefined) {}
  check(): boolean {
    return true;
  }
  async run(m: AckModel, real: AckReal): Promise<void> {
    const body: Record<string, unknown> = { acknowledged: true };
    if (this.note !== undefined) body.note = this.note;
    const r = await real.c.call<Entry>("POST", `/kaizen/entries/${enc(real.entryId)}/acknowledge`, {
      key: real.write,
      body,
    });
    must(r.status === 200, `${r.status} acknowledging a settled entry`, "200 PublicKaizenEntry (doc 2 Kaizen)");
    const first = !m.acknowledged;
    m.acknowledged = true;
    mustMatchAck(m, r.json!, `answered by ${this.toString()}${first ? "" : " (a second acknowledge)"}`);
    if (first) m.at = r.json!.acknowledgedAt;
  }
  toString(): string {
    return `acknowledge(entry${this.note === undefined ? "" : `, {note: ${jsonText(this.note)}}`})`;
  }
}
