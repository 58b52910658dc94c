/**
 * Every place inside a value of a constraint node that a case generator may target, with the
 * scaffold that makes the place exist in any valid base: optional and nullable objects are put in
 * place, arrays get one item, maps one entry, and each branch of a tagged union is visited with
 * that branch set. Branches of untagged unions are not entered (a value breaking one branch may
 * still match another).
 */
import type { ConstraintNode } from "../lib/contract/constraints.ts";
import { extendScaffold, joinPointer, type Scaffold } from "./pointer.ts";
import { minimalValue } from "./values.ts";

export interface Place {
  node: ConstraintNode;
  path: string;
  scaffold?: Scaffold;
  /** Set when the place is the value of a key of an object (a stated property or a map entry). */
  key?: { name: string; required: boolean; mapEntry: boolean };
  /** Set when the place is the tag property of a tagged-union branch. */
  tagOf?: string;
  /** The union branches the place lies in, e.g. `kind=upload` (empty outside unions). */
  branches?: string[];
}

/** How a case at this place is named: its path and, inside union branches, which branch. */
export function placeLabel(p: Place): string {
  const where = p.path || "(root)";
  return p.branches?.length ? `${where} [${p.branches.join(", ")}]` : where;
}

/** The key under which map entries are visited. */
export const MAP_ENTRY_KEY = "entry";

export function places(root: ConstraintNode, path = ""): Place[] {
  const out: Place[] = [];
  visit({ node: root, path }, out);
  return out;
}

function visit(place: Place, out: Place[]): void {
  out.push(place);
  descend(place, out);
}

function descend(place: Place, out: Place[]): void {
  const { node, path } = place;
  switch (node.kind) {
    case "object": {
      const mustPlace = node.nullable || (place.key !== undefined && !place.key.required);
      const scaffold = mustPlace ? extendScaffold(place.scaffold, path, minimalValue(node)) : place.scaffold;
      for (const p of node.properties) {
        visit(
          {
            node: p.node,
            path: joinPointer(path, p.name),
            scaffold,
            branches: place.branches,
            key: { name: p.name, required: p.required, mapEntry: false },
          },
          out,
        );
      }
      if (node.values) {
        const taken = new Set(node.properties.map((p) => p.name));
        let key = MAP_ENTRY_KEY;
        while (taken.has(key)) key = `${key}_`;
        const withEntry = { ...(minimalValue(node) as Record<string, unknown>), [key]: minimalValue(node.values) };
        visit(
          {
            node: node.values,
            path: joinPointer(path, key),
            scaffold: extendScaffold(place.scaffold, path, withEntry),
            branches: place.branches,
            key: { name: key, required: false, mapEntry: true },
          },
          out,
        );
      }
      return;
    }
    case "array":
      visit(
        {
          node: node.items,
          path: joinPointer(path, 0),
          scaffold: extendScaffold(place.scaffold, path, [minimalValue(node.items)]),
          branches: place.branches,
        },
        out,
      );
      return;
    case "union":
      if (!node.tag) return;
      for (const branch of node.branches) {
        const scaffold = extendScaffold(place.scaffold, path, minimalValue(branch.node));
        const inner: Place[] = [];
        // The branch object itself is the union's place: only what lies inside it is new.
        const branches = [...(place.branches ?? []), `${node.tag}=${branch.tagValue ?? "?"}`];
        descend(
          {
            ...place,
            node: { ...branch.node, nullable: false },
            scaffold,
            branches,
            key: { name: "", required: true, mapEntry: false },
          },
          inner,
        );
        for (const p of inner)
          out.push(p.key?.name === node.tag && p.path === joinPointer(path, node.tag) ? { ...p, tagOf: path } : p);
      }
      return;
    default:
      return;
  }
}
