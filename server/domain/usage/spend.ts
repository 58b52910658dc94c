/**
 * `/usage/spend` (doc 1 Usage and spend, PublicSpend; doc 2 Identity table): the ledger of the
 * window aggregated by one dimension. Reference choices: rows ordered by total cost (metered +
 * subscription) descending, then key; the unattributed bucket (`key` "") last; `totals` cover
 * every row of the window, including rows cut by `limit`.
 */
import type { Workspace } from "../workspace.ts";
import { round, type SpendDimension } from "./state.ts";

export type SpendWindow = "24h" | "7d" | "30d" | "90d";
const WINDOW_MS: Record<SpendWindow, number> = {
  "24h": 86_400_000,
  "7d": 7 * 86_400_000,
  "30d": 30 * 86_400_000,
  "90d": 90 * 86_400_000,
};

interface Row {
  calls: number;
  inputTokens: number;
  key: string;
  label: string | null;
  meteredCost: number;
  outputTokens: number;
  subscriptionCost: number;
}

export function spendReport(ws: Workspace, dimension: SpendDimension, window: SpendWindow, limit: number) {
  const now = ws.now();
  // Own properties only: `window` and `dimension` come from the query (enumerated by the contract, checked before).
  const since = now - (Object.hasOwn(WINDOW_MS, window) ? WINDOW_MS[window] : WINDOW_MS["30d"]);
  const byKey = new Map<string, Row>();
  for (const e of ws.usage.ledger) {
    if (e.at < since) continue;
    const attr = Object.hasOwn(e.attribution, dimension) ? e.attribution[dimension] : undefined;
    const key = attr?.key ?? "";
    const row = byKey.get(key) ?? {
      calls: 0,
      inputTokens: 0,
      key,
      label: attr?.label ?? null,
      meteredCost: 0,
      outputTokens: 0,
      subscriptionCost: 0,
    };
    row.calls += e.calls;
    row.inputTokens += e.inputTokens;
    row.outputTokens += e.outputTokens;
    row.meteredCost = round(row.meteredCost + e.meteredCost);
    row.subscriptionCost = round(row.subscriptionCost + e.subscriptionCost);
    byKey.set(key, row);
  }
  const all = [...byKey.values()].sort((x, y) => {
    if ((x.key === "") !== (y.key === "")) return x.key === "" ? 1 : -1;
    const d = y.meteredCost + y.subscriptionCost - (x.meteredCost + x.subscriptionCost);
    return d !== 0 ? d : x.key < y.key ? -1 : x.key > y.key ? 1 : 0;
  });
  const totals = { calls: 0, inputTokens: 0, meteredCost: 0, outputTokens: 0, subscriptionCost: 0 };
  for (const r of all) {
    totals.calls += r.calls;
    totals.inputTokens += r.inputTokens;
    totals.outputTokens += r.outputTokens;
    totals.meteredCost = round(totals.meteredCost + r.meteredCost);
    totals.subscriptionCost = round(totals.subscriptionCost + r.subscriptionCost);
  }
  // Reference choice: the short windows read the ledger itself; 30d/90d read the daily rollup,
  // rolled up through the start of the current UTC day (`rolledUpThrough` null for the ledger).
  const rollup = window === "30d" || window === "90d";
  return {
    currency: ws.usage.currency,
    dimension,
    generatedAt: now,
    rolledUpThrough: rollup ? now - (now % 86_400_000) : null,
    rows: all.slice(0, limit),
    since,
    source: rollup ? "daily-rollup" : "ledger",
    totals,
    truncated: all.length > limit,
    window,
  };
}
