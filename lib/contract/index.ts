/** The public face of lib/contract: what the server, the suite and the generators import. */
export * from "./types.ts";
export { loadContract, validateContract, DEFAULT_CONTRACT_PATH } from "./load.ts";
export {
  OperationIndex,
  contractIndex,
  type Operation,
  type RouteLookup,
  type MatchedOperation,
} from "./operations.ts";
export { PathMatcher, fillPath } from "./path-matcher.ts";
export { ContractValidators, type Issue, type Validate, type ValidationResult, type DriftItem } from "./validators.ts";
export { describeSchema, type ConstraintNode } from "./constraints.ts";
export { toVariant, type SchemaVariant } from "./schema-variants.ts";
