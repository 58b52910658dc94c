/** doc 2 Limits, row by row. */
import { clause } from "./types.ts";

const S = "Limits";
const FIGURE = "its figure is not shown";

export const LIMITS = [
  clause("D2-LIMITS-PAGING", 2, S, "list paging: `limit` 1-100 (spend rows 1-500, default 100); `cursor` 1-200 chars"),
  clause(
    "D2-LIMITS-DEBUG-WINDOWS",
    2,
    S,
    "debug windows: `bodyChars` 0-200000, `bodyOffset` 0-2000000; run LLM-call list and export `bodyChars` 0-4000",
  ),
  clause(
    "D2-LIMITS-QUERY-STRINGS",
    2,
    S,
    "query strings: `agentKind` 1-120; `phase` max 120; `contains` 1-256; file `path` 1-1000; file `ref` 1-255",
  ),
  clause(
    "D2-LIMITS-TASK",
    2,
    S,
    "task: `title` 1-200; `description` max 2000; preset, pipeline, policy ids 1-120; ticket/document `ref` 1-500; upload `title` 1-200, `content` 1-100000",
  ),
  clause("D2-LIMITS-JOB", 2, S, "job: `input` 1-50000; `title` max 200"),
  clause("D2-LIMITS-KEY", 2, S, "key: `label` 1-120; `externalIdentity` 1-200"),
  clause(
    "D2-LIMITS-DECISIONS",
    2,
    S,
    "decisions: proposal max 50000; reason max 2000; feedback 1-10000; findings 1-10000; incorporate feedback max 4000; reply 1-4000; follow-up answer 1-4000; choice 1-4000; interview answer max 2000, questionId 1-80; challenge question max 4000",
  ),
  clause(
    "D2-LIMITS-SPEC",
    2,
    S,
    "spec: names 1-120; summaries max 2000; statement and rule 1-4000; criterion fields max 2000; ids 1-200; responses report `truncations` when a section was bounded",
  ),
  clause(
    "D2-LIMITS-WEBHOOK",
    2,
    S,
    "webhook: `name` 1-100; `secret` 16-200; `url` max 2000; id slug 1-63; a per-workspace endpoint cap exists",
  ),
  clause(
    "D2-LIMITS-ITERATION-CAPS",
    2,
    S,
    "reviews, brainstorms, approval companions and follow-up loops report their caps; exceeding them yields the exceeded state resolved by `resolve-exceeded`",
  ),
  clause("D2-LIMITS-ARTIFACT-CAP", 2, S, "a per-run cap on stored artifacts", { uncheckable: FIGURE }),
  clause("D2-LIMITS-STREAM-CAP", 2, S, "a per-deployment connection cap on event streams", {
    fact: { key: "streamCap", why: "its figure is not shown: the configuration states it" },
    disposable: "reaching the cap cuts off other consumers' streams meanwhile",
  }),
  clause("D2-LIMITS-JOB-SLOT", 2, S, "a job concurrency slot"),
  clause("D2-LIMITS-INVOCATION-DEADLINE", 2, S, "a per-invocation deadline for use cases", { uncheckable: FIGURE }),
  clause("D2-LIMITS-FILE-SIZE", 2, S, "a readable-file size limit"),
  clause(
    "D2-LIMITS-BUDGET",
    2,
    S,
    "an exceeded workspace budget pauses runs; use-case invocations then answer 429 `budget_exhausted`",
  ),
  clause("D2-LIMITS-RATE", 2, S, "rate-limit figures: not shown", { uncheckable: "a statement of what is not shown" }),
] as const;
