/**
 * doc 2 Decisions, POST /human-test/confirm: "decision carries the environment URL"; doc 1
 * PublicDecision `human-test` (`environment` PublicHumanTestEnvironment|null, `degradedReason`
 * string|null, `phase`), PublicHumanTestEnvironment (`status`, `url` string|null); doc 1 States:
 * "Human test | awaiting human | confirm".
 *
 * A run of the suite's own is parked on the pipeline configured to park on a human test; the
 * decision awaiting the human (the one confirm answers) must carry its environment, and while that
 * environment is `ready` its `url` must be a URL. What the documents leave open is not asserted: a
 * degraded test (`degradedReason` set) may have no environment, and an environment that is not
 * `ready` (provisioning, failed, expired, torn down) may have no URL — both are reported not
 * exercised, naming the reading.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { DecisionRun } from "../decisions/kit/run.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { brief } from "./hooks.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const CLAUSE =
  "the human-test decision carries the environment URL (doc 2 Decisions, human-test/confirm; doc 1 PublicHumanTestEnvironment)";

function isUrl(v: unknown): boolean {
  if (typeof v !== "string" || !v.length) return false;
  try {
    return new URL(v).protocol.length > 0;
  } catch {
    return false;
  }
}

export const humanTestUrl: Rule = {
  id: "STATE-DECISION-HUMAN-TEST-URL",
  title: "A human test awaiting a human carries its environment, with a URL while the environment is ready",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Decisions (POST /human-test/confirm: decision carries the environment URL); doc 1 PublicDecision human-test, PublicHumanTestEnvironment",
  clauses: ["D2-DECISIONS-HUMAN-TEST-URL"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const pipeline = c.t.info.pipelines.park["human-test"];
      if (!pipeline)
        inconclusive("no pipeline configured that parks on a human test (pipelines.park.human-test is null)");
      if (!c.t.keys.decide)
        inconclusive(
          `no decide key: ${c.t.info.keyProblems.decide ?? "the key ladder could not mint one"} (a pipeline that can park needs one, doc 2 Authentication 7)`,
        );
      const run = await DecisionRun.start(c, "human-test", pipeline, { judgeField: null, notes: new Set() });
      try {
        const d = run.decision!;
        const env = d.environment as Record<string, unknown> | null | undefined;
        const degraded = typeof d.degradedReason === "string" && d.degradedReason.length > 0;
        if (env === null || env === undefined) {
          if (degraded)
            inconclusive(
              `the human test of run ${run.runId} is degraded (${jsonText(d.degradedReason)}) and has no environment: the documents do not say a degraded test has one`,
            );
          must(
            false,
            `human-test decision of run ${run.runId} awaiting a human with environment ${jsonText(env)} and no degradedReason`,
            CLAUSE,
          );
        }
        if (env.status !== "ready") {
          inconclusive(
            `the environment of run ${run.runId}'s human test is ${jsonText(env.status)}, not ready: the documents do not say such an environment has a URL (reading: a URL is owed while ready)`,
          );
        }
        must(
          isUrl(env.url),
          `human-test decision of run ${run.runId} awaiting a human: environment ${brief(env)}`,
          `a ready environment with its URL (${CLAUSE})`,
        );
        c.pass(
          `run ${run.runId} parked on a human test awaiting a human: its ready environment carries the URL ${String(env.url)}`,
        );
      } finally {
        await run.cleanup();
      }
    }),
};
