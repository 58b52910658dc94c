/**
 * What a list does with a cursor it did not just answer. doc 2 Endpoints conventions and Limits
 * bound `cursor` to 1-200 characters, so an empty or a 201-character cursor is a client error
 * (doc 2 Errors: 4XX with the envelope), and a cursor the list answers — which the caller sends back
 * — is within the bound too. A string the server never issued (garbage, or the cursor of
 * another list) is the client's matter: never a 5XX (doc 2 Errors: 5XX are server errors). Whether
 * it is refused or read as some position (the start, an empty page) the documents do not state —
 * they give only the cursor's type and length — so no rule asks for either (suites/README.md).
 */
import fc from "fast-check";
import { sample } from "../../generators/index.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { cursorKey } from "../../generators/calls/list-shapes.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { foreignCursor, listTarget, type ListTarget } from "./lists.ts";
import { describeList } from "./walk.ts";
import { readsOwnTasks } from "./lists.ts";

const paged = (op: { paging: unknown }) => op.paging !== null;
const MAX_CURSOR = 200;

export const cursorBounds: Rule = {
  id: "PAGE-CURSOR-BOUNDS",
  title:
    "An empty cursor and a cursor of 201 characters are refused with a 4XX and the envelope; the cursors the list answers are within 1-200 characters",
  level: "MUST",
  family: "PAGE",
  clause:
    "doc 2 Endpoints conventions (Keyset paging: `cursor` string 1-200 chars); doc 2 Limits (List paging); doc 2 Errors",
  clauses: ["D2-CONV-PAGING-BOUNDS", "D2-LIMITS-PAGING"],
  profile: "safe",
  shares: readsOwnTasks,
  scope: "operation",
  appliesTo: paged,
  check: async (c) => {
    const op = c.operation;
    const t = await listTarget(c, op, { needItems: false });
    // The long one is a real cursor of this list padded to 201, so only its length is wrong.
    const real = t.size >= 2 ? await answeredCursor(c, t) : null;
    // The bound holds for the cursors the list issues too: the caller sends them back as `cursor`.
    c.require(
      real === null || real.length <= MAX_CURSOR,
      `${describeList(t)}?limit=1 answered a cursor of ${real?.length} characters`,
      `a cursor the caller can send back: \`cursor\` is a string of 1-${MAX_CURSOR} chars (doc 2 Endpoints conventions; doc 2 Limits)`,
    );
    const base = real !== null && real.length <= MAX_CURSOR ? real : "";
    const long = base + "A".repeat(MAX_CURSOR + 1 - base.length);
    for (const [what, cursor] of [
      ["an empty cursor", ""],
      [`a cursor of ${MAX_CURSOR + 1} characters${base ? " (a real one, padded)" : ""}`, long],
    ] as const) {
      const r = await c.callOp(op, { params: t.params, query: { cursor } });
      c.require(
        r.status >= 400 && r.status < 500,
        `${r.status} for ${describeList(t)} with ${what}`,
        "a 4XX: `cursor` is a string of 1-200 chars (doc 2 Limits)",
      );
      expectEnvelope(c, r);
    }
    c.pass(
      `empty and 201-character cursors refused${real === null ? "" : `; the list's own cursor is ${real.length} characters`}`,
    );
  },
};

/** A seeded handful of strings of 1-200 characters no server issued as a cursor of this list. */
function garbage(c: CheckContext): { what: string; cursor: string }[] {
  const printable = fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n));
  const token = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_");
  const text = (ch: fc.Arbitrary<string>, min: number, max: number) =>
    fc.array(ch, { minLength: min, maxLength: max }).map((a) => a.join(""));
  const [anyText] = sample(
    text(printable, 1, MAX_CURSOR).filter((s) => s.trim().length > 0),
    c.seed("printable"),
    1,
  );
  const [opaque] = sample(text(token, 8, MAX_CURSOR), c.seed("opaque"), 1);
  const [dotted] = sample(
    fc.tuple(text(token, 16, 120), text(token, 22, 22)).map(([a, b]) => `${a}.${b}`),
    c.seed("dotted"),
    1,
  );
  return [
    { what: `a garbage cursor of ${anyText.length} printable characters`, cursor: anyText },
    { what: `a garbage token of ${opaque.length} url-safe characters`, cursor: opaque },
    { what: `a forged two-part token of ${dotted.length} characters`, cursor: dotted },
  ];
}

async function answeredCursor(c: CheckContext, t: ListTarget): Promise<string | null> {
  const r = await c.callOp(t.op, { params: t.params, query: { limit: 1 } });
  const key = r.status === 200 ? cursorKey(t.op, r.json) : null;
  const v = key ? (r.json as Record<string, unknown>)[key] : undefined;
  return typeof v === "string" && v.length > 0 ? v : null;
}

export const cursorGarbage: Rule = {
  id: "PAGE-CURSOR-GARBAGE",
  title: "A garbage cursor, or the cursor of another list, is never answered with a 5XX",
  level: "MUST",
  family: "PAGE",
  clause:
    "doc 2 Endpoints conventions (Keyset paging); doc 2 Errors (client errors are 4XX, server errors 5XX; every 4XX/5XX carries the envelope)",
  clauses: ["D2-ERR-CLASSES", "D2-CONV-PAGING-KEYSET"],
  profile: "safe",
  shares: readsOwnTasks,
  scope: "operation",
  appliesTo: paged,
  check: async (c) => {
    const op = c.operation;
    const t = await listTarget(c, op, { needItems: false });
    const probes = garbage(c);
    const foreign = await foreignCursor(c, op);
    if (foreign) probes.push({ what: `the cursor of ${describeList(foreign.from)}`, cursor: foreign.cursor });
    const got: string[] = [];
    for (const p of probes) {
      const r = await c.callOp(op, { params: t.params, query: { cursor: p.cursor } });
      c.require(
        r.status < 500,
        `${r.status} for ${describeList(t)} with ${p.what}`,
        "a cursor the server did not issue is the client's error, not a server error (doc 2 Errors: 5XX are server errors)",
      );
      if (r.status >= 400) expectEnvelope(c, r);
      got.push(String(r.status));
    }
    c.pass(`answered ${got.join(", ")}${foreign ? "" : " (no other list answered a cursor to borrow)"}`);
  },
};
