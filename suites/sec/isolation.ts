/**
 * Workspace isolation with a second workspace's admin key (`--peer-admin-key`): every call acts
 * within the key's own workspace only (doc 1 "What the service does": every call is scoped to the
 * single workspace of the key; doc 2 Authentication 3). Ids of workspace A — created by the suite or
 * discovered through A's own reads (known.ts) — are probed with B's key: reads are refused (404 where
 * the contract states it; for the webhook read by id, 200 with `webhook` null, doc 2 Errors "NOT
 * errors"), lists hold none of A's records, and writes leave A's resources unchanged.
 */
import { describeSchema } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { minimalQuery, minimalValue } from "../../generators/index.ts";
import { cursorKey, itemsOf } from "../common/discover.ts";
import { errorToken, expectEnvelope } from "../common/envelope.ts";
import { ownKey, ownService, ownTask, ownWebhook } from "../common/resources.ts";
import { knownOfA, leakedMarker, leakedRecord, marker, poolOf, sameResource, type Known, type Rec } from "./known.ts";

/** Path parameters naming what is not the workspace's: provider repositories, deployment use cases. */
const NOT_WORKSPACE = new Set(["owner", "name", "useCaseId"]);
/** Pools whose ids the suite owns, so a write probing them can only ever touch its own data. */
const OWN_POOLS = new Set(["taskId", "serviceId", "webhookId", "keyId"]);
/** Stated 404 tokens for an id the key cannot read, and the parameter they are about (doc 2 Errors). */
const UNREADABLE_TOKEN: Record<string, string> = { run_not_found: "runId", kaizen_entry_not_found: "entryId" };

function peerKey(c: CheckContext): string {
  if (!c.t.keys.peer) c.notExercised(`no second workspace key (${c.t.info.keyProblems.peer ?? "--peer-admin-key not given"})`);
  return c.t.keys.peer!;
}

const is2xx = (s: number) => s >= 200 && s < 300;

/** Whether a 2XX body read with B's key is shown to be B's own resource under an id equal to A's. */
function provablyOther(a: unknown, b: unknown): boolean {
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) || Array.isArray(b)) return false;
  const ar = a as Rec;
  const br = b as Rec;
  const field = Object.keys(ar).find((k) => /^(id|[a-z][A-Za-z0-9]*Id)$/.test(k) && typeof ar[k] === "string" && ar[k] === br[k]);
  return field !== undefined && !sameResource(ar, br, field);
}

export const isolationRead: Rule = {
  id: "SEC-ISOLATION-READ",
  title: "A read addressing an id of another workspace is refused and shows none of its data",
  level: "MUST",
  family: "SEC",
  clause: "doc 2 Authentication 3; doc 1 (every call is scoped to the single workspace of the key); doc 2 Errors (404 `run_not_found`: run the key cannot read; an unknown webhook id read is 200 with `webhook` null); doc 2 Evidence (404 for an unknown artifact id in the key's workspace)",
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.method === "GET" && op.pathParams.length > 0 && op.pathParams.every((p) => !NOT_WORKSPACE.has(p.name)),
  check: async (c) => {
    const op = c.operation;
    const peer = peerKey(c);
    const known = await knownOfA(c);
    const params = op.pathParams.map((p) => ({ name: p.name, pool: poolOf(op, p.name) }));
    const missing = params.find((p) => !known.pools.get(p.pool)?.length);
    if (missing) c.notExercised(`no ${missing.pool} of workspace A is known (none created by the suite, none discovered in A's lists)`);
    const fixed = Object.fromEntries(params.slice(1).map((p) => [p.name, known.pools.get(p.pool)![0]]));
    const stream = op.successKind === "event-stream";
    const query = minimalQuery(op);
    let chosen: Record<string, string> | null = null;
    let aBody: unknown;
    for (const id of known.pools.get(params[0].pool)!.slice(0, 3)) {
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
    if (!chosen) c.notExercised(`workspace A itself reads none of its known ${params[0].pool}s through this operation`);
    const b = await c.callOp<Rec>(op, { params: chosen!, query, key: peer, deadlineMs: 5_000, headers: stream ? { accept: "text/event-stream" } : undefined });
    const what = `${Object.values(chosen!).join(", ")} (workspace A's) read with workspace B's key`;
    if (op.pathParams.some((p) => p.name === "webhookId")) {
      // Webhook ids are chosen by the caller: B may hold its own endpoint under the same id.
      c.require(b.status === 200, `${b.status} for ${what}`, "200: an unknown webhook id read is not an error (doc 2 Errors)");
      const w = b.json?.webhook;
      if (w === null) c.pass("`webhook` null");
      const leak = leakedMarker(known, JSON.stringify(w ?? ""));
      c.require(!leak, `workspace B reads workspace A's endpoint (${leak})`, "`webhook` null: the id is unknown in B's workspace");
      c.notExercised("workspace B holds an endpoint of its own under the same caller-chosen id");
    }
    if (is2xx(b.status)) {
      const leak = leakedMarker(known, b.text);
      if (!leak && provablyOther(aBody, b.json)) c.notExercised("workspace B holds a different resource of its own under an id equal to A's");
      c.fail(`Received: ${b.status} for ${what}${leak ? ` (the body holds ${JSON.stringify(leak)})` : ""} / Documented: refused — every call acts within the key's own workspace only`, b.exchange);
    }
    expectEnvelope(c, b);
    const stated = op.errors.filter((e) => e.status === 404 && (e.token === null || params.some((p) => p.name === UNREADABLE_TOKEN[e.token!])));
    if (stated.length) {
      c.require(b.status === 404, `${b.status} for ${what}`, `404 (stated for an id the key cannot read)`);
      const tokens = stated.map((e) => e.token).filter((t): t is string => t !== null);
      if (tokens.length) {
        const got = errorToken(b.json);
        c.require(tokens.some((t) => got.includes(t)), `error ${JSON.stringify(got)} for ${what}`, `\`${tokens.join("` or `")}\``);
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
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.method === "GET" && op.pathParams.length === 0 && op.successKind === "json",
  check: async (c) => {
    const op = c.operation;
    const peer = peerKey(c);
    const known = await knownOfA(c);
    let cursor: string | undefined;
    let pages = 0;
    for (; pages < 3; pages++) {
      const query = { ...minimalQuery(op), ...(op.paging ? { limit: 100, cursor } : {}) };
      const b = await c.callOp<Rec>(op, { query, key: peer });
      const leak = leakedMarker(known, b.text);
      c.require(!leak, `the ${b.status} body read with workspace B's key holds ${JSON.stringify(leak)}, written by the suite into workspace A`, "none of another workspace's data", b.exchange);
      const rec = leakedRecord(known, b.json);
      c.require(
        !rec,
        `the ${b.status} body read with workspace B's key holds a record that workspace A's own reads returned: ${JSON.stringify(rec)?.slice(0, 300)}`,
        "none of another workspace's data (the two workspaces see each other's records)",
        b.exchange,
      );
      if (!op.paging || !is2xx(b.status)) break;
      const key = cursorKey(op, b.json);
      const next = key ? (b.json?.[key] as unknown) : null;
      if (typeof next !== "string" || next === cursor || !(itemsOf(op, b.json)?.length ?? 0)) break;
      cursor = next;
    }
    c.pass(`${known.records.size} records and ${known.markers.length} markers of A absent from ${pages + 1} page(s)`);
  },
};

interface WriteTarget {
  id: string;
  body: unknown;
  /** A's view of the resource, compared before and after B's request. */
  read: () => Promise<string>;
}

const CHANGED = "changed with another workspace's key";

/** A valid body for `op`, with the fields that would show a change set to visible values. */
function writeBody(c: CheckContext, op: Operation, extra: Rec): unknown {
  if (!op.body) return undefined;
  const node = describeSchema(op.body.schema, c.t.index.document.components.schemas);
  if (node.kind === "union" && node.branches.some((b) => b.tagValue === "upload")) {
    return { [node.tag ?? "kind"]: "upload", title: CHANGED, content: CHANGED };
  }
  const body = minimalValue(node) as Rec;
  const names = node.kind === "object" ? node.properties.map((p) => p.name) : [];
  if (names.includes("title") || (node.kind === "object" && node.untyped)) body.title = CHANGED;
  for (const [k, v] of Object.entries(extra)) body[k] = v;
  return body;
}

async function readJson(c: CheckContext, path: string, pick?: (body: unknown) => unknown): Promise<string> {
  const r = await c.call("GET", path);
  return JSON.stringify([r.status, pick ? pick(r.json) : r.json]);
}

async function taskTarget(c: CheckContext, op: Operation): Promise<WriteTarget> {
  const task = await ownTask(c, { title: `conformance isolation write ${marker(c, "write-task")}` });
  const id = encodeURIComponent(task.taskId);
  const extra: Rec = {};
  const props = op.body ? describeSchema(op.body.schema, c.t.index.document.components.schemas) : null;
  const named = props?.kind === "object" ? props.properties.map((p) => p.name) : [];
  if (named.includes("dependsOnTaskId")) {
    const other = await ownTask(c, { title: "conformance isolation dependency" });
    extra.dependsOnTaskId = other.taskId;
    if (op.path.endsWith("/remove")) {
      // Something to remove: A's own edge, made with A's key.
      const add = await c.call("POST", `/tasks/${id}/dependencies`, { key: c.t.keys.write ?? c.t.keys.admin, body: { dependsOnTaskId: other.taskId } });
      c.require(add.status === 200, `${add.status} adding a dependency between two tasks of the suite's own`, "200 PublicTask");
    }
  }
  if (named.includes("externalId")) {
    // Something to detach: a document A attached to its own task.
    const att = await c.call("POST", `/tasks/${id}/documents`, { key: c.t.keys.write ?? c.t.keys.admin, body: { kind: "upload", title: "conformance isolation", content: "x" } });
    c.require(att.status === 201, `${att.status} attaching a document to a task of the suite's own`, "201 (doc 2 Tasks)");
    const docs = await c.call("GET", `/tasks/${id}/documents`);
    const doc = (itemsOf(null, docs.json) ?? [])[0] as Rec | undefined;
    if (typeof doc?.source === "string" && typeof doc?.externalId === "string") Object.assign(extra, { source: doc.source, externalId: doc.externalId });
  }
  return {
    id: task.taskId,
    body: writeBody(c, op, extra),
    read: async () => (await readJson(c, `/tasks/${id}`)) + (await readJson(c, `/tasks/${id}/documents`)),
  };
}

async function serviceTarget(c: CheckContext, op: Operation): Promise<WriteTarget> {
  // A service of its own per write: one B managed to delete or change spoils nothing else.
  await ownService(c);
  const r = await c.call<{ serviceId?: string }>("POST", "/services", { body: {} });
  c.require(r.status === 201 && typeof r.json?.serviceId === "string", `${r.status} creating a service of the suite's own`, "201 PublicService");
  const sid = r.json!.serviceId!;
  c.t.fixtures.track("service", sid, async () => {
    const d = await c.t.client.call("DELETE", `/services/${encodeURIComponent(sid)}`, { key: c.t.keys.admin });
    if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /services/${sid} answered ${d.status}`);
  });
  const id = encodeURIComponent(sid);
  return {
    id: sid,
    body: writeBody(c, op, {}),
    read: async () =>
      (await readJson(c, "/services", (b) => (itemsOf(null, b) ?? []).find((s) => (s as Rec).serviceId === sid) ?? null)) +
      (await readJson(c, `/services/${id}/tasks`, (b) => (itemsOf(null, b) ?? []).map((t) => (t as Rec).taskId))),
  };
}

async function webhookTarget(c: CheckContext, op: Operation): Promise<WriteTarget> {
  const hook = await ownWebhook(c, { url: `https://hooks.example.com/conformance/${marker(c, "write-hook")}` });
  c.require(hook.status === 200, `${hook.status} registering an endpoint of the suite's own`, "200 NotificationWebhook");
  return {
    id: hook.id,
    body: op.body ? { name: CHANGED, url: `https://hooks.example.com/conformance/${marker(c, "peer-hook")}` } : undefined,
    read: () => readJson(c, `/notification-webhooks/${hook.id}`),
  };
}

async function keyTarget(c: CheckContext): Promise<WriteTarget> {
  const key = await ownKey(c, { label: `conformance isolation write ${marker(c, "write-key")}`, scope: "read" });
  return {
    id: key.id,
    body: undefined,
    read: async () => {
      const listed = await readJson(c, "/keys", (b) => {
        const k = (itemsOf(null, b) ?? []).find((x) => (x as Rec).id === key.id) as Rec | undefined;
        return k ? { ...k, lastUsedAt: undefined } : null;
      });
      const me = await c.call("GET", "/me", { key: key.secret });
      return `${listed} /me ${me.status}`;
    },
  };
}

function targetFor(c: CheckContext, op: Operation, pool: string): Promise<WriteTarget> {
  switch (pool) {
    case "taskId":
      return taskTarget(c, op);
    case "serviceId":
      return serviceTarget(c, op);
    case "webhookId":
      return webhookTarget(c, op);
    default:
      return keyTarget(c);
  }
}

export const isolationWrite: Rule = {
  id: "SEC-ISOLATION-WRITE",
  title: "A write addressing a resource of another workspace is refused and leaves it unchanged",
  level: "MUST",
  family: "SEC",
  clause: "doc 2 Authentication 3; doc 1 (every call is scoped to the single workspace of the key); doc 2 Errors (other refusals: task outside the workspace)",
  profile: "safe",
  scope: "operation",
  // Writes whose path names only resources the suite can own: nothing else is ever probed with a write.
  appliesTo: (op) => op.method !== "GET" && op.pathParams.length === 1 && OWN_POOLS.has(poolOf(op, op.pathParams[0].name)),
  check: async (c) => {
    const op = c.operation;
    const peer = peerKey(c);
    const param = op.pathParams[0].name;
    const target = await targetFor(c, op, poolOf(op, param));
    const before = await target.read();
    const b = await c.callOp(op, { params: { [param]: target.id }, body: target.body, key: peer });
    // Webhook ids are chosen by the caller: B's PUT registers B's own endpoint, which is the suite's to remove.
    if (op.method === "PUT" && is2xx(b.status)) {
      const path = op.path.replace(`{${param}}`, encodeURIComponent(target.id));
      c.t.fixtures.track("peer webhook", target.id, async () => {
        const d = await c.t.client.call("DELETE", path, { key: peer });
        if (d.status !== 204) throw new Error(`DELETE ${path} with the peer key answered ${d.status}`);
      });
    }
    const what = `${op.method} on ${target.id} (workspace A's) with workspace B's key`;
    if (is2xx(b.status)) {
      // PUT by id registers in B's own workspace; DELETE of an id B does not hold may be an idempotent no-op.
      c.require(op.method === "PUT" || op.method === "DELETE", `${b.status} for ${what}`, "refused: the resource is not in the key's workspace");
    } else {
      expectEnvelope(c, b);
    }
    const after = await target.read();
    c.require(after === before, `workspace A's resource changed after ${what} (${b.status}): before ${before.slice(0, 300)} / after ${after.slice(0, 300)}`, "unchanged: every call acts within the key's own workspace only");
    c.pass(`${b.status}; A's resource unchanged`);
  },
};

export type { Known };
