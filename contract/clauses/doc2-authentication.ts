/** doc 2 Authentication, its twelve numbered statements. */
import { clause } from "./types.ts";
import { LENT_ADMIN } from "./notes/keys.ts";

const S = "Authentication";

export const AUTHENTICATION = [
  clause("D2-AUTH-1-CREDENTIAL", 2, S, "1: a key is a fixed prefix, a key id, a dot and a secret", {
    uncheckable: "the prefix is not shown, and whether `secret` holds the whole credential is not stated",
  }),
  clause("D2-AUTH-2-BEARER", 2, S, "2: every operation requires a key, sent as a bearer token"),
  clause("D2-AUTH-2-STREAMS", 2, S, "2: event streams are authenticated by the same key header"),
  clause(
    "D2-AUTH-3-ONE-WORKSPACE",
    2,
    S,
    "3: each key is bound to one account and one workspace; every call acts within that workspace only",
  ),
  clause("D2-AUTH-3-NO-OTHER-BUDGETS", 2, S, "3: account-tier and user-tier budgets are not reachable", {
    uncheckable: "no operation names a tier, so reaching one cannot be observed",
  }),
  clause("D2-AUTH-4-LADDER", 2, S, "4: the scope ladder is inclusive: a higher scope grants everything below"),
  clause("D2-AUTH-5-403", 2, S, "5: a key below the operation's lowest scope is refused 403 `insufficient_scope`"),
  clause("D2-AUTH-5-401", 2, S, "5: an absent or unknown key is refused 401"),
  clause(
    "D2-AUTH-6-SCOPE-USES",
    2,
    S,
    "6: read for all reads, write for creating and editing, decide for answering, admin for keys, environments, services, task delete, repos, catalogs, notification act, webhooks",
  ),
  clause(
    "D2-AUTH-7-PARK-NEEDS-DECIDE",
    2,
    S,
    "7: starting a task whose pipeline can park on a human decision requires a `decide` key",
  ),
  clause(
    "D2-AUTH-8-NO-ADMIN-MINT",
    2,
    S,
    "8: provisioned keys are read, write or decide only, never admin, so a provisioned key cannot provision",
  ),
  clause("D2-AUTH-8-REVOKE-CASCADE", 2, S, "8: revoking a key revokes all keys it minted", { disposable: LENT_ADMIN }),
  clause(
    "D2-AUTH-9-INDIVIDUAL-USAGE",
    2,
    S,
    "9: tasks on an individual-usage model cannot be started or retried through the API; cards that would retry such a run cannot be acted on",
  ),
  clause(
    "D2-AUTH-9-PERSONAL-CREDENTIAL",
    2,
    S,
    "9: a key resolving no person cannot use models that run on a personal credential",
    {
      uncheckable:
        "which models run on a personal credential is not readable apart from tasks' pins (covered by the individual-usage statement)",
    },
  ),
  clause("D2-AUTH-10-KEY-SECRET", 2, S, "10: the API-key secret is write-only (returned once)"),
  clause(
    "D2-AUTH-10-WEBHOOK-SECRET",
    2,
    S,
    "10: the webhook signing secret is write-only (only `hasSecret` is readable)",
  ),
  clause(
    "D2-AUTH-10-ENV-SECRETS",
    2,
    S,
    "10: the environment-connection secret bundle is write-only (only key names are readable)",
  ),
  clause(
    "D2-AUTH-11-EXTERNAL-IDENTITY",
    2,
    S,
    "11: `externalIdentity` on a key labels an external caller; runs and jobs report `externalIdentity` and `externalIdentityWithheld`",
  ),
  clause("D2-AUTH-12-ARTIFACT-KEY", 2, S, "12: artifact bytes are workspace-scoped and require a key"),
] as const;
