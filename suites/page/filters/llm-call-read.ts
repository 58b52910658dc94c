/**
 * doc 2 Debug, GET /debug/llm-calls/{callId}: "one recorded model call with prompt delta, response,
 * reasoning"; `view` `raw`|`messages`. The body is `object*`, so the bodies are found as the run's
 * call list shows them: the fields an item carries only when `bodyChars` is given (doc 2 Debug
 * llm-calls: "bodies returned only when `bodyChars` is given"). Under each view, every such text
 * the list shows (the first 4000 characters of a body) is in the by-id read: as a substring of one of
 * its strings, or JSON-escaped inside one (a raw view may carry the call as JSON text). How each view
 * lays the call out is not shown, so nothing else is asked of it.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { findList } from "../lists.ts";
import { identityFor, readList, type Rec } from "./read.ts";

const DOC =
  "doc 2 Debug: GET /debug/llm-calls/{callId}, one recorded model call with prompt delta, response, reasoning";
/** The widest body window of the call list (doc 2 Limits: run LLM-call list `bodyChars` 0-4000). */
const LIST_WINDOW = 4000;
/** Calls read by id. */
const CALLS = 3;

/** Every string in `v`, however deep (bounded). */
function strings(v: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof v === "string") out.push(v);
  else if (v && typeof v === "object" && depth < 12) for (const x of Object.values(v)) strings(x, out, depth + 1);
  return out;
}

export const llmCallBodies: Rule = {
  id: "PAGE-DEBUG-LLM-CALL-BODIES",
  title:
    "A model call read by id carries, under each `view`, the prompt delta, response and reasoning its run's call list shows",
  level: "MUST",
  family: "PAGE",
  clause:
    "doc 2 Debug (GET /debug/llm-calls/{callId}: one recorded model call with prompt delta, response, reasoning; view raw|messages)",
  clauses: ["D2-DEBUG-LLM-CALL-VIEW"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "getDebugLlmCall",
  check: async (c) => {
    const listOp = c.t.index.byId("listDebugRunLlmCalls");
    const found = await findList(c, listOp);
    if (!found.ok) return c.notExercised(found.reason);
    const ref = { op: listOp, params: found.target.params };
    const plain = await readList(c, ref, {}, { documented: DOC, maxPages: 1 });
    const bodies = await readList(c, ref, { bodyChars: LIST_WINDOW }, { documented: DOC, maxPages: 1 });
    const id = identityFor(plain);
    if (!id.field) c.notExercised(`the calls of ${plain.label} carry no id field: no call to read by id`);
    const byId = new Map(plain.items.map((x) => [id.of(x), x]));
    const seen: string[] = [];
    for (const b of bodies.items) {
      if (seen.length >= CALLS) break;
      const p = byId.get(id.of(b));
      if (!p) continue;
      const texts = Object.keys(b)
        .filter((k) => !(k in p) && typeof b[k] === "string" && (b[k] as string).length > 0)
        .map((k) => [k, b[k] as string] as const);
      if (!texts.length) continue;
      const callId = id.of(b);
      for (const view of ["messages", "raw"] as const) {
        const r = await c.callOp(c.operation, { params: { callId }, query: { view } });
        c.require(
          r.status === c.operation.status,
          `${r.status} for the call ${callId} (view=${view})`,
          `${c.operation.status} (${DOC})`,
          r.exchange,
        );
        const all = strings(r.json as Rec);
        const missing = texts.filter(
          ([, v]) => !all.some((s) => s.includes(v) || s.includes(jsonText(v).slice(1, -1))),
        );
        c.require(
          missing.length === 0,
          `the call ${callId} read by id (view=${view}) lacks its ${missing.map(([k]) => `\`${k}\``).join(", ")} as ${plain.label}?bodyChars=${LIST_WINDOW} shows it`,
          `the read carries the call's prompt delta, response and reasoning (${DOC})`,
          r.exchange,
        );
      }
      seen.push(`${callId} (${texts.map(([k]) => k).join(", ")})`);
    }
    if (!seen.length) c.notExercised(`no call of ${plain.label} shows a body with \`bodyChars\` to compare with`);
    c.pass(`${seen.join("; ")}: each body text is in the by-id read under view=messages and view=raw`);
  },
};
