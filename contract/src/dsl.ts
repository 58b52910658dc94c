/**
 * A tiny vocabulary for writing the contract in TypeScript. Every helper returns a plain
 * JSON Schema (2020-12, the OpenAPI 3.1 dialect); nothing here adds meaning that the
 * documents do not state. Nullability is the 3.1 way: a type union with "null".
 */
export type Schema = Record<string, unknown>;

export interface Bounds {
  min?: number;
  max?: number;
}

/** A string, optionally bounded in length (the documents' "1-200", "max 2000"). */
export function str(bounds: Bounds = {}, extra: Schema = {}): Schema {
  const s: Schema = { type: "string" };
  if (bounds.min !== undefined) s.minLength = bounds.min;
  if (bounds.max !== undefined) s.maxLength = bounds.max;
  return { ...s, ...extra };
}

/** A JSON number: the documents type timestamps and counters as numbers, never integers. */
export function num(extra: Schema = {}): Schema {
  return { type: "number", ...extra };
}

/** An integer, used only where the documents say "integer" (query parameters). */
export function int(bounds: Bounds = {}, extra: Schema = {}): Schema {
  const s: Schema = { type: "integer" };
  if (bounds.min !== undefined) s.minimum = bounds.min;
  if (bounds.max !== undefined) s.maximum = bounds.max;
  return { ...s, ...extra };
}

export function bool(extra: Schema = {}): Schema {
  return { type: "boolean", ...extra };
}

/** A closed enumeration of strings as stated. Responses tolerate unknown values (see lib/contract/drift). */
export function oneOfStrings(values: readonly string[], extra: Schema = {}): Schema {
  return { type: "string", enum: [...values], ...extra };
}

/**
 * An open enumeration ("... | any other string"): any string is valid; the stated values are
 * kept as a hint for generators and for the report, not as a constraint.
 */
export function openStrings(values: readonly string[], extra: Schema = {}): Schema {
  return { type: "string", "x-known-values": [...values], ...extra };
}

export function arr(items: Schema, extra: Schema = {}): Schema {
  return { type: "array", items, ...extra };
}

export function ref(name: string): Schema {
  return { $ref: `#/components/schemas/${name}` };
}

/** `T | null`: the key is present and may hold null. */
export function nullable(s: Schema): Schema {
  if (typeof s.$ref === "string") return { anyOf: [s, { type: "null" }] };
  const t = s.type;
  if (typeof t !== "string") throw new Error(`nullable() needs a single-typed schema, got ${JSON.stringify(s)}`);
  const out: Schema = { ...s, type: [t, "null"] };
  if (Array.isArray(s.enum)) out.enum = [...(s.enum as unknown[]), null];
  return out;
}

/**
 * An `object*` of the documents: an object whose fields are not shown. The stated hints go in
 * `description`; the schema constrains nothing else.
 */
export function untyped(hint: string, extra: Schema = {}): Schema {
  return { type: "object", description: `object*: ${hint}`, ...extra };
}

/** A field with no type given in the documents ("untyped"): any JSON value. */
export function anyValue(description?: string): Schema {
  return description ? { description } : {};
}

/**
 * An object with stated fields. `req` lists the required keys exactly as the documents say;
 * every other key is optional. Unknown keys stay allowed (the API is additive); the suite's
 * drift validator reports them.
 */
export function obj(
  properties: Record<string, Schema>,
  req: readonly string[] | "all" = "all",
  extra: Schema = {},
): Schema {
  const required = req === "all" ? Object.keys(properties) : [...req];
  for (const r of required) if (!(r in properties)) throw new Error(`required key ${r} is not a property`);
  const s: Schema = { type: "object", properties };
  if (required.length > 0) s.required = required;
  return { ...s, ...extra };
}

/** A oneOf discriminated by a string property, each branch holding that property as a const. */
export function tagged(property: string, branches: Record<string, Schema>, extra: Schema = {}): Schema {
  const oneOf = Object.entries(branches).map(([value, branch]) => {
    const props = { [property]: { const: value }, ...((branch.properties as Record<string, Schema>) ?? {}) };
    const required = [property, ...((branch.required as string[]) ?? []).filter((k) => k !== property)];
    return { ...branch, type: "object", properties: props, required };
  });
  // The tag is required inside each branch; ajv strict mode refuses a top-level `required` whose
  // property is not declared beside it.
  return { type: "object", discriminator: { propertyName: property }, oneOf, ...extra };
}

export function described(s: Schema, description: string): Schema {
  return { ...s, description };
}
