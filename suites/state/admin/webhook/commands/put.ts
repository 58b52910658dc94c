import type fc from "fast-check";
import { mustRefuse } from "../../../kit/api.ts";
import { inconclusive, must } from "../../../kit/verdicts.ts";
import { FIELDS, type HookModel, type HookReal } from "../model.ts";
import { mustMatch } from "./check-hook.ts";
import { editExisting, editNotAdmitted, refusedAsCap } from "../../../../common/webhook-edit.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

/** PUT /notification-webhooks/{id} with the fields of `body` only. */
export class PutHookCommand implements fc.AsyncCommand<HookModel, HookReal> {
  constructor(readonly body: Record<string, unknown>) {}
  check(): boolean {
    return true;
  }
  async run(m: HookModel, real: HookReal): Promise<void> {
    const { c, id } = real;
    const body = { ...this.body };
    if (typeof body.url === "string") body.url = `${body.url}/${id}`;
    // Registered disabled: an endpoint of the suite's own must not receive the workspace's deliveries.
    if (m.stored === null && body.url !== undefined) body.enabled = false;
    const r = await c.call<Record<string, unknown>>("PUT", `/notification-webhooks/${id}`, { body });
    if (m.stored === null && body.url === undefined) {
      mustRefuse(
        r,
        "registering an endpoint without a url",
        "doc 1 PutNotificationWebhook: url required when nothing is registered yet",
      );
      const g = await c.call<{ webhook?: unknown }>("GET", `/notification-webhooks/${id}`);
      mustMatch(m, real, g.json?.webhook, "after the refused registration");
      return;
    }
    if (m.stored === null && refusedAsCap(r)) {
      // At the cap only if an edit of an existing endpoint is still admitted (doc 2 Errors 409: the
      // cap is for a NEW id); a 409 on the edit too is a failure, not a full workspace.
      const edit = await editExisting(c);
      const wrong = edit && editNotAdmitted(edit);
      if (wrong) must(false, wrong.received, wrong.documented);
      inconclusive("the workspace is at its webhook cap: no endpoint of the suite's own can be registered");
    }
    must(r.status === 200, `${r.status} for ${this.toString()}`, "200 NotificationWebhook (doc 2 Webhooks)");
    const next = m.stored ?? { values: {}, hasSecret: undefined };
    for (const f of FIELDS) if (body[f] !== undefined) next.values[f] = body[f];
    if (body.secret !== undefined) next.hasSecret = true;
    m.stored = next;
    mustMatch(m, real, r.json, `answered by ${this.toString()}`);
  }
  toString(): string {
    const shown = { ...this.body };
    if (shown.secret !== undefined) shown.secret = "<secret>";
    return `put(${jsonText(shown)})`;
  }
}
