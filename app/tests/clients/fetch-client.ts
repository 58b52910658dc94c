/**
 * The client that behaves, on openapi-fetch with the types openapi-typescript generates from the
 * contract (app/tests/fixtures/api-types.d.ts). It keeps every duty doc 2 Versioning gives a client:
 * it stops and fails when a page answers the cursor it sent (and then walks again from the start),
 * it never retries the failed invocation, it reads the stream once and does not reopen it, and it
 * takes unknown fields and enum values as they come.
 */
import createClient from "openapi-fetch";
import { createParser } from "eventsource-parser";
import type { paths } from "../fixtures/api-types.d.ts";
import { CLIENT_ERROR_HEADER } from "../../../server/conduct/types.ts";
import { ECHO_JOB, FAILING_INVOCATION, KAIZEN_PAGE, type FlowOutcome } from "./flow.ts";

const JOB_STATUSES = ["running", "succeeded", "failed"] as const;

export async function behavingClient(baseUrl: string, key: string): Promise<FlowOutcome> {
  const api = createClient<paths>({ baseUrl: `${baseUrl}/api/v1`, headers: { authorization: `Bearer ${key}` } });
  const outcome: FlowOutcome = { entries: 0, invocationStatus: 0, jobStatus: null, events: [], reported: [] };
  const report = async (reason: string) => {
    outcome.reported.push(reason);
    await api.GET("/me", { headers: { [CLIENT_ERROR_HEADER]: reason } });
  };

  // 1. A walk that fails on an echoed cursor; the second walk starts over from the first page.
  const walk = async (): Promise<number> => {
    let cursor: string | undefined;
    let seen = 0;
    do {
      const { data, error, response } = await api.GET("/kaizen/entries", {
        params: { query: { limit: KAIZEN_PAGE, cursor } },
      });
      if (!data) throw new Error(`listing failed: ${response.status} ${error?.error.code}`);
      seen += data.entries.length;
      if (data.nextCursor !== null && data.nextCursor === cursor)
        throw new Error("the server returned the cursor just sent");
      cursor = data.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return seen;
  };
  for (let attempt = 1; attempt <= 2 && !outcome.entries; attempt++) {
    try {
      outcome.entries = await walk();
    } catch (e) {
      await report((e as Error).message);
    }
  }

  // 2. Not idempotent: one attempt, and its failure is the caller's to handle.
  const inv = await api.POST("/use-cases/{useCaseId}/invocations", {
    params: { path: { useCaseId: FAILING_INVOCATION.useCaseId } },
    body: FAILING_INVOCATION.body,
  });
  outcome.invocationStatus = inv.response.status;
  if (inv.error) await report(`invocation failed: ${inv.response.status} ${inv.error.error.code}`);

  // 3. The job's stream, once. An unknown job status is kept as "unknown", not an error.
  const job = await api.POST("/jobs", { body: ECHO_JOB });
  if (!job.data) {
    await report(`job not started: ${job.response.status}`);
    return outcome;
  }
  outcome.jobStatus = (JOB_STATUSES as readonly string[]).includes(job.data.status) ? job.data.status : "unknown";
  const stream = await api.GET("/jobs/{id}/events", { params: { path: { id: job.data.jobId } }, parseAs: "stream" });
  if (!stream.data) {
    await report(`stream refused: ${stream.response.status}`);
    return outcome;
  }
  const parser = createParser({ onEvent: (e) => void outcome.events.push(e.event ?? "message") });
  const decoder = new TextDecoder();
  for await (const chunk of stream.data as unknown as AsyncIterable<Uint8Array>)
    parser.feed(decoder.decode(chunk, { stream: true }));
  return outcome;
}
