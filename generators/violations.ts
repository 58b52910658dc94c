/**
 * One-violation inputs: each breaks exactly one constraint at one path and keeps everything else
 * valid. Nothing is produced for what the contract leaves open: members of open sets
 * (`x-known-values`), keys of untyped objects beyond the stated ones, `any` values.
 */
import type { ConstraintNode, NumberNode, StringNode, UnionNode } from "../lib/contract/constraints.ts";
import { ABSENT, placeAt, type Scaffold } from "./pointer.ts";
import { formatBreaker, patternBreaker, stringOfLength } from "./strings.ts";
import { UNKNOWN_MEMBER } from "./boundaries.ts";
import { placeLabel, places, type Place } from "./walk.ts";
import { jsonText } from "../lib/json/safe.ts";

export { ABSENT };
export { queryViolations } from "./query.ts";

export type ViolatedConstraint =
  | "required"
  | "type"
  | "minLength"
  | "maxLength"
  | "pattern"
  | "format"
  | "enum"
  | "minimum"
  | "maximum"
  | "null";

export interface Violation {
  label: string;
  /** JSON pointer of the broken value (for "required": of the missing key). */
  path: string;
  constraint: ViolatedConstraint;
  value: unknown | typeof ABSENT;
  /** Containers the path needs (see pointer.ts); `applyViolation` puts them in place. */
  scaffold?: Scaffold;
  /** Set when the path is the tag of a tagged union at this pointer (validators report it there). */
  tagOf?: string;
}

export function violations(node: ConstraintNode, path = ""): Violation[] {
  return places(node, path).flatMap((p) =>
    drafts(p).map(({ what, constraint, value }) => ({
      label: `${placeLabel(p)}: ${what}`,
      path: p.path,
      constraint,
      value,
      ...(p.scaffold ? { scaffold: p.scaffold } : {}),
      ...(p.tagOf !== undefined ? { tagOf: p.tagOf } : {}),
    })),
  );
}

type Draft = { what: string; constraint: ViolatedConstraint; value: unknown };

function drafts(p: Place): Draft[] {
  const { node } = p;
  const out: Draft[] = [];
  if (p.key?.required && !p.key.mapEntry)
    out.push({ what: "required key missing", constraint: "required", value: ABSENT });
  if (node.kind === "any") return out;
  const wrong = wrongType(node);
  if (wrong !== undefined) out.push({ what: `wrong type (${jsonText(wrong)})`, constraint: "type", value: wrong });
  if (!node.nullable) out.push({ what: "null where not nullable", constraint: "null", value: null });
  if (node.kind === "string") out.push(...stringDrafts(node));
  if (node.kind === "number" || node.kind === "integer") out.push(...numberDrafts(node));
  return out;
}

/** A value of a JSON type the node does not accept (null aside); undefined when it accepts all. */
function wrongType(node: ConstraintNode): unknown {
  const candidates: unknown[] = [42, "x", true, [], {}];
  return candidates.find((c) => !acceptsType(node, c));
}

function acceptsType(node: ConstraintNode, v: unknown): boolean {
  switch (node.kind) {
    case "string":
      return typeof v === "string";
    case "number":
      return typeof v === "number";
    case "integer":
      return typeof v === "number" && Number.isInteger(v);
    case "boolean":
      return typeof v === "boolean";
    case "array":
      return Array.isArray(v);
    case "object":
      return typeof v === "object" && v !== null && !Array.isArray(v);
    case "union":
      return (node as UnionNode).branches.some((b) => acceptsType(b.node, v));
    case "any":
      return true;
  }
}

function stringDrafts(node: StringNode): Draft[] {
  const out: Draft[] = [];
  if (node.const !== undefined)
    return [{ what: "not the const", constraint: "enum", value: `${UNKNOWN_MEMBER}-${node.const}` }];
  if (node.enum) {
    let v = UNKNOWN_MEMBER;
    while (node.enum.includes(v)) v += "-x";
    return [{ what: "unknown enum value", constraint: "enum", value: v }];
  }
  if (node.minLength !== undefined && node.minLength > 0) {
    const v = stringOfLength(node, node.minLength - 1);
    if (v !== undefined)
      out.push({ what: `shorter than minLength ${node.minLength}`, constraint: "minLength", value: v });
  }
  if (node.maxLength !== undefined) {
    const v = stringOfLength(node, node.maxLength + 1);
    if (v !== undefined)
      out.push({ what: `longer than maxLength ${node.maxLength}`, constraint: "maxLength", value: v });
  }
  const broken = patternBreaker(node);
  if (broken !== undefined) out.push({ what: `breaks pattern ${node.pattern}`, constraint: "pattern", value: broken });
  const badFormat = formatBreaker(node);
  if (badFormat !== undefined)
    out.push({ what: `breaks format ${node.format}`, constraint: "format", value: badFormat });
  return out;
}

function numberDrafts(node: NumberNode): Draft[] {
  const out: Draft[] = [];
  if (node.kind === "integer") {
    const frac = (node.minimum ?? 0) + 0.5;
    if (node.maximum === undefined || frac <= node.maximum)
      out.push({ what: `not an integer (${frac})`, constraint: "type", value: frac });
  }
  if (node.minimum !== undefined)
    out.push({ what: `below minimum ${node.minimum}`, constraint: "minimum", value: node.minimum - 1 });
  if (node.maximum !== undefined)
    out.push({ what: `above maximum ${node.maximum}`, constraint: "maximum", value: node.maximum + 1 });
  return out;
}

/** The whole value: `base` (valid) with the violation placed into it. */
export function applyViolation(base: unknown, v: Violation): unknown {
  return placeAt(base, v);
}
