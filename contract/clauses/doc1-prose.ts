/** doc 1 "Resources described only by prose": field names are not shown, so most are uncheckable. */
import { clause } from "./types.ts";

const P = "Resources described only by prose";
const NAMES = '"Exact field names for the items in this list: not shown"';
/**
 * The catalogs' entries are found as each reply's one array of objects; that a catalog holds any is
 * the deployment's, so the configuration says so (an empty catalog is otherwise a valid answer).
 */
const CATALOGS = {
  key: "catalogEntries",
  why: "an empty catalog is a valid answer for a deployment without entries: the configuration says the target's catalogs hold some",
};

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
    { fact: CATALOGS },
  ),
  clause("D1-PROSE-MODEL-PRESET", 1, P, "a model preset: `baseModelId`, `overrides`, a workspace-default marker", {
    fact: CATALOGS,
  }),
  clause(
    "D1-PROSE-RISK-POLICY",
    1,
    P,
    "a risk policy: id, `autoMergeEnabled`, `dryRunRoles`, caps, a workspace-default marker",
    { fact: CATALOGS },
  ),
  clause("D1-PROSE-TASK-TYPE", 1, P, "a task type lists the fields it accepts", { fact: CATALOGS }),
  clause("D1-PROSE-TASK-TYPE-HIDDEN", 1, P, "hidden task types are absent from GET /task-types", {
    fact: {
      key: "hiddenTaskType",
      why: "which task types are hidden is not readable: the configuration names one the deployment hides",
    },
  }),
  clause(
    "D1-PROSE-USE-CASE",
    1,
    P,
    "a use case: allowed models, each with availability (an unavailable one carries cause `provider_unavailable` or `container_only`), accepted parameters, temperature and output bounds",
    { fact: CATALOGS },
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
