/**
 * Absent and null variants of every key: an optional key left out (valid), a required key left
 * out (invalid), null in a nullable key (valid), null in any other key (invalid).
 */
import type { ConstraintNode } from "../lib/contract/constraints.ts";
import { ABSENT, placeAt } from "./pointer.ts";
import { placeLabel, places } from "./walk.ts";

export interface AbsentNullVariant {
  label: string;
  path: string;
  kind: "absent" | "null";
  /** The whole value: `base` with the key left out or set to null. */
  value: unknown;
  valid: boolean;
}

export function absentNullVariants(node: ConstraintNode, base: unknown): AbsentNullVariant[] {
  return places(node).flatMap((p) => {
    if (!p.key) return [];
    const out: AbsentNullVariant[] = [];
    const scaffold = p.scaffold ? { scaffold: p.scaffold } : {};
    if (!p.key.mapEntry) {
      out.push({
        label: `${placeLabel(p)}: absent (${p.key.required ? "required" : "optional"})`,
        path: p.path,
        kind: "absent",
        value: placeAt(base, { path: p.path, value: ABSENT, ...scaffold }),
        valid: !p.key.required,
      });
    }
    out.push({
      label: `${placeLabel(p)}: null (${p.node.nullable ? "nullable" : "not nullable"})`,
      path: p.path,
      kind: "null",
      value: placeAt(base, { path: p.path, value: null, ...scaffold }),
      valid: p.node.nullable,
    });
    return out;
  });
}
