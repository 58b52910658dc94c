/** doc 2 Events: streams, the outbound webhook, notifications. */
import { clause } from "./types.ts";

const S = "Events › Streams";
const W = "Events › Outbound webhook";
const N = "Events › Notifications";

export const EVENTS = [
  clause("D2-EVENTS-STREAM-TYPE", 2, S, "streams are `text/event-stream`, scope read"),
  clause(
    "D2-EVENTS-JOB-TERMINAL",
    2,
    S,
    "the job stream carries progress frames and ends with a terminal event `done`, `error`, `stopped` or `timeout`",
  ),
  clause("D2-EVENTS-TASK-PROJECTION", 2, S, "the task run stream's progress frames carry the rich run projection"),
  clause(
    "D2-EVENTS-TASK-TERMINAL",
    2,
    S,
    "the task run stream ends with `done` or `error`, or `timeout` when the connection cap is reached",
  ),
  clause("D2-EVENTS-QUIET-PARKED", 2, S, "a quiet stream is normal for a run parked on a human decision"),
  clause("D2-EVENTS-REPLAY", 2, S, "a reconnect replays the stream from its start"),
  clause(
    "D2-EVENTS-WEBHOOK-CAP",
    2,
    W,
    "per workspace, a capped number of HTTPS endpoints, ids chosen by the caller, `default` for the unnamed route",
  ),
  clause("D2-EVENTS-WEBHOOK-HTTPS", 2, W, "an endpoint must be `https:`"),
  clause(
    "D2-EVENTS-WEBHOOK-ROUTABLE",
    2,
    W,
    "an endpoint must be publicly routable unless the deployment widened its allow-list",
    {
      fact: {
        key: "webhookAllowListWidened",
        why: "the deployment's allow-list is not readable: only where the config's facts say it is not widened must a private host be refused",
      },
    },
  ),
  clause(
    "D2-EVENTS-WEBHOOK-SUBSCRIPTIONS",
    2,
    W,
    "subscriptions per endpoint: `types`, `runEvents`, `alertEvents`; `enabled` switches delivery",
    { uncheckable: "deliveries go to a public https endpoint outside the suite's reach" },
  ),
  clause(
    "D2-EVENTS-WEBHOOK-DELIVERIES-ONLY",
    2,
    W,
    "registering or removing endpoints changes deliveries only; notifications remain listable by polling",
  ),
  clause(
    "D2-EVENTS-NOTIFICATION-ACT-EFFECT",
    2,
    N,
    "acting on `merge_review` or `pipeline_complete` merges the pull request; on `ci_failed` or `test_failed` retries the run",
  ),
] as const;
