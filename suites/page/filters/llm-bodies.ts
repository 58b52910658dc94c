/**
 * doc 2 Debug, GET /debug/runs/{runId}/llm-calls: "bodies returned only when `bodyChars` is given";
 * doc 2 Limits, Debug windows: the run LLM-call list and export take `bodyChars` 0-4000, the window
 * of a body. The same for the export (GET …/llm-export, `bodyChars` 0-4000), whose window of calls
 * holds calls as the list does. The items are `object*`, so the body fields are read off the reads:
 *
 * each operation is read three times at `limit=100` (order oldest for the export): without
 * `bodyChars`, at the widest window (4000) and at a narrow one (5). Every item of the one top-level
 * array (the calls) is an object naming its call (a call read with bodies is still the call); a
 * body field is one an item carries as a non-empty string with `bodyChars` and without it does not
 * carry (absent, null or empty). Some field must be one: a recorded call has a prompt delta and a
 * response (GET /debug/llm-calls/{callId}), so a read that `bodyChars` does not change either
 * returns bodies without it or none with it. At `bodyChars=5` each body field holds at most 5
 * characters (whether the window is per body or over all of a call's bodies is not shown: both keep
 * each body within it).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Operation } from "../../../lib/contract/operations.ts";
import type { Reply } from "../../../lib/http/client.ts";
import { findList } from "../lists.ts";
import { identityOf, type Identity } from "../walk.ts";
import type { Rec } from "./read.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const WIDE = 4000;
const NARROW = 5;

interface Read {
  label: string;
  items: unknown[];
  key: string;
  reply: Reply;
}

function docOf(op: Operation): string {
  return `doc 2 Debug: GET ${op.path} (bodies returned only when \`bodyChars\` is given; bodyChars 0-${WIDE}, doc 2 Limits)`;
}

async function readCalls(c: CheckContext, params: Record<string, string>, bodyChars?: number): Promise<Read> {
  const op = c.operation;
  const query: Record<string, string | number> = { limit: 100 };
  if (op.queryParams.some((p) => p.name === "order")) query.order = "oldest";
  if (bodyChars !== undefined) query.bodyChars = bodyChars;
  const label = `GET ${op.path}?${Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join("&")}`;
  const r = await c.callOp(op, { params, query });
  c.require(r.status === op.status, `${r.status} for ${label}`, `${op.status} (${docOf(op)})`, r.exchange);
  const body = (r.json ?? {}) as Rec;
  const arrays = Object.entries(body).filter(([, v]) => Array.isArray(v));
  if (arrays.length !== 1)
    c.notExercised(
      `the calls of ${label} cannot be told apart: ${arrays.length ? `several top-level arrays (${arrays.map(([k]) => k).join(", ")})` : "no top-level array"}`,
    );
  return { label, items: arrays[0][1] as unknown[], key: arrays[0][0], reply: r };
}

const isRec = (x: unknown): x is Rec => x !== null && typeof x === "object" && !Array.isArray(x);
const noBody = (v: unknown) => v === undefined || v === null || v === "";

export const llmBodies: Rule = {
  id: "PAGE-DEBUG-LLM-BODIES",
  title:
    "The run's LLM-call list and export return a call's bodies only when `bodyChars` is given, and each within its `bodyChars` window",
  level: "MUST",
  family: "PAGE",
  clause:
    "doc 2 Debug (llm-calls: bodies returned only when `bodyChars` is given); doc 2 Limits (Debug windows: run LLM-call list and export `bodyChars` 0-4000)",
  clauses: ["D2-DEBUG-LLM-CALLS-BODIES", "D2-LIMITS-DEBUG-WINDOWS"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listDebugRunLlmCalls" || op.operationId === "exportDebugRunLlmCalls",
  check: async (c) => {
    const doc = docOf(c.operation);
    const found = await findList(c, c.t.index.byId("listDebugRunLlmCalls"));
    if (!found.ok) return c.notExercised(found.reason);
    const params = found.target.params;
    const plain = await readCalls(c, params);
    const wide = await readCalls(c, params, WIDE);
    const narrow = await readCalls(c, params, NARROW);
    if (!plain.items.length) c.notExercised(`${plain.label} holds no call: no body to return or withhold`);

    // Every item a call, named as in the read without bodies.
    for (const read of [plain, wide, narrow]) {
      const bad = read.items.findIndex((x) => !isRec(x));
      c.require(
        bad < 0,
        `${read.label}: item ${bad + 1} of \`${read.key}\` is ${jsonText(read.items[bad])}`,
        `each item a recorded model call (${doc})`,
        read.reply.exchange,
      );
    }
    const id: Identity = identityOf(plain.key, plain.items);
    if (!id.field)
      c.notExercised(
        `the calls of ${plain.label} carry no id field: a call read with bodies cannot be matched to itself`,
      );
    const byId = new Map((plain.items as Rec[]).map((x) => [id.of(x), x]));
    for (const read of [wide, narrow]) {
      const stray = (read.items as Rec[]).find((x) => !byId.has(id.of(x)));
      c.require(
        stray === undefined,
        `${read.label} holds an item whose \`${id.field}\` (${jsonText(stray?.[id.field!])}) names no call of ${plain.label}: keys ${Object.keys(stray ?? {}).join(", ")}`,
        `\`bodyChars\` adds a call's bodies to the call; the call is still named (${doc})`,
        read.reply.exchange,
      );
    }

    // The body fields: strings with bodyChars that the call without it does not carry.
    const fields = new Set<string>();
    for (const x of wide.items as Rec[]) {
      const p = byId.get(id.of(x))!;
      for (const [k, v] of Object.entries(x)) if (typeof v === "string" && v !== "" && noBody(p[k])) fields.add(k);
    }
    c.require(
      fields.size > 0,
      `${wide.label} adds no string field to any call of ${plain.label} (bodies ${(plain.items as Rec[]).some((x) => Object.values(x).some((v) => typeof v === "string" && v.length > WIDE / 2)) ? "seemingly returned without `bodyChars`" : "returned in neither"})`,
      `a recorded call's prompt delta and response are returned with \`bodyChars\`, and only then (${doc})`,
      wide.reply.exchange,
    );
    const body = [...fields];

    // The narrow window holds each body within it.
    const over = (narrow.items as Rec[]).flatMap((x) =>
      body
        .filter((f) => typeof x[f] === "string" && Array.from(x[f] as string).length > NARROW)
        .map((f) => `\`${f}\` of ${id.of(x)} holds ${Array.from(x[f] as string).length} characters`),
    );
    c.require(
      over.length === 0,
      `${narrow.label}: ${over.slice(0, 3).join("; ")}`,
      `each body within the \`bodyChars\` window, here ${NARROW} characters (${doc})`,
      narrow.reply.exchange,
    );
    c.pass(
      `body field(s) ${body.join(", ")} carried only with \`bodyChars\`; at bodyChars=${NARROW} each within ${NARROW} characters (${plain.items.length} call(s) of \`${plain.key}\`)`,
    );
  },
};
