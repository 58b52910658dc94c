/**
 * The sentences of doc 2 "Versioning" that changes are judged by, verbatim, under the register's
 * clause ids (contract/clauses/doc2-versioning.ts). A change cites its clause by id; the report
 * prints the sentence beside it so that a reader does not need the document open.
 */
import type { VersioningClauseId } from "./types.ts";

export const VERSIONING_SENTENCES = {
  "D2-VERSION-PREFIX": "Path prefix `/api/v1`; the surface version is 1.61.0.",
  "D2-VERSION-ADDITIVE":
    "The API is additive: new enum values, new object fields and new error codes may appear without a major version.",
  "D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN":
    "Consumers must accept unknown enum values and unknown fields, and treat `code` as an open string.",
  "D2-VERSION-ABSENT-NULL":
    "Absent and null are distinct everywhere: an omitted request field keeps the stored value; `null` is a value.",
} as const satisfies Partial<Record<VersioningClauseId, string>>;

export type JudgingClause = keyof typeof VERSIONING_SENTENCES;
