/**
 * The contract states each shape once; validation needs it in three readings:
 *
 * - `exact`    as written: closed enums, tagged unions by their discriminator. Requests are checked
 *              this way (a server may refuse what the documents do not allow).
 * - `tolerant` what a consumer must accept (doc 2 Versioning: "Consumers must accept unknown enum
 *              values and unknown fields"): enums become plain strings and an unknown union tag
 *              passes (the tag itself stays required). Responses must satisfy this reading.
 * - `drift`    exact, plus `additionalProperties: false` on every object whose fields are shown.
 *              Whatever fails here but passed `tolerant` is drift: a warning, a failure only under
 *              --strict.
 */
import type { JsonSchema } from "./types.ts";

export type SchemaVariant = "exact" | "tolerant" | "drift";

export const DEFS_ID = "https://conformance.invalid/contract/schemas.json";

type Transform = (s: JsonSchema) => JsonSchema;

/** Applies `f` bottom-up to every subschema (properties, items, unions, conditionals). */
function mapSchema(schema: JsonSchema, f: Transform): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (isObj(out.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, JsonSchema>).map(([k, v]) => [k, mapSchema(v, f)]),
    );
  }
  if (isObj(out.items)) out.items = mapSchema(out.items as JsonSchema, f);
  if (isObj(out.additionalProperties)) out.additionalProperties = mapSchema(out.additionalProperties as JsonSchema, f);
  for (const k of ["oneOf", "anyOf", "allOf"] as const) {
    if (Array.isArray(out[k])) out[k] = (out[k] as JsonSchema[]).map((s) => mapSchema(s, f));
  }
  for (const k of ["if", "then", "else", "not"] as const) {
    if (isObj(out[k])) out[k] = mapSchema(out[k] as JsonSchema, f);
  }
  return f(out);
}

function isObj(v: unknown): v is JsonSchema {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function rewriteRefs(s: JsonSchema): JsonSchema {
  if (typeof s.$ref === "string" && s.$ref.startsWith("#/components/schemas/")) {
    return { ...s, $ref: `${DEFS_ID}#/$defs/${s.$ref.slice("#/components/schemas/".length)}` };
  }
  return s;
}

function loosenEnum(s: JsonSchema): JsonSchema {
  if (!Array.isArray(s.enum)) return s;
  const { enum: values, ...rest } = s;
  return { ...rest, "x-enum": values };
}

function openTaggedUnion(s: JsonSchema): JsonSchema {
  if (!isObj(s.discriminator) || !Array.isArray(s.oneOf)) return s;
  const tag = (s.discriminator as { propertyName: string }).propertyName;
  const { discriminator: _d, oneOf, ...rest } = s;
  const allOf = (oneOf as JsonSchema[]).map((branch) => {
    const tagSchema = (branch.properties as Record<string, JsonSchema>)[tag];
    return { if: { type: "object", properties: { [tag]: { const: tagSchema.const } }, required: [tag] }, then: branch };
  });
  // The tag stays required: a new value is tolerated, an object that names no shape at all is not.
  return { ...rest, properties: { [tag]: { type: "string" } }, required: [tag], allOf };
}

/** Objects with shown fields; an `object*` (fields not shown) stays open in every reading. */
function closeShownObject(s: JsonSchema): JsonSchema {
  const shown = isObj(s.properties) && !(typeof s.description === "string" && s.description.startsWith("object*"));
  if (!shown || s.additionalProperties !== undefined) return s;
  return { ...s, additionalProperties: false };
}

const TRANSFORMS: Record<SchemaVariant, Transform[]> = {
  exact: [rewriteRefs],
  tolerant: [rewriteRefs, loosenEnum, openTaggedUnion],
  drift: [rewriteRefs, closeShownObject],
};

export function toVariant(schema: JsonSchema, variant: SchemaVariant): JsonSchema {
  const fs = TRANSFORMS[variant];
  return mapSchema(schema, (s) => fs.reduce((acc, f) => f(acc), s));
}

export function defsSchema(schemas: Record<string, JsonSchema>, variant: SchemaVariant): JsonSchema {
  return {
    $id: DEFS_ID,
    $defs: Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, toVariant(v, variant)])),
  };
}
