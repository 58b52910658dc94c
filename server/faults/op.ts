/** Faults the OP family must catch (doc 2 Endpoints: success status, shape, content type, 204, envelope, no 5XX, generated valid input answered as listed or with the envelope). */
import type { OperationId } from "../../contract/operation-ids.ts";
import type { FaultDef } from "./index.ts";
import { ok } from "../state/reply.ts";
import { ApiError, stated, type EnvelopeIssue } from "../state/errors.ts";
import { publicKey } from "../domain/keys/handlers.ts";
import { getTask } from "../domain/tasks/state.ts";
import { editJson, serverError } from "./replies.ts";

/** `op-error-flat-envelope`: the task operations that answer 404 for a task the path names but the workspace lacks. */
const TASK_PATH_OPERATIONS: OperationId[] = [
  "getTask",
  "updateTask",
  "deleteTask",
  "addTaskDependency",
  "removeTaskDependency",
  "listTaskDocuments",
  "attachTaskDocument",
  "detachTaskDocument",
];

/** `op-error-flat-envelope`: a 404 whose `error` is a string beside `message`, not the envelope object. */
class FlatNotFound extends ApiError {
  constructor(message: string) {
    super(404, "not_found", message);
  }
  override envelope(): { error: Record<string, unknown> } {
    return { error: "not_found", message: this.message } as unknown as { error: Record<string, unknown> };
  }
}

/** Fault `op-generated-non-ascii-query-500`: a (validated) query value with a character outside ASCII. */
export function nonAsciiQueryValue(query: Record<string, unknown>): boolean {
  return Object.values(query).some((v) =>
    (Array.isArray(v) ? v : [v]).some((x) => typeof x === "string" && /[^\x00-\x7f]/.test(x)),
  );
}

export const faults = {
  "op-create-task-200": {
    family: "OP",
    description: "creating a task answers 200 instead of the documented 201 (the body is right)",
    rules: ["OP-SUCCESS"],
    install(layer) {
      layer.around("createServiceTask", async (_ctx, next) => {
        const reply = await next();
        return reply.kind === "json" && reply.status === 201 ? { ...reply, status: 200 } : reply;
      });
    },
  },
  "op-service-create-needs-repo": {
    family: "OP",
    description:
      "POST /services without a `repoId` is refused 404 `repo_not_linked` (every body: no service without a repository can be made)",
    rules: ["OP-SUCCESS"],
    install(layer) {
      layer.around("createService", async (ctx, next) => {
        const repoId = ((ctx.body ?? {}) as { repoId?: unknown }).repoId;
        if (repoId === undefined)
          throw stated(404, "repo_not_linked", "repoId names no repository linked to the workspace");
        return next();
      });
    },
  },
  "op-delete-key-200": {
    family: "OP",
    description: "revoking a key answers 200 with the revoked key instead of the documented 204",
    rules: ["OP-SUCCESS"],
    install(layer) {
      layer.around("deleteKey", async (ctx, next) => {
        const reply = await next();
        const target = ctx.server.keys.get(ctx.params.keyId);
        return target && target.workspaceId === ctx.ws.id ? ok(publicKey(target)) : reply;
      });
    },
  },
  "op-schema-task-runid-dropped": {
    family: "OP",
    description: "a task patch answers a PublicTask without `runId` when it is null (a required nullable key left out)",
    rules: ["OP-SCHEMA"],
    install(layer) {
      layer.around("updateTask", async (_ctx, next) =>
        editJson(await next(), ({ runId, ...rest }) => (runId === null ? rest : { runId, ...rest })),
      );
    },
  },
  "op-schema-usage-cost-string": {
    family: "OP",
    description: 'GET /usage sends the budget\'s `costSpent` as a decimal string ("12.50") instead of a number',
    rules: ["OP-SCHEMA"],
    install(layer) {
      layer.around("getUsage", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          budget: { ...body.budget, costSpent: body.budget.costSpent.toFixed(2) },
        })),
      );
    },
  },
  "op-content-type-text-plain": {
    family: "OP",
    description: "GET /pipelines sends its JSON body as text/plain",
    rules: ["OP-CONTENT-TYPE"],
    install(layer) {
      layer.around("listPipelines", async (_ctx, next) => {
        const reply = await next();
        return reply.kind === "json"
          ? {
              kind: "bytes",
              status: reply.status,
              contentType: "text/plain; charset=utf-8",
              body: Buffer.from(JSON.stringify(reply.body)),
            }
          : reply;
      });
    },
  },
  "op-content-type-blob-alias": {
    family: "OP",
    description: "artifact bytes of type image/png are sent as the non-standard image/x-png",
    rules: ["OP-CONTENT-TYPE"],
    install(layer) {
      layer.around("getArtifactBlob", async (_ctx, next) => {
        const reply = await next();
        return reply.kind === "bytes" && reply.contentType === "image/png"
          ? { ...reply, contentType: "image/x-png" }
          : reply;
      });
    },
  },
  "op-204-with-body": {
    family: "OP",
    description: 'detaching a task document answers 204 announcing a JSON body (content-length of `{"detached":true}`)',
    rules: ["OP-204-EMPTY"],
    install(layer) {
      // Node drops the bytes of a 204, not the content-length announcing them.
      layer.around("detachTaskDocument", async (_ctx, next) => {
        const reply = await next();
        return reply.kind === "empty"
          ? { kind: "bytes", status: 204, contentType: "application/json", body: Buffer.from('{"detached":true}') }
          : reply;
      });
    },
  },
  "op-no-body-500": {
    family: "OP",
    description:
      "a request sent without the body its operation requires reaches no validation and answers 500 instead of a 4XX",
    rules: ["OP-NO-5XX"],
    install(layer) {
      // The refusal of a missing required body (server/http/app.ts `prepare`), answered as a crash would be.
      const missingBody = (e: ApiError) => e.status === 400 && e.issues?.some((i) => i.path === "/body") === true;
      layer.replace(
        "http.refusal",
        (answer) => (refusal, op) => answer(missingBody(refusal) ? serverError() : refusal, op),
      );
    },
  },
  "op-error-issues-null": {
    family: "OP",
    description:
      "a validation refusal lists each problem of `issues` as null: an array, but not of objects as doc 1's envelope has it",
    rules: ["OP-ERROR-ENVELOPE"],
    install(layer) {
      layer.replace("errors.envelope", (documented) => (error, status) => {
        const out = documented(error, status);
        return out.issues ? { ...out, issues: out.issues.map(() => null as unknown as EnvelopeIssue) } : out;
      });
    },
  },
  "op-error-flat-envelope": {
    family: "OP",
    description:
      'an unknown task id is answered 404 {"error": "not_found", "message": …}: `error` a string, not the envelope object',
    rules: ["OP-ERROR-ENVELOPE"],
    install(layer) {
      for (const op of TASK_PATH_OPERATIONS) {
        layer.around(op, async (ctx, next) => {
          try {
            return await next();
          } catch (e) {
            if (e instanceof ApiError && e.status === 404 && !getTask(ctx.ws, ctx.params.taskId))
              throw new FlatNotFound(`task ${ctx.params.taskId} not found`);
            throw e;
          }
        });
      }
    },
  },
  "op-error-bare-404": {
    family: "OP",
    description: 'an unknown artifact blob is answered 404 with a bare text/plain "Not Found"',
    rules: ["OP-ERROR-ENVELOPE"],
    install(layer) {
      // Like a static file server's.
      layer.around("getArtifactBlob", async (ctx, next) =>
        ctx.ws.evidence.artifacts.has(ctx.params.artifactId)
          ? next()
          : { kind: "bytes", status: 404, contentType: "text/plain", body: Buffer.from("Not Found") },
      );
    },
  },
  "op-no5xx-fractional-limit": {
    family: "OP",
    description: 'a fractional `limit` ("1.5") reaches the paging code unvalidated and crashes it: 500',
    rules: ["OP-NO-5XX"],
    install(layer) {
      layer.replace("http.checkParameters", (check) => (op, raw) => {
        const limit = raw.query.limit;
        // The paging code is reached before validation and slices with the fraction.
        if (typeof limit === "string" && /^\d+\.\d+$/.test(limit))
          throw new TypeError(`Invalid array length: slice(0, ${limit})`);
        return check(op, raw);
      });
    },
  },
  "op-no5xx-undeclared-body": {
    family: "OP",
    description:
      "a body sent without Content-Type crashes the media-type check (the absent header split as a string): 500 instead of a refusal",
    rules: ["OP-NO-5XX"],
    install(layer) {
      // The reference server refuses such a body 415 before it is read: that refusal becomes the crash.
      layer.replace(
        "http.refusal",
        (answer) => (refusal, op) =>
          answer(
            refusal.status === 415
              ? new ApiError(500, "internal_error", "Cannot read properties of undefined (reading 'split')")
              : refusal,
            op,
          ),
      );
    },
  },
  "op-drift-service-extra-field": {
    family: "OP",
    description:
      "PublicService carries an undocumented `boardPosition` field (drift: a warning, a failure under --strict)",
    rules: ["OP-DRIFT"],
    install(layer) {
      layer.around("listServices", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          services: body.services.map((s: object) => ({ ...s, boardPosition: { x: 0, y: 0 } })),
        })),
      );
    },
  },
  "op-generated-non-ascii-query-500": {
    family: "OP",
    description:
      "a query value valid by its schema that holds a character outside ASCII (é, ж, 中, € …) is decoded as Latin-1 and crashes the lookup: 500 with a text/plain body instead of the error envelope (only generated valid inputs carry such values)",
    rules: ["OP-GENERATED-ANSWERED"],
    install(layer) {
      layer.around("*", async (ctx, next) =>
        nonAsciiQueryValue(ctx.query)
          ? {
              kind: "bytes",
              status: 500,
              contentType: "text/plain; charset=utf-8",
              body: Buffer.from("Internal Server Error"),
            }
          : next(),
      );
    },
  },
} as const satisfies Record<string, FaultDef>;
