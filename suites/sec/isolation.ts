/**
 * Workspace isolation with a second workspace's admin key (`--peer-admin-key`): every call acts
 * within the key's own workspace only (doc 1 "What the service does": every call is scoped to the
 * single workspace of the key; doc 2 Authentication 3). Ids of workspace A — created by the suite or
 * discovered through A's own reads (known.ts) — are probed with B's key: reads show none of A's data
 * (its markers, its records), are refused 404 where the contract states it for an id the key cannot
 * read (runs, Kaizen entries, artifacts), answer 200 with `webhook` null for a webhook id (doc 2
 * Errors "NOT errors"); elsewhere no refusal is stated, so an answer showing nothing of A's (an empty
 * list under a parent B does not hold) keeps the documents. Lists hold none of A's records; writes
 * are in isolation-write.ts.
 */
import type { Reply } from "../../lib/http/client.ts";
import { asVerdict, type CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { minimalQuery } from "../../generators/index.ts";
import { walkPages } from "../../generators/calls/pages.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { knownOfA, leakedMarker, leakedRead, leakedRecord, poolOf, sameResource, type Rec } from "./known.ts";
import { isolationNotes } from "../common/clauses.ts";
import { successOf } from "../op/run.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** Path parameters naming what is not the workspace's: provider repositories, deployment use cases. */
const NOT_WORKSPACE = new Set(["owner", "name", "useCaseId"]);
/** Stated 404 tokens for an id the key cannot read, and the parameter they are about (doc 2 Errors). */
const UNREADABLE_TOKEN: Record<string, string> = { run_not_found: "runId", kaizen_entry_not_found: "entryId" };

export function peerKey(c: CheckContext): string {
  if (!c.t.keys.peer)
    c.notExercised(`no second workspace key (${c.t.info.keyProblems.peer ?? "--peer-admin-key not given"})`);
  return c.t.keys.peer!;
}

export const is2xx = (s: number) => s >= 200 && s < 300;

/** Whether a 2XX body read with B's key is shown to be B's own resource under an id equal to A's. */
function provablyOther(a: unknown, b: unknown): boolean {
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) || Array.isArray(b)) return false;
  const ar = a as Rec;
  const br = b as Rec;
  const field = Object.keys(ar).find(
    (k) => /^(id|[a-z][A-Za-z0-9]*Id)$/.test(k) && typeof ar[k] === "string" && ar[k] === br[k],
  );
  return field !== undefined && !sameResource(ar, br, field);
}

export const isolationRead: Rule = {
  id: "SEC-ISOLATION-READ",
  title:
    "A read addressing an id of another workspace shows none of its data, and is refused 404 where the documents state it",
  level: "MUST",
  family: "SEC",
  clause:
    "doc 2 Authentication 3; doc 1 (every call is scoped to the single workspace of the key); doc 2 Errors (404 `run_not_found`: run the key cannot read; an unknown webhook id read is 200 with `webhook` null); doc 2 Evidence (404 for an unknown artifact id in the key's workspace)",
  clauses: ["D1-CONCEPT-WORKSPACE-SCOPED", "D2-AUTH-3-ONE-WORKSPACE"],
  clausesFor: (op) => [
    ...isolationNotes(op),
    ...(op.errors.some((e) => e.token === "run_not_found") ? (["D2-ERR-404-RUN-NOT-FOUND"] as const) : []),
    ...(op.errors.some((e) => e.token === "kaizen_entry_not_found") ? (["D2-ERR-404-KAIZEN"] as const) : []),
    ...(op.operationId === "getArtifactBlob" ? (["D2-EVIDENCE-BLOB-UNKNOWN-404"] as const) : []),
    ...(op.pathParams.some((p) => p.name === "webhookId") ? (["D2-ERR-NOT-ERRORS"] as const) : []),
  ],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) =>
    op.method === "GET" && op.pathParams.length > 0 && op.pathParams.every((p) => !NOT_WORKSPACE.has(p.name)),
  check: async (c) => {
    const op = c.operation;
    const peer = peerKey(c);
    const known = await knownOfA(c);
    const params = op.pathParams.map((p) => ({ name: p.name, pool: poolOf(op, p.name) }));
    const missing = params.find((p) => !known.pools.get(p.pool)?.length);
    const stream = op.successKind === "event-stream";
    const query = minimalQuery(op);
    let chosen: Record<string, string> | null = null;
    let aBody: unknown;
    const fixed = missing ? {} : Object.fromEntries(params.slice(1).map((p) => [p.name, known.pools.get(p.pool)![0]]));
    for (const id of missing ? [] : known.pools.get(params[0].pool)!.slice(0, 3)) {
      const cand = { ...fixed, [params[0].name]: id };
      // A's own stream is not opened: a quiet stream may stay open (doc 2 Events).
      if (stream) {
        chosen = cand;
        break;
      }
      const a = await c.callOp(op, { params: cand, query });
      if (is2xx(a.status)) {
        chosen = cand;
        aBody = a.json;
        break;
      }
    }
    if (!chosen) {
      // An id no list of A shows (a bootstrap job's): the operation's OP recipe makes one of the
      // suite's own in A and reads it (on the target and under the profile the recipe needs).
      const why = missing
        ? `no ${missing.pool} of workspace A is known (none created by the suite, none discovered in A's lists)`
        : `workspace A itself reads none of its known ${params[0].pool}s through this operation`;
      const own = await successOf(c);
      const ok =
        own.ok &&
        is2xx(own.reply.status) &&
        op.pathParams.every((p) => typeof own.attempt.params?.[p.name] === "string");
      if (!ok)
        c.notExercised(
          `${why}, and its OP recipe made no read of A's own: ${own.ok ? `it answered ${own.reply.status}` : own.message}`,
        );
      const success = own as Extract<typeof own, { ok: true }>;
      chosen = Object.fromEntries(op.pathParams.map((p) => [p.name, success.attempt.params![p.name]]));
      aBody = success.reply.json;
    }
    const what = `${Object.values(chosen!).join(", ")} (workspace A's) read with workspace B's key`;
    let b: Reply<Rec>;
    try {
      // A stream gets a short deadline of its own (a quiet stream may stay open, doc 2 Events); any
      // other read, the run's (--timeout): the documents state no response time.
      b = await c.callOp<Rec>(op, {
        params: chosen!,
        query,
        key: peer,
        deadlineMs: stream ? 5_000 : undefined,
        headers: stream ? { accept: "text/event-stream" } : undefined,
      });
    } catch (e) {
      const last = c.evidence.at(-1);
      if (stream && asVerdict(e)?.outcome === "fail" && last?.error) {
        c.notExercised(
          `the stream of ${what} neither ended nor was refused within 5 s (${last.error}): a quiet stream shows nothing to judge (doc 2 Events: a quiet stream is normal), and the documents state no refusal for this id`,
          last,
        );
      }
      throw e;
    }
    if (op.pathParams.some((p) => p.name === "webhookId")) {
      // Webhook ids are chosen by the caller: B may hold its own endpoint under the same id.
      c.require(
        b.status === 200,
        `${b.status} for ${what}`,
        "200: an unknown webhook id read is not an error (doc 2 Errors)",
      );
      const w = b.json?.webhook;
      if (w === null) c.pass("`webhook` null");
      const leak = leakedMarker(known, jsonText(w ?? ""));
      c.require(
        !leak,
        `workspace B reads workspace A's endpoint (${leak})`,
        "`webhook` null: the id is unknown in B's workspace",
      );
      c.notExercised("workspace B holds an endpoint of its own under the same caller-chosen id");
    }
    // The refusal the documents state for an id the key cannot read (doc 2 Errors: 404 `run_not_found`,
    // 404 `kaizen_entry_not_found`; doc 2 Evidence: 404 for an unknown artifact id in the key's workspace).
    const stated = op.errors.filter(
      (e) => e.status === 404 && (e.token === null || params.some((p) => p.name === UNREADABLE_TOKEN[e.token!])),
    );
    if (is2xx(b.status)) {
      const marker = leakedMarker(known, b.text);
      const rec = marker ? null : leakedRead(known, aBody, b.json);
      if (marker || rec) {
        const held = marker ? jsonText(marker) : `a record of A's: ${jsonText(rec)?.slice(0, 300)}`;
        c.fail(
          `Received: ${b.status} for ${what} (the body holds ${held}) / Documented: none of another workspace's data — every call acts within the key's own workspace only`,
          b.exchange,
        );
      }
      if (provablyOther(aBody, b.json))
        c.notExercised("workspace B holds a different resource of its own under an id equal to A's");
      c.require(!stated.length, `${b.status} for ${what}`, "404 (stated for an id the key cannot read)", b.exchange);
      // No refusal is stated for this id (only that every call acts within the key's workspace), and
      // the answer shows nothing of A's: an empty answer for an id B's workspace does not hold.
      c.pass(`${b.status} showing none of workspace A's data (the documents state no refusal for this id)`);
    }
    expectEnvelope(c, b);
    if (stated.length) {
      c.require(b.status === 404, `${b.status} for ${what}`, `404 (stated for an id the key cannot read)`);
      const tokens = stated.map((e) => e.token).filter((t): t is string => t !== null);
      if (tokens.length) {
        const got = errorToken(b.json);
        c.require(
          tokens.some((t) => got.includes(t)),
          `error ${jsonText(got)} for ${what}`,
          `\`${tokens.join("` or `")}\``,
        );
      }
    }
    c.pass(`refused ${b.status}`);
  },
};

export const isolationList: Rule = {
  id: "SEC-ISOLATION-LIST",
  title: "A read with another workspace's key holds none of this workspace's records",
  level: "MUST",
  family: "SEC",
  clause: "doc 2 Authentication 3; doc 1 (every call is scoped to the single workspace of the key)",
  clauses: ["D1-CONCEPT-WORKSPACE-SCOPED", "D2-AUTH-3-ONE-WORKSPACE"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.method === "GET" && op.pathParams.length === 0 && op.successKind === "json",
  check: async (c) => {
    const op = c.operation;
    const peer = peerKey(c);
    const known = await knownOfA(c);
    // Each page read with B's key is judged; a paged list is followed (up to 3 pages) while it shows items.
    const walk = await walkPages<Rec>(
      c,
      op.path,
      { query: { ...minimalQuery(op), ...(op.paging ? { limit: 100 } : {}) }, key: peer, maxPages: op.paging ? 3 : 1 },
      ({ reply: b, items }) => {
        const leak = leakedMarker(known, b.text);
        c.require(
          !leak,
          `the ${b.status} body read with workspace B's key holds ${jsonText(leak)}, written by the suite into workspace A`,
          "none of another workspace's data",
          b.exchange,
        );
        const rec = leakedRecord(known, b.json);
        c.require(
          !rec,
          `the ${b.status} body read with workspace B's key holds a record that workspace A's own reads returned: ${jsonText(rec)?.slice(0, 300)}`,
          "none of another workspace's data (the two workspaces see each other's records)",
          b.exchange,
        );
        return !(items?.length ?? 0);
      },
    );
    c.pass(`${known.records.size} records and ${known.markers.length} markers of A absent from ${walk.pages} page(s)`);
  },
};
