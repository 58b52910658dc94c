/**
 * doc 2 Repos, POST /repos/bootstrap: "object* (required; a brief or reference architecture)" — a
 * body naming a reference architecture and no brief is a bootstrap request, taken as one naming a
 * brief is. The body's fields are not shown, so the suite cannot write one: `facts.bootstrapArchitecture`
 * gives it. It must be taken (201), every poll of its job answered without a 5XX (GET
 * /repos/bootstrap/{jobId}: 200 incl. `failureKind`), and the repository and service frame it makes
 * listed. A job that fails instead (`failureKind`, retryable or not) lists neither, and is not exercised.
 * Disposable target only: no route removes a repository.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { trackService } from "../../../generators/calls/resources.ts";
import { guarded } from "../kit/verdicts.ts";
import { disposableOnly } from "../../common/disposable.ts";
import { factGated } from "../../common/fact-gated.ts";
import { bootstrap } from "./repo-backed.ts";

const bootstrapArchitecture: Rule = {
  id: "STATE-REPO-BOOTSTRAP-ARCHITECTURE",
  title:
    "A bootstrap naming a reference architecture and no brief is taken, polled without a 5XX, and makes its repository",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Repos (POST /repos/bootstrap: object*, required; a brief or reference architecture; 201 with a job to poll; GET /repos/bootstrap/{jobId}: 200 incl. `failureKind`)",
  clauses: ["D2-REPOS-BOOTSTRAP-BODY", "D2-REPOS-BOOTSTRAP-FAILURE-KIND"],
  profile: "full",
  scope: "global",
  // It compares GET /services and GET /repos whole while its job runs: not while another check adds services.
  shares: () => ({ writes: ["/services"] }),
  check: (c) =>
    guarded(c, async () => {
      const body = c.t.info.facts.bootstrapArchitecture!;
      const made = await bootstrap(c, body, "facts.bootstrapArchitecture (a reference architecture, no brief)", true);
      trackService(c, made.serviceId);
      c.pass(
        `facts.bootstrapArchitecture taken (201); its job polled without a 5XX made repository ${made.repoId} and service frame ${made.serviceId}`,
      );
    }),
};

export const repoBootstrapArchitecture = disposableOnly(
  factGated(
    bootstrapArchitecture,
    "bootstrapArchitecture",
    "a bootstrap body naming a reference architecture and no brief",
  ),
  "it bootstraps a repository, which no route removes",
);
