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

interface ByIdKind {
  /** The run's list (under /debug/runs/{runId}/). */
  list: string;
  /** The path parameter, and the item field taken as it. */
  param: string;
  /** The by-id path's prefix. */
  path: string;
  what: string;
}

const KINDS: readonly ByIdKind[] = [
  { list: "agent-context", param: "snapshotId", path: "/debug/agent-context/", what: "dispatch" },
  { list: "llm-calls", param: "callId", path: "/debug/llm-calls/", what: "model call" },
];

/** Reads every listed item of one kind by its id; the number read. */
async function readListed(c: CheckContext, kind: ByIdKind, key: string): Promise<number> {
  let read = 0;
  for (const runId of (await runIds(c)).slice(0, MAX_RUNS)) {
    const listPath = `/debug/runs/${enc(runId)}/${kind.list}`;
    for (const item of await listItems(c, listPath, { limit: 100 })) {
      const id = item[kind.param];
      // An empty id names no path: the listed item could not be read by id at all.
      must(
        id !== "",
        `GET ${listPath} lists a ${kind.what} under an empty \`${kind.param}\`: no read by id can name it`,
        `GET ${kind.path}{${kind.param}}: 200 for each ${kind.what} a run's list names (doc 2 Debug)`,
      );
      if (typeof id !== "string" || !id || read >= MAX_READS) continue;
      const r = await c.call<Record<string, unknown>>("GET", `${kind.path}${enc(id)}`, { key });
      read++;
      const row = `GET ${kind.path}{${kind.param}}: 200 for the ${kind.what} it names (doc 2 Debug)`;
      must(
        r.status !== 404,
        `${kind.what} ${id}, listed under \`${kind.param}\` by GET ${listPath}, is refused 404 when read by that id`,
        row,
      );
      if (r.status !== 200 || !r.json || typeof r.json !== "object") continue;
      const echoed = r.json[kind.param];
      must(
        echoed === undefined || echoed === id,
        `GET ${kind.path}${id} answers another ${kind.what}: \`${kind.param}\` ${brief(echoed)}`,
        row,
      );
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
