/** doc 1 "Resources described only by prose": field names are not shown, so most are uncheckable. */
import { clause } from "./types.ts";

const P = "Resources described only by prose";
const NAMES = '"Exact field names for the items in this list: not shown"';

export const PROSE = [
  clause(
    "D1-PROSE-MERGE-RECORD",
    1,
    P,
    "a merge record: change class (`unknown` never matches a per-class rule), merger score, preset, pull request outcome, effort tag `none`|`minor`|`major`|null, `recordId`",
    { uncheckable: NAMES },
  ),
  clause("D1-PROSE-ROLLUP-ZEROS", 1, P, "a merge rollup class with no records appears as zeros", {
    uncheckable: NAMES,
  }),
  clause(
    "D1-PROSE-MODEL-CATALOG",
    1,
    P,
    "model catalog entries carry `available`, `policyBlocked`, `personalSubscription`, `subscriptionConfigured` (null: nobody could be asked), `userScoped`",
    { uncheckable: "the entries' array is not named, so the flags cannot be found" },
  ),
  clause("D1-PROSE-MODEL-PRESET", 1, P, "a model preset: `baseModelId`, `overrides`, a workspace-default marker", {
    uncheckable: "the presets' array is not named",
  }),
  clause(
    "D1-PROSE-RISK-POLICY",
    1,
    P,
    "a risk policy: id, `autoMergeEnabled`, `dryRunRoles`, caps, a workspace-default marker",
    { uncheckable: "the policies' array is not named" },
  ),
  clause("D1-PROSE-TASK-TYPE", 1, P, "a task type lists the fields it accepts; hidden types are absent", {
    uncheckable: `${NAMES}; which types are hidden is not readable`,
  }),
  clause(
    "D1-PROSE-USE-CASE",
    1,
    P,
    "a use case: allowed models, each with availability (an unavailable one carries cause `provider_unavailable` or `container_only`), accepted parameters, temperature and output bounds",
    { uncheckable: NAMES },
  ),
  clause(
    "D1-PROSE-REPO-ROW",
    1,
    P,
    "a repository row: `repoId` and its backing service (null when none, always null for a monorepo); available rows carry `linked`",
  ),
  clause(
    "D1-PROSE-VCS-CONNECTION",
    1,
    P,
    "a source-control connection: account, authentication, two permissions; `connection` null when nothing is connected",
  ),
  clause(
    "D1-PROSE-WRITEBACK-DEFAULT",
    1,
    P,
    "tracker writeback: three on/off actions and `updatedAt`, null while nobody has chosen, in which case all three are on",
  ),
  clause(
    "D1-PROSE-ENV-CONNECTION",
    1,
    P,
    "an environment connection: handler with provision type, `engine`, `backendKind`, endpoint, and the names (never values) of stored secret keys",
  ),
  clause(
    "D1-PROSE-MANIFEST-TYPE",
    1,
    P,
    "a custom manifest type: id, label, default manifest path, `source` `registered`|`workspace`",
    { uncheckable: NAMES },
  ),
] as const;
