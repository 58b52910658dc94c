import type { OperationSpec } from "../operation.ts";

/** One group of the endpoints document: its tag (the group name of the operation table) and its operations. */
export interface OperationGroup {
  tag: string;
  /** The group heading of the endpoints document, for the tag's description. */
  heading: string;
  operations: OperationSpec[];
}
