/** doc 2 Endpoints › Identity, pipelines, models, catalogs. */
import { clause } from "../types.ts";

const S = "Endpoints › Identity, pipelines, models, catalogs";

export const IDENTITY = [
  clause("D2-ID-ME-SELFCHECK", 2, S, "GET /me describes the calling key (startup self-check)", {
    operationId: "getMe",
  }),
  clause("D2-ID-MODELS-FLAGS", 2, S, "GET /models: the catalog with availability flags", {
    operationId: "listModels",
    fact: {
      key: "catalogEntries",
      why: "an empty catalog is a valid answer for a deployment without models: the configuration says the target's catalog holds some",
    },
  }),
  clause("D2-ID-USAGE-PERIOD", 2, S, "GET /usage: the current billing period, workspace tier only", {
    operationId: "getUsage",
    uncheckable: "the billing period and the tiers' figures are the deployment's, not readable otherwise",
  }),
  clause("D2-ID-SPEND-QUERY", 2, S, "GET /usage/spend: `dimension` required, `window` optional, `limit` 1-500", {
    operationId: "getUsageSpend",
  }),
  clause("D2-ID-SPEND-DEFAULT-LIMIT", 2, S, "GET /usage/spend: `limit` defaults to 100", {
    operationId: "getUsageSpend",
  }),
  clause(
    "D2-ID-SPEND-TRUNCATED",
    2,
    S,
    "GET /usage/spend: `limit` 1-500 (default 100); PublicSpend carries `truncated` boolean",
    {
      operationId: "getUsageSpend",
      fact: {
        key: "spendTruncated",
        why: "doc 1 does not show what `truncated` means, and only it can say that a dimension holds more rows than a report showed: only where the config's facts say it means rows beyond `limit` were left out must a `limit` above 100 show them",
      },
    },
  ),
  clause(
    "D2-ID-VCS-NULL",
    2,
    S,
    "GET /vcs/connection: `connection` null when nothing is connected (a state, not an error)",
    { operationId: "getVcsConnection" },
  ),
  clause(
    "D2-ID-WRITEBACK-MERGED",
    2,
    S,
    "PATCH /tracker/writeback: any of three actions on/off, merged (an omitted action keeps its value)",
    { operationId: "updateTrackerWriteback" },
  ),
  clause(
    "D2-ID-WRITEBACK-EMPTY-NOOP",
    2,
    S,
    "PATCH /tracker/writeback: an empty patch is a no-op and does not stamp `updatedAt`",
    { operationId: "updateTrackerWriteback" },
  ),
] as const;
