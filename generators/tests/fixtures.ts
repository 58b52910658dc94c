/** What the generator tests share: the contract, its validators and the operations' constraint trees. */
import {
  ContractValidators,
  contractIndex,
  describeSchema,
  type ConstraintNode,
  type Issue,
  type Validate,
} from "../../lib/contract/index.ts";
import type { Operation } from "../../lib/contract/operations.ts";

export const index = contractIndex();
export const components = index.document.components.schemas;
export const validators = new ContractValidators(index);

export interface BodyTarget {
  name: string;
  node: ConstraintNode;
  validate: Validate;
}

/** Every request body of every operation. */
export const bodies: BodyTarget[] = index.all
  .filter((op) => op.body)
  .map((op) => ({
    name: op.operationId,
    node: describeSchema(op.body!.schema, components),
    validate: validators.requestBody(op.operationId)!,
  }));

/** Every named shape of the contract, read exactly. */
export const shapes: BodyTarget[] = Object.keys(components).map((name) => ({
  name,
  node: describeSchema({ $ref: `#/components/schemas/${name}` }, components),
  validate: validators.schema(name, "exact"),
}));

/** Every operation with query parameters. */
export const queryOps: Operation[] = index.all.filter((op) => op.queryParams.length > 0);

export const RUN_SEED = 20240611;

export function show(issues: Issue[]): string {
  return issues.map((i) => `${i.path || "(root)"} ${i.keyword}: ${i.message}`).join("; ");
}
