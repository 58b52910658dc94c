/**
 * doc 2 Webhooks (PUT registers or edits with keep-on-omit, `url` required on first registration;
 * GET reads `webhook` null when none; DELETE 204, idempotent; the list holds the endpoint), driven
 * as a model on one endpoint id of the suite's own. The cap belongs to the ERRORS family. The
 * endpoint is registered disabled and never switched on, so none of the workspace's notifications
 * is delivered to it (its url is not the suite's to receive).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { runModel } from "../kit/model-run.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { hookCommands, hookScripts } from "./webhook/commands.ts";
import type { HookModel, HookReal } from "./webhook/model.ts";

function enumOf(c: Parameters<Rule["check"]>[0], field: string): string[] {
  const schema = c.t.index.document.components?.schemas?.PutNotificationWebhook as
    | { properties?: Record<string, { items?: { enum?: string[] } }> }
    | undefined;
  return schema?.properties?.[field]?.items?.enum ?? [];
}

export const webhookMachine: Rule = {
  id: "STATE-WEBHOOK-MACHINE",
  title: "A webhook endpoint registers (url required), edits keep omitted fields, deletes idempotently",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Webhooks (PUT/GET/DELETE /notification-webhooks/{webhookId}); doc 1 PutNotificationWebhook; doc 2 Authentication 10",
  clauses: ["D2-WEBHOOKS-PUT-KEEP-OMITTED", "D2-WEBHOOKS-DELETE-IDEMPOTENT", "D2-WEBHOOKS-PUT-BY-ID-IDEMPOTENT"],
  profile: "standard",
  // The unnamed default endpoint is one per workspace, and these rules change or count it.
  shares: () => ({ writes: ["/notification-webhook"] }),
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const id = `conformance-state-${(c.seed() % 46656).toString(36)}`;
      c.t.fixtures.track("webhook", id, async () => {
        const d = await c.t.client.call("DELETE", `/notification-webhooks/${id}`, { key: c.t.keys.admin });
        if (d.status !== 204) throw new Error(`DELETE /notification-webhooks/${id} answered ${d.status}`);
      });
      const real: HookReal = { c, id };
      const { runs } = await runModel<HookModel, HookReal>(c, {
        commands: hookCommands({
          types: enumOf(c, "types"),
          runEvents: enumOf(c, "runEvents"),
          alertEvents: enumOf(c, "alertEvents"),
        }),
        scripts: hookScripts(),
        setup: async () => {
          const d = await c.call("DELETE", `/notification-webhooks/${id}`);
          must(d.status === 204, `${d.status} deleting ${id}`, "204; idempotent (doc 2 Webhooks)");
          return { model: { stored: null }, real };
        },
        numRuns: 7,
        maxCommands: 8,
        subject: `endpoint ${id}`,
      });
      c.pass(`${runs} sequences on endpoint ${id} moved as documented`);
    }),
};
