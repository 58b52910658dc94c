/**
 * doc 2 Debug, GET /debug/agent-context/{snapshotId} and GET /debug/llm-calls/{callId}: each row
 * answers 200 for one dispatch or model call. The ids are discovered from the run's lists, whose
 * item fields are not shown, so the OP recipe reads a 404 as "this field is not the id" and a server
 * that refuses every listed id passed as not exercised. Here only an item field named exactly as
 * the path parameter (`snapshotId`, `callId`) is taken as the id: a 404 for it is a failure, and a
 * 200 that carries that field must name the id read (not another dispatch of the run); an item
 * carrying that field empty names no path a read could take, so it fails too. Lists whose items
 * carry no such field leave the rule not exercised.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { listItems, runIds } from "../../../generators/calls/discover.ts";
import { enc } from "../kit/api.ts";
import { brief, guarded, must } from "../kit/verdicts.ts";

/** Runs whose lists are read, and reads by id at the most per kind. */
const MAX_RUNS = 6;
const MAX_READS = 24;

export interface ByIdKind {
  /** The run's list (under /debug/runs/{runId}/). */
  list: string;
  /** The path parameter, and the item field taken as it. */
  param: string;
  /** The by-id path's prefix. */
  path: string;
  what: string;
}

export const KINDS: readonly ByIdKind[] = [
  { list: "agent-context", param: "snapshotId", path: "/debug/agent-context/", what: "dispatch" },
  { list: "llm-calls", param: "callId", path: "/debug/llm-calls/", what: "model call" },
];

/** The documented answer a by-id read of `kind` owes each listed item. */
const rowOf = (kind: ByIdKind) =>
  `GET ${kind.path}{${kind.param}}: 200 for each ${kind.what} a run's list names (doc 2 Debug)`;

/** An item listed under an empty id names no path: it could not be read by id at all. */
function requireNamed(kind: ByIdKind, listPath: string, item: Record<string, unknown>): void {
  must(
    item[kind.param] !== "",
    `GET ${listPath} lists a ${kind.what} under an empty \`${kind.param}\`: no read by id can name it`,
    rowOf(kind),
  );
}

/**
 * Judges one listed item of `kind` (of the list at `listPath`): its id is not empty, and, when it
 * is a string, the read by it is no 404 and a 200 names it. Whether it was read.
 */
export async function readListedItem(
  c: CheckContext,
  kind: ByIdKind,
  listPath: string,
  item: Record<string, unknown>,
  key: string,
): Promise<boolean> {
  requireNamed(kind, listPath, item);
  const id = item[kind.param];
  if (typeof id !== "string" || !id) return false;
  const r = await c.call<Record<string, unknown>>("GET", `${kind.path}${enc(id)}`, { key });
  must(
    r.status !== 404,
    `${kind.what} ${id}, listed under \`${kind.param}\` by GET ${listPath}, is refused 404 when read by that id`,
    rowOf(kind),
  );
  if (r.status !== 200 || !r.json || typeof r.json !== "object") return true;
  const echoed = r.json[kind.param];
  must(
    echoed === undefined || echoed === id,
    `GET ${kind.path}${id} answers another ${kind.what}: \`${kind.param}\` ${brief(echoed)}`,
    rowOf(kind),
  );
  return true;
}

/** Reads every listed item of one kind by its id (up to MAX_READS; the rest only named); the number read. */
async function readListed(c: CheckContext, kind: ByIdKind, key: string): Promise<number> {
  let read = 0;
  for (const runId of (await runIds(c)).slice(0, MAX_RUNS)) {
    const listPath = `/debug/runs/${enc(runId)}/${kind.list}`;
    for (const item of await listItems(c, listPath, { limit: 100 })) {
      if (read >= MAX_READS) requireNamed(kind, listPath, item);
      else if (await readListedItem(c, kind, listPath, item, key)) read++;
    }
  }
  return read;
}

export const debugListedReadable: Rule = {
  id: "STATE-DEBUG-LISTED-ITEM-READ",
  title: "A dispatch or model call a run's debug list names is read by its id, and the read names it",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Debug (GET /debug/agent-context/{snapshotId}, GET /debug/llm-calls/{callId}: 200 JSON object for one dispatch or model call)",
  clauses: ["D2-ROW-getDebugAgentContext", "D2-ROW-getDebugLlmCall"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const key = c.t.keys.read ?? c.t.keys.admin;
      const counts: string[] = [];
      for (const kind of KINDS) {
        const read = await readListed(c, kind, key);
        if (read) counts.push(`${read} ${kind.what}(s) by \`${kind.param}\``);
      }
      if (!counts.length)
        c.notExercised(
          "no run's agent-context or llm-calls list carries an item field named `snapshotId` or `callId` (item fields not shown)",
        );
      c.pass(`${counts.join(", ")} read: each answered as the one listed`);
    }),
};
