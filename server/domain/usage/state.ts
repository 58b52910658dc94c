/**
 * The usage slice of a workspace (doc 1 Usage and spend; doc 2 Identity table `/usage`,
 * `/usage/spend`; doc 2 Limits "Budget"). It holds the current billing period's per-model rows, the
 * workspace-tier budget and a small spend ledger that `/usage/spend` aggregates by dimension.
 * Account-tier and user-tier budgets are not reachable (doc 2 Authentication 3), so none is kept.
 */
import type { Workspace } from "../workspace.ts";

export type Billing = "metered" | "subscription";
export type SpendDimension = "model" | "agentKind" | "service" | "repo" | "taskType" | "ticket" | "run";
export const SPEND_DIMENSIONS: SpendDimension[] = [
  "model",
  "agentKind",
  "service",
  "repo",
  "taskType",
  "ticket",
  "run",
];

/** One row of PublicUsage.rows (doc 1 Usage and spend). */
export interface UsageRow {
  billing: Billing;
  calls: number;
  costEstimate: number;
  inputTokens: number;
  model: string;
  outputTokens: number;
  provider: string;
  vendor: string | null;
}

/** A spend ledger entry; a dimension it carries no attribution for lands in the `""` bucket. */
export interface LedgerEntry {
  at: number;
  attribution: Partial<Record<SpendDimension, { key: string; label: string | null }>>;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  meteredCost: number;
  subscriptionCost: number;
}

export interface UsageState {
  currency: string;
  periodStart: number;
  /** Workspace-tier budget of the period (reference choice: 250, in `currency`). */
  costLimit: number;
  costSpent: number;
  rows: UsageRow[];
  ledger: LedgerEntry[];
}

export function createUsageState(): UsageState {
  return { currency: "USD", periodStart: 0, costLimit: 250, costSpent: 0, rows: [], ledger: [] };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** doc 1 Usage and spend: "exceeded" — reference choice: spent has reached the limit (>=). */
export function budgetExceeded(ws: Workspace): boolean {
  return ws.usage.costSpent >= ws.usage.costLimit;
}

/**
 * Records metered spend against the workspace budget. The runs domain calls it to provoke the
 * budget rule (doc 1 States: Run `active` → `paused` when the workspace budget is exceeded; doc 2
 * Limits: use-case invocations then answer 429 `budget_exhausted`).
 */
export function spend(ws: Workspace, cost: number, tokens: { inputTokens?: number; outputTokens?: number } = {}): void {
  if (!Number.isFinite(cost) || cost < 0) return;
  ws.usage.costSpent = round(ws.usage.costSpent + cost);
  const row = ws.usage.rows.find((r) => r.billing === "metered");
  if (row) {
    row.costEstimate = round(row.costEstimate + cost);
    row.inputTokens += tokens.inputTokens ?? 0;
    row.outputTokens += tokens.outputTokens ?? 0;
  }
}

export function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

export function seedUsage(ws: Workspace): void {
  const u = ws.usage;
  const now = ws.now();
  const w = ws.id.replace(/^ws_/, "");
  // Reference choice: the billing period started 10 days before the server did.
  u.periodStart = now - 10 * DAY;
  u.rows = [
    {
      billing: "metered",
      calls: 42,
      costEstimate: 18.42,
      inputTokens: 612_000,
      model: "claude-sonnet-4",
      outputTokens: 88_000,
      provider: "anthropic",
      vendor: "anthropic",
    },
    // doc 1: costs on `subscription` rows are illustrative and must not be summed with metered cost.
    {
      billing: "subscription",
      calls: 17,
      costEstimate: 6.1,
      inputTokens: 204_000,
      model: "gpt-4.1",
      outputTokens: 31_000,
      provider: "openai-subscription",
      vendor: null,
    },
  ];
  u.costSpent = u.rows.filter((r) => r.billing === "metered").reduce((s, r) => s + r.costEstimate, 0);

  const ids = ws.ids;
  const a = (
    model: string,
    modelLabel: string,
    agentKind: string,
    service: [string, string],
    repo: [string, string],
    taskType: string,
    ticket: string,
    run: string,
  ) => ({
    model: { key: model, label: modelLabel },
    agentKind: { key: agentKind, label: null },
    service: { key: service[0], label: service[1] },
    repo: { key: repo[0], label: repo[1] },
    taskType: { key: taskType, label: null },
    ticket: { key: ticket, label: null },
    run: { key: run, label: null },
  });
  const sonnet = a(
    "claude-sonnet-4",
    "Claude Sonnet 4",
    "coder",
    [ids.service, "Board service"],
    [ids.repo, "acme/app"],
    "feature",
    "GH-101",
    ids.runDone,
  );
  const gpt = a(
    "gpt-4.1",
    "GPT-4.1",
    "reviewer",
    [ids.serviceNoRepo, "Docs frame"],
    [`repo_docs_${w}`, "acme/docs"],
    "bug",
    "LIN-42",
    ids.runFailed,
  );
  const gemini = a(
    "gemini-2.5-pro",
    "Gemini 2.5 Pro",
    "tester",
    [`svc_retired_${w}`, "Retired service"],
    [`repo_old_${w}`, "acme/legacy"],
    "document",
    "JIRA-7",
    `run_old_${w}`,
  );
  // Ages are chosen so every dimension has 3 attributed keys plus the unattributed bucket in the
  // default 30d window, fewer in 24h/7d, and one entry only the 90d window reaches.
  u.ledger = [
    {
      at: now - 2 * HOUR,
      attribution: sonnet,
      calls: 12,
      inputTokens: 180_000,
      outputTokens: 26_000,
      meteredCost: 5.4,
      subscriptionCost: 0,
    },
    {
      at: now - 5 * HOUR,
      attribution: {},
      calls: 2,
      inputTokens: 9_000,
      outputTokens: 1_000,
      meteredCost: 0.21,
      subscriptionCost: 0,
    },
    {
      at: now - 3 * DAY,
      attribution: gpt,
      calls: 9,
      inputTokens: 120_000,
      outputTokens: 18_000,
      meteredCost: 0,
      subscriptionCost: 3.2,
    },
    {
      at: now - 6 * DAY,
      attribution: sonnet,
      calls: 20,
      inputTokens: 300_000,
      outputTokens: 44_000,
      meteredCost: 9.1,
      subscriptionCost: 0,
    },
    {
      at: now - 12 * DAY,
      attribution: gemini,
      calls: 6,
      inputTokens: 70_000,
      outputTokens: 9_000,
      meteredCost: 2.05,
      subscriptionCost: 0,
    },
    {
      at: now - 20 * DAY,
      attribution: {},
      calls: 3,
      inputTokens: 15_000,
      outputTokens: 2_000,
      meteredCost: 0.4,
      subscriptionCost: 0,
    },
    {
      at: now - 60 * DAY,
      attribution: gpt,
      calls: 30,
      inputTokens: 400_000,
      outputTokens: 60_000,
      meteredCost: 0,
      subscriptionCost: 11,
    },
  ];
  // A long tail of small ticket-attributed entries 40-80 days old: in the 90d window the `ticket`
  // dimension holds more rows than the default `limit` (100), so the default can be observed; the
  // 30d window and every other dimension's attributed keys stay as above.
  for (let i = 0; i < 120; i++) {
    u.ledger.push({
      at: now - 40 * DAY - i * 8 * HOUR,
      attribution: { ticket: { key: `OPS-${1000 + i}`, label: null } },
      calls: 1,
      inputTokens: 400,
      outputTokens: 40,
      meteredCost: 0.01,
      subscriptionCost: 0,
    });
  }
}
