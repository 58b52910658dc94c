/**
 * doc 1 Notation ("on a request an absent field leaves a stored value alone"); doc 2 Versioning
 * ("an omitted request field keeps the stored value"); doc 1 UpdatePublicTask (all optional);
 * doc 2 Webhooks ("omitted fields keep stored values", "same keep-on-omit rule"); doc 2 Services
 * (PATCH: "authored fields and `provisioning`"; "Omitted `provisioning` keeps the stored one");
 * doc 2 Identity, PATCH /tracker/writeback ("merged (omitted action keeps its value)"). Exercised on
 * resources of the suite's own; for the tracker settings only the empty patch, which the documents
 * make a no-op (NULL-WRITEBACK-ONE-ACTION patches one action at a time on a disposable target).
 */
import { describeSchema, type ConstraintNode, type ObjectNode } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { ownService, ownTask, ownWebhook, setupRefused } from "../../generators/calls/resources.ts";
import { EXCLUDED_KEYS } from "../valid/boundary.ts";
import { ownDefaultWebhook, trackTask } from "../valid/targets.ts";
import { keepOnOmitNotes } from "../common/clauses.ts";
import { pins } from "../common/pins.ts";
import { bodyShares } from "../valid/targets.ts";
import { jsonText, sameJson } from "../../lib/json/safe.ts";
import { storePin } from "./provisioning.ts";

const enc = encodeURIComponent;

function objectNode(node: ConstraintNode | null): ObjectNode | null {
  return node?.kind === "object" ? node : null;
}

function bodyObject(c: CheckContext, op: Operation): ObjectNode {
  return objectNode(describeSchema(op.body!.schema, c.t.index.document.components.schemas))!;
}

function responseObject(c: CheckContext, op: Operation): ObjectNode | null {
  return op.successSchema ? objectNode(describeSchema(op.successSchema, c.t.index.document.components.schemas)) : null;
}

/** A new value for key `p` that differs from `current` (null when the suite cannot make one up). */
function newValue(node: ConstraintNode, current: unknown, n: number, name: string): unknown {
  if (name in EXCLUDED_KEYS) return null;
  if (name === "url") return `https://hooks.example.com/conformance/moved-${n}`;
  switch (node.kind) {
    case "boolean":
      return current !== true;
    case "string":
      if (node.enum) return node.enum.find((v) => v !== current) ?? null;
      if (node.pattern || node.format) return null;
      return `conformance ${name} ${n}`.slice(0, node.maxLength ?? 200);
    case "array": {
      // One member, different from what is stored (servers may reorder or de-duplicate arrays).
      const members = node.items.kind === "string" ? node.items.enum : undefined;
      const held = Array.isArray(current) ? current : [];
      const m = members?.find((v) => !held.includes(v));
      return m === undefined ? null : [m];
    }
    default:
      return null;
  }
}

interface Resource {
  read: () => Promise<Reply>;
  write: (body: Record<string, unknown>) => Promise<Reply>;
  /** The stored value as the read shows it. */
  view: (r: Reply) => Record<string, unknown> | null;
  /** Keys that may change on any write (timestamps of the write itself). */
  volatile: string[];
  /**
   * The keys the documents show on the read (doc 1 shape): only these are stored values the rule
   * compares. Keys beyond them may appear (doc 2 Versioning: additive) and may be derived (a time
   * of the write), so they are not judged.
   */
  shown: string[];
  describe: string;
}

/**
 * For each key the request and the read share: a write naming only that key, once admitted, reads
 * back with that key as written, and changes only that key (the others, omitted, keep their values).
 * Then an empty write changes nothing. A write the target refuses changes nothing the rule could
 * judge: it is noted, not judged (OP and VALID judge whether the body should have been accepted).
 */
async function keepsOthers(
  c: CheckContext,
  res: Resource,
  keys: { name: string; node: ConstraintNode }[],
  note = "",
): Promise<never> {
  const first = await res.read();
  let stored = res.view(first);
  if (!stored) c.notExercised(`could not read ${res.describe} (${first.status})`, first.exchange);
  if (!res.shown.length) c.notExercised(`the contract shows no field of ${res.describe}: nothing to compare`);
  const compared = (a: Record<string, unknown>, b: Record<string, unknown>, except: string | null) =>
    res.shown.filter((key) => key !== except && !res.volatile.includes(key) && !sameJson(a[key], b[key]));
  const readAfter = async (what: string): Promise<Record<string, unknown>> => {
    const r = await res.read();
    const v = res.view(r);
    if (!v)
      c.notExercised(
        `${res.describe} could not be read after ${what} (${r.status}): nothing to compare (reading it is not this rule's business)`,
        r.exchange,
      );
    return v!;
  };
  const checked: string[] = [];
  const refused: Reply[] = [];
  let n = 0;
  for (const k of keys) {
    const v = newValue(k.node, stored![k.name], ++n, k.name);
    if (v === null) continue;
    const w = await res.write({ [k.name]: v });
    if (w.status < 200 || w.status >= 300) {
      refused.push(w);
      continue;
    }
    const after = await readAfter(`a write of only ${k.name}`);
    c.require(
      sameJson(after[k.name], v),
      `a write of only ${k.name}: ${jsonText(v)} (answered ${w.status}) reads back ${jsonText(after[k.name])}`,
      "the field written is stored (doc 2 Versioning: null is a value, an omitted field keeps its own)",
    );
    const changed = compared(stored!, after, k.name);
    c.require(
      changed.length === 0,
      `a write of only ${k.name} changed ${changed.map((key) => `${key}: ${jsonText(stored![key])} → ${jsonText(after[key])}`).join(", ")}`,
      "an omitted request field keeps the stored value (doc 2 Versioning)",
    );
    stored = after;
    checked.push(k.name);
  }
  const w = await res.write({});
  let empty = "";
  if (w.status >= 200 && w.status < 300) {
    const after = await readAfter("an empty write");
    const changed = compared(stored!, after, null);
    c.require(
      changed.length === 0,
      `an empty write changed ${changed.join(", ")}`,
      "an omitted request field keeps the stored value (doc 2 Versioning)",
    );
    empty = " and an empty write";
  } else refused.push(w);
  const refusals = refused.length
    ? `; refused (not judged here): ${refused.map((r) => `${r.status} for ${r.exchange.requestBody ?? "a write"}`).join(", ")}`
    : "";
  if (!checked.length && !empty)
    c.notExercised(
      `every write to ${res.describe} was refused: nothing kept or changed to judge${refusals}`,
      refused[0]?.exchange,
    );
  c.pass(
    `${res.describe}: writes of only ${checked.join(", ") || "(none)"} (each read back as written)${empty} kept every other documented field${note}${refusals}`,
  );
}

/** The keys the operation's answer shows (doc 1 shape, computed from the contract). */
function shownKeys(c: CheckContext, op: Operation): string[] {
  return responseObject(c, op)?.properties.map((p) => p.name) ?? [];
}

/**
 * The keys a write may name alone, from the contract: the request's keys that the operation's answer
 * also shows; for a body whose fields are not shown (`object*`, "authored fields"), the answer's own
 * fields besides, but the ids the path names.
 */
function sharedKeys(c: CheckContext, op: Operation): { name: string; node: ConstraintNode }[] {
  const req = bodyObject(c, op);
  const answer = responseObject(c, op)?.properties ?? [];
  const shown = new Set(answer.map((p) => p.name));
  const named = req.properties.filter((p) => shown.has(p.name)).map((p) => ({ name: p.name, node: p.node }));
  if (!req.untyped) return named;
  const skip = new Set([...op.pathParams.map((p) => p.name), ...named.map((k) => k.name)]);
  return [...named, ...answer.filter((p) => !skip.has(p.name)).map((p) => ({ name: p.name, node: p.node }))];
}

async function taskKeeps(c: CheckContext, op: Operation): Promise<never> {
  const body = { title: "conformance task", description: "conformance: kept unless named" };
  const pinned = await pins(c);
  let task: { taskId: string } | null = null;
  if (Object.keys(pinned).length) {
    const r = await c.call<{ taskId?: unknown }>("POST", `/services/${enc(await ownService(c))}/tasks`, {
      body: { ...body, ...pinned },
      key: c.t.keys.write ?? c.t.keys.admin,
    });
    await trackTask(c, r);
    if (r.status === 201 && typeof r.json?.taskId === "string") task = { taskId: r.json.taskId };
  }
  const held = task
    ? `; pinned ${Object.keys(pinned).join(", ")} kept`
    : "; no model preset or risk policy could be pinned (their catalogues' field names are not shown)";
  task ??= await ownTask(c, body);
  const path = `/tasks/${enc(task.taskId)}`;
  return keepsOthers(
    c,
    {
      read: () => c.call("GET", path),
      write: (body) => c.callOp(op, { params: { taskId: task.taskId }, body, key: c.t.keys.write ?? c.t.keys.admin }),
      view: (r) =>
        r.status === 200 && r.json && typeof r.json === "object" ? (r.json as Record<string, unknown>) : null,
      volatile: [],
      shown: shownKeys(c, op),
      describe: "the suite's own task",
    },
    sharedKeys(c, op),
    held,
  );
}

async function webhookKeeps(c: CheckContext, op: Operation): Promise<never> {
  const initial = {
    name: "conformance",
    types: ["merge_review"],
    runEvents: ["run.failed"],
    alertEvents: ["platform_health.firing"],
    enabled: false,
    secret: "conformance-secret-0001",
  };
  let path: string;
  if (op.pathParams.some((p) => p.name === "webhookId")) {
    const w = await ownWebhook(c, initial);
    if (w.status !== 200) c.notExercised(`could not register a webhook of the suite's own (${w.status})`);
    path = `/notification-webhooks/${enc(w.id)}`;
  } else {
    await ownDefaultWebhook(c);
    path = "/notification-webhook";
    const r = await c.call("PUT", path, { body: initial });
    // Setting the endpoint up is a precondition (a cap may refuse it); OP-SUCCESS judges the PUT itself.
    if (r.status !== 200)
      setupRefused(c, "PUT /notification-webhook setting up the default endpoint the rule edits", r);
  }
  return keepsOthers(
    c,
    {
      read: () => c.call("GET", path),
      write: (body) => c.call("PUT", path, { body }),
      view: (r) => {
        const w = (r.json as { webhook?: unknown } | undefined)?.webhook;
        return r.status === 200 && w && typeof w === "object" ? (w as Record<string, unknown>) : null;
      },
      // `updatedAt` is the time of the write (hasSecret must stay: the secret is never sent again).
      volatile: ["updatedAt"],
      shown: shownKeys(c, op),
      describe: op.pathParams.length ? "the suite's own webhook" : "the default webhook the suite registered",
    },
    sharedKeys(c, op),
  );
}

/**
 * PATCH /services/{serviceId} takes "authored fields and `provisioning`" (object*): the service's
 * shown fields are written one at a time, and an empty patch sent, on the suite's own service with a
 * provisioning pin stored first (provisioning.ts: the configured one must be, a guess where one can
 * be); each field written must read back as written, and every other shown field, the pin included
 * ("Omitted `provisioning` keeps the stored one"), must keep its value.
 */
async function serviceKeeps(c: CheckContext, op: Operation): Promise<never> {
  const serviceId = await ownService(c);
  const list = () => c.call<{ services?: Record<string, unknown>[] }>("GET", "/services");
  const find = (r: Reply) =>
    ((r.json as { services?: Record<string, unknown>[] } | undefined)?.services ?? []).find(
      (s) => s?.serviceId === serviceId,
    ) ?? null;
  const patch = (body: unknown) => c.callOp(op, { params: { serviceId }, body });
  const pinned = (await storePin(c, patch, async () => find(await list()))) !== undefined;
  // A service's `status` is of the task status set: it may follow its tasks, which other checks move.
  const volatile = ["status"];
  return keepsOthers(
    c,
    {
      read: list,
      write: patch,
      view: (r) => (r.status === 200 ? find(r) : null),
      volatile,
      shown: shownKeys(c, op),
      describe: "the suite's own service",
    },
    sharedKeys(c, op).filter((k) => !volatile.includes(k.name)),
    pinned
      ? "; its provisioning pin was kept throughout"
      : "; no provisioning pin could be stored first (the pin's fields are not shown): its absence was kept",
  );
}

async function writebackKeeps(c: CheckContext, op: Operation): Promise<never> {
  const view = (r: Reply) =>
    r.status === 200 && r.json && typeof r.json === "object" ? (r.json as Record<string, unknown>) : null;
  const before = view(await c.call("GET", op.path));
  if (!before) c.notExercised("the tracker writeback settings could not be read");
  const w = await c.callOp(op, { body: {} });
  c.require(w.status === 200, `${w.status} for an empty patch`, "an empty patch is a no-op (200)");
  const after = view(await c.call("GET", op.path));
  const changed = Object.keys({ ...before, ...after }).filter(
    (k) => k !== "updatedAt" && !sameJson(before![k], after?.[k]),
  );
  c.require(
    changed.length === 0,
    `the empty patch changed ${changed.join(", ")}`,
    "merged: an omitted action keeps its value",
  );
  c.pass(
    "an empty patch (every action omitted) kept every action; only the empty patch is sent: the settings are not the suite's",
  );
}

const CHECKS: Record<string, (c: CheckContext, op: Operation) => Promise<never>> = {
  updateTask: taskKeeps,
  putNotificationWebhook: webhookKeeps,
  putNotificationWebhookById: webhookKeeps,
  updateService: serviceKeeps,
  updateTrackerWriteback: writebackKeeps,
};

export const omitKeeps: Rule = {
  id: "NULL-OMIT-KEEPS",
  title: "An omitted request field keeps the stored value",
  level: "MUST",
  family: "NULL",
  clause:
    "doc 1 Notation; doc 2 Versioning; doc 1 UpdatePublicTask; doc 2 Webhooks (keep-on-omit); doc 2 Services (`provisioning`); doc 2 Identity (PATCH /tracker/writeback, merged)",
  clauses: ["D1-NOTATION-ABSENT-KEEPS", "D2-VERSION-ABSENT-NULL"],
  clausesFor: keepOnOmitNotes,
  profile: "standard",
  shares: bodyShares,
  scope: "operation",
  // Edits: PATCH or PUT with a body that has optional fields (or whose fields are not shown).
  appliesTo: (op, index) => {
    if (!op.body || (op.method !== "PATCH" && op.method !== "PUT")) return false;
    const node = describeSchema(op.body.schema, index.document.components.schemas);
    return node.kind === "object" && (node.untyped || node.properties.some((p) => !p.required));
  },
  check: async (c) => {
    const op = c.operation;
    const run = CHECKS[op.operationId];
    if (!run) c.notExercised("no resource of the suite's own to edit through this operation");
    await run(c, op);
  },
};
