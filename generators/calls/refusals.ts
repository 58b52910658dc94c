/**
 * Reading a refusal: the stated token of an error envelope, and a refusal named for messages. doc 2
 * Errors: a stated token may travel as `code` or as `details.reason` (contract/README.md), so both
 * are read. Shared by the calls (a candidate's documented refusal) and by the rule families.
 */
import type { Reply } from "../../lib/http/client.ts";

/** The code and the details.reason of an error envelope, as a list of tokens. */
export function errorToken(body: unknown): string[] {
  const err = (body as { error?: { code?: unknown; details?: { reason?: unknown } } } | undefined)?.error;
  return [err?.code, err?.details?.reason].filter((x): x is string => typeof x === "string");
}

/** "PUT /notification-webhooks/x answered 409 webhook_limit_reached": the refusal, named. */
export function refusal(r: Reply): string {
  const path = new URL(r.exchange.url).pathname.replace(/^.*?\/api\/v1(?=\/)/, "");
  const tokens = [...new Set(errorToken(r.json))];
  return `${r.exchange.method} ${path} answered ${r.status}${tokens.length ? ` ${tokens.join(" / ")}` : ""}`;
}

/**
 * The documented capacities an operation's request can find full, each with the refusal that says
 * so (doc 2 Limits: "a job concurrency slot", its figure and refusal code not shown; "Budget: …
 * use-case invocations then answer 429 `budget_exhausted`"; doc 2 Errors: 409
 * `webhook_limit_reached` for a new webhook id beyond the per-workspace cap; a rate limit is a client
 * error). A token, where the documents state one, must be in the envelope; a job start has none stated.
 */
const CAPACITIES: Record<string, { status: number; token: string | null; why: string }> = {
  createJob: { status: 429, token: null, why: "no job slot free (doc 2 Limits: a job concurrency slot)" },
  invokeUseCase: {
    status: 429,
    token: "budget_exhausted",
    why: "the workspace budget is exhausted (doc 2 Limits: Budget; doc 2 Errors: 429 `budget_exhausted`)",
  },
  putNotificationWebhookById: {
    status: 409,
    token: "webhook_limit_reached",
    why: "the workspace's webhook endpoints are at their cap (doc 2 Errors: 409 `webhook_limit_reached`)",
  },
};

/**
 * Why a reply is a documented capacity's refusal (a 429 while the job slots are full, the budget
 * spent, a 409 at the webhook cap), else null. Such a refusal says the capacity is in use — often by
 * the run itself, its other rules' resources — not that the request was wrong: a check that meets
 * one has not been exercised.
 */
export function capacityRefusal(operationId: string, r: Reply): string | null {
  const capacity = CAPACITIES[operationId];
  if (!capacity || r.status !== capacity.status) return null;
  if (capacity.token !== null && !errorToken(r.json).includes(capacity.token)) return null;
  return `${capacity.status}: ${capacity.why}`;
}
