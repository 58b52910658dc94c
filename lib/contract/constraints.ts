/**
 * The constraints of a contract schema as a tree that generators can walk without knowing JSON
 * Schema: every $ref resolved, nullability lifted into a flag, tagged unions as branches by tag.
 */
import type { JsonSchema } from "./types.ts";

interface Common {
  nullable: boolean;
  /** The named shape this node was reached through, if any. */
  shape?: string;
  description?: string;
}

export interface StringNode extends Common {
  kind: "string";
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  /** A closed set (requests must use one of these). */
  enum?: string[];
  /** An open set's stated members (any string is valid). */
  knownValues?: string[];
  const?: string;
  default?: string;
}
export interface NumberNode extends Common {
  kind: "number" | "integer";
  minimum?: number;
  maximum?: number;
  default?: number;
}
export interface BooleanNode extends Common {
  kind: "boolean";
  default?: boolean;
}
export interface ArrayNode extends Common {
  kind: "array";
  items: ConstraintNode;
}
export interface PropertyNode {
  name: string;
  required: boolean;
  node: ConstraintNode;
}
export interface ObjectNode extends Common {
  kind: "object";
  /** An `object*` of the documents: fields not shown, anything goes beyond the stated hints. */
  untyped: boolean;
  properties: PropertyNode[];
  /** Schema of the values of a map (`additionalProperties` given as a schema). */
  values?: ConstraintNode;
}
export interface UnionNode extends Common {
  kind: "union";
  /** Property that discriminates the branches, when the union is tagged. */
  tag?: string;
  branches: { tagValue?: string; node: ConstraintNode }[];
}
export interface AnyNode extends Common {
  kind: "any";
}

export type ConstraintNode = StringNode | NumberNode | BooleanNode | ArrayNode | ObjectNode | UnionNode | AnyNode;

const MAX_DEPTH = 32;

export function describeSchema(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0): ConstraintNode {
  if (depth > MAX_DEPTH) throw new Error("schema nests deeper than 32 levels (a cycle?)");
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.replace("#/components/schemas/", "");
    const target = components[name];
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return { ...describeSchema(target, components, depth + 1), shape: name };
  }
  const description = typeof schema.description === "string" ? schema.description : undefined;
  if (Array.isArray(schema.anyOf)) {
    const parts = schema.anyOf as JsonSchema[];
    const nonNull = parts.filter((p) => p.type !== "null");
    if (nonNull.length === 1)
      return { ...describeSchema(nonNull[0], components, depth + 1), nullable: parts.length > 1 };
    return {
      kind: "union",
      nullable: nonNull.length < parts.length,
      branches: nonNull.map((p) => ({ node: describeSchema(p, components, depth + 1) })),
      description,
    };
  }
  if (Array.isArray(schema.oneOf)) {
    const tag = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
    return {
      kind: "union",
      nullable: false,
      tag,
      description,
      branches: (schema.oneOf as JsonSchema[]).map((b) => {
        const node = describeSchema(b, components, depth + 1);
        const tagValue = tag
          ? ((b.properties as Record<string, JsonSchema>)[tag]?.const as string | undefined)
          : undefined;
        return { tagValue, node };
      }),
    };
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
  const nullable = types.includes("null");
  const type = types.find((t) => t !== "null");
  switch (type) {
    case "string": {
      const n: StringNode = { kind: "string", nullable, description };
      if (typeof schema.minLength === "number") n.minLength = schema.minLength;
      if (typeof schema.maxLength === "number") n.maxLength = schema.maxLength;
      if (typeof schema.pattern === "string") n.pattern = schema.pattern;
      if (typeof schema.format === "string") n.format = schema.format;
      if (Array.isArray(schema.enum))
        n.enum = (schema.enum as unknown[]).filter((v): v is string => typeof v === "string");
      if (Array.isArray(schema["x-known-values"])) n.knownValues = schema["x-known-values"] as string[];
      if (typeof schema.default === "string") n.default = schema.default;
      return n;
    }
    case "number":
    case "integer": {
      const n: NumberNode = { kind: type, nullable, description };
      if (typeof schema.minimum === "number") n.minimum = schema.minimum;
      if (typeof schema.maximum === "number") n.maximum = schema.maximum;
      if (typeof schema.default === "number") n.default = schema.default;
      return n;
    }
    case "boolean":
      return {
        kind: "boolean",
        nullable,
        description,
        ...(typeof schema.default === "boolean" ? { default: schema.default } : {}),
      };
    case "array":
      return {
        kind: "array",
        nullable,
        description,
        items: describeSchema((schema.items as JsonSchema) ?? {}, components, depth + 1),
      };
    case "object": {
      const required = new Set((schema.required as string[]) ?? []);
      const props = (schema.properties as Record<string, JsonSchema>) ?? {};
      const n: ObjectNode = {
        kind: "object",
        nullable,
        description,
        untyped: description?.startsWith("object*") ?? false,
        properties: Object.entries(props).map(([name, s]) => ({
          name,
          required: required.has(name),
          node: describeSchema(s, components, depth + 1),
        })),
      };
      if (typeof schema.additionalProperties === "object" && schema.additionalProperties !== null) {
        n.values = describeSchema(schema.additionalProperties as JsonSchema, components, depth + 1);
      }
      return n;
    }
    default:
      if (typeof schema.const === "string")
        return { kind: "string", nullable: false, const: schema.const, description };
      return { kind: "any", nullable: true, description };
  }
}
