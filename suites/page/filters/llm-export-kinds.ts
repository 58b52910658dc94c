/**
 * doc 2 Debug, GET /debug/runs/{runId}/llm-export: "rollups (run totals, per agent kind, per phase,
 * carry cost) over EVERY call". The rollups' fields are not shown, but a rollup per agent kind and
 * one per phase must tell their kinds and phases apart: each agent kind and each phase the run's
 * calls carry (read, as the llm-calls filters are, off the items' fields named as the `agentKind`
 * and `phase` query parameters) is named somewhere beside the window, as a value or a member name.
 */
import { valuesIn } from "../../common/json-values.ts";
import { distinctStrings, type Rec } from "./read.ts";

/** Enough distinct kinds and phases to check: a run rarely has more, and each is looked for in the whole body. */
const KINDS = 20;

/** Every string of `body` beside `windowKey`, as a value or a member name. */
function namesBeside(body: Rec, windowKey: string): Set<string> {
  const names = new Set<string>();
  for (const [k, v] of Object.entries(body)) {
    if (k === windowKey) continue;
    for (const { value, key } of valuesIn(v)) {
      if (typeof value === "string") names.add(value);
      if (key !== undefined) names.add(key);
    }
  }
  return names;
}

export interface KindsNamed {
  /** `agentKind x` / `phase y` the calls carry and the bundle does not name. */
  missing: string[];
  /** How many kinds and phases were looked for. */
  checked: number;
}

/** The agent kinds and phases of `calls` that the export `body` does not name beside its window `windowKey`. */
export function kindsNamed(calls: Rec[], body: Rec, windowKey: string): KindsNamed {
  const names = namesBeside(body, windowKey);
  const wanted = (["agentKind", "phase"] as const).flatMap((field) =>
    distinctStrings(calls, field, KINDS).map((v) => ({ field, v })),
  );
  return {
    missing: wanted.filter(({ v }) => !names.has(v)).map(({ field, v }) => `${field} ${v}`),
    checked: wanted.length,
  };
}
