/**
 * Faults the VALID family must catch (doc 1 request shapes; doc 2 Limits, Endpoints conventions,
 * Webhooks): bounds the deployment enforces too loosely (edits of the contract it validates
 * against), parameters misread before validation, stated values refused.
 */
import type { JsonSchema, OpenApiDocument } from "../../lib/contract/types.ts";
import { ApiError, invalid } from "../state/errors.ts";
import { validateTaskFields } from "../domain/catalog/task-types.ts";
import { getTask } from "../domain/tasks/state.ts";
import { getService } from "../domain/services/state.ts";
import { serviceProjection } from "../domain/services/projection.ts";
import { created } from "../state/reply.ts";
import type { FaultDef } from "./index.ts";
import type { OperationId } from "../../contract/operation-ids.ts";
import type { ServerLayer } from "../http/layer.ts";

export const faults = {
  "valid-maxlength-off-by-one": {
    family: "VALID",
    description:
      "request string lengths are enforced one too loosely: a value of maxLength+1 passes (a 201-character task title is stored)",
    rules: ["VALID-BODY-VIOLATION"],
    install(layer) {
      layer.replace("contract.edits", (edits) => [...edits, loosenMaxLengths]);
    },
  },
  "valid-service-description-raw": {
    family: "VALID",
    description: "POST /services stores a `description` of any JSON type as it came (a number reads back as a number)",
    rules: ["VALID-SERVICE-FIELD-TYPES"],
    install(layer) {
      layer.around("createService", async (ctx, next) => {
        const reply = await next();
        const given = (ctx.body as { description?: unknown } | undefined)?.description;
        const id = reply.kind === "json" ? (reply.body as { serviceId?: unknown }).serviceId : undefined;
        const s = typeof id === "string" ? getService(ctx.ws, id) : undefined;
        if (!s || given === undefined) return reply;
        (s as { description: unknown }).description = given;
        return created(serviceProjection(ctx.ws, s));
      });
    },
  },
  "valid-webhook-http-on-edit": {
    family: "VALID",
    description:
      "the https: rule is checked on first registration only: editing an endpoint to an http: url is accepted",
    rules: ["VALID-BODY-VIOLATION", "VALID-HTTPS-ONLY"],
    install(layer) {
      // The contract's `https://` pattern is loosened, and the URL rule then reads an edit as the
      // widened allow-list: http: passes on an edit, not on first registration.
      layer.replace("contract.edits", (edits) => [...edits, admitHttpWebhookUrls]);
      layer.replace(
        "webhooks.urlProblem",
        (problem) => (url, allowWidened, on) => problem(url, allowWidened || on === "edit", on),
      );
    },
  },
  "valid-spend-limit-501": {
    family: "VALID",
    description: "the spend `limit` bound is off by one: limit=501 is accepted",
    rules: ["VALID-QUERY-VIOLATION"],
    install(layer) {
      layer.replace("contract.edits", (edits) => [...edits, spendLimitUpTo501]);
    },
  },
  "valid-webhook-id-case-folded": {
    family: "VALID",
    description:
      "webhook ids are folded to lowercase instead of refused: `Conformance-Upper` registers `conformance-upper`",
    rules: ["VALID-SLUG"],
    install(layer) {
      layer.replace(
        "http.checkParameters",
        (check) => (op, raw) =>
          raw.path.webhookId
            ? check(op, { ...raw, path: { ...raw.path, webhookId: raw.path.webhookId.toLowerCase() } })
            : check(op, raw),
      );
    },
  },
  "valid-spend-window-90d-refused": {
    family: "VALID",
    description: "the stated spend window `90d` is refused (the deployment keeps 30 days)",
    rules: ["VALID-QUERY-BOUNDARY"],
    install(layer) {
      layer.around("getUsageSpend", async (ctx, next) => {
        if (ctx.query.window === "90d")
          throw invalid("window 90d is not kept", [{ path: "/query/window", message: "unsupported" }]);
        return next();
      });
    },
  },
  "valid-integer-digit-prefix": {
    family: "VALID",
    description: "integer query values are read up to the first non-digit, as parseInt does: `limit=5abc` is read as 5",
    rules: ["VALID-QUERY-VIOLATION", "VALID-INTEGER-STRINGS"],
    install(layer) {
      layer.replace("http.checkParameters", (check) => (op, raw) => {
        digitPrefixes(
          op.queryParams.filter((p) => p.schema.type === "integer").map((p) => p.name),
          raw.query,
        );
        return check(op, raw);
      });
    },
  },
  "valid-task-type-closed": {
    family: "VALID",
    description: "the open set of task types is treated as closed: a task type beyond the stated ones is refused",
    rules: ["VALID-BOUNDARY-ACCEPTED"],
    install(layer) {
      layer.around("createServiceTask", async (ctx, next) => {
        const { taskType } = ctx.body as { taskType?: string };
        if (taskType !== undefined && !KNOWN_TASK_TYPES.includes(taskType))
          throw invalid("unknown task type", [{ path: "/taskType", message: "unknown" }]);
        return next();
      });
    },
  },
  "valid-key-label-max-refused": {
    family: "VALID",
    description: "the key label bound is read as exclusive: a label of exactly 120 characters is refused",
    rules: ["VALID-BOUNDARY-ACCEPTED"],
    install: (layer) => maxReadAsExclusive(layer, "createKey", "label", 120),
  },
  "valid-job-title-max-refused": {
    family: "VALID",
    description: "the job title bound is read as exclusive: a title of exactly 200 characters is refused",
    rules: ["VALID-BOUNDARY-ACCEPTED"],
    install: (layer) => maxReadAsExclusive(layer, "createJob", "title", 200),
  },
  "valid-webhook-private-by-prefix": {
    family: "VALID",
    description:
      "webhook url hosts are judged private by a few text prefixes (localhost, 10., 127., 192.168., 172.16.): 172.17-31, link-local, shared, unique-local and `.local` hosts are admitted",
    rules: ["VALID-WEBHOOK-ROUTABLE"],
    install(layer) {
      layer.replace("webhooks.urlProblem", (problem) => (url, allowWidened, on) => {
        const documented = problem(url, allowWidened, on);
        if (!documented || allowWidened) return documented;
        const host = new URL(url).hostname;
        return ["localhost", "10.", "127.", "192.168.", "172.16."].some((p) => host.startsWith(p)) ? documented : null;
      });
    },
  },
  "valid-webhook-ipv6-refused": {
    family: "VALID",
    description:
      "every webhook url whose host is an IPv6 literal is refused as not publicly routable, public addresses too",
    rules: ["VALID-WEBHOOK-ROUTABLE"],
    install(layer) {
      layer.replace("webhooks.urlProblem", (problem) => (url, allowWidened, on) => {
        const host = new URL(url).hostname;
        return !allowWidened && host.startsWith("[")
          ? `url host ${host} is not publicly routable`
          : problem(url, allowWidened, on);
      });
    },
  },
  "valid-task-fields-unchecked": {
    family: "VALID",
    description: "task creation ignores `fields`: a map the task type's descriptors refuse is accepted (and dropped)",
    rules: ["VALID-TASK-FIELDS"],
    install(layer) {
      layer.around("createServiceTask", async (ctx, next) => {
        const { fields: _ignored, ...body } = (ctx.body ?? {}) as Record<string, unknown>;
        ctx.body = body;
        return next();
      });
    },
  },
  "valid-task-fields-required-only": {
    family: "VALID",
    description:
      "task creation checks only that required `fields` are there: a value of the wrong type, beyond a bound, outside the options or named by no descriptor is accepted (and dropped)",
    rules: ["VALID-TASK-FIELDS"],
    install(layer) {
      layer.around("createServiceTask", async (ctx, next) => {
        const body = (ctx.body ?? {}) as { taskType?: string; fields?: Record<string, unknown> };
        const issues = validateTaskFields(ctx.ws, body.taskType ?? "feature", body.fields ?? {});
        if (issues.length && issues.every((i) => i.message !== "required")) {
          const { fields: _ignored, ...rest } = body;
          ctx.body = rest;
        }
        return next();
      });
    },
  },
  "valid-task-fields-patch-replaces": {
    family: "VALID",
    description:
      "a task PATCH validates `fields` as a whole new map, not merged over the stored one: naming only an optional field of a type with a required one is refused 422",
    rules: ["VALID-TASK-FIELDS"],
    install(layer) {
      layer.around("updateTask", async (ctx, next) => {
        const fields = (ctx.body as { fields?: Record<string, unknown> } | undefined)?.fields;
        const task = getTask(ctx.ws, ctx.params.taskId);
        if (fields && task) {
          const issues = validateTaskFields(ctx.ws, task.taskType, fields);
          if (issues.length)
            throw new ApiError(
              422,
              "task_fields_invalid",
              "fields do not match the task type's descriptors",
              undefined,
              issues,
            );
        }
        return next();
      });
    },
  },
} as const satisfies Record<string, FaultDef>;

/** `valid-task-type-closed`: the task types CreatePublicTask states (doc 1). */
export const KNOWN_TASK_TYPES: readonly string[] = ["feature", "bug", "document", "spike", "review", "ralph", "media"];

/** A string field's stated maximum read as exclusive: a value of exactly `max` characters is refused. */
function maxReadAsExclusive(layer: ServerLayer, operation: OperationId, field: string, max: number): void {
  layer.around(operation, async (ctx, next) => {
    const value = (ctx.body as Record<string, unknown>)[field];
    if (typeof value === "string" && [...value].length >= max)
      throw invalid(`${field} too long`, [{ path: `/${field}`, message: `must be shorter than ${max}` }]);
    return next();
  });
}

function walk(s: unknown, f: (s: JsonSchema) => void): void {
  if (Array.isArray(s)) return s.forEach((x) => walk(x, f));
  if (!s || typeof s !== "object") return;
  f(s as JsonSchema);
  for (const v of Object.values(s)) walk(v, f);
}

/**
 * `valid-maxlength-off-by-one`: every string length one looser. (The server validates requests
 * only, so loosening a bound everywhere changes requests only.)
 */
function loosenMaxLengths(doc: OpenApiDocument): void {
  const loosen = (s: JsonSchema) => {
    if (typeof s.maxLength === "number") s.maxLength += 1;
  };
  walk(doc.components.schemas, loosen);
  for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) walk(op?.requestBody, loosen);
}

/** `valid-spend-limit-501`: the spend `limit` bound one too high. */
function spendLimitUpTo501(doc: OpenApiDocument): void {
  const p = doc.paths["/usage/spend"]?.get?.parameters?.find((x) => x.name === "limit");
  if (p) p.schema = { ...p.schema, maximum: 501 };
}

/** `valid-webhook-http-on-edit`: the PUT body's url pattern admits http:. */
function admitHttpWebhookUrls(doc: OpenApiDocument): void {
  const put = doc.components.schemas.PutNotificationWebhook as { properties: Record<string, JsonSchema> };
  put.properties.url = { ...put.properties.url, pattern: "^https?://" };
}

/** `valid-integer-digit-prefix`: each integer query value that starts with digits keeps only them. */
export function digitPrefixes(integerParams: string[], query: Record<string, string | string[]>): void {
  for (const name of integerParams) {
    const v = query[name];
    const m = typeof v === "string" ? /^(\d+)\D/.exec(v) : null;
    if (m) query[name] = m[1];
  }
}
