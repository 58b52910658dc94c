/**
 * The vocabulary of a contract diff: the places two documents are compared at (sites), what a
 * change kind finds there, and the change as the report carries it.
 */
import type { VERSIONING } from "../../contract/clauses/doc2-versioning.ts";
import type { JudgingClause } from "./clause-sentences.ts";
import type { JsonSchema } from "../contract/types.ts";

/**
 * How a change stands against doc 2 Versioning. `compatible`: a response now promises more than
 * before (a field always present, a bound narrowed, an enum value no longer sent); nothing appears
 * and nothing a client of the old document relies on goes, but the clause names only additions.
 */
export type ChangeClass = "breaking" | "additive" | "compatible" | "documentation";
export const CHANGE_CLASSES: readonly ChangeClass[] = ["breaking", "additive", "compatible", "documentation"];

/** A Versioning clause of the register (contract/clauses/doc2-versioning.ts). */
export type VersioningClauseId = (typeof VERSIONING)[number]["id"];

/** Which way a schema is read: a client writes requests and reads responses. */
export type Direction = "request" | "response";

/** One side of an OpenAPI document, as read from a file. */
export type Document = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

/** An operation of one document, with the keys it is paired by. */
export interface OperationView {
  operationId: string;
  method: string;
  path: string;
  raw: Record<string, unknown>;
  /** JSON pointer of the operation object. */
  pointer: string;
  /** Path-item parameters merged under the operation's own (the operation's win). */
  parameters: { raw: Record<string, unknown>; pointer: string }[];
}

/**
 * A schema node with its $ref resolved and `null` lifted out of its type, so that a nullable string
 * and a string compare as one type with a flag.
 */
export interface SchemaNode {
  raw: JsonSchema;
  /** Where the node's keywords live (the $ref target when the node was reached through one). */
  pointer: string;
  /** The $ref names followed to reach it (cycle guard and shape name). */
  refs: string[];
  /** Types other than null; empty when the schema states none (any). */
  types: string[];
  nullable: boolean;
  /** The union's branches (oneOf/anyOf other than the nullable idiom), keyed for pairing. */
  variants: { key: string; tagged: boolean; node: SchemaNode }[] | null;
  /**
   * For a node merged from `allOf` parts: the pointer of the part stating each keyword, and each
   * property (`properties/<name>`), when it is not `pointer` itself.
   */
  origins?: Record<string, string>;
}

/** Where a change is, for a reader: the operation, the part of it, and the field inside that part. */
export interface Location {
  operationId: string | null;
  method: string | null;
  path: string | null;
  /** `request body`, `response 200`, `query parameter limit`, `operation`, `document`. */
  part: string;
  /** Field path inside the part (`steps[].kind`, `{}` for a map's values); empty for the part itself. */
  field: string;
}

interface SiteBase {
  location: Location;
}

/** The two documents as wholes (servers, info, security schemes, the scope ladder). */
export interface DocumentSite extends SiteBase {
  site: "document";
  old: Document;
  new: Document;
}
/** An operation on each side; one side missing when it was added or removed. */
export interface OperationSite extends SiteBase {
  site: "operation";
  old: OperationView | undefined;
  new: OperationView | undefined;
}
/** Named members of an operation paired by key (parameters, responses, media types, headers, stated errors). */
export interface MemberSite extends SiteBase {
  site: "parameter" | "response" | "request-media" | "response-media" | "response-header" | "error" | "request-body";
  /** What it is paired by: `query limit`, a status, a media type, a header name, `404 code`. */
  key: string;
  old: Record<string, unknown> | undefined;
  new: Record<string, unknown> | undefined;
  oldPointer: string | null;
  newPointer: string | null;
}
/** Two schema nodes at the same place of a request or a response. */
export interface SchemaSite extends SiteBase {
  site: "schema";
  direction: Direction;
  old: SchemaNode;
  new: SchemaNode;
}
export type Site = DocumentSite | OperationSite | MemberSite | SchemaSite;
export type SiteName = Site["site"];

/** What a detector reports at a site: the values on each side, and where when finer than the site. */
export interface Finding {
  old: unknown;
  new: unknown;
  oldPointer: string | null;
  newPointer: string | null;
  /** Overrides the site's field (a property added under the site's object). */
  field?: string;
  /** A few words a reader needs beyond old and new (`maxLength`, `enum value "x"`). */
  detail?: string;
}

/** One row of the table of change kinds: data, plus the one function that finds it. */
export interface ChangeKind<S extends Site = Site> {
  id: string;
  class: ChangeClass;
  title: string;
  /** The site (or sites) whose pairs it looks at. */
  site: S["site"] | readonly S["site"][];
  /** The Versioning clause the class is judged by. */
  clause: JudgingClause;
  /** Why this kind has this class under that clause, in a few words. */
  because: string;
  detect(site: S): Finding[];
}

/** A change as reported: one per kind and place; `where` lists every operation it reaches. */
export interface Change {
  kind: string;
  class: ChangeClass;
  title: string;
  clause: JudgingClause;
  /** The clause's sentence in doc 2 Versioning. */
  sentence: string;
  because: string;
  old: unknown;
  new: unknown;
  oldPointer: string | null;
  newPointer: string | null;
  detail?: string;
  where: Location[];
}

export interface DocumentSummary {
  file: string;
  title: string | null;
  version: string | null;
  operations: number;
}

export interface ContractDiff {
  tool: "diff-contract";
  old: DocumentSummary;
  new: DocumentSummary;
  /** breaking if any change is; otherwise non-breaking if any change is at all; identical if none. */
  verdict: "breaking" | "non-breaking" | "identical";
  summary: Record<ChangeClass, number>;
  changes: Change[];
}
