/**
 * doc 2 Debug, GET /debug/runs/{runId}/llm-export (`limit`; `order` `oldest`|`newest`): "one
 * bundle: rollups (run totals, per agent kind, per phase, carry cost) over EVERY call regardless
 * of `limit`, plus a bounded window of calls; response says `truncated` and which end was kept
 * (`order`)". The body is `object*`; the names `truncated` and `order` are the ones the row gives.
 *
 * Readings: the window is the one top-level array that holds at most one call at `limit=1` and
 * more at `limit=100`; the rollups are among the body's other nested values (objects and arrays:
 * four rollups by kind cannot be one number), whose names are not shown — so some of them may
 * describe the window — and at least one must stay the same with `limit` (compared within one
 * `order`, since a rollup list may follow it); `truncated` is true exactly when the window holds
 * fewer calls than the run has (counted on GET …/llm-calls); the window at `limit=100` (the maximum)
 * holds every call of a run of at most 100, since `limit` bounds it; `order` repeats the order asked for,
 * and the one call kept at `limit=1` is the oldest (`oldest`) or the newest (`newest`) — read on
 * the calls' `createdAt` when they carry one, otherwise only that the two ends differ.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { Reply } from "../../../lib/http/client.ts";
import { findList } from "../lists.ts";
import { identityOf } from "../walk.ts";
import { num, readList, type Rec } from "./read.ts";
import { JSON_DEPTH } from "../../common/json-values.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { kindsNamed } from "./llm-export-kinds.ts";
import { exportBoundsNote } from "./llm-export-bounds.ts";

const DOC = "doc 2 Debug: GET /debug/runs/{runId}/llm-export";
const FULL = 100;

/** `v` written with its keys sorted; nesting past JSON_DEPTH is written as `…` (a target's body may nest without end). */
function canonical(v: unknown, depth = 0): string {
  if (v && typeof v === "object" && depth >= JSON_DEPTH) return "…";
  if (Array.isArray(v)) return `[${v.map((x) => canonical(x, depth + 1)).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v as Rec)
      .sort()
      .map((k) => `${jsonText(k)}:${canonical((v as Rec)[k], depth + 1)}`)
      .join(",")}}`;
  }
  return jsonText(v);
}

/** The nested values of a body other than the window, canonically written, by key. */
function nested(body: Rec, windowKey: string): Map<string, string> {
  return new Map(
    Object.entries(body)
      .filter(([k, v]) => k !== windowKey && v !== null && typeof v === "object")
      .map(([k, v]) => [k, canonical(v)]),
  );
}

interface Bundle {
  order: "oldest" | "newest";
  limit: number;
  body: Rec;
  reply: Reply;
}

export const llmExportWindow: Rule = {
  id: "PAGE-WINDOW-DEBUG-LLM-EXPORT",
  title:
    "The LLM export's window honours `limit` up to 100, says `truncated` and the `order` end it kept; its rollups cover every call whatever the `limit`",
  level: "MUST",
  family: "PAGE",
  clause:
    "doc 2 Debug (GET /debug/runs/{runId}/llm-export: rollups over every call regardless of limit; truncated; order)",
  clauses: ["D2-DEBUG-LLM-EXPORT-WINDOW", "D2-LIMITS-PAGING"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "exportDebugRunLlmCalls",
  check: async (c) => {
    const listOp = c.t.index.byId("listDebugRunLlmCalls");
    const found = await findList(c, listOp);
    if (!found.ok) return c.notExercised(found.reason);
    const params = found.target.params;
    const calls = await readList(c, { op: listOp, params }, {}, { documented: DOC });
    if (calls.complete && calls.items.length < 2)
      c.notExercised(`${calls.label} holds ${calls.items.length} call(s): a window of one cannot leave any out`);
    const bounds = await exportBoundsNote(c, params, calls);

    const read = async (order: Bundle["order"], limit: number): Promise<Bundle> => {
      const r = await c.callOp(c.operation, { params, query: { order, limit } });
      c.require(
        r.status === c.operation.status,
        `${r.status} for llm-export?order=${order}&limit=${limit}`,
        `${c.operation.status} (${DOC})`,
        r.exchange,
      );
      const body = (r.json ?? {}) as Rec;
      c.require(
        typeof body.truncated === "boolean",
        `llm-export?order=${order}&limit=${limit} has \`truncated\` = ${jsonText(body.truncated)}`,
        `the response says \`truncated\` (${DOC})`,
        r.exchange,
      );
      c.require(
        body.order === order,
        `llm-export?order=${order}&limit=${limit} has \`order\` = ${jsonText(body.order)}`,
        `the response says which end was kept, \`order\`: here ${order} (${DOC})`,
        r.exchange,
      );
      return { order, limit, body, reply: r };
    };
    const full = { oldest: await read("oldest", FULL), newest: await read("newest", FULL) };
    const one = { oldest: await read("oldest", 1), newest: await read("newest", 1) };

    // The window: the top-level array of at most one item at limit=1 and more at limit=100.
    const keys = Object.keys(full.oldest.body).filter((k) =>
      (["oldest", "newest"] as const).every((o) => {
        const [f, s] = [full[o].body[k], one[o].body[k]];
        return Array.isArray(f) && Array.isArray(s) && s.length <= 1 && f.length >= 2;
      }),
    );
    if (keys.length !== 1)
      c.notExercised(
        `the window of calls cannot be told apart (${keys.length ? `arrays ${keys.join(", ")} all shrink with limit` : "no top-level array shrinks from limit=100 to limit=1"})`,
      );
    const wk = keys[0];
    const win = (b: Bundle) => b.body[wk] as Rec[];
    const notes: string[] = [];

    // truncated: a window of one leaves calls out; a window of every call leaves none.
    for (const o of ["oldest", "newest"] as const) {
      c.require(
        one[o].body.truncated === true,
        `llm-export?order=${o}&limit=1 keeps ${win(one[o]).length} call(s) of at least ${win(full[o]).length} and says truncated ${one[o].body.truncated}`,
        `\`truncated\` true when the window leaves calls out (${DOC})`,
        one[o].reply.exchange,
      );
      if (calls.complete && calls.items.length <= FULL) {
        const n = calls.items.length;
        const kept = win(full[o]).length;
        // `limit` at its maximum is honoured: a window bounded at 100 leaves none of fewer calls out.
        c.require(
          kept === n,
          `llm-export?order=${o}&limit=${FULL} keeps ${kept} of the run's ${n} calls (truncated ${full[o].body.truncated})`,
          `every call: the window is bounded by \`limit\` (1-${FULL}), and the run has ${n} (${DOC}; doc 2 Limits, List paging)`,
          full[o].reply.exchange,
        );
        c.require(
          full[o].body.truncated === kept < n,
          `llm-export?order=${o}&limit=${FULL} keeps ${kept} of the run's ${n} calls and says truncated ${full[o].body.truncated}`,
          `\`truncated\` says whether the bounded window left calls out (${DOC})`,
          full[o].reply.exchange,
        );
      }
    }
    notes.push(
      `truncated true at limit=1${calls.complete && calls.items.length <= FULL ? ` and ${full.oldest.body.truncated} at limit=${FULL}, keeping all ${calls.items.length} calls` : ""}`,
    );

    // Which end was kept.
    const id = identityOf(wk, [...win(full.oldest), ...win(full.newest), ...win(one.oldest), ...win(one.newest)]);
    const [ko, kn] = [win(one.oldest)[0], win(one.newest)[0]];
    if (ko && kn) {
      c.require(
        id.of(ko) !== id.of(kn),
        `order=oldest and order=newest at limit=1 both keep ${id.of(ko)}`,
        `\`order\` says which end was kept: the two ends differ for a run of several calls (${DOC})`,
        one.newest.reply.exchange,
      );
      const stamps = [...win(full.oldest), ...win(full.newest)].map((x) => num(x, "createdAt"));
      if (
        stamps.every((s) => s !== undefined) &&
        num(ko, "createdAt") !== undefined &&
        num(kn, "createdAt") !== undefined
      ) {
        const min = (stamps as number[]).reduce((a, b) => Math.min(a, b));
        const max = (stamps as number[]).reduce((a, b) => Math.max(a, b));
        c.require(
          num(ko, "createdAt") === min,
          `order=oldest&limit=1 keeps a call at createdAt ${num(ko, "createdAt")}; the oldest is at ${min}`,
          `the oldest end kept under \`order=oldest\` (${DOC})`,
          one.oldest.reply.exchange,
        );
        c.require(
          num(kn, "createdAt") === max,
          `order=newest&limit=1 keeps a call at createdAt ${num(kn, "createdAt")}; the newest is at ${max}`,
          `the newest end kept under \`order=newest\` (${DOC})`,
          one.newest.reply.exchange,
        );
        notes.push("limit=1 keeps the oldest / newest call by createdAt");
      } else {
        notes.push("limit=1 keeps a different call under each order (the calls carry no createdAt)");
      }
    }

    // Rollups: the body's fields are not shown, so which nested values are the rollups (and which
    // may describe the window itself) is not known. Stated: the bundle carries rollups over EVERY
    // call regardless of `limit`. So at least one nested value beside the window must be the same
    // at limit=1 and limit=100; when every one of them changes, none can be those rollups.
    let compared = 0;
    const kept: string[] = [];
    for (const o of ["oldest", "newest"] as const) {
      const [a, b] = [nested(full[o].body, wk), nested(one[o].body, wk)];
      const keysOf = [...new Set([...a.keys(), ...b.keys()])];
      if (!keysOf.length) continue;
      compared += keysOf.length;
      const same = keysOf.filter((k) => a.get(k) === b.get(k));
      if (same.length) {
        for (const k of same) if (!kept.includes(k)) kept.push(k);
        continue;
      }
      // The run may have recorded a call meanwhile: read the full bundle again.
      const again = nested((await read(o, FULL)).body, wk);
      const moved = keysOf.find((k) => again.get(k) !== a.get(k));
      if (moved)
        c.notExercised(
          `the run's calls changed between two reads of llm-export (\`${moved}\` moved): rollups cannot be compared`,
        );
      c.fail(
        `Received: every nested value beside the window changes with \`limit\` (order=${o}): ${keysOf.map((k) => `\`${k}\` ${(b.get(k) ?? "absent").slice(0, 80)} at limit=1, ${(a.get(k) ?? "absent").slice(0, 80)} at limit=${FULL}`).join("; ")} / Documented: rollups over EVERY call regardless of \`limit\` (${DOC})`,
        one[o].reply.exchange,
      );
    }
    notes.push(
      compared
        ? `nested value(s) ${kept.join(", ")} identical at limit=1 and limit=${FULL} (the rollups are among them: their names are not shown)`
        : "no nested value beside the window: rollups not compared",
    );
    // Per agent kind and per phase: each kind and phase the calls carry is named beside the window.
    const named = kindsNamed(calls.items, full.oldest.body, wk);
    c.require(
      named.missing.length === 0,
      `llm-export?order=oldest&limit=${FULL} names, beside its window, none of ${named.missing.join(", ")} that the run's calls carry`,
      `rollups per agent kind and per phase over every call (${DOC})`,
      full.oldest.reply.exchange,
    );
    notes.push(`each of the calls' ${named.checked} agent kind(s) and phase(s) named beside the window`);
    c.pass(`window \`${wk}\`: ${notes.join("; ")}; ${bounds}`);
  },
};
