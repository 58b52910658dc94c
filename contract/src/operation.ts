/**
 * The compact form in which each group file states its operations, and its translation into an
 * OpenAPI 3.1 operation object. Path parameters come from the template; everything else is stated.
 */
import type { Schema } from "./dsl.ts";
import { ref } from "./dsl.ts";
import type { Scope } from "./common.ts";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** A documented error: status plus the code/reason token the documents give, and its condition. */
export interface StatedError {
  status: number;
  /** The token of the Errors table ("code / reason" column) or of the operation's notes; absent when unspecified. */
  token?: string;
  condition: string;
}

export type SuccessBody =
  | { kind: "json"; schema: Schema }
  | { kind: "none" }
  | { kind: "event-stream" }
  | { kind: "binary"; contentTypes: readonly string[]; headers?: Record<string, Schema> };

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** Relative to `{base_url}/api/v1`, exactly as the endpoints document writes it. */
  path: string;
  scope: Scope;
  status: number;
  summary: string;
  /** The Notes column (and any prose of the group) verbatim or nearly so. */
  notes?: string;
  /** Schemas of path parameters that the documents constrain (others are non-empty strings). */
  pathParams?: Record<string, Schema>;
  query?: Record<string, Schema>;
  requiredQuery?: readonly string[];
  /** Request body; `required` is true wherever the documents write "(required)" or name a request shape. */
  body?: { schema: Schema; required: boolean };
  success: SuccessBody;
  /** Keyset paging: item array and cursor field names, null where the documents leave them unshown. */
  paging?: { items: string | null; cursor: string | null };
  /** Stated order of a list ("newest first"). */
  order?: "newest-first" | "by-id";
  errors?: readonly StatedError[];
}

const ERROR_ENVELOPE = ref("ErrorEnvelope");

function errorExample(e: StatedError): Record<string, unknown> {
  // doc 2 Errors: the status selects the class; `code` is an open string and reasons ride in
  // `details.reason`. The documents do not say which of the two carries a given token, so the
  // example shows it in both places and the suite accepts either (see contract/README.md).
  const error: Record<string, unknown> = { code: e.token ?? "error", message: e.condition };
  if (e.token) error.details = { reason: e.token };
  return { summary: e.condition, value: { error } };
}

export function toOpenApiOperation(spec: OperationSpec, tag: string): Record<string, unknown> {
  const parameters: Record<string, unknown>[] = [];
  for (const name of pathParamNames(spec.path)) {
    parameters.push({
      name,
      in: "path",
      required: true,
      schema: spec.pathParams?.[name] ?? { type: "string", minLength: 1 },
    });
  }
  for (const [name, schema] of Object.entries(spec.query ?? {})) {
    parameters.push({ name, in: "query", required: spec.requiredQuery?.includes(name) ?? false, schema });
  }
  const responses: Record<string, unknown> = {};
  responses[String(spec.status)] = successResponse(spec.success);
  const byStatus = new Map<number, StatedError[]>();
  for (const e of spec.errors ?? []) byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), e]);
  for (const [status, errs] of [...byStatus.entries()].sort((a, b) => a[0] - b[0])) {
    const examples: Record<string, unknown> = {};
    errs.forEach((e, i) => (examples[e.token ?? `unspecified_${i + 1}`] = errorExample(e)));
    responses[String(status)] = {
      description: errs.map((e) => e.condition).join("; "),
      content: { "application/json": { schema: ERROR_ENVELOPE, examples } },
    };
  }
  responses.default = {
    description: "Error envelope (doc 2 Errors): every operation may answer a 4XX or 5XX with it",
    content: { "application/json": { schema: ERROR_ENVELOPE } },
  };
  const op: Record<string, unknown> = {
    operationId: spec.operationId,
    tags: [tag],
    summary: spec.summary,
  };
  if (spec.notes) op.description = spec.notes;
  if (parameters.length) op.parameters = parameters;
  if (spec.body) {
    op.requestBody = { required: spec.body.required, content: { "application/json": { schema: spec.body.schema } } };
  }
  op.responses = responses;
  op.security = [{ bearer: [] }];
  op["x-scope"] = spec.scope;
  if (spec.paging) op["x-paging"] = spec.paging;
  if (spec.order) op["x-order"] = spec.order;
  if (spec.errors?.length) {
    op["x-errors"] = spec.errors.map((e) => ({ status: e.status, token: e.token ?? null, condition: e.condition }));
  }
  return op;
}

function successResponse(body: SuccessBody): Record<string, unknown> {
  switch (body.kind) {
    case "none":
      return { description: "No content" };
    case "json":
      return { description: "Success", content: { "application/json": { schema: body.schema } } };
    case "event-stream":
      return {
        description: "Server-sent events (doc 2 Events, Streams)",
        content: { "text/event-stream": { schema: { type: "string" } } },
      };
    case "binary": {
      const content: Record<string, unknown> = {};
      for (const ct of body.contentTypes) content[ct] = { schema: { type: "string", contentMediaType: ct } };
      const r: Record<string, unknown> = { description: "Raw bytes", content };
      if (body.headers) {
        r.headers = Object.fromEntries(
          Object.entries(body.headers).map(([h, schema]) => [h, { required: true, schema }]),
        );
      }
      return r;
    }
  }
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}
