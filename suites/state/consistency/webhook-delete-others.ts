/**
 * doc 2 Webhooks, DELETE /notification-webhooks/{webhookId}: "204; idempotent; other endpoints
 * untouched". Two endpoints of the suite's own are registered (disabled: nothing is delivered to
 * them); one is deleted, twice; every other endpoint the list held before — the suite's second one
 * and any the workspace already had — must read back exactly as before (fields and `updatedAt`).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { ownWebhook } from "../../../generators/calls/resources.ts";
import { enc } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { brief, listHooks, readHook, same, type Hook } from "./hooks.ts";

const CLAUSE = "other endpoints untouched (doc 2 Webhooks, DELETE /notification-webhooks/{webhookId})";

export const webhookDeleteOthers: Rule = {
  id: "STATE-WEBHOOK-DELETE-OTHERS",
  title: "Deleting one webhook endpoint (twice) leaves every other endpoint as it was",
  level: "MUST",
  family: "STATE",
  clause: "doc 2 Webhooks (DELETE /notification-webhooks/{webhookId}: 204; idempotent; other endpoints untouched)",
  clauses: ["D2-WEBHOOKS-DELETE-OTHERS-UNTOUCHED"],
  profile: "standard",
  // The unnamed default endpoint is one per workspace, and these rules change or count it.
  shares: () => ({ writes: ["/notification-webhook"] }),
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const doomed = await ownWebhook(c, { name: "conformance deleted", enabled: false, types: ["merge_review"] });
      const kept = await ownWebhook(c, {
        name: "conformance kept",
        enabled: false,
        types: ["ci_failed"],
        runEvents: ["run.failed"],
      });
      // (a refused registration, the cap's 409 included, already ended the check not exercised: ownWebhook)
      const before = await listHooks(c);
      // The comparison needs both endpoints in the list; a list that lacks one is another note's to judge.
      if (!before.has(doomed.id) || !before.has(kept.id))
        inconclusive(
          `the list does not hold both endpoints just registered (it holds ${[...before.keys()].join(", ") || "none"}): there is nothing to compare the delete against`,
        );
      const keptBefore = await readHook(c, kept.id);

      const untouched = (after: Map<string, Hook>, when: string) => {
        must(
          !after.has(doomed.id),
          `${doomed.id} still listed ${when}`,
          "the deleted endpoint is gone (doc 2 Webhooks)",
        );
        for (const [id, h] of before) {
          if (id === doomed.id) continue;
          const now = after.get(id);
          must(now !== undefined, `endpoint ${id} no longer listed ${when}`, CLAUSE);
          must(same(now, h), `endpoint ${id} ${when}: ${brief(now)}, before: ${brief(h)}`, CLAUSE);
        }
      };

      for (const round of ["after the delete", "after deleting it again"]) {
        const d = await c.call("DELETE", `/notification-webhooks/${enc(doomed.id)}`);
        must(
          d.status === 204,
          `${d.status} for DELETE /notification-webhooks/${doomed.id} (${round})`,
          "204; idempotent (doc 2 Webhooks)",
        );
        c.t.fixtures.forget("webhook", doomed.id);
        untouched(await listHooks(c), round);
      }
      const keptAfter = await readHook(c, kept.id);
      must(
        same(keptAfter, keptBefore),
        `GET /notification-webhooks/${kept.id} after the deletes: ${brief(keptAfter)}, before: ${brief(keptBefore)}`,
        CLAUSE,
      );
      c.pass(
        `deleted ${doomed.id} twice (204); the other ${before.size - 1} endpoint(s) (${kept.id} of the suite's own and ${before.size - 2} found) read back unchanged`,
      );
    }),
};
