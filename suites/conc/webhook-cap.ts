/**
 * CONC-WEBHOOK-CAP: new webhook ids registered at once never pass the per-workspace cap. The cap's
 * figure is not shown (doc 2 Limits), so the rule first finds it as ERRORS-WEBHOOK-LIMIT does: new
 * endpoints of the suite's own, one after another, until one is refused 409 `webhook_limit_reached`;
 * the endpoints admitted are the room the cap leaves the suite. Then it frees a few of them, and each
 * round every client registers a new id of its own at once; the round's ids are removed and the list
 * read after it. Checked against models/webhook-cap.ts: no order admits a new id with the room full.
 * A server that checks the cap, lets another registration in, and stores after it admits them all.
 * Sound only while the workspace's other endpoints stay as they were: every list read shows them, and
 * a change leaves the rule not exercised. Every endpoint of the suite's is removed before the verdict.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { CAP_SEARCH, type Filled, fillToCap, hookUrl, releaseHooks, trackHook } from "../common/webhook-cap.ts";
import { type CapInput, type CapOutput, webhookCapModel } from "./models/webhook-cap.ts";
import { runRace, type Step } from "./race.ts";

type CapStep = Step<CapInput, CapOutput>;

/** Endpoints of the suite's freed before the race: the room each round's registrations race for. */
const FREE = 2;

function capSteps(c: CheckContext, base: string) {
  const ours = (id: string) => id.startsWith(`${base}-`);
  return {
    register: (id: string): CapStep => ({
      input: { register: id },
      send: async () => ({
        status: (await c.call("PUT", `/notification-webhooks/${id}`, { body: { url: hookUrl(id) } })).status,
      }),
    }),
    remove: (id: string): CapStep => ({
      input: { remove: id },
      send: async () => ({ status: (await c.call("DELETE", `/notification-webhooks/${id}`)).status }),
    }),
    list: (): CapStep => ({
      input: { list: true },
      send: async () => {
        const r = await c.call<{ webhooks?: unknown }>("GET", "/notification-webhooks");
        const hooks = Array.isArray(r.json?.webhooks) ? (r.json.webhooks as { id?: unknown }[]) : null;
        // A list whose ids the suite cannot read shows nothing (its shape is the SCHEMA family's to judge).
        if (r.status !== 200 || !hooks?.every((h) => typeof h?.id === "string")) return { status: r.status };
        const ids = hooks.map((h) => h.id as string).sort();
        return { status: r.status, ours: ids.filter(ours), others: ids.filter((id) => !ours(id)) };
      },
    }),
  };
}

/** The endpoints the cap admitted the suite, once a new id was refused for the cap; else not exercised. */
function roomFound(c: CheckContext, filled: Filled): number {
  const refused = filled.refused;
  if (!refused) c.notExercised(`no cap reached within ${CAP_SEARCH} new endpoints`);
  const { reply } = refused!;
  if (reply.status === 429)
    c.notExercised(`rate limited (429) after ${filled.created.length} new endpoints, before any cap`);
  const atCap = reply.status === 409 || errorToken(reply.json).includes("webhook_limit_reached");
  if (!atCap && !filled.created.length)
    setupRefused(c, `registering a new webhook endpoint of the suite's own (${hookUrl(refused!.id)})`, reply);
  if (!atCap)
    c.notExercised(
      `the new endpoint after ${filled.created.length} of the suite's own was refused ${reply.status}, not for the cap: the cap is not known`,
    );
  if (!filled.created.length)
    c.notExercised(
      "the workspace was at its cap before the suite registered any endpoint: no new id can be admitted, so no race can pass the cap",
    );
  return filled.created.length;
}

export const webhookCapRace: Rule = {
  id: "CONC-WEBHOOK-CAP",
  title: "new webhook ids registered at once never pass the per-workspace cap",
  level: "MUST",
  family: "CONC",
  clause:
    'doc 2 Errors (409 `webhook_limit_reached`: "registering a NEW webhook id beyond the per-workspace cap"); doc 2 Limits (a per-workspace endpoint cap exists)',
  clauses: ["D2-ERR-409-WEBHOOK-LIMIT", "D2-LIMITS-WEBHOOK", "D2-EVENTS-WEBHOOK-CAP"],
  profile: "standard",
  scope: "global",
  async check(c) {
    const base = `conc-cap-${c.seed("cap").toString(36)}`;
    const s = capSteps(c, base);
    const sent: string[] = [];
    try {
      const start = await s.list().send();
      const filled = await fillToCap(c, sent, base);
      const room = roomFound(c, filled);
      const free = filled.created.slice(0, Math.min(room, FREE));
      const raced: string[][] = [];
      await runRace<string[], CapInput, CapOutput>(c, {
        model: webhookCapModel(room, filled.created),
        what: `new webhook ids of the suite's own, registered at once with ${free.length} of its ${room} endpoints under the cap freed`,
        documented:
          "a NEW webhook id beyond the per-workspace cap is refused 409 `webhook_limit_reached` (doc 2 Errors): of registrations racing for the room under the cap, no more are admitted than it holds",
        before: [...free.map(s.remove), s.list()],
        step: (client, round) => {
          const id = `${base}-r${round}c${client}`;
          sent.push(id);
          trackHook(c, id);
          (raced[round] ??= []).push(id);
          return s.register(id);
        },
        // The round's ids removed, whether admitted or not, and the list read: the state is known again.
        between: (round) => [...raced[round].map(s.remove), s.list()],
        unexercised: (history) => {
          const others = (start.others ?? []).join();
          const lists = history.filter((o) => "list" in o.input && o.output.others !== undefined);
          if (start.others === undefined || lists.some((o) => o.output.others!.join() !== others))
            return "the workspace's other endpoints were not read, or changed during the race (another client at work?), so the room under the cap is not known";
          return history.some((o) => "register" in o.input && o.client > 0 && o.output.status < 300)
            ? null
            : "no racing registration was admitted";
        },
      });
    } finally {
      await releaseHooks(c, sent);
    }
  },
};
