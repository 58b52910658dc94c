/**
 * doc 2 Identity table, GET /usage/spend: "`limit` opt 1-500 (default 100)"; doc 2 Limits: "spend
 * rows 1-500, default 100". Omitting `limit` reads as `limit=100`: at most 100 rows, and as many as
 * `limit=100` gives. Only a dimension and window holding more than 100 rows can show it: the rule
 * looks for one at `limit=500` in the widest window (`90d`) and is not exercised when none has.
 */
import type { Rule } from "../../../lib/rules/types.ts";

const DOC = "doc 2 Identity: GET /usage/spend `limit` opt 1-500 (default 100)";
const DIMENSIONS = ["model", "agentKind", "service", "repo", "taskType", "ticket", "run"] as const;
const WINDOW = "90d";

export const spendDefaultLimit: Rule = {
  id: "PAGE-LIMIT-SPEND-DEFAULT",
  title: "GET /usage/spend without `limit` returns at most 100 rows, as `limit=100` does",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Identity (GET /usage/spend: limit opt 1-500, default 100); doc 2 Limits (spend rows default 100)",
  clauses: ["D2-ID-SPEND-DEFAULT-LIMIT"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "getUsageSpend",
  check: async (c) => {
    const rows = (json: unknown) => (json as { rows?: unknown } | undefined)?.rows;
    const counts: string[] = [];
    for (const dimension of DIMENSIONS) {
      const wide = await c.callOp(c.operation, { query: { dimension, window: WINDOW, limit: 500 } });
      c.require(wide.status === 200 && Array.isArray(rows(wide.json)), `${wide.status} for GET /usage/spend?dimension=${dimension}&window=${WINDOW}&limit=500`, `200 PublicSpend with \`rows\` (${DOC})`, wide.exchange);
      const total = (rows(wide.json) as unknown[]).length;
      counts.push(`${dimension} ${total}`);
      if (total <= 100) continue;
      const dflt = await c.callOp(c.operation, { query: { dimension, window: WINDOW } });
      const hundred = await c.callOp(c.operation, { query: { dimension, window: WINDOW, limit: 100 } });
      for (const r of [dflt, hundred]) c.require(r.status === 200 && Array.isArray(rows(r.json)), `${r.status} for ${r.exchange.url.replace(/^.*\/api\/v1/, "")}`, `200 PublicSpend with \`rows\` (${DOC})`, r.exchange);
      const [n, n100] = [(rows(dflt.json) as unknown[]).length, (rows(hundred.json) as unknown[]).length];
      c.require(n <= 100, `${n} rows without \`limit\` (dimension ${dimension}, window ${WINDOW}, ${total} rows at limit=500)`, `at most 100 rows: \`limit\` defaults to 100 (${DOC})`, dflt.exchange);
      c.require(n === n100, `${n} rows without \`limit\`, ${n100} with limit=100 (dimension ${dimension}, window ${WINDOW})`, `omitting \`limit\` reads as limit=100 (${DOC})`, dflt.exchange);
      c.pass(`dimension ${dimension}, window ${WINDOW}: ${total} rows at limit=500, ${n} without limit, as many as limit=100`);
    }
    c.notExercised(`no dimension holds more than 100 rows in the ${WINDOW} window (${counts.join(", ")}): the default cannot be told apart from a larger one`);
  },
};
