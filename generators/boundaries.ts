/**
 * Boundary cases: every stated length and numeric bound at, and just beyond, its limit; every
 * member of a closed set and one stranger; the stated members of an open set and one stranger
 * (accepted). Each case is one value at one path; the rest of the value stays as the base has it.
 */
import type { ConstraintNode, NumberNode, StringNode } from "../lib/contract/constraints.ts";
import { placeAt, withValueAt, type Scaffold } from "./pointer.ts";
import { stringOfLength } from "./strings.ts";
import { placeLabel, places } from "./walk.ts";
import { jsonText } from "../lib/json/safe.ts";

export { withValueAt };

export interface BoundaryCase {
  label: string;
  /** JSON pointer of the value inside the whole ("" is the whole). */
  path: string;
  value: unknown;
  valid: boolean;
  /** The bound exercised: minLength, maxLength, minimum, maximum, enum, const, knownValues. */
  constraint: string;
  /** Containers the path needs (see pointer.ts); `applyCase` puts them in place. */
  scaffold?: Scaffold;
}

/** A value that is a member of no stated set. */
export const UNKNOWN_MEMBER = "zz-not-a-member";

export function boundaryCases(node: ConstraintNode, path = ""): BoundaryCase[] {
  return places(node, path).flatMap((p) => {
    const at = ({ what, ...rest }: Draft): BoundaryCase => ({
      label: `${placeLabel(p)}: ${what}`,
      path: p.path,
      ...rest,
      ...(p.scaffold ? { scaffold: p.scaffold } : {}),
    });
    if (p.node.kind === "string") return stringCases(p.node).map(at);
    if (p.node.kind === "number" || p.node.kind === "integer") return numberCases(p.node).map(at);
    return [];
  });
}

type Draft = { what: string; value: unknown; valid: boolean; constraint: string };

function stranger(members: readonly string[]): string {
  let s = UNKNOWN_MEMBER;
  while (members.includes(s)) s += "-x";
  return s;
}

function stringCases(node: StringNode): Draft[] {
  if (node.const !== undefined) {
    return [
      { what: `const ${jsonText(node.const)}`, value: node.const, valid: true, constraint: "const" },
      { what: "not the const", value: stranger([node.const]), valid: false, constraint: "const" },
    ];
  }
  if (node.enum) {
    return [
      ...node.enum.map((v) => ({ what: `enum member ${jsonText(v)}`, value: v, valid: true, constraint: "enum" })),
      { what: "unknown enum value", value: stranger(node.enum), valid: false, constraint: "enum" },
    ];
  }
  const out: Draft[] = [];
  if (node.knownValues) {
    out.push(
      ...node.knownValues.map((v) => ({
        what: `known value ${jsonText(v)}`,
        value: v,
        valid: true,
        constraint: "knownValues",
      })),
    );
    out.push({
      what: "unknown value of an open set (accepted)",
      value: stranger(node.knownValues),
      valid: true,
      constraint: "knownValues",
    });
  }
  const length = (n: number, valid: boolean, constraint: string, what: string) => {
    const value = stringOfLength(node, n) ?? (valid ? undefined : "a".repeat(n));
    if (value !== undefined) out.push({ what: `${what} (length ${n})`, value, valid, constraint });
  };
  if (node.minLength !== undefined) {
    length(node.minLength, true, "minLength", "at minLength");
    if (node.minLength > 0) length(node.minLength - 1, false, "minLength", "below minLength");
  }
  if (node.maxLength !== undefined) {
    length(node.maxLength, true, "maxLength", "at maxLength");
    length(node.maxLength + 1, false, "maxLength", "above maxLength");
  }
  return out;
}

function numberCases(node: NumberNode): Draft[] {
  const out: Draft[] = [];
  const fine = node.kind === "number";
  if (node.minimum !== undefined) {
    out.push({ what: `at minimum ${node.minimum}`, value: node.minimum, valid: true, constraint: "minimum" });
    out.push({
      what: `below minimum (${node.minimum - 1})`,
      value: node.minimum - 1,
      valid: false,
      constraint: "minimum",
    });
    if (fine)
      out.push({
        what: `just below minimum (${node.minimum - 0.5})`,
        value: node.minimum - 0.5,
        valid: false,
        constraint: "minimum",
      });
  }
  if (node.maximum !== undefined) {
    out.push({ what: `at maximum ${node.maximum}`, value: node.maximum, valid: true, constraint: "maximum" });
    out.push({
      what: `above maximum (${node.maximum + 1})`,
      value: node.maximum + 1,
      valid: false,
      constraint: "maximum",
    });
    if (fine)
      out.push({
        what: `just above maximum (${node.maximum + 0.5})`,
        value: node.maximum + 0.5,
        valid: false,
        constraint: "maximum",
      });
  }
  return out;
}

/** The whole value with the case placed into `base` (scaffold first, then the value). */
export function applyCase(base: unknown, c: BoundaryCase): unknown {
  return placeAt(base, c);
}

/** The values at the top edge of every length-bounded string of the whole: each place's "at maxLength" case. */
export function atMaxLength(node: ConstraintNode, path = ""): BoundaryCase[] {
  return boundaryCases(node, path).filter((k) => k.valid && k.constraint === "maxLength");
}
