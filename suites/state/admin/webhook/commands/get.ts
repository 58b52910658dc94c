import type fc from "fast-check";
import { must } from "../../../kit/verdicts.ts";
import type { HookModel, HookReal } from "../model.ts";
import { mustMatch } from "./check-hook.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

/** GET /notification-webhooks/{id}: the stored endpoint, or `webhook` null. */
export class GetHookCommand implements fc.AsyncCommand<HookModel, HookReal> {
  check(): boolean {
    return true;
  }
  async run(m: HookModel, real: HookReal): Promise<void> {
    const r = await real.c.call<{ webhook?: unknown }>("GET", `/notification-webhooks/${real.id}`);
    must(
      r.status === 200 && r.json && "webhook" in r.json,
      `${r.status} ${jsonText(r.json).slice(0, 200)}`,
      "200 PublicNotificationWebhook (doc 2 Webhooks; an unknown id reads webhook null)",
    );
    mustMatch(m, real, r.json.webhook, "on a read");
  }
  toString(): string {
    return "get()";
  }
}
