/**
 * Makes an operation's succeeding request once per run and shares the reply (memo): OP-SUCCESS
 * judges its status, OP-SCHEMA / OP-DRIFT its body, OP-CONTENT-TYPE its media type, OP-204-EMPTY its
 * emptiness. The request is the operation's recipe (generators/calls/), sent the way its success is
 * read (event streams up to their headers, 204s at the HTTP level).
 */
import { asVerdict, type CheckContext } from "../../lib/rules/check.ts";
import type { Outcome } from "../../lib/rules/types.ts";
import { memo } from "../../lib/run/target.ts";
import type { Attempt } from "../../generators/calls/recipe.ts";
import type { SuccessReply } from "../../lib/rules/success-read.ts";
import { succeed } from "../../generators/calls/settle.ts";

export type { SuccessReply };

export type Settled =
  | { ok: true; reply: SuccessReply; attempt: Attempt }
  | { ok: false; outcome: Outcome; message: string };

/** The operation's succeeding request, made once per run; the verdict-free outcome of trying. */
export function successOf(c: CheckContext): Promise<Settled> {
  return memo(c.t, `op:success:${c.operation.operationId}`, () => settle(c));
}

export { asVerdict };

async function settle(c: CheckContext): Promise<Settled> {
  try {
    return { ok: true, ...(await succeed(c, c.operation)) };
  } catch (e) {
    const v = asVerdict(e);
    if (v) return { ok: false, ...v };
    return {
      ok: false,
      outcome: "fail",
      message: `the request could not be read: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

/** The settled success, or the end of a dependent rule's check when there is none to read. */
export async function successReply(c: CheckContext): Promise<{ reply: SuccessReply; attempt: Attempt }> {
  const s = await successOf(c);
  if (!s.ok) {
    c.notExercised(
      s.outcome === "not-exercised"
        ? s.message
        : `no success to read: OP-SUCCESS ${s.outcome === "fail" ? "failed" : "ended"} (${s.message})`,
    );
  }
  const { reply, attempt } = s as { reply: SuccessReply; attempt: Attempt };
  if (reply.status < 200 || reply.status >= 300)
    c.notExercised(`no success to read: the request was answered ${reply.status} (OP-SUCCESS reports it)`);
  return { reply, attempt };
}
