import { must } from "../../../kit/verdicts.ts";
import { FIELDS, sameValue, type HookModel, type HookReal } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

/** The endpoint as read (or answered) matches the model; values still unknown are learned. */
export function mustMatch(m: HookModel, real: HookReal, hook: unknown, when: string): void {
  if (m.stored === null) {
    must(
      hook === null || hook === undefined,
      `${jsonText(hook).slice(0, 200)} ${when}`,
      "no endpoint (`webhook` null) after a delete or before a registration (doc 2 Webhooks)",
    );
    return;
  }
  must(hook && typeof hook === "object", `${jsonText(hook)} ${when}`, "the registered endpoint (NotificationWebhook)");
  const h = hook as Record<string, unknown>;
  must(h.id === real.id, `id ${jsonText(h.id)} ${when}`, `the endpoint ${real.id}`);
  must(!("secret" in h), `a \`secret\` field ${when}`, "the secret is never returned (doc 2 Authentication 10)");
  for (const f of FIELDS) {
    const want = m.stored.values[f];
    if (want === undefined) m.stored.values[f] = h[f];
    else
      must(
        sameValue(f, h[f], want),
        `${f} ${jsonText(h[f])} ${when}`,
        `${jsonText(want)}: a field not sent keeps its stored value (doc 2 Webhooks: omitted fields keep stored values)`,
      );
  }
  if (m.stored.hasSecret === undefined) m.stored.hasSecret = h.hasSecret as boolean;
  else
    must(
      h.hasSecret === m.stored.hasSecret,
      `hasSecret ${jsonText(h.hasSecret)} ${when}`,
      `${m.stored.hasSecret} (doc 1 NotificationWebhook.hasSecret; keep-on-omit)`,
    );
}
