/**
 * The result of a planned check that produced none, made here and nowhere else: not exercised when
 * the run was interrupted (a stopping run did not start it), otherwise a failure, since every
 * planned check must end in a result. The engine emits these for the checks a stopping run skips,
 * the run's end for the checks it never reached, and the report builder for any still missing.
 */
import { bareResult, type RuleResult } from "../rules/types.ts";
import { resultKey } from "../report/result-key.ts";
import type { PlannedCheck, PlannedFamily } from "./plan.ts";

export function missingResult(check: PlannedCheck, interrupted: string | null): RuleResult {
  const operationId = check.op?.operationId ?? null;
  return interrupted
    ? bareResult(
        check.rule,
        operationId,
        "not-exercised",
        `the run was interrupted (${interrupted}) before this check ran`,
      )
    : bareResult(check.rule, operationId, "fail", "no result was recorded: the check did not run (see errors)");
}

/** The planned checks without a result among `results`, each with its missing result, in plan order. */
export function missingResults(
  plan: readonly PlannedFamily[],
  results: readonly RuleResult[],
  interrupted: string | null,
): { family: string; result: RuleResult }[] {
  const got = new Set(results.map(resultKey));
  return plan.flatMap((f) =>
    f.checks
      .filter((c) => !got.has(resultKey({ rule: c.rule.id, operationId: c.op?.operationId ?? null })))
      .map((c) => ({ family: f.family, result: missingResult(c, interrupted) })),
  );
}
