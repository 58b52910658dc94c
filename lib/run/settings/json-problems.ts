/**
 * Checking data against a JSON Schema (2020-12, with ajv), each problem one phrase naming the JSON
 * pointer: the config file as a whole, and the settings given as objects (pipelines, bodies, facts)
 * from the file or the programmatic API alike.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { JsonSchema } from "./kinds.ts";

// ajv-formats ships CommonJS with a default export; under NodeNext it arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let v = compiled.get(schema);
  if (!v) compiled.set(schema, (v = addFormats(new Ajv2020({ allErrors: true, strict: true })).compile(schema)));
  return v;
}

/** One problem: `at` is where the checked value sits (a setting's name, or "" for the whole file). */
export function describeError(error: ErrorObject, at = ""): string {
  const where = `${at}${error.instancePath}` || "/";
  if (error.keyword === "additionalProperties")
    return `${where}: unknown property "${String(error.params.additionalProperty)}"`;
  if (error.keyword === "enum")
    return `${where} must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  return `${where} ${error.message}`;
}

/** The schema's errors for this value (none when valid). */
export function schemaErrors(schema: JsonSchema, value: unknown): ErrorObject[] {
  const v = validatorOf(schema);
  return v(value) ? [] : [...(v.errors ?? [])];
}
