/**
 * doc 2 Limits, Budget: "an exceeded workspace budget pauses runs; use-case invocations then answer
 * 429 `budget_exhausted`"; doc 2 Errors (429 `budget_exhausted`: use-case invocation with exhausted
 * budget). Exceeding the budget changes the workspace for good, so this is gated as
 * STATE-RUN-BUDGET-PAUSE is (a configured `pipelines.budget`, by default only on the embedded server)
 * and listed right after it, the last of the STATE family; invoking also needs a disposable target.
 *
 * "Exhausted" is read from GET /usage `budget.exceeded` (doc 1 PublicUsage). When the budget is not
 * exceeded yet, the use case that takes `bodies.invokeUseCase` is found first (a 200), the budget
 * pipeline is run until the usage reports the budget exceeded, and the same invocation is repeated.
 * When an earlier rule exceeded it already, the configured body is tried on each listed use case: a
 * 200 fails, the first 429 must carry `budget_exhausted`, other refusals (a body that use case does
 * not take, the order of checks being the target's) move on to the next.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { acceptingUseCase, invocationBody, invoke, said, useCaseIds } from "../../common/use-cases.ts";
import { keyOf, mustRefuseWith, pipelineOf, readRun, startForSetup } from "../kit/api.ts";
import { poll } from "../kit/poll.ts";
import { guarded } from "../kit/verdicts.ts";
import { startableTask } from "../task/fixtures.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { provokesOwn } from "../../common/provokes.ts";

const DOCUMENTED = "doc 2 Limits Budget: use-case invocations then answer 429 `budget_exhausted`";

async function exceeded(c: CheckContext): Promise<boolean> {
  const u = await c.call<{ budget?: { exceeded?: unknown } }>("GET", "/usage", {
    key: c.t.keys.read ?? c.t.keys.admin,
  });
  return u.json?.budget?.exceeded === true;
}

export const useCaseBudgetExhausted: Rule = {
  id: "STATE-USE-CASE-BUDGET-EXHAUSTED",
  title: "Once the workspace budget is exceeded, a use-case invocation answers 429 `budget_exhausted`",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Limits (Budget: an exceeded workspace budget pauses runs; use-case invocations then answer 429 `budget_exhausted`); doc 2 Errors (429 `budget_exhausted`)",
  clauses: ["D2-ERR-BUDGET-EXHAUSTED", "D2-LIMITS-BUDGET"],
  profile: "full",
  scope: "operation",
  appliesTo: (op) => op.operationId === "invokeUseCase",
  provokes: provokesOwn(429),
  check: (c) =>
    guarded(c, async () => {
      const budget = pipelineOf(
        c,
        "budget",
        "exceeds the workspace budget (it changes the workspace for good: name one in the configuration to drive this row)",
      );
      const body = invocationBody(c);
      if (!(await exceeded(c))) {
        // Before: the use case that takes the configured body (a 200).
        const ok = await acceptingUseCase(c);
        const spender = await startableTask(c, { title: "conformance exhausts the budget before an invocation" });
        await startForSetup(c, spender.taskId, budget, keyOf(c, "write"));
        await poll(
          c,
          "report the workspace budget exceeded after the budget pipeline ran",
          async () => {
            await readRun(c, spender.taskId);
            return exceeded(c);
          },
          (x) => x,
          { inconclusiveOnTimeout: true },
        );
        const r = await invoke(c, ok.useCaseId, ok.body);
        mustRefuseWith(
          r,
          429,
          "budget_exhausted",
          `invoking use case ${ok.useCaseId} with bodies.invokeUseCase (200 before) once GET /usage reported the budget exceeded`,
          DOCUMENTED,
        );
        c.pass(
          `use case ${ok.useCaseId} took bodies.invokeUseCase (200), then answered 429 \`budget_exhausted\` once pipeline ${budget} had exceeded the budget`,
        );
      }
      // Exceeded before this rule (STATE-RUN-BUDGET-PAUSE ran first).
      const tried: string[] = [];
      for (const useCaseId of await useCaseIds(c)) {
        const r = await invoke(c, useCaseId, body);
        if (r.status === 200) {
          c.fail(
            `Received: 200 invoking use case ${useCaseId} with bodies.invokeUseCase while GET /usage reports the budget exceeded / Documented: 429 \`budget_exhausted\` (${DOCUMENTED})`,
            r.exchange,
          );
        }
        if (r.status === 429) {
          mustRefuseWith(
            r,
            429,
            "budget_exhausted",
            `invoking use case ${useCaseId} with the workspace budget exceeded`,
            DOCUMENTED,
          );
          c.pass(
            `the budget was already exceeded (GET /usage); use case ${useCaseId} answered 429 \`budget_exhausted\` to bodies.invokeUseCase`,
          );
        }
        tried.push(`${useCaseId}: ${said(r)}`);
      }
      c.notExercised(
        `the budget was already exceeded and no listed use case answered bodies.invokeUseCase with 200 or 429, each refused it otherwise (${tried.join("; ")})`,
      );
    }),
};
