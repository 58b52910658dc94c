/**
 * The client that breaks two duties on purpose, on undici. Its author gave a RetryAgent `POST` among
 * the methods to retry (undici's default leaves it out), so the failed invocation goes out twice:
 * CLIENT-RETRY-NON-IDEMPOTENT. Its list walk is a bare `while (cursor)`, so when a page answers the
 * cursor it sent, it asks for it again: CLIENT-STOP-ON-ECHOED-CURSOR. Everything else it does right:
 * it walks to a null cursor, reads the stream once, and ignores what it does not know.
 */
import { Agent, RetryAgent, request, type Dispatcher } from "../../../lib/http/undici.ts";
import { createParser } from "eventsource-parser";
import { CLIENT_ERROR_HEADER } from "../../../server/conduct/types.ts";
import { ECHO_JOB, FAILING_INVOCATION, KAIZEN_PAGE, type FlowOutcome } from "./flow.ts";

export async function misbehavingClient(baseUrl: string, key: string): Promise<FlowOutcome> {
  const agent = new Agent();
  const retrying = new RetryAgent(agent, {
    methods: ["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "POST"],
    statusCodes: [502, 503, 504],
    maxRetries: 1,
    minTimeout: 10,
    timeoutFactor: 1,
    retryAfter: false,
  });
  const headers = { authorization: `Bearer ${key}` };
  const outcome: FlowOutcome = { entries: 0, invocationStatus: 0, jobStatus: null, events: [], reported: [] };
  const call = async (
    method: Dispatcher.HttpMethod,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const res = await request(`${baseUrl}/api/v1${path}`, {
      method,
      dispatcher: retrying,
      headers: { ...headers, ...extra, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: (await res.body.json()) as Record<string, unknown> };
  };
  const report = async (reason: string) => {
    outcome.reported.push(reason);
    await call("GET", "/me", undefined, { [CLIENT_ERROR_HEADER]: reason });
  };

  try {
    // 1. Walks until the cursor is null, never comparing it with the one it sent.
    let cursor: string | null = null;
    do {
      const page = await call(
        "GET",
        `/kaizen/entries?limit=${KAIZEN_PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      outcome.entries += (page.body.entries as unknown[]).length;
      cursor = page.body.nextCursor as string | null;
    } while (cursor);

    // 2. Sent through the retrying agent: a 503 is tried again, body and all.
    try {
      const inv = await call("POST", `/use-cases/${FAILING_INVOCATION.useCaseId}/invocations`, FAILING_INVOCATION.body);
      outcome.invocationStatus = inv.status;
    } catch (e) {
      await report(`invocation failed: ${(e as Error).message}`);
    }

    // 3. The job's stream, once, on the plain agent.
    const job = await call("POST", "/jobs", ECHO_JOB);
    outcome.jobStatus = String(job.body.status);
    const stream = await request(`${baseUrl}/api/v1/jobs/${String(job.body.jobId)}/events`, {
      dispatcher: agent,
      headers,
    });
    const parser = createParser({ onEvent: (e) => void outcome.events.push(e.event ?? "message") });
    for await (const chunk of stream.body) parser.feed(Buffer.from(chunk as Uint8Array).toString("utf8"));
    return outcome;
  } finally {
    await agent.close();
  }
}
