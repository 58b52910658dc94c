/**
 * Webhook readings (doc 2 Events "Outbound webhook", Limits, Errors): a per-workspace endpoint cap
 * exists, its figure is not shown. The seeded endpoint `ops-alerts` counts toward it, so with a cap
 * of 1 no new endpoint can be registered at all.
 */
import type { ServerLayer } from "../http/layer.ts";
export const variants = {
  "webhook-cap-1": {
    description: "the per-workspace webhook endpoint cap is 1 (the seeded endpoint fills it)",
    clause: ["D2-LIMITS-WEBHOOK", "D2-EVENTS-WEBHOOK-CAP", "D2-ERR-409-WEBHOOK-LIMIT"],
    options: { webhookCap: 1 },
  },
  "webhook-cap-2": {
    description: "the per-workspace webhook endpoint cap is 2 (one beside the seeded endpoint)",
    clause: ["D2-LIMITS-WEBHOOK", "D2-EVENTS-WEBHOOK-CAP", "D2-ERR-409-WEBHOOK-LIMIT"],
    options: { webhookCap: 2 },
  },
  "webhook-cap-3": {
    description: "the per-workspace webhook endpoint cap is 3 (two beside the seeded endpoint)",
    clause: ["D2-LIMITS-WEBHOOK", "D2-EVENTS-WEBHOOK-CAP", "D2-ERR-409-WEBHOOK-LIMIT"],
    options: { webhookCap: 3 },
  },
  "webhook-defaults-other": {
    description:
      "a first registration that omits them gets `enabled` false, `name` `endpoint <id>` and every run event subscribed (the reference: enabled, name = id, no subscriptions)",
    clause: ["D2-WEBHOOKS-PUT-KEEP-OMITTED", "D2-EVENTS-WEBHOOK-SUBSCRIPTIONS"],
    install: (layer: ServerLayer) =>
      layer.replace("webhooks.newEndpoint", (before) => (id) => ({
        ...before(id),
        name: `endpoint ${id}`,
        enabled: false,
        runEvents: ["run.started", "run.completed", "run.failed"],
      })),
  },
} as const;
