/**
 * The operation index: every operation of the contract once, flattened with what the server and
 * the suite ask of it (scope, success status, paging, stated errors), and looked up by id, by
 * method + concrete path, by tag and by scope.
 */
import { loadContract } from "./load.ts";
import { PathMatcher } from "./path-matcher.ts";
import type {
  HttpMethod,
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
  Scope,
} from "./types.ts";
import { HTTP_METHODS } from "./types.ts";

export type SuccessKind = "json" | "none" | "event-stream" | "binary";

export interface Operation {
  operationId: string;
  method: HttpMethod;
  path: string;
  tag: string;
  scope: Scope;
  status: number;
  successKind: SuccessKind;
  /** Content types of the success response (empty for 204). */
  successContentTypes: string[];
  successSchema: JsonSchema | null;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body: { required: boolean; schema: JsonSchema } | null;
  paging: { items: string | null; cursor: string | null } | null;
  order: "newest-first" | "by-id" | null;
  errors: { status: number; token: string | null; condition: string }[];
  raw: OpenApiOperation;
}

export interface MatchedOperation {
  operation: Operation;
  params: Record<string, string>;
}

export type RouteLookup =
  | { kind: "found"; operation: Operation; params: Record<string, string> }
  | { kind: "method-not-allowed"; allow: HttpMethod[] }
  | { kind: "not-found" };

export class OperationIndex {
  readonly all: readonly Operation[];
  private readonly byIdMap = new Map<string, Operation>();
  private readonly matcher = new PathMatcher<Operation>();

  constructor(readonly document: OpenApiDocument) {
    const ops: Operation[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const raw = item[method.toLowerCase() as Lowercase<HttpMethod>];
        if (!raw) continue;
        const op = flatten(path, method, raw);
        if (this.byIdMap.has(op.operationId)) throw new Error(`duplicate operationId ${op.operationId}`);
        this.byIdMap.set(op.operationId, op);
        this.matcher.add(path, method, op);
        ops.push(op);
      }
    }
    this.all = ops;
  }

  byId(operationId: string): Operation {
    const op = this.byIdMap.get(operationId);
    if (!op) throw new Error(`unknown operationId ${operationId}`);
    return op;
  }

  has(operationId: string): boolean {
    return this.byIdMap.has(operationId);
  }

  byTag(tag: string): Operation[] {
    return this.all.filter((o) => o.tag === tag);
  }

  byScope(scope: Scope): Operation[] {
    return this.all.filter((o) => o.scope === scope);
  }

  get tags(): string[] {
    return [...new Set(this.all.map((o) => o.tag))];
  }

  /** `path` is relative to the API prefix and carries no query string. */
  lookup(method: string, path: string): RouteLookup {
    const m = this.matcher.match(path);
    if (!m) return { kind: "not-found" };
    const op = m.routes.get(method.toUpperCase());
    if (!op) return { kind: "method-not-allowed", allow: [...m.routes.keys()] as HttpMethod[] };
    return { kind: "found", operation: op, params: m.params };
  }

  match(method: string, path: string): MatchedOperation | null {
    const r = this.lookup(method, path);
    return r.kind === "found" ? { operation: r.operation, params: r.params } : null;
  }
}

function flatten(path: string, method: HttpMethod, raw: OpenApiOperation): Operation {
  const successEntry = Object.entries(raw.responses).find(([code]) => /^2\d\d$/.test(code));
  if (!successEntry) throw new Error(`${raw.operationId}: no success response`);
  const [code, response] = successEntry as [string, OpenApiResponse];
  const contentTypes = Object.keys(response.content ?? {});
  const successKind: SuccessKind =
    contentTypes.length === 0
      ? "none"
      : contentTypes.includes("application/json")
        ? "json"
        : contentTypes.includes("text/event-stream")
          ? "event-stream"
          : "binary";
  const params = raw.parameters ?? [];
  const json = raw.requestBody?.content["application/json"];
  return {
    operationId: raw.operationId,
    method,
    path,
    tag: raw.tags[0],
    scope: raw["x-scope"],
    status: Number(code),
    successKind,
    successContentTypes: contentTypes,
    successSchema: successKind === "json" ? (response.content!["application/json"].schema ?? null) : null,
    pathParams: params.filter((p) => p.in === "path"),
    queryParams: params.filter((p) => p.in === "query"),
    body: json?.schema ? { required: raw.requestBody?.required ?? false, schema: json.schema } : null,
    paging: raw["x-paging"] ?? null,
    order: raw["x-order"] ?? null,
    errors: raw["x-errors"] ?? [],
    raw,
  };
}

let defaultIndex: OperationIndex | undefined;

/** The index of the project's own contract, built once. */
export function contractIndex(): OperationIndex {
  return (defaultIndex ??= new OperationIndex(loadContract()));
}
