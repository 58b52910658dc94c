/**
 * doc 2 Debug, GET /debug/runs/{runId}/llm-calls: query `agentKind`, `phase`, `outcome`
 * (`ok`|`warning`|`error`), `contains` (1-256, "substring of bodies"), `order` (`newest`|`oldest`);
 * "bodies returned only when `bodyChars` is given". The items are `object*`.
 *
 * Filters: each filtered list is part of the unfiltered one, and an exact filter (`agentKind`,
 * `phase`, `outcome`) keeps every call whose own field matches; a run whose llm-export window keeps
 * calls lists them unfiltered too (llm-calls-listed.ts); `agentKind` and `phase` values are the
 * ones the items carry under those names (no value can be made up); a call has one agent kind, one
 * phase and one outcome, so the lists of two values are disjoint; an item carrying the field is
 * checked on it. `contains`: the body fields are those an item carries only when `bodyChars` is
 * given; the searched text is taken from one call's body, and a call whose bodies are all seen
 * whole (together shorter than the 4000-character window) and do not hold it, in any letter case,
 * must not be listed — case-sensitive and case-insensitive matching both pass — and the call it was
 * read off must be (when the filtered list is read whole). The text is taken around a character the
 * client must percent-encode when a body has one (`[`, `:`, `&`, `=`, `%`, non-ASCII; a space goes
 * as `+`): the value reaches the server decoded, or it names nothing.
 *
 * Order: `newest` and `oldest` list the same calls; read on the items' `createdAt` when they carry
 * one, `newest` is newest first and `oldest` oldest first (the values' own words). That one order
 * is the other reversed is not asked: calls of one time may come in the same order under both.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { Identity } from "../walk.ts";
import {
  closedGroup,
  distinctStrings,
  identityFor,
  judgeFilters,
  num,
  readList,
  type FilterCase,
  type FilterGroup,
  type ListRead,
  ownList,
  type Rec,
} from "./read.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { requireExportedCallsListed } from "./llm-calls-listed.ts";

const DOC = "doc 2 Debug: GET /debug/runs/{runId}/llm-calls";
/** The widest body window the list takes (doc 2 Debug, Limits: `bodyChars` 0-4000). */
const WINDOW = 4000;

/** Characters a query value carries as they are (`+` for a space): every other one is percent-encoded. */
const UNENCODED = /^[A-Za-z0-9*\-._ ]*$/;

function mustPercentEncode(s: string): boolean {
  return !UNENCODED.test(s);
}

/**
 * 24 characters of a body: around its first character that a query must percent-encode (`[`, `:`,
 * `&`, `=`, `%`, non-ASCII …) when it has one, so that the filter is read decoded, else its start.
 */
function windowOf(v: string): string {
  // By code points, so that no window splits a surrogate pair (a lone half has no UTF-8 encoding).
  const points = Array.from(v);
  const at = points.findIndex((ch) => mustPercentEncode(ch));
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - 8, points.length - 24));
  return points.slice(start, start + 24).join("");
}

/** The `contains` case, or why there is none. */
function containsCase(all: ListRead, bodies: ListRead, id: Identity): FilterCase | string {
  if (!id.field) return "the calls carry no id field, so a call read with bodies cannot be matched to itself";
  const plain = new Map(all.items.map((x) => [id.of(x), x]));
  const fields = new Set<string>();
  for (const b of bodies.items) {
    const p = plain.get(id.of(b));
    if (p) for (const k of Object.keys(b)) if (!(k in p)) fields.add(k);
  }
  if (!fields.size) return "no field appears only with `bodyChars`: the bodies cannot be told apart";
  const body = [...fields];
  // Whether `bodyChars` windows each body or all of a call's bodies together is not shown: a call
  // is seen whole only when its bodies together are shorter than the window.
  const seenWhole = (x: Rec) =>
    body.every((f) => typeof x[f] === "string") && body.reduce((n, f) => n + (x[f] as string).length, 0) < WINDOW;
  const holds = (x: Rec, s: string) =>
    body.some((f) => typeof x[f] === "string" && (x[f] as string).toLowerCase().includes(s.toLowerCase()));
  const found: FilterCase[] = [];
  for (const x of bodies.items) {
    for (const f of body) {
      const v = x[f];
      if (typeof v !== "string" || v.trim().length < 8) continue;
      const s = windowOf(v);
      if (!s.trim()) continue;
      if (bodies.items.some((y) => y !== x && seenWhole(y) && !holds(y, s))) {
        found.push({
          param: "contains",
          value: s,
          extra: { bodyChars: WINDOW },
          matches: (y) => (holds(y, s) ? true : seenWhole(y) ? false : undefined),
          shows: () => `none of its bodies (${body.join(", ")}) holds ${jsonText(s)}`,
          kept: [id.of(x)],
        });
      }
    }
  }
  // A value the client must percent-encode first: it reaches the server as sent only when decoded.
  const chosen = found.find((k) => mustPercentEncode(k.value as string)) ?? found[0];
  if (chosen) return chosen;
  return `no body text found that some other call's whole bodies lack (body fields ${body.join(", ")})`;
}

export const llmCallsFilters: Rule = {
  id: "PAGE-FILTER-DEBUG-LLM-CALLS",
  title: "The run's LLM-call list under `agentKind`, `phase`, `outcome` or `contains` lists only matching calls",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Debug (GET /debug/runs/{runId}/llm-calls: query agentKind, phase, outcome, contains)",
  clauses: ["D2-DEBUG-LLM-CALLS-FILTERS", "D2-DEBUG-LLM-CALLS-RUN-CALLS"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listDebugRunLlmCalls",
  check: async (c) => {
    const listedNote = await requireExportedCallsListed(c);
    const ref = await ownList(c);
    const all = await readList(c, ref, {}, { documented: DOC });
    if (!all.items.length)
      c.notExercised(`${all.label} is empty: no call for a filter to keep or drop (${listedNote})`);
    const id = identityFor(all);
    const bodies = await readList(c, ref, { bodyChars: WINDOW }, { documented: DOC });
    const contains = containsCase(all, bodies, id);
    const groups: FilterGroup[] = [
      // Each exact filter keeps every call whose own field matches (keepsEvery).
      { ...closedGroup("agentKind", distinctStrings(all.items, "agentKind", 3)), keepsEvery: true },
      { ...closedGroup("phase", distinctStrings(all.items, "phase", 3)), keepsEvery: true },
      { ...closedGroup("outcome", ["ok", "warning", "error"]), keepsEvery: true },
      { param: "contains", exclusive: false, cases: typeof contains === "string" ? [] : [contains] },
    ];
    const j = await judgeFilters(c, ref, {}, all, groups, DOC);
    const notes = j.notes.map((n) =>
      typeof contains === "string" && n.startsWith("contains") ? `contains not exercised: ${contains}` : n,
    );
    if (!j.exercised.length) c.notExercised(`no filter could be told apart on ${all.label}: ${notes.join("; ")}`);
    c.pass(
      `${all.label}: ${notes.join("; ")} (agentKind/phase values read from the items' fields of those names; contains matched in any letter case)`,
    );
  },
};

function orderProblem(items: Rec[], dir: "newest" | "oldest"): string | null {
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [num(items[i - 1], "createdAt")!, num(items[i], "createdAt")!];
    if (dir === "newest" ? b > a : b < a) return `item ${i + 1} has createdAt ${b} after item ${i} at ${a}`;
  }
  return null;
}

export const llmCallsOrder: Rule = {
  id: "PAGE-ORDER-DEBUG-LLM-CALLS",
  title: "The run's LLM-call list under `order` `newest` and `oldest` holds the same calls in opposite orders",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Debug (GET /debug/runs/{runId}/llm-calls: query order newest|oldest)",
  clauses: ["D2-DEBUG-LLM-CALLS-ORDER"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listDebugRunLlmCalls",
  check: async (c) => {
    const ref = await ownList(c);
    const newest = await readList(c, ref, { order: "newest" }, { documented: DOC });
    const oldest = await readList(c, ref, { order: "oldest" }, { documented: DOC });
    if (newest.items.length < 2 && oldest.items.length < 2)
      c.notExercised(`${oldest.label} holds ${oldest.items.length} call(s): no order to compare`);
    const id = identityFor(oldest);
    const readings: string[] = [];
    if (newest.complete && oldest.complete) {
      const count = (r: ListRead) => r.items.map(id.of).sort().join("\n");
      c.require(
        count(newest) === count(oldest),
        `${newest.label} lists ${newest.items.length} call(s), ${oldest.label} ${oldest.items.length}, not the same calls`,
        `the two orders list the same calls (${DOC}: order newest|oldest)`,
        newest.first.exchange,
      );
      readings.push(`the same ${oldest.items.length} calls`);
    }
    const stamped = [...newest.items, ...oldest.items].every((x) => num(x, "createdAt") !== undefined);
    if (stamped) {
      for (const [r, dir] of [
        [newest, "newest"],
        [oldest, "oldest"],
      ] as const) {
        const p = orderProblem(r.items, dir);
        c.require(
          p === null,
          `${r.label}: ${p}`,
          `\`order=${dir}\` lists the ${dir} call first (${DOC}; read on the items' createdAt)`,
          r.first.exchange,
        );
      }
      readings.push("newest first and oldest first on the items' createdAt");
    }
    if (!readings.length)
      c.notExercised(`neither list could be read whole nor carries \`createdAt\`: no order to judge`);
    c.pass(`${oldest.label}: ${readings.join("; ")}`);
  },
};
