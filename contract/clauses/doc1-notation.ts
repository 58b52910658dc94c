/** doc 1: "What the service does" and the Notation paragraph of "Resources and their fields". */
import { clause } from "./types.ts";

const C = "What the service does";
const N = "Resources and their fields › Notation";

export const NOTATION = [
  clause("D1-CONCEPT-PREFIX", 1, C, "the public API is HTTP/JSON under `{base_url}` with the path prefix `/api/v1`"),
  clause("D1-CONCEPT-WORKSPACE-SCOPED", 1, C, "every call is scoped to the single workspace of the key that makes it"),
  clause("D1-CONCEPT-DECIDE-TO-ANSWER", 1, C, "answering decisions requires a key of scope `decide`"),
  clause(
    "D1-CONCEPT-JOBS-PUBLIC-PIPELINE",
    1,
    C,
    "a job runs a public, inline pipeline headlessly against a supplied brief: a pipeline that is not public is not run as a job",
  ),
  clause("D1-CONCEPT-JOBS-NOTHING-PUSHED", 1, C, "a job pushes nothing to a code host", {
    uncheckable: "what reaches a code host is not visible through the API",
  }),
  clause("D1-CONCEPT-SURFACE", 1, C, "the surface reports version 1.61.0 with 125 operations", {
    uncheckable: "no operation reports the surface's version or its operation count",
  }),
  clause("D1-NOTATION-NULLABLE", 1, N, "`T | null`: the key is present and may hold null"),
  clause("D1-NOTATION-OPTIONAL", 1, N, "`opt`: the field may be absent; absent differs from null"),
  clause("D1-NOTATION-ABSENT-KEEPS", 1, N, "on a request an absent field leaves a stored value alone"),
  clause("D1-NOTATION-REQUIRED", 1, N, "`req`: the field is required"),
  clause(
    "D1-NOTATION-ENUMS",
    1,
    N,
    'enumerations (`a` | `b`) hold only the listed values (open sets say "any other string")',
  ),
  clause("D1-NOTATION-NUMBERS", 1, N, "timestamps and counters are JSON numbers"),
  clause("D1-NOTATION-IDS", 1, N, "identifiers are strings of unspecified format"),
  clause("D1-NOTATION-BOUNDS", 1, N, "stated lengths and ranges of request fields are inclusive (`1-200`, `max 2000`)"),
  clause(
    "D1-ERROR-ENVELOPE",
    1,
    "Resources and their fields › Error envelope",
    "`error` with `code` and `message` required; `details` and `issues` optional",
  ),
] as const;
