/**
 * What a conformance test tells Allure about itself: the rule, its family, level and clause as
 * labels (so Allure's filters and trees group by them; vitest's own adapter already names the file as parentSuite), the operation as a parameter, and the
 * evidence and reproduction as attachments. Only called when the run writes Allure results:
 * without allure-vitest's runtime every call would warn.
 */
import * as allure from "allure-js-commons";
import type { Operation } from "../contract/operations.ts";
import type { Rule, RuleResult } from "../rules/types.ts";

export async function labelForAllure(rule: Rule, op: Operation | null, result: RuleResult): Promise<void> {
  await allure.labels(
    { name: "rule", value: rule.id },
    { name: "family", value: rule.family },
    { name: "level", value: rule.level },
    { name: "clause", value: rule.clause },
    { name: "suite", value: rule.family },
    { name: "subSuite", value: rule.id },
    { name: "severity", value: rule.level === "MUST" ? "critical" : "normal" },
    ...(op ? [{ name: "feature", value: op.tag }] : []),
  );
  await allure.description(`${rule.title}\n\nClause: ${rule.clause}\n\n${result.message}`);
  await allure.parameter("operation", op?.operationId ?? "(api)");
  if (result.reproduction) await allure.attachment("reproduction", result.reproduction, "text/plain");
  if (result.evidence.length) await allure.attachment("evidence", JSON.stringify(result.evidence, null, 2), "application/json");
}
