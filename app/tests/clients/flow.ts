/**
 * What the two demonstration clients of `serve --check-clients` do, and what they tell the test
 * (app/tests/conduct-clients.test.ts). Both run the same flow, each with its own HTTP library:
 *  1. walk the Kaizen entries two at a time to the end;
 *  2. invoke the use case `diagnostics-drill` with `outcome: fail` (the reference answers 503
 *     `use_case_generation_failed`), a request that is not idempotent;
 *  3. start a job and read its event stream once, to its terminal event.
 * A failure the client notices it reports to the checker with the CLIENT_ERROR_HEADER.
 */
export const KAIZEN_PAGE = 2;
export const FAILING_INVOCATION = {
  useCaseId: "diagnostics-drill",
  body: { parameters: { outcome: "fail" }, maxOutputTokens: 64 },
} as const;
export const ECHO_JOB = { pipelineId: "pl_job_echo", input: "hello from a client under test" } as const;

export interface FlowOutcome {
  /** Entries seen by the walk that finished. */
  entries: number;
  /** Status of the use-case invocation as the client finally saw it (0: it threw). */
  invocationStatus: number;
  /** The started job's status as the client took it (the behaving client maps a value it does not know to "unknown"). */
  jobStatus: string | null;
  /** The stream's event names, in order. */
  events: string[];
  /** What the client reported to the checker. */
  reported: string[];
}
