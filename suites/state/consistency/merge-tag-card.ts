/**
 * doc 2 Notifications: "A `merge_tag_request` card carries its record id in `payload`"; doc 2
 * Events, Notifications: "A `merge_tag_request` carries a merge record id in `payload`"; doc 1
 * Notification (`payload` object|null opt). Reads only: every open `merge_tag_request` card (a few)
 * must carry a `payload` object one of whose values addresses a merge record of the workspace
 * (GET /merge-records/{recordId} 200). The field holding the id is not shown: `recordId` (the
 * record's own name for it, doc 1 merge record) is tried first, then every other string value.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { enc } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { brief, listCards } from "./hooks.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const CARDS = 3;
const CANDIDATES = 6;

/** String values of the payload: `recordId` first, then id-like names, then the rest (one level of nesting). */
function candidates(payload: Record<string, unknown>): { path: string; value: string }[] {
  const out: { path: string; value: string }[] = [];
  const walk = (o: Record<string, unknown>, prefix: string, depth: number) => {
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === "string" && v.length > 0 && v.length <= 200) out.push({ path: `${prefix}${k}`, value: v });
      else if (depth < 1 && v && typeof v === "object" && !Array.isArray(v))
        walk(v as Record<string, unknown>, `${prefix}${k}.`, depth + 1);
    }
  };
  walk(payload, "", 0);
  const rank = (p: string) => (/(^|\.)recordId$/.test(p) ? 0 : /id$/i.test(p) ? 1 : 2);
  return out
    .sort((a, b) => rank(a.path) - rank(b.path))
    .filter((x, i, all) => all.findIndex((y) => y.value === x.value) === i);
}

export const mergeTagCard: Rule = {
  id: "STATE-NOTIFICATION-MERGE-TAG-RECORD",
  title: "A merge_tag_request card carries in its payload the id of a merge record that can be read",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Notifications (a `merge_tag_request` card carries its record id in `payload`); doc 2 Events, Notifications; doc 1 Notification (`payload`)",
  clauses: ["D2-NOTIF-MERGE-TAG-REQUEST"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const cards = (await listCards(c)).filter((n) => n.type === "merge_tag_request");
      if (!cards.length) inconclusive("no open merge_tag_request card in GET /notifications");
      const seen: string[] = [];
      for (const card of cards.slice(0, CARDS)) {
        const payload = card.payload;
        must(
          payload !== null && typeof payload === "object" && !Array.isArray(payload),
          `merge_tag_request card ${card.id} with payload ${brief(payload)}`,
          "a payload carrying the merge record id (doc 2 Notifications)",
        );
        const tried: string[] = [];
        let hit: string | null = null;
        for (const { path, value } of candidates(payload as Record<string, unknown>).slice(0, CANDIDATES)) {
          const r = await c.call<{ recordId?: unknown }>("GET", `/merge-records/${enc(value)}`, {
            key: c.t.keys.read ?? c.t.keys.admin,
          });
          if (r.status === 200) {
            must(
              r.json?.recordId === undefined || r.json.recordId === value,
              `GET /merge-records/${value} answered record ${jsonText(r.json?.recordId)}`,
              "the record the id names (doc 1 merge record `recordId`)",
            );
            hit = `payload.${path} ${value}`;
            break;
          }
          tried.push(`payload.${path} ${value}: ${r.status}`);
        }
        must(
          hit !== null,
          `no value of merge_tag_request card ${card.id}'s payload ${brief(payload)} addresses a merge record (${tried.join("; ") || "no string value"})`,
          "the card carries its merge record id in `payload` (doc 2 Notifications; Events, Notifications)",
        );
        seen.push(`${card.id}: ${hit}`);
      }
      c.pass(`${seen.length} merge_tag_request card(s) carry a merge record id that reads 200 (${seen.join("; ")})`);
    }),
};
