/**
 * Writes with a second workspace's key to resources of the suite's own in workspace A (doc 2
 * Authentication 3; doc 1: every call is scoped to the single workspace of the key; doc 2 Errors,
 * "Other refusals whose codes are unspecified": task outside the workspace). Only ids the suite owns
 * are ever probed with a write, so a faulty server can only ever change the suite's own data. The
 * request is refused (a PUT by id may register B's own endpoint, a DELETE of an id B does not hold
 * may be an idempotent no-op) and A's resource reads the same before and after.
 */
import { describeSchema } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { minimalValue } from "../../generators/index.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { expectEnvelope } from "../common/envelope.ts";
import {
  createService,
  ownKey,
  ownTask,
  ownWebhook,
  setupRefused,
  trackService,
} from "../../generators/calls/resources.ts";
import { is2xx, peerKey } from "./isolation.ts";
import { marker, poolOf, sameResource, type Rec } from "./known.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** Pools whose ids the suite owns, so a write probing them can only ever touch its own data. */
const OWN_POOLS = new Set(["taskId", "serviceId", "webhookId", "keyId"]);

interface WriteTarget {
  id: string;
  body: unknown;
  /** A's view of the resource, compared before and after B's request. */
  read: () => Promise<string>;
  /**
   * Whether workspace B holds a resource of its own under the same id (read with B's key, and not
   * A's): ids of different workspaces may coincide, their format being unspecified (doc 1 Notation).
   */
  peerHolds?: (peer: string) => Promise<boolean>;
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
  return jsonText([r.status, pick ? pick(r.json) : r.json]);
}

async function taskTarget(c: CheckContext, op: Operation): Promise<WriteTarget> {
  const title = `conformance isolation write ${marker(c, "write-task")}`;
  const task = await ownTask(c, { title });
  const id = encodeURIComponent(task.taskId);
  const extra: Rec = {};
  const props = op.body ? describeSchema(op.body.schema, c.t.index.document.components.schemas) : null;
  const named = props?.kind === "object" ? props.properties.map((p) => p.name) : [];
  if (named.includes("dependsOnTaskId")) {
    const other = await ownTask(c, { title: "conformance isolation dependency" });
    extra.dependsOnTaskId = other.taskId;
    if (op.path.endsWith("/remove")) {
      // Something to remove: A's own edge, made with A's key.
      const add = await c.call("POST", `/tasks/${id}/dependencies`, {
        key: c.t.keys.write ?? c.t.keys.admin,
        body: { dependsOnTaskId: other.taskId },
      });
      if (add.status !== 200) setupRefused(c, "adding a dependency between two tasks of the suite's own", add);
    }
  }
  if (named.includes("externalId")) {
    // Something to detach: a document A attached to its own task.
    const att = await c.call("POST", `/tasks/${id}/documents`, {
      key: c.t.keys.write ?? c.t.keys.admin,
      body: { kind: "upload", title: "conformance isolation", content: "x" },
    });
    if (att.status !== 201) setupRefused(c, "attaching a document to a task of the suite's own", att);
    const docs = await c.call("GET", `/tasks/${id}/documents`);
    const doc = (itemsOf(null, docs.json) ?? [])[0] as Rec | undefined;
    if (typeof doc?.source === "string" && typeof doc?.externalId === "string")
      Object.assign(extra, { source: doc.source, externalId: doc.externalId });
  }
  return {
    id: task.taskId,
    body: writeBody(c, op, extra),
    read: async () => (await readJson(c, `/tasks/${id}`)) + (await readJson(c, `/tasks/${id}/documents`)),
    peerHolds: async (peer) => {
      const r = await c.call("GET", `/tasks/${id}`, { key: peer });
      return is2xx(r.status) && !r.text.includes(title);
    },
  };
}

async function serviceTarget(c: CheckContext, op: Operation): Promise<WriteTarget> {
  // A service of its own per write: one B managed to delete or change spoils nothing else.
  if (c.t.profile === "safe") c.notExercised("the safe profile creates no resources");
  const r = await createService(c);
  if (r.status !== 201 || typeof r.json?.serviceId !== "string")
    setupRefused(c, "creating a service of the suite's own", r);
  const sid = r.json!.serviceId as string;
  trackService(c, sid);
  const id = encodeURIComponent(sid);
  const listed = async (key?: string) => {
    const r = await c.call("GET", "/services", key ? { key } : {});
    return ((itemsOf(null, r.json) ?? []) as Rec[]).find((s) => s.serviceId === sid) ?? null;
  };
  return {
    id: sid,
    body: writeBody(c, op, {}),
    read: async () =>
      (await readJson(
        c,
        "/services",
        (b) => (itemsOf(null, b) ?? []).find((s) => (s as Rec).serviceId === sid) ?? null,
      )) + (await readJson(c, `/services/${id}/tasks`, (b) => (itemsOf(null, b) ?? []).map((t) => (t as Rec).taskId))),
    peerHolds: async (peer) => {
      const mine = await listed();
      const theirs = await listed(peer);
      return theirs !== null && (mine === null || !sameResource(mine, theirs, "serviceId"));
    },
  };
}

async function webhookTarget(c: CheckContext, op: Operation): Promise<WriteTarget> {
  // A refusal (the endpoint cap reached) ends the check not exercised (resources.ts).
  const hook = await ownWebhook(c, { url: `https://hooks.example.com/conformance/${marker(c, "write-hook")}` });
  return {
    id: hook.id,
    body: op.body
      ? { name: CHANGED, url: `https://hooks.example.com/conformance/${marker(c, "peer-hook")}` }
      : undefined,
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
  clause:
    "doc 2 Authentication 3; doc 1 (every call is scoped to the single workspace of the key); doc 2 Errors (other refusals: task outside the workspace)",
  clauses: ["D1-CONCEPT-WORKSPACE-SCOPED", "D2-AUTH-3-ONE-WORKSPACE", "D2-ERR-OTHER-REFUSALS"],
  profile: "safe",
  scope: "operation",
  // Writes whose path names only resources the suite can own: nothing else is ever probed with a write.
  appliesTo: (op) =>
    op.method !== "GET" && op.pathParams.length === 1 && OWN_POOLS.has(poolOf(op, op.pathParams[0].name)),
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
    if (!is2xx(b.status)) expectEnvelope(c, b);
    const after = await target.read();
    c.require(
      after === before,
      `workspace A's resource changed after ${what} (${b.status}): before ${before.slice(0, 300)} / after ${after.slice(0, 300)}`,
      "unchanged: every call acts within the key's own workspace only",
    );
    // PUT by id registers in B's own workspace; DELETE of an id B does not hold may be an idempotent
    // no-op. Any other write answered as done acted on a resource outside B's workspace — unless B
    // holds one of its own under the same id.
    if (is2xx(b.status) && op.method !== "PUT" && op.method !== "DELETE") {
      if (target.peerHolds && (await target.peerHolds(peer))) {
        c.notExercised(
          `workspace B holds a resource of its own under the id ${target.id} (ids of two workspaces may coincide): its ${b.status} may be about its own`,
        );
      }
      c.fail(
        `Received: ${b.status} for ${what} / Documented: refused — the resource is not in the key's workspace`,
        b.exchange,
      );
    }
    c.pass(`${b.status}; A's resource unchanged`);
  },
};
