/**
 * A schema as the diff compares it: $refs followed, `null` taken out of the type into a flag (3.1's
 * `type: [T, "null"]`, the `anyOf: [T, {type: null}]` idiom and 3.0's `nullable` all read alike),
 * and the remaining union branches keyed so that the same branch pairs across the two documents.
 */
import type { JsonSchema } from "../contract/types.ts";
import { child, deref } from "./pointer.ts";
import type { SchemaNode } from "./types.ts";

const isNullBranch = (s: unknown, doc: unknown, file: string): boolean => {
  const v = deref(doc, s, "", file).value as JsonSchema;
  return (
    v !== null &&
    typeof v === "object" &&
    (v.type === "null" || (Array.isArray(v.type) && v.type.length === 1 && v.type[0] === "null"))
  );
};

function ownTypes(s: JsonSchema): { types: string[]; nullable: boolean } {
  const declared = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === "string" ? [s.type] : [];
  const types = declared.filter((t) => t !== "null");
  const nullable =
    (declared.includes("null") && types.length > 0) ||
    s.nullable === true ||
    (Array.isArray(s.enum) && s.enum.includes(null));
  return { types: types.length || !declared.length ? types : ["null"], nullable };
}

/** The key a union branch pairs by: its tag value, else the shape it names, else its type. */
function branchKey(branch: SchemaNode, tag: string | undefined, index: number): { key: string; tagged: boolean } {
  if (tag) {
    const prop = ((branch.raw.properties ?? {}) as Record<string, JsonSchema>)[tag];
    const value = prop?.const ?? (Array.isArray(prop?.enum) && prop.enum.length === 1 ? prop.enum[0] : undefined);
    if (typeof value === "string") return { key: `${tag}=${value}`, tagged: true };
  }
  const shape = branch.refs.at(-1)?.split("/").pop();
  if (shape) return { key: shape, tagged: false };
  return { key: branch.types.length ? branch.types.join("|") : `#${index}`, tagged: false };
}

/** Where a keyword of the node is stated (its allOf part, or the node itself). */
export function keywordAt(node: SchemaNode, keyword: string): string {
  return child(node.origins?.[keyword] ?? node.pointer, keyword);
}

/** Where a property of the node is stated. */
export function propertyAt(node: SchemaNode, name: string): string {
  return child(node.origins?.[`properties/${name}`] ?? node.pointer, "properties", name);
}

/**
 * `allOf` read as one schema: the parts' properties together, their required lists joined, any
 * other keyword from the first part (or the node itself) that states it. Enough to compare the
 * usual use (a shape extending another); parts that contradict each other are not reconciled.
 */
function mergeAllOf(
  s: JsonSchema,
  pointer: string,
  doc: unknown,
  file: string,
): { raw: JsonSchema; origins: Record<string, string>; parts: SchemaNode[] } {
  const { allOf, ...own } = s;
  const parts = (allOf as unknown[]).map((p, i) => schemaNode(doc, p, child(pointer, "allOf", i), file));
  const raw: JsonSchema = { ...own };
  const origins: Record<string, string> = {};
  const properties: Record<string, unknown> = { ...((own.properties ?? {}) as Record<string, unknown>) };
  const required = new Set<string>(Array.isArray(own.required) ? (own.required as string[]) : []);
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.raw)) {
      if (key === "properties") {
        for (const [name, schema] of Object.entries(value as Record<string, unknown>)) {
          if (name in properties) continue;
          properties[name] = schema;
          origins[`properties/${name}`] = part.origins?.[`properties/${name}`] ?? part.pointer;
        }
      } else if (key === "required") (value as string[]).forEach((r) => required.add(r));
      else if (!(key in raw)) {
        raw[key] = value;
        origins[key] = part.origins?.[key] ?? part.pointer;
      }
    }
  }
  if (Object.keys(properties).length) raw.properties = properties;
  if (required.size) raw.required = [...required];
  return { raw, origins, parts };
}

export function schemaNode(doc: unknown, raw: unknown, pointer: string, file: string): SchemaNode {
  const resolved = deref(doc, raw, pointer, file);
  const s = (resolved.value !== null && typeof resolved.value === "object" ? resolved.value : {}) as JsonSchema;
  if (Array.isArray(s.allOf)) {
    const merged = mergeAllOf(s, resolved.pointer, doc, file);
    const own = ownTypes(merged.raw);
    const withUnion = merged.parts.find((p) => p.variants);
    return {
      raw: merged.raw,
      pointer: resolved.pointer,
      refs: resolved.refs,
      types: own.types,
      nullable: own.nullable,
      variants: withUnion?.variants ?? null,
      origins: merged.origins,
    };
  }
  const unionKey = Array.isArray(s.oneOf) ? "oneOf" : Array.isArray(s.anyOf) ? "anyOf" : null;
  if (unionKey) {
    const branches = s[unionKey] as unknown[];
    const nonNull = branches.map((b, i) => ({ b, i })).filter(({ b }) => !isNullBranch(b, doc, file));
    // The nullable idiom: one real branch and a null one read as that branch, nullable.
    if (nonNull.length === 1 && branches.length > 1 && !s.type && !s.properties) {
      const inner = schemaNode(doc, nonNull[0]!.b, child(resolved.pointer, unionKey, nonNull[0]!.i), file);
      return { ...inner, refs: [...resolved.refs, ...inner.refs], nullable: true };
    }
    const tag = (s.discriminator as { propertyName?: string } | undefined)?.propertyName;
    const seen = new Set<string>();
    const variants = nonNull.map(({ b, i }) => {
      const node = schemaNode(doc, b, child(resolved.pointer, unionKey, i), file);
      let { key, tagged } = branchKey(node, tag, i);
      if (seen.has(key)) key = `${key}#${i}`;
      seen.add(key);
      return { key, tagged, node };
    });
    const own = ownTypes(s);
    return {
      raw: s,
      pointer: resolved.pointer,
      refs: resolved.refs,
      types: own.types,
      nullable: own.nullable || nonNull.length < branches.length,
      variants,
    };
  }
  const own = ownTypes(s);
  return {
    raw: s,
    pointer: resolved.pointer,
    refs: resolved.refs,
    types: own.types,
    nullable: own.nullable,
    variants: null,
  };
}
