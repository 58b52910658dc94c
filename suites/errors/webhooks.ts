/**
 * Webhook errors and non-errors (doc 2 Errors: 409 `webhook_limit_reached` "registering a NEW webhook
 * id beyond the per-workspace cap (editing existing is admitted)"; "Results that are NOT errors: an
 * unknown webhook id read returns 200 with `webhook` null"; doc 2 Limits: "a per-workspace endpoint
 * cap exists", value not shown).
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { absentName, requireStated } from "./stated.ts";
import { provokesOwn } from "../common/provokes.ts";
import { editExisting, editNotAdmitted } from "../common/webhook-edit.ts";
import { jsonText } from "../../lib/json/safe.ts";
import { CAP_SEARCH, type Filled, fillToCap, hookUrl, releaseHooks } from "../common/webhook-cap.ts";

async function refusalOfNewId(c: CheckContext, filled: Filled): Promise<{ id: string; reply: Reply }> {
  if (!filled.refused) c.notExercised(`no cap reached within ${CAP_SEARCH} new endpoints`);
  const { reply } = filled.refused!;
  if (reply.status === 429)
    c.notExercised(`rate limited (429) after ${filled.created.length} new endpoints, before any cap`);
  // The very first registration refused for something other than the cap: the request the suite
  // builds (an https URL of its own, doc 1 PutNotificationWebhook) is not one this target takes
  // (the endpoint must be publicly routable unless the deployment widened its allow-list, doc 2
  // Events): the setup was refused, not the cap judged. After one success the same request's
  // refusal can only be the cap.
  if (!filled.created.length && !errorToken(reply.json).includes("webhook_limit_reached")) {
    setupRefused(c, `registering a new webhook endpoint of the suite's own (${hookUrl(filled.refused!.id)})`, reply);
  }
  return filled.refused!;
}

/** The edit of an existing endpoint (`own`, or one the workspace lists) is admitted; returns its id, or null when there is none. */
async function requireEditAdmitted(c: CheckContext, own: string | undefined): Promise<string | null> {
  const edit = await editExisting(c, own);
  if (!edit) return null;
  const wrong = editNotAdmitted(edit);
  if (wrong) c.require(false, wrong.received, wrong.documented, edit.reply.exchange);
  return edit.id;
}

export const webhookLimit: Rule = {
  id: "ERRORS-WEBHOOK-LIMIT",
  title:
    "A new webhook id beyond the cap is refused 409 `webhook_limit_reached` and not registered; editing an existing one is admitted",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Errors (409 `webhook_limit_reached`); doc 2 Limits (per-workspace endpoint cap); doc 2 Events (Outbound webhook)",
  clauses: ["D2-ERR-409-WEBHOOK-LIMIT", "D2-LIMITS-WEBHOOK", "D2-EVENTS-WEBHOOK-CAP"],
  profile: "standard",
  scope: "operation",
  appliesTo: (op) => op.errors.some((e) => e.token === "webhook_limit_reached"),
  provokes: provokesOwn(409),
  check: async (c) => {
    const op = c.operation;
    const unnamed = !op.pathParams.some((p) => p.name === "webhookId");
    const sent: string[] = [];
    let defaultOurs = false;
    try {
      if (unnamed) {
        // The unnamed route registers id `default`: new only when nothing is registered there.
        const current = await c.call<{ webhook?: unknown }>("GET", op.path);
        if (current.status !== 200 || current.json?.webhook !== null) {
          c.notExercised(
            "the workspace has a default endpoint (not the suite's): registering `default` would not be a new id",
          );
        }
        defaultOurs = true;
      }
      const filled = await fillToCap(c, sent, `conformance-cap-${c.seed("cap").toString(36)}`);
      if (!filled.refused && filled.created.length) {
        // No cap within CAP_SEARCH: editing one of them must still be admitted, whatever the count.
        await requireEditAdmitted(c, filled.created[0]);
      }
      const refused = await refusalOfNewId(c, filled);
      requireStated(
        c,
        refused.reply,
        409,
        "webhook_limit_reached",
        `registering a new id after ${filled.created.length} new endpoints of the suite's own`,
      );
      // The cap is for a NEW id: an edit of an existing one (the suite's, or one the workspace lists
      // when the suite could register none) is admitted. A 409 on it fails, never "at the cap".
      const edited = await requireEditAdmitted(c, filled.created[0]);
      if (unnamed) {
        // The cap is reached (a new id was just refused): now the new id `default`.
        const r = await c.call<{ webhook?: unknown }>("PUT", op.path, { body: { url: hookUrl("default") } });
        requireStated(c, r, 409, "webhook_limit_reached", `registering the new id \`default\` at the cap`);
        const after = await c.call<{ webhook?: unknown }>("GET", op.path);
        c.require(
          after.status === 200 && after.json?.webhook === null,
          `${after.status} with webhook ${jsonText(after.json?.webhook)} after the refusal`,
          "the refused registration registered nothing: `webhook` null",
        );
      }
      const read = await c.call<{ webhook?: unknown }>("GET", `/notification-webhooks/${refused.id}`);
      c.require(
        read.status === 200 && read.json?.webhook === null,
        `${read.status} with webhook ${jsonText(read.json?.webhook)} for the refused id`,
        "the refused registration registered nothing: `webhook` null",
      );
      if (!edited)
        c.notExercised(
          "the workspace was at its cap before the suite registered any endpoint, and the suite has none of its own to edit (it edits one it does not own only on a disposable target, --disposable): that edits are still admitted cannot be shown",
        );
      c.pass(
        `cap reached after ${filled.created.length} new endpoints; editing ${edited} still admitted${unnamed ? "; the new id `default` refused too" : ""}`,
      );
    } finally {
      await releaseHooks(c, sent);
      if (defaultOurs) {
        const d = await c.t.client.call("DELETE", op.path, { key: c.t.keys.admin });
        if (d.status !== 204)
          c.t.fixtures.track("webhook", "default", async () => {
            const again = await c.t.client.call("DELETE", op.path, { key: c.t.keys.admin });
            if (again.status !== 204) throw new Error(`DELETE ${op.path} answered ${again.status}`);
          });
      }
    }
  },
};

export const webhookUnknownNull: Rule = {
  id: "ERRORS-WEBHOOK-UNKNOWN-NULL",
  title: "Reading an unknown webhook id is not an error: 200 with `webhook` null",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Errors (Results that are NOT errors: an unknown webhook id read returns 200 with `webhook` null); doc 2 Webhooks",
  clauses: ["D2-ERR-NOT-ERRORS", "D2-WEBHOOKS-GET-NULL"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.method === "GET" && op.pathParams.some((p) => p.name === "webhookId"),
  provokes: provokesOwn(200),
  check: async (c) => {
    const op = c.operation;
    const id = absentName(c, "webhook");
    const r = await c.callOp<{ webhook?: unknown }>(op, { params: { webhookId: id } });
    c.require(
      r.status === 200,
      `${r.status} reading the unknown webhook id ${id}`,
      "200: an unknown webhook id read is not an error",
    );
    c.require(
      r.json !== undefined && "webhook" in (r.json as object) && r.json.webhook === null,
      `body ${r.text.slice(0, 200)}`,
      "`webhook` null",
    );
    c.pass();
  },
};
