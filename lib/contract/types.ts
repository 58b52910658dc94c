/** The slice of OpenAPI 3.1 that this project reads, typed once. */
export type JsonSchema = Record<string, unknown>;

export type Scope = "read" | "write" | "decide" | "admin";
export const SCOPE_LADDER: readonly Scope[] = ["read", "write", "decide", "admin"];

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export const HTTP_METHODS: readonly HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
  examples?: Record<string, { summary?: string; value: unknown }>;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMediaType>;
  headers?: Record<string, { required?: boolean; schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
  security?: unknown[];
  "x-scope": Scope;
  "x-paging"?: { items: string | null; cursor: string | null };
  "x-order"?: "newest-first" | "by-id";
  "x-errors"?: { status: number; token: string | null; condition: string }[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
}

/** Whether `held` satisfies the rung `needed` (doc 2 Authentication 4: inclusive ladder). */
export function scopeAdmits(held: Scope, needed: Scope): boolean {
  return SCOPE_LADDER.indexOf(held) >= SCOPE_LADDER.indexOf(needed);
}
