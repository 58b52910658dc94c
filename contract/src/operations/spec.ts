/**
 * doc 2 Endpoints, "Spec (scope read)": the 2 rows of that table, in its order, and the prose under it:
 * "Refusals of both reads: 503 with reason `spec_read_failed`, `spec_ref_unresolved` (run read) or
 * `vcs_not_configured`. An outage never yields a 200."
 */
import { ref } from "../dsl.ts";
import type { StatedError } from "../operation.ts";
import type { OperationGroup } from "./group.ts";

const SPEC_READ_FAILED: StatedError = {
  status: 503,
  token: "spec_read_failed",
  condition: 'spec read refused (doc 2 Errors: "spec reads")',
};
const VCS_NOT_CONFIGURED: StatedError = {
  status: 503,
  token: "vcs_not_configured",
  condition: 'spec read refused (doc 2 Errors: "spec reads")',
};
const REFUSALS = "An outage never yields a 200.";

export const group: OperationGroup = {
  tag: "Spec",
  heading: "Spec (scope read)",
  operations: [
    {
      operationId: "getServiceSpec",
      method: "get",
      path: "/services/{serviceId}/spec",
      scope: "read",
      status: 200,
      summary: "Read the in-repo specification of a service at its default branch",
      notes: `read at the default branch; \`present: false\` semantics via \`anchor\` \`absent\`; partially readable spec is served with \`issues\`. Refusals: 503 with reason \`spec_read_failed\` or \`vcs_not_configured\`. ${REFUSALS}`,
      success: { kind: "json", schema: ref("PublicServiceSpec") },
      errors: [SPEC_READ_FAILED, VCS_NOT_CONFIGURED],
    },
    {
      operationId: "getRunSpec",
      method: "get",
      path: "/runs/{runId}/spec",
      scope: "read",
      status: 200,
      summary: "Read the in-repo specification at the branch a run pushed",
      notes: `read at the branch the run pushed; \`anchor\` \`not_read\` (and \`provenance\` null) when no tester has reported. Refusals: 503 with reason \`spec_read_failed\`, \`spec_ref_unresolved\` or \`vcs_not_configured\`. ${REFUSALS}`,
      success: { kind: "json", schema: ref("PublicRunSpec") },
      errors: [
        SPEC_READ_FAILED,
        {
          status: 503,
          token: "spec_ref_unresolved",
          condition: 'run spec read refused (doc 2 Errors: "spec reads"; run read only)',
        },
        VCS_NOT_CONFIGURED,
        { status: 404, token: "run_not_found", condition: "run the key cannot read" },
      ],
    },
  ],
};
