/** The generators: values, cases and seeds derived from the contract's schemas. */
export { validValue, minimalValue } from "./values.ts";
export { boundaryCases, applyCase, withValueAt, UNKNOWN_MEMBER, type BoundaryCase } from "./boundaries.ts";
export { violations, applyViolation, type Violation, type ViolatedConstraint } from "./violations.ts";
export { absentNullVariants, type AbsentNullVariant } from "./absent-null.ts";
export {
  validQuery,
  validPathParams,
  minimalQuery,
  pathParamsFor,
  boundaryQueries,
  queryViolations,
  missingQueryParams,
  paramNode,
  toParamString,
  type QueryCase,
  type QueryViolation,
} from "./query.ts";
export { seedFor, sample } from "./seed.ts";
export {
  ABSENT,
  placeAt,
  extendScaffold,
  valueAt,
  parentPointer,
  lastSegment,
  joinPointer,
  type Absent,
  type Scaffold,
} from "./pointer.ts";
export { places, placeLabel, MAP_ENTRY_KEY, type Place } from "./walk.ts";
export { STRING_CAP, stringOfLength, patternBreaker, formatBreaker, keepsStringRules } from "./strings.ts";
