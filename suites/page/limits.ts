/**
 * doc 2 Endpoints conventions ("Keyset paging: list operations take `limit` (integer 1-100)") and
 * doc 2 Limits ("List paging: `limit` 1-100"): a page never holds more than `limit` items, and a
 * `limit` outside 1-100 is refused as a client error (doc 2 Errors: 4XX with the envelope).
 */
import fc from "fast-check";
import { sample } from "../../generators/index.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { listTarget } from "./lists.ts";
import { describeList, walk } from "./walk.ts";
import { readsOwnTasks } from "./lists.ts";
import { holds } from "../common/finding.ts";
import { limitFinding } from "./judges/walk.ts";

const paged = (op: { paging: unknown }) => op.paging !== null;

export const limitRespected: Rule = {
  id: "PAGE-LIMIT-RESPECTED",
  title: "No page holds more items than the limit asked for",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Endpoints conventions (Keyset paging: `limit` integer 1-100); doc 2 Limits (List paging)",
  clauses: ["D2-CONV-PAGING-BOUNDS", "D2-LIMITS-PAGING"],
  profile: "safe",
  shares: readsOwnTasks,
  scope: "operation",
  appliesTo: paged,
  check: async (c) => {
    const t = await listTarget(c, c.operation, { needItems: true });
    const [middle] = sample(fc.integer({ min: 2, max: 99 }), c.seed("limit"), 1);
    const limits = [1, middle, 100];
    const seen: string[] = [];
    for (const limit of limits) {
      // Followed pages count too: a server may size the first page right and the next ones wrong.
      const w = await walk(c, t, { limit, maxPages: limit === 1 ? 25 : 10 });
      w.pages.forEach((p, i) =>
        holds(c, limitFinding({ ...p, number: i + 1 }, p.items.length, limit, describeList(t)), p.reply.exchange),
      );
      seen.push(`limit ${limit}: ${w.pages.map((p) => p.items.length).join("+")}`);
    }
    c.pass(seen.join("; "));
  },
};

export const limitBounds: Rule = {
  id: "PAGE-LIMIT-BOUNDS",
  title: "limit 0 and 101 are refused with a 4XX and the envelope; 1 and 100 are accepted",
  level: "MUST",
  family: "PAGE",
  clause:
    "doc 2 Endpoints conventions (Keyset paging: `limit` integer 1-100); doc 2 Limits (List paging); doc 2 Errors (client errors are 4XX with the envelope)",
  clauses: ["D2-CONV-PAGING-BOUNDS", "D2-LIMITS-PAGING", "D2-ERR-CLASSES"],
  profile: "safe",
  shares: readsOwnTasks,
  scope: "operation",
  appliesTo: paged,
  check: async (c) => {
    const op = c.operation;
    const t = await listTarget(c, op, { needItems: false });
    for (const limit of [0, 101]) {
      const r = await c.callOp(op, { params: t.params, query: { limit } });
      c.require(
        r.status >= 400 && r.status < 500,
        `${r.status} for ${describeList(t)}?limit=${limit}`,
        "a 4XX: `limit` is an integer 1-100 (doc 2 Limits)",
      );
      expectEnvelope(c, r);
    }
    for (const limit of [1, 100]) {
      const r = await c.callOp(op, { params: t.params, query: { limit } });
      c.require(
        r.status === op.status,
        `${r.status} for ${describeList(t)}?limit=${limit}`,
        `${op.status}: ${limit} is within \`limit\` 1-100 (doc 2 Limits)`,
      );
    }
    c.pass("0 and 101 refused, 1 and 100 accepted");
  },
};
