/**
 * Minting keys over the API (doc 2 Keys POST /keys; doc 1 CreateHeadlessPublicApiKey,
 * CreatedPublicApiKey, PublicApiKey; doc 2 Authentication 8).
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { ownKey, setupRefused } from "../../generators/calls/resources.ts";
import { listKeys, meWith, uniqueLabel } from "./helpers.ts";
import { jsonText } from "../../lib/json/safe.ts";

export const defaultScope: Rule = {
  id: "KEYS-DEFAULT-SCOPE",
  title: "A key minted without a scope is a write key",
  level: "MUST",
  family: "KEYS",
  clause:
    "doc 2 Keys (POST /keys: omitted scope mints `write`); doc 1 CreateHeadlessPublicApiKey (`scope` default `write`)",
  clauses: ["D2-KEYS-CREATE-DEFAULT-WRITE", "D1-SHAPE-CREATE-KEY"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    // Minting without a scope is what this rule checks: a refusal fails it (not a refused setup).
    const minted = await ownKey(
      c,
      { label: uniqueLabel(c, "default-scope") },
      { judged: "201 CreatedPublicApiKey: an omitted scope mints `write` (doc 2 Keys)" },
    );
    const key = minted.json.key as { scope?: unknown };
    c.require(
      key.scope === "write",
      `the created key reports scope ${jsonText(key.scope)}`,
      "scope `write` when the request names none",
    );
    const me = await meWith(c, minted.secret);
    c.require(me.status === 200, `${me.status} from /me with the minted key`, "200 PublicIdentity for a live key");
    c.require(
      me.json?.scope === "write",
      `/me reports scope ${jsonText(me.json?.scope)} for the minted key`,
      "scope `write` when the request names none",
    );
    c.pass("the created key and /me both report `write`");
  },
};

export const adminNotMintable: Rule = {
  id: "KEYS-NO-ADMIN-MINT",
  title: "An admin key cannot be minted: the request is refused with a 4XX and no admin key appears",
  level: "MUST",
  family: "KEYS",
  clause: "doc 1 CreateHeadlessPublicApiKey (`admin` cannot be minted); doc 2 Authentication 8",
  clauses: ["D2-AUTH-8-NO-ADMIN-MINT", "D1-SHAPE-CREATE-KEY"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const label = uniqueLabel(c, "admin-mint");
    // The lists are how the rule looks for a key the refused request left behind: a refused read is
    // a setup the target did not give, judged by the rules of GET /keys (KEYS-LIST-LIVE-ONLY…).
    const before = await listKeys(c, "listing the keys before the refused mint");
    const r = await c.call<{ key?: { id?: unknown } }>("POST", "/keys", { body: { label, scope: "admin" } });
    // Whatever the server did, a key the suite's request created is the suite's to revoke.
    const tracked = new Set<string>();
    const revokeLater = (id: unknown) => {
      if (typeof id === "string" && !tracked.has(id)) {
        tracked.add(id);
        trackRevocation(c, id);
      }
    };
    if (r.status === 201) revokeLater(r.json?.key?.id);
    c.require(
      r.status >= 400 && r.status < 500,
      `${r.status} for a request minting scope admin`,
      "a 4XX refusal: `admin` cannot be minted",
      r.exchange,
    );
    expectEnvelope(c, r);
    const after = await listKeys(c, "listing the keys after the refused mint");
    const beforeIds = new Set(before.keys.map((k) => k.id));
    const made = after.keys.filter((k) => k.label === label && !beforeIds.has(k.id));
    for (const k of made) revokeLater(k.id);
    // What is stated is that no admin key can be minted (doc 1; Authentication 8: "never admin"); what
    // else a refused request may leave behind is not stated, so only an admin key counts here.
    const admins = made.filter((k) => k.scope === "admin");
    c.require(
      admins.length === 0,
      `GET /keys lists a new key of scope admin labelled as the refused request, after a ${r.status}`,
      "`admin` cannot be minted: keys provisioned over the API are never admin (doc 1 CreateHeadlessPublicApiKey; Authentication 8)",
      after.reply.exchange,
    );
    c.pass(`refused ${r.status}; no admin key created`);
  },
};

export const mintedLineage: Rule = {
  id: "KEYS-MINTED-LINEAGE",
  title:
    "A minted key belongs to the caller's workspace, has the requested scope and names the key that provisioned it",
  level: "MUST",
  family: "KEYS",
  clause:
    "doc 2 Keys (POST /keys: key is for the caller's own workspace); doc 1 PublicApiKey (`createdByKeyId`: key that provisioned it headlessly)",
  clauses: ["D2-KEYS-CREATE-OWN-WORKSPACE", "D1-SHAPE-API-KEY-CREATED-BY"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    // The admin key's own id and workspace, to compare with: a setup read (GET /me is judged by AUTH-ME-SCOPE and OP rules).
    const me = await meWith(c, c.t.keys.admin);
    if (me.status !== 200) setupRefused(c, "reading the admin key's id and workspace from GET /me", me);
    if (typeof me.json?.keyId !== "string")
      c.notExercised(
        "GET /me with the admin key gives no string `keyId` to compare `createdByKeyId` with (its shape is OP-SCHEMA's to judge)",
        me.exchange,
      );
    const minted = await ownKey(c, { label: uniqueLabel(c, "lineage"), scope: "decide" });
    const key = minted.json.key as { scope?: unknown; workspaceId?: unknown; createdByKeyId?: unknown; id?: unknown };
    c.require(key.scope === "decide", `scope ${jsonText(key.scope)}`, "the requested scope `decide`");
    c.require(
      key.workspaceId === me.json!.workspaceId,
      `workspaceId ${jsonText(key.workspaceId)}`,
      `the caller's workspace ${String(me.json!.workspaceId)}`,
    );
    c.require(
      key.createdByKeyId === me.json!.keyId,
      `createdByKeyId ${jsonText(key.createdByKeyId)}`,
      `the id of the key that provisioned it (${String(me.json!.keyId)}, from /me)`,
    );
    const listed = (await listKeys(c)).keys.find((k) => k.id === minted.id);
    c.require(listed !== undefined, "the minted key is absent from GET /keys", "GET /keys lists live keys");
    c.require(
      listed!.createdByKeyId === me.json!.keyId && listed!.workspaceId === me.json!.workspaceId,
      `GET /keys lists it with createdByKeyId ${jsonText(listed!.createdByKeyId)}, workspaceId ${jsonText(listed!.workspaceId)}`,
      "the same lineage as at creation",
    );
    c.pass("workspace, scope and createdByKeyId as documented");
  },
};

function trackRevocation(c: CheckContext, id: string): void {
  c.t.fixtures.track("key", id, async () => {
    const d = await c.t.client.call("DELETE", `/keys/${encodeURIComponent(id)}`, { key: c.t.keys.admin });
    if (d.status !== 204) throw new Error(`DELETE /keys/${id} answered ${d.status}`);
  });
}
