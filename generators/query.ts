/**
 * Parameter sets of an operation as they travel: every value a string (integers as decimal digits,
 * booleans as true/false). Valid sets, boundary sets and one-violation sets of the query, derived
 * from each parameter's schema; the path parameters' minimal valid values to go with them.
 */
import fc from "fast-check";
import { contractIndex } from "../lib/contract/operations.ts";
import { describeSchema, type ConstraintNode } from "../lib/contract/constraints.ts";
import type { Operation } from "../lib/contract/operations.ts";
import type { JsonSchema, OpenApiParameter } from "../lib/contract/types.ts";
import { boundaryCases } from "./boundaries.ts";
import { patternBreaker, formatBreaker, stringOfLength } from "./strings.ts";
import { minimalValue, validValue } from "./values.ts";
import type { ViolatedConstraint } from "./violations.ts";

export interface QueryCase {
  label: string;
  param: string;
  value: string;
  valid: boolean;
  constraint: string;
}

export interface QueryViolation {
  label: string;
  param: string;
  constraint: ViolatedConstraint;
  value: string;
}

export function paramNode(p: OpenApiParameter, components?: Record<string, JsonSchema>): ConstraintNode {
  return describeSchema(p.schema, components ?? contractIndex().document.components.schemas);
}

/** The string form of a parameter value; undefined for what a query string cannot carry. */
export function toParamString(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v === "boolean") return String(v);
  return undefined;
}

function minimalParams(ps: OpenApiParameter[], onlyRequired: boolean): Record<string, string> {
  return Object.fromEntries(
    ps.filter((p) => !onlyRequired || p.required).map((p) => [p.name, toParamString(minimalValue(paramNode(p)))!]),
  );
}

/** Minimal valid values of the operation's path parameters. */
export function pathParamsFor(op: Operation): Record<string, string> {
  return minimalParams(op.pathParams, false);
}

/** The required query parameters only, each at its minimal valid value. */
export function minimalQuery(op: Operation): Record<string, string> {
  return minimalParams(op.queryParams, true);
}

function paramRecord(ps: OpenApiParameter[]): fc.Arbitrary<Record<string, string>> {
  const model = Object.fromEntries(
    ps.map((p) => [
      p.name,
      validValue(paramNode(p))
        .filter((v) => toParamString(v) !== undefined)
        .map((v) => toParamString(v)!),
    ]),
  );
  const requiredKeys = ps.filter((p) => p.required || p.in === "path").map((p) => p.name);
  return fc.record(model, { requiredKeys, noNullPrototype: true }) as fc.Arbitrary<Record<string, string>>;
}

/** Random valid query sets: required parameters always, optional ones sometimes. */
export function validQuery(op: Operation): fc.Arbitrary<Record<string, string>> {
  return paramRecord(op.queryParams);
}

/** Random valid path parameter sets (values may need percent-encoding in a URL). */
export function validPathParams(op: Operation): fc.Arbitrary<Record<string, string>> {
  return paramRecord(op.pathParams);
}

/** Boundary values of each query parameter, alone on top of `minimalQuery(op)`. */
export function boundaryQueries(op: Operation): QueryCase[] {
  return op.queryParams.flatMap((p) =>
    boundaryCases(paramNode(p)).flatMap((c) => {
      const value = toParamString(c.value);
      if (c.path !== "" || value === undefined) return [];
      return [
        {
          label: `${p.name}: ${c.label.replace(/^\(root\): /, "")}`,
          param: p.name,
          value,
          valid: c.valid,
          constraint: c.constraint,
        },
      ];
    }),
  );
}

/** One-violation values of each query parameter, to be set alone on top of `minimalQuery(op)`. */
export function queryViolations(op: Operation): QueryViolation[] {
  return op.queryParams.flatMap((p) => {
    const node = paramNode(p);
    const out: Omit<QueryViolation, "param">[] = [];
    const add = (constraint: ViolatedConstraint, value: string | undefined, what: string) => {
      if (value !== undefined) out.push({ label: `${p.name}: ${what}`, constraint, value });
    };
    switch (node.kind) {
      case "integer":
      case "number": {
        add("type", "abc", "not a number");
        const frac = (node.minimum ?? 0) + 0.5;
        if (node.kind === "integer" && (node.maximum === undefined || frac <= node.maximum))
          add("type", String(frac), "not an integer");
        if (node.minimum !== undefined) add("minimum", String(node.minimum - 1), `below minimum ${node.minimum}`);
        if (node.maximum !== undefined) add("maximum", String(node.maximum + 1), `above maximum ${node.maximum}`);
        break;
      }
      case "boolean":
        add("type", "maybe", "not a boolean");
        break;
      case "string":
        if (node.enum || node.const !== undefined) {
          const members = node.enum ?? [node.const!];
          let v = "zz-not-a-member";
          while (members.includes(v)) v += "-x";
          add("enum", v, "unknown enum value");
          break;
        }
        if (node.minLength !== undefined && node.minLength > 0)
          add("minLength", stringOfLength(node, node.minLength - 1), `shorter than minLength ${node.minLength}`);
        if (node.maxLength !== undefined)
          add("maxLength", stringOfLength(node, node.maxLength + 1), `longer than maxLength ${node.maxLength}`);
        add("pattern", patternBreaker(node), `breaks pattern ${node.pattern}`);
        add("format", formatBreaker(node), `breaks format ${node.format}`);
        break;
      default:
        break;
    }
    return out.map((v) => ({ ...v, param: p.name }));
  });
}

/** Each required query parameter, to be left out of `minimalQuery(op)`. */
export function missingQueryParams(op: Operation): { label: string; param: string }[] {
  return op.queryParams
    .filter((p) => p.required)
    .map((p) => ({ label: `${p.name}: required parameter missing`, param: p.name }));
}
