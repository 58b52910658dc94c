/**
 * doc 2 Endpoints, "Jobs": the 5 rows of that table, in its order; doc 1 States and transitions (Job rows);
 * doc 2 Events, Streams (Job stream).
 */
import { ref, untyped } from "../dsl.ts";
import { cursorParam, jobStatus, limitParam, sinceParam } from "../common.ts";
import type { OperationGroup } from "./group.ts";

export const group: OperationGroup = {
  tag: "Jobs",
  heading: "Jobs",
  operations: [
    {
      operationId: "listJobs",
      method: "get",
      path: "/jobs",
      scope: "read",
      status: 200,
      summary: "List headless jobs, newest first",
      notes: "only headless runs created through this surface, newest first",
      query: { limit: limitParam(), cursor: cursorParam(), status: jobStatus(), since: sinceParam() },
      success: {
        kind: "json",
        schema: untyped(
          "only headless runs created through this surface, newest first (item array and cursor field names not shown)",
        ),
      },
      paging: { items: null, cursor: null },
      order: "newest-first",
    },
    {
      operationId: "createJob",
      method: "post",
      path: "/jobs",
      scope: "write",
      status: 202,
      summary: "Run a public inline pipeline headlessly against a brief",
      notes:
        "Start job (doc 1 States and transitions): `write` key; the job enters `running` and uses a job concurrency slot. Nothing is pushed to a code host (doc 1 What the service does).",
      body: { schema: ref("CreatePublicJob"), required: true },
      success: { kind: "json", schema: ref("PublicJobAccepted") },
    },
    {
      operationId: "getJob",
      method: "get",
      path: "/jobs/{id}",
      scope: "read",
      status: 200,
      summary: "Read a job",
      success: { kind: "json", schema: ref("PublicJob") },
    },
    {
      operationId: "cancelJob",
      method: "post",
      path: "/jobs/{id}/cancel",
      scope: "write",
      status: 200,
      summary: "Cancel a job",
      notes: "idempotent; cancelling a `running` job frees its slot; a finished job is returned unchanged",
      success: { kind: "json", schema: ref("PublicJob") },
    },
    {
      operationId: "streamJobEvents",
      method: "get",
      path: "/jobs/{id}/events",
      scope: "read",
      status: 200,
      summary: "Stream the progress of a job (server-sent events)",
      notes:
        "progress frames; terminal event `done`, `error`, `stopped` or `timeout`. Frame payload shapes of the job stream: not shown. A reconnect replays the stream from its start, so consumers track what they have already handled. Authenticated by the same key header.",
      success: { kind: "event-stream" },
    },
  ],
};
