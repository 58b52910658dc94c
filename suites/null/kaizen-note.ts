/**
 * POST /kaizen/entries/{entryId}/acknowledge takes AcknowledgeKaizenEntry: `note` string|null opt
 * (doc 1 Kaizen entries); the entry shows it as `acknowledgementNote` string|null, its only note.
 * doc 2 Versioning: "an omitted request field keeps the stored value; `null` is a value". So on a
 * settled entry that is not acknowledged, an acknowledgement without `note` leaves
 * `acknowledgementNote` as it was, and one with `note: null` stores null: neither may be read as an
 * empty or made-up note. Between the two the entry is un-acknowledged (`{acknowledged: false}`
 * undoes, doc 2 Kaizen), since acknowledging an acknowledged entry is a stated no-op. Gradings are
 * the workspace's: only on a disposable target, and the entry is left un-acknowledged, as found.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { disposableOnly } from "../common/disposable.ts";
import { jsonText } from "../../lib/json/safe.ts";

type Entry = Record<string, unknown> & { entryId: string };
const enc = encodeURIComponent;

async function settledUnacknowledged(c: CheckContext): Promise<Entry> {
  const r = await c.call<{ entries?: unknown }>("GET", "/kaizen/entries", {
    query: { acknowledged: "false", settled: "true", limit: "20" },
    key: c.t.keys.read ?? c.t.keys.admin,
  });
  const entries = r.status === 200 && Array.isArray(r.json?.entries) ? (r.json!.entries as unknown[]) : [];
  const found = entries.find(
    (e): e is Entry =>
      !!e &&
      typeof e === "object" &&
      typeof (e as Entry).entryId === "string" &&
      (e as Entry).acknowledged === false &&
      "acknowledgementNote" in (e as Entry),
  );
  if (!found)
    c.notExercised(
      `GET /kaizen/entries?acknowledged=false&settled=true answered ${r.status} with no settled, unacknowledged entry showing \`acknowledgementNote\``,
      r.exchange,
    );
  return found;
}

const check = async (c: CheckContext): Promise<void> => {
  const key = c.t.keys.write ?? c.t.keys.admin;
  const entry = await settledUnacknowledged(c);
  const path = `/kaizen/entries/${enc(entry.entryId)}/acknowledge`;
  let acknowledged = false;
  const ack = async (body: Record<string, unknown>, what: string): Promise<Reply<Entry>> => {
    const r = await c.call<Entry>("POST", path, { body, key });
    // The acknowledgement itself is STATE-KAIZEN-ACKNOWLEDGE's and OP-SUCCESS's to judge.
    if (r.status !== 200 || !r.json || typeof r.json !== "object")
      c.notExercised(`${what} answered ${r.status}: no entry to read the note from`, r.exchange);
    acknowledged = r.json!.acknowledged === true;
    return r;
  };
  c.t.fixtures.track("kaizen acknowledgement", entry.entryId, async () => {
    if (!acknowledged) return;
    const r = await c.t.client.call("POST", path, { key, body: { acknowledged: false } });
    if (r.status !== 200) throw new Error(`POST ${path} {acknowledged: false} answered ${r.status}`);
  });
  const stored = entry.acknowledgementNote;
  const omitted = await ack({ acknowledged: true }, "acknowledging without `note`");
  c.require(
    "acknowledgementNote" in omitted.json! && omitted.json!.acknowledgementNote === stored,
    `acknowledgementNote ${jsonText(omitted.json!.acknowledgementNote)} after an acknowledgement without \`note\`, where entry ${entry.entryId} held ${jsonText(stored)}`,
    "an omitted request field keeps the stored value (doc 2 Versioning)",
    omitted.exchange,
  );
  await ack({ acknowledged: false }, "undoing the acknowledgement");
  const nulled = await ack({ acknowledged: true, note: null }, "acknowledging with `note: null`");
  c.require(
    "acknowledgementNote" in nulled.json! && nulled.json!.acknowledgementNote === null,
    `acknowledgementNote ${jsonText(nulled.json!.acknowledgementNote)} after an acknowledgement with \`note: null\``,
    "`null` is a value (doc 2 Versioning): the note sent as null is stored as null",
    nulled.exchange,
  );
  await ack({ acknowledged: false }, "undoing the acknowledgement");
  c.pass(
    `entry ${entry.entryId}: acknowledged without \`note\`, acknowledgementNote stayed ${jsonText(stored)}; with \`note: null\`, it read null; left un-acknowledged`,
  );
};

export const kaizenNote: Rule = disposableOnly(
  {
    id: "NULL-KAIZEN-NOTE",
    title: "An acknowledgement without `note` keeps the entry's note; one with `note: null` stores null",
    level: "MUST",
    family: "NULL",
    clause:
      "doc 2 Versioning (an omitted request field keeps the stored value; `null` is a value); doc 1 Kaizen entries (AcknowledgeKaizenEntry `note` string|null opt; PublicKaizenEntry `acknowledgementNote` string|null); doc 2 Kaizen (`{acknowledged: false}` undoes)",
    clauses: ["D2-VERSION-ABSENT-NULL", "D1-NOTATION-ABSENT-KEEPS", "D1-SHAPE-KAIZEN"],
    profile: "standard",
    scope: "global",
    check,
  },
  "it acknowledges a grading of the workspace's (and undoes it)",
);
