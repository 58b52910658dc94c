/** doc 2 Endpoints › Spec (scope read). */
import { clause } from "../types.ts";

const S = "Endpoints › Spec";

export const SPEC = [
  clause("D2-SPEC-SERVICE-DEFAULT-BRANCH", 2, S, "GET /services/{serviceId}/spec reads at the default branch", {
    operationId: "getServiceSpec",
    uncheckable: "which branch is the default, and what the spec holds there, are the code host's",
  }),
  clause("D2-SPEC-PARTIAL-ISSUES", 2, S, "a partially readable spec is served with `issues`", {
    operationId: "getServiceSpec",
    fact: {
      key: "specPartialService",
      why: "which repository's spec is partly unreadable is the code host's: the configuration names a service whose spec is",
    },
  }),
  clause(
    "D2-SPEC-WHOLE-READ",
    2,
    S,
    "a spec the repository holds is served (`present: false` semantics via `anchor` `absent`, so a held spec never reads `absent`), its document in `spec`; a wholly readable one with nothing in `issues`, which name what could not be read (SpecReadIssue kinds)",
    {
      operationId: "getServiceSpec",
      fact: {
        key: "specWholeService",
        why: "what a repository's spec holds, and whether all of it is readable, is the code host's: the configuration names a service whose spec is wholly readable",
      },
    },
  ),
  clause("D2-SPEC-ABSENT-ANCHOR", 2, S, "no spec present reads as `anchor` `absent` (not an error)", {
    operationId: "getServiceSpec",
  }),
  clause(
    "D2-SPEC-RUN-NOT-READ",
    2,
    S,
    "GET /runs/{runId}/spec: `anchor` `not_read` and `provenance` null when no tester has reported (doc 1: provenance null only then)",
    { operationId: "getRunSpec" },
  ),
  clause(
    "D2-SPEC-503-REASONS",
    2,
    S,
    "a refused spec read is 503 with reason `spec_read_failed`, `spec_ref_unresolved` (run read) or `vcs_not_configured` (also Errors)",
  ),
  clause("D2-SPEC-OUTAGE-NEVER-200", 2, S, "an outage never yields a 200"),
] as const;
