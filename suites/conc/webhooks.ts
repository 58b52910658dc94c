/**
 * CONC-WEBHOOK-KEEP-ON-OMIT and CONC-WEBHOOK-PUT-IDEMPOTENT: clients race PUTs of one webhook
 * endpoint of the suite's own, each naming one field, against models/webhook.ts. A server that reads
 * the endpoint, lets another PUT in, and writes back the record it read loses the other PUT's field;
 * one that checks "is this id registered?", lets another PUT in, and registers afresh throws away the
 * racing registration. Either way no order of the PUTs gives their answers. The endpoints are the
 * suite's own ids, deleted after the race (and at teardown, whatever happens).
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { ownWebhook, webhookUrl } from "../../generators/calls/resources.ts";
import { type Answer, answerOf, succeeded } from "./models/answer.ts";
import { type Carried, type Endpoint, type Shown, type WebhookInput, webhookModel } from "./models/webhook.ts";
import { runRace, type Step } from "./race.ts";

type HookStep = Step<WebhookInput, Answer<Carried>>;

const endpointOf = (j: Record<string, unknown>): Shown =>
  j && typeof j === "object" ? { name: String(j.name), url: String(j.url), enabled: j.enabled === true } : null;

function hookSteps(c: CheckContext, id: string) {
  const path = `/notification-webhooks/${encodeURIComponent(id)}`;
  return {
    put: (put: Partial<Endpoint>): HookStep => ({
      input: { put },
      send: async () => answerOf(await c.call("PUT", path, { body: put }), (j) => ({ endpoint: endpointOf(j) })),
    }),
    read: (): HookStep => ({
      input: { read: true },
      send: async () =>
        answerOf(await c.call("GET", path), (j) => ({
          endpoint: endpointOf(j.webhook as Record<string, unknown>),
        })),
    }),
    remove: (): HookStep => ({
      input: { remove: true },
      send: async () => ({ status: (await c.call("DELETE", path)).status, body: null }),
    }),
  };
}

/** One field of PutNotificationWebhook, a value of its own for `client` in `round`. */
function onePut(id: string, client: number, round: number, roll: number): Partial<Endpoint> {
  const tag = `c${client}r${round}`;
  if (roll < 0.4) return { name: `conc ${tag}` };
  if (roll < 0.8) return { url: `${webhookUrl(id)}/${tag}` };
  return { enabled: roll < 0.9 };
}

const noPutAdmitted = (history: { input: WebhookInput; output: Answer<Carried> }[]) =>
  history.some((o) => "put" in o.input && succeeded(o.output))
    ? null
    : "every racing PUT was refused (the endpoint cap reached?)";

export const webhookKeepOnOmit: Rule = {
  id: "CONC-WEBHOOK-KEEP-ON-OMIT",
  title: "PUTs of one webhook endpoint naming different fields, racing each other, lose none of them",
  level: "MUST",
  family: "CONC",
  clause:
    'doc 2 Webhooks, PUT /notification-webhooks/{webhookId} ("same keep-on-omit rule"); PUT /notification-webhook ("omitted fields keep stored values")',
  clauses: ["D2-WEBHOOKS-PUT-KEEP-OMITTED", "D2-ROW-putNotificationWebhookById"],
  profile: "standard",
  scope: "global",
  async check(c) {
    const own = await ownWebhook(c, { name: "conc 0", enabled: true });
    const s = hookSteps(c, own.id);
    await runRace<Shown, WebhookInput, Answer<Carried>>(c, {
      model: webhookModel(endpointOf(own.json as Record<string, unknown>)),
      what: `webhook endpoint ${own.id}'s name, url and enabled`,
      documented:
        "omitted fields keep stored values (doc 2 Webhooks, the same keep-on-omit rule by id): each PUT changes the fields it names and keeps the others, whatever runs beside it",
      step: (client, round, pick) => {
        const roll = pick();
        return roll < 0.15 ? s.read() : s.put(onePut(own.id, client, round, roll));
      },
      // A read after each round pins the endpoint between rounds (see CONC-LOST-UPDATE-TASK).
      between: () => [s.read()],
      unexercised: noPutAdmitted,
    });
  },
};

export const webhookPutIdempotent: Rule = {
  id: "CONC-WEBHOOK-PUT-IDEMPOTENT",
  title: "PUTs racing to register one new webhook id leave one endpoint holding every field they named",
  level: "MUST",
  family: "CONC",
  clause:
    'doc 2 Webhooks, PUT /notification-webhooks/{webhookId} ("idempotent by id; same keep-on-omit rule"; "`url` required only on first registration")',
  clauses: ["D2-WEBHOOKS-PUT-BY-ID-IDEMPOTENT", "D2-WEBHOOKS-PUT-KEEP-OMITTED", "D2-ROW-putNotificationWebhookById"],
  profile: "standard",
  scope: "global",
  async check(c) {
    // Registered once so that the id is the suite's own and the cap admits it, then removed: each
    // round races its registration afresh and ends with it removed, nothing left behind.
    const own = await ownWebhook(c);
    const s = hookSteps(c, own.id);
    await runRace<Shown, WebhookInput, Answer<Carried>>(c, {
      model: webhookModel(endpointOf(own.json as Record<string, unknown>)),
      what: `webhook id ${own.id}, registered by many clients at once`,
      documented:
        "PUT by id is idempotent and keeps what it omits (doc 2 Webhooks): of PUTs racing to register one id, one registers it and the others edit it, so it holds every field each named",
      before: [s.remove()],
      // Every PUT carries the url (it may be the one that registers); each names one more field of its own.
      step: (client, round, pick) => {
        const roll = pick();
        if (roll < 0.1) return s.read();
        const name = roll < 0.55;
        return s.put({
          url: webhookUrl(own.id),
          ...(name ? { name: `conc c${client}r${round}` } : { enabled: roll < 0.8 }),
        });
      },
      between: () => [s.read(), s.remove()],
      unexercised: noPutAdmitted,
    });
  },
};
