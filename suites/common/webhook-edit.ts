/**
 * doc 2 Errors, 409 `webhook_limit_reached`: "registering a NEW webhook id beyond the per-workspace cap
 * (editing existing is admitted)". Where a rule meets the cap (or what looks like it), an edit of an
 * existing endpoint tells a full workspace from a server that refuses edits too: the edit must be
 * admitted, and a 409 on it is a failure, never "the cap is reached here". The edit is of an endpoint
 * of the suite's own when the rule has one; otherwise, on a disposable target only, of the first
 * endpoint the workspace lists, with its own name again (no field changes, but a server may stamp
 * `updatedAt`: on a target the user shares, the suite writes nothing it does not own).
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { errorToken } from "../../generators/calls/refusals.ts";

export interface Edit {
  id: string;
  own: boolean;
  reply: Reply;
}

/** PUTs an existing endpoint (`own`, or on a disposable target the first listed); null when there is none to edit. */
export async function editExisting(c: CheckContext, own?: string): Promise<Edit | null> {
  if (own)
    return {
      id: own,
      own: true,
      reply: await c.call("PUT", `/notification-webhooks/${own}`, { body: { name: "conformance edited" } }),
    };
  if (!c.t.info.disposable) return null;
  const list = await c.call<{ webhooks?: { id?: unknown; name?: unknown }[] }>("GET", "/notification-webhooks");
  const listed = list.json?.webhooks?.find((w) => typeof w?.id === "string" && typeof w.name === "string");
  if (!listed) return null;
  const id = listed.id as string;
  return {
    id,
    own: false,
    reply: await c.call("PUT", `/notification-webhooks/${id}`, { body: { name: listed.name } }),
  };
}

/** Whether `r` is the cap's refusal: 409 `webhook_limit_reached`, which an edit of an existing id never is owed. */
export function refusedAsCap(r: Reply): boolean {
  return r.status === 409 && errorToken(r.json).includes("webhook_limit_reached");
}

/** The failure's two sides when `edit` was not admitted, or null when it was (200). */
export function editNotAdmitted(edit: Edit): { received: string; documented: string } | null {
  if (edit.reply.status === 200) return null;
  const tokens = [...new Set(errorToken(edit.reply.json))];
  const whose = edit.own ? "of the suite's own" : "the workspace lists (its own name again)";
  return {
    received: `${edit.reply.status}${tokens.length ? ` ${tokens.join(" / ")}` : ""} editing the existing endpoint ${edit.id} ${whose}`,
    documented:
      "200: editing an existing id is admitted; 409 `webhook_limit_reached` is for registering a NEW id beyond the cap (doc 2 Errors)",
  };
}
