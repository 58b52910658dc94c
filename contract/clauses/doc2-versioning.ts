/** doc 2 Versioning: the server's duties, and the conduct it asks of clients. */
import { clause } from "./types.ts";

const S = "Versioning";
const CLIENT = "a duty of clients, not of the server (the suite keeps it as a client itself)";
/** The duties a recording server can see a client break: `serve --check-clients` judges them (server/conduct/). */
const CLIENT_CONDUCT = `${CLIENT}; \`serve --check-clients\` judges other clients by it`;

export const VERSIONING = [
  clause("D2-VERSION-PREFIX", 2, S, "path prefix `/api/v1`; surface version 1.61.0"),
  clause(
    "D2-VERSION-GENERATED-DESCRIPTION",
    2,
    S,
    "the machine-readable description is generated from the same contracts the server routes use",
    { uncheckable: "no operation serves the description" },
  ),
  clause(
    "D2-VERSION-ADDITIVE",
    2,
    S,
    "new enum values, object fields and error codes may appear without a major version (reported as drift, never refused)",
  ),
  clause(
    "D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN",
    2,
    S,
    "consumers must accept unknown enum values and fields and treat `code` as an open string",
    { uncheckable: CLIENT_CONDUCT },
  ),
  clause(
    "D2-VERSION-ABSENT-NULL",
    2,
    S,
    "absent and null are distinct everywhere: an omitted request field keeps the stored value; `null` is a value",
  ),
  clause(
    "D2-VERSION-CLIENT-ERROR-CLASS",
    2,
    S,
    "clients choose the error class by HTTP status and expose `code` verbatim",
    { uncheckable: CLIENT },
  ),
  clause("D2-VERSION-CLIENT-RETRY-IDEMPOTENT", 2, S, "clients retry only idempotent requests", {
    uncheckable: CLIENT_CONDUCT,
  }),
  clause("D2-VERSION-CLIENT-NO-RECONNECT", 2, S, "clients never auto-reconnect streams", {
    uncheckable: CLIENT_CONDUCT,
  }),
  clause("D2-VERSION-CLIENT-DEADLINE", 2, S, "the client deadline bounds a response but not an open stream", {
    uncheckable: CLIENT,
  }),
  clause(
    "D2-VERSION-CLIENT-PAGING",
    2,
    S,
    "clients end paging on a null cursor and fail if the server returns the cursor just sent",
  ),
  clause("D2-VERSION-CLIENT-ANY-ORIGIN", 2, S, "clients accept any non-empty key and any origin", {
    uncheckable: CLIENT,
  }),
] as const;
