/**
 * Acknowledging an unsettled grading: 409 `kaizen_entry_not_settled` (doc 2 Kaizen; doc 2 Errors;
 * doc 1 States: "only settled entries can be acknowledged"; a grading is settled when finished,
 * i.e. `complete` or `failed`).
 */
import type { Rule } from "../../lib/rules/types.ts";
import { requireStated } from "./stated.ts";
import type { Reply } from "../../lib/http/client.ts";
import { firstPageWithItems } from "../../generators/calls/pages.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { provokesOn } from "../common/provokes.ts";

interface Entry {
  entryId?: unknown;
  status?: unknown;
  acknowledged?: unknown;
}

const UNSETTLED = new Set(["scheduled", "running"]);

export const kaizenNotSettled: Rule = {
  id: "ERRORS-KAIZEN-NOT-SETTLED",
  title: "Acknowledging an unsettled Kaizen entry is refused 409 `kaizen_entry_not_settled`",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Kaizen (unsettled entry: 409 reason `kaizen_entry_not_settled`); doc 2 Errors; doc 1 States (Kaizen grading)",
  clauses: [
    "D2-ERR-409-KAIZEN-NOT-SETTLED",
    "D2-KAIZEN-ACK-UNSETTLED-409",
    "D1-STATES-KAIZEN-SETTLED",
    "D2-ERR-REASON-IN-DETAILS",
  ],
  profile: "standard",
  scope: "global",
  provokes: provokesOn(["acknowledgeKaizenEntry", 409]),
  check: async (c) => {
    // An empty page may still carry a cursor (doc 2 Endpoints conventions): the first page with items.
    const list = (await firstPageWithItems(c, "/kaizen/entries", { query: { settled: "false", limit: 20 } })) as Reply<{
      entries?: Entry[];
    }>;
    // Setup, not what this rule judges (OP-SUCCESS judges the list): a refusal leaves it not exercised.
    if (list.status !== 200 || !Array.isArray(list.json?.entries))
      setupRefused(c, "listing the unsettled Kaizen entries (GET /kaizen/entries?settled=false)", list);
    const entry = list.json!.entries!.find(
      (e) => typeof e.entryId === "string" && UNSETTLED.has(e.status as string) && e.acknowledged === false,
    );
    if (!entry)
      c.notExercised(
        "the workspace holds no unsettled Kaizen entry (`settled=false` listed none scheduled or running)",
      );
    const id = encodeURIComponent(entry!.entryId as string);
    const r = await c.call<Entry>("POST", `/kaizen/entries/${id}/acknowledge`, {
      key: c.t.keys.write ?? c.t.keys.admin,
      body: { acknowledged: true },
    });
    if (r.status >= 200 && r.status < 300) {
      // Not the suite's entry: put it back as it was before anything else.
      if (r.json?.acknowledged === true)
        await c.call("POST", `/kaizen/entries/${id}/acknowledge`, {
          key: c.t.keys.write ?? c.t.keys.admin,
          body: { acknowledged: false },
        });
      if (!UNSETTLED.has(r.json?.status as string))
        c.notExercised(`the entry settled (status ${String(r.json?.status)}) between the list and the acknowledgement`);
      c.fail(
        `Received: ${r.status} acknowledging an entry whose status is ${String(r.json?.status)} / Documented: 409 \`kaizen_entry_not_settled\``,
        r.exchange,
      );
    }
    requireStated(
      c,
      r,
      409,
      "kaizen_entry_not_settled",
      `acknowledging an entry whose status is ${String(entry!.status)}`,
    );
    c.pass(`refused for an entry ${String(entry!.status)}`);
  },
};
