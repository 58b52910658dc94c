/**
 * doc 1 Notation ("stated lengths … of request fields are inclusive") and the Limits rows of doc 2
 * (Task `title` 1-200, `description` max 2000; Key `label` 1-120, `externalIdentity` 1-200; Webhook
 * `name` 1-100, `url` max 2000, id slug 1-63): a value AT its maximum length is a valid value, and
 * a request field is the stored value ("an omitted request field keeps the stored value", doc 2
 * Versioning; a webhook id "is chosen by the caller", doc 2 Webhooks). So a value at the maximum
 * reads back whole: not cut to a shorter column. VALID-BOUNDARY-ACCEPTED checks that it is accepted.
 *
 * Which fields: computed from the contract, every top-level string field of a request body with a
 * `maxLength` that the operation's answer shows under the same name (at its top or in one object
 * field of it: CreatedPublicApiKey.key), and a path id with a `maxLength` the answer shows as `id`.
 * Left out as boundary.ts leaves them out (`modelPresetId`, `riskPolicyId`, `pipelineId`: a value
 * made up at the bound names nothing). Fields no answer shows cannot be read back (a job's `input`
 * and `title`, a webhook `secret`, a ticket's `ref`, a document's `content`, the decision bodies,
 * whose answer is the decision list). Each value goes to a resource of the suite's own and is read
 * twice: in the answer, and by the resource's own read.
 */
import {
  describeSchema,
  type ConstraintNode,
  type ObjectNode,
  type StringNode,
} from "../../lib/contract/constraints.ts";
import type { Operation, OperationIndex } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import type { ClauseId } from "../../contract/clauses/index.ts";
import { serial } from "../../lib/run/target.ts";
import { atMaxLength } from "../../generators/boundaries.ts";
import { lastSegment, pointerSegments } from "../../generators/pointer.ts";
import { ownKey, ownTask, setupRefused, trackWebhook } from "../../generators/calls/resources.ts";
import { capacityRefusal } from "../../generators/calls/refusals.ts";
import { EXCLUDED_KEYS } from "./boundary.ts";
import { bodyShares, ownDefaultWebhook } from "./targets.ts";
import { is2xx, listed } from "./judge.ts";
import { requestShape } from "../common/clauses.ts";
import { jsonText } from "../../lib/json/safe.ts";

type Rec = Record<string, unknown>;

/** A field sent at its maximum length. */
interface AtMax {
  name: string;
  max: number;
  value: string;
}

export function objectOf(node: ConstraintNode | null | undefined): ObjectNode | null {
  return node?.kind === "object" ? node : null;
}

/** Names the answer shows: its own fields and those of its object fields (one level down). */
export function shownNames(op: Operation, index: OperationIndex): Set<string> {
  const top = op.successSchema ? objectOf(describeSchema(op.successSchema, index.document.components.schemas)) : null;
  const names = new Set<string>();
  for (const p of top?.properties ?? []) {
    names.add(p.name);
    for (const q of objectOf(p.node)?.properties ?? []) names.add(q.name);
  }
  return names;
}

/** A value the documents let a webhook `url` hold at any length: https and publicly routable (doc 2 Events). */
const ROUTABLE_URL = "https://hooks.example.com/conformance/max-";

function valueAtMax(node: StringNode, name: string, generated: string): string {
  const urlLike = name === "url" || node.format === "uri";
  return urlLike && generated.length > ROUTABLE_URL.length
    ? ROUTABLE_URL + "u".repeat(generated.length - ROUTABLE_URL.length)
    : generated;
}

/** The body fields at their maximum length that the answer shows (computed from the contract). */
export function storedFields(op: Operation, index: OperationIndex): AtMax[] {
  if (!op.body) return [];
  const body = describeSchema(op.body.schema, index.document.components.schemas);
  const shown = shownNames(op, index);
  const props = new Map((objectOf(body)?.properties ?? []).map((p) => [p.name, p.node]));
  return atMaxLength(body)
    .filter((k) => pointerSegments(k.path).length === 1 && typeof k.value === "string")
    .filter((k) => !(lastSegment(k.path) in EXCLUDED_KEYS) && shown.has(lastSegment(k.path)))
    .map((k) => {
      const name = lastSegment(k.path);
      const node = props.get(name) as StringNode;
      return { name, max: node.maxLength!, value: valueAtMax(node, name, k.value as string) };
    });
}

/** A path id with a `maxLength` the answer shows as `id` (a webhook id is chosen by the caller). */
function storedPathId(op: Operation, index: OperationIndex): { name: string; max: number } | null {
  const p = op.pathParams.find((x) => typeof x.schema.maxLength === "number");
  return p && shownNames(op, index).has("id") ? { name: p.name, max: p.schema.maxLength as number } : null;
}

/** What one operation's value is sent to, and how it is read back. */
export interface Stored {
  /** The answer's object holding the fields, and its exchange. */
  answer: Rec | null;
  answerExchange?: Reply["exchange"];
  /** The resource's own read. */
  read: () => Promise<{ view: Rec | null; r: Reply }>;
  describe: string;
  /** The path id sent at its maximum, when the operation takes one. */
  id?: string;
}

const enc = encodeURIComponent;
const asRec = (v: unknown): Rec | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Rec) : null);

function needStandard(c: CheckContext): void {
  if (c.t.profile === "safe") c.notExercised("the safe profile creates no resources");
}

/**
 * How a body is sent: `encode` writes its JSON text (JSON.stringify when absent); `judged` makes a
 * refusal a failure with that documented outcome. Without it a refusal is VALID-BOUNDARY-ACCEPTED's
 * business, and this rule's check is not exercised.
 */
export interface SendHow {
  encode?: (body: Rec) => string;
  judged?: string;
}

function wire(body: Rec, how: SendHow): { body: Rec } | { rawBody: string } {
  return how.encode ? { rawBody: how.encode(body) } : { body };
}

/** A request the target refused: whether it should have been accepted is VALID-BOUNDARY-ACCEPTED's business. */
function refused(c: CheckContext, op: Operation, what: string, r: Reply, how: SendHow): never {
  // A documented capacity that is full (the webhook cap, held by other rules' endpoints) refuses
  // whatever the body: the value was never judged.
  const full = capacityRefusal(op.operationId, r);
  if (full) c.notExercised(`${what} was turned away by a documented capacity, not judged: ${full}`, r.exchange);
  if (how.judged) c.require(false, `${what} answered ${r.status}`, how.judged, r.exchange);
  return c.notExercised(
    `${what} was refused (${r.status}): values at their maximum length that are not accepted cannot be read back (VALID-BOUNDARY-ACCEPTED judges the acceptance)`,
    r.exchange,
  );
}

async function readTask(c: CheckContext, taskId: string) {
  const r = await c.call("GET", `/tasks/${enc(taskId)}`);
  return { view: r.status === 200 ? asRec(r.json) : null, r };
}

async function readWebhook(c: CheckContext, path: string) {
  const r = await c.call("GET", path);
  return { view: r.status === 200 ? asRec((r.json as Rec | undefined)?.webhook) : null, r };
}

/** A fresh webhook id of exactly `max` characters (a slug: doc 2 Webhooks). */
function idOfLength(c: CheckContext, max: number): string {
  return `conformance-max-${(c.seed() % 100000).toString(36)}-${serial(c.t, "webhook")}-`
    .padEnd(max, "x")
    .slice(0, max);
}

/** Per operation: sends a body to a resource of the suite's own, and says how to read it back. */
export const SEND: Record<string, (c: CheckContext, op: Operation, body: Rec, how?: SendHow) => Promise<Stored>> = {
  createKey: async (c, _op, body, how = {}) => {
    const k = await ownKey(c, body, how);
    return {
      answer: asRec(k.json.key),
      read: async () => {
        const r = await c.call("GET", "/keys");
        const keys = (r.json as { keys?: unknown } | undefined)?.keys;
        return { view: Array.isArray(keys) ? (keys.map(asRec).find((x) => x?.id === k.id) ?? null) : null, r };
      },
      describe: `key ${k.id} of the suite's own (GET /keys)`,
    };
  },
  createServiceTask: async (c, _op, body, how = {}) => {
    const task = await ownTask(c, body, how);
    return {
      answer: task,
      read: () => readTask(c, task.taskId),
      describe: `task ${task.taskId} of the suite's own (GET /tasks/{taskId})`,
    };
  },
  updateTask: async (c, op, body, how = {}) => {
    const task = await ownTask(c, { title: "conformance max length" });
    const r = await c.callOp(op, {
      params: { taskId: task.taskId },
      ...wire(body, how),
      key: c.t.keys.write ?? c.t.keys.admin,
    });
    if (!is2xx(r)) refused(c, op, `PATCH /tasks/${task.taskId}`, r, how);
    return {
      answer: asRec(r.json),
      answerExchange: r.exchange,
      read: () => readTask(c, task.taskId),
      describe: `task ${task.taskId} of the suite's own (GET /tasks/{taskId})`,
    };
  },
  putNotificationWebhookById: async (c, op, body, how = {}) => {
    needStandard(c);
    const pathId = storedPathId(op, c.t.index)!;
    const id = idOfLength(c, pathId.max);
    const r = await c.callOp(op, { params: { [pathId.name]: id }, ...wire(body, how) });
    if (r.status === 200) trackWebhook(c, id);
    else if (how.judged) refused(c, op, `PUT /notification-webhooks/${id}`, r, how);
    else setupRefused(c, `registering webhook endpoint ${id} of the suite's own`, r);
    const path = `/notification-webhooks/${enc(id)}`;
    return {
      answer: asRec(r.json),
      answerExchange: r.exchange,
      read: () => readWebhook(c, path),
      describe: `webhook ${id} of the suite's own (GET ${path})`,
      id,
    };
  },
  putNotificationWebhook: async (c, op, body, how = {}) => {
    await ownDefaultWebhook(c);
    const r = await c.callOp(op, wire(body, how));
    if (!is2xx(r)) refused(c, op, "PUT /notification-webhook", r, how);
    return {
      answer: asRec(r.json),
      answerExchange: r.exchange,
      read: () => readWebhook(c, "/notification-webhook"),
      describe: "the default webhook the suite registered (GET /notification-webhook)",
    };
  },
};

/** How a value read back compares with the one sent, for messages. */
function held(sent: string, got: unknown): string {
  if (got === sent) return "all of it";
  if (typeof got !== "string") return jsonText(got) ?? "nothing";
  return sent.startsWith(got) ? `its first ${got.length} characters` : `${got.length} other characters`;
}

/** A value sent, under the name its answer and read show it by (`key`). */
export interface Sent {
  name: string;
  max: number;
  value: string;
  key: string;
}

/** Each value the answer or the resource's own read does not hold as sent, with the exchange that shows it. */
export function readBackProblems(
  checked: readonly Sent[],
  s: Stored,
  after: { view: Rec | null; r: Reply },
): { text: string; exchange: Reply["exchange"] }[] {
  const problems: { text: string; exchange: Reply["exchange"] }[] = [];
  for (const f of checked) {
    const inAnswer = s.answer?.[f.key];
    const inRead = after.view?.[f.key];
    if (inAnswer === f.value && inRead === f.value) continue;
    problems.push({
      text: `${f.name}: ${f.max} characters sent, the answer holds ${held(f.value, inAnswer)} and the read ${held(f.value, inRead)}`,
      exchange: inRead === f.value && s.answerExchange ? s.answerExchange : after.r.exchange,
    });
  }
  return problems;
}

const ROW_NOTES: Partial<Record<string, ClauseId[]>> = {
  putNotificationWebhookById: ["D2-WEBHOOKS-ID-SLUG"],
};

export const maxLengthStored: Rule = {
  id: "VALID-MAX-LENGTH-STORED",
  title: "A request field at its maximum length is stored whole: the answer and the resource's read hold all of it",
  level: "MUST",
  family: "VALID",
  clause:
    "doc 1 Notation (bounds are inclusive); doc 1 request shapes and doc 2 Limits (Task, Key, Webhook lengths); doc 2 Versioning (a request field is the stored value)",
  clauses: ["D1-NOTATION-BOUNDS", "D2-VERSION-ABSENT-NULL"],
  clausesFor: (op) => [...requestShape(op), ...(ROW_NOTES[op.operationId] ?? [])],
  profile: "safe",
  shares: bodyShares,
  scope: "operation",
  appliesTo: (op, index) => storedFields(op, index).length > 0,
  check: async (c) => {
    const op = c.operation;
    const send = SEND[op.operationId];
    if (!send) c.notExercised("no resource of the suite's own to send this body to");
    const fields = storedFields(op, c.t.index);
    const body = Object.fromEntries(fields.map((f) => [f.name, f.value]));
    const s = await send(c, op, body);
    const after = await s.read();
    if (!after.view) c.notExercised(`${s.describe} could not be read back (${after.r.status})`, after.r.exchange);
    const checked = [...fields.map((f) => ({ name: f.name, max: f.max, value: f.value, key: f.name }))];
    if (s.id !== undefined) checked.push({ name: "the path id", max: s.id.length, value: s.id, key: "id" });
    const problems = readBackProblems(checked, s, after);
    if (problems.length) {
      c.fail(
        `Received: ${listed(problems.map((p) => p.text))} (${s.describe}) / Documented: a value at its maximum length is valid (bounds are inclusive, doc 1 Notation; doc 2 Limits) and the value sent is the one stored (doc 2 Versioning): it reads back whole`,
        problems[0].exchange,
      );
    }
    c.pass(
      `${checked.map((f) => `${f.name} at ${f.max}`).join(", ")}: read back whole in the answer and from ${s.describe}`,
    );
  },
};
