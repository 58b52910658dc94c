/**
 * `--add-unknown`: what doc 2 Versioning says may appear in any answer without a major version
 * ("new enum values, new object fields"), put into successful JSON answers so that a client which
 * refuses them shows it. Every object gets one field no shape states; where the contract gives a
 * string field a closed set of values, the value becomes one outside the set — only on the first
 * answer of each operation to each client, so a client polling a status still sees the real value
 * afterwards and can finish its flow.
 */
import { describeSchema, type ConstraintNode } from "../../../lib/contract/constraints.ts";
import type { Operation, OperationIndex } from "../../../lib/contract/operations.ts";
import type { ClientLabel } from "../types.ts";

/** A field name no shape of the contract states. */
export const UNKNOWN_FIELD = "addedByCheckClients";
export const UNKNOWN_FIELD_VALUE = "a field this client does not know (doc 2 Versioning: accept it)";
/** A value outside every closed set of the contract. */
export const UNKNOWN_VALUE = "value_from_a_later_version";

export interface UnknownAdded {
  body: unknown;
  fields: number;
  values: string[];
}

export class UnknownDoctor {
  private readonly nodes = new Map<string, ConstraintNode | null>();
  private readonly valuesGiven = new Set<string>();

  constructor(private readonly index: OperationIndex) {}

  apply(client: ClientLabel, op: Operation, body: unknown): UnknownAdded {
    const first = `${client}\u0000${op.operationId}`;
    const withValues = !this.valuesGiven.has(first);
    this.valuesGiven.add(first);
    const added: UnknownAdded = { body: undefined, fields: 0, values: [] };
    added.body = walk(body, this.node(op), "", withValues, added);
    return added;
  }

  private node(op: Operation): ConstraintNode | null {
    if (!this.nodes.has(op.operationId)) {
      const components = this.index.document.components.schemas;
      this.nodes.set(op.operationId, op.successSchema ? describeSchema(op.successSchema, components) : null);
    }
    return this.nodes.get(op.operationId)!;
  }
}

/** The branch of a tagged union the value is (by its tag); none for an untagged union. */
function branchOf(node: ConstraintNode | null, value: Record<string, unknown>): ConstraintNode | null {
  if (node?.kind !== "union") return node;
  if (!node.tag) return null;
  return node.branches.find((b) => b.tagValue === value[node.tag!])?.node ?? null;
}

function walk(
  value: unknown,
  node: ConstraintNode | null,
  pointer: string,
  withValues: boolean,
  added: UnknownAdded,
): unknown {
  if (Array.isArray(value)) {
    const items = node?.kind === "array" ? node.items : null;
    return value.map((v, i) => walk(v, items, `${pointer}/${i}`, withValues, added));
  }
  if (value === null || typeof value !== "object") return value;
  const obj = value as Record<string, unknown>;
  const shape = branchOf(node, obj);
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(obj)) {
    const at = `${pointer}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const prop =
      shape?.kind === "object" ? (shape.properties.find((p) => p.name === name)?.node ?? shape.values ?? null) : null;
    if (withValues && prop?.kind === "string" && prop.enum?.length && typeof v === "string" && prop.enum.includes(v)) {
      out[name] = UNKNOWN_VALUE;
      added.values.push(at);
    } else out[name] = walk(v, prop, at, withValues, added);
  }
  if (!(UNKNOWN_FIELD in out)) {
    out[UNKNOWN_FIELD] = UNKNOWN_FIELD_VALUE;
    added.fields += 1;
  }
  return out;
}
