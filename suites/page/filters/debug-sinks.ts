/**
 * doc 2 Debug, GET /debug/runs/{runId}: "diagnostic map: steps, which telemetry sinks are retained
 * and how much each holds". Each sink is read on its own list: model calls (`/llm-calls`), agent
 * context (`/agent-context`), web searches (`/search-queries`), tool calls (`/tool-calls`) and the
 * provisioning log (`/logs`). A list that lists nothing, or less than the map says its sink holds,
 * contradicts the map; without it, a list empty for every query could not be told from a run with
 * nothing recorded.
 *
 * The map is `object*`: its fields are not named. A sink is found under a key that names its list
 * (`toolCalls`, `tool_calls`, `tool-calls`: letters compared without case or separators), at most
 * three levels down, and "how much it holds" read as a whole number under `count`, `total` or
 * `entries` beside it; a map that names neither leaves the list not exercised. The map is read
 * before and after the list: a sink that grew between them (a run still recording) is not judged.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { fillPath } from "../../../lib/contract/path-matcher.ts";
import { ownList, readList, type Rec } from "./read.ts";

const DOC = "doc 2 Debug (GET /debug/runs/{runId}: which telemetry sinks are retained and how much each holds)";
/** The run's lists each sink of the map is read on, by the last segment of their path. */
const SINK_LISTS = [
  "listDebugRunLlmCalls",
  "listDebugRunAgentContext",
  "listDebugRunSearchQueries",
  "listDebugRunToolCalls",
  "listDebugRunLogs",
];
/** Names "how much a sink holds" is read under; sizes in characters or bytes are not counts of items. */
const COUNT_KEYS = ["count", "total", "entries"];
/** Levels of the map a sink is looked for at; pages a list is read whole through. */
const DEPTH = 3;
const PAGES = 40;

const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

/** How many items the map says the sink `name` holds, or undefined when it names no such count. */
export function sinkCount(map: unknown, name: string, depth = DEPTH): number | undefined {
  if (!map || typeof map !== "object" || Array.isArray(map) || depth < 0) return undefined;
  for (const [k, v] of Object.entries(map as Rec)) {
    if (letters(k) === name && v && typeof v === "object" && !Array.isArray(v)) {
      const n = COUNT_KEYS.map((c) => (v as Rec)[c]).find((x) => Number.isInteger(x) && (x as number) >= 0);
      if (n !== undefined) return n as number;
    }
  }
  for (const v of Object.values(map as Rec)) {
    const n = sinkCount(v, name, depth - 1);
    if (n !== undefined) return n;
  }
  return undefined;
}

async function mapCount(c: CheckContext, runId: string, name: string): Promise<number | undefined> {
  const r = await c.call("GET", `/debug/runs/${encodeURIComponent(runId)}`, { key: c.t.keys.read ?? c.t.keys.admin });
  return r.status === 200 ? sinkCount(r.json, name) : undefined;
}

export const debugSinkCounts: Rule = {
  id: "PAGE-DEBUG-LISTS-MAP-COUNTS",
  title: "Each of a run's telemetry lists holds what the run's diagnostic map says its sink holds",
  level: "MUST",
  family: "PAGE",
  clause: DOC,
  clauses: ["D2-DEBUG-RUN-MAP-SINKS"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => SINK_LISTS.includes(op.operationId),
  check: async (c) => {
    const ref = await ownList(c);
    const runId = ref.params.runId;
    const name = letters(ref.op.path.split("/").pop() ?? "");
    const before = await mapCount(c, runId, name);
    if (before === undefined)
      c.notExercised(
        `GET /debug/runs/${runId} names no count for a sink called like \`${name}\` (its fields are not shown)`,
      );
    const all = await readList(c, ref, {}, { maxPages: PAGES, documented: DOC });
    const after = await mapCount(c, runId, name);
    if (after !== before)
      c.notExercised(
        `the map's count of \`${name}\` moved from ${before} to ${after} around the read: the run is still recording`,
      );
    if (!all.complete) c.notExercised(`${all.label} is longer than ${PAGES} pages: not read whole`);
    c.require(
      all.items.length === before,
      `${all.label}, read whole, lists ${all.items.length} item(s), while GET ${fillPath("/debug/runs/{runId}", { runId })} says the sink holds ${before}`,
      `a list holds what the diagnostic map says its sink holds (${DOC})`,
      all.first.exchange,
    );
    c.pass(`${all.label} lists the ${before} item(s) the run's diagnostic map counts for \`${name}\``);
  },
};
