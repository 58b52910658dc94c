/**
 * doc 2 Identity table, GET /usage/spend: "`limit` opt 1-500 (default 100)"; doc 2 Limits: "spend
 * rows 1-500, default 100". Omitting `limit` reads as `limit=100`: at most 100 rows, and as many as
 * `limit=100` gives. Only a dimension and window holding more than 100 rows can show it: the rule
 * looks for one at `limit=500` in the widest window (`90d`) and is not exercised when none has.
 *
 * A `limit` above the default, up to 500, is honoured, not merely accepted (VALID-QUERY-BOUNDARY
 * checks the acceptance): a dimension holding more than 100 rows shows more than 100 at `limit=500`.
 * The suite cannot make spend rows of its own (they come from model calls), so only what the target
 * holds can show it, and only `truncated` can say that a dimension holds more rows than it showed.
 * Doc 1 PublicSpend gives `truncated` as a boolean and does not show its meaning, so PAGE-LIMIT-SPEND-MAX
 * runs only where the target's fact `facts.spendTruncated` says it means "rows beyond `limit` were left
 * out" (the embedded server's does): a report at `limit=500` that says `truncated` then shows 500 rows,
 * and `truncated` at `limit=100` shows that the dimension holds more than 100. The same reading holds
 * at the edge: a limit equal to a dimension's row count leaves nothing out, one less leaves one row out
 * (mutants `all.length >= limit` and a `truncated` never set passed the gate without it).
 */
import type { Reply } from "../../../lib/http/client.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { factGated } from "../../common/fact-gated.ts";

const DOC = "doc 2 Identity: GET /usage/spend `limit` opt 1-500 (default 100)";
const DIMENSIONS = ["model", "agentKind", "service", "repo", "taskType", "ticket", "run"] as const;
const WINDOW = "90d";
const DEFAULT = 100;
const MAX = 500;
const TRUNCATED =
  "`truncated` says rows beyond `limit` were left out, as facts.spendTruncated states (doc 1 PublicSpend does not show its meaning)";

interface SpendRead {
  rows: number;
  truncated: unknown;
  reply: Reply;
}

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
      c.require(
        wide.status === 200 && Array.isArray(rows(wide.json)),
        `${wide.status} for GET /usage/spend?dimension=${dimension}&window=${WINDOW}&limit=500`,
        `200 PublicSpend with \`rows\` (${DOC})`,
        wide.exchange,
      );
      const total = (rows(wide.json) as unknown[]).length;
      counts.push(`${dimension} ${total}`);
      if (total <= 100) continue;
      const dflt = await c.callOp(c.operation, { query: { dimension, window: WINDOW } });
      const hundred = await c.callOp(c.operation, { query: { dimension, window: WINDOW, limit: 100 } });
      for (const r of [dflt, hundred])
        c.require(
          r.status === 200 && Array.isArray(rows(r.json)),
          `${r.status} for ${r.exchange.url.replace(/^.*\/api\/v1/, "")}`,
          `200 PublicSpend with \`rows\` (${DOC})`,
          r.exchange,
        );
      const [n, n100] = [(rows(dflt.json) as unknown[]).length, (rows(hundred.json) as unknown[]).length];
      c.require(
        n <= 100,
        `${n} rows without \`limit\` (dimension ${dimension}, window ${WINDOW}, ${total} rows at limit=500)`,
        `at most 100 rows: \`limit\` defaults to 100 (${DOC})`,
        dflt.exchange,
      );
      c.require(
        n === n100,
        `${n} rows without \`limit\`, ${n100} with limit=100 (dimension ${dimension}, window ${WINDOW})`,
        `omitting \`limit\` reads as limit=100 (${DOC})`,
        dflt.exchange,
      );
      c.pass(
        `dimension ${dimension}, window ${WINDOW}: ${total} rows at limit=500, ${n} without limit, as many as limit=100`,
      );
    }
    c.notExercised(
      `no dimension holds more than 100 rows in the ${WINDOW} window (${counts.join(", ")}): the default cannot be told apart from a larger one`,
    );
  },
};

async function readSpend(c: CheckContext, dimension: string, limit: number): Promise<SpendRead> {
  const r = await c.callOp(c.operation, { query: { dimension, window: WINDOW, limit } });
  const body = r.json as { rows?: unknown; truncated?: unknown } | undefined;
  c.require(
    r.status === 200 && Array.isArray(body?.rows),
    `${r.status} for GET /usage/spend?dimension=${dimension}&window=${WINDOW}&limit=${limit}`,
    `200 PublicSpend with \`rows\` (${DOC})`,
    r.exchange,
  );
  return { rows: (body!.rows as unknown[]).length, truncated: body!.truncated, reply: r };
}

export const spendMaxLimit: Rule = factGated(
  {
    id: "PAGE-LIMIT-SPEND-MAX",
    title:
      "GET /usage/spend honours a `limit` above its default 100, up to 500: a dimension holding more than 100 rows shows them",
    level: "MUST",
    family: "PAGE",
    clause:
      "doc 2 Identity (GET /usage/spend: limit opt 1-500, default 100); doc 2 Limits (spend rows 1-500, default 100)",
    clauses: ["D2-ID-SPEND-TRUNCATED"],
    profile: "safe",
    scope: "operation",
    appliesTo: (op) => op.operationId === "getUsageSpend",
    check: async (c) => {
      const seen: string[] = [];
      const honoured: string[] = [];
      for (const dimension of DIMENSIONS) {
        const wide = await readSpend(c, dimension, MAX);
        seen.push(`${dimension} ${wide.rows}${wide.truncated === true ? " (truncated)" : ""}`);
        c.require(
          wide.truncated !== true || wide.rows === MAX,
          `${wide.rows} rows at limit=${MAX} (dimension ${dimension}, window ${WINDOW}) with \`truncated\` true: rows were left out below the limit asked for`,
          `up to ${MAX} rows as asked: rows 1-${MAX} (${DOC}; ${TRUNCATED})`,
          wide.reply.exchange,
        );
        if (wide.rows > DEFAULT) {
          honoured.push(`${dimension}: ${wide.rows} rows at limit=${MAX}`);
          continue;
        }
        // Exactly the default: the dimension may hold more, which `truncated` at limit=100 tells.
        if (wide.rows !== DEFAULT) continue;
        const dflt = await readSpend(c, dimension, DEFAULT);
        c.require(
          dflt.truncated !== true,
          `${wide.rows} rows at limit=${MAX}, though limit=${DEFAULT} says \`truncated\` (dimension ${dimension}, window ${WINDOW}): the rows beyond ${DEFAULT} are not shown at limit=${MAX}`,
          `more than ${DEFAULT} rows at limit=${MAX} when the dimension holds more: \`limit\` 1-${MAX}, the default ${DEFAULT} only when none is given (${DOC}; ${TRUNCATED})`,
          wide.reply.exchange,
        );
      }
      const edge = await truncatedAtTheEdge(c, seen);
      if (!honoured.length && !edge)
        c.notExercised(
          `no dimension holds more than ${DEFAULT} rows in the ${WINDOW} window (${seen.join(", ")}): a limit above the default cannot be told apart from the default (the suite cannot make spend rows of its own)`,
        );
      c.pass(
        honoured.length
          ? `${honoured.join("; ")}: more than the default ${DEFAULT}, as asked (rows at limit=${MAX}: ${seen.join(", ")})`
          : `no dimension holds more than ${DEFAULT} rows; ${seen.join(", ")}`,
      );
    },
  },
  "spendTruncated",
  "true when PublicSpend's `truncated` says rows beyond the `limit` asked for were left out",
);

/**
 * `truncated` at the edge, as facts.spendTruncated reads it (rows beyond `limit` left out): a
 * dimension whose rows all fit (n of them, not truncated, at limit=500) is not truncated at limit=n,
 * and is at limit=n-1, which shows n-1 rows. Judged only when a read at limit=500 after these still
 * shows n rows (a live target's spend may grow meanwhile); false when no dimension has two rows or more.
 */
async function truncatedAtTheEdge(c: CheckContext, seen: string[]): Promise<boolean> {
  for (const dimension of DIMENSIONS) {
    const all = await readSpend(c, dimension, MAX);
    if (all.truncated === true || all.rows < 2) continue;
    const exact = await readSpend(c, dimension, all.rows);
    const short = await readSpend(c, dimension, all.rows - 1);
    if ((await readSpend(c, dimension, MAX)).rows !== all.rows) continue;
    c.require(
      exact.truncated !== true && exact.rows === all.rows,
      `${exact.rows} rows, \`truncated\` ${String(exact.truncated)} at limit=${all.rows} (dimension ${dimension}, window ${WINDOW}, ${all.rows} rows in all)`,
      `every row and no \`truncated\` when \`limit\` is the number of rows (${DOC}; ${TRUNCATED})`,
      exact.reply.exchange,
    );
    c.require(
      short.truncated === true && short.rows === all.rows - 1,
      `${short.rows} rows, \`truncated\` ${String(short.truncated)} at limit=${all.rows - 1} (dimension ${dimension}, window ${WINDOW}, ${all.rows} rows in all)`,
      `${all.rows - 1} rows and \`truncated\` true when one row is left out (${DOC}; ${TRUNCATED})`,
      short.reply.exchange,
    );
    seen.push(`truncated at limit=${all.rows - 1}, not at limit=${all.rows} (dimension ${dimension})`);
    return true;
  }
  return false;
}
