/**
 * doc 2 Webhooks: "The unnamed routes address the endpoint that the named routes list under id
 * `default`" (also doc 2 Events, Outbound webhook: "`default` for the unnamed route"). Driven both
 * ways on an endpoint of the suite's own: registered through PUT /notification-webhook it reads
 * back through GET /notification-webhooks/default and is listed as `default`; edited through the
 * named route, the unnamed read shows the edit; deleted through the named route, the unnamed read
 * answers `webhook` null. A default endpoint the suite did not register is only read (the three
 * reads must show one endpoint), never written. The endpoint is registered disabled, so nothing is
 * delivered to it.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { setupRefused } from "../../../generators/calls/resources.ts";
import { enc } from "../kit/api.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { brief, listHooks, readHook, same } from "./hooks.ts";
import { editNotAdmitted, refusedAsCap } from "../../common/webhook-edit.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const DEFAULT = "default";
const CLAUSE = "the unnamed routes address the endpoint the named routes list under id `default` (doc 2 Webhooks)";

export const webhookUnnamedDefault: Rule = {
  id: "STATE-WEBHOOK-UNNAMED-DEFAULT",
  title: "The unnamed webhook routes address the endpoint the named routes list under id default",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Webhooks (the unnamed routes address the endpoint listed under id `default`); doc 2 Events, Outbound webhook (`default` for the unnamed route)",
  clauses: ["D2-WEBHOOKS-UNNAMED-IS-DEFAULT"],
  profile: "standard",
  // The unnamed default endpoint is one per workspace, and these rules change or count it.
  shares: () => ({ writes: ["/notification-webhook"] }),
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const found = await readHook(c, null);
      if (found !== null) {
        // Not the suite's: read only, the three reads must show the same endpoint.
        const named = await readHook(c, DEFAULT);
        const listed = (await listHooks(c)).get(DEFAULT) ?? null;
        must(found.id === DEFAULT, `the unnamed route reads endpoint id ${jsonText(found.id)}`, CLAUSE);
        must(
          same(named, found),
          `GET /notification-webhooks/default ${brief(named)} beside GET /notification-webhook ${brief(found)}`,
          CLAUSE,
        );
        must(
          same(listed, found),
          `list entry \`default\` ${brief(listed)} beside GET /notification-webhook ${brief(found)}`,
          CLAUSE,
        );
        c.pass(
          "read only (the workspace already has a default endpoint the suite did not register): the unnamed read, GET /notification-webhooks/default and the list entry `default` show the same endpoint",
        );
      }

      const body = {
        url: "https://hooks.example.com/conformance/unnamed-default",
        name: "conformance unnamed route",
        enabled: false,
        types: [],
      };
      // Registering, editing and deleting are the steps that show the two routes' endpoint; whether the
      // target was right to refuse one is the business of the rules judging those operations (issue 17).
      const put = await c.call<Record<string, unknown>>("PUT", "/notification-webhook", { body });
      if (put.status !== 200) setupRefused(c, "registering an endpoint through PUT /notification-webhook", put);
      c.t.fixtures.track("webhook", DEFAULT, async () => {
        const d = await c.t.client.call("DELETE", "/notification-webhook", { key: c.t.keys.admin });
        if (d.status !== 204) throw new Error(`DELETE /notification-webhook answered ${d.status}`);
      });
      must(
        put.json?.id === DEFAULT,
        `PUT /notification-webhook answered endpoint id ${jsonText(put.json?.id)}`,
        CLAUSE,
      );

      // unnamed → named
      const unnamed = await readHook(c, null);
      const named = await readHook(c, DEFAULT);
      must(
        named !== null && named.url === put.json?.url && named.name === put.json?.name,
        `GET /notification-webhooks/default after PUT /notification-webhook: ${brief(named)}`,
        `the endpoint just registered through the unnamed route (${CLAUSE})`,
      );
      must(
        same(named, unnamed),
        `GET /notification-webhooks/default ${brief(named)} beside GET /notification-webhook ${brief(unnamed)}`,
        CLAUSE,
      );
      const listed = (await listHooks(c)).get(DEFAULT) ?? null;
      must(
        same(listed, named),
        `list entry \`default\`: ${brief(listed)}`,
        `the endpoint registered through the unnamed route, listed under id \`default\` (${CLAUSE})`,
      );

      // named → unnamed: an edit through the named route shows on the unnamed read
      const renamed = "conformance renamed through the named route";
      const edit = await c.call<Record<string, unknown>>("PUT", `/notification-webhooks/${enc(DEFAULT)}`, {
        body: { name: renamed },
      });
      // The cap's 409 on an edit of the suite's own endpoint contradicts doc 2 Errors (editing an
      // existing id is admitted): a failure, not a refused step.
      const capped = refusedAsCap(edit) ? editNotAdmitted({ id: DEFAULT, own: true, reply: edit }) : null;
      if (capped) must(false, capped.received, capped.documented);
      if (edit.status !== 200) setupRefused(c, "editing `default` through PUT /notification-webhooks/default", edit);
      // What the edit left is the named route's answer (keep-on-omit is another note's): the unnamed
      // read must show that endpoint, as the named read does.
      const afterEdit = await readHook(c, null);
      const namedAfterEdit = await readHook(c, DEFAULT);
      must(
        afterEdit !== null && afterEdit.name === edit.json?.name && afterEdit.url === edit.json?.url,
        `GET /notification-webhook after editing \`default\` through the named route: ${brief(afterEdit)}; the edit answered ${brief(edit.json)}`,
        CLAUSE,
      );
      must(
        same(afterEdit, namedAfterEdit),
        `GET /notification-webhook ${brief(afterEdit)} beside GET /notification-webhooks/default ${brief(namedAfterEdit)} after the edit`,
        CLAUSE,
      );

      // delete through the named route: the unnamed read answers null
      const del = await c.call("DELETE", `/notification-webhooks/${enc(DEFAULT)}`);
      if (del.status < 200 || del.status >= 300)
        setupRefused(c, "deleting `default` through DELETE /notification-webhooks/default", del);
      c.t.fixtures.forget("webhook", DEFAULT);
      const gone = await readHook(c, null);
      must(
        gone === null,
        `GET /notification-webhook after DELETE /notification-webhooks/default: ${brief(gone)}`,
        `\`webhook\` null: the same endpoint was removed (${CLAUSE})`,
      );
      c.pass(
        "registered through the unnamed route, read back and listed as `default`; edited through the named route and read back through the unnamed one; deleted through the named route, the unnamed read answers null",
      );
    }),
};
