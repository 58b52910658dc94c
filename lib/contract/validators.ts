/**
 * ajv validators for every request body, parameter set and response of the contract: 2020-12
 * dialect, ajv-formats, strict mode, compiled on first use and cached. One ajv instance per schema
 * reading (see schema-variants.ts), plus one that coerces the decimal strings of a query string
 * (doc 2 Endpoints conventions: "Integer query parameters are sent as decimal digit strings").
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { OperationIndex, Operation } from "./operations.ts";
import type { JsonSchema } from "./types.ts";
import { defsSchema, toVariant, type SchemaVariant } from "./schema-variants.ts";

// ajv-formats ships CommonJS with a default export; under NodeNext it arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

export interface Issue {
  /** JSON pointer into the validated value ("" is the root). */
  path: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

export interface ValidationResult<T = unknown> {
  ok: boolean;
  issues: Issue[];
  /** For parameter sets: the values after coercion from strings. */
  value?: T;
}

export type Validate<T = unknown> = (value: unknown) => ValidationResult<T>;

export interface DriftItem {
  kind: "unknown-field" | "unknown-enum-value";
  path: string;
  detail: string;
}

export interface ParamInput {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
}

function newAjv(opts: { coerce?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    discriminator: true,
    allowUnionTypes: true,
    coerceTypes: !!opts.coerce,
    // Each named shape is compiled once and called by reference: inlining would generate its code
    // again inside every operation that mentions it.
    inlineRefs: false,
  });
  addFormats(ajv);
  // Annotations of the contract: carried for generators and reports, never validated.
  ajv.addKeyword({ keyword: "x-known-values", schemaType: "array" });
  ajv.addKeyword({ keyword: "x-enum", schemaType: "array" });
  return ajv;
}

function toIssues(errors: ErrorObject[] | null | undefined): Issue[] {
  return (errors ?? []).map((e) => ({
    path: e.instancePath,
    keyword: e.keyword,
    message: e.message ?? e.keyword,
    params: e.params as Record<string, unknown>,
  }));
}

function wrap<T>(fn: ValidateFunction): Validate<T> {
  return (value) => {
    const ok = fn(value) as boolean;
    return { ok, issues: ok ? [] : toIssues(fn.errors), value: value as T };
  };
}

const shared = new WeakMap<OperationIndex, ContractValidators>();

export class ContractValidators {
  /**
   * The one instance for `index`: validators compile lazily and each compile costs milliseconds, so
   * every target handle of a run (one per family) shares what the first compiled.
   */
  static for(index: OperationIndex): ContractValidators {
    let v = shared.get(index);
    if (!v) shared.set(index, (v = new ContractValidators(index)));
    return v;
  }

  private readonly ajv: Record<SchemaVariant, Ajv2020>;
  private readonly paramAjv: Ajv2020;
  private readonly cache = new Map<string, Validate<never>>();

  constructor(private readonly index: OperationIndex) {
    const schemas = index.document.components.schemas;
    this.ajv = { exact: newAjv(), tolerant: newAjv(), drift: newAjv() };
    for (const v of ["exact", "tolerant", "drift"] as SchemaVariant[]) this.ajv[v].addSchema(defsSchema(schemas, v));
    this.paramAjv = newAjv({ coerce: true });
  }

  private cached<T>(key: string, make: () => Validate<T>): Validate<T> {
    let v = this.cache.get(key) as Validate<T> | undefined;
    if (!v) {
      v = make();
      this.cache.set(key, v as Validate<never>);
    }
    return v;
  }

  private compile(schema: JsonSchema, variant: SchemaVariant): ValidateFunction {
    return this.ajv[variant].compile(toVariant(schema, variant));
  }

  /** A schema that is only a reference to a named shape shares that shape's validator. */
  private compileCached(schema: JsonSchema, variant: SchemaVariant, key: string): Validate {
    const only$ref = typeof schema.$ref === "string" && Object.keys(schema).length === 1;
    if (only$ref) return this.schema((schema.$ref as string).replace("#/components/schemas/", ""), variant);
    return this.cached(key, () => wrap(this.compile(schema, variant)));
  }

  /** A named shape of components.schemas under one reading. */
  schema(name: string, variant: SchemaVariant = "exact"): Validate {
    if (!Object.hasOwn(this.index.document.components.schemas, name)) throw new Error(`unknown schema ${name}`);
    return this.cached(`schema:${variant}:${name}`, () =>
      wrap(this.compile({ $ref: `#/components/schemas/${name}` }, variant)),
    );
  }

  /** The request body of an operation, read exactly; null when the operation takes no body. */
  requestBody(operationId: string): Validate | null {
    const op = this.index.byId(operationId);
    if (!op.body) return null;
    return this.compileCached(op.body.schema, "exact", `body:${operationId}`);
  }

  /**
   * The request body read closed: the exact reading plus `additionalProperties: false` on every
   * object whose fields are shown (an `object*` stays open). For a server that refuses fields the
   * documents do not state (the reference server's variant unknown-fields-refused).
   */
  requestBodyClosed(operationId: string): Validate | null {
    const op = this.index.byId(operationId);
    if (!op.body) return null;
    return this.compileCached(op.body.schema, "drift", `body-closed:${operationId}`);
  }

  /**
   * Path and query parameters of an operation, coerced from their string form. Unknown query
   * parameters are tolerated (the contract does not forbid them).
   */
  params(operationId: string): Validate<ParamInput> {
    const op = this.index.byId(operationId);
    return this.cached(`params:${operationId}`, () => {
      const section = (ps: Operation["pathParams"]) => {
        const s: JsonSchema = {
          type: "object",
          properties: Object.fromEntries(ps.map((p) => [p.name, p.schema])),
        };
        const required = ps.filter((p) => p.required).map((p) => p.name);
        if (required.length) s.required = required;
        return s;
      };
      const schema = {
        type: "object",
        properties: { path: section(op.pathParams), query: section(op.queryParams) },
        required: ["path", "query"],
      };
      const fn = this.paramAjv.compile(schema);
      return (input) => {
        // ajv coerces in place: validate a copy so the caller's input stays as received. The copy
        // takes own properties only, into tables without a prototype: parameter names are the
        // client's, and `constructor` or `__proto__` must be plain keys, never inherited members.
        const given = input as Partial<ParamInput> | null | undefined;
        const copy = { path: ownTable(given?.path), query: ownTable(given?.query) } as ParamInput;
        const ok = fn(copy) as boolean;
        return { ok, issues: ok ? [] : toIssues(fn.errors), value: copy };
      };
    });
  }

  /** The JSON body a response of `status` must satisfy (tolerant reading), or null when not JSON. */
  responseSchema(operationId: string, status: number): JsonSchema | null {
    const op = this.index.byId(operationId);
    const responses = op.raw.responses;
    const entry = Object.hasOwn(responses, String(status))
      ? responses[String(status)]
      : status >= 400 && Object.hasOwn(responses, "default")
        ? responses.default
        : undefined;
    return entry?.content?.["application/json"]?.schema ?? null;
  }

  response(operationId: string, status: number): Validate | null {
    const schema = this.responseSchema(operationId, status);
    if (!schema) return null;
    return this.compileCached(schema, "tolerant", `response:${operationId}:${status}`);
  }

  /** Unknown fields and unknown enum values in a response body that already passed `response`. */
  drift(operationId: string, status: number, body: unknown): DriftItem[] {
    const schema = this.responseSchema(operationId, status);
    if (!schema) return [];
    return this.compileCached(schema, "drift", `drift:${operationId}:${status}`)(body).issues.flatMap(toDrift);
  }

  /**
   * Compiles every validator of the contract now: each named shape in its three readings, and every
   * operation's parameter set, request body and responses. Returns how many distinct validators
   * exist afterwards. For the benchmark and tests.
   */
  compileAll(): number {
    for (const name of Object.keys(this.index.document.components.schemas)) {
      for (const v of ["exact", "tolerant", "drift"] as SchemaVariant[]) this.schema(name, v);
    }
    for (const op of this.index.all) {
      this.params(op.operationId);
      this.requestBody(op.operationId);
      for (const code of Object.keys(op.raw.responses)) {
        const status = code === "default" ? 500 : Number(code);
        if (this.response(op.operationId, status)) this.drift(op.operationId, status, undefined);
      }
    }
    return this.cache.size;
  }
}

/**
 * A parameter section copied by its own enumerable properties (arrays copied, so coercion never
 * reaches the caller's) into a table without a prototype. Never throws: unlike structuredClone, it
 * never meets an inherited member such as `Object.prototype.constructor`.
 */
function ownTable(section: unknown): unknown {
  // Not a table (absent, null, a string…): kept as given, for the validator to refuse.
  if (section === null || typeof section !== "object" || Array.isArray(section)) return section;
  const out = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(section)) {
    const v = (section as Record<string, unknown>)[k];
    out[k] = Array.isArray(v) ? [...v] : v;
  }
  return out;
}

function toDrift(issue: Issue): DriftItem[] {
  switch (issue.keyword) {
    case "additionalProperties": {
      const field = String(issue.params.additionalProperty);
      return [
        { kind: "unknown-field", path: `${issue.path}/${field}`, detail: `field "${field}" is not in the contract` },
      ];
    }
    case "enum":
      return [
        {
          kind: "unknown-enum-value",
          path: issue.path,
          detail: `value not among ${JSON.stringify(issue.params.allowedValues)}`,
        },
      ];
    case "discriminator":
      return [
        {
          kind: "unknown-enum-value",
          path: `${issue.path}/${String(issue.params.tag)}`,
          detail: `unknown ${String(issue.params.tag)} ${JSON.stringify(issue.params.tagValue)}`,
        },
      ];
    default:
      // A nested failure already reported by its own keyword (oneOf/anyOf/if wrappers) adds nothing.
      return [];
  }
}
