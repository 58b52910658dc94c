/**
 * Values valid against a constraint node: `validValue` (random, small) and `minimalValue` (one
 * deterministic smallest value). Derived from the node alone, never per operation.
 */
import fc from "fast-check";
import type { ConstraintNode, NumberNode, ObjectNode, StringNode } from "../lib/contract/constraints.ts";
import { minimalString, stringArbitrary } from "./strings.ts";

const keyChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
/** Keys for maps and for the extra fields of untyped objects, avoiding the stated ones. */
function freeKey(taken: Set<string>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), fc.string({ unit: keyChar, maxLength: 7 }))
    .map(([h, t]) => h + t)
    .filter((k) => !taken.has(k));
}

const simpleValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.boolean(),
  fc.constant(null),
);

/** Random values that the node accepts. Nullable nodes are sometimes null; optional keys sometimes absent. */
export function validValue(node: ConstraintNode): fc.Arbitrary<unknown> {
  const value = nonNull(node);
  if (!node.nullable || node.kind === "any") return value;
  return fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 });
}

function nonNull(node: ConstraintNode): fc.Arbitrary<unknown> {
  switch (node.kind) {
    case "string":
      return stringValue(node);
    case "number":
    case "integer":
      return numberValue(node);
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validValue(node.items), { maxLength: 3 });
    case "object":
      return objectValue(node);
    case "union":
      return fc.oneof(...node.branches.map((b) => validValue(b.node)));
    case "any":
      return simpleValue;
  }
}

function stringValue(node: StringNode): fc.Arbitrary<string> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.knownValues?.length) {
    return fc.oneof(
      { arbitrary: fc.constantFrom(...node.knownValues), weight: 3 },
      { arbitrary: stringArbitrary(node), weight: 1 },
    );
  }
  return stringArbitrary(node);
}

function numberValue(node: NumberNode): fc.Arbitrary<number> {
  const min = node.minimum;
  const max = node.maximum;
  // Unbounded sides stay moderate: timestamps and counters, not 1e308.
  const lo = min ?? (max !== undefined ? Math.min(max, 0) - 1_000_000 : -1_000_000);
  const hi = max ?? (min !== undefined ? Math.max(min, 0) + 2_000_000_000_000 : 2_000_000_000_000);
  const ints = fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  const bounds = [min, max].filter((v): v is number => v !== undefined);
  const withEdges = (a: fc.Arbitrary<number>) =>
    bounds.length === 0
      ? a
      : fc.oneof({ arbitrary: a, weight: 4 }, { arbitrary: fc.constantFrom(...bounds), weight: 1 });
  if (node.kind === "integer") return withEdges(ints);
  return withEdges(fc.oneof(ints, fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true })));
}

function objectValue(node: ObjectNode): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(node.properties.map((p) => [p.name, validValue(p.node)]));
  const requiredKeys = node.properties.filter((p) => p.required).map((p) => p.name);
  const stated = fc.record(model, { requiredKeys, noNullPrototype: true }) as fc.Arbitrary<Record<string, unknown>>;
  const taken = new Set(node.properties.map((p) => p.name));
  const extras: fc.Arbitrary<Record<string, unknown>>[] = [];
  if (node.values)
    extras.push(fc.dictionary(freeKey(taken), validValue(node.values), { maxKeys: 3, noNullPrototype: true }));
  else if (node.untyped) {
    extras.push(
      fc.oneof(
        fc.constant({}),
        fc.dictionary(freeKey(taken), simpleValue, { minKeys: 1, maxKeys: 3, noNullPrototype: true }),
      ),
    );
  }
  if (extras.length === 0) return stated;
  return fc.tuple(stated, ...extras).map(([s, ...more]) => Object.assign({}, ...more, s) as Record<string, unknown>);
}

/**
 * The smallest valid value, deterministically: required keys only, shortest strings of allowed
 * characters, first enum value, the minimum (or 0), false, [], the first union branch. A nullable
 * node gets its non-null minimal value (so paths below it stay reachable); `any` gets null.
 */
export function minimalValue(node: ConstraintNode): unknown {
  switch (node.kind) {
    case "string":
      if (node.const !== undefined) return node.const;
      if (node.enum?.length) return node.enum[0];
      return minimalString(node);
    case "number":
    case "integer":
      if (node.minimum !== undefined) return node.kind === "integer" ? Math.ceil(node.minimum) : node.minimum;
      if (node.maximum !== undefined && node.maximum < 0)
        return node.kind === "integer" ? Math.floor(node.maximum) : node.maximum;
      return 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return Object.fromEntries(node.properties.filter((p) => p.required).map((p) => [p.name, minimalValue(p.node)]));
    case "union":
      return minimalValue(node.branches[0].node);
    case "any":
      return null;
  }
}
