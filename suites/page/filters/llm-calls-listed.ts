/**
 * GET /debug/runs/{runId}/llm-calls and GET …/llm-export read the same run's recorded model calls
 * (doc 2 Debug): a run whose export window keeps calls lists them in its call list too. The window is
 * read as PAGE-WINDOW-DEBUG-LLM-EXPORT reads it (the body is `object*`): a top-level array holding
 * two or more calls at `limit=100` and at most one at `limit=1`. Runs are those GET /debug/runs lists
 * first (lists.ts `parentIds`); a list answered with items for any of them ends the check.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Operation } from "../../../lib/contract/operations.ts";
import { fillPath } from "../../../lib/contract/path-matcher.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { parentIds } from "../lists.ts";
import type { Rec } from "./read.ts";

const DOC = "doc 2 Debug: GET /debug/runs/{runId}/llm-calls and /llm-export, the run's recorded model calls";

async function listed(c: CheckContext, op: Operation, params: Record<string, string>): Promise<number> {
  const r = await c.callOp(op, { params, query: { limit: 100 } });
  return r.status === op.status ? (itemsOf(op, r.json)?.length ?? 0) : -1;
}

/** Calls the run's export window keeps at limit 100 (0 when no top-level array shrinks to one at limit 1). */
async function exported(c: CheckContext, op: Operation, params: Record<string, string>) {
  const read = (limit: number) => c.callOp(op, { params, query: { limit } });
  const [full, one] = [await read(100), await read(1)];
  if (full.status !== op.status || one.status !== op.status) return { kept: 0, reply: full };
  const [f, s] = [(full.json ?? {}) as Rec, (one.json ?? {}) as Rec];
  const kept = Object.keys(f)
    .filter((k) => Array.isArray(f[k]) && Array.isArray(s[k]) && (s[k] as unknown[]).length <= 1)
    .map((k) => (f[k] as unknown[]).length)
    .filter((n) => n >= 2);
  return { kept: kept.length ? Math.max(...kept) : 0, reply: full };
}

/** Fails a run whose call list is empty (or has no item array) while its export window keeps calls. */
export async function requireExportedCallsListed(c: CheckContext): Promise<string> {
  const listOp = c.t.index.byId("listDebugRunLlmCalls");
  const exportOp = c.t.index.byId("exportDebugRunLlmCalls");
  const runs = await parentIds(c, "runId");
  if (typeof runs === "string") return `calls not compared with llm-export: ${runs}`;
  for (const runId of runs) {
    const params = { runId };
    const n = await listed(c, listOp, params);
    if (n !== 0) return n > 0 ? `run ${runId} lists ${n} call(s)` : `run ${runId}'s call list was refused`;
    const ex = await exported(c, exportOp, params);
    if (!ex.kept) continue;
    // The run may have recorded its calls meanwhile: judged only when its list is still empty.
    const again = await listed(c, listOp, params);
    c.require(
      again !== 0,
      `GET ${fillPath(listOp.path, params)} lists no call (read twice), while the run's llm-export window keeps ${ex.kept}`,
      `the run's call list holds the calls its llm-export bundles (${DOC})`,
      ex.reply.exchange,
    );
  }
  return "no run's llm-export window keeps calls: the call lists were not compared with it";
}
