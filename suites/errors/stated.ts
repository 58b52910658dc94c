/**
 * Helpers of the ERRORS family: the stated status and token of a refusal (doc 2 Errors: a token may
 * travel as `error.code` or `error.details.reason`), a request body the contract accepts (so a probe
 * is refused for the condition under test, not for its body), and the workspace's runs.
 */
import { describeSchema } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { memo } from "../../lib/run/target.ts";
import { minimalValue } from "../../generators/index.ts";
import { walkPages } from "../../generators/calls/pages.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** Fails unless `r` is `status` with the envelope and `token` as its code or details.reason. */
export function requireStated(c: CheckContext, r: Reply, status: number, token: string, condition: string): void {
  c.require(r.status === status, `${r.status} for ${condition}`, `${status} ${token} (doc 2 Errors)`, r.exchange);
  expectEnvelope(c, r);
  const tokens = errorToken(r.json);
  c.require(
    tokens.includes(token),
    `error ${jsonText(tokens)} for ${condition}`,
    `\`${token}\` as error.code or error.details.reason (doc 2 Errors)`,
    r.exchange,
  );
}

export interface ProbeBody {
  body: unknown;
  /**
   * Whether the contract states the body's fields and the body satisfies them: only then must a
   * server look past the body. An `object*` body has unshown fields, so a refusal of it may be about
   * the body.
   */
  typed: boolean;
}

/** The smallest body the contract accepts for `op` (undefined when it takes none). */
export function probeBody(c: CheckContext, op: Operation): ProbeBody | undefined {
  if (!op.body) return undefined;
  const node = describeSchema(op.body.schema, c.t.index.document.components.schemas);
  const body = minimalValue(node);
  const validate = c.t.validators.requestBody(op.operationId);
  const accepted = validate ? validate(body).ok : true;
  const untyped = node.kind === "object" && node.untyped;
  return { body, typed: accepted && !untyped };
}

/** A string no server holds: seeded, so a run replays it. */
export function absentName(c: CheckContext, purpose: string): string {
  return `conformance-absent-${c.seed(purpose).toString(36)}`;
}

/**
 * Run ids of the workspace, newest first, from GET /debug/runs ("workspace runs", doc 2 Debug); the
 * item array and its fields are not shown, so items are read by their `runId`. At most `max`.
 */
export function workspaceRuns(c: CheckContext, max = 20): Promise<string[]> {
  return memo(c.t, "errors-workspace-runs", async () => {
    const ids: string[] = [];
    await walkPages(c, "/debug/runs", { query: { limit: 50 }, maxPages: 3 }, ({ reply, items }) => {
      if (reply.status !== 200) return true;
      for (const it of items ?? []) {
        const id = (it as { runId?: unknown }).runId;
        if (typeof id === "string" && !ids.includes(id)) ids.push(id);
      }
      return ids.length >= max;
    });
    return ids.slice(0, max);
  });
}
