/**
 * OP-NO-5XX — doc 2 Errors ("Client errors (validation, …) are 4XX; server errors are 5XX"): no
 * input that fails validation — one-violation variants of the query and body, a missing required
 * query parameter — gets a 5XX, except a 503 the documents state for the operation. Valid inputs are
 * not sent: "Every operation may also answer a 4XX or 5XX" (doc 2 Endpoints conventions), so a 5XX
 * to a valid request is a server error the documents admit, and only a validation failure is a
 * client error whose class is stated. Inputs go only where they cannot touch data the suite did not
 * create: reads anywhere; writes to probe ids, to resources of the suite's own, or (operations
 * addressed by no id) bodies that are refused by construction.
 */
import fc from "fast-check";
import type { OperationId } from "../../contract/operation-ids.ts";
import {
  applyViolation, minimalQuery, minimalValue, missingQueryParams, queryViolations, sample, violations,
} from "../../generators/index.ts";
import { describeSchema } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { probeParams } from "../../lib/rules/probes.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { ownService, ownTask } from "../common/resources.ts";
import { getJson, serviceIds } from "./recipes/discover.ts";
import { freeWebhookId } from "./recipes/webhooks.ts";
import { asVerdict, successOf } from "./run.ts";

// The one-violation cases are capped.
const MAX_VIOLATIONS = 8;

interface Plan {
  params: Record<string, string>;
  /** Undoes what an admitted body made (a lenient server may take a violating one). */
  undo?: (c: CheckContext, r: Reply) => Promise<void>;
}

function tracked(kind: string, idOf: (json: unknown) => unknown, path: (id: string) => string, method = "DELETE", ok = [204, 404]) {
  return async (c: CheckContext, r: Reply) => {
    const id = idOf(r.json);
    if (r.status < 200 || r.status >= 300 || typeof id !== "string") return;
    c.t.fixtures.track(kind, id, async () => {
      const d = await c.t.client.call(method, path(encodeURIComponent(id)), { key: c.t.keys.admin });
      if (!ok.includes(d.status)) throw new Error(`${method} ${path(id)} answered ${d.status}`);
    });
  };
}

const taskUndo = tracked("task", (j) => (j as { taskId?: unknown })?.taskId, (id) => `/tasks/${id}`);

/** Writes whose generated bodies go to resources of the suite's own (deeper than a probe id's 404). */
const OWN: Partial<Record<OperationId, (c: CheckContext) => Promise<Plan>>> = {
  createServiceTask: async (c) => ({ params: { serviceId: await ownService(c) }, undo: taskUndo }),
  updateService: async (c) => ({ params: { serviceId: await ownService(c) } }),
  updateTask: async (c) => ({ params: { taskId: (await ownTask(c)).taskId } }),
  addTaskDependency: async (c) => ({ params: { taskId: (await ownTask(c)).taskId } }),
  removeTaskDependency: async (c) => ({ params: { taskId: (await ownTask(c)).taskId } }),
};

/** Writes addressed by no id: where their generated bodies may go. */
const UNADDRESSED: Partial<Record<OperationId, (c: CheckContext) => Promise<Plan>>> = {
  createKey: async () => {
    const revoke = tracked("key", (j) => (j as { key?: { id?: unknown } })?.key?.id, (id) => `/keys/${id}`, "DELETE", [200, 204]);
    return {
      params: {},
      undo: async (c, r) => {
        const secret = (r.json as { secret?: unknown } | undefined)?.secret;
        if (typeof secret === "string" && secret.length >= 6) {
          c.t.redactor.add(secret);
          if (r.exchange.responseBody) r.exchange.responseBody = c.t.redactor.redact(r.exchange.responseBody);
        }
        await revoke(c, r);
      },
    };
  },
  createService: async (c) => {
    const before = await serviceIds(c);
    const undo = tracked("service", (j) => (j as { serviceId?: unknown })?.serviceId, (id) => `/services/${id}`);
    return {
      params: {},
      undo: async (cc, r) => {
        const id = (r.json as { serviceId?: unknown } | undefined)?.serviceId;
        if (typeof id === "string" && !before.includes(id)) await undo(cc, r);
      },
    };
  },
  testEnvironmentConnection: async () => ({ params: {} }),
  updateTrackerWriteback: async () => ({ params: {} }),
  createJob: async () => ({
    params: {},
    undo: tracked("job", (j) => (j as { jobId?: unknown })?.jobId, (id) => `/jobs/${id}/cancel`, "POST", [200]),
  }),
  createEnvironmentConnection: async () => ({ params: {} }),
  bootstrapRepo: async () => ({ params: {} }),
  linkRepo: async () => ({ params: {} }),
  putNotificationWebhook: async (c) => {
    const body = (await getJson(c, "/notification-webhook")) as { webhook?: unknown } | undefined;
    if (!body || body.webhook !== null) c.notExercised("the workspace has a default webhook the suite did not create: no body is sent to it");
    return {
      params: {},
      undo: async (cc, r) => {
        if (r.status >= 200 && r.status < 300) await cc.t.client.call("DELETE", "/notification-webhook", { key: cc.t.keys.admin });
      },
    };
  },
};

async function planFor(c: CheckContext, op: Operation): Promise<Plan> {
  if (op.method === "GET") {
    // Reads go where they read something: the ids the success recipe found, else probes.
    const s = await successOf(c);
    return { params: s.ok && s.attempt.params ? s.attempt.params : probeParams(op) };
  }
  if (c.t.profile === "safe") c.notExercised("the safe profile sends no generated writes");
  if (op.method === "PUT" && op.pathParams.some((p) => p.name === "webhookId")) {
    // The caller chooses the id: a fresh id of the suite's own, deleted at the end.
    const id = await freeWebhookId(c);
    let registered = false;
    return {
      params: { webhookId: id },
      undo: async (cc, r) => {
        if (registered || r.status < 200 || r.status >= 300) return;
        registered = true;
        await tracked("webhook", () => id, (x) => `/notification-webhooks/${x}`, "DELETE", [204])(cc, r);
      },
    };
  }
  const own = OWN[op.operationId as OperationId];
  if (own) {
    try {
      return await own(c);
    } catch (e) {
      // The suite's own resource could not be made (OP-SUCCESS reports it): probe ids instead.
      if (!asVerdict(e)) throw e;
      return { params: probeParams(op) };
    }
  }
  if (op.pathParams.length) return { params: probeParams(op) };
  const plan = UNADDRESSED[op.operationId as OperationId];
  if (!plan) return c.notExercised("a write addressed by no id, with no harmless target for generated bodies");
  return plan(c);
}

interface Case {
  label: string;
  query: Record<string, string>;
  body?: unknown;
}

/** The inputs that fail validation: each one violation of a valid minimal request. */
function cases(c: CheckContext, op: Operation): Case[] {
  const out: Case[] = [];
  const baseQuery = minimalQuery(op);
  const components = c.t.index.document.components.schemas;
  const node = op.body ? describeSchema(op.body.schema, components) : null;
  const baseBody = node && op.body?.required ? minimalValue(node) : undefined;
  if (op.queryParams.length) {
    for (const v of queryViolations(op)) out.push({ label: v.label, query: { ...baseQuery, [v.param]: v.value }, body: baseBody });
    for (const m of missingQueryParams(op)) {
      const q = { ...baseQuery };
      delete q[m.param];
      out.push({ label: m.label, query: q, body: baseBody });
    }
  }
  if (node) {
    const all = violations(node);
    const picked = all.length <= MAX_VIOLATIONS ? all : sample(fc.shuffledSubarray(all, { minLength: MAX_VIOLATIONS, maxLength: MAX_VIOLATIONS }), c.seed("violations"), 1)[0];
    const base = minimalValue(node);
    for (const v of picked) out.push({ label: `body ${v.label}`, query: baseQuery, body: applyViolation(base, v) });
  }
  return out;
}

/** A 503 the documents state for the operation (use-case model outages, spec read refusals). */
function documented503(op: Operation): boolean {
  return op.errors.some((e) => e.status === 503);
}

export const no5xx: Rule = {
  id: "OP-NO-5XX",
  title: "No input that fails validation is answered a 5XX (other than a documented 503)",
  level: "MUST",
  family: "OP",
  clause: "doc 2 Errors (client errors (validation, …) are 4XX; the documented 503s); doc 2 Endpoints conventions (any operation may answer a 4XX or 5XX: a valid request's 5XX is not judged)",
  clauses: ["D2-ERR-CLASSES", "D2-CONV-ERROR-ENVELOPE"],
  profile: "safe",
  scope: "operation",
  // Operations with something to break: a body, or a query parameter with a stated constraint.
  appliesTo: (op) => op.body !== null || queryViolations(op).length > 0 || missingQueryParams(op).length > 0,
  check: async (c) => {
    const op = c.operation;
    const plan = await planFor(c, op);
    const list = cases(c, op);
    if (!list.length) c.notExercised("no input that fails validation to generate (the operation states no constraint to break)");
    const bad: { label: string; r: Reply }[] = [];
    for (const k of list) {
      const r = await c.callOp(op, { params: plan.params, query: k.query, body: k.body, deadlineMs: 10_000 });
      if (k.body !== undefined && plan.undo) await plan.undo(c, r);
      if (r.status >= 500 && !(r.status === 503 && documented503(op))) bad.push({ label: k.label, r });
    }
    if (bad.length) {
      const first = bad[0];
      c.fail(`Received: ${bad.map((b) => `${b.r.status} for ${b.label}`).slice(0, 5).join("; ")}${bad.length > 5 ? `; … ${bad.length - 5} more` : ""} / Documented: client errors (validation) are 4XX (doc 2 Errors)${documented503(op) ? "; only the stated 503s are admitted" : ""}`, first.r.exchange);
    }
    c.pass(`${list.length} requests failing validation, no undocumented 5XX`);
  },
};
