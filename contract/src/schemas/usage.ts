/**
 * doc 1 "Usage and spend" (with doc 2 Identity, pipelines, models, catalogs: /usage, /usage/spend).
 */
import { arr, bool, described, nullable, num, obj, oneOfStrings, ref, str, type Schema } from "../dsl.ts";

/** doc 1 PublicSpend `dimension` = doc 2 /usage/spend query `dimension`. */
const SPEND_DIMENSIONS = ["model", "agentKind", "service", "repo", "taskType", "ticket", "run"] as const;
/** doc 1 PublicSpend `window` = doc 2 /usage/spend query `window`. */
const SPEND_WINDOWS = ["24h", "7d", "30d", "90d"] as const;

export const schemas: Record<string, Schema> = {
  PublicUsage: obj(
    {
      budget: obj(
        {
          costLimit: num(),
          costSpent: num(),
          exceeded: bool(),
          inputTokens: num(),
          outputTokens: num(),
        },
        "all",
      ),
      currency: str(),
      periodStart: num(),
      rows: described(
        arr(
          obj(
            {
              billing: oneOfStrings(["metered", "subscription"]),
              calls: num(),
              costEstimate: num(),
              inputTokens: num(),
              model: str(),
              outputTokens: num(),
              provider: str(),
              vendor: nullable(str()),
            },
            "all",
          ),
        ),
        "Costs on `subscription` rows are illustrative (flat-rate plan) and must not be summed with metered cost.",
      ),
    },
    "all",
  ),
  PublicSpend: obj(
    {
      currency: str(),
      dimension: oneOfStrings(SPEND_DIMENSIONS),
      generatedAt: num(),
      rolledUpThrough: nullable(num()),
      rows: arr(ref("PublicSpendRow")),
      since: num(),
      source: oneOfStrings(["ledger", "daily-rollup"]),
      totals: ref("PublicSpendTotals"),
      truncated: bool(),
      window: oneOfStrings(SPEND_WINDOWS),
    },
    "all",
  ),
  PublicSpendRow: obj(
    {
      calls: num(),
      inputTokens: num(),
      key: described(str(), "empty string = unattributed bucket"),
      label: nullable(str()),
      meteredCost: num(),
      outputTokens: num(),
      subscriptionCost: num(),
    },
    "all",
  ),
  PublicSpendTotals: obj(
    {
      calls: num(),
      inputTokens: num(),
      meteredCost: num(),
      outputTokens: num(),
      subscriptionCost: num(),
    },
    "all",
  ),
};
