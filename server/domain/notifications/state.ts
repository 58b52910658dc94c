/**
 * The notifications slice of a workspace: notification cards (doc 1 Notifications and outbound
 * webhooks; doc 2 Notifications; doc 2 Events, Notifications) and the outbound webhook endpoints
 * (doc 2 Webhooks; doc 2 Events, Outbound webhook).
 */
import type { Workspace } from "../workspace.ts";

export type NotificationStatus = "open" | "acted" | "dismissed";

export interface NotificationRecord {
  id: string;
  seq: number;
  type: string;
  title: string;
  body: string;
  /** Optional field: absent (never null) when undefined. */
  severity?: "normal" | "urgent";
  blockId: string | null;
  executionId: string | null;
  /** Optional and nullable: undefined = absent. */
  payload?: Record<string, unknown> | null;
  status: NotificationStatus;
  createdAt: number;
  resolvedAt: number | null;
  /** The run this card would retry is on an individual-usage model (doc 2 Authentication 9). */
  individualUsage: boolean;
  /** What acting did (internal record of the effect; the card's public face shows `acted`). */
  effect: {
    action: "merge" | "retry";
    runId: string | null;
    taskId: string | null;
    byKeyId: string;
    at: number;
  } | null;
}

export interface WebhookRecord {
  id: string;
  name: string;
  url: string;
  enabled: boolean;
  types: string[];
  runEvents: string[];
  alertEvents: string[];
  /** SHA-256 digest of the signing secret; never returned (doc 2 Authentication 10). */
  secretDigest: string | null;
  updatedAt: number;
}

export interface NotificationsState {
  cards: Map<string, NotificationRecord>;
  webhooks: Map<string, WebhookRecord>;
}

export function createNotificationsState(): NotificationsState {
  return { cards: new Map(), webhooks: new Map() };
}

type CardSeed = Pick<NotificationRecord, "type" | "title" | "body" | "blockId" | "executionId"> &
  Partial<Pick<NotificationRecord, "severity" | "payload" | "status" | "individualUsage">>;

export function seedNotifications(ws: Workspace): void {
  const ids = ws.ids;
  const seeds: CardSeed[] = [
    {
      type: "merge_review",
      title: "Pull request ready to merge",
      body: "The finished run opened a pull request awaiting merge.",
      blockId: ids.taskDone,
      executionId: ids.runDone,
      severity: "normal",
    },
    {
      type: "pipeline_complete",
      title: "Pipeline complete",
      body: "The run finished; its pull request can be merged.",
      blockId: ids.taskDone,
      executionId: ids.runDone,
    },
    {
      type: "ci_failed",
      title: "CI failed",
      body: "Checks failed on the run's pull request.",
      blockId: ids.taskFailed,
      executionId: ids.runFailed,
      severity: "urgent",
      payload: { failingChecks: ["unit"] },
    },
    {
      type: "test_failed",
      title: "Tests failed",
      body: "The tester reported failures.",
      blockId: ids.taskFailed,
      executionId: ids.runFailed,
    },
    // Not actionable: parks a run on an interactive human decision (dismiss instead).
    {
      type: "decision_required",
      title: "A decision is needed",
      body: "A run is waiting on a human decision.",
      blockId: null,
      executionId: null,
      payload: null,
    },
    {
      type: "budget_threshold",
      title: "Budget threshold reached",
      body: "The workspace spent 80% of its budget.",
      blockId: null,
      executionId: null,
      severity: "urgent",
      payload: { threshold: 0.8 },
    },
    // doc 2 Notifications: carries its merge record id in `payload`; resolved by tagging + dismissing.
    {
      type: "merge_tag_request",
      title: "Tag reviewer effort",
      body: "Tag the reviewer effort of the merged pull request.",
      blockId: ids.taskDone,
      executionId: ids.runDone,
      payload: { recordId: ids.mergeRecord },
    },
    // doc 2 Authentication 9: a card that would retry a run on an individual-usage model.
    {
      type: "ci_failed",
      title: "CI failed (personal model)",
      body: "Checks failed on a run that uses a personal-subscription model.",
      blockId: ws.ids.taskPersonal,
      executionId: ws.ids.runPersonal,
      individualUsage: true,
    },
    // Already resolved cards: not listed (the list shows open cards only).
    {
      type: "platform_health",
      title: "Platform degraded",
      body: "Model latency is elevated.",
      blockId: null,
      executionId: null,
      status: "dismissed",
    },
    {
      type: "merge_review",
      title: "Pull request merged",
      body: "Merged from an earlier card.",
      blockId: ids.taskDone,
      executionId: ids.runDone,
      status: "acted",
    },
  ];
  for (const s of seeds) {
    const at = ws.now();
    const status = s.status ?? "open";
    const card: NotificationRecord = {
      id: ws.newId("ntf"),
      seq: ws.nextSeq(),
      type: s.type,
      title: s.title,
      body: s.body,
      blockId: s.blockId,
      executionId: s.executionId,
      status,
      createdAt: at,
      resolvedAt: status === "open" ? null : at,
      individualUsage: s.individualUsage ?? false,
      effect: null,
    };
    if (s.severity !== undefined) card.severity = s.severity;
    if (s.payload !== undefined) card.payload = s.payload;
    ws.notifications.cards.set(card.id, card);
  }
  // One named endpoint so the webhook reads return real data; `default` stays unregistered.
  ws.notifications.webhooks.set("ops-alerts", {
    id: "ops-alerts",
    name: "Ops alerts",
    url: "https://hooks.example.com/ops-alerts",
    enabled: true,
    types: ["ci_failed", "budget_threshold"],
    runEvents: ["run.failed"],
    alertEvents: ["platform_health.firing", "platform_health.resolved"],
    secretDigest: null,
    updatedAt: ws.now(),
  });
}
