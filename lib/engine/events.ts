/**
 * The one stream a conformance run emits. Every output — the terminal's progress, the report files,
 * Allure's results, the vitest adapter's tests — is a handler of these events and of nothing else,
 * so no output can tell an outcome differently from another.
 */
import type { RuleResult } from "../rules/types.ts";
import type { Leftover } from "../run/fixtures.ts";
import type { ConformanceReport } from "../report/report.ts";

export type RunEvent =
  /** The plan is known: the families in run order, with how many checks each will run. */
  | { type: "run-started"; families: { family: string; planned: number }[] }
  | { type: "family-started"; family: string; planned: number }
  | { type: "check-started"; family: string; rule: string; operationId: string | null }
  | { type: "result"; family: string; result: RuleResult }
  /** Its teardown ran; `errors` are what it could not remove, or a family-level crash. */
  | { type: "family-finished"; family: string; errors: string[] }
  /** What the final cleaning could not remove (the ledger's account). */
  | { type: "leftover"; leftover: Leftover }
  /** The report of record, built from the results above; `interrupted` names the signal that cut it short. */
  | { type: "run-finished"; report: ConformanceReport; interrupted: string | null };

export type RunHandler = (event: RunEvent) => void;

/** Sends each event to every handler, in order; a handler that throws does not silence the others. */
export function fanOut(handlers: readonly RunHandler[], onError: (e: unknown) => void = () => {}): RunHandler {
  return (event) => {
    for (const h of handlers) {
      try {
        h(event);
      } catch (e) {
        onError(e);
      }
    }
  };
}
