/**
 * Webhook endpoints: doc 1 PutNotificationWebhook (`url` "must start with `https://`"), doc 2 Events
 * ("The endpoint must be `https:`"), doc 2 Webhooks (`webhookId` "1-63 chars of lowercase letters,
 * digits, `-` or `_`") and doc 2 Errors (`invalid_webhook_id`: webhook id is not a slug).
 */
import { describeSchema, type ConstraintNode } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { places, withValueAt } from "../../generators/index.ts";
import { HTTPS_PATTERN } from "../../generators/strings.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { is2xx } from "./judge.ts";
import { bodyNode } from "./targets.ts";
import { addressBody } from "./addresses/index.ts";
import { jsonText, sameJson } from "../../lib/json/safe.ts";

function httpsPlaces(node: ConstraintNode): string[] {
  return places(node)
    .filter((p) => p.node.kind === "string" && p.node.pattern === HTTPS_PATTERN)
    .map((p) => p.path);
}

const enc = encodeURIComponent;
const HTTP_URL = "http://hooks.example.com/conformance/plain-http";

function trackWebhook(c: Parameters<Rule["check"]>[0], id: string): void {
  c.t.fixtures.track("webhook", id, async () => {
    const d = await c.t.client.call("DELETE", `/notification-webhooks/${enc(id)}`, { key: c.t.keys.admin });
    if (d.status !== 204) throw new Error(`DELETE /notification-webhooks/${id} answered ${d.status}`);
  });
}

export const httpsOnly: Rule = {
  id: "VALID-HTTPS-ONLY",
  title: "A webhook url that is not https: is refused, on registration and on edit, and changes nothing",
  level: "MUST",
  family: "VALID",
  clause: "doc 1 PutNotificationWebhook (`url` must start with `https://`); doc 2 Events, Outbound webhook",
  clauses: ["D2-EVENTS-WEBHOOK-HTTPS", "D1-SHAPE-PUT-WEBHOOK"],
  profile: "standard",
  scope: "operation",
  appliesTo: (op, index) =>
    op.body !== null && httpsPlaces(describeSchema(op.body.schema, index.document.components.schemas)).length > 0,
  check: async (c) => {
    const op = c.operation;
    const paths = httpsPlaces(bodyNode(c, op));
    const target = await addressBody(c, op);
    const before = await target.snapshot!(c);
    for (const path of paths) {
      const r = await c.callOp(op, { params: target.params, body: withValueAt(target.base, path, HTTP_URL) });
      c.require(
        !is2xx(r) && r.status >= 400 && r.status < 500,
        `${r.status} for ${path} = ${HTTP_URL} on ${target.describe}`,
        "a url that is not https: is refused with a 4XX (unless the deployment widened its allow-list, doc 2 Events)",
      );
      expectEnvelope(c, r);
    }
    const after = await target.snapshot!(c);
    c.require(
      sameJson(before, after),
      `${target.describe} changed: ${jsonText(before)} → ${jsonText(after)}`,
      "a refused edit changes nothing",
    );
    // A first registration with an http: url registers nothing (named route only: the unnamed one
    // may hold an endpoint the suite did not create).
    if (op.pathParams.some((p) => p.name === "webhookId")) {
      const fresh = `conformance-http-${(c.seed() % 100000).toString(36)}`;
      const r = await c.callOp(op, { params: { webhookId: fresh }, body: { url: HTTP_URL } });
      if (is2xx(r)) trackWebhook(c, fresh);
      c.require(
        !is2xx(r) && r.status >= 400 && r.status < 500,
        `${r.status} registering ${fresh} with ${HTTP_URL}`,
        "a url that is not https: is refused with a 4XX",
      );
      expectEnvelope(c, r);
      const g = await c.call<{ webhook?: unknown }>("GET", `/notification-webhooks/${enc(fresh)}`);
      c.require(
        g.status === 200 && g.json?.webhook === null,
        `GET ${fresh} answered ${g.status} ${jsonText(g.json)}`,
        "nothing registered: `webhook` null (doc 2 Webhooks)",
      );
    }
    c.pass(`refused ${HTTP_URL} on ${target.describe}${op.pathParams.length ? " and on a first registration" : ""}`);
  },
};

/** Ids that break the slug of a path parameter: an uppercase letter, a space, one char too many. */
function notSlugs(op: Operation): string[] {
  const p = op.pathParams.find((x) => typeof x.schema.pattern === "string")!;
  const max = typeof p.schema.maxLength === "number" ? p.schema.maxLength : 63;
  return ["Conformance-Upper", "conformance slug", "conformance-".padEnd(max + 1, "a")];
}

async function listedIds(c: Parameters<Rule["check"]>[0]): Promise<string[]> {
  const r = await c.call<{ webhooks?: { id?: unknown }[] }>("GET", "/notification-webhooks");
  return (r.json?.webhooks ?? [])
    .map((w) => w?.id)
    .filter((x): x is string => typeof x === "string")
    .sort();
}

export const slugIds: Rule = {
  id: "VALID-SLUG",
  title: "A webhook id that is not a slug (uppercase, space, 64 chars) is refused on PUT and registers nothing",
  level: "MUST",
  family: "VALID",
  clause:
    "doc 2 Webhooks (`webhookId`: 1-63 chars of lowercase letters, digits, `-` or `_`); doc 2 Limits (id slug 1-63); doc 2 Errors (`invalid_webhook_id`)",
  clauses: ["D2-WEBHOOKS-ID-SLUG", "D2-ERR-INVALID-WEBHOOK-ID", "D2-LIMITS-WEBHOOK"],
  profile: "standard",
  scope: "operation",
  appliesTo: (op) =>
    op.method === "PUT" && op.body !== null && op.pathParams.some((p) => typeof p.schema.pattern === "string"),
  check: async (c) => {
    const op = c.operation;
    const before = await listedIds(c);
    let bad: { id: string; r: Reply } | null = null;
    for (const id of notSlugs(op)) {
      const param = op.pathParams.find((x) => typeof x.schema.pattern === "string")!.name;
      const r = await c.callOp(op, {
        params: { [param]: id },
        body: { url: "https://hooks.example.com/conformance/not-a-slug", name: "conformance" },
      });
      if (is2xx(r)) {
        trackWebhook(c, id);
        bad ??= { id, r };
        continue;
      }
      c.require(
        r.status >= 400 && r.status < 500,
        `${r.status} for id ${jsonText(id)}`,
        "an id that is not a slug is refused with a 4XX",
      );
      expectEnvelope(c, r);
    }
    if (bad)
      c.fail(
        `Received: ${bad.r.status} for webhook id ${jsonText(bad.id)} / Documented: the id is 1-63 chars of lowercase letters, digits, - or _`,
        bad.r.exchange,
      );
    const after = await listedIds(c);
    c.require(
      sameJson(before, after),
      `the webhook list changed: ${jsonText(before)} → ${jsonText(after)}`,
      "a refused registration registers nothing",
    );
    c.pass(`refused ${notSlugs(op).length} ids that are not slugs`);
  },
};
