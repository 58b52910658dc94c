/**
 * doc 2 Debug, GET /debug/runs/{runId}/llm-export: "a bounded window of calls; response says
 * `truncated` and which end was kept (`order`)". Read before the window is told apart by its
 * shrinking (llm-export.ts), so a window that ignores `limit` fails instead of leaving the rule not
 * exercised: for a run of 2-100 calls (counted on its call list, read whole), under each `order` some
 * top-level array holds every call at `limit=100`, and one of those holds at most one at `limit=1`.
 * Without `order`, the response still says which end it kept: `oldest` or `newest`.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import type { ListRead, Rec } from "./read.ts";

const DOC = "doc 2 Debug: GET /debug/runs/{runId}/llm-export";
const FULL = 100;

/** Fails an unbounded or empty window, or an unsaid end; returns what was judged. */
export async function exportBoundsNote(c: CheckContext, params: Record<string, string>, calls: ListRead) {
  const read = async (query: Record<string, string | number>) => {
    const r = await c.callOp(c.operation, { params, query });
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    c.require(
      r.status === c.operation.status,
      `${r.status} for llm-export?${qs}`,
      `${c.operation.status} (${DOC})`,
      r.exchange,
    );
    return { body: (r.json ?? {}) as Rec, reply: r, label: `llm-export?${qs}` };
  };
  const plain = await read({ limit: FULL });
  c.require(
    plain.body.order === "oldest" || plain.body.order === "newest",
    `${plain.label} (no \`order\` sent) has \`order\` = ${jsonText(plain.body.order)}`,
    `the response says which end was kept, \`order\` oldest or newest (${DOC})`,
    plain.reply.exchange,
  );
  const n = calls.items.length;
  if (!calls.complete || n < 2 || n > FULL) return "`order` said without one sent; window bounds not judged";
  for (const order of ["oldest", "newest"] as const) {
    const [full, one] = [await read({ order, limit: FULL }), await read({ order, limit: 1 })];
    const whole = Object.keys(full.body).filter(
      (k) => Array.isArray(full.body[k]) && (full.body[k] as unknown[]).length === n,
    );
    c.require(
      whole.length > 0,
      `no top-level array of ${full.label} holds the run's ${n} calls (keys ${Object.keys(full.body).join(", ")})`,
      `a window bounded by \`limit\` (1-${FULL}) keeps every call of a run of ${n} (${DOC})`,
      full.reply.exchange,
    );
    c.require(
      whole.some((k) => Array.isArray(one.body[k]) && (one.body[k] as unknown[]).length <= 1),
      `${one.label} still holds ${whole.map((k) => `${Array.isArray(one.body[k]) ? (one.body[k] as unknown[]).length : "no"} items under \`${k}\``).join(", ")}`,
      `the window is bounded by \`limit\`: at most one call at limit=1 (${DOC})`,
      one.reply.exchange,
    );
  }
  return `\`order\` said without one sent; under each order a window of all ${n} calls at limit=${FULL} and of at most one at limit=1`;
}
