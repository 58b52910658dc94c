import type fc from "fast-check";
import { must } from "../../../kit/verdicts.ts";
import type { HookModel, HookReal } from "../model.ts";
import { mustMatch } from "./check-hook.ts";

/** GET /notification-webhooks: lists the endpoint exactly when it is registered. */
export class ListHooksCommand implements fc.AsyncCommand<HookModel, HookReal> {
  check(): boolean {
    return true;
  }
  async run(m: HookModel, real: HookReal): Promise<void> {
    const r = await real.c.call<{ webhooks?: Record<string, unknown>[] }>("GET", "/notification-webhooks");
    must(
      r.status === 200 && Array.isArray(r.json?.webhooks),
      `${r.status} listing webhooks`,
      "200 PublicNotificationWebhookList (doc 2 Webhooks)",
    );
    const ours = r.json.webhooks.filter((h) => h.id === real.id);
    must(
      ours.length <= 1,
      `${ours.length} entries for ${real.id}`,
      "one endpoint per id (doc 2 Webhooks: idempotent by id)",
    );
    mustMatch(m, real, ours[0] ?? null, "in the list");
  }
  toString(): string {
    return "list()";
  }
}
